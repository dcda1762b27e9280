import type { LoaderFunctionArgs } from "@remix-run/node";
import { proxyXlsx } from "~/lib/employee-sheets.server";

/** The employees import template: the export's columns with an example row. */
export const loader = ({ request, context }: LoaderFunctionArgs) => proxyXlsx(request, context, "active-employees", "employees/export-template", { mode: "write" });
