/**
 * The generic screen engine on the server: a declared view (app/lib/screens.ts) becomes a list page's
 * data, a form's model and defaults, its options, and a save or a delete through the /v1 client. The
 * routes stay thin: app/routes/dashboard.$.tsx (lists), dashboard.edit.$.tsx (create / edit),
 * dashboard.export.$.tsx (xlsx) and dashboard.options.tsx (the picker's search with JavaScript).
 */
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";
import { ADDRESS_PARTS, type FieldDef } from "../../contract/fields";
import { isMenuId, MENU_ENTRIES, menuEntry, type MenuEntry } from "../../contract/navigation";
import { resourceContract } from "../../contract/resources/index";
import { sanitizeRichText } from "../../contract/rich-text";
import { ApiError, type ApiClient } from "./api.server";
import { dayBound, fromLocalInput, toLocalInput } from "./datetime";
import { fileHref } from "./files";
import { formatRupiah } from "./format";
import type { Me } from "./auth.server";
import { readListState, type ListState } from "./list-state";
import { applyManipulation, formValues, manipulate, type FormValues, type Manipulation } from "./manipulator";
import { entryAt } from "./navigation";
import { rangeOptions, recordOption, serverOptionQuery, withSelected, PICKER, type OptionItem } from "./options";
import type { QueryInput } from "./query";
import type { ColumnModel, FieldModel, FilterModel, FormDefault, FormModel, GroupModel, InputKind, ListModel, TabModel } from "./screen-model";
import {
  columnFormat,
  contractOf,
  formFieldNames,
  optionSource,
  populated,
  resourcePath,
  recordTabOf,
  recordTabs,
  screenFor,
  sortable,
  tabVerbs,
  verbs,
  viewOf,
  writableFields,
  type ScreenDecl,
  type SourceDecl,
  type ViewDecl,
} from "./screens";

type Row = Record<string, unknown>;

export const DEFAULT_PAGE_SIZE = 50;
/** Rows an export may hold. */
export const EXPORT_LIMIT = 50_000;

export interface ScreenMatch {
  entry: MenuEntry;
  screen: ScreenDecl;
}

/** The declared screen at a dashboard path ("organization/employee-organization"), if any. */
export function screenAt(path: string): ScreenMatch | null {
  const entry = entryAt(path);
  const screen = entry && screenFor(entry.id);
  return entry && screen ? { entry, screen } : null;
}

export const sectionHref = (entry: MenuEntry) => `/dashboard/${entry.path}`;

export function viewHref(entry: MenuEntry, screen: ScreenDecl, view: ViewDecl): string {
  return screen.views.length > 1 ? `${sectionHref(entry)}?tab=${encodeURIComponent(view.id)}` : sectionHref(entry);
}

export function editHref(entry: MenuEntry, screen: ScreenDecl, view: ViewDecl, id: string): string {
  const base = `/dashboard/edit/${entry.path}/${encodeURIComponent(id)}`;
  return screen.views.length > 1 ? `${base}?tab=${encodeURIComponent(view.id)}` : base;
}

export function tabsOf(entry: MenuEntry, screen: ScreenDecl, view: ViewDecl): TabModel[] {
  if (screen.views.length < 2) return [];
  return screen.views.map((tab) => ({ id: tab.id, label: tab.label ?? `screens:tabs.${tab.id}`, href: tab.href ?? viewHref(entry, screen, tab), current: tab.id === view.id }));
}

const fieldLabel = (name: string) => `screens:fields.${name}`;

// ---- lists -------------------------------------------------------------------------------------------


function columnModels(view: ViewDecl): ColumnModel[] {
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
    };
  });
}

