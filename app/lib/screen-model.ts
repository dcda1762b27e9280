/**
 * What a declared screen hands its page (app/screens/ → presenters → loaders → components): plain,
 * serialisable data. Kept apart from the declarations so components never pull the contract's zod
 * schemas into the browser.
 */
import type { Row } from "./cells";
import type { ListState } from "./list-state";
import type { ManipulatorRule } from "./manipulator";
import type { OptionItem } from "./options";

/** How a cell shows its value (docs/specification.md §9's formats). */
export type CellFormat =
  | "text"
  | "date"
  | "datetime"
  | "time"
  | "money"
  | "percent"
  | "number"
  | "boolean"
  | "enum"
  | "ref"
  | "refs"
  | "link"
  | "image"
  | "file"
  | "excerpt"
  | "first30"
  | "richtext"
  | "menu"
  | "count"
  /** References of several fields joined ('Everyone' when none): who a link or notice is for. */
  | "targets"
  /** An object's entries (and those of `also` fields) as an accordion: a summary line that opens without JavaScript. */
  | "details"
  /** A request's approval levels: who decides each, and how it was decided or that it waits. */
  | "levels";

export interface ColumnModel {
  field: string;
  /** i18n key. */
  label: string;
  format: CellFormat;
  sortable: boolean;
  /** Fields of a populated reference to show. */
  display?: readonly string[];
  /** Values shown as a dash (a shift's 00:00, a finish of 23:59). */
  dash?: readonly string[];
  /** More fields shown in this column ("targets"). */
  also?: readonly string[];
  /** i18n key of what an empty cell says ('No Date'). */
  empty?: string;
  /** The row's field naming the zone of this column's wall time: another zone than the reader's is named beside it. */
  zone?: string;
}

export type FilterModel =
  | { field: string; label: string; kind: "select"; options: OptionItem[]; labels?: string }
  | { field: string; label: string; kind: "dateRange" };

export type InputKind =
  | "text"
  | "textarea"
  | "richtext"
  | "email"
  | "tel"
  | "url"
  | "integer"
  | "number"
  | "money"
  | "date"
  | "time"
  | "datetime"
  | "checkbox"
  | "select"
  | "multiselect"
  | "checkboxes"
  | "permissions"
  | "file"
  | "password"
  | "address"
  | "readonly";

export interface FieldModel {
  name: string;
  /** i18n key. */
  label: string;
  input: InputKind;
  required: boolean;
  /** i18n key of a hint under the field. */
  hint?: string;
  /** Choices of a select, multiple select or checkbox list. */
  options?: OptionItem[];
  /** i18n key prefix of static option labels ("screens:values.status"). */
  labels?: string;
  /** The server has more options than the select holds: offer the search step. */
  more?: boolean;
  /** The search step's current term. */
  find?: string;
  /** Whether 'Clear Selection' is offered. */
  clearable: boolean;
  /** Options come from the server: with JavaScript, a searchable dropdown. */
  remote?: boolean;
  /** Upload types (`accept`). */
  accept?: string;
  /** How a read-only value is shown in the reader's language. */
  format?: "date" | "number";
  /** Read-only (or create-only on an edit): shown as text. */
  readOnly?: boolean;
  /** The parts of an address input (`address`, `rt`, `city`…). */
  parts?: string[];
  /** Suffix shown after a number (" %"). */
  suffix?: string;
  /** For a permissions grid: rows of [menu label key, read value, write value]. */
  grid?: { menu: string; label: string; read?: string; write?: string }[];
}

export interface GroupModel {
  /** i18n key; none for a single untitled group. */
  label?: string;
  fields: FieldModel[];
  /** The names of a place's fields, shown as coordinates and a map under the group. */
  place?: { latitude: string; longitude: string; range: string };
}

export interface TabModel {
  id: string;
  label: string;
  href: string;
  current: boolean;
}

/** A form's checks that the browser makes itself (HTML attributes), by field name: `getZodConstraint`'s answer, computed on the server. */
export type FieldConstraints = Record<string, { required?: boolean; minLength?: number; maxLength?: number; min?: string | number; max?: string | number; step?: string | number; multiple?: boolean; pattern?: string }>;

export interface FormModel {
  groups: GroupModel[];
  rules: ManipulatorRule[];
  /** Field constraints for the browser's own checks (getZodConstraint, computed on the server). */
  constraint: FieldConstraints;
  /** Whether the form uploads files (multipart). */
  multipart: boolean;
}

/** A value as the form shows it (strings, lists of strings). */
export type FormDefault = Record<string, string | string[] | Record<string, string> | undefined>;

/** What a declared list page renders: made by the list presenter (app/screens/presenters/list.server.ts), shown by ListScreen. */
export interface ListModel {
  rows: Row[];
  total: number;
  /** False when more rows match than `total` (the API counts up to a cap): shown as "10,000+". */
  totalExact: boolean;
  page: number;
  pages: number;
  pageSize: number;
  columns: ColumnModel[];
  filters: FilterModel[];
  state: ListState;
  search: string | null;
  verbs: { create: boolean; update: boolean; remove: boolean };
  rowActions: string[];
  nameField: string;
  createHref: string | null;
  editBase: string;
  /** The generic xlsx export (none for a record's sub-list or where the screen has its own). */
  exportHref: string | null;
  /** More toolbar links (i18n key, address). */
  toolbar: { label: string; href: string }[];
}
