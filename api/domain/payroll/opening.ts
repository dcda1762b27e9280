/**
 * Opening year-to-date figures (docs/payroll-rules.md B14): the months of a tax year an employee was paid
 * before the company's first saved month here, as the previous system reported them, by the lines of the
 * 1721-A1. The final tax period (December, or a leaver's month) adds them to the saved months, and the A1
 * and the BPA1 include them. Pure: the API reads and checks the rows (api/payroll/opening-balances.ts).
 */

/** The 1721-A1's income lines (B. 1–7), whose sum is the opening gross (line 8): never typed. */
export const OPENING_INCOME_FIELDS = ["salary", "tax_allowance", "other_allowances", "honorarium", "insurance", "natura", "bonus"] as const;
/** The deductions and the tax withheld: A1 lines 10 and 11, and the PPh 21 of those months. */
export const OPENING_OTHER_FIELDS = ["pension_deduction", "zakat", "pph21_withheld"] as const;
export const OPENING_AMOUNT_FIELDS = [...OPENING_INCOME_FIELDS, ...OPENING_OTHER_FIELDS] as const;
export type OpeningAmountField = (typeof OPENING_AMOUNT_FIELDS)[number];

/** One employee's opening figures of one year, integer rupiah. */
export type OpeningBalance = Record<OpeningAmountField, number> & { first_month: number; last_month: number };

/** A1 line 8 of the opening months: the sum of the income lines. */
export function openingGross(opening: OpeningBalance): number {
  return OPENING_INCOME_FIELDS.reduce((acc, field) => acc + opening[field], 0);
}

/** The months the opening figures cover, first to last. */
export function openingMonths(opening: Pick<OpeningBalance, "first_month" | "last_month">): number[] {
  return Array.from({ length: Math.max(0, opening.last_month - opening.first_month + 1) }, (_, i) => opening.first_month + i);
}

/** The first month of the year the employee was employed: the join month when they joined that year, else January. */
export function firstMonthEmployed(year: number, joinDate: string | null | undefined): number {
  if (!joinDate) return 1;
  const joinYear = Number(joinDate.slice(0, 4));
  if (joinYear < year) return 1;
  if (joinYear > year) return 13;
  return Number(joinDate.slice(5, 7));
}

/**
 * The months of the year up to the final month in which the employee was employed but which neither a
 * saved month here (`saved`, the final month included) nor the opening figures cover: the final period's
 * `openingBalanceMissing` warning names them. Empty when the year is whole.
 */
export function uncoveredMonths(input: { year: number; finalMonth: number; joinDate: string | null | undefined; saved: readonly number[]; opening: Pick<OpeningBalance, "first_month" | "last_month"> | null }): number[] {
  const covered = new Set([...input.saved, input.finalMonth, ...(input.opening ? openingMonths(input.opening) : [])]);
  const from = firstMonthEmployed(input.year, input.joinDate);
  const missing: number[] = [];
  for (let month = from; month <= input.finalMonth; month += 1) if (!covered.has(month)) missing.push(month);
  return missing;
}

/** What is wrong with one employee's opening figures, by field (a message code each). */
export type OpeningProblem =
  | { field: "last_month"; code: "openingMonthsOrder" }
  | { field: "last_month"; code: "openingBeforeFirstSaved"; params: { month: number } }
  | { field: "first_month"; code: "openingBeforeJoin"; params: { month: number } }
  | { field: "year"; code: "openingAfterYear" };

/**
 * The months must run first ≤ last, end before the company's first saved month of the year (`firstSaved`;
 * without one, before December, which the company's own run then computes), and start no earlier than
 * the month the employee joined, in a year they were employed.
 */
export function openingProblems(opening: Pick<OpeningBalance, "first_month" | "last_month">, context: { year: number; firstSaved: number | null; joinDate: string | null | undefined }): OpeningProblem[] {
  const problems: OpeningProblem[] = [];
  if (opening.first_month > opening.last_month) problems.push({ field: "last_month", code: "openingMonthsOrder" });
  const bound = context.firstSaved ?? 12;
  if (opening.last_month >= bound) problems.push({ field: "last_month", code: "openingBeforeFirstSaved", params: { month: bound } });
  const joined = firstMonthEmployed(context.year, context.joinDate);
  if (joined > 12) problems.push({ field: "year", code: "openingAfterYear" });
  else if (opening.first_month < joined) problems.push({ field: "first_month", code: "openingBeforeJoin", params: { month: joined } });
  return problems;
}
