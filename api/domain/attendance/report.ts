/**
 * The attendance report's counting rules (Attendance › Report, docs/specification.md §2), pure.
 * The API counts in SQL (api/attendance/report.ts) by exactly these rules, so that it stays one query for
 * thousands of employees; `tallyDays` is the same count over a list of days, the reference the tests hold
 * the SQL to.
 */
import type { ReportDayCountsOut } from "../../../contract/responses/attendance";
import { addDays, isTimed, type Shift } from "./index";

/** The longest period one report covers (a year, leap day included). */
export const MAX_REPORT_DAYS = 366;

/** The first and last day of the month of a date ("2026-11-25" → 2026-11-01 … 2026-11-30). */
export function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  const next = new Date(Date.parse(`${from}T00:00:00Z`));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

/** Days from `from` to `to`, both counted (0 when `to` is before `from`). */
export function daysInPeriod(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1);
}

export type PeriodProblem = "order" | "tooLong";

/** What is wrong with a period, if anything: the end before the start, or more than MAX_REPORT_DAYS. */
export function periodProblem(from: string, to: string): PeriodProblem | null {
  if (to < from) return "order";
  if (daysInPeriod(from, to) > MAX_REPORT_DAYS) return "tooLong";
  return null;
}

/**
 * A scheduled day: the day's shift (roster, else the group's weekly schedule) is a timed working shift,
 * and the day is not a holiday (Leave › Holiday). Free shifts, days off and holidays are not scheduled.
 */
export function isScheduled(shift: Shift | null | undefined, holiday: boolean): boolean {
  return isTimed(shift) && !holiday;
}

/** One day of one employee as the report sees it: whether it was scheduled, and its record if any. */
export interface ReportDay {
  scheduled: boolean;
  record: { status: string; late_minutes: number; early_minutes: number; clocked_in: boolean } | null;
}

/** The counts the report makes of a list of days: the contract's, without the overtime (read apart). */
export type ReportFigures = ReportDayCountsOut;

export const EMPTY_FIGURES: ReportFigures = { scheduled: 0, present: 0, late: 0, late_minutes: 0, early: 0, early_minutes: 0, absent: 0, missed: 0, leave: 0, on_duty: 0 };

/**
 * The counts of a list of days: present counts a day with a clock-in; late and early count the days with
 * minutes and add the minutes up; absent, missed, leave and on duty count the records of that status.
 */
export function tallyDays(days: readonly ReportDay[]): ReportFigures {
  const out = { ...EMPTY_FIGURES };
  for (const day of days) {
    if (day.scheduled) out.scheduled++;
    const r = day.record;
    if (!r) continue;
    if (r.clocked_in) out.present++;
    if (r.late_minutes > 0) {
      out.late++;
      out.late_minutes += r.late_minutes;
    }
    if (r.early_minutes > 0) {
      out.early++;
      out.early_minutes += r.early_minutes;
    }
    if (r.status === "absent") out.absent++;
    if (r.status === "missed") out.missed++;
    if (r.status === "leave") out.leave++;
    if (r.status === "on_duty") out.on_duty++;
  }
  return out;
}

/** Sums figures (the report's totals row). */
export function addFigures(a: ReportFigures, b: ReportFigures): ReportFigures {
  return Object.fromEntries(Object.keys(EMPTY_FIGURES).map((key) => [key, a[key as keyof ReportFigures] + b[key as keyof ReportFigures]])) as unknown as ReportFigures;
}

/** The report's highlight of a figure (docs/specification.md §9): late and early yellow, missed and absent red. */
export function highlightOf(figure: keyof ReportFigures, value: number): "warning" | "danger" | null {
  if (value <= 0) return null;
  if (figure === "late" || figure === "late_minutes" || figure === "early" || figure === "early_minutes") return "warning";
  if (figure === "absent" || figure === "missed") return "danger";
  return null;
}
