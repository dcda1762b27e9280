/**
 * Payroll: the calculator's simulation (api/payroll/routes.ts) and the monthly run — runs, their items,
 * cut-off and one-off components (api/payroll/run-routes.ts, docs/decisions/0028-payroll-runs.md).
 * Files (payslip PDFs) go through the web tier as they come (docs/decisions/0017): `raw`.
 */
import type { PayrollSimulationBody } from "../../../contract/payroll";
import type { PayrollComponentBody } from "../../../contract/payroll-runs";
import type { Notice, One, Page } from "../../../contract/responses/common";
import type {
  OpeningImportCheckOut,
  MyPayslipOut,
  PayrollComponentOut,
  PayrollImportCheckOut,
  PayrollItemOut,
  PayrollRunOut,
  PayrollSimulation,
  PayslipsSentOut,
} from "../../../contract/responses/payroll";
import type { Transport } from "../api.server";
import { noticeText } from "./messages.server";

/** The item list's query (contract/payroll-runs.ts `payrollItemsQuery`). */
export interface PayrollItemsFilter {
  "employee._id"?: string;
  q?: string;
  "department._id"?: string;
  "location._id"?: string;
  "job_title._id"?: string;
  limit?: number;
  skip?: number;
}

/** A query string of the filled values only (names with dots kept as they are). */
function queryOf(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== "") params.set(name, String(value));
  return params.toString();
}

const runPath = (id: string) => `payroll/runs/${encodeURIComponent(id)}`;

export const payrollApi = (http: Transport) => ({
  simulate: async (body: PayrollSimulationBody) => (await http.post<One<PayrollSimulation>>("payroll/simulate", body)).data,
  runs: {
    /** Run & Save (month 1–12): the run saved, or `status: "running"` when it goes on in the background (202). */
    create: async (year: number, month: number) => (await http.post<One<PayrollRunOut>>("payroll/runs", { year, month })).data,
    list: async (query: { year?: number; month?: number } = {}) => (await http.get<{ data: PayrollRunOut[] }>("payroll/runs", queryOf(query))).data,
    /** The month's run, or null while it has none. */
    ofMonth: async (year: number, month: number) => (await http.get<{ data: PayrollRunOut[] }>("payroll/runs", queryOf({ year, month }))).data[0] ?? null,
    get: async (id: string) => (await http.get<One<PayrollRunOut>>(runPath(id))).data,
    items: (id: string, filter: PayrollItemsFilter = {}) => http.get<Page<PayrollItemOut>>(`${runPath(id)}/items`, queryOf({ ...filter })),
    item: async (id: string, itemId: string) => (await http.get<One<PayrollItemOut>>(`${runPath(id)}/items/${encodeURIComponent(itemId)}`)).data,
    /** Computes one employee's item again (a one-off line added or removed), the run's totals with it. */
    recompute: async (id: string, itemId: string) => (await http.post<One<PayrollItemOut>>(`${runPath(id)}/items/${encodeURIComponent(itemId)}/recompute`)).data,
    cutOff: async (id: string) => (await http.post<One<PayrollRunOut>>(`${runPath(id)}/cut-off`)).data,
  },
  /** The signed-in person's own payslips (every employee, the employee role included). */
  mine: async () => (await http.get<{ data: MyPayslipOut[] }>("me/payslips")).data,
  /** A payslip PDF as the API sends it (a 4xx throws an ApiError). */
  payslip: (id: string, itemId: string, lang?: "en" | "id") =>
    http.raw(`${runPath(id)}/items/${encodeURIComponent(itemId)}/payslip${lang ? `?lang=${lang}` : ""}`),
  /** Every payslip of a saved month as one PDF or a zip of PDFs, as the API sends it. */
  payslips: (id: string, format: "pdf" | "zip", lang: "en" | "id") => http.raw(`${runPath(id)}/payslips?${queryOf({ format, lang })}`),
  /** Starts sending each employee their own payslip by e-mail (password-protected PDF) and an inbox notification (202). */
  sendPayslips: async (id: string, lang: "en" | "id") => (await http.post<{ data: PayslipsSentOut }>(`${runPath(id)}/payslips/send`, { lang })).data,
  /** The run's latest sending as it stands (its progress while it goes on), or null. */
  payslipSending: async (id: string) => (await http.get<{ data: PayslipsSentOut | null }>(`${runPath(id)}/payslips/send`)).data,
  components: {
    list: async (year: number, month: number, employeeId?: string) =>
      (await http.get<{ data: PayrollComponentOut[] }>("payroll/components", queryOf({ year, month, "employee._id": employeeId }))).data,
    add: async (body: PayrollComponentBody) => (await http.post<One<PayrollComponentOut>>("payroll/components", body)).data,
    remove: (id: string) => http.del<unknown>(`payroll/components/${encodeURIComponent(id)}`),
    /** The import's xlsx template, as the API sends it. */
    template: () => http.raw("payroll/components/template"),
    /** The import's dry run: what the uploaded file would add (rows, employees, sums), or 422 with every bad cell. */
    checkImport: async (year: number, month: number, file: string) =>
      (await http.post<{ data: PayrollImportCheckOut }>("payroll/components/import", { year, month, file, dry_run: true })).data,
    /** The import, all or nothing; the notice as a message text. */
    importFile: async (year: number, month: number, file: string) => noticeText(await http.post<Notice>("payroll/components/import", { year, month, file })),
  },
  /** The opening year-to-date figures' import (api/payroll/opening-balances.ts, docs/payroll-rules.md B14); the rows are a declared resource. */
  openingBalances: {
    template: () => http.raw("payroll/opening-balances/template"),
    /** The dry run: how many rows and employees the file would write, or 422 with every bad cell. */
    checkImport: async (file: string) => (await http.post<{ data: OpeningImportCheckOut }>("payroll/opening-balances/import", { file, dry_run: true })).data,
    importFile: async (file: string) => noticeText(await http.post<Notice>("payroll/opening-balances/import", { file })),
  },
});
