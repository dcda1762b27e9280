/**
 * Where a form or the sign-in may send the browser next: a path of this site, never another one.
 * Browsers drop tabs and newlines from a URL and read `\` as `/`, so `/\t/evil.example` and
 * `/\evil.example` are other sites to them; a value decoded once more must stay harmless too.
 */
const BASE = "http://same-origin.invalid";

export function safeRedirect(value: unknown, fallback = "/dashboard/home"): string {
  if (typeof value !== "string" || value.length > 2048) return fallback;
  if (!value.startsWith("/") || /[\p{Cc}\\]/u.test(value)) return fallback;
  // In the path, encoded control characters and backslashes (and, below, encoded slashes at the start)
  // are as bad as real ones once something decodes them; in the query they are a search's text.
  const path = value.split(/[?#]/, 1)[0];
  if (/%(?:[01][0-9a-f]|7f|5c)/i.test(path)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return fallback;
  }
  if (decoded.startsWith("//") || value.startsWith("//")) return fallback;
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