/** The /v1 list query of a list page's URL state (unknown sorts and filters are dropped, never sent). */
export function listQuery(view: ViewDecl, state: ListState, pageSize: number): QueryInput {
  const contract = contractOf(view);
  const columns = columnModels(view);
  const query: QueryInput = { limit: pageSize, skip: (state.page - 1) * pageSize };
  const sort = state.sort ?? view.sort;
  const sortField = sort?.replace(/^-/, "");
  if (sortField && columns.some((column) => column.field === sortField && column.sortable)) query.sort = sort;
  if (state.q && view.search !== false && contract.search?.length) query.search = state.q;
  for (const filter of view.filters ?? []) {
    if (filter.kind === "select") {
      const value = state.filters[`f.${filter.field}`];
      if (value && filterValueFits(contract.fields[filter.field], value)) query[filter.field] = value;
    } else {
      const from = state.filters[`f.${filter.field}.from`];
      const to = state.filters[`f.${filter.field}.to`];
      const date = /^\d{4}-\d{2}-\d{2}$/;
      if ((from && date.test(from)) || (to && date.test(to))) {
        query[filter.field] = { from: from && date.test(from) ? from : undefined, to: to && date.test(to) ? to : undefined };
        // An instant's range covers whole WIB days.
        if (contract.fields[filter.field]?.kind === "datetime") query[filter.field] = { from: from ? dayBound(from, "from") : undefined, to: to ? dayBound(to, "to") : undefined };
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
  if (plain) query.fields = [...new Set([...columns.flatMap((column) => [column.field, ...(column.also ?? [])]), view.name ?? columns[0]?.field].filter(Boolean))].join(",");
  return query;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A filter value the API will accept for the field (anything else is dropped, never a 400). */
function filterValueFits(field: FieldDef | undefined, value: string): boolean {
  if (!field) return false;
  if (field.kind === "ref" || field.kind === "refs") return UUID.test(value);
  if (field.kind === "enum" || field.kind === "texts") return (field.values ?? []).some((allowed) => String(allowed) === value);
  if (field.kind === "boolean") return value === "true" || value === "false";
  return true;
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

async function filterModels(api: ApiClient, view: ViewDecl): Promise<FilterModel[]> {
  return Promise.all(
    (view.filters ?? []).map(async (filter): Promise<FilterModel> => {
      const label = filter.label ?? fieldLabel(filter.field);
      if (filter.kind === "dateRange") return { field: filter.field, label, kind: "dateRange" };
      const source = optionSource(view, filter.field);
      const options = source ? (await loadOptions(api, source, "")).items : [];
      return { field: filter.field, label, kind: "select", options, labels: source?.kind === "static" ? source.labels : undefined };
    }),
  );
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
  const [list, filters] = await Promise.all([api.list<Row>(path, listQuery(view, state, pageSize)), filterModels(api, view)]);
  const allowed = at ? tabVerbs(view) : verbs(screen, view);
  const exportParams = new URLSearchParams(url.searchParams);
  exportParams.delete("page");
  if (screen.views.length > 1) exportParams.set("tab", view.id);
  const exportQs = exportParams.toString();
  // The list's search and filters, for toolbar links that keep them (an export of what is shown).
  const current = new URLSearchParams([...url.searchParams].filter(([key]) => key === "q" || key === "sort" || key.startsWith("f.")));
  const toolbar = (view.toolbar ?? []).map((link) => ({
    label: link.label,
    href: link.keepQuery && current.size ? `${link.href}${link.href.includes("?") ? "&" : "?"}${current}` : link.href,
  }));
  const createHref = !allowed.create ? null : at ? `${at.base}/new` : (view.createHref ?? editHref(entry, screen, view, "new"));
  return {
    rows: list.data,
    total: list.meta.total,
    page: state.page,
    pages: Math.max(1, Math.ceil(list.meta.total / pageSize)),
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
    const query = { ...listQuery(view, state, size), skip };
    const page = await api.list<Row>(path, query);
    rows.push(...page.data);
    if (page.data.length < size || rows.length >= page.meta.total) break;
  }
  return rows;
}

export { columnModels };

// ---- options -----------------------------------------------------------------------------------------

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

// ---- forms -------------------------------------------------------------------------------------------

const NUMBER_INPUTS: Partial<Record<FieldDef["kind"], InputKind>> = { integer: "integer", number: "number", money: "money" };

function inputOf(name: string, field: FieldDef, view: ViewDecl): InputKind {
  const declared = view.inputs?.[name];
  if (declared) return declared;
  if (field.kind === "texts" && view.resource === "roles" && name === "permissions") return "permissions";
  switch (field.kind) {
    case "textarea":
      return "textarea";
    case "address":
      return "address";
    case "richtext":
      return "richtext";
    case "email":
      return "email";
    case "phone":
      return "tel";
    case "url":
      return "url";
    case "date":
      return "date";
    case "time":
      return "time";
    case "datetime":
      return "datetime";
    case "boolean":
      return "checkbox";
    case "enum":
    case "ref":
      return "select";
    case "percent":
      return field.values ? "select" : "number";
    case "refs":
    case "texts":
      return "checkboxes";
    case "file":
      return "file";
    default:
      return NUMBER_INPUTS[field.kind] ?? "text";
  }
}

const ACCEPT: Record<string, string> = {
  banner: "image/png,image/jpeg,image/gif",
  photo: "image/png,image/jpeg,image/gif",
  logo: "image/png,image/jpeg,image/gif",
  signature: "image/png,image/jpeg,image/gif",
  warning_letter: "application/pdf",
  medical_checkup: "application/pdf,image/png,image/jpeg",
  import: ".xlsx",
};

/** The zod schema a form is parsed with: every field on it optional (required ones are checked apart). */
export function formSchema(view: ViewDecl, names: readonly string[]) {
  const contract = contractOf(view);
  const shape: Record<string, z.ZodType> = {};
  for (const name of names) {
    const field = contract.fields[name];
    if (!field || field.readOnly || field.kind === "file") continue;
    // A datetime-local value is a WIB wall-clock time: the API takes it with its offset.
    shape[name] = (field.kind === "datetime" ? z.preprocess(fromLocalInput, field.schema) : field.schema).optional();
  }
  return z.object(shape);
}

/** The browser's own checks (no JavaScript needed): required, lengths, ranges, multiple. */
export function formConstraint(view: ViewDecl, names: readonly string[]): FormModel["constraint"] {
  const contract = contractOf(view);
  const shape: Record<string, z.ZodType> = {};
  for (const name of names) {
    const field = contract.fields[name];
    if (!field || field.readOnly || field.kind === "file") continue;
    const schema = field.kind === "datetime" ? z.string() : field.schema;
    shape[name] = field.required ? schema : schema.optional();
  }
  return getZodConstraint(z.object(shape));
}

/** A record's value as the form shows it. */
function formValue(field: FieldDef, value: unknown): FormDefault[string] {
  if (value === null || value === undefined) return undefined;
  if (field.kind === "address") return typeof value === "object" ? Object.fromEntries(Object.entries(value as Row).map(([part, text]) => [part, String(text ?? "")])) : undefined;
  if (field.kind === "boolean") return value === true ? "on" : undefined;
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === "object" ? String((item as Row)._id) : String(item)));
  if (typeof value === "object") return String((value as Row)._id ?? "");
  if (field.kind === "datetime") return toLocalInput(String(value));
  return String(value);
}

function displayText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(displayText).filter(Boolean).join(", ");
  if (typeof value === "object") {
    const record = value as Row;
    return String(record.fullname ?? record.name ?? record.access_level ?? record.title ?? record.display ?? record.code ?? "");
  }
  return String(value);
}

export interface FormPage {
  mode: "create" | "update";
  id: string | null;
  form: FormModel;
  defaults: FormDefault;
  files: Record<string, { name: string; url: string } | null>;
  readOnly: Record<string, string>;
  /** Rich text as it will be shown (sanitised). */
  preview: Record<string, string>;
  /** What names the record (title, delete confirmation). */
  name: string | null;
  manipulation: Manipulation;
}

/** Labels of the permission list, grouped by menu item: one row per item with its read and write values. */
async function permissionGrid(api: ApiClient): Promise<NonNullable<FieldModel["grid"]>> {
  const { data } = await api.list<{ value: string; menu: string }>("permission-list", { limit: 1000 });
  const rows = new Map<string, { menu: string; label: string; read?: string; write?: string }>();
  for (const item of data) {
    const entry = isMenuId(item.menu) ? menuEntry(item.menu) : undefined;
    const label = entry ? (entry.parent ? `nav:${entry.parent.label}|nav:${entry.label}` : `nav:${entry.label}`) : item.menu;
    const row = rows.get(item.menu) ?? { menu: item.menu, label };
    if (item.value.endsWith(":read")) row.read = item.value;
    if (item.value.endsWith(":write")) row.write = item.value;
    rows.set(item.menu, row);
  }
  // In the menu's order, so a group's items follow it.
  const order = (menu: string) => {
    const index = MENU_ENTRIES.findIndex((entry) => entry.id === menu);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...rows.values()].sort((a, b) => order(a.menu) - order(b.menu));
}

/** The populate list of a record read: its references and files (labels for the form). */
function formPopulate(view: ViewDecl, names: readonly string[]): string[] {
  const contract = contractOf(view);
  return names.filter((name) => {
    const field = contract.fields[name];
    return field && (field.kind === "file" || ((field.kind === "ref" || field.kind === "refs") && Boolean(field.ref)));
  });
}

/** A record's one-record endpoint (`employees/:id/account`): read and written at its own path, no id after it. */
const singleton = (view: ViewDecl) => (view.kind === "record" || view.kind === "request") && view.parent !== "company" && view.resource.includes(":id");

/** Where a record is read and written: `{path}/{id}`, or a one-record endpoint's own path. */
function recordUrl(view: ViewDecl, user: Me, id: string, parentId?: string): string {
  if (singleton(view)) return resourcePath(view, user.company?._id, id);
  return `${resourcePath(view, user.company?._id, parentId)}/${encodeURIComponent(id)}`;
}

export async function readRecord(api: ApiClient, user: Me, view: ViewDecl, id: string, parentId?: string): Promise<Row> {
  const populate = formPopulate(view, formFieldNames(view));
  const { data } = await api.get<{ data: Row }>(recordUrl(view, user, id, parentId), populate.length ? { populate } : undefined);
  // A record outside its list (a leaver under Active Employees) is not found there: it has its own list.
  const outside = Object.entries(view.query ?? {}).some(([field, value]) => field in data && String(data[field]) !== value);
  if (outside) throw new ApiError(404, "Not found");
  return data;
}

/**
 * A form's model: its groups of fields (with options), the browser's constraints, the defaults from the
 * record (or from the last submission's values, for the field manipulator).
 * `find` holds search-step terms by field (the no-JavaScript way to reach options past the first 200).
 */
export async function loadForm(
  api: ApiClient,
  user: Me,
  screen: ScreenDecl,
  view: ViewDecl,
  id: string | null,
  options: { find?: Record<string, string>; record?: Row | null; values?: FormValues; parentId?: string } = {},
): Promise<FormPage> {
  const mode = id ? "update" : "create";
  const contract = contractOf(view);
  const record = id ? (options.record ?? (await readRecord(api, user, view, id, options.parentId))) : null;
  const names = formFieldNames(view);
  const writable = new Set(writableFields(view, mode));
  const defaults: FormDefault = {};
  const files: FormPage["files"] = {};
  const readOnly: Record<string, string> = {};
  const preview: Record<string, string> = {};
  for (const name of names) {
    const field = contract.fields[name];
    if (!field) continue;
    const value = record?.[name];
    if (field.kind === "file") {
      const file = value && typeof value === "object" ? (value as Row) : null;
      files[name] = file ? { name: String(file.name ?? ""), url: fileHref(file.url) } : null;
    } else if (writable.has(name)) {
      defaults[name] = formValue(field, value);
      if (field.kind === "richtext" && typeof value === "string" && value) preview[name] = sanitizeRichText(value);
    } else {
      // Money reads the same in both languages; dates and numbers are formatted by the page in the reader's.
      readOnly[name] = field.kind === "money" && value !== null && value !== undefined ? formatRupiah(Number(value)) : displayText(value);
    }
  }

  const hints = view.form?.hints ?? {};
  const labelOf = (name: string) => view.form?.labels?.[name] ?? fieldLabel(name);
  const fieldModel = async (name: string): Promise<FieldModel | null> => {
    const field = contract.fields[name];
    if (!field) return null;
    const shown = writable.has(name) || field.kind === "file";
    if (!shown) {
      // Computed fields appear once there is a record; create-only ones read as text afterwards.
      if (mode === "create") return null;
      const format = field.kind === "date" ? "date" : field.kind === "percent" || field.kind === "number" ? "number" : undefined;
      return { name, label: labelOf(name), input: "readonly", required: false, clearable: false, readOnly: true, hint: hints[name], format, suffix: field.kind === "percent" ? " %" : undefined, labels: field.kind === "enum" || field.readOnly ? `screens:values.${name}` : undefined };
    }
    // A declared numeric range is a select of its values.
    const input = view.options?.[name]?.kind === "range" ? "select" : inputOf(name, field, view);
    const model: FieldModel = { name, label: labelOf(name), input, required: field.required, clearable: !field.required, hint: hints[name] };
    if (input === "file") model.accept = field.purpose ? ACCEPT[field.purpose] : undefined;
    if (input === "address") model.parts = [...ADDRESS_PARTS];
    if (field.kind === "percent" && field.values) model.suffix = "%";
    if (input === "permissions") {
      model.grid = await permissionGrid(api);
      return model;
    }
    const source = optionSource(view, name);
    if (source && (input === "select" || input === "checkboxes")) {
      model.clearable = source.clearable ?? !field.required;
      const term = options.find?.[name] ?? "";
      const list = await loadOptions(api, source, term);
      // What is chosen stays choosable, whatever the search step shows: the record's choice, or the
      // submitted one when the form comes back from a search (nothing the user ticked is lost).
      const ids = idList(options.values ? options.values[name] : defaults[name]);
      const chosen = await chosenItems(api, source, ids, [...selectedItems(record?.[name], source), ...list.items]);
      model.options = withSelected(list.items, chosen);
      if (source.kind === "static") model.labels = source.labels;
      if (field.kind === "percent") model.options = model.options.map((item) => ({ ...item, label: `${item.label} %` }));
      if (input === "checkboxes") {
        // The ticked ones first: in a long list they are what the user looks for.
        const ticked = new Set(ids);
        model.options = [...model.options.filter((item) => ticked.has(item.value)), ...model.options.filter((item) => !ticked.has(item.value))];
      }
      model.remote = source.kind === "server";
      model.more = source.kind === "server" && (list.total > PICKER.firstPage || Boolean(term));
      model.find = term || undefined;
    }
    return model;
  };

  const groups: GroupModel[] = [];
  for (const group of view.form?.groups ?? [{ fields: names }]) {
    const fields = (await Promise.all(group.fields.map(fieldModel))).filter((model): model is FieldModel => model !== null);
    if (fields.length) groups.push({ label: group.label, fields });
  }
  const multipart = groups.some((group) => group.fields.some((field) => field.input === "file"));
  const nameField = view.name ?? view.columns?.[0]?.field;
  return {
    mode,
    id,
    form: { groups, rules: [...(view.form?.rules ?? [])], constraint: formConstraint(view, [...writable]), multipart },
    defaults,
    files,
    readOnly,
    preview,
    name: record && nameField ? displayText(record[nameField]) || null : null,
    manipulation: manipulate(view.form?.rules, { ...record, ...defaults }),
  };
}

function idList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === "" ? [] : [value];
  return list.map(String).filter(Boolean);
}

/** The chosen ids as items: from what is at hand, else asked of the server by id. */
async function chosenItems(api: ApiClient, source: SourceDecl, ids: string[], known: OptionItem[]): Promise<OptionItem[]> {
  const found = new Map(known.map((item) => [item.value, item]));
  const missing = ids.filter((id) => !found.has(id) && UUID.test(id));
  if (source.kind === "server" && missing.length) {
    const page = await api.list<Row>(source.path, { _id: missing.slice(0, 500), limit: 500, fields: source.display.join(",") });
    for (const row of page.data) found.set(String(row._id), recordOption(row, source.display, source.nominal));
  }
  return ids.map((id) => found.get(id)).filter((item): item is OptionItem => Boolean(item));
}

function selectedItems(value: unknown, source: SourceDecl): OptionItem[] {
  if (source.kind !== "server") return [];
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.filter((item): item is Row => Boolean(item) && typeof item === "object").map((item) => recordOption(item, source.display, source.nominal));
}

// ---- saving ------------------------------------------------------------------------------------------

/** "Rp 7.500.000,00", "7.500.000" or "7500000" → "7500000" (money is whole rupiah). */
export function normaliseMoney(text: string): string {
  const clean = text.replace(/rp/i, "").replace(/[\s\u00a0]/g, "").replace(/,00$/, "");
  return /^\d{1,3}(\.\d{3})+$/.test(clean) ? clean.replace(/\./g, "") : clean;
}

export type SaveOutcome =
  | { kind: "saved"; id: string }
  | { kind: "invalid"; reply: SubmissionResult<string[]>; status: number }
  /** The search step or a refresh: the same form back, with its values, nothing saved. */
  | { kind: "stay"; reply: SubmissionResult<string[]>; find: Record<string, string>; values: FormValues };

const FIND = /^find:([a-z_]+)$/;

/** The values of a form after the field manipulator, ready for POST or PUT. */
export function buildBody(view: ViewDecl, mode: "create" | "update", value: FormValues, manipulation: Manipulation): FormValues {
  const contract = contractOf(view);
  const body: FormValues = {};
  for (const name of writableFields(view, mode)) {
    const field = contract.fields[name];
    if (field.kind === "file") continue;
    const given = value[name];
    if (field.kind === "boolean") body[name] = given === true;
    else if (field.kind === "refs" || field.kind === "texts") body[name] = Array.isArray(given) ? given : [];
    else if (field.kind === "richtext" && typeof given === "string") body[name] = sanitizeRichText(given);
    else if (given !== undefined) body[name] = given;
    else if (mode === "update") body[name] = null;
  }
  return applyManipulation(body, manipulation, mode, (name) => {
    const kind = contract.fields[name]?.kind;
    return kind === "boolean" ? false : kind === "refs" || kind === "texts" ? [] : null;
  });
}

/**
 * A submitted form: the search step and refresh intents come back with their values; a save is parsed
 * with the contract's schemas, checked for required fields, put through the field manipulator (hidden
 * fields are neither sent nor kept), its files uploaded, then POSTed or PUT. The API's 422 and 409 come
 * back as field errors beside the fields.
 */
export async function saveForm(api: ApiClient, user: Me, view: ViewDecl, id: string | null, form: FormData, parentId?: string): Promise<SaveOutcome> {
  const mode = id && view.kind !== "request" ? "update" : "create";
  const contract = contractOf(view);
  const intent = String(form.get("intent") ?? "save");
  form.delete("csrf");
  form.delete("intent");

  const uploads = new Map<string, File>();
  const removals = new Set<string>();
  for (const name of formFieldNames(view)) {
    const field = contract.fields[name];
    if (field?.kind === "file") {
      const file = form.get(name);
      if (file instanceof File && file.size > 0) uploads.set(name, file);
      if (form.get(`${name}.remove`) === "on") removals.add(name);
      form.delete(name);
      form.delete(`${name}.remove`);
    }
    if (field?.kind === "money") {
      const raw = form.get(name);
      if (typeof raw === "string") form.set(name, normaliseMoney(raw));
    }
  }

  const find = FIND.exec(intent);
  if (find || intent === "refresh") {
    const terms: Record<string, string> = {};
    if (find) terms[find[1]] = String(form.get(`find.${find[1]}`) ?? "").trim().slice(0, 100);
    return { kind: "stay", reply: parseWithZod(form, { schema: z.object({}) }).reply(), find: terms, values: formValues(form) };
  }

  const raw = formValues(form);
  const manipulation = manipulate(view.form?.rules, raw);
  const skipped = new Set([...manipulation.hidden, ...manipulation.disabled]);
  const names = writableFields(view, mode).filter((name) => !skipped.has(name));
  const submission = parseWithZod(form, { schema: formSchema(view, names) });
  const fieldErrors: Record<string, string[]> = {};
  for (const name of names) {
    const field = contract.fields[name];
    if (!field.required || field.kind === "boolean") continue;
    if (field.kind === "file" ? mode === "create" && !uploads.has(name) : isEmpty(raw[name])) fieldErrors[name] = ["This field is required"];
  }
  if (submission.status !== "success" || Object.keys(fieldErrors).length) {
    // Conform merges these with the schema's own errors.
    return { kind: "invalid", reply: submission.reply({ fieldErrors }), status: 400 };
  }

  const body = buildBody(view, mode, submission.value as FormValues, manipulation);
  for (const name of removals) if (!skipped.has(name)) body[name] = null;
  for (const [name, file] of uploads) {
    if (skipped.has(name)) continue;
    try {
      const { data } = await api.upload(file, contract.fields[name].purpose ?? "attachment");
      body[name] = data._id;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
      return { kind: "invalid", reply: submission.reply({ fieldErrors: { [name]: [error.message] } }), status: error.status };
    }
  }

  try {
    const { data } =
      view.kind === "request"
        ? await api.post<{ data: Row }>(resourcePath(view, user.company?._id, parentId), body)
        : id
          ? await api.put<{ data: Row }>(recordUrl(view, user, id, parentId), body)
          : await api.post<{ data: Row }>(resourcePath(view, user.company?._id, parentId), body);
    return { kind: "saved", id: String(data._id) };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 409 && error.status !== 400)) throw error;
    const entries = Object.entries(error.errors);
    const onForm = entries.filter(([name]) => names.includes(name));
    const elsewhere = entries.filter(([name]) => !names.includes(name));
    const formErrors = onForm.length && !elsewhere.length ? [] : [error.message, ...elsewhere.map(([name, message]) => `${name}: ${message}`)];
    return { kind: "invalid", reply: submission.reply({ fieldErrors: Object.fromEntries(onForm.map(([name, message]) => [name, [message]])), formErrors }), status: error.status };
  }
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);
}

