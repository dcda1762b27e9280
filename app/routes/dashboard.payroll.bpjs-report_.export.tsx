import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSection } from "~/lib/auth.server";
import { reportApiQuery, reportStateOf } from "~/lib/payroll-reports";
import { reportDownload } from "~/lib/payroll-reports.server";

/** Payroll › BPJS Report as xlsx, in the upload template's columns (api/payroll/report-sheets.ts): the page's tab, month and filters. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "bpjs-report");
  const state = reportStateOf(new URL(request.url), ["tk", "ks"]);
  return reportDownload(api, state.tab === "ks" ? "bpjs-ks" : "bpjs-tk", reportApiQuery(state, { month: true }));
}
