/**
 * Field declarations of the /v1 resources, shared by the API (validation, filters, columns) and the web
 * tier (generated forms and columns). One declaration gives the zod schema for both. Pure: zod, and
 * sanitize-html for rich text (server-side only: neither reaches the browser bundle).
 */
import * as z from "zod";
import { messageText } from "./message-text";

export type FieldKind =
  | "text"
  | "textarea"
  | "email"
  | "phone"
  | "url"
  | "integer"
  | "number"
  | "money"
  | "percent"
  | "date"
  | "time"
  | "datetime"
  | "boolean"
  | "enum"
  | "ref"
  | "refs"
  | "file"
  | "richtext"
  | "texts"
  | "address";

export interface FieldDef {
  kind: FieldKind;
  required: boolean;
  /** Computed by the API: never accepted on input, always in output. */
  readOnly: boolean;
  /** The database column (defaults to the field name; `x_id` for references). */
  column?: string;
  /** Target resource path of a reference (`ref`, `refs`). */
  ref?: string;
  /** Allowed values of an `enum` (or of each item of `texts`). */
  values?: readonly (string | number)[];
  min?: number;
  max?: number;
  /** File purpose for uploads (`file`). */
  purpose?: string;
  /** Text that holds digits only (account and identity numbers). */
  format?: "digits";
  /** Allowed list lengths of `refs` (e.g. 0 or 7: a shift for every day of the week). */
  sizes?: readonly number[];
  /** Input validation for this field (undefined for read-only fields). */
  schema: z.ZodType;
}

export type Fields = Record<string, FieldDef>;

const TEXT_MAX = 200;
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

export const ADDRESS_PARTS = ["address", "rt", "rw", "postal_code", "province", "city", "district", "sub_district"] as const;

