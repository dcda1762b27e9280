import type { LoaderFunctionArgs } from "@remix-run/node";
import { proxyXlsx } from "~/lib/employee-sheets.server";

/** The bulk invitation template (bilingual header, an example row, a help sheet). */
export const loader = ({ request, context }: LoaderFunctionArgs) => proxyXlsx(request, context, "active-employees", "employees/export-template-invitation", { mode: "write" });
