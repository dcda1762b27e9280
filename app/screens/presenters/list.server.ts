/**
 * The list presenter (reads): a declared list view (app/screens/screen.server.ts) and a page's URL become
 * the page's model — its rows through the /v1 client, columns, filters with their options, verbs,
 * toolbar and links — and every row of the current filter for the xlsx export. Writes go through the
 * save service (app/screens/services/save.server.ts).
 */
import { ApiError, type ApiClient } from "../../lib/api.server";
import type { Me } from "../../lib/auth.server";
import type { Row } from "../../lib/cells";
import { dayBound } from "../../lib/datetime";
import { DEFAULT_TIME_ZONE, zoneOf, type TimeZone } from "../../lib/time-zone";
import { FILTER_PREFIX, filterParam, readListState, type ListState } from "../../lib/list-state";
import type { QueryInput } from "../../lib/query";
import type { ColumnModel, FilterModel, ListModel } from "../../lib/screen-model";
import { resourceContract } from "../../../contract/resources/index";
import { filterValueFits } from "../field-kinds";
import { columnFormat, contractOf, editHref, fieldLabel, optionSource, populated, resourcePath, sortable, tabVerbs, verbs, type ScreenMatch, type ViewDecl } from "../screen.server";
import { filterOptions } from "./options.server";

export const DEFAULT_PAGE_SIZE = 50;
/** Rows an export may hold. */
export const EXPORT_LIMIT = 50_000;

export function columnModels(view: ViewDecl): ColumnModel[] {
  const contract = contractOf(view);
  return (view.columns ?? []).map((column) => {
    const field = contract.fields[column.field];
    const target = field?.ref ? resourceContract(field.ref) : undefined;
    return {
      field: column.field,
      label: column.label ?? fieldLabel(column.field),
      format: columnFormat(view, column),
      sortable: sortable(view, column),
      display: column.display ?? target?.display,
      dash: column.dash,
      also: column.also,
      empty: column.empty,
      zone: column.zone,
    };
  });
}

/** The /v1 list query of a list page's URL state (unknown sorts and filters are dropped, never sent). */
export function listQuery(view: ViewDecl, state: ListState, pageSize: number, zone: TimeZone = DEFAULT_TIME_ZONE): QueryInput {
  const contract = contractOf(view);
  const columns = columnModels(view);
  const query: QueryInput = { limit: pageSize, skip: (state.page - 1) * pageSize };
  const sort = state.sort ?? view.sort;
  const sortField = sort?.replace(/^-/, "");
  if (sortField && columns.some((column) => column.field === sortField && column.sortable)) query.sort = sort;
  if (state.q && view.search !== false && contract.search?.length) query.search = state.q;
  for (const filter of view.filters ?? []) {
    if (filter.kind === "select") {
      const value = state.filters[filterParam(filter.field)];
      if (value && filterValueFits(contract.fields[filter.field], value)) query[filter.field] = value;
    } else {
      const from = state.filters[filterParam(filter.field, "from")];
      const to = state.filters[filterParam(filter.field, "to")];
      const date = /^\d{4}-\d{2}-\d{2}$/;
      if ((from && date.test(from)) || (to && date.test(to))) {
        query[filter.field] = { from: from && date.test(from) ? from : undefined, to: to && date.test(to) ? to : undefined };
        // An instant's range covers whole days in the user's company zone.
        if (contract.fields[filter.field]?.kind === "datetime") query[filter.field] = { from: from ? dayBound(from, "from", zone) : undefined, to: to ? dayBound(to, "to", zone) : undefined };
      }
    }
  }
  // The view's own filters win over anything in the URL.
  Object.assign(query, view.query);
  const populate = populated(view);
  if (populate.length) query.populate = populate;
  // A sparse fieldset when every column is a stored field (computed ones may need other columns).
  const plain = columns.every((column) => {
    const field = contract.fields[column.field];
    return column.field === "created_at" || (field && !field.readOnly);
  });
  if (plain) query.fields = [...new Set([...columns.flatMap((column) => [column.field, ...(column.also ?? []), ...(column.zone ? [column.zone] : [])]), view.name ?? columns[0]?.field].filter(Boolean))].join(",");
  return query;
}

