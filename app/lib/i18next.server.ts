import path from "node:path";
import Backend from "i18next-fs-backend";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig, supportedLanguages, fallbackLanguage } from "./i18n";
import { languageCookie } from "./language.server";

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: languageCookie,
    searchParamKey: "lng",
    // The ?lng= of the language switcher wins, then the cookie; the default is English (docs/specification.md §1).
    order: ["searchParams", "cookie"],
  },
  i18next: {
    ...i18nConfig,
    backend: { loadPath: path.resolve("public/locales/{{lng}}/{{ns}}.json") },
  },
  plugins: [Backend],
});
