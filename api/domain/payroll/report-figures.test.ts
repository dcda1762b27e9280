import { describe, expect, it } from "vitest";
import { ptkpLabel, taxCell, taxYear, totalsOf, type SavedTax } from "./report-figures";
import type { AnnualFigures } from "./run";

const ter = (month: number, pph21: number, surcharge: number | null): SavedTax => ({ month, gross_income: 10_000_000, pph21, surcharge_line: surcharge, annual: null });
const annual = (over: Partial<AnnualFigures>): AnnualFigures => ({
  annual_gross: 120_000_000,
  biaya_jabatan: 6_000_000,
  pension: 3_600_000,
  net: 110_400_000,
  ptkp: 54_000_000,
  pkp: 56_400_000,
  tax: 2_820_000,
  surcharge: 0,
  withheld: 2_200_000,
  this_month: 620_000,
  ...over,
});

describe("report figures from saved items", () => {
  it("a TER month: the surcharge is its line's, the line's presence says there is no valid NPWP", () => {
    expect(taxCell(ter(3, 240_000, 40_000), 0)).toEqual({ taxable_gross: 10_000_000, pph21: 240_000, surcharge: 40_000, method: "ter", npwp_valid: false });
    expect(taxCell(ter(3, 200_000, null), 0)).toMatchObject({ surcharge: 0, npwp_valid: true });
  });

  it("the final period's surcharge is the year's less the earlier months': the months add up to the year's", () => {
    const items = [...Array.from({ length: 11 }, (_, m) => ter(m + 1, 240_000, 40_000)), { ...ter(12, 744_000, 0), annual: annual({ tax: 3_384_000, surcharge: 564_000, withheld: 2_640_000, this_month: 744_000 }) }];
    const year = taxYear(items.reverse());
    expect(year.months[11]).toMatchObject({ method: "annual", pph21: 744_000, surcharge: 564_000 - 11 * 40_000, npwp_valid: false });
    expect(year.surcharge).toBe(564_000);
    expect(year.pph21).toBe(3_384_000);
    expect(year.taxable_gross).toBe(120_000_000);
    expect(year.final).toMatchObject({ month: 12, tax: 3_384_000 });
  });

  it("a valid NPWP in the final month gives back the earlier surcharges (a negative share)", () => {
    const year = taxYear([ter(1, 240_000, 40_000), { ...ter(2, 0, null), annual: annual({ surcharge: 0 }) }]);
    expect(year.months[1]).toMatchObject({ surcharge: -40_000, npwp_valid: true });
    expect(year.surcharge).toBe(0);
  });

  it("a joiner's year has months without items; a leaver's final period is their leaving month", () => {
    const year = taxYear([ter(5, 100, null), { ...ter(6, 50, null), annual: annual({ this_month: 50 }) }]);
    expect(year.months.map((cell) => (cell ? cell.method : null))).toEqual([null, null, null, null, "ter", "annual", null, null, null, null, null, null]);
    expect(year.final?.month).toBe(6);
  });

  it("sums figures and writes PTKP statuses the tax forms' way", () => {
    expect(totalsOf([{ a: 1, b: 2 }, { a: 3, b: -4 }], ["a", "b"])).toEqual({ a: 4, b: -2 });
    expect(ptkpLabel("k/3")).toBe("K/3");
    expect(ptkpLabel(null)).toBe("");
  });
});