/** Deletes a record; a refusal (still in use, not found) comes back as a message for the flash. */
export async function deleteRecord(api: ApiClient, user: Me, view: ViewDecl, id: string, parentId?: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await api.del(`${resourcePath(view, user.company?._id, parentId)}/${encodeURIComponent(id)}`);
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && [400, 404, 405, 409, 422].includes(error.status)) return { ok: false, message: error.message };
    throw error;
  }
}

/** A row's decision (approve or reject with a note): the API's refusal (decided already, gone) comes back as a message. */
export async function decideRecord(api: ApiClient, user: Me, view: ViewDecl, id: string, form: FormData): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  const decision = String(form.get("decision") ?? "");
  const note = String(form.get("note") ?? "").trim();
  try {
    await api.post(`${resourcePath(view, user.company?._id)}/${encodeURIComponent(id)}/decision`, { decision, ...(note ? { note } : {}) });
    return { ok: true, message: decision === "approved" ? "Approved" : "Rejected" };
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 404, 409, 422].includes(error.status)) return { ok: false, message: Object.values(error.errors)[0] ?? error.message };
    throw error;
  }
}

export { recordTabOf, recordTabs, screenFor, tabVerbs, verbs, viewOf };
export type { ScreenDecl, ViewDecl };

/** A form posted from a list page: the request-access form (docs/specification.md §8's thank-you message). */
export const requestSchema = z.object({
  purpose: z.string({ error: "This field is required" }).trim().min(1, "This field is required").max(2000, "Must be at most 2000 characters"),
});

