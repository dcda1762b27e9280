/**
 * The tax files (api/payroll/tax-routes.ts, docs/decisions/0035-coretax-files-and-a1.md): what a month's
 * Coretax files hold and lack, the year's A1 slips, and the files themselves as the API sends them (`raw`,
 * docs/decisions/0017): a refusal throws an ApiError with the API's message.
 */
import type { A1ListOut, CoretaxSummaryOut } from "../../../contract/responses/tax";
import type { Transport } from "../api.server";

const runPath = (id: string) => `payroll/runs/${encodeURIComponent(id)}/coretax`;

export const taxApi = (http: Transport) => ({
  /** The month's run, how many rows its BPMP and BPA1 hold, and what the company and each employee lack. */
  summary: async (year: number, month: number) => (await http.get<{ data: CoretaxSummaryOut }>("payroll/coretax", `year=${year}&month=${month}`)).data,
  /** The month's BPMP or BPA1 XML. */
  coretax: (runId: string, file: "bpmp" | "bpa1") => http.raw(`${runPath(runId)}/${file}`),
  /** The year's A1 slips, each with its final month and what its employee lacks. */
  a1List: (year: number) => http.get<A1ListOut>("payroll/a1", `year=${year}`),
  /** One employee's A1 PDF, or (`employeeId` null) every ready A1 of the year in a zip. */
  a1: (year: number, employeeId: string | null, lang: "en" | "id") =>
    http.raw(employeeId ? `payroll/a1/${encodeURIComponent(employeeId)}?year=${year}&lang=${lang}` : `payroll/a1?year=${year}&format=zip&lang=${lang}`),
});
