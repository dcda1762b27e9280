/** Companies (developers): signing in as a company's admin (api/platform/routes.ts). */
import type { Session } from "../../../contract/responses/auth";
import type { One } from "../../../contract/responses/common";
import type { Transport } from "../api.server";

export const companiesApi = (http: Transport) => ({
  loginAsAdmin: async (companyId: string) => (await http.post<One<Session>>(`companies/${encodeURIComponent(companyId)}/login-as-admin`)).data,
});
