/**
 * What a field's kind (contract/fields.ts) means to a screen, written once: the cell format of its list
 * column, its form input, how it reads as text on a form, whether a list sorts by it, the shape of its
 * value and where its options come from. The declarations (app/screens/screen.server.ts), the
 * presenters and the save service read this table instead of switching on the kind; the components
 * then render the cell format (app/lib/cells.ts, ListScreen) and the input (RecordForm) they are handed.
 * One kind's own conversion stays with the code that makes it: a file's upload, a datetime's WIB
 * wall-clock time, rich text's sanitiser, rupiah as typed.
 *
 * Pure data: the contract's zod schemas stay out (type imports only).
 */
import type { FieldDef, FieldKind } from "../../contract/fields";
import type { CellFormat, InputKind } from "../lib/screen-model";

export interface KindTraits {
  /** How a list cell shows it (a column may declare another format). */
  cell: CellFormat;
  /** Its form input (a view may declare another: a password). */
  input: InputKind;
  /** The input when the field lists its allowed values (a JKK rate chosen among the statutory ones). */
  choiceInput?: InputKind;
  /** How it reads where a form shows it as text (computed, or create-only once made): money as rupiah on the server, dates and numbers in the reader's language. */
  text?: "date" | "number" | "money";
  /** The unit after its number ("%"). */
  unit?: string;
  /** Whether the API sorts a list by it (a stored plain value, not a reference, a list or an object). */
  sortable: boolean;
  /** Its value: one value, a yes / no (an unticked box is false), a list (none ticked is []), an object of parts. */
  shape: "one" | "flag" | "list" | "parts";
  /** What it points at: records of another resource by id, an uploaded file, one of its declared values. */
  holds?: "records" | "file" | "values";
  /** Options from its declared values: labelled as `screens:values.{field}.{value}` or shown as they are; `clearable`: always clearable. */
  choices?: { labels: boolean; clearable?: true };
}

export const FIELD_KINDS: Readonly<Record<FieldKind, KindTraits>> = {
  text: { cell: "text", input: "text", sortable: true, shape: "one" },
  textarea: { cell: "text", input: "textarea", sortable: true, shape: "one" },
  email: { cell: "text", input: "email", sortable: true, shape: "one" },
  phone: { cell: "text", input: "tel", sortable: true, shape: "one" },
  url: { cell: "link", input: "url", sortable: true, shape: "one" },
  integer: { cell: "number", input: "integer", sortable: true, shape: "one" },
  number: { cell: "number", input: "number", text: "number", sortable: true, shape: "one" },
  money: { cell: "money", input: "money", text: "money", sortable: true, shape: "one" },
  percent: { cell: "percent", input: "number", choiceInput: "select", text: "number", unit: "%", sortable: true, shape: "one", choices: { labels: false } },
  date: { cell: "date", input: "date", text: "date", sortable: true, shape: "one" },
  time: { cell: "time", input: "time", sortable: true, shape: "one" },
  datetime: { cell: "datetime", input: "datetime", sortable: true, shape: "one" },
  boolean: { cell: "boolean", input: "checkbox", sortable: true, shape: "flag" },
  enum: { cell: "enum", input: "select", sortable: true, shape: "one", holds: "values", choices: { labels: true } },
  ref: { cell: "ref", input: "select", sortable: false, shape: "one", holds: "records" },
  refs: { cell: "refs", input: "checkboxes", sortable: false, shape: "list", holds: "records" },
  file: { cell: "file", input: "file", sortable: false, shape: "one", holds: "file" },
  richtext: { cell: "richtext", input: "richtext", sortable: false, shape: "one" },
  texts: { cell: "text", input: "checkboxes", sortable: false, shape: "list", holds: "values", choices: { labels: true, clearable: true } },
  address: { cell: "text", input: "address", sortable: false, shape: "parts" },
};

export const traitsOf = (field: FieldDef): KindTraits => FIELD_KINDS[field.kind];

/** The form input of a field by its kind (a field that lists its values may be a choice). */
export function kindInput(field: FieldDef): InputKind {
  const traits = traitsOf(field);
  return traits.choiceInput && field.values ? traits.choiceInput : traits.input;
}

/** Whether a read populates the field: a file, or a reference with a declared target. */
export function isPopulated(field: FieldDef | undefined): boolean {
  const holds = field && traitsOf(field).holds;
  return holds === "file" || (holds === "records" && Boolean(field?.ref));
}

/** What a field left out of a form is sent as: an unticked box is false, an empty list [], anything else null. */
export function blankValue(field: FieldDef | undefined): false | [] | null {
  const shape = field && traitsOf(field).shape;
  return shape === "flag" ? false : shape === "list" ? [] : null;
}

/** A record's id (a UUID). */
export const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A list filter value the API will accept for the field (anything else is dropped, never a 400). */
export function filterValueFits(field: FieldDef | undefined, value: string): boolean {
  if (!field) return false;
  const traits = traitsOf(field);
  if (traits.holds === "records") return RECORD_ID.test(value);
  if (traits.holds === "values") return (field.values ?? []).some((allowed) => String(allowed) === value);
  if (traits.shape === "flag") return value === "true" || value === "false";
  return true;
}
