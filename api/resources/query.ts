/**
 * The list query of the contract of docs/design.md, parsed strictly from the raw query string:
 * `field=value`, `field[$gte]=`, `field[$lte]=`, `field[$gt]=`, `field[$lt]=`, `field[$ne]=`,
 * `field[$in][]=`, `field._id=`, `field[$regex]=` (an escaped substring, never a real regex),
 * `search=`, `sort=field|-field[,…]`, `populate[]=` / `populate=a,b`, `limit`, `skip`.
 * Anything unknown answers 400 naming it, and so does a value its field's column could not take (a NUL
 * character, 2026-02-30, an integer past int4, a time of 25:00): bad input is a 400, never a database error.
 */
import { hasNul, INT4_MAX, INT4_MIN, isCalendarDate, isStorableInstant, type FieldDef } from "../../contract/fields";
import type { MessageCode, MessageParams } from "../../contract/messages";
import { HttpError } from "../http/errors";

export const OPERATORS = ["$eq", "$gte", "$lte", "$gt", "$lt", "$ne", "$in", "$regex"] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Filter {
  field: string;
  op: Operator;
  /** A list for $in; a single string otherwise. */
  value: string | string[];
}

export interface ListQuery {
  limit: number;
  skip: number;
  sort: { field: string; desc: boolean }[];
  populate: string[];
  /** Sparse fieldset: only these fields in each row (all when null). */
  fields: string[] | null;
  filters: Filter[];
  search: string | null;
}

export interface QueryRules {
  /** Fields that may be filtered and sorted on. */
  fields: ReadonlySet<string>;
  /** Fields that may be populated. */
  populatable: ReadonlySet<string>;
  /** Fields a sparse fieldset may name (every output field); defaults to `fields`. */
  selectable?: ReadonlySet<string>;
  defaultSort: { field: string; desc: boolean }[];
  /** The specification's default is 9999; the API caps a page. */
  maxLimit: number;
  /** The kind of each filterable field: its filter values are checked (and converted) by `filterValue`. */
  kinds?: ReadonlyMap<string, FilterSpec>;
}

export interface FilterSpec {
  kind: FilterKind;
  /** The values of an enum. */
  values?: readonly (string | number)[];
}

/** A field's kind, or the kinds of the columns every resource has. */
export type FilterKind = FieldDef["kind"] | "id" | "timestamp";

const RESERVED = new Set(["limit", "skip", "sort", "populate", "search", "q", "fields"]);
const KEY = /^([A-Za-z_][A-Za-z0-9_]*)(?:\._id)?(?:\[(\$[a-z]+)\](\[\])?)?$/;
const MAX_VALUE = 500;

const bad = (code: MessageCode, params?: MessageParams) => new HttpError(400, { code, params });

function integer(name: string, raw: string, min: number): number {
  if (!/^\d{1,9}$/.test(raw)) throw bad("paramInteger", { name });
  const value = Number(raw);
  if (value < min) throw bad("paramMin", { name, min });
  return value;
}

