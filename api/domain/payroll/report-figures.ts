/**
 * What the payroll reports show of a saved item (docs/payroll-rules.md "Payroll reports and bank files",
 * docs/decisions/0036-payroll-reports-and-bank-files.md): read from the item's columns and lines exactly
 * as the run saved them, never computed again — only summed. Pure.
 *
 * - The no-NPWP surcharge (payroll-rules.md B7): the engine writes a `pph21.npwp_surcharge` line in a TER
 *   month and an `annual.npwp_surcharge` line in the final period whenever the employee has no valid
 *   NPWP/NIK, so the line's presence is the flag. A TER month's surcharge is its line's amount. The final
 *   period's PPh 21 is the year's tax less what was withheld, so its share of the surcharge is the year's
 *   surcharge (`annual.surcharge`) less the surcharges of the earlier months' items: the months' surcharges
 *   then add up to the year's, as their PPh 21 adds up to the year's tax.
 */
import type { AnnualFigures } from "./run";

/** The keys of the surcharge lines (api/domain/payroll/monthly.ts writes them). */
export const SURCHARGE_LINE_KEYS = ["pph21.npwp_surcharge", "annual.npwp_surcharge"] as const;

/** An item's tax as saved: its PPh 21, taxable gross, the surcharge line (when there is one) and the final-period figures. */
export interface SavedTax {
  month: number;
  gross_income: number;
  pph21: number;
  /** The amount of the item's surcharge line; null when it has none (a valid NPWP/NIK). */
  surcharge_line: number | null;
  annual: AnnualFigures | null;
}

export interface TaxCell {
  taxable_gross: number;
  pph21: number;
  surcharge: number;
  method: "ter" | "annual";
  npwp_valid: boolean;
}

/** One month's figures of an employee; `earlierSurcharges` is Σ surcharge of the same year's earlier items (final period only). */
export function taxCell(item: SavedTax, earlierSurcharges: number): TaxCell {
  const final = item.annual !== null;
  return {
    taxable_gross: item.gross_income,
    pph21: item.pph21,
    surcharge: final ? item.annual!.surcharge - earlierSurcharges : (item.surcharge_line ?? 0),
    method: final ? "annual" : "ter",
    npwp_valid: item.surcharge_line === null,
  };
}

/** An employee's year: the twelve months (null where there is no item) and their sums, and the final period's recalculation. */
export interface TaxYear {
  months: (TaxCell | null)[];
  taxable_gross: number;
  pph21: number;
  surcharge: number;
  /** The December or leaving-month recalculation (the last final period of the year), with its month. */
  final: (AnnualFigures & { month: number }) | null;
}

/** The year of one employee from their saved items of the year (any order). */
export function taxYear(items: readonly SavedTax[]): TaxYear {
  const sorted = [...items].sort((a, b) => a.month - b.month);
  const months: (TaxCell | null)[] = Array.from({ length: 12 }, () => null);
  let surcharges = 0;
  let final: TaxYear["final"] = null;
  for (const item of sorted) {
    const cell = taxCell(item, surcharges);
    months[item.month - 1] = cell;
    surcharges += cell.surcharge;
    if (item.annual) final = { ...item.annual, month: item.month };
  }
  const sum = (key: "taxable_gross" | "pph21" | "surcharge") => months.reduce((total, cell) => total + (cell ? cell[key] : 0), 0);
  return { months, taxable_gross: sum("taxable_gross"), pph21: sum("pph21"), surcharge: sum("surcharge"), final };
}

/** Σ of each named figure over the rows: the reports' totals. */
export function totalsOf<K extends string>(rows: readonly Readonly<Record<K, number>>[], keys: readonly K[]): Record<K, number> {
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) for (const key of keys) totals[key] += row[key];
  return totals;
}

/** "k/3" → "K/3", the way the tax forms write a PTKP status. */
export const ptkpLabel = (status: string | null) => (status ? status.toUpperCase() : "");
