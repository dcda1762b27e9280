/**
 * How a list cell reads (spec §9: dates 'MMM Do YY' with the time for instants, rupiah 'Rp 0,00', excerpts,
 * the activity log's first 30 characters of detail). Pure: the list page and the xlsx export share it.
 */
import type { TFunction } from "i18next";
import { menuEntry } from "../../contract/navigation";
import { excerpt, formatDate, formatRupiah } from "./format";
import type { Language } from "./i18n";
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

/** A cell as text, in the user's language. */
export function cellText(column: ColumnModel, row: Row, t: TFunction, language: Language): string {
  const value = row[column.field];
  if (column.format === "targets") {
    const names = [column.field, ...(column.also ?? [])].flatMap((field) => (Array.isArray(row[field]) ? (row[field] as unknown[]) : [row[field]])).map((item) => refText(item, ["name"]));
    const shown = names.filter(Boolean);
    return shown.length ? shown.join(", ") : t("screens:everyone");
  }
  if (column.dash?.includes(String(value ?? ""))) return "-";
  if (value === null || value === undefined || value === "") return column.format === "money" ? formatRupiah(0) : column.empty ? t(column.empty) : "";
  switch (column.format) {
    case "date":
      return formatDate(String(value), { language, withTime: false });
    case "datetime":
      return formatDate(String(value), { language });
    case "time":
      return String(value).slice(0, 5);
    case "money":
      return formatRupiah(value as number | string);
    case "percent":
      return `${new Intl.NumberFormat(language === "id" ? "id-ID" : "en-US", { maximumFractionDigits: 2 }).format(Number(value))} %`;
    case "number":
      return new Intl.NumberFormat(language === "id" ? "id-ID" : "en-US", { maximumFractionDigits: 2 }).format(Number(value));
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
      const entry = menuEntry(String(value));
      if (!entry) return String(value);
      const label = t(`nav:${entry.label}`);
      return entry.parent ? `${t(`nav:${entry.parent.label}`)} › ${label}` : label;
    }
    default:
      return String(value);
  }
}
