/**
 * How a list cell reads (docs/specification.md §9: dates 'MMM Do YY' with the time for instants, rupiah 'Rp 0,00', excerpts,
 * the activity log's first 30 characters of detail). Pure: the list page and the xlsx export share it.
 */
import type { TFunction } from "i18next";
import { isMenuId, menuEntry } from "../../contract/navigation";
import { excerpt, formatDate, formatNumber, formatRupiah } from "./format";
import type { Language } from "./i18n";
import { zonedWallTime, type TimeZone } from "./time-zone";
import type { ColumnModel } from "./screen-model";

export type Row = Record<string, unknown>;

/** Plain text of rich text (tags dropped, entities of the sanitiser read back). */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/blockquote)\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first `n` characters, with an ellipsis when there was more (the activity log's detail). */
export function firstChars(text: string, n = 30): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > n ? `${clean.slice(0, n)}…` : clean;
}

/** A populated reference as text: its display fields (or its name, title, fullname). */
export function refText(value: unknown, display?: readonly string[]): string {
  if (!value || typeof value !== "object") return "";
  const record = value as Row;
  const fields = display?.length ? display : ["name", "fullname", "title", "display", "access_level", "code"];
  const parts = fields.map((field) => record[field]).filter((part) => part !== null && part !== undefined && part !== "");
  return (display?.length ? parts : parts.slice(0, 1)).map(String).join(" · ");
}

const EXCERPT = 60;

export interface DetailEntry {
  key: string;
  /** Translated label. */
  label: string;
  text: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value of a request's content as text: days and instants (in the reader's zone) formatted, references by their name. */
function entryText(value: unknown, t: TFunction, language: Language, zone: TimeZone): string {
  if (value === null || value === undefined || value === "") return "";
  if (Array.isArray(value)) return value.map((item) => entryText(item, t, language, zone)).filter(Boolean).join(", ");
  if (typeof value === "object") return refText(value, ["name", "type", "fullname", "title"]) || refText(value);
  if (typeof value === "number") return formatNumber(value, language);
  if (typeof value === "boolean") return value ? t("screens:yes") : t("screens:no");
  const text = String(value);
  if (ISO_DAY.test(text)) return formatDate(text, { language, withTime: false, fullYear: true });
  if (ISO_INSTANT.test(text)) return formatDate(text, { language, fullYear: true, timeZone: zone });
  return text;
}

/** Values of a request that are codes: shown by their text. */
const CODED: Readonly<Record<string, string>> = { day_type: "screens:values.day_type", warnings: "screens:warnings" };

/** The order a request reads in (jsonb keeps its own key order); other keys follow. */
const ENTRY_ORDER = ["leave_type", "date", "start_date", "end_date", "clock_in", "clock_out", "shift", "from_shift", "to_shift", "start_time", "end_time", "total_days", "total_hours", "day_type", "destination", "purpose", "reason", "warnings"];
const entryRank = (key: string) => {
  const rank = ENTRY_ORDER.indexOf(key);
  return rank === -1 ? ENTRY_ORDER.length : rank;
};

/**
 * The entries of an object column (an approval's content, then its context): what is asked, labelled
 * `screens:content.{key}` in the user's language. The list's own type is left out (the list says it).
 */
export function detailEntries(column: ColumnModel, row: Row, t: TFunction, language: Language, zone: TimeZone): DetailEntry[] {
  const entries: DetailEntry[] = [];
  for (const field of [column.field, ...(column.also ?? [])]) {
    const value = row[field];
    if (!value || typeof value !== "object" || Array.isArray(value)) continue;
    for (const [key, item] of Object.entries(value as Row)) {
      if (key === "type" || key === "_id") continue;
      const coded = CODED[key];
      const text = coded ? [item].flat().map((code) => t(`${coded}.${String(code)}`, { defaultValue: String(code) })).join(", ") : entryText(item, t, language, zone);
      if (text) entries.push({ key, label: t(`screens:content.${key}`, { defaultValue: key.replace(/_/g, " ") }), text });
    }
  }
  return entries.sort((a, b) => entryRank(a.key) - entryRank(b.key));
}