/** Coded messages (contract/messages.ts): the API answers them with their English, the web tier translates them. */
const msg = {
  required: messageText("required"),
  text: messageText("text"),
  tooLong: (n: number) => messageText("maxLength", { count: n }),
  email: messageText("email"),
  phone: messageText("phone"),
  url: messageText("url"),
  integer: messageText("integer"),
  number: messageText("number"),
  min: (n: number) => messageText("min", { value: n }),
  max: (n: number) => messageText("max", { value: n }),
  date: messageText("date"),
  time: messageText("time"),
  datetime: messageText("datetime"),
  boolean: messageText("boolean"),
  oneOf: (values: readonly unknown[]) => messageText("oneOf", { values: values.join(", ") }),
  id: messageText("id"),
  nul: messageText("nul"),
};

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A real calendar date `YYYY-MM-DD` in years 0001–9999 (PostgreSQL has no year 0; 2026-02-30 is no date). */
export const isCalendarDate = (value: string) => {
  if (!isoDate.test(value) || value.startsWith("0000")) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
/** A parsed instant PostgreSQL can take back as ISO text: UTC years 0001–9999 (it has no year 0). */
export const isStorableInstant = (date: Date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.getUTCFullYear() <= 9999;
/** PostgreSQL refuses a NUL character in any text (and the driver then throws): refused as input. */
export const hasNul = (value: string) => value.includes("\0");

const isoInstant = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

const uuid = z.string({ error: msg.id }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, msg.id);

interface Options {
  required?: boolean;
  readOnly?: boolean;
  column?: string;
}

function def(kind: FieldKind, schema: z.ZodType, options: Options & Partial<FieldDef> = {}): FieldDef {
  const { required = false, readOnly = false, ...rest } = options;
  return { kind, required, readOnly, ...rest, schema };
}

/** Every text kind starts here: a string without NUL characters. */
const string = (error: string) => z.string({ error }).refine((value) => !hasNul(value), msg.nul);
const text = (max: number) => string(msg.text).trim().max(max, msg.tooLong(max));

const email = string(msg.email).trim().toLowerCase().max(254, msg.tooLong(254)).email(msg.email);
/** The one e-mail rule, as a yes or no: what an `email` field accepts (outside a form: the command line's accounts). */
export const isValidEmail = (value: string) => email.safeParse(value).success;

export const f = {
  text: (o: Options & { max?: number } = {}) => def("text", o.required ? text(o.max ?? TEXT_MAX).min(1, msg.required) : text(o.max ?? TEXT_MAX), { ...o, max: o.max ?? TEXT_MAX }),
  textarea: (o: Options & { max?: number } = {}) => def("textarea", text(o.max ?? 5000), { ...o, max: o.max ?? 5000 }),
  // Stored only as the one rich-text policy (./rich-text.ts) allows, whoever sends it: the API applies it
  // to every richtext field it is sent (api/resources/engine.ts). Not here: these fields reach the browser
  // bundles of the pages that import them, and sanitize-html is 91 KB gzip (docs/benchmarks.md).
  richtext: (o: Options & { max?: number } = {}) => def("richtext", text(o.max ?? 50_000), { ...o, max: o.max ?? 50_000 }),
  email: (o: Options = {}) => def("email", email, o),
  phone: (o: Options = {}) => def("phone", string(msg.phone).trim().max(30, msg.tooLong(30)).regex(/^[0-9+()\-\s]*$/, msg.phone), o),
  url: (o: Options = {}) => def("url", string(msg.url).trim().max(2000, msg.tooLong(2000)).regex(/^https?:\/\/\S+$/i, msg.url), o),
  integer: (o: Options & { min?: number; max?: number } = {}) => {
    // Integer columns are int4: the bounds default to its range.
    const min = o.min ?? INT4_MIN;
    const max = o.max ?? INT4_MAX;
    const schema = z.number({ error: msg.integer }).int(msg.integer).min(min, msg.min(min)).max(max, msg.max(max));
    return def("integer", schema, o);
  },
  number: (o: Options & { min?: number; max?: number } = {}) => {
    let schema = z.number({ error: msg.number }).finite(msg.number);
    if (o.min !== undefined) schema = schema.min(o.min, msg.min(o.min));
    if (o.max !== undefined) schema = schema.max(o.max, msg.max(o.max));
    return def("number", schema, o);
  },
  /** Whole rupiah, 0 to 999 trillion. */
  money: (o: Options = {}) => def("money", z.number({ error: msg.integer }).int(msg.integer).min(0, msg.min(0)).max(999_999_999_999_999, msg.max(999_999_999_999_999)), o),
  percent: (o: Options & { values?: readonly number[] } = {}) =>
    def(
      "percent",
      o.values
        ? z.number({ error: msg.number }).refine((v) => o.values!.includes(v), msg.oneOf(o.values))
        : z.number({ error: msg.number }).min(0, msg.min(0)).max(100, msg.max(100)),
      o,
    ),
  date: (o: Options = {}) => def("date", z.string({ error: msg.date }).refine(isCalendarDate, msg.date), o),
  time: (o: Options = {}) => def("time", z.string({ error: msg.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg.time), o),
  /** An instant: ISO 8601 with its offset ("2026-11-21T08:00+07:00"); stored as timestamptz. */
  datetime: (o: Options = {}) => def("datetime", z.string({ error: msg.datetime }).regex(isoInstant, msg.datetime).refine((v) => isCalendarDate(v.slice(0, 10)) && isStorableInstant(new Date(v)), msg.datetime), o),
  boolean: (o: Options = {}) => def("boolean", z.boolean({ error: msg.boolean }), o),
  enum: <T extends readonly (string | number)[]>(values: T, o: Options = {}) =>
    def(
      "enum",
      z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>], { error: msg.oneOf(values) }),
      { ...o, values },
    ),
  /** A reference to one record of another resource (column `{name}_id` unless told). */
  ref: (ref: string, o: Options = {}) => def("ref", uuid, { ...o, ref }),
  /** Several references, stored as an id array. */
  refs: (ref: string, o: Options & { max?: number; sizes?: readonly number[] } = {}) => {
    const list = z.array(uuid, { error: messageText("ids") }).max(o.max ?? 5000, msg.max(o.max ?? 5000));
    const schema = o.sizes ? list.refine((ids) => o.sizes!.includes(ids.length), messageText("choose", { sizes: o.sizes.filter(Boolean).join(" or ") })) : list;
    return def("refs", schema, { ...o, ref });
  },
  /** An uploaded file's id (POST /v1/files first). */
  file: (purpose: string, o: Options = {}) => def("file", uuid, { ...o, purpose }),
  texts: (values?: readonly string[], o: Options = {}) =>
    def("texts", z.array(values ? z.enum(values as [string, ...string[]], { error: msg.oneOf(values) }) : text(TEXT_MAX)).max(500), { ...o, values }),
  /** Digits only (account numbers, identity numbers): kept as text so leading zeros survive. `length`: exactly so many, or empty. */
  digits: (o: Options & { max?: number; length?: number } = {}) => {
    const { length, ...rest } = o;
    const schema = text(length ?? o.max ?? 30).regex(/^\d*$/, messageText("digits"));
    const exact = length ? schema.refine((v) => v.length === 0 || v.length === length, messageText("digitsLength", { count: length })) : schema;
    return def("text", exact, { ...rest, max: length ?? o.max ?? 30, format: "digits" });
  },
  /** An Indonesian address: street, RT, RW, postal code, province, city, district, sub-district. */
  address: (o: Options = {}) =>
    def(
      "address",
      z.strictObject(
        Object.fromEntries(ADDRESS_PARTS.map((part) => [part, text(part === "address" ? 500 : 100).optional()])),
        { error: (issue) => messageText(issue.code === "unrecognized_keys" ? "unknownAddressPart" : "address") },
      ),
      o,
    ),
  /** Output only: computed by the API. */
  computed: (kind: FieldKind) => def(kind, z.never(), { readOnly: true }),
};

/** The column a field is stored in: `x_id` for a reference, `x_ids` for a list (`employees` → `employee_ids`). */
export function columnOf(name: string, field: FieldDef): string {
  if (field.column) return field.column;
  if (field.kind === "ref" || field.kind === "file") return `${name}_id`;
  if (field.kind === "refs") return `${name.replace(/s$/, "")}_ids`;
  return name;
}

/** The error of an object schema: a key it does not know, or not an object at all. */
export const objectError = (issue: { code: string }) => messageText(issue.code === "unrecognized_keys" ? "unknownField" : "object");

/** The body schema for a create (`partial: false`) or an update (`partial: true`): unknown keys are refused. */
export function bodySchema(fields: Fields, partial: boolean) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.readOnly) continue;
    shape[name] = field.required && !partial ? field.schema : field.schema.nullable().optional();
  }
  return z.strictObject(shape, { error: objectError });
}
