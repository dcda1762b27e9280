/**
 * Indonesia's public holidays and cuti bersama (collective leave, SKB 3 Menteri), pure data: the fixed
 * and Easter-based dates of any year, and the lunar ones (Islamic, Chinese, Balinese and Buddhist
 * calendars) as announced for the years listed. Dates of the lunar holidays are approximate.
 */
import { addDays } from "./index";

export interface Holiday {
  name: string;
  /** "YYYY-MM-DD". */
  start: string;
  /** The last day of a holiday of several days. */
  end?: string;
  /** Cuti bersama: counted against annual leave. */
  collective?: boolean;
}

const LUNAR_HOLIDAYS: Record<number, Holiday[]> = {
  2025: [
    { name: "Isra Mikraj Nabi Muhammad SAW", start: "2025-01-27" },
    { name: "Tahun Baru Imlek 2576 Kongzili", start: "2025-01-29" },
    { name: "Cuti Bersama Tahun Baru Imlek", start: "2025-01-28", collective: true },
    { name: "Hari Suci Nyepi Tahun Baru Saka 1947", start: "2025-03-29" },
    { name: "Cuti Bersama Hari Suci Nyepi", start: "2025-03-28", collective: true },
    { name: "Hari Raya Idul Fitri 1446 H", start: "2025-03-31", end: "2025-04-01" },
    { name: "Cuti Bersama Idul Fitri 1446 H", start: "2025-04-02", end: "2025-04-07", collective: true },
    { name: "Hari Raya Waisak 2569 BE", start: "2025-05-12" },
    { name: "Cuti Bersama Hari Raya Waisak", start: "2025-05-13", collective: true },
    { name: "Cuti Bersama Kenaikan Yesus Kristus", start: "2025-05-30", collective: true },
    { name: "Hari Raya Idul Adha 1446 H", start: "2025-06-06" },
    { name: "Cuti Bersama Idul Adha", start: "2025-06-09", collective: true },
    { name: "Tahun Baru Islam 1447 H", start: "2025-06-27" },
    { name: "Cuti Bersama Hari Kemerdekaan", start: "2025-08-18", collective: true },
    { name: "Maulid Nabi Muhammad SAW", start: "2025-09-05" },
    { name: "Cuti Bersama Hari Raya Natal", start: "2025-12-26", collective: true },
  ],
  2026: [
    { name: "Isra Mikraj Nabi Muhammad SAW", start: "2026-01-16" },
    { name: "Tahun Baru Imlek 2577 Kongzili", start: "2026-02-17" },
    { name: "Cuti Bersama Tahun Baru Imlek", start: "2026-02-16", collective: true },
    { name: "Hari Suci Nyepi Tahun Baru Saka 1948", start: "2026-03-19" },
    { name: "Hari Raya Idul Fitri 1447 H", start: "2026-03-20", end: "2026-03-21" },
    { name: "Cuti Bersama Idul Fitri 1447 H", start: "2026-03-23", end: "2026-03-24", collective: true },
    { name: "Cuti Bersama Kenaikan Yesus Kristus", start: "2026-05-15", collective: true },
    { name: "Hari Raya Idul Adha 1447 H", start: "2026-05-27" },
    { name: "Cuti Bersama Idul Adha", start: "2026-05-28", collective: true },
    { name: "Hari Raya Waisak 2570 BE", start: "2026-05-31" },
    { name: "Tahun Baru Islam 1448 H", start: "2026-06-16" },
    { name: "Maulid Nabi Muhammad SAW", start: "2026-08-25" },
    { name: "Cuti Bersama Hari Raya Natal", start: "2026-12-24", collective: true },
  ],
  2027: [
    { name: "Isra Mikraj Nabi Muhammad SAW", start: "2027-01-05" },
    { name: "Tahun Baru Imlek 2578 Kongzili", start: "2027-02-06" },
    { name: "Hari Suci Nyepi Tahun Baru Saka 1949", start: "2027-03-08" },
    { name: "Hari Raya Idul Fitri 1448 H", start: "2027-03-10", end: "2027-03-11" },
    { name: "Cuti Bersama Idul Fitri 1448 H", start: "2027-03-09", collective: true },
    { name: "Cuti Bersama Idul Fitri 1448 H", start: "2027-03-12", collective: true },
    { name: "Hari Raya Idul Adha 1448 H", start: "2027-05-17" },
    { name: "Hari Raya Waisak 2571 BE", start: "2027-05-20" },
    { name: "Tahun Baru Islam 1449 H", start: "2027-06-06" },
    { name: "Maulid Nabi Muhammad SAW", start: "2027-08-15" },
    { name: "Cuti Bersama Hari Raya Natal", start: "2027-12-24", collective: true },
  ],
};

const pad = (n: number) => String(n).padStart(2, "0");

/** Easter Sunday, "YYYY-MM-DD" (anonymous Gregorian algorithm). */
export function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A year's holidays in date order (a year without announced lunar dates gets the fixed ones only). */
export function holidays(year: number): Holiday[] {
  const e = easter(year);
  const list: Holiday[] = [
    { name: `Tahun Baru ${year} Masehi`, start: `${year}-01-01` },
    { name: "Wafat Yesus Kristus", start: addDays(e, -2) },
    { name: "Kebangkitan Yesus Kristus (Paskah)", start: e },
    { name: "Hari Buruh Internasional", start: `${year}-05-01` },
    { name: "Kenaikan Yesus Kristus", start: addDays(e, 39) },
    { name: "Hari Lahir Pancasila", start: `${year}-06-01` },
    { name: "Hari Kemerdekaan Republik Indonesia", start: `${year}-08-17` },
    { name: "Hari Raya Natal", start: `${year}-12-25` },
    ...(LUNAR_HOLIDAYS[year] ?? []),
  ];
  return list.sort((a, b) => a.start.localeCompare(b.start));
}