/** A /v1 refusal that means "no such page" (missing, another company's, not allowed) as the page's answer. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw new Response("Not found", { status: 404 });
    if (error instanceof ApiError && error.status === 403) throw new Response(error.message, { status: 403 });
    throw error;
  }
}

/** The list's filters; a select whose options the reader may not list (an approver and the employees) is left out. */
async function filterModels(api: ApiClient, user: Me, view: ViewDecl): Promise<FilterModel[]> {
  const models = await Promise.all(
    (view.filters ?? []).map(async (filter): Promise<FilterModel | null> => {
      const label = filter.label ?? fieldLabel(filter.field);
      if (filter.kind === "dateRange") return { field: filter.field, label, kind: "dateRange" };
      const source = optionSource(view, filter.field);
      try {
        const options = source ? (await filterOptions(api, user, source)).items : [];
        return { field: filter.field, label, kind: "select", options, labels: source?.kind === "static" ? source.labels : undefined };
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return null;
        throw error;
      }
    }),
  );
  return models.filter((model): model is FilterModel => model !== null);
}

/** A record's sub-list on its page: the record and where its rows' forms live. */
export interface SubListAt {
  parentId: string;
  /** `/dashboard/edit/{section}/{record id}/{tab}`: rows at `{base}/{row id}`, a new one at `{base}/new`. */
  base: string;
}

export async function loadList(api: ApiClient, user: Me, match: ScreenMatch, view: ViewDecl, url: URL, at?: SubListAt): Promise<ListModel> {
  const { entry, screen } = match;
  const state = readListState(url.searchParams);
  const pageSize = view.pageSize ?? DEFAULT_PAGE_SIZE;
  const path = resourcePath(view, user.company?._id, at?.parentId);
  const [list, filters] = await Promise.all([api.list<Row>(path, listQuery(view, state, pageSize, zoneOf(user))), filterModels(api, user, view)]);
  const allowed = at ? tabVerbs(view) : verbs(screen, view);
  const exportParams = new URLSearchParams(url.searchParams);
  exportParams.delete("page");
  if (screen.views.length > 1) exportParams.set("tab", view.id);
  const exportQs = exportParams.toString();
  // The list's search and filters, for toolbar links that keep them (an export of what is shown).
  const current = new URLSearchParams([...url.searchParams].filter(([key]) => key === "q" || key === "sort" || key.startsWith(FILTER_PREFIX)));
  const toolbar = (view.toolbar ?? []).map((link) => ({
    label: link.label,
    href: link.keepQuery && current.size ? `${link.href}${link.href.includes("?") ? "&" : "?"}${current}` : link.href,
  }));
  const createHref = !allowed.create ? null : at ? `${at.base}/new` : (view.createHref ?? editHref(entry, screen, view, "new"));
  return {
    rows: list.data,
    total: list.meta.total,
    totalExact: list.meta.total_exact !== false,
    page: state.page,
    // Past the API's count, one page more than counted: each page leads to the next (docs/decisions/0038-lists-at-scale.md).
    pages: Math.max(1, Math.ceil(list.meta.total / pageSize) + (list.meta.total_exact === false ? 1 : 0)),
    pageSize,
    columns: columnModels(view),
    filters,
    // The API's default order shows as the current sort when none is chosen.
    state: { ...state, sort: state.sort ?? view.sort ?? contractOf(view).sort ?? null },
    search: view.search === false || !contractOf(view).search?.length ? null : (view.search ?? "screens:search.default"),
    verbs: allowed,
    rowActions: [...(view.rowActions ?? [])],
    nameField: view.name ?? view.columns?.[0]?.field ?? "_id",
    createHref,
    editBase: at ? at.base : `/dashboard/edit/${entry.path}`,
    exportHref: at || view.export === false ? null : `/dashboard/export/${entry.path}${exportQs ? `?${exportQs}` : ""}`,
    toolbar,
  };
}

/** Every row of the list's current filter, page by page (the xlsx export). */
export async function loadAllRows(api: ApiClient, user: Me, view: ViewDecl, url: URL): Promise<Row[]> {
  const state = { ...readListState(url.searchParams), page: 1 };
  const path = resourcePath(view, user.company?._id);
  const size = 1000;
  const rows: Row[] = [];
  for (let skip = 0; skip < EXPORT_LIMIT; skip += size) {
    const query = { ...listQuery(view, state, size, zoneOf(user)), skip };
    const page = await api.list<Row>(path, query);
    rows.push(...page.data);
    // A total past the API's cap is a lower bound (docs/decisions/0038-lists-at-scale.md): read on.
    if (page.data.length < size || (page.meta.total_exact !== false && rows.length >= page.meta.total)) break;
  }
  return rows;
}

