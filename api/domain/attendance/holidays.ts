/**
 * Indonesia's national holidays as the company's Leave › Holiday rows, pure: the holiday package's days of
 * a year (read by api/attendance/holidays.ts) named as the government's decree names them, a holiday of
 * several days made one row, and the rows a company is missing (loading a year twice adds nothing).
 * Cuti bersama are decided each year and are not in the package: HR adds them on the screen.
 * docs/decisions/0033-holidays-range-map-hierarchy.md.
 */
import { addDays } from "./index";

/** One day as the holiday package (date-holidays) gives it. */
export interface PackageHoliday {
  /** Local date and time, "YYYY-MM-DD hh:mm:ss" with an offset for days that start at sunset. */
  date: string;
  name: string;
  /** The package's rule, e.g. "27 Rajab", "easter -2", "2026-03-19". */
  rule: string;
  /** "public", "bank", "observance", "optional" or "school". */
  type: string;
}

/** A national holiday as a Leave › Holiday row: "YYYY-MM-DD" dates, end = start for one day. */
export interface NationalHoliday {
  name: string;
  start: string;
  end: string;
}

/**
 * The decree's names (SKB 3 Menteri) by the package's rule, where the package's Indonesian name is
 * missing or wrong (it calls Isra Mikraj "Maulid Nabi Muhammad"); any other rule keeps the package's name.
 */
const NAMES: Readonly<Record<string, string>> = {
  "01-01": "Tahun Baru Masehi",
  "27 Rajab": "Isra Mikraj Nabi Muhammad SAW",
  "chinese 01-0-01": "Tahun Baru Imlek",
  "1 Shawwal": "Hari Raya Idul Fitri",
  "2 Shawwal": "Hari Raya Idul Fitri",
  "easter -2": "Wafat Yesus Kristus",
  easter: "Kebangkitan Yesus Kristus (Paskah)",
  "05-01": "Hari Buruh Internasional",
  "easter 39": "Kenaikan Yesus Kristus",
  "10 Dhu al-Hijjah": "Hari Raya Idul Adha",
  "06-01": "Hari Lahir Pancasila",
  "1 Muharram": "Tahun Baru Islam",
  "08-17": "Hari Kemerdekaan Republik Indonesia",
  "12 Rabi al-awwal": "Maulid Nabi Muhammad SAW",
  "12-25": "Hari Raya Natal",
};

/**
 * Holidays the package lists as dates announced year by year (the Balinese and Buddhist calendars): a year
 * past the package's data lacks them, and the load says so rather than pretending the year is complete.
 */
export const ANNOUNCED_HOLIDAYS = ["Hari Raya Nyepi", "Hari Raya Waisak"] as const;

/** The year's public holidays as rows: decree names, consecutive days of one holiday joined, in date order. */
export function nationalHolidays(days: readonly PackageHoliday[]): NationalHoliday[] {
  const list = days
    .filter((day) => day.type === "public")
    .map((day) => ({ name: NAMES[day.rule] ?? day.name, date: day.date.slice(0, 10) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  const rows: NationalHoliday[] = [];
  for (const day of list) {
    const same = rows.find((row) => row.name === day.name && (row.end === day.date || addDays(row.end, 1) === day.date));
    if (same) same.end = day.date;
    else rows.push({ name: day.name, start: day.date, end: day.date });
  }
  return rows;
}

/** The announced holidays the package does not know for the year (to be added by hand). */
export function missingAnnounced(rows: readonly NationalHoliday[]): string[] {
  return ANNOUNCED_HOLIDAYS.filter((name) => !rows.some((row) => row.name === name));
}

/** A Leave › Holiday row as the load compares it. */
export interface ExistingHoliday {
  name: string;
  start_date: string;
  holiday_type: string;
}

/**
 * The national holidays a company does not have yet: one is there when a national row of the same year
 * bears its name (HR may have moved it), or when a national row of a name the package does not give
 * starts on its day (HR renamed it); so loading twice adds nothing, and two holidays on one day both come.
 */
export function holidaysToAdd(wanted: readonly NationalHoliday[], existing: readonly ExistingHoliday[]): NationalHoliday[] {
  const key = (date: string, name: string) => `${date.slice(0, 4)}|${name.trim().toLowerCase()}`;
  const wantedKeys = new Set(wanted.map((row) => key(row.start, row.name)));
  const national = existing.filter((row) => row.holiday_type === "national");
  const named = new Set(national.map((row) => key(row.start_date, row.name)));
  const renamedOn = new Set(national.filter((row) => !wantedKeys.has(key(row.start_date, row.name))).map((row) => row.start_date));
  return wanted.filter((row) => !named.has(key(row.start, row.name)) && !renamedOn.has(row.start));
}
