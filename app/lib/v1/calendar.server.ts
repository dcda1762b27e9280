/** Holidays loaded from the package and the organisation chart (api/attendance/holidays.ts, api/employees/org-chart.ts). */
import type { One } from "../../../contract/responses/common";
import type { HolidayLoad, OrgChart } from "../../../contract/responses/calendar";
import type { Transport } from "../api.server";

export const calendarApi = (http: Transport) => ({
  /** Adds the year's national holidays the company does not have yet (idempotent). */
  loadNationalHolidays: async (year: number) => (await http.post<One<HolidayLoad>>("holidays/national", { year })).data,
  /** The whole chart, one person's subtree (`root`), or the people matching `q`. */
  orgChart: async (query: { root?: string; q?: string }) => (await http.get<One<OrgChart>>("org-chart", query)).data,
});
