/**
 * Overtime pay (PP 35/2021 Pasal 31–32; Kepmen 102/2004 Pasal 11).
 *
 * - Hourly wage = 1/173 × monthly wage base.
 * - Working day: 1st hour 1.5×, every further hour 2×.
 * - Rest day / public holiday: 5-day week hours 1–8 2×, hour 9 3×, hours 10–12 4×; 6-day week hours 1–7
 *   2×, hour 8 3×, hours 9–11 4×. Hours beyond the last tier are paid at 4× and reported as a warning.
 *   (The 6-day-week variant for a holiday on the shortest working day is not modelled.)
 * - Wage base: basic + fixed allowances; when there are non-fixed allowances, the greater of that and
 *   75 % of the total wage (75 % rounded to the nearest rupiah, halves up).
 * - Limits (warnings, not errors): 4 h per working day and 18 h per ISO week (Monday–Sunday) of
 *   working-day overtime; rest days and holidays are not counted (PP 35/2021 Pasal 26). The weekly
 *   check only sees the entries passed in (a week crossing a month boundary is checked per call).
 *
 * Rounding: hours are taken to the minute; a day's pay = wage base × Σ(minutes × multiplier) ÷ (173 × 60),
 * computed exactly and rounded once per day to the nearest rupiah (halves up); the total is the sum of
 * the days, so the lines add up. The hourly wage shown is rounded for display only and never multiplied.
 */
import { formatDate, isInPeriod, isoWeekStart, parseDate, type Period } from "./dates";
import { applyRate, mulDiv, rupiah } from "./money";
import { OVERTIME_PP35_2021, type OvertimeRules, type OvertimeTier } from "./rates";
import type { PayrollWarning } from "./types";

export type OvertimeDayType = "working" | "rest" | "holiday";

export interface OvertimeEntry {
  /** "YYYY-MM-DD" */
  date: string;
  hours: number;
  dayType: OvertimeDayType;
}

export interface OvertimeInput {
  basicSalary: number;
  /** Fixed allowances (paid regardless of attendance). */
  fixedAllowances: number;
  /** Non-fixed allowances (e.g. attendance-based meal/transport); > 0 triggers the 75 % rule. */
  nonFixedAllowances: number;
  workDays: 5 | 6;
  entries: readonly OvertimeEntry[];
  /** When given, entries dated outside this month are warned about (still paid). */
  period?: Period;
}

export interface OvertimeTierUse {
  hours: number;
  multiplier: number;
}

export interface OvertimeDay {
  date: string;
  dayType: OvertimeDayType;
  hours: number;
  /** Σ hours × multiplier, e.g. 3 working hours → 5.5. */
  weightedHours: number;
  tiers: OvertimeTierUse[];
  amount: number;
}

export interface OvertimeWageBase {
  base: number;
  rule: "base_plus_fixed" | "75_percent_of_total";
  basePlusFixed: number;
  totalWage: number;
  seventyFivePercent: number;
}

export interface OvertimeResult {
  wageBase: OvertimeWageBase;
  /** wage base ÷ 173, rounded for display. */
  hourlyWage: number;
  totalHours: number;
  amount: number;
  days: OvertimeDay[];
  warnings: PayrollWarning[];
}

export function overtimeWageBase(basicSalary: number, fixedAllowances: number, nonFixedAllowances: number, rules: OvertimeRules): OvertimeWageBase {
  const basePlusFixed = Math.max(0, rupiah(basicSalary) + rupiah(fixedAllowances));
  const nonFixed = Math.max(0, rupiah(nonFixedAllowances));
  const totalWage = basePlusFixed + nonFixed;
  const seventyFivePercent = applyRate(totalWage, rules.nonFixedWageFloor, "half_up");
  if (nonFixed > 0 && seventyFivePercent > basePlusFixed) {
    return { base: seventyFivePercent, rule: "75_percent_of_total", basePlusFixed, totalWage, seventyFivePercent };
  }
  return { base: basePlusFixed, rule: "base_plus_fixed", basePlusFixed, totalWage, seventyFivePercent };
}

function toMinutes(hours: number): number {
  if (!Number.isFinite(hours) || hours <= 0) return 0;
  return Math.round(hours * 60);
}