/** The accordion's closed line: the first few entries' values. */
export function detailSummary(entries: readonly DetailEntry[]): string {
  return entries
    .filter((entry) => entry.key !== "reason")
    .slice(0, 3)
    .map((entry) => entry.text)
    .join(" · ");
}

/**
 * One approval level as text: "1. Budi Santoso: Approved (OK)", "2. Ani: waiting", "2. Ani: Approved by
 * Dewi in place of Ani".
 */
export function levelText(level: Row, row: Row, t: TFunction): string {
  const approver = refText(level.approver, ["fullname"]) || t("screens:levels.admin");
  const action = level.action ? t(`screens:values.status.${String(level.action)}`) : Number(row.current_level) === Number(level.level) && ["pending", "partial"].includes(String(row.status)) ? t("screens:levels.waiting") : "";
  const by = level.decided_by && (level.in_place_of || refText(level.approver, ["fullname"]) !== level.decided_by) ? ` ${t("screens:levels.by", { name: String(level.decided_by) })}` : "";
  const note = level.note ? ` (${String(level.note)})` : "";
  return `${String(level.level)}. ${approver}${action ? `: ${action}${by}${note}` : ""}`;
}

/** A cell as text, in the user's language, instants in their company's zone (docs/decisions/0034). */
export function cellText(column: ColumnModel, row: Row, t: TFunction, language: Language, zone: TimeZone): string {
  const value = row[column.field];
  if (column.format === "targets") {
    const names = [column.field, ...(column.also ?? [])].flatMap((field) => (Array.isArray(row[field]) ? (row[field] as unknown[]) : [row[field]])).map((item) => refText(item, ["name"]));
    const shown = names.filter(Boolean);
    return shown.length ? shown.join(", ") : t("screens:everyone");
  }
  if (column.format === "levels") {
    return (Array.isArray(value) ? (value as Row[]) : []).map((level) => levelText(level, row, t)).join("; ");
  }
  if (column.format === "details") {
    return detailEntries(column, row, t, language, zone)
      .map((entry) => `${entry.label}: ${entry.text}`)
      .join("; ");
  }
  if (column.dash?.includes(String(value ?? ""))) return "-";
  if (value === null || value === undefined || value === "") return column.format === "money" ? formatRupiah(0) : column.empty ? t(column.empty) : "";
  switch (column.format) {
    case "date":
      return formatDate(String(value), { language, withTime: false, fullYear: true });
    case "datetime":
      return formatDate(String(value), { language, fullYear: true, timeZone: zone });
    case "time":
      // A record's wall time in its own zone, named when it is not the reader's ("08:05 WITA").
      return zonedWallTime(String(value).slice(0, 5), column.zone ? (row[column.zone] as string | null | undefined) : null, zone);
    case "money":
      return formatRupiah(value as number | string);
    case "percent":
      return `${formatNumber(Number(value), language)} %`;
    case "number":
      return formatNumber(Number(value), language);
    case "boolean":
      return value === true ? t("screens:yes") : t("screens:no");
    case "enum":
      return t(`screens:values.${column.field}.${String(value)}`, { defaultValue: String(value) });
    case "ref":
      return refText(value, column.display);
    case "refs":
      return Array.isArray(value) ? value.map((item) => refText(item, column.display)).filter(Boolean).join(", ") : "";
    case "count":
      return Array.isArray(value) ? String(value.length) : "0";
    case "file":
      return refText(value, ["name"]);
    case "excerpt":
      return excerpt(String(value), EXCERPT);
    case "richtext":
      return excerpt(plainText(String(value)), EXCERPT);
    case "first30":
      return firstChars(String(value), 30);
    case "menu": {
      const id = String(value);
      const entry = isMenuId(id) ? menuEntry(id) : undefined;
      if (!entry) return id;
      const label = t(`nav:${entry.label}`);
      return entry.parent ? `${t(`nav:${entry.parent.label}`)} › ${label}` : label;
    }
    default:
      return String(value);
  }
}
