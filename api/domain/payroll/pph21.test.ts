import { describe, expect, it } from "vitest";
import { annualRecalculation, biayaJabatan, pasal17Tax, type AnnualRecalculationInput } from "./pph21";
import { ratesFor } from "./rates";

const rates = ratesFor(2026, 12);

describe("Pasal 17 progressive tax (UU HPP)", () => {
  it.each([
    [0, 0],
    [1_000, 50],
    [60_000_000, 3_000_000],
    [60_001_000, 3_000_150],
    [250_000_000, 31_500_000],
    [250_001_000, 31_500_250],
    [500_000_000, 94_000_000],
    [5_000_000_000, 1_444_000_000],
    [6_000_000_000, 1_794_000_000],
  ])("PKP %i → %i", (pkp, tax) => {
    expect(pasal17Tax(pkp, rates.pasal17).tax).toBe(tax);
  });

  it("reports the slices used", () => {
    const { slices } = pasal17Tax(91_848_000, rates.pasal17);
    expect(slices.map((s) => [s.from, s.upTo, s.amount, s.tax])).toEqual([
      [0, 60_000_000, 60_000_000, 3_000_000],
      [60_000_000, 250_000_000, 31_848_000, 4_777_200],
    ]);
  });
});

describe("biaya jabatan: 5 %, at most 500,000 × months worked, at most 6,000,000", () => {
  it.each([
    { gross: 100_000_000, months: 12, amount: 5_000_000, cap: 6_000_000 },
    { gross: 200_000_000, months: 12, amount: 6_000_000, cap: 6_000_000 },
    { gross: 100_000_000, months: 6, amount: 3_000_000, cap: 3_000_000 },
    { gross: 20_000_000, months: 1, amount: 500_000, cap: 500_000 },
    { gross: 9_000_000, months: 1, amount: 450_000, cap: 500_000 },
    { gross: 9_000_019, months: 3, amount: 450_000, cap: 1_500_000 }, // 450,000.95 → floor
    { gross: 20_000_000, months: 0, amount: 500_000, cap: 500_000 }, // at least one month
    { gross: 500_000_000, months: 14, amount: 6_000_000, cap: 6_000_000 },
    { gross: 0, months: 12, amount: 0, cap: 6_000_000 },
  ])("gross $gross over $months months → $amount", ({ gross, months, amount, cap }) => {
    expect(biayaJabatan(gross, months, rates.biayaJabatan)).toEqual({ amount, cap });
  });
});

describe("annual recalculation", () => {
  const input: AnnualRecalculationInput = {
    status: "TK/0",
    hasValidNpwp: true,
    ytdTaxableGross: 114_994_000,
    thisMonthTaxableGross: 10_454_000,
    ytdPension: 3_300_000,
    thisMonthPension: 300_000,
    ytdWithheld: 2_874_850,
    monthsWorked: 12,
  };

  it("computes PKP rounded down to thousands and the balance due", () => {
    // 125,448,000 − 6,000,000 − 3,600,000 − 54,000,000 = 61,848,000
    // 60,000,000 × 5 % + 1,848,000 × 15 % = 3,000,000 + 277,200 = 3,277,200; − 2,874,850 = 402,350
    expect(annualRecalculation(input, rates)).toMatchObject({
      annualGross: 125_448_000,
      biayaJabatan: 6_000_000,
      pension: 3_600_000,
      net: 115_848_000,
      ptkp: 54_000_000,
      pkpUnrounded: 61_848_000,
      pkp: 61_848_000,
      tax: 3_277_200,
      surcharge: 0,
      annualTax: 3_277_200,
      thisMonth: 402_350,
    });
  });

  it("rounds PKP down to whole thousands", () => {
    const r = annualRecalculation({ ...input, thisMonthTaxableGross: 10_454_999 }, rates);
    expect(r.pkpUnrounded).toBe(61_848_999);
    expect(r.pkp).toBe(61_848_000);
  });

  it("PKP below zero → no tax; everything withheld is refunded", () => {
    const r = annualRecalculation({ ...input, status: "K/3", ytdTaxableGross: 50_000_000, ytdWithheld: 400_000 }, rates);
    expect(r.pkp).toBe(0);
    expect(r.annualTax).toBe(0);
    expect(r.thisMonth).toBe(-400_000);
  });

  it("without a valid NPWP the annual tax is 120 %", () => {
    const r = annualRecalculation({ ...input, hasValidNpwp: false, ytdWithheld: 3_449_820 }, rates);
    expect(r.tax).toBe(3_277_200);
    expect(r.surcharge).toBe(655_440);
    expect(r.annualTax).toBe(3_932_640);
    expect(r.thisMonth).toBe(482_820);
  });

  it.each([
    ["TK/0", 54_000_000],
    ["K/0", 58_500_000],
    ["K/3", 72_000_000],
  ] as const)("uses the PTKP of %s", (status, ptkp) => {
    expect(annualRecalculation({ ...input, status }, rates).ptkp).toBe(ptkp);
  });
});