/** Splits a day's minutes over the tiers; minutes beyond a bounded last tier stay in that tier. */
function splitTiers(minutes: number, tiers: readonly OvertimeTier[]): { minutes: number; multiplierTenths: number }[] {
  const used: { minutes: number; multiplierTenths: number }[] = [];
  let consumed = 0;
  for (let i = 0; i < tiers.length && consumed < minutes; i += 1) {
    const tier = tiers[i];
    const isLast = i === tiers.length - 1;
    const limit = tier.upToHour === null || isLast ? minutes : Math.min(minutes, tier.upToHour * 60);
    const take = limit - consumed;
    if (take > 0) {
      used.push({ minutes: take, multiplierTenths: tier.multiplierTenths });
      consumed += take;
    }
  }
  return used;
}

function lastTierLimit(tiers: readonly OvertimeTier[]): number | null {
  return tiers.length === 0 ? null : tiers[tiers.length - 1].upToHour;
}

export function overtimePay(input: OvertimeInput, rules: OvertimeRules = OVERTIME_PP35_2021): OvertimeResult {
  const wageBase = overtimeWageBase(input.basicSalary, input.fixedAllowances, input.nonFixedAllowances, rules);
  const warnings: PayrollWarning[] = [];
  const restTiers = input.workDays === 6 ? rules.restDay6 : rules.restDay5;

  // Group the entries by day and day type (two entries on one day share the tiers).
  const groups = new Map<string, { date: string; dayType: OvertimeDayType; minutes: number }>();
  for (const entry of input.entries) {
    const minutes = toMinutes(entry.hours);
    if (minutes === 0) continue;
    const parsed = parseDate(entry.date);
    const date = parsed ? formatDate(parsed) : String(entry.date);
    const dayType: OvertimeDayType = entry.dayType === "rest" || entry.dayType === "holiday" ? entry.dayType : "working";
    const key = `${date}|${dayType}`;
    const group = groups.get(key);
    if (group) group.minutes += minutes;
    else groups.set(key, { date, dayType, minutes });
  }

  const days: OvertimeDay[] = [];
  const weekly = new Map<string, number>();
  const sorted = [...groups.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const group of sorted) {
    const tiers = group.dayType === "working" ? rules.workingDay : restTiers;
    const split = splitTiers(group.minutes, tiers);
    let weightedTenthMinutes = 0;
    for (const part of split) weightedTenthMinutes += part.minutes * part.multiplierTenths;
    const amount = mulDiv(wageBase.base, weightedTenthMinutes, rules.hourlyDivisor * 60 * 10, "half_up");
    const hours = group.minutes / 60;
    days.push({
      date: group.date,
      dayType: group.dayType,
      hours,
      weightedHours: weightedTenthMinutes / 600,
      tiers: split.map((part) => ({ hours: part.minutes / 60, multiplier: part.multiplierTenths / 10 })),
      amount,
    });

    const parsed = parseDate(group.date);
    if (!parsed) {
      warnings.push({ code: "overtime.invalid_date", detail: { date: group.date } });
    } else if (input.period && !isInPeriod(parsed, input.period)) {
      warnings.push({ code: "overtime.outside_period", detail: { date: group.date } });
    }

    if (group.dayType === "working") {
      if (group.minutes > rules.dailyLimitHours * 60) {
        warnings.push({ code: "overtime.daily_limit_exceeded", detail: { date: group.date, hours, limit: rules.dailyLimitHours } });
      }
      if (parsed) {
        const week = formatDate(isoWeekStart(parsed));
        weekly.set(week, (weekly.get(week) ?? 0) + group.minutes);
      }
    } else {
      const max = lastTierLimit(tiers);
      if (max !== null && group.minutes > max * 60) {
        warnings.push({ code: "overtime.rest_day_hours_exceeded", detail: { date: group.date, hours, limit: max } });
      }
    }
  }

  const weeks = [...weekly.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [week, minutes] of weeks) {
    if (minutes > rules.weeklyLimitHours * 60) {
      warnings.push({ code: "overtime.weekly_limit_exceeded", detail: { week_start: week, hours: minutes / 60, limit: rules.weeklyLimitHours } });
    }
  }

  let amount = 0;
  let totalMinutes = 0;
  for (const day of days) amount += day.amount;
  for (const group of sorted) totalMinutes += group.minutes;

  return {
    wageBase,
    hourlyWage: mulDiv(wageBase.base, 1, rules.hourlyDivisor, "half_up"),
    totalHours: totalMinutes / 60,
    amount,
    days,
    warnings,
  };
}
