/** The home page's figures and the month's birthdays (api/platform/me-routes.ts). */
import type { Birthday } from "../../../contract/responses/auth";
import type { One } from "../../../contract/responses/common";
import type { HrHome } from "../../../contract/responses/home";
import type { DashboardSummary } from "../../../contract/responses/me";
import type { Transport } from "../api.server";

export const dashboardApi = (http: Transport) => ({
  summary: async () => (await http.get<One<DashboardSummary>>("dashboard/summary")).data,
  /** HR's part of the home: what needs doing and the charts (docs/decisions/0042-hr-home.md); 403 for a role without any. */
  home: async () => (await http.get<One<HrHome>>("dashboard/home")).data,
  birthdays: async () => (await http.get<One<Birthday[]>>("birthdays")).data,
});
