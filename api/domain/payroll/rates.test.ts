import { describe, expect, it } from "vitest";
import { calculateMonthlyPayroll, type MonthlyPayrollInput } from "./monthly";
import { pct, percentToPpm } from "./money";
import {
  entryInForce,
  isPeriodSupported,
  jkkRateForRiskClass,
  PAYROLL_RATES,
  PTKP_STATUSES,
  ratesFor,
  RatesNotAvailableError,
  type PayrollRateTables,
  type PtkpStatus,
} from "./rates";

describe("JP wage cap history (effective from the March contribution period)", () => {
  it.each([
    [2024, 1, 9_559_600],
    [2024, 2, 9_559_600],
    [2024, 3, 10_042_300],
    [2025, 2, 10_042_300],
    [2025, 3, 10_547_400],
    [2026, 2, 10_547_400],
    [2026, 3, 11_086_300],
    [2026, 12, 11_086_300],
  ])("%i-%i → %i", (year, month, cap) => {
    expect(ratesFor(year, month).jp.wageCap).toBe(cap);
  });

  it("keeps the earlier caps as history", () => {
    const caps = PAYROLL_RATES.jp.map((e) => [e.from, e.value.wageCap]);
    expect(caps).toEqual([
      ["2015-07-01", 7_000_000],
      ["2022-03-01", 9_077_600],
      ["2023-03-01", 9_559_600],
      ["2024-03-01", 10_042_300],
      ["2025-03-01", 10_547_400],
      ["2026-03-01", 11_086_300],
    ]);
  });
});

describe("fixed rates", () => {
  const r = ratesFor(2026, 6);
  it("BPJS TK and Kesehatan", () => {
    expect(r.jht).toEqual({ employer: pct("3.7"), employee: pct("2") });
    expect(r.jp).toMatchObject({ employer: pct("2"), employee: pct("1") });
    expect(r.jkm).toEqual({ employer: pct("0.3") });
    expect(r.kesehatan).toEqual({ employer: pct("4"), employee: pct("1"), additionalMember: pct("1"), wageCap: 12_000_000 });
  });
  it("biaya jabatan and Pasal 17", () => {
    expect(r.biayaJabatan).toEqual({ rate: pct("5"), monthlyCap: 500_000, annualCap: 6_000_000 });
    expect(r.pasal17.map((b) => [b.upTo, b.rate / 10_000])).toEqual([
      [60_000_000, 5],
      [250_000_000, 15],
      [500_000_000, 25],
      [5_000_000_000, 30],
      [null, 35],
    ]);
    expect(r.npwpSurcharge.multiplier).toBe(1_200_000);
  });
});

describe("PTKP (PMK 101/2016)", () => {
  const expected: Record<PtkpStatus, number> = {
    "TK/0": 54_000_000,
    "TK/1": 58_500_000,
    "TK/2": 63_000_000,
    "TK/3": 67_500_000,
    "K/0": 58_500_000,
    "K/1": 63_000_000,
    "K/2": 67_500_000,
    "K/3": 72_000_000,
    "K/I/0": 112_500_000,
    "K/I/1": 117_000_000,
    "K/I/2": 121_500_000,
    "K/I/3": 126_000_000,
  };
  it.each(PTKP_STATUSES.map((s) => [s, expected[s]] as const))("%s → %i", (status, amount) => {
    expect(ratesFor(2026, 1).ptkp[status]).toBe(amount);
  });
});

describe("JKK risk classes and the PP 7/2025 relief", () => {
  it.each([
    [1, 2025, 1, false, "0.24"],
    [5, 2025, 1, true, "1.74"], // relief not yet in force
    [3, 2025, 2, true, "0.445"],
    [1, 2025, 2, false, "0.24"], // not eligible
    [5, 2026, 1, true, "0.870"],
    [5, 2026, 2, true, "1.74"], // relief ended
  ] as const)("class %i in %i-%i (relief %s) → %s %%", (riskClass, year, month, relief, rate) => {
    expect(jkkRateForRiskClass(riskClass, year, month, { relief })).toBe(pct(rate));
  });
});

describe("period lookup", () => {
  it("throws a typed error before the data starts (TER from January 2024)", () => {
    expect(() => ratesFor(2023, 12)).toThrow(RatesNotAvailableError);
    expect(isPeriodSupported(2023, 12)).toBe(false);
    expect(isPeriodSupported(2024, 1)).toBe(true);
    expect(isPeriodSupported(2030, 7)).toBe(true);
    expect(isPeriodSupported(2026, 13)).toBe(false);
    expect(isPeriodSupported(2026, 0)).toBe(false);
  });

  it("picks the latest entry whatever the order of the table", () => {
    const table = [
      { from: "2026-03-01", value: "c", source: "" },
      { from: "2024-03-01", value: "a", source: "" },
      { from: "2025-03-01", value: "b", source: "" },
    ];
    expect(entryInForce(table, "2025-02-01")?.value).toBe("a");
    expect(entryInForce(table, "2025-03-01")?.value).toBe("b");
    expect(entryInForce(table, "2027-01-01")?.value).toBe("c");
    expect(entryInForce(table, "2024-01-01")).toBeUndefined();
  });

  it("percent inputs convert to ppm without float noise", () => {
    expect(percentToPpm(0.24)).toBe(2_400);
    expect(percentToPpm(0.445)).toBe(4_450);
    expect(percentToPpm(1.74)).toBe(17_400);
    expect(percentToPpm(0)).toBe(0);
    expect(percentToPpm(Number.NaN)).toBe(0);
  });
});

describe("a new year's figures are a data change only", () => {
  // A hypothetical 2027 JP cap, added as one entry to a copy of the tables.
  const tables: PayrollRateTables = {
    ...PAYROLL_RATES,
    jp: [...PAYROLL_RATES.jp, { from: "2027-03-01", value: { employer: pct("2"), employee: pct("1"), wageCap: 11_600_000 }, source: "test" }],
  };
  const input = (month: number): MonthlyPayrollInput => ({
    year: 2027,
    month,
    ptkpStatus: "TK/0",
    hasValidNpwp: true,
    basicSalary: 20_000_000,
    allowances: { housing: 0, meal: 0, transport: 0, field: 0, telephone: 0, other: 0 },
    jkkPercent: 0.24,
    bpjsTkRegistered: true,
    bpjsKsRegistered: false,
    additionalFamilyMembers: 0,
  });
  it("February 2027 still uses the 2026 cap, March 2027 the new one", () => {
    expect(calculateMonthlyPayroll(input(2), tables).bpjs.jpEmployee).toBe(110_863);
    expect(calculateMonthlyPayroll(input(3), tables).bpjs.jpEmployee).toBe(116_000);
    expect(calculateMonthlyPayroll(input(3)).bpjs.jpEmployee).toBe(110_863);
  });
});
