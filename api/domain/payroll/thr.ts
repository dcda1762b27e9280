/**
 * THR (Tunjangan Hari Raya, Permenaker 6/2016), as of a payment date.
 *
 * - Months of service = whole calendar months completed from the join date to the payment date
 *   (joining on 15 January gives 1 month on 15 February; see `completedMonths`).
 * - Fewer than 1 month: not entitled. 1 to 11 months: months ÷ 12 × one month's wage. 12 months or
 *   more: one month's wage. This is the statutory minimum; a company may pay more.
 * - One month's wage = basic salary + fixed allowances (Permenaker 6/2016 Pasal 3(2)), passed in.
 * - Rounding: the prorated amount is rounded to the nearest rupiah, halves up.
 * - Tax: THR is irregular pay added to the gross (and TER base) of the month it is paid; pass it as
 *   `irregular.thr` to the monthly calculation for that month.
 * Not modelled: the PKWT/PKWTT rules of Pasal 7 for contracts ending shortly before the holiday.
 */
import { completedMonths, parseDate } from "./dates";
import { mulDiv, rupiah } from "./money";
import { THR_PERMENAKER_6_2016, type ThrRules } from "./rates";

export interface ThrInput {
  /** First day of continuous service, "YYYY-MM-DD". */
  joinDate: string;
  /** The date the THR is paid (or computed as of), "YYYY-MM-DD". */
  paymentDate: string;
  /** One month's wage: basic salary + fixed allowances. */
  monthlyWage: number;
}

export interface ThrResult {
  eligible: boolean;
  monthsOfService: number;
  rule: "not_eligible" | "prorated" | "full";
  /** Share of one month's wage: monthsOfService/12, 12/12 when full, 0/12 when not eligible. */
  fraction: { numerator: number; denominator: number };
  monthlyWage: number;
  amount: number;
}

export function calculateThr(input: ThrInput, rules: ThrRules = THR_PERMENAKER_6_2016): ThrResult {
  const monthlyWage = Math.max(0, rupiah(input.monthlyWage));
  const join = parseDate(input.joinDate);
  const paid = parseDate(input.paymentDate);
  const monthsOfService = join && paid ? completedMonths(join, paid) : 0;
  const denominator = rules.fullMonths;
  if (monthsOfService < rules.minMonths) {
    return { eligible: false, monthsOfService, rule: "not_eligible", fraction: { numerator: 0, denominator }, monthlyWage, amount: 0 };
  }
  if (monthsOfService >= rules.fullMonths) {
    return { eligible: true, monthsOfService, rule: "full", fraction: { numerator: denominator, denominator }, monthlyWage, amount: monthlyWage };
  }
  return {
    eligible: true,
    monthsOfService,
    rule: "prorated",
    fraction: { numerator: monthsOfService, denominator },
    monthlyWage,
    amount: mulDiv(monthlyWage, monthsOfService, denominator, "half_up"),
  };
}
