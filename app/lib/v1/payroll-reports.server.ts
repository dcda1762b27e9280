/**
 * The payroll reports and the bank file (api/payroll/report-routes.ts, api/payroll/bank-routes.ts;
 * docs/decisions/0036-payroll-reports-and-bank-files.md). Files (xlsx, the bank file) go through the web
 * tier as they come (docs/decisions/0017): `raw`.
 */
import type { BankFileCheckOut, BpjsKsReport, BpjsTkReport, Pph21Report, Pph21YearReport } from "../../../contract/responses/payroll-reports";
import type { Transport } from "../api.server";
import { buildQuery, type QueryInput } from "../query";

/** The report paths under /v1/payroll/reports. */
export type PayrollReportPath = "pph21" | "pph21/year" | "bpjs-tk" | "bpjs-ks";

export const payrollReportsApi = (http: Transport) => ({
  pph21: (query: QueryInput) => http.get<Pph21Report>("payroll/reports/pph21", query),
  pph21Year: (query: QueryInput) => http.get<Pph21YearReport>("payroll/reports/pph21/year", query),
  bpjsTk: (query: QueryInput) => http.get<BpjsTkReport>("payroll/reports/bpjs-tk", query),
  bpjsKs: (query: QueryInput) => http.get<BpjsKsReport>("payroll/reports/bpjs-ks", query),
  /** A report as xlsx, as the API sends it (a 4xx throws an ApiError). */
  export: (path: PayrollReportPath, query: QueryInput) => http.raw(`payroll/reports/${path}/export?${buildQuery(query)}`),
  /** What the month's bank file would hold, or 422 with the employees to fill in. */
  checkBankFile: async (runId: string, query: QueryInput) =>
    (await http.get<{ data: BankFileCheckOut }>(`payroll/runs/${encodeURIComponent(runId)}/bank-file`, { ...query, dry_run: "true" })).data,
  bankFile: (runId: string, query: QueryInput) => http.raw(`payroll/runs/${encodeURIComponent(runId)}/bank-file?${buildQuery(query)}`),
});
