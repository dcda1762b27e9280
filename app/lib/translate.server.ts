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
    t = i18next.getFixedT(locale, namespaces).then(rememberPlainTexts);
    translators.set(key, t);
    t.catch(() => translators.delete(key));
  }
  return t;
}

/** What a translation call may carry and still give the same text every time: no values, count or context. */
const FIXED_OPTIONS = new Set(["lng", "lngs", "ns", "keyPrefix"]);

/**
 * The same translate function, keeping each text it has looked up without values (most of a page's
 * labels): the texts never change while the server runs, and i18next resolves a key through several
 * layers on every call — a list page makes about a hundred such calls. Calls with values go through.
 */
export function rememberPlainTexts<T extends (...args: never[]) => unknown>(translate: T): T {
  const texts = new Map<string, unknown>();
  const call = translate as unknown as (key: unknown, options?: unknown) => unknown;
  return ((key: unknown, options?: unknown) => {
    if (typeof key !== "string") return call(key, options);
    let id = key;
    if (options !== undefined) {
      if (!options || typeof options !== "object" || !Object.keys(options).every((name) => FIXED_OPTIONS.has(name))) return call(key, options);
      const { lng, lngs, ns, keyPrefix } = options as Record<string, unknown>;
      id = `${String(lng ?? lngs)}\u0000${String(ns)}\u0000${String(keyPrefix)}\u0000${key}`;
    }
    if (texts.has(id)) return texts.get(id);
    const text = call(key, options);
    texts.set(id, text);
    return text;
  }) as unknown as T;
}
