/**
 * The form presenter (reads): a declared view (app/screens/screen.server.ts) and a record read through
 * the /v1 client become a form page's model — its groups of fields with their inputs and options, the
 * browser's own checks, the record's values as the form shows them, files, read-only texts and the field
 * manipulator's state. The save service (app/screens/services/save.server.ts) takes what the form posts.
 */
import { getZodConstraint } from "@conform-to/zod/v4";
import * as z from "zod";
import { ADDRESS_PARTS, type FieldDef } from "../../../contract/fields";
import { isMenuId, MENU_ENTRIES, menuEntry } from "../../../contract/navigation";
import { sanitizeRichText } from "../../../contract/rich-text";
import { ApiError, type ApiClient } from "../../lib/api.server";
import type { Me } from "../../lib/auth.server";
import type { Row } from "../../lib/cells";
import { toLocalInput } from "../../lib/datetime";
import { zoneOf, type TimeZone } from "../../lib/time-zone";
import { fileHref } from "../../lib/files";
import { formatRupiah } from "../../lib/format";
import { manipulate, type FormValues, type Manipulation } from "../../lib/manipulator";
import { PICKER, withSelected } from "../../lib/options";
import type { FieldModel, FormDefault, FormModel, GroupModel, InputKind } from "../../lib/screen-model";
import { isPopulated, kindInput, traitsOf } from "../field-kinds";
import { contractOf, fieldLabel, formFieldNames, optionSource, recordPath, writableFields, type ScreenDecl, type ViewDecl } from "../screen.server";
import { requestSchema } from "../services/save.server";
import { chosenItems, loadOptions, selectedItems } from "./options.server";

/** A field's input: a declared range's select, the view's own (a password), else its kind's (app/screens/field-kinds.ts). */
function inputOf(name: string, field: FieldDef, view: ViewDecl): InputKind {
  return view.options?.[name]?.kind === "range" ? "select" : (view.inputs?.[name] ?? kindInput(field));
}

/** What a file input accepts, by the file's purpose. */
const ACCEPT: Record<string, string> = {
  banner: "image/png,image/jpeg,image/gif",
  photo: "image/png,image/jpeg,image/gif",
  logo: "image/png,image/jpeg,image/gif",
  signature: "image/png,image/jpeg,image/gif",
  warning_letter: "application/pdf",
  medical_checkup: "application/pdf,image/png,image/jpeg",
  import: ".xlsx",
};

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
function formValue(field: FieldDef, value: unknown, zone: TimeZone): FormDefault[string] {
  if (value === null || value === undefined) return undefined;
  const shape = traitsOf(field).shape;
  if (shape === "parts") return typeof value === "object" ? Object.fromEntries(Object.entries(value as Row).map(([part, text]) => [part, String(text ?? "")])) : undefined;
  if (shape === "flag") return value === true ? "on" : undefined;
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === "object" ? String((item as Row)._id) : String(item)));
  if (typeof value === "object") return String((value as Row)._id ?? "");
  if (field.kind === "datetime") return toLocalInput(String(value), zone);
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
  return names.filter((name) => isPopulated(contract.fields[name]));
}

/** A record as its form reads it (references and files populated for their labels). */
export async function readRecord(api: ApiClient, user: Me, view: ViewDecl, id: string, parentId?: string): Promise<Row> {
  const populate = formPopulate(view, formFieldNames(view));
  const { data } = await api.get<{ data: Row }>(recordPath(view, user.company?._id, id, parentId), populate.length ? { populate } : undefined);
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
      defaults[name] = formValue(field, value, zoneOf(user));
      if (field.kind === "richtext" && typeof value === "string" && value) preview[name] = sanitizeRichText(value);
    } else {
      // Money reads the same in both languages; dates and numbers are formatted by the page in the reader's.
      readOnly[name] = traitsOf(field).text === "money" && value !== null && value !== undefined ? formatRupiah(Number(value)) : displayText(value);
    }
  }

  const hints = view.form?.hints ?? {};
  const labelOf = (name: string) => view.form?.labels?.[name] ?? fieldLabel(name);
  const fieldModel = async (name: string): Promise<FieldModel | null> => {
    const field = contract.fields[name];
    if (!field) return null;
    const traits = traitsOf(field);
    const shown = writable.has(name) || field.kind === "file";
    if (!shown) {
      // Computed fields appear once there is a record; create-only ones read as text afterwards.
      if (mode === "create") return null;
      const format = traits.text === "date" || traits.text === "number" ? traits.text : undefined;
      return { name, label: labelOf(name), input: "readonly", required: false, clearable: false, readOnly: true, hint: hints[name], format, suffix: traits.unit ? ` ${traits.unit}` : undefined, labels: field.kind === "enum" || field.readOnly ? `screens:values.${name}` : undefined };
    }
    const input = inputOf(name, field, view);
    const model: FieldModel = { name, label: labelOf(name), input, required: field.required, clearable: !field.required, hint: hints[name] };
    if (input === "file") model.accept = field.purpose ? ACCEPT[field.purpose] : undefined;
    if (input === "address") model.parts = [...ADDRESS_PARTS];
    if (traits.unit && field.values) model.suffix = traits.unit;
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
      if (traits.unit) model.options = model.options.map((item) => ({ ...item, label: `${item.label} ${traits.unit}` }));
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
    if (fields.length) groups.push({ label: group.label, fields, ...(group.place ? { place: group.place } : {}) });
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

