import { describe, expect, it } from "vitest";
import { calculateMonthlyPayroll } from "./monthly";
import { calculateThr } from "./thr";

describe("THR (Permenaker 6/2016) as of the payment date", () => {
  const wage = 6_000_000;
  it.each([
    { name: "under 1 month: not eligible", join: "2026-02-20", paid: "2026-03-13", months: 0, rule: "not_eligible", amount: 0 },
    { name: "one day short of a month", join: "2026-02-14", paid: "2026-03-13", months: 0, rule: "not_eligible", amount: 0 },
    { name: "exactly 1 month", join: "2026-02-13", paid: "2026-03-13", months: 1, rule: "prorated", amount: 500_000 },
    { name: "3 months", join: "2025-12-01", paid: "2026-03-13", months: 3, rule: "prorated", amount: 1_500_000 },
    { name: "11 months (one day short of 12)", join: "2025-03-14", paid: "2026-03-13", months: 11, rule: "prorated", amount: 5_500_000 },
    { name: "exactly 12 months", join: "2025-03-13", paid: "2026-03-13", months: 12, rule: "full", amount: 6_000_000 },
    { name: "14 months", join: "2025-01-10", paid: "2026-03-13", months: 14, rule: "full", amount: 6_000_000 },
    { name: "joins after the payment date", join: "2026-04-01", paid: "2026-03-13", months: 0, rule: "not_eligible", amount: 0 },
    { name: "end-of-month join: 31 Jan → 28 Feb is one month", join: "2026-01-31", paid: "2026-02-28", months: 1, rule: "prorated", amount: 500_000 },
  ])("$name", ({ join, paid, months, rule, amount }) => {
    const r = calculateThr({ joinDate: join, asOfDate: paid, monthlyWage: wage });
    expect(r).toMatchObject({ monthsOfService: months, rule, amount, eligible: rule !== "not_eligible" });
  });

  it("rounds the prorated amount to the nearest rupiah, halves up", () => {
    expect(calculateThr({ joinDate: "2025-12-01", asOfDate: "2026-03-13", monthlyWage: 5_000_001 }).amount).toBe(1_250_000); // 1,250,000.25
    expect(calculateThr({ joinDate: "2025-12-01", asOfDate: "2026-03-13", monthlyWage: 5_000_002 }).amount).toBe(1_250_001); // 1,250,000.5
  });

  it.each([
    // Holiday 2026-03-20. Day method: days ÷ 365 × wage, between 1 and 12 months only.
    { name: "3 months (110 days)", join: "2025-11-30", months: 3, days: 110, month: 1_500_000, day: 1_808_219 }, // 6,000,000 × 110/365 = 1,808,219.18
    { name: "11 months (353 days)", join: "2025-04-01", months: 11, days: 353, month: 5_500_000, day: 5_802_740 }, // × 353/365 = 5,802,739.73
    { name: "14 months: one wage either way", join: "2025-01-10", months: 14, days: 434, month: 6_000_000, day: 6_000_000 },
  ])("$name by the month and by the day method", ({ join, months, days, month, day }) => {
    const byMonth = calculateThr({ joinDate: join, asOfDate: "2026-03-20", monthlyWage: wage });
    const byDay = calculateThr({ joinDate: join, asOfDate: "2026-03-20", monthlyWage: wage, method: "day" });
    expect(byMonth).toMatchObject({ monthsOfService: months, daysOfService: days, amount: month });
    expect(byDay).toMatchObject({ monthsOfService: months, daysOfService: days, amount: day });
    if (months < 12) expect(byDay.fraction).toEqual({ numerator: days, denominator: 365 });
  });

  it("the day method still asks for one whole month first", () => {
    expect(calculateThr({ joinDate: "2026-02-21", asOfDate: "2026-03-20", monthlyWage: wage, method: "day" })).toMatchObject({ eligible: false, daysOfService: 27, amount: 0 });
  });

  it("an invalid date makes no one eligible (and does not throw)", () => {
    expect(calculateThr({ joinDate: "bad", asOfDate: "2026-03-13", monthlyWage: wage }).eligible).toBe(false);
  });
});

describe("THR is taxed as irregular pay in the month it is paid", () => {
  it("enters that month's gross and TER base", () => {
    const base = {
      year: 2026,
      month: 3,
      ptkpStatus: "TK/0" as const,
      hasValidNpwp: true,
      basicSalary: 10_000_000,
      allowances: { housing: 0, meal: 0, transport: 0, field: 0, telephone: 0, other: 0 },
      jkkPercent: 0.24,
      bpjsTkRegistered: true,
      bpjsKsRegistered: true,
      additionalFamilyMembers: 0,
    };
    const without = calculateMonthlyPayroll(base);
    const withThr = calculateMonthlyPayroll({ ...base, irregular: { thr: 10_000_000 } });
    // Without: 10,000,000 + JKK 24,000 + JKM 30,000 + KS 400,000 = 10,454,000 → A 2.5 % = 261,350.
    expect(without.taxableGross).toBe(10_454_000);
    expect(without.pph21).toBe(261_350);
    // With THR: 20,454,000 → A row 19 (19,750,000 < x ≤ 24,150,000) 9 % = 1,840,860. BPJS unchanged.
    expect(withThr.gross).toBe(20_000_000);
    expect(withThr.taxableGross).toBe(20_454_000);
    expect(withThr.terRatePercent).toBe(9);
    expect(withThr.pph21).toBe(1_840_860);
    expect(withThr.bpjs.jhtEmployee).toBe(200_000);
    expect(withThr.lines.find((l) => l.key === "thr")?.amount).toBe(10_000_000);
  });
});
