/**
 * Display formats of docs/specification.md §9, with the built-in Intl (Node and every current browser
 * carry full ICU data for en and id: see docs/decisions/0002-intl-without-polyfill.md).
 */
import { DEFAULT_TIME_ZONE } from "../../contract/enums";
import type { Language } from "./i18n";

/**
 * Display time zone for timestamps (stored in UTC): callers pass the reader's company zone
 * (app/lib/time-zone.ts, docs/decisions/0034); without one, WIB.
 */
export { DEFAULT_TIME_ZONE };

const rupiah = new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Rupiah in id-ID, whatever the interface language: "Rp 1.500.000,00"; zero is "Rp 0,00".
 * Amounts arrive from the API as exact decimal strings; they are formatted without passing through
 * a float so large salaries stay exact. The space after "Rp" is a no-break space (U+00A0).
 */
export function formatRupiah(amount: number | bigint | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === "") return rupiah.format(0);
  if (typeof amount === "string") {
    const trimmed = amount.trim();
    if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return rupiah.format(0);
    // Intl.NumberFormat accepts decimal strings exactly (ES2023).
    return rupiah.format(trimmed as unknown as number);
  }
  return rupiah.format(amount);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the reader's language ("1,234.5" / "1.234,5"). Formatters are made once, not per cell. */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 2): string {
  const key = `${language}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language === "id" ? "id-ID" : "en-US", { maximumFractionDigits })));
  return format.format(value);
}

type DateInput = string | Date | null | undefined;

const partFormats = new Map<string, Intl.DateTimeFormat>();

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` string is a calendar date (no time zone); anything else is an instant. */
function toParts(value: DateInput, timeZone: string) {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" && DATE_ONLY.test(value)) {
    const [, y, m, d] = DATE_ONLY.exec(value)!;
    return { year: Number(y), month: Number(m), day: Number(d), hour: 0, minute: 0, second: 0, calendarDate: true };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  let partFormat = partFormats.get(timeZone);
  if (!partFormat) {
    partFormat = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    partFormats.set(timeZone, partFormat);
  }
  const parts = partFormat.formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second"), calendarDate: false };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

const monthNames = new Map<Language, string[]>();
function shortMonth(language: Language, month: number): string {
  let names = monthNames.get(language);
  if (!names) {
    const fmt = new Intl.DateTimeFormat(language, { month: "short", timeZone: "UTC" });
    names = Array.from({ length: 12 }, (_, i) => fmt.format(new Date(Date.UTC(2024, i, 15))).replace(/\.$/, ""));
    monthNames.set(language, names);
  }
  return names[month - 1];
}

const ordinalSuffix = { one: "st", two: "nd", few: "rd", other: "th" } as Record<string, string>;
const englishOrdinals = new Intl.PluralRules("en", { type: "ordinal" });
/** "Do": 1st, 2nd, 3rd… in English; Indonesian writes the bare number (as moment's id locale does). */
function ordinal(language: Language, day: number): string {
  return language === "en" ? `${day}${ordinalSuffix[englishOrdinals.select(day)]}` : String(day);
}

export interface DateFormatOptions {
  language?: Language;
  timeZone?: string;
  /** Force the time part on or off; by default it is shown for instants, not for calendar dates. */
  withTime?: boolean;
  /** Four-digit year ('MMM Do YYYY'): tables show it so (docs/conventions.md), a year of 26 being ambiguous in a column. */
  fullYear?: boolean;
}

/** 'MMM Do YY' ('MMM Do YYYY' with `fullYear`), plus ' HH:mm:ss' when the value has a time: "Nov 21st 26", "Nov 21st 2026 14:05:09". */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const { language = "en", timeZone = DEFAULT_TIME_ZONE } = options;
  const p = toParts(value, timeZone);
  if (!p) return "";
  const date = `${shortMonth(language, p.month)} ${ordinal(language, p.day)} ${options.fullYear ? pad(p.year, 4) : pad(p.year % 100)}`;
  const withTime = options.withTime ?? !p.calendarDate;
  return withTime ? `${date} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` : date;
}

/** 'DD/MM/YYYY' */
export function formatDayMonthYear(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = toParts(value, timeZone);
  return p ? `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}` : "";
}

/** 'YYYY-MM-DD' */
export function formatIsoDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = toParts(value, timeZone);
  return p ? `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}` : "";
}

/** Cut text at `limit` characters on a word boundary, with an ellipsis when anything was cut. */
export function excerpt(text: string | null | undefined, limit: number): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit + 1);
  const boundary = cut.lastIndexOf(" ");
  const head = (boundary > 0 ? cut.slice(0, boundary) : clean.slice(0, limit)).replace(/[\s.,;:!?-]+$/, "");
  return `${head}…`;
}

/** "Nov 21st" / "21 Nov": the day and month of a birth date, never the year (nobody's age on show). */
export function birthdayDay(birthDate: string, language: Language): string {
  return formatDate(birthDate, { language }).split(" ").slice(0, 2).join(" ");
}
