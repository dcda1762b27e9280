/**
 * PPh 21 for permanent employees: TER (PP 58/2023) for January–November and the annual Pasal 17
 * recalculation for the final tax period (December or the month of leaving, PMK 168/2023).
 *
 * Rounding rules (docs/payroll-rules.md is silent on sub-rupiah fractions except for PKP):
 * - TER tax = floor(gross × TER rate [× 120 %]): fractions of a rupiah are dropped, as DJP's e-Bupot
 *   and common payroll practice do. The ×120 % surcharge is applied in the same single rounding.
 * - Biaya jabatan = floor(5 % × annual gross), then capped: the employer's deduction never exceeds the
 *   exact 5 %.
 * - PKP is rounded down to whole thousands (PMK 168/2023 / docs/payroll-rules.md B5).
 * - Pasal 17 tax on a PKP in whole thousands is already an integer (5 % × 1,000 = 50); it is floored for
 *   safety. The ×120 % surcharge on the annual tax is floored too.
 */
import { applyRate, floorToThousands, mulDiv, PPM_ONE, type Ppm } from "./money";
import type { BiayaJabatanRule, RatesInForce, TaxBracket, TerCategory, TerRow, WithholdingStatus } from "./rates";

export function terCategoryFor(status: WithholdingStatus, rates: RatesInForce): TerCategory {
  return rates.terCategory[status];
}

export interface TerLookup {
  category: TerCategory;
  /** 1-based row number in the PP 58/2023 table. */
  row: number;
  /** Exclusive lower bound. */
  lower: number;
  /** Inclusive upper bound; null for the open last row. */
  upper: number | null;
  rate: Ppm;
}

/** The TER row for a monthly gross: lower < gross ≤ upper (bounds inclusive on the upper side). Gross ≤ 0 → row 1. */
export function terLookup(gross: number, category: TerCategory, rates: RatesInForce): TerLookup {
  const table: readonly TerRow[] = rates.ter[category];
  let lower = 0;
  for (let i = 0; i < table.length; i += 1) {
    const row = table[i];
    if (row.upTo === null || gross <= row.upTo) {
      return { category, row: i + 1, lower, upper: row.upTo, rate: row.rate };
    }
    lower = row.upTo;
  }
  // A well-formed table ends with an open row; fall back to the last row otherwise.
  const last = table[table.length - 1];
  return { category, row: table.length, lower, upper: last?.upTo ?? null, rate: last?.rate ?? 0 };
}

export function terRate(gross: number, category: TerCategory, rates: RatesInForce): Ppm {
  return terLookup(gross, category, rates).rate;
}

export interface TerTax {
  /** floor(gross × rate), before any surcharge. */
  base: number;
  /** Extra for no valid NPWP/NIK (0 otherwise). */
  surcharge: number;
  /** base + surcharge = floor(gross × rate × 120 %) without NPWP. */
  total: number;
}

/** PPh 21 for a TER month (January–November). Negative gross is treated as zero. */
export function terTax(gross: number, rate: Ppm, hasValidNpwp: boolean, rates: RatesInForce): TerTax {
  const taxable = Math.max(0, gross);
  const base = applyRate(taxable, rate, "floor");
  if (hasValidNpwp) return { base, surcharge: 0, total: base };
  const total = mulDiv(taxable, BigInt(rate) * BigInt(rates.npwpSurcharge.multiplier), BigInt(PPM_ONE) * BigInt(PPM_ONE), "floor");
  return { base, surcharge: total - base, total };
}

export function ptkpFor(status: WithholdingStatus, rates: RatesInForce): number {
  return rates.ptkp[status];
}

export interface BracketSlice {
  /** Exclusive lower bound of the bracket. */
  from: number;
  /** Inclusive upper bound; null for the open top bracket. */
  upTo: number | null;
  rate: Ppm;
  /** Part of the PKP falling in this bracket. */
  amount: number;
  tax: number;
}

