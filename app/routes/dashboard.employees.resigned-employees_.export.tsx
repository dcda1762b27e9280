import type { LoaderFunctionArgs } from "@remix-run/node";
import { proxyXlsx } from "~/lib/employee-sheets.server";

/** Resigned employees as xlsx, with the list's filter passed through; resign date and reason at the end. */
export const loader = ({ request, context }: LoaderFunctionArgs) => proxyXlsx(request, context, "resigned-employees", "employees/export-exit", { section: "employees/resigned-employees" });
