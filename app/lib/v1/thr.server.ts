/**
 * Payroll › THR (api/payroll/thr-routes.ts, docs/decisions/0037-thr-runs.md): the company's THR settings,
 * THR runs, their items, cut-off, and the xlsx export as the API sends it (decision 0017: `raw`).
 */
import type { One, Page } from "../../../contract/responses/common";
import type { ThrHolidayOut, ThrItemOut, ThrRunOut } from "../../../contract/responses/thr";
import type { ThrRunBody, ThrSettings } from "../../../contract/thr";
import type { Transport } from "../api.server";

const runPath = (id: string) => `payroll/thr-runs/${encodeURIComponent(id)}`;

export const thrApi = (http: Transport) => ({
  settings: async () => (await http.get<One<ThrSettings>>("payroll/thr-settings")).data,
  saveSettings: async (settings: ThrSettings) => (await http.put<One<ThrSettings>>("payroll/thr-settings", settings)).data,
  /** Each holiday's date in the year and the last day to pay on time (null: no date known). */
  holidays: async (year: number) => (await http.get<{ data: ThrHolidayOut[] }>("payroll/thr-holidays", `year=${year}`)).data,
  /** Run & Save of a holiday's THR (again, while it is not cut off). */
  run: async (body: ThrRunBody) => (await http.post<One<ThrRunOut>>("payroll/thr-runs", body)).data,
  list: async (year?: number) => (await http.get<{ data: ThrRunOut[] }>("payroll/thr-runs", year === undefined ? "" : `year=${year}`)).data,
  get: async (id: string) => (await http.get<One<ThrRunOut>>(runPath(id))).data,
  items: (id: string, query: { q?: string; limit?: number; skip?: number } = {}) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(name, String(value));
    return http.get<Page<ThrItemOut>>(`${runPath(id)}/items`, params.toString());
  },
  cutOff: async (id: string) => (await http.post<One<ThrRunOut>>(`${runPath(id)}/cut-off`)).data,
  /** The run's items as xlsx, as the API sends it. */
  export: (id: string) => http.raw(`${runPath(id)}/export`),
});
