import path from "node:path";
import { createCookie } from "@remix-run/node";
import Backend from "i18next-fs-backend";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig, isLanguage, supportedLanguages, fallbackLanguage, type Language } from "./i18n";

/** The chosen language lives in a cookie so that pages render in it without JavaScript. */
export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: languageCookie,
    searchParamKey: "lng",
    // The ?lng= of the language switcher wins, then the cookie; the default is English (spec §1).
    order: ["searchParams", "cookie"],
  },
  i18next: {
    ...i18nConfig,
    backend: { loadPath: path.resolve("public/locales/{{lng}}/{{ns}}.json") },
  },
  plugins: [Backend],
});

/** The language a switcher asked for in this request, if any (to be remembered in the cookie). */
export function requestedLanguage(request: Request): Language | null {
  const lng = new URL(request.url).searchParams.get("lng");
  return isLanguage(lng) ? lng : null;
}
