/** The home page's figures and the month's birthdays (api/platform/me-routes.ts). */
import type { Birthday } from "../../../contract/responses/auth";
import type { One } from "../../../contract/responses/common";
import type { DashboardSummary } from "../../../contract/responses/me";
import type { Transport } from "../api.server";

export const dashboardApi = (http: Transport) => ({
  summary: async () => (await http.get<One<DashboardSummary>>("dashboard/summary")).data,
  birthdays: async () => (await http.get<One<Birthday[]>>("birthdays")).data,
});
