/** Signing in and out, and the account calls before sign-in (api/auth/routes.ts, api/auth/account-routes.ts). */
import type { MeWithChrome, Session } from "../../../contract/responses/auth";
import type { Notice, One } from "../../../contract/responses/common";
import type { Transport } from "../api.server";
import { noticeText } from "./messages.server";

/** A call that answers a notice, as the message text the page shows. */
const notice =
  <Body>(http: Transport, path: string) =>
  async (body: Body) =>
    noticeText(await http.post<Notice>(path, body));

/** A new company's request for access (the platform's Request Access list). */
export interface Registration {
  company: string;
  name: string;
  email: string;
  phone?: string;
  purpose?: string;
}
/** The token of an e-mailed link and the new password. */
export interface NewPassword {
  token: string;
  password: string;
}

export const authApi = (http: Transport) => ({
  login: async (body: { username: string; password: string; device?: string | null }) => (await http.post<One<Session>>("auth/login", body)).data,
  /** Who is signed in; with `chrome`, the dashboard chrome's figures too. */
  me: async (options: { chrome?: boolean } = {}) => (await http.get<One<MeWithChrome>>("auth/me", options.chrome ? { include: "chrome" } : undefined)).data,
  logout: () => http.post<void>("auth/logout"),
  register: notice<Registration>(http, "auth/register"),
  forgotPassword: notice<{ email: string }>(http, "auth/forgot-password"),
  resetPassword: notice<NewPassword>(http, "auth/reset-password"),
  acceptInvitation: notice<NewPassword>(http, "auth/accept-invitation"),
  verifyEmail: (token: string) => notice<{ token: string }>(http, "auth/verify-email")({ token }),
});
