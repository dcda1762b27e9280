/**
 * The option picker's sources and items (docs/specification.md §2 "Option picker", §4, §9). A field's options come from
 * one of: a server request (path, query, the fields to show, the fields a search looks in), a numeric
 * range with a prefix or suffix label, a static list, or the salary list. Pure: used by the server (the
 * no-JavaScript select and its search step) and by the browser's searchable dropdown alike.
 */
import { formatRupiah } from "./format";
import type { QueryInput } from "./query";

/** One choice: what is posted, what is shown, and an amount shown in brackets as rupiah. */
export interface OptionItem {
  value: string;
  label: string;
  nominal?: number | string | null;
}

export type OptionSource =
  | {
      kind: "server";
      /** Resource path under /v1. */
      path: string;
      /** Fields shown for an item (joined with " · "). */
      display: readonly string[];
      /** Fields a search looks in (case-insensitive substring). */
      searchIn: readonly string[];
      /** The field's own query, merged into every request (e.g. only active employees). */
      query?: QueryInput;
      /** The field holding an amount to show in brackets. */
      nominal?: string;
      /** Sort of the options (the first display field by default). */
      sort?: string;
    }
  | { kind: "range"; from: number; to: number; step?: number; prefix?: string; suffix?: string }
  | { kind: "static"; values: readonly (string | number)[]; /** i18n key prefix of the labels ("values.status"). */ labels?: string }
  | { kind: "salary" };

/** Spec §9's constants. */
export const PICKER = {
  /** The first page of server options (a select holds this many; more need the search step). */
  firstPage: 200,
  debounceMs: 500,
  maxHeight: 300,
  narrowMaxHeight: 200,
  /** Below this viewport width the list is 200 px high. */
  narrowBelow: 1440,
  positionDelayMs: 150,
  selectDelayMs: 20,
  clearDelayMs: 80,
} as const;

/** The list's maximum height at a viewport width (300 px; 200 px below 1440 px). */
export function pickerMaxHeight(viewportWidth: number): number {
  return viewportWidth < PICKER.narrowBelow ? PICKER.narrowMaxHeight : PICKER.maxHeight;
}

/** A numeric loop range: "0 children" … "20 children", "Rp 1" …; values are the numbers. */
export function rangeOptions(source: Extract<OptionSource, { kind: "range" }>): OptionItem[] {
  const step = source.step && source.step > 0 ? source.step : 1;
  const items: OptionItem[] = [];
  for (let n = source.from; source.from <= source.to ? n <= source.to : n >= source.to; n += source.from <= source.to ? step : -step) {
    const label = [source.prefix, String(n), source.suffix].filter(Boolean).join(" ");
    items.push({ value: String(n), label });
    if (items.length > 10_000) break;
  }
  return items;
}

export interface SalaryRow {
  grade: string;
  reported_salary: number | string;
}

/**
 * The salary pick list (docs/specification.md §2): one item per row; the row's reported salary is the value and the
 * amount in brackets; grade `basic_salary` is labelled 'Basic Salary' (in the user's language).
 */
export function salaryOptions(rows: readonly SalaryRow[], basicSalaryLabel = "Basic Salary"): OptionItem[] {
  return rows.map((row) => ({
    value: String(row.reported_salary),
    label: row.grade === "basic_salary" ? basicSalaryLabel : row.grade,
    nominal: row.reported_salary,
  }));
}

/** A record as an option: its id, and its display fields joined (a populated object shows its own). */
export function recordOption(row: Record<string, unknown>, display: readonly string[], nominal?: string): OptionItem {
  const label = display
    .map((field) => row[field])
    .filter((value) => value !== null && value !== undefined && value !== "")
    .map(String)
    .join(" · ");
  return { value: String(row._id), label: label || String(row._id), nominal: nominal ? (row[nominal] as number | string | null) : undefined };
}

/** What the picker shows for an item: its label, and the amount in brackets as rupiah when it has one. */
export function optionText(item: OptionItem): string {
  return item.nominal === undefined || item.nominal === null || item.nominal === "" ? item.label : `${item.label} (${formatRupiah(item.nominal)})`;
}

/** Case-insensitive substring filter of local items (static lists, ranges, salary). */
export function filterOptions(items: readonly OptionItem[], term: string): OptionItem[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => optionText(item).toLowerCase().includes(needle));
}

/**
 * The /v1 query of a server source (docs/specification.md §7): the field's own query merged with a case-insensitive
 * match on `searchIn` — `field[$regex]` for one field, the resource's `search` for several.
 */
export function serverOptionQuery(source: Extract<OptionSource, { kind: "server" }>, term: string, limit: number = PICKER.firstPage): QueryInput {
  const fields = [...new Set([...source.display, ...(source.nominal ? [source.nominal] : [])])];
  const query: QueryInput = { ...source.query, limit, sort: source.sort ?? source.display[0], fields: fields.join(",") };
  const clean = term.trim().slice(0, 100);
  if (clean) {
    if (source.searchIn.length === 1) query[`${source.searchIn[0]}[$regex]`] = clean;
    else query.search = clean;
  }
  return query;
}

/** Items with the chosen ones first when they are not in the page (a select must hold its value). */
export function withSelected(items: readonly OptionItem[], selected: readonly OptionItem[]): OptionItem[] {
  const seen = new Set(items.map((item) => item.value));
  return [...selected.filter((item) => !seen.has(item.value)), ...items];
}
