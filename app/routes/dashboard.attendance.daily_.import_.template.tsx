import type { LoaderFunctionArgs } from "@remix-run/node";
import { proxyXlsx } from "~/lib/employee-sheets.server";

/** The attendance import's template (GET /v1/attendance/import/template): employee number, date, clock in, clock out. */
export const loader = ({ request, context }: LoaderFunctionArgs) => proxyXlsx(request, context, "daily", "attendance/import/template", { mode: "write" });
