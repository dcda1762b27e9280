/**
 * Companies: signing in as a company's admin and inviting one (developers, api/platform/routes.ts,
 * api/companies/admin-invite.ts), and the caller's own company's setup steps (api/companies/setup.ts).
 */
import type { Session } from "../../../contract/responses/auth";
import type { Notice, One } from "../../../contract/responses/common";
import type { CompanySetup } from "../../../contract/responses/setup";
import type { Transport } from "../api.server";
import { noticeText } from "./messages.server";

export const companiesApi = (http: Transport) => ({
  loginAsAdmin: async (companyId: string) => (await http.post<One<Session>>(`companies/${encodeURIComponent(companyId)}/login-as-admin`)).data,
  /** The notice as a message text; the invitation's link goes to the admin by e-mail. */
  inviteAdmin: async (companyId: string, admin: { fullname: string; email: string; phone: string | null }) =>
    noticeText(await http.post<Notice>(`companies/${encodeURIComponent(companyId)}/invite-admin`, admin)),
  /** The first day's steps of the caller's company (docs/decisions/0050); 403 below sub admin. */
  setup: async () => (await http.get<One<CompanySetup>>("company/setup")).data,
});
