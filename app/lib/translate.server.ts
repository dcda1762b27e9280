import type { TFunction } from "i18next";
import { i18next } from "./i18next.server";

const translators = new Map<string, Promise<TFunction>>();

/**
 * A translator for a request's language, made once per language and namespaces (remix-i18next's
 * getFixedT builds a new i18next instance and reads the locale files on every call). The locale files
 * do not change while the server runs.
 */
export async function translator(request: Request, namespaces: readonly [string, ...string[]]): Promise<TFunction> {
  const locale = await i18next.getLocale(request);
  const key = `${locale}:${namespaces.join(",")}`;
  let t = translators.get(key);
  if (!t) {
    t = i18next.getFixedT(locale, namespaces);
    translators.set(key, t);
    t.catch(() => translators.delete(key));
  }
  return t;
}
