/**
 * A list page's state lives in its URL (search, filters, sort, page, tab), so every control is a plain
 * GET form or link and works without JavaScript. Pure: used by loaders and components.
 */
import { safeRedirect } from "./redirects";

export interface ListState {
  tab: string | null;
  q: string;
  sort: string | null;
  page: number;
  /** Filter values by parameter name (`f.status`, `f.created_at.from`…). */
  filters: Record<string, string>;
}

export const FILTER_PREFIX = "f.";

/** A filter's URL parameter: `f.{field}`, or a range's bound `f.{field}.from` / `f.{field}.to`. */
export const filterParam = (field: string, bound?: "from" | "to"): string => `${FILTER_PREFIX}${field}${bound ? `.${bound}` : ""}`;
export const MAX_PAGE = 100_000;

export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get("page") ?? "1");
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key.startsWith(FILTER_PREFIX) && value.trim()) filters[key] = value.trim().slice(0, 200);
  }
  return {
    tab: params.get("tab"),
    q: (params.get("q") ?? "").trim().slice(0, 200),
    sort: params.get("sort"),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    filters,
  };
}

/** A filter's value in a link to a list: one value, or a range's bounds. */
export type FilterValue = string | number | { from?: string; to?: string };

/**
 * A link to a list showing exactly some records: `{ status: "absent", date: { from, to } }` gives
 * `path?f.status=absent&f.date.from=…&f.date.to=…`, the parameters the generic list reads.
 */
export function filteredListHref(pathname: string, filters: Record<string, FilterValue>): string {
  const query = new URLSearchParams();
  for (const [field, value] of Object.entries(filters)) {
    if (typeof value !== "object") query.set(filterParam(field), String(value));
    else for (const bound of ["from", "to"] as const) if (value[bound]) query.set(filterParam(field, bound), value[bound]);
  }
  return `${pathname}?${query}`;
}

/** The same list with some parameters changed (null removes one); any change but the page goes back to page 1. */
export function listHref(pathname: string, params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  next.delete("_data");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  }
  if (!("page" in changes)) next.delete("page");
  if (next.get("page") === "1") next.delete("page");
  const qs = next.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** Clicking a column: ascending first, then descending, then ascending again. */
export function nextSort(current: string | null, field: string): string {
  return current === field ? `-${field}` : field;
}

/** The direction a column is sorted in, if it is the sort. */
export function sortDirection(current: string | null, field: string): "ascending" | "descending" | null {
  if (current === field) return "ascending";
  if (current === `-${field}`) return "descending";
  return null;
}

/** Page links around the current page: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, pages: number, around = 2): (number | "gap")[] {
  if (pages <= 1) return [1];
  const wanted = new Set<number>([1, pages]);
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pages) wanted.add(n);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push("gap");
    out.push(n);
  });
  return out;
}

/** Where a form may send the user back to: a dashboard path only (never another site). */
export function safeReturn(value: unknown, fallback: string): string {
  const safe = safeRedirect(value, fallback);
  return /^\/dashboard\/[^/]/.test(safe) && !safe.includes("//") ? safe : fallback;
}