/** Formats the options of one field for the JavaScript picker (GET /dashboard/options). */
export async function fieldOptions(api: ApiClient, view: ViewDecl, name: string, term: string): Promise<OptionList | null> {
  const source = optionSource(view, name);
  if (!source || source.kind !== "server") return null;
  return loadOptions(api, source, term);
}

export { formValues };

/** Access Level › Request Access: one field, the purpose (POST /v1/requests). */
export function requestFormPage(): FormPage {
  return {
    mode: "create",
    id: null,
    form: {
      groups: [{ fields: [{ name: "purpose", label: "screens:fields.purposeRequest", input: "textarea", required: true, clearable: false, hint: "screens:hints.requestAccess" }] }],
      rules: [],
      constraint: getZodConstraint(requestSchema),
      multipart: false,
    },
    defaults: {},
    files: {},
    readOnly: {},
    preview: {},
    name: null,
    manipulation: { hidden: [], disabled: [], relabel: {} },
  };
}

/** Sends an access request; the API's refusal of the purpose comes back beside the field. */
export async function sendRequest(api: ApiClient, form: FormData): Promise<{ ok: true; message: string } | { ok: false; reply: SubmissionResult<string[]>; status: number }> {
  form.delete("csrf");
  form.delete("intent");
  const submission = parseWithZod(form, { schema: requestSchema });
  if (submission.status !== "success") return { ok: false, reply: submission.reply(), status: 400 };
  try {
    const body = await api.post<{ message?: string }>("requests", { purpose: submission.value.purpose });
    return { ok: true, message: body.message ?? "Request has been sent, thank you for your feedback" };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 400)) throw error;
    return { ok: false, reply: submission.reply({ fieldErrors: { purpose: [error.errors.purpose ?? error.message] } }), status: error.status };
  }
}
