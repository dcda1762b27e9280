/** i18next settings shared by the server and the browser. English is the default (docs/specification.md §1). */
export const supportedLanguages = ["en", "id"] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "en";

export const i18nConfig = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: fallbackLanguage,
  defaultNS: "common",
  ns: ["common", "messages", "nav"],
  // React escapes output already.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}
