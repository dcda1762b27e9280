import type { LoaderFunctionArgs } from "@remix-run/node";
import { proxyXlsx } from "~/lib/employee-sheets.server";

/** Active employees as xlsx, with the list's filter passed through (the import's column layout). */
export const loader = ({ request, context }: LoaderFunctionArgs) => proxyXlsx(request, context, "active-employees", "employees/export", { section: "employees/active-employees" });
