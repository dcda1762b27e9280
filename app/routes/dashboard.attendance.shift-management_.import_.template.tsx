import type { LoaderFunctionArgs } from "@remix-run/node";
import { proxyXlsx } from "~/lib/employee-sheets.server";

/** The roster import's template (GET /v1/roster/template): employee number, date, shift name. */
export const loader = ({ request, context }: LoaderFunctionArgs) => proxyXlsx(request, context, "shift-management", "roster/template", { mode: "write" });
