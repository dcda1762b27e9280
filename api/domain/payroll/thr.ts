/**
 * THR (Tunjangan Hari Raya, Permenaker 6/2016) of one employee, as of the date service is counted to
 * (docs/payroll-rules.md B9; the THR run counts to the holiday, or to an earlier end of employment).
 *
 * - Months of service = whole calendar months completed from the join date to that date (joining on
 *   15 January gives 1 month on 15 February; see `completedMonths`); days of service = the calendar days
 *   between the two dates (15 January → 15 February is 31).
 * - Fewer than 1 month: not entitled. 12 months or more: one month's wage. In between, prorated by the
 *   company's method: "month" (the regulation's, Pasal 3(1)(b)): months ÷ 12 × one month's wage; "day":
 *   days ÷ 365 × one month's wage. This is the statutory minimum; a company may pay more.
 * - One month's wage = basic salary + fixed allowances (Permenaker 6/2016 Pasal 3(2)), passed in.
 * - Rounding: the prorated amount is rounded to the nearest rupiah, halves up.
 * - Tax: THR is irregular pay added to the gross (and TER base) of the month it is paid; pass it as
 *   `irregular.thr` to the monthly calculation for that month.
 * Who is in a THR run at all (the holiday, fixed-term contracts ending before it, once a year) is
 * `thr-run.ts`.
 */
import type { ThrMethod } from "../../../contract/thr";
import { completedMonths, epochDay, parseDate } from "./dates";
import { mulDiv, rupiah } from "./money";
import { THR_PERMENAKER_6_2016, type ThrRules } from "./rates";


export interface ThrInput {
  /** First day of continuous service, "YYYY-MM-DD". */
  joinDate: string;
  /** The date service is counted to, "YYYY-MM-DD". */
  asOfDate: string;
  /** One month's wage: basic salary + fixed allowances. */
  monthlyWage: number;
  /** How service of 1 to 12 months is prorated; "month" unless given. */
  method?: ThrMethod;
}

export interface ThrResult {
  eligible: boolean;
  monthsOfService: number;
  daysOfService: number;
  rule: "not_eligible" | "prorated" | "full";
  /** Share of one month's wage: months/12 or days/365 when prorated, 12/12 when full, 0/12 when not eligible. */
  fraction: { numerator: number; denominator: number };
  monthlyWage: number;
  amount: number;
}

export function calculateThr(input: ThrInput, rules: ThrRules = THR_PERMENAKER_6_2016): ThrResult {
  const monthlyWage = Math.max(0, rupiah(input.monthlyWage));
  const join = parseDate(input.joinDate);
  const asOf = parseDate(input.asOfDate);
  const monthsOfService = join && asOf ? completedMonths(join, asOf) : 0;
  const daysOfService = join && asOf ? Math.max(0, epochDay(asOf) - epochDay(join)) : 0;
  const denominator = rules.fullMonths;
  const base = { monthsOfService, daysOfService, monthlyWage };
  if (monthsOfService < rules.minMonths) {
    return { ...base, eligible: false, rule: "not_eligible", fraction: { numerator: 0, denominator }, amount: 0 };
  }
  if (monthsOfService >= rules.fullMonths) {
    return { ...base, eligible: true, rule: "full", fraction: { numerator: denominator, denominator }, amount: monthlyWage };
  }
  const fraction = input.method === "day" ? { numerator: daysOfService, denominator: rules.daysInYear } : { numerator: monthsOfService, denominator };
  // Just under 12 months across a 29 February is 365 days: one wage at most.
  const amount = Math.min(monthlyWage, mulDiv(monthlyWage, fraction.numerator, fraction.denominator, "half_up"));
  return { ...base, eligible: true, rule: "prorated", fraction, amount };
}
