/** Shapes shared by the payroll calculators. */

/** A JSON-safe value, for line details and warning details. */
export type DetailValue = string | number | boolean | null | readonly DetailValue[] | { readonly [key: string]: DetailValue };
export type Detail = { readonly [key: string]: DetailValue };

/**
 * A non-blocking finding (e.g. overtime above the legal limit). `code` is a stable machine key a UI can
 * translate; `detail` holds the figures to show with it.
 */
export interface PayrollWarning {
  code: string;
  detail?: Detail;
}

/**
 * What a line contributes:
 * - earning: part of the gross pay
 * - employer: an employer contribution (not paid out)
 * - deduction: withheld from the employee (BPJS employee parts, PPh 21; a negative PPh 21 is a refund)
 * - subtotal / total: a sum shown for readability (gross, taxable gross, take-home)
 * - tax: a step of the tax computation (TER step, annual recalculation) that is not itself paid or withheld
 */
export type LineKind = "earning" | "employer" | "deduction" | "subtotal" | "total" | "tax";

/** One step of the computation, with a stable machine key (e.g. "allowance.housing", "annual.pkp"). */
export interface PayrollLine {
  key: string;
  kind: LineKind;
  /** Integer rupiah. */
  amount: number;
  /** The base, rate (in percent) and other figures used, for display. */
  detail?: Detail;
}
