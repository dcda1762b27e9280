/**
 * The options presenter (reads): a field's choices from its source (app/screens/screen.server.ts
 * `optionSource`) — a server page through the /v1 client, a static list or a numeric range — for a list's
 * filters, a form's selects and checkbox lists, and the JavaScript picker's search (GET /dashboard/options).
 */
import { Cache } from "../../../cache/cache";
import { rowsChanged, type Kind } from "../../../cache/changes";
import type { ApiClient } from "../../lib/api.server";
import type { Me } from "../../lib/auth.server";
import type { Row } from "../../lib/cells";
import { webEnv } from "../../lib/env.server";
import { rangeOptions, recordOption, serverOptionQuery, type OptionItem } from "../../lib/options";
import { RECORD_ID } from "../field-kinds";
import { optionSource, type SourceDecl, type ViewDecl } from "../screen.server";

export interface OptionList {
  items: OptionItem[];
  /** How many the source holds for this search (more than the items: offer the search step). */
  total: number;
}

/** Options of a source: a server page of up to 200 (matching `term`), or the whole static list. */
export async function loadOptions(api: ApiClient, source: SourceDecl, term: string): Promise<OptionList> {
  if (source.kind === "server") {
    const page = await api.list<Row>(source.path, serverOptionQuery(source, term));
    return { items: page.data.map((row) => recordOption(row, source.display, source.nominal)), total: page.meta.total };
  }
  if (source.kind === "static") {
    const items = source.values.map((value) => ({ value: String(value), label: String(value) }));
    return { items, total: items.length };
  }
  if (source.kind === "range") {
    const items = rangeOptions(source);
    return { items, total: items.length };
  }
  // The salary list is built by its screen from rows it holds (salaryOptions), not fetched here.
  return { items: [], total: 0 };
}

/**
 * The reference lists whose options a list page's filters show, by the table their rows live in: every
 * write to these tables names its change (cache/changes.ts KINDS), so a kept list is dropped at once in
 * this process and, on PostgreSQL, in every other (docs/decisions/0025-one-cache-and-invalidation.md).
 * Other sources are asked each time. api/resources/registry.ts binds these paths to these tables
 * (checked by app/screens/presenters/options.server.test.ts).
 */
export const KEPT_SOURCES: Readonly<Record<string, Kind>> = {
  "refs/employees/orgs/departments": "departments",
  "refs/employees/orgs/job-titles": "job_titles",
  "refs/employees/orgs/locations": "locations",
};

// With the API in this process its writes drop a kept list at once, so a minute is only the upper bound;
// behind API_URL nothing tells this tier of a change, so a list is trusted no longer than a session
// answer is (SESSION_CACHE_SECONDS) — docs/decisions/0038-lists-at-scale.md, addendum.
const keptSeconds = () => (webEnv.apiUrl ? webEnv.sessionCacheSeconds : 60);
const keptOptions = new Cache<OptionList>({ max: 5_000, madeOf: [...new Set(Object.values(KEPT_SOURCES))] });

/**
 * A list page's filter options (the whole first page of a source, no search term): kept per company and
 * source for the readers of one level and permission set — a reader the API refuses (403) is asked each
 * time and keeps nothing — so a page costs little more than its own rows (docs/decisions/0038-lists-at-scale.md,
 * addendum). The rows of these references do not depend on who reads them, only whether one may.
 */
export function filterOptions(api: ApiClient, user: Me, source: SourceDecl): Promise<OptionList> {
  const companyId = user.company?._id;
  const kind = source.kind === "server" ? KEPT_SOURCES[source.path] : undefined;
  if (!companyId || !kind || source.kind !== "server") return loadOptions(api, source, "");
  const reader = `${user.level}:${[...(user.access_role?.permissions ?? [])].sort().join(",")}`;
  const key = `${companyId}\u0000${reader}\u0000${source.path}\u0000${JSON.stringify(serverOptionQuery(source, ""))}\u0000${source.display.join(",")}\u0000${source.nominal ?? ""}`;
  return keptOptions.get(key, () => loadOptions(api, source, ""), { seconds: keptSeconds(), from: () => [rowsChanged(kind, companyId)] });
}

/** Formats the options of one field for the JavaScript picker (GET /dashboard/options). */
export async function fieldOptions(api: ApiClient, view: ViewDecl, name: string, term: string): Promise<OptionList | null> {
  const source = optionSource(view, name);
  if (!source || source.kind !== "server") return null;
  return loadOptions(api, source, term);
}

/** The chosen ids as items: from what is at hand, else asked of the server by id. */
export async function chosenItems(api: ApiClient, source: SourceDecl, ids: string[], known: OptionItem[]): Promise<OptionItem[]> {
  const found = new Map(known.map((item) => [item.value, item]));
  const missing = ids.filter((id) => !found.has(id) && RECORD_ID.test(id));
  if (source.kind === "server" && missing.length) {
    const page = await api.list<Row>(source.path, { _id: missing.slice(0, 500), limit: 500, fields: source.display.join(",") });
    for (const row of page.data) found.set(String(row._id), recordOption(row, source.display, source.nominal));
  }
  return ids.map((id) => found.get(id)).filter((item): item is OptionItem => Boolean(item));
}

/** The options a record holds already (its populated references), as items. */
export function selectedItems(value: unknown, source: SourceDecl): OptionItem[] {
  if (source.kind !== "server") return [];
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.filter((item): item is Row => Boolean(item) && typeof item === "object").map((item) => recordOption(item, source.display, source.nominal));
}