export function parseListQuery(search: string, rules: QueryRules): ListQuery {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const query: ListQuery = { limit: Math.min(9999, rules.maxLimit), skip: 0, sort: rules.defaultSort, populate: [], filters: [], search: null, fields: null };
  const inLists = new Map<string, string[]>();
  let count = 0;

  for (const [rawKey, value] of params) {
    if (++count > 200) throw bad("tooManyParameters");
    if (value.length > MAX_VALUE) throw bad("valueTooLong", { name: rawKey });
    if (hasNul(rawKey) || hasNul(value)) throw bad("nulInValue", { name: rawKey.replace(/\0/g, "") });
    // Remix adds ?_data= to its own data requests; it never reaches the API, but ignore it if it does.
    if (rawKey === "_data" || rawKey === "lng") continue;

    if (rawKey === "limit") {
      query.limit = Math.min(integer("limit", value, 1), rules.maxLimit);
    } else if (rawKey === "skip") {
      query.skip = integer("skip", value, 0);
    } else if (rawKey === "fields" || rawKey === "fields[]") {
      const selectable = rules.selectable ?? rules.fields;
      for (const field of value.split(",").filter(Boolean)) {
        if (!selectable.has(field)) throw bad("unknownSelectField", { field });
        query.fields = [...(query.fields ?? []), field];
      }
    } else if (rawKey === "search" || rawKey === "q") {
      query.search = value.trim() || null;
    } else if (rawKey === "sort") {
      query.sort = value
        .split(",")
        .filter(Boolean)
        .map((part) => {
          const desc = part.startsWith("-");
          const field = desc ? part.slice(1) : part;
          if (!rules.fields.has(field)) throw bad("unknownSortField", { field });
          return { field, desc };
        });
      if (!query.sort.length) query.sort = rules.defaultSort;
    } else if (rawKey === "populate" || rawKey === "populate[]") {
      for (const field of value.split(",").filter(Boolean)) {
        if (!rules.populatable.has(field)) throw bad("notPopulatable", { field });
        if (!query.populate.includes(field)) query.populate.push(field);
      }
    } else {
      const match = KEY.exec(rawKey);
      if (!match || RESERVED.has(match[1])) throw bad("unknownParameter", { name: rawKey });
      const [, field, op = "$eq", list] = match;
      if (!rules.fields.has(field)) throw bad("unknownFilterField", { field });
      if (!(OPERATORS as readonly string[]).includes(op)) throw bad("unknownOperator", { op, field });
      if (op === "$in") {
        if (!list && !value.includes(",")) {
          inLists.set(field, [...(inLists.get(field) ?? []), value]);
        } else {
          inLists.set(field, [...(inLists.get(field) ?? []), ...(list ? [value] : value.split(","))]);
        }
      } else {
        if (list) throw bad("oneValue", { name: rawKey });
        const spec = rules.kinds?.get(field);
        if (spec && op !== "$regex") filterValue(field, spec, value);
        query.filters.push({ field, op: op as Operator, value });
      }
    }
  }
  for (const [field, values] of inLists) {
    if (values.length > 1000) throw bad("tooManyValues", { field });
    const spec = rules.kinds?.get(field);
    if (spec) for (const value of values) filterValue(field, spec, value);
    query.filters.push({ field, op: "$in", value: values });
  }
  return query;
}

/** `text` as a LIKE pattern that matches it literally anywhere (case-insensitively with ILIKE). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^-?\d{1,20}(\.\d{1,20})?$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?)?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * A filter value as its column takes it, or a 400 naming the field: ids are UUIDs, numbers plain decimals
 * (integers within int4), dates real calendar dates, timestamps ISO 8601 in years 0001–9999, times HH:MM(:SS).
 */
export function filterValue(field: string, { kind, values }: FilterSpec, raw: string): unknown {
  const fail = (code: MessageCode, params: MessageParams = {}) => bad(code, { field, ...params });
  switch (kind) {
    case "id":
    case "ref":
    case "refs":
    case "file":
      if (!UUID.test(raw)) throw fail("filterId");
      return raw;
    case "integer":
      if (!/^-?\d{1,10}$/.test(raw) || Number(raw) < INT4_MIN || Number(raw) > INT4_MAX) throw fail("filterInteger");
      return raw;
    case "number":
    case "money":
    case "percent":
      if (!NUMBER.test(raw)) throw fail("filterNumber");
      return raw;
    case "boolean":
      if (raw !== "true" && raw !== "false") throw fail("filterBoolean");
      return raw === "true";
    case "date":
      if (!isCalendarDate(raw)) throw fail("filterDate");
      return raw;
    case "time":
      if (!TIME.test(raw)) throw fail("filterTime");
      return raw;
    case "timestamp":
    case "datetime": {
      const match = INSTANT.exec(raw);
      const date = match && isCalendarDate(match[1]) ? new Date(raw) : null;
      if (!date || !isStorableInstant(date)) throw fail("filterInstant");
      return date;
    }
    case "enum": {
      const match = (values ?? []).find((v) => String(v) === raw);
      if (match === undefined) throw fail("filterOneOf", { values: (values ?? []).join(", ") });
      return match;
    }
    default:
      return raw;
  }
}
