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
    t = i18next.getFixedT(locale, namespaces).then(rememberTexts);
    translators.set(key, t);
    t.catch(() => translators.delete(key));
  }
  return t;
}

/** Options that fix where a text is looked up; the rest are its values (count, name, defaultValue…). */
const LOOKUP_OPTIONS = new Set(["lng", "lngs", "ns", "keyPrefix"]);
/** Distinct texts kept per translate function (a page's labels and its usual values fit many times over). */
const MAX_TEXTS = 5_000;

type Primitive = string | number | boolean | null | undefined;

/**
 * The same translate function, keeping the texts it has made: the locale files never change while the
 * server runs, so a key with the same values always gives the same text, and i18next resolves each key
 * through several layers (and interpolates) on every call — a list page makes about a hundred calls.
 * Only calls whose values are plain strings, numbers and booleans are kept (never `returnObjects`).
 */
export function rememberTexts<T extends (...args: never[]) => unknown>(translate: T): T {
  const texts = new Map<string, unknown>();
  const call = translate as unknown as (key: unknown, options?: unknown) => unknown;
  return ((key: unknown, options?: unknown) => {
    if (typeof key !== "string") return call(key, options);
    let id = key;
    if (options !== undefined) {
      if (!options || typeof options !== "object") return call(key, options);
      const values: [string, Primitive][] = [];
      let lookup = "";
      for (const [name, value] of Object.entries(options)) {
        if (LOOKUP_OPTIONS.has(name)) lookup += `${String(Array.isArray(value) ? value.join(",") : value)}\u0000`;
        else if (name === "returnObjects" || (value !== null && typeof value === "object") || typeof value === "function") return call(key, options);
        else values.push([name, value as Primitive]);
      }
      id = `${lookup}${key}\u0000${values.length ? JSON.stringify(values) : ""}`;
    }
    if (texts.has(id)) return texts.get(id);
    const text = call(key, options);
    if (texts.size >= MAX_TEXTS) texts.clear();
    texts.set(id, text);
    return text;
  }) as unknown as T;
}
