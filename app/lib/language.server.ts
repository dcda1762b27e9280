import { createCookie } from "@remix-run/node";
import { webEnv } from "./env.server";
import { isLanguage } from "./i18n";

/** The chosen language lives in a cookie so that pages render in it without JavaScript. */
export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  // Like the session's and the other cookies: only over HTTPS in production (COOKIE_SECURE).
  secure: webEnv.cookieSecure,
  maxAge: 60 * 60 * 24 * 365,
});

/**
 * The Set-Cookie that remembers the `?lng=` of a request (the language switcher), or null. The host
 * (server.ts) adds it to every page answer, redirects and error pages included, which a root loader
 * cannot: a child loader's redirect drops the root loader's headers. The page itself reads `?lng=`
 * before the cookie, so the very answer is already in that language.
 */
export async function languageSetCookie(url: string): Promise<string | null> {
  if (!url.includes("lng=")) return null;
  const lng = new URL(url, "http://localhost").searchParams.get("lng");
  return isLanguage(lng) ? languageCookie.serialize(lng) : null;
}
