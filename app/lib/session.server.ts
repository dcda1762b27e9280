import crypto from "node:crypto";
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { webEnv } from "./env.server";

export interface SessionData {
  /** The /v1 token (never sent to browser JavaScript: the cookie is httpOnly). */
  token: string;
  /** The developer's own token while they act as a company's admin ("login as admin"). */
  developerToken: string;
  /** The double-submit secret every form posts back. */
  csrf: string;
}

export interface FlashData {
  flash: { kind: "success" | "error" | "info"; message: string };
}

export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: "__hr_session",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: webEnv.cookieSecure,
    secrets: [webEnv.sessionSecret],
    // The API decides when a session ends; the cookie may live as long as the absolute limit.
    maxAge: 60 * 60 * 24 * 7,
  },
});

export type AppSession = Session<SessionData, FlashData>;

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

export function commitSession(session: AppSession): Promise<string> {
  return sessionStorage.commitSession(session);
}

let ending: Promise<string> | null = null;

/**
 * The Set-Cookie that ends a session. A cookie session's end is the same expired, empty cookie whatever
 * the session held, so it is signed once, not on every request that might need it.
 */
export function destroySession(session: AppSession): Promise<string> {
  ending ??= sessionStorage.destroySession(session);
  return ending;
}

/** The session's CSRF secret, made on first use. */
export function csrfToken(session: AppSession): { token: string; created: boolean } {
  const existing = session.get("csrf");
  if (existing) return { token: existing, created: false };
  const token = crypto.randomBytes(24).toString("base64url");
  session.set("csrf", token);
  return { token, created: true };
}

/** Forms post the session's secret back; anything else is refused (403). */
export function verifyCsrf(session: AppSession, formData: FormData): void {
  const expected = session.get("csrf");
  const given = formData.get("csrf");
  const ok =
    typeof expected === "string" &&
    typeof given === "string" &&
    expected.length === given.length &&
    crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(given));
  if (!ok) throw new Response("The form has expired. Go back, reload the page and try again.", { status: 403 });
}
