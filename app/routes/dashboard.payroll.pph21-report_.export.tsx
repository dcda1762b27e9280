import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSection } from "~/lib/auth.server";
import { reportApiQuery, reportStateOf } from "~/lib/payroll-reports";
import { reportDownload } from "~/lib/payroll-reports.server";

/** Payroll › PPh 21 Report as xlsx: the page's month or year and filters, every row, as the API writes it (api/payroll/report-sheets.ts). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "pph21-report");
  const state = reportStateOf(new URL(request.url), ["month", "year"]);
  const year = state.tab === "year";
  return reportDownload(api, year ? "pph21/year" : "pph21", reportApiQuery(state, { month: !year }));
}
