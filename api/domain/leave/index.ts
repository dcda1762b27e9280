/**
 * Leave balances from the rules (docs/decisions/0030-leave-balances-from-the-rules.md): what a
 * rule grants an employee in a year as of a day, what the company's mass leave (cuti bersama) takes from
 * it, what expires, and which days a leave counts. Pure: no framework, no database.
 */
import type { EmploymentStatus, LeaveCalculation } from "../../../contract/enums";
import { addDays, weekdayIndex } from "../attendance/index";

// ---- days ---------------------------------------------------------------------------------------------

/** Every date from `start` to `end` inclusive ("YYYY-MM-DD"); at most `max` of them. */
export function datesBetween(start: string, end: string, max = 366): string[] {
  const dates: string[] = [];
  for (let date = start; date <= end && dates.length < max; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** A rest day of a 5- or 6-day week: Sunday, and Saturday in a 5-day week. */
export function isRestDay(date: string, workDays: number): boolean {
  const weekday = weekdayIndex(date); // 0 Monday … 6 Sunday
  return weekday === 6 || (workDays === 5 && weekday === 5);
}

/**
 * The days a leave counts: every day of the range (calendar_day), or only the working days — not the rest
 * days of the employee's week, not the company's holidays (work_day). docs/decisions/0029.
 */
export function countedDays(start: string, end: string, calculation: LeaveCalculation, workDays: number, daysOff: ReadonlySet<string>): string[] {
  const dates = datesBetween(start, end);
  return calculation === "calendar_day" ? dates : dates.filter((date) => !isRestDay(date, workDays) && !daysOff.has(date));
}

// ---- rules --------------------------------------------------------------------------------------------

export interface LeaveRuleTerms {
  distribution: string;
  quota_type: string;
  amount: string | number | null;
  /** "YYYY-MM-DD": its month and day are the grant day of every year (annual rules). */
  distribution_date: string | null;
  /** "YYYY-MM-DD": its month and day end the year's balance (annual rules). */
  expiration_date: string | null;
  /** Empty: every status. */
  employment_status: readonly string[];
  /** Months of continuous service before the rule grants anything (UU 13/2003 art. 79: 12 for annual leave). */
  min_service_months: number;
}

export interface LeaveEmployee {
  status: EmploymentStatus | string | null;
  /** "YYYY-MM-DD"; unknown counts as served long enough (docs/decisions/0030). */
  join_date: string | null;
  active: boolean;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const md = (date: string) => date.slice(5, 10);

/** Whether the rule applies to the employee's employment status at all (an active employee). */
export function isEligible(rule: Pick<LeaveRuleTerms, "employment_status">, employee: LeaveEmployee): boolean {
  if (!employee.active) return false;
  return rule.employment_status.length === 0 || rule.employment_status.includes(employee.status ?? "");
}

/** `date` plus whole calendar months; a day past the month's end falls on its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** The day the employee has served the rule's minimum months (their join date when it asks none); null when unknown. */
export function eligibleFrom(rule: Pick<LeaveRuleTerms, "min_service_months">, employee: Pick<LeaveEmployee, "join_date">): string | null {
  if (!employee.join_date) return null;
  return rule.min_service_months > 0 ? addMonths(employee.join_date, rule.min_service_months) : employee.join_date;
}

/** The day a year's annual grant is given: the distribution date's month and day in that year (1 January without one). */
export function grantDay(rule: Pick<LeaveRuleTerms, "distribution_date">, year: number): string {
  const day = rule.distribution_date ? md(rule.distribution_date) : "01-01";
  // 29 February in a year without one: the 28th.
  return day === "02-29" && new Date(Date.UTC(year, 1, 29)).getUTCMonth() !== 1 ? `${year}-02-28` : `${year}-${day}`;
}

/**
 * The day a year's annual balance expires (what is left is taken the day after), or null: the expiration
 * date's month and day in the balance's year, or in the next year when that comes before the grant day
 * (a July grant expiring 30 June).
 */
export function expiryDay(rule: Pick<LeaveRuleTerms, "distribution" | "distribution_date" | "expiration_date">, year: number): string | null {
  if (rule.distribution !== "annual" || !rule.expiration_date) return null;
  const day = md(rule.expiration_date);
  const grant = md(grantDay(rule, year));
  return `${day < grant ? year + 1 : year}-${day === "02-29" ? "02-28" : day}`;
}

export interface Entitlement {
  /** What the rule has granted for the year up to `today` (0 for an unlimited rule or an ineligible employee). */
  entitled: number;
  /** The first day anything was granted, or null: mass leave before it is not taken from the balance. */
  grantedFrom: string | null;
}

const NONE: Entitlement = { entitled: 0, grantedFrom: null };

/**
 * What a fixed rule grants an employee for `year` as of `today` (docs/decisions/0030):
 * - annual: the amount on the grant day; an employee who reaches the rule's service (or joins) after that
 *   day gets, on that day, the amount prorated by the months left in the year counting that month —
 *   floor(amount × months ÷ 12) in whole units;
 * - monthly: the amount on the first day of each month from the month service is reached, up to `today`.
 * A year already past counts as of its last day.
 */
export function entitlementFor(rule: LeaveRuleTerms, employee: LeaveEmployee, year: number, today: string): Entitlement {
  if (rule.quota_type !== "fixed" || !isEligible(rule, employee)) return NONE;
  const amount = Number(rule.amount ?? 0);
  if (!(amount > 0)) return NONE;
  const asOf = today.slice(0, 4) > String(year) ? `${year}-12-31` : today;
  const yearStart = `${year}-01-01`;
  const from = eligibleFrom(rule, employee);
  if (from && from > `${year}-12-31`) return NONE;
  if (rule.distribution === "monthly") {
    if (from && asOf < from) return NONE;
    const first = from && from > yearStart ? Number(from.slice(5, 7)) : 1;
    const last = asOf < yearStart ? 0 : Number(asOf.slice(5, 7));
    const months = Math.max(0, last - first + 1);
    if (!months) return NONE;
    const grantedFrom = from && from > yearStart ? from : yearStart;
    return { entitled: round2(amount * months), grantedFrom };
  }
  const grant = grantDay(rule, year);
  if (!from || from <= grant) return asOf >= grant ? { entitled: amount, grantedFrom: grant } : NONE;
  if (asOf < from) return NONE;
  const months = 12 - Number(from.slice(5, 7)) + 1;
  return { entitled: Math.floor((amount * months) / 12), grantedFrom: from };
}

// ---- balances -----------------------------------------------------------------------------------------

export interface BalanceFigures {
  entitled: number;
  used: number;
  adjustment: number;
  /** Working days of the company's mass leave taken from this balance (docs/decisions/0030). */
  mass_leave?: number;
}

/**
 * What is left of a balance, and what expired: once the expiry day has passed, whatever was left is
 * expired and nothing remains; an overdrawn balance stays negative.
 */
export function balanceOf(figures: BalanceFigures, expiresOn: string | null, today: string): { expired: number; remaining: number } {
  const left = round2(figures.entitled + figures.adjustment - figures.used - (figures.mass_leave ?? 0));
  if (expiresOn && today > expiresOn && left > 0) return { expired: left, remaining: 0 };
  return { expired: 0, remaining: left };
}

/**
 * The working days of mass leave (cuti bersama) taken from an employee's balance: the days of the
 * rule's mass leave in the year, on or after the balance's first grant, that are not rest days of the
 * employee's week nor other holidays (they would not have been taken as leave either).
 */
export function massLeaveDays(
  massLeave: readonly { start: string; end: string }[],
  year: number,
  grantedFrom: string | null,
  workDays: number,
  holidays: ReadonlySet<string>,
): number {
  if (!grantedFrom) return 0;
  const days = new Set<string>();
  for (const range of massLeave) {
    const start = range.start < grantedFrom ? grantedFrom : range.start;
    const end = range.end > `${year}-12-31` ? `${year}-12-31` : range.end;
    if (start > end) continue;
    for (const date of countedDays(start, end, "work_day", workDays, holidays)) days.add(date);
  }
  return days.size;
}
