/**
 * What a declared screen is and how it resolves (docs/conventions.md habit 5): the types the menu
 * groups' declarations (app/screens/<group>.ts, assembled in app/screens/index.ts) are written in, and
 * the small pure helpers the presenters, the save service and the routes read them with — which screen
 * a menu leaf or dashboard path has, which view a tab names, which verbs it offers, its /v1 path, its
 * form's fields, a field's option source and a column's format. What a resource IS (fields, kinds,
 * access, verbs) comes from contract/resources, never repeated; what a field's kind means to a screen
 * comes from app/screens/field-kinds.ts.
 *
 * `.server`: it reaches the contract's zod schemas, which must stay out of the browser bundle (a route's
 * import of a plain module keeps that module's top-level code in the route's chunk).
 */
import type { FieldDef } from "../../contract/fields";
import { readableFields } from "../../contract/field-groups";
import { menuEntry, type MenuEntry, type MenuId, type PermissionLists, type Viewer } from "../../contract/navigation";
import type { ResourceContract } from "../../contract/resource";
import type { employeeAccount, employeeExit, employeeReinstate } from "../../contract/resources/employees";
import { resourceContract, type ResourcePath } from "../../contract/resources/index";
import type { ManipulatorRule } from "../lib/manipulator";
import { entryAt } from "../lib/navigation";
import type { OptionSource } from "../lib/options";
import type { CellFormat, TabModel } from "../lib/screen-model";
import { isPopulated, traitsOf } from "./field-kinds";
import { SCREENS } from "./index";

export interface ColumnDecl {
  field: string;
  /** i18n key (default `screens:fields.{field}`). */
  label?: string;
  /** Default: from the field's kind. */
  format?: CellFormat;
  /** Fields of a populated reference to show (default: the target's display fields). */
  display?: readonly string[];
  dash?: readonly string[];
  sortable?: boolean;
  /** More fields shown in this column (format "targets"). */
  also?: readonly string[];
  /** i18n key of what an empty cell says ('No Date'). */
  empty?: string;
  /** The row's field naming the zone of this column's wall time ("time_zone"): a record in another zone than the reader's company shows it (docs/decisions/0034). */
  zone?: string;
}

export type FilterDecl = { field: string; kind: "select" | "dateRange"; label?: string };

export interface GroupDecl {
  /** i18n key. */
  label?: string;
  fields: readonly string[];
  /** The group is a place: these fields shown as coordinates and a map (app/components/PlaceMap.tsx). */
  place?: PlaceFields;
}

export interface PlaceFields {
  latitude: string;
  longitude: string;
  range: string;
}

export interface FormDecl {
  groups: readonly GroupDecl[];
  rules?: readonly ManipulatorRule[];
  /** Field → i18n key of a hint. */
  hints?: Readonly<Record<string, string>>;
  /** Fields set when a record is made and shown as text afterwards. */
  createOnly?: readonly string[];
  /** Field → i18n key of its label on this form (default `screens:fields.{field}`). */
  labels?: Readonly<Record<string, string>>;
}

export type SourceDecl = OptionSource & { clearable?: boolean };

/** An endpoint that is not a generic resource; its view names the contract (`contract` below). */
type EndpointPath = (typeof employeeAccount | typeof employeeExit | typeof employeeReinstate)["path"];

