/**
 * Calendar helpers on plain "YYYY-MM-DD" strings. No `Date` time zones are involved: all arithmetic
 * is on year/month/day integers (day counts use UTC epoch days, which has no DST).
 */

export interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number; // 1–31
}

export interface Period {
  year: number;
  month: number; // 1–12
}

/** Parses "YYYY-MM-DD" (an optional time part is ignored). Returns null for anything invalid. */
export function parseDate(text: string | undefined | null): CalendarDate | null {
  if (!text) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function formatDate(d: CalendarDate): string {
  return `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Days since 1970-01-01 (UTC), for differences and weekday computations. */
export function epochDay(d: CalendarDate): number {
  return Math.round(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000);
}

export function fromEpochDay(n: number): CalendarDate {
  const date = new Date(n * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** -1, 0 or 1. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  const x = epochDay(a);
  const y = epochDay(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function comparePeriods(a: Period, b: Period): number {
  const x = a.year * 12 + a.month;
  const y = b.year * 12 + b.month;
  return x < y ? -1 : x > y ? 1 : 0;
}

export function periodStart(p: Period): CalendarDate {
  return { year: p.year, month: p.month, day: 1 };
}

export function periodEnd(p: Period): CalendarDate {
  return { year: p.year, month: p.month, day: daysInMonth(p.year, p.month) };
}

export function isInPeriod(d: CalendarDate, p: Period): boolean {
  return d.year === p.year && d.month === p.month;
}

/** The Monday of the ISO week containing `d`. */
export function isoWeekStart(d: CalendarDate): CalendarDate {
  const n = epochDay(d);
  // 1970-01-01 was a Thursday; (n + 3) mod 7 gives 0 for Monday.
  const weekday = (((n + 3) % 7) + 7) % 7;
  return fromEpochDay(n - weekday);
}

/** `d` plus `months` calendar months; the day is clamped to the end of a shorter month (Jan 31 + 1 → Feb 28/29). */
export function addMonths(d: CalendarDate, months: number): CalendarDate {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

/**
 * Whole months of service from `start` (the first day of work) to `asOf`: the largest n such that
 * start + n months ≤ asOf. Joining on 15 January gives 1 month on 15 February. 0 when asOf < start.
 */
export function completedMonths(start: CalendarDate, asOf: CalendarDate): number {
  if (compareDates(asOf, start) < 0) return 0;
  let n = (asOf.year - start.year) * 12 + (asOf.month - start.month);
  while (n > 0 && compareDates(addMonths(start, n), asOf) > 0) n -= 1;
  return Math.max(0, n);
}
