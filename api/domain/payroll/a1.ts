/**
 * The 1721-A1 / BPA1 figures of one employee and year (docs/statutory-exports.md §5),
 * from the employee's SAVED payroll items of the year up to the final tax period (December, or the month
 * of leaving). Lines 1–7 and 10 are sums of the items' columns; lines 9 and 13–20 are the final month's
 * saved recalculation (`annual`, docs/payroll-rules.md B5), so the A1 shows what the payslip withheld.
 * Pure: the BPA1 XML (./coretax.ts) and the A1 PDF (api/payroll/tax-a1-pdf.ts) both read it.
 *
 * Where each column goes (docs/statutory-exports.md §5):
 *  1 salary ← basic_salary · 2 PPh allowance ← tax_allowance · 3 other allowances and overtime ← the six
 *  allowances, overtime_pay and one-off other income · 4 honorarium and 6 natura ← none in the engine ·
 *  5 insurance paid by the employer ← JKK + JKM + BPJS Kesehatan employer · 7 bonus, THR ← thr, bonus and
 *  the yard and job bonuses · 10 pension contribution ← employee JHT + JP · 11 zakat ← none in the engine.
 * The opening figures of the months before the first saved month (docs/payroll-rules.md B14) add to each
 * line as the previous system reported it, and move the first month back to theirs.
 */
import { ALLOWANCE_KEYS } from "./monthly";
import { openingGross, type OpeningBalance } from "./opening";
import type { AnnualFigures, RunItem } from "./run";

/** The saved item's columns the A1 reads (payroll_items; integer rupiah). */
export const A1_COLUMNS = [
  "basic_salary",
  ...ALLOWANCE_KEYS.map((key) => `allowance_${key}` as const),
  "overtime_pay",
  "yard_bonus",
  "job_bonus_normal",
  "job_bonus_complex",
  "thr",
  "bonus",
  "other_earnings",
  "tax_allowance",
  "gross_income",
  "bpjs_jkk",
  "bpjs_jkm",
  "bpjs_ks_employer",
  "bpjs_tk_jht_employee",
  "bpjs_tk_jp_employee",
  "pph21",
] as const satisfies readonly (keyof RunItem)[];

/** One saved item as the A1 reads it: its month, the columns, and the final period's recalculation. */
export type A1Item = Record<(typeof A1_COLUMNS)[number], number> & { month: number; annual: AnnualFigures | null };

export interface A1Lines {
  salary: number;
  taxAllowance: number;
  otherAllowances: number;
  honorarium: number;
  insurance: number;
  natura: number;
  bonus: number;
  gross: number;
  biayaJabatan: number;
  pension: number;
  zakat: number;
  deductions: number;
  net: number;
  previousNet: number;
  netYear: number;
  ptkp: number;
  pkp: number;
  taxOnPkp: number;
  previousTax: number;
  taxPayable: number;
  /** Coretax's settlement lines: withheld January to the month before the final one, and the final month's PPh 21. */
  withheld: number;
  finalMonth: number;
}

/** The form's numbered lines (B. 1–20) in order, each with its figure's key. */
export const A1_NUMBERED: readonly (readonly [number, keyof A1Lines])[] = [
  [1, "salary"],
  [2, "taxAllowance"],
  [3, "otherAllowances"],
  [4, "honorarium"],
  [5, "insurance"],
  [6, "natura"],
  [7, "bonus"],
  [8, "gross"],
  [9, "biayaJabatan"],
  [10, "pension"],
  [11, "zakat"],
  [12, "deductions"],
  [13, "net"],
  [14, "previousNet"],
  [15, "netYear"],
  [16, "ptkp"],
  [17, "pkp"],
  [18, "taxOnPkp"],
  [19, "previousTax"],
  [20, "taxPayable"],
];

export interface A1 {
  /** First month of income in the year (the opening figures' first month, else the first saved item). */
  monthStart: number;
  /** The final tax period: 12, or the month of leaving. */
  monthEnd: number;
  lines: A1Lines;
  /**
   * Whether the items' sums are those the final month was computed on (gross and pension). False when an
   * earlier month was run again after the final one: the final month must be run again.
   */
  consistent: boolean;
}

/** The final-period item of the employee's items (the one with the recalculation), or null. */
export function finalItem<T extends Pick<A1Item, "month" | "annual">>(items: readonly T[]): T | null {
  let found: T | null = null;
  for (const item of items) if (item.annual && (!found || item.month > found.month)) found = item;
  return found;
}

/**
 * The A1 of the items (one employee, one year) and the employee's opening figures of that year, if any.
 * Throws when none of the items is a final tax period.
 */
export function a1Figures(items: readonly A1Item[], opening: OpeningBalance | null = null): A1 {
  const last = finalItem(items);
  if (!last?.annual) throw new Error("a1Figures: no item of a final tax period");
  const annual = last.annual;
  const year = items.filter((item) => item.month <= last.month);
  const total = (pick: (item: A1Item) => number) => year.reduce((acc, item) => acc + pick(item), 0);

  // The opening figures count only when they are before the final month (B14), as the recalculation took them.
  const open = opening && opening.last_month < last.month ? opening : null;
  const before = (field: keyof OpeningBalance) => (open ? open[field] : 0);

  const salary = total((i) => i.basic_salary) + before("salary");
  const taxAllowance = total((i) => i.tax_allowance) + before("tax_allowance");
  const otherAllowances = total((i) => ALLOWANCE_KEYS.reduce((acc, key) => acc + i[`allowance_${key}`], 0) + i.overtime_pay + i.other_earnings) + before("other_allowances");
  const insurance = total((i) => i.bpjs_jkk + i.bpjs_jkm + i.bpjs_ks_employer) + before("insurance");
  const bonus = total((i) => i.thr + i.bonus + i.yard_bonus + i.job_bonus_normal + i.job_bonus_complex) + before("bonus");
  const honorarium = before("honorarium");
  const natura = before("natura");
  const gross = salary + taxAllowance + otherAllowances + honorarium + insurance + natura + bonus;
  const pension = total((i) => i.bpjs_tk_jht_employee + i.bpjs_tk_jp_employee) + before("pension_deduction");
  const zakat = before("zakat");
  const previousNet = 0;
  const previousTax = 0;
  const net = gross - annual.biaya_jabatan - pension - zakat;

  return {
    monthStart: Math.min(...year.map((item) => item.month), ...(open ? [open.first_month] : [])),
    monthEnd: last.month,
    lines: {
      salary,
      taxAllowance,
      otherAllowances,
      honorarium,
      insurance,
      natura,
      bonus,
      gross,
      biayaJabatan: annual.biaya_jabatan,
      pension,
      zakat,
      deductions: annual.biaya_jabatan + pension + zakat,
      net,
      previousNet,
      netYear: net + previousNet,
      ptkp: annual.ptkp,
      pkp: annual.pkp,
      taxOnPkp: annual.tax,
      previousTax,
      taxPayable: annual.tax - previousTax,
      withheld: annual.withheld,
      finalMonth: annual.this_month,
    },
    consistent:
      gross === annual.annual_gross && pension === annual.pension && net === annual.net && total((i) => i.gross_income) + (open ? openingGross(open) : 0) === gross,
  };
}