export interface ViewDecl {
  /** Tab id (`?tab=`); "main" for a screen of one view. */
  id: string;
  /** i18n key of the tab. */
  label?: string;
  /** /v1 resource path (a sub-list keeps its `:id`). */
  resource: ResourcePath | EndpointPath;
  /** "list" (default), "record" (the caller's one record as a form) or "request" (a form that posts once). */
  kind?: "list" | "record" | "request";
  /** A sub-list of the caller's own company (`companies/:id/…`). */
  parent?: "company";
  columns?: readonly ColumnDecl[];
  /** i18n key of the search placeholder; false: no search box. */
  search?: string | false;
  filters?: readonly FilterDecl[];
  form?: FormDecl;
  /** Option sources by field (default: from the referenced resource's contract). */
  options?: Readonly<Record<string, SourceDecl>>;
  /** The field that names a record (delete confirmation). */
  name?: string;
  /** Narrow the contract's verbs (a screen never widens them). */
  create?: boolean;
  update?: boolean;
  remove?: boolean;
  /**
   * "decide": approve or reject with a note (POST {decisions ?? resource}/{id}/decision), on the rows whose
   * `can_decide` is not false, naming the `current_level` the row showed.
   */
  rowActions?: readonly ("loginAsAdmin" | "inviteAdmin" | "decide")[];
  /** Where decisions go when not under the list's own path (requests: `approvals/{id}/decision`). */
  decisions?: "approvals";
  /** Filters the list always applies (a queue of pending journeys). */
  query?: Readonly<Record<string, string>>;
  /** The list's order when the user has chosen none (default: the contract's). */
  sort?: string;
  /** Row actions (edit, delete) at all: the activity log has none. */
  actions?: boolean;
  /** Page size of the list. */
  pageSize?: number;
  /** A tab that is a page of its own (a route file), shown beside the declared views. */
  href?: string;
  /** Where 'Add new' leads instead of the generic create page (an invitation form, say). */
  createHref?: string;
  /** More links in the list's toolbar; `keepQuery` hands them the list's current search and filters. */
  toolbar?: readonly ToolbarLink[];
  /** The generic xlsx export button (default: shown). */
  export?: boolean;
  /**
   * The record's page as tabs (`?section=`): forms over parts of the record (kind "record"; a resource
   * with `:id` is a one-record endpoint of the record, e.g. its account), its sub-lists (a resource
   * `…/:id/child`) and one-off actions (kind "request": a form POSTed once to the resource, e.g. exit).
   */
  record?: readonly ViewDecl[];
  /** For a view over an endpoint that is not a generic resource: its fields and access. */
  contract?: ResourceContract;
  /** Form inputs other than the field kind's (a password, the role permissions grid). */
  inputs?: Readonly<Record<string, "password" | "permissions">>;
  /** A request tab: where to go once it is done (`:id` is the record), and the flash message's key. */
  done?: { href: string; message: string };
  /** Links shown beside the record's tabs (`:id` is the record), e.g. its resume. */
  links?: readonly ToolbarLink[];
}

export interface ToolbarLink {
  /** i18n key. */
  label: string;
  href: string;
  keepQuery?: boolean;
}

export interface ScreenDecl {
  /** The menu leaf (contract/navigation.ts). */
  menu: MenuId;
  views: readonly ViewDecl[];
}

// ---- resolving a declaration -------------------------------------------------------------------------

const byMenu = new Map(SCREENS.map((screen) => [screen.menu, screen]));

export function screenFor(menuId: MenuId): ScreenDecl | undefined {
  return byMenu.get(menuId);
}

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

/** Every menu leaf with a declared screen (for tests and the README). */
export function declaredEntries(): { screen: ScreenDecl; entry: MenuEntry }[] {
  return SCREENS.map((screen) => ({ screen, entry: menuEntry(screen.menu)! }));
}

export function viewOf(screen: ScreenDecl, tab: string | null | undefined): ViewDecl {
  return screen.views.find((view) => view.id === tab) ?? screen.views[0];
}

export function contractOf(view: ViewDecl): ResourceContract {
  const contract = view.contract ?? resourceContract(view.resource);
  if (!contract) throw new Error(`Screen view ${view.id}: no resource ${view.resource}`);
  return contract;
}

/** Whether a verb exists on a view: the contract's, narrowed by the screen and by the menu's "no create". */
export function verbs(screen: ScreenDecl, view: ViewDecl): { create: boolean; update: boolean; remove: boolean } {
  const contract = contractOf(view);
  const entry = menuEntry(screen.menu);
  const list = (view.kind ?? "list") === "list";
  const actions = view.actions !== false;
  return {
    create: list && contract.create !== false && (view.create ?? !entry?.noCreate),
    update: actions && contract.update !== false && view.update !== false,
    remove: list && actions && contract.remove !== false && view.remove !== false,
  };
}

/** The verbs of a record's tab (a sub-list): the contract's, narrowed by the tab. */
export function tabVerbs(tab: ViewDecl): { create: boolean; update: boolean; remove: boolean } {
  const contract = contractOf(tab);
  const list = (tab.kind ?? "list") === "list";
  return {
    create: list && contract.create !== false && tab.create !== false,
    update: contract.update !== false && tab.update !== false,
    remove: list && contract.remove !== false && tab.remove !== false,
  };
}

/**
 * The record's tabs this viewer may use: a form over fields that the API does not show them (an
 * employee's salary without the payroll menu, docs/design.md decision 9) is left out. Without a viewer, all.
 */
export function recordTabs(view: ViewDecl, viewer?: Viewer, lists?: PermissionLists): ViewDecl[] {
  return (view.record ?? []).filter((tab) => {
    if (!viewer || !lists || tab.kind !== "record") return true;
    const readable = readableFields(contractOf(tab), viewer, lists);
    return !readable || formFieldNames(tab).every((name) => readable.has(name));
  });
}