/** Progressive Pasal 17 tax on an annual PKP, with the slices used (only brackets the PKP reaches). */
export function pasal17Tax(pkp: number, brackets: readonly TaxBracket[]): { tax: number; slices: BracketSlice[] } {
  const slices: BracketSlice[] = [];
  let tax = 0;
  let from = 0;
  for (const bracket of brackets) {
    if (pkp <= from) break;
    const top = bracket.upTo === null ? pkp : Math.min(pkp, bracket.upTo);
    const amount = top - from;
    const sliceTax = applyRate(amount, bracket.rate, "floor");
    slices.push({ from, upTo: bracket.upTo, rate: bracket.rate, amount, tax: sliceTax });
    tax += sliceTax;
    if (bracket.upTo === null) break;
    from = bracket.upTo;
  }
  return { tax, slices };
}

/**
 * Biaya jabatan for the final period: 5 % of the annual gross, at most the monthly cap × the months
 * worked in the year, and never above the annual cap (PMK 168/2023 Pasal 10(2): Rp500,000 a month,
 * Rp6,000,000 a year; a part-year employee gets the monthly cap for each month worked).
 */
export function biayaJabatan(annualGross: number, monthsWorked: number, rule: BiayaJabatanRule): { amount: number; cap: number } {
  const months = Math.min(12, Math.max(1, monthsWorked));
  const cap = Math.min(rule.annualCap, rule.monthlyCap * months);
  const fivePercent = applyRate(Math.max(0, annualGross), rule.rate, "floor");
  return { amount: Math.min(fivePercent, cap), cap };
}

export interface AnnualRecalculationInput {
  status: WithholdingStatus;
  hasValidNpwp: boolean;
  /** Sum of the taxable gross (pay + employer JKK, JKM, BPJS Kesehatan) of the earlier months of the year. */
  ytdTaxableGross: number;
  thisMonthTaxableGross: number;
  /** Employee JHT + JP of the earlier months. */
  ytdPension: number;
  thisMonthPension: number;
  /** PPh 21 withheld in the earlier months (including any surcharge). */
  ytdWithheld: number;
  /** Zakat paid through the employer in the earlier months (deductible, PMK 168/2023; docs/payroll-rules.md B14). */
  ytdZakat?: number;
  /** Months worked in the year, including this one (caps biaya jabatan). */
  monthsWorked: number;
}

export interface AnnualRecalculation {
  annualGross: number;
  biayaJabatan: number;
  biayaJabatanCap: number;
  pension: number;
  /** Zakat paid through the employer: deducted with biaya jabatan and the pension (A1 line 11). */
  zakat: number;
  net: number;
  ptkp: number;
  /** net − PTKP before rounding (may be negative). */
  pkpUnrounded: number;
  /** Rounded down to whole thousands, never negative. */
  pkp: number;
  /** Pasal 17 tax before surcharge. */
  tax: number;
  slices: BracketSlice[];
  /** Extra 20 % without a valid NPWP/NIK. */
  surcharge: number;
  /** tax + surcharge: the PPh 21 due for the year. */
  annualTax: number;
  withheld: number;
  /** annualTax − withheld: this month's PPh 21; negative = refund to the employee. */
  thisMonth: number;
}

/** Annual PPh 21 under Pasal 17 and this (final) month's share of it. */
export function annualRecalculation(input: AnnualRecalculationInput, rates: RatesInForce): AnnualRecalculation {
  const annualGross = input.ytdTaxableGross + input.thisMonthTaxableGross;
  const bj = biayaJabatan(annualGross, input.monthsWorked, rates.biayaJabatan);
  const pension = Math.max(0, input.ytdPension + input.thisMonthPension);
  const zakat = Math.max(0, input.ytdZakat ?? 0);
  const net = annualGross - bj.amount - pension - zakat;
  const ptkp = ptkpFor(input.status, rates);
  const pkpUnrounded = net - ptkp;
  const pkp = floorToThousands(pkpUnrounded);
  const { tax, slices } = pasal17Tax(pkp, rates.pasal17);
  const annualTax = input.hasValidNpwp ? tax : applyRate(tax, rates.npwpSurcharge.multiplier, "floor");
  return {
    annualGross,
    biayaJabatan: bj.amount,
    biayaJabatanCap: bj.cap,
    pension,
    zakat,
    net,
    ptkp,
    pkpUnrounded,
    pkp,
    tax,
    slices,
    surcharge: annualTax - tax,
    annualTax,
    withheld: input.ytdWithheld,
    thisMonth: annualTax - input.ytdWithheld,
  };
}