/** The tab `section` names (the first one by default); null when there is none, or not for this viewer. */
export function recordTabOf(view: ViewDecl, section: string | null | undefined, viewer?: Viewer, lists?: PermissionLists): ViewDecl | null {
  const tabs = recordTabs(view, viewer, lists);
  const named = view.record?.find((tab) => tab.id === section);
  if (named) return tabs.includes(named) ? named : null;
  return tabs[0] ?? null;
}

// ---- paths and links ---------------------------------------------------------------------------------

/**
 * The /v1 path of a view for this user: a company's sub-list names the company, a record's sub-list
 * (or one-record endpoint) names the record (`parentId`).
 */
export function resourcePath(view: ViewDecl, companyId: string | null | undefined, parentId?: string | null): string {
  if (!view.resource.includes(":id")) return view.resource;
  const id = view.parent === "company" ? companyId : (parentId ?? companyId);
  if (!id) throw new Response("Not found", { status: 404 });
  return view.resource.replace(":id", id);
}

/** A record's one-record endpoint (`employees/:id/account`): read and written at its own path, no id after it. */
const singleton = (view: ViewDecl) => (view.kind === "record" || view.kind === "request") && view.parent !== "company" && view.resource.includes(":id");

/** Where a record is read and written: `{path}/{id}`, or a one-record endpoint's own path. */
export function recordPath(view: ViewDecl, companyId: string | null | undefined, id: string, parentId?: string | null): string {
  if (singleton(view)) return resourcePath(view, companyId, id);
  return `${resourcePath(view, companyId, parentId)}/${encodeURIComponent(id)}`;
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

// ---- fields --------------------------------------------------------------------------------------------

/** A field's label (i18n key) where the declaration names none. */
export const fieldLabel = (name: string) => `screens:fields.${name}`;

export function fieldOf(view: ViewDecl, name: string): FieldDef | undefined {
  return contractOf(view).fields[name];
}

/** The fields on a view's form, in the declared order (all of the contract's when undeclared). */
export function formFieldNames(view: ViewDecl): string[] {
  if (view.form) return view.form.groups.flatMap((group) => [...group.fields]);
  if (view.kind === "request") return [];
  return Object.entries(contractOf(view).fields)
    .filter(([, field]) => !field.readOnly)
    .map(([name]) => name);
}

/** Fields a form may send on a create or an update (writable, present on the form). */
export function writableFields(view: ViewDecl, mode: "create" | "update"): string[] {
  const contract = contractOf(view);
  const createOnly = new Set(view.form?.createOnly ?? []);
  return formFieldNames(view).filter((name) => {
    const field = contract.fields[name];
    return field && !field.readOnly && (mode === "create" || !createOnly.has(name));
  });
}

/** The option source of a field: declared, or the referenced resource's display and search fields. */
export function optionSource(view: ViewDecl, name: string): SourceDecl | null {
  const declared = view.options?.[name];
  if (declared) return declared;
  const field = fieldOf(view, name);
  if (!field) return null;
  const traits = traitsOf(field);
  if (traits.holds === "records" && field.ref) {
    const target = resourceContract(field.ref);
    const display = target?.display ?? ["name"];
    return { kind: "server", path: field.ref, display, searchIn: target?.search ?? display, sort: target?.sort?.replace(/^-/, "") ?? display[0], clearable: !field.required };
  }
  if (traits.choices && field.values) {
    const { labels, clearable } = traits.choices;
    return { kind: "static", values: field.values, ...(labels ? { labels: `screens:values.${name}` } : {}), clearable: clearable ?? !field.required };
  }
  return null;
}

/** The format of a column: declared, or from the field's kind. */
export function columnFormat(view: ViewDecl, column: ColumnDecl): CellFormat {
  if (column.format) return column.format;
  if (column.field === "created_at" || column.field === "updated_at") return "datetime";
  const field = fieldOf(view, column.field);
  return field ? traitsOf(field).cell : "text";
}

/** Columns that hold references the list must populate. */
export function populated(view: ViewDecl): string[] {
  const contract = contractOf(view);
  return (view.columns ?? [])
    .filter((column) => columnFormat(view, column) !== "count")
    .flatMap((column) => [column.field, ...(column.also ?? [])])
    .filter((name) => isPopulated(contract.fields[name]));
}

/** Whether a column can be sorted by the API (a stored field, not a reference or a computed one). */
export function sortable(view: ViewDecl, column: ColumnDecl): boolean {
  if (column.sortable !== undefined) return column.sortable;
  if (column.field === "created_at" || column.field === "updated_at") return true;
  const field = fieldOf(view, column.field);
  return Boolean(field && !field.readOnly && traitsOf(field).sortable);
}
