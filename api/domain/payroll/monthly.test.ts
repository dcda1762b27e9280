import { describe, expect, it } from "vitest";
import { calculateMonthlyPayroll, type MonthlyPayrollInput } from "./monthly";

const NO_ALLOWANCES = { housing: 0, meal: 0, transport: 0, field: 0, telephone: 0, other: 0 };

/** TK/0, 10,000,000 basic, no allowances, registered for both BPJS, JKK 0.24 %. */
function employee(overrides: Partial<MonthlyPayrollInput> = {}): MonthlyPayrollInput {
  return {
    year: 2025,
    month: 1,
    ptkpStatus: "TK/0",
    hasValidNpwp: true,
    basicSalary: 10_000_000,
    allowances: NO_ALLOWANCES,
    jkkPercent: 0.24,
    bpjsTkRegistered: true,
    bpjsKsRegistered: true,
    additionalFamilyMembers: 0,
    ...overrides,
  };
}

function lineAmount(result: { lines: { key: string; amount: number }[] }, key: string): number | undefined {
  return result.lines.find((l) => l.key === key)?.amount;
}

describe("hand-worked example: May 2026, K/1, overtime on a working day and a rest day", () => {
  /*
   * Input: basic 10,000,000; allowances housing 1,500,000, meal 600,000, transport 400,000,
   * telephone 200,000 (total 2,700,000), of which fixed (BPJS) 1,700,000 = housing + telephone.
   * JKK 0.24 %; TK and KS registered; 1 additional family member; UMK 5,396,761 (not binding).
   * Overtime, 5-day week: Tue 12 May 3 h (working day), Sat 16 May 9 h (rest day).
   *
   * Overtime wage base: base + fixed = 11,700,000; non-fixed allowances exist (1,000,000), 75 % of
   *   the total 12,700,000 = 9,525,000 < 11,700,000 → base 11,700,000; hourly = 11,700,000/173.
   *   Working day 3 h = 1×1.5 + 2×2 = 5.5 h → 11,700,000 × 5.5 / 173 = 371,965.32 → 371,965
   *   Rest day 9 h = 8×2 + 1×3 = 19 h   → 11,700,000 × 19 / 173  = 1,284,971.10 → 1,284,971
   *   Overtime = 1,656,936
   * Gross = 10,000,000 + 2,700,000 + 1,656,936 = 14,356,936
   *
   * BPJS wage = 10,000,000 + 1,700,000 = 11,700,000
   *   JHT 3.7 % = 432,900 (employer), 2 % = 234,000 (employee)
   *   JP base = min(11,700,000, cap 11,086,300 from March 2026) = 11,086,300 → 2 % = 221,726, 1 % = 110,863
   *   JKK 0.24 % = 28,080; JKM 0.30 % = 35,100
   *   KS base = min(11,700,000, 12,000,000) = 11,700,000 → 4 % = 468,000, 1 % = 117,000,
   *   additional member 1 % = 117,000
   * Taxable gross = 14,356,936 + 28,080 + 35,100 + 468,000 = 14,888,116
   * K/1 → category B; 13,600,000 < 14,888,116 ≤ 14,950,000 → row 11, 5 %
   * PPh 21 = 14,888,116 × 5 % = 744,405.8 → floor → 744,405
   * Take-home = 14,356,936 − 234,000 − 110,863 − 117,000 − 117,000 − 744,405 = 13,033,668
   */
  const r = calculateMonthlyPayroll({
    year: 2026,
    month: 5,
    ptkpStatus: "K/1",
    hasValidNpwp: true,
    basicSalary: 10_000_000,
    allowances: { housing: 1_500_000, meal: 600_000, transport: 400_000, field: 0, telephone: 200_000, other: 0 },
    fixedAllowancesForBpjs: 1_700_000,
    jkkPercent: 0.24,
    bpjsTkRegistered: true,
    bpjsKsRegistered: true,
    additionalFamilyMembers: 1,
    umk: 5_396_761,
    workDays: 5,
    overtime: [
      { date: "2026-05-12", hours: 3, dayType: "working" },
      { date: "2026-05-16", hours: 9, dayType: "rest" },
    ],
  });

  it("matches the hand computation to the rupiah", () => {
    expect(r.overtime.amount).toBe(1_656_936);
    expect(r.gross).toBe(14_356_936);
    expect(r.bpjs).toMatchObject({
      jhtEmployer: 432_900,
      jhtEmployee: 234_000,
      jpEmployer: 221_726,
      jpEmployee: 110_863,
      jkk: 28_080,
      jkm: 35_100,
      ksEmployer: 468_000,
      ksEmployee: 117_000,
      ksAdditional: 117_000,
    });
    expect(r.taxableGross).toBe(14_888_116);
    expect(r.terCategory).toBe("B");
    expect(r.ter.row).toBe(11);
    expect(r.terRatePercent).toBe(5);
    expect(r.pph21).toBe(744_405);
    expect(r.takeHome).toBe(13_033_668);
    expect(r.warnings).toEqual([]);
    expect(r.isFinalPeriod).toBe(false);
  });

  it("lists every step with a stable key", () => {
    expect(r.lines.map((l) => l.key)).toEqual([
      "basic_salary",
      "allowance.housing",
      "allowance.meal",
      "allowance.transport",
      "allowance.field",
      "allowance.telephone",
      "allowance.other",
      "overtime",
      "gross",
      "bpjs.jht_employer",
      "bpjs.jp_employer",
      "bpjs.jkk",
      "bpjs.jkm",
      "bpjs.ks_employer",
      "bpjs.jht_employee",
      "bpjs.jp_employee",
      "bpjs.ks_employee",
      "bpjs.ks_additional",
      "taxable_gross",
      "ter_rate",
      "pph21",
      "take_home",
    ]);
    expect(r.lines.find((l) => l.key === "ter_rate")).toEqual({
      key: "ter_rate",
      kind: "tax",
      amount: 744_405,
      detail: { category: "B", status: "K/1", row: 11, lower: 13_600_000, upper: 14_950_000, rate_percent: 5, base: 14_888_116 },
    });
    expect(lineAmount(r, "take_home")).toBe(13_033_668);
  });

  it("earnings lines add up to gross; gross − deductions = take-home", () => {
    const earnings = r.lines.filter((l) => l.kind === "earning").reduce((s, l) => s + l.amount, 0);
    const deductions = r.lines.filter((l) => l.kind === "deduction").reduce((s, l) => s + l.amount, 0);
    expect(earnings).toBe(r.gross);
    expect(r.gross - deductions).toBe(r.takeHome);
  });
});

describe("no valid NPWP/NIK: PPh 21 × 120 %", () => {
  it("in a TER month", () => {
    // 10,454,000 × 2.5 % = 261,350; × 120 % = 313,620
    const r = calculateMonthlyPayroll(employee({ year: 2026, month: 1, hasValidNpwp: false }));
    expect(r.pph21).toBe(313_620);
    expect(lineAmount(r, "ter_rate")).toBe(261_350);
    expect(lineAmount(r, "pph21.npwp_surcharge")).toBe(52_270);
    expect(r.takeHome).toBe(10_000_000 - 200_000 - 100_000 - 100_000 - 313_620);
  });
  it("with NPWP there is no surcharge line", () => {
    const r = calculateMonthlyPayroll(employee({ year: 2026, month: 1 }));
    expect(r.pph21).toBe(261_350);
    expect(r.lines.some((l) => l.key === "pph21.npwp_surcharge")).toBe(false);
  });
});

describe("December: annual recalculation under Pasal 17", () => {
  /*
   * Every month of 2025: gross 10,000,000; JKK 24,000 + JKM 30,000 + KS employer 400,000 → taxable
   * gross 10,454,000; TK/0 → A, 2.5 % → PPh 21 261,350; employee JHT 200,000 + JP 100,000 = 300,000.
   */
  it("a normal December: tax still due", () => {
    // ytd Jan–Nov: gross 11 × 10,454,000 = 114,994,000; withheld 11 × 261,350 = 2,874,850; pension 3,300,000.
    // Annual gross 125,448,000 − biaya jabatan 6,000,000 (5 % = 6,272,400, capped) − pension 3,600,000
    // − PTKP 54,000,000 = PKP 61,848,000 → tax 3,000,000 + 1,848,000 × 15 % = 3,277,200.
    // December PPh 21 = 3,277,200 − 2,874,850 = 402,350.
    const r = calculateMonthlyPayroll(
      employee({ year: 2025, month: 12, ytd: { gross: 114_994_000, pph21Withheld: 2_874_850, pensionDeduction: 3_300_000 } }),
    );
    expect(r.isFinalPeriod).toBe(true);
    expect(r.pph21Method).toBe("annual");
    expect(r.annual).toMatchObject({ annualGross: 125_448_000, biayaJabatan: 6_000_000, pension: 3_600_000, pkp: 61_848_000, annualTax: 3_277_200 });
    expect(r.pph21).toBe(402_350);
    expect(r.takeHome).toBe(10_000_000 - 400_000 - 402_350);
    expect(r.lines.map((l) => l.key).filter((k) => k.startsWith("annual.") || k === "pph21" || k === "ter_rate")).toEqual([
      "annual.gross",
      "annual.biaya_jabatan",
      "annual.pension",
      "annual.net",
      "annual.ptkp",
      "annual.pkp",
      "annual.tax",
      "annual.withheld",
      "pph21",
    ]);
    expect(lineAmount(r, "annual.ptkp")).toBe(54_000_000);
  });

  it("a December that ends in a refund (a March bonus over-withheld under TER)", () => {
    // March 2025 had a 30,000,000 bonus: taxable gross 40,454,000 → A 16 % = 6,472,640.
    // ytd Jan–Nov: gross 114,994,000 + 30,000,000 = 144,994,000; withheld 10 × 261,350 + 6,472,640
    // = 9,086,140; pension 3,300,000.
    // Annual gross 155,448,000 − 6,000,000 − 3,600,000 − 54,000,000 = PKP 91,848,000
    // → 3,000,000 + 31,848,000 × 15 % = 7,777,200. December = 7,777,200 − 9,086,140 = −1,308,940.
    const r = calculateMonthlyPayroll(
      employee({ year: 2025, month: 12, ytd: { gross: 144_994_000, pph21Withheld: 9_086_140, pensionDeduction: 3_300_000 } }),
    );
    expect(r.annual?.pkp).toBe(91_848_000);
    expect(r.annual?.annualTax).toBe(7_777_200);
    expect(r.pph21).toBe(-1_308_940);
    // The refund increases take-home: 10,000,000 − 400,000 + 1,308,940.
    expect(r.takeHome).toBe(10_908_940);
    expect(r.lines.find((l) => l.key === "pph21")?.detail).toEqual({ method: "annual", refund: true });
  });

  it("without NPWP in December the annual tax is 120 %", () => {
    // 3,277,200 × 1.2 = 3,932,640; withheld 11 × 313,620 = 3,449,820 → 482,820
    const r = calculateMonthlyPayroll(
      employee({ year: 2025, month: 12, hasValidNpwp: false, ytd: { gross: 114_994_000, pph21Withheld: 3_449_820, pensionDeduction: 3_300_000 } }),
    );
    expect(lineAmount(r, "annual.npwp_surcharge")).toBe(655_440);
    expect(r.pph21).toBe(482_820);
  });

  it("December without ytd: the year is this month only", () => {
    // 10,454,000 − biaya jabatan 522,700 (5 %) − pension 300,000 = 9,631,300 < PTKP → PKP 0, tax 0.
    const r = calculateMonthlyPayroll(employee({ year: 2025, month: 12 }));
    expect(r.annual?.annualGross).toBe(10_454_000);
    expect(r.annual?.pkp).toBe(0);
    expect(r.pph21).toBe(0);
  });
});

describe("the month of leaving is a final tax period", () => {
  it("end date 15 June 2026: prorated pay and the annual recalculation (refund)", () => {
    /*
     * June has 30 days; employed 1–15 June → 15/30: basic 5,000,000.
     * BPJS on the contractual wage: JHT 200,000/370,000, JP 100,000/200,000, JKK 24,000, JKM 30,000,
     * KS 100,000/400,000. Taxable gross = 5,000,000 + 454,000 = 5,454,000.
     * ytd Jan–May: gross 5 × 10,454,000 = 52,270,000; withheld 5 × 261,350 = 1,306,750; pension 1,500,000.
     * Annual gross 57,724,000; biaya jabatan 5 % = 2,886,200 (cap 6 months × 500,000 = 3,000,000);
     * pension 1,800,000; net 53,037,800 < PTKP 54,000,000 → PKP 0 → tax 0 → refund 1,306,750.
     */
    const r = calculateMonthlyPayroll(
      employee({
        year: 2026,
        month: 6,
        joinDate: "2020-01-06",
        endDate: "2026-06-15",
        ytd: { gross: 52_270_000, pph21Withheld: 1_306_750, pensionDeduction: 1_500_000 },
      }),
    );
    expect(r.proration).toMatchObject({ daysEmployed: 15, daysInMonth: 30, prorated: true, from: "2026-06-01", to: "2026-06-15" });
    expect(r.earnings.basicSalary).toBe(5_000_000);
    expect(r.taxableGross).toBe(5_454_000);
    expect(r.isFinalPeriod).toBe(true);
    expect(r.annual).toMatchObject({ annualGross: 57_724_000, biayaJabatan: 2_886_200, biayaJabatanCap: 3_000_000, pkp: 0, annualTax: 0 });
    expect(r.pph21).toBe(-1_306_750);
    expect(r.takeHome).toBe(5_000_000 - 400_000 + 1_306_750);
  });

  it("an end date in a later month does not trigger it; the last day of the month does, without proration", () => {
    expect(calculateMonthlyPayroll(employee({ year: 2026, month: 6, endDate: "2026-07-31" })).isFinalPeriod).toBe(false);
    const july = calculateMonthlyPayroll(employee({ year: 2026, month: 7, endDate: "2026-07-31" }));
    expect(july.isFinalPeriod).toBe(true);
    expect(july.proration.prorated).toBe(false);
    expect(july.lines.find((l) => l.key === "annual.biaya_jabatan")?.detail).toMatchObject({ months: 7, cap: 3_500_000 });
  });

  it("a joiner who leaves in the same year: biaya jabatan cap from the join month", () => {
    const r = calculateMonthlyPayroll(employee({ year: 2026, month: 9, joinDate: "2026-04-01", endDate: "2026-09-30" }));
    expect(r.annual?.biayaJabatanCap).toBe(3_000_000); // April–September = 6 months
  });
});

describe("proration of a joiner (calendar days)", () => {
  /*
   * Joins 10 April 2026 (30-day month) → employed 10–30 April = 21 days → 21/30.
   * Basic 12,000,000 → 8,400,000; housing 1,000,000 → 700,000; meal 600,001 → 420,000.7 → 420,001.
   * BPJS on the contractual wage 13,600,001: JHT 272,000 / 503,200; JP capped 110,863 / 221,726;
   * JKK 32,640; JKM 40,800; KS capped 120,000 / 480,000.
   * Gross 9,520,001; taxable 9,520,001 + 32,640 + 40,800 + 480,000 = 10,073,441 → A row 10, 2.25 %
   * → 226,652.42 → 226,652. Take-home 9,520,001 − 272,000 − 110,863 − 120,000 − 226,652 = 8,790,486.
   */
  const input = employee({
    year: 2026,
    month: 4,
    joinDate: "2026-04-10",
    basicSalary: 12_000_000,
    allowances: { ...NO_ALLOWANCES, housing: 1_000_000, meal: 600_001 },
  });

  it("prorates basic salary and allowances, not BPJS", () => {
    const r = calculateMonthlyPayroll(input);
    expect(r.proration).toMatchObject({ method: "calendar_days", daysEmployed: 21, daysInMonth: 30, prorated: true, from: "2026-04-10" });
    expect(r.earnings.basicSalary).toBe(8_400_000);
    expect(r.earnings.allowances).toMatchObject({ housing: 700_000, meal: 420_001 });
    expect(r.gross).toBe(9_520_001);
    expect(r.bpjs).toMatchObject({ jhtEmployee: 272_000, jhtEmployer: 503_200, jpEmployee: 110_863, jkk: 32_640, jkm: 40_800, ksEmployee: 120_000 });
    expect(r.taxableGross).toBe(10_073_441);
    expect(r.terRatePercent).toBe(2.25);
    expect(r.pph21).toBe(226_652);
    expect(r.takeHome).toBe(8_790_486);
    expect(r.lines.find((l) => l.key === "basic_salary")?.detail).toEqual({
      monthly: 12_000_000,
      method: "calendar_days",
      days_employed: 21,
      days_in_month: 30,
    });
  });

  it("optionally bases BPJS on the prorated wage", () => {
    // 8,400,000 + fixed allowances 1,600,001 × 21/30 = 1,120,000.7 → 1,120,001 → 9,520,001 × 2 % = 190,400
    const r = calculateMonthlyPayroll({ ...input, prorateBpjsBase: true });
    expect(r.bpjs.wage).toBe(9_520_001);
    expect(r.bpjs.jhtEmployee).toBe(190_400);
  });

  it.each([
    { joinDate: "2026-02-15", month: 2, days: 14, dim: 28, basic: 5_000_000 },
    { joinDate: "2024-02-15", month: 2, days: 15, dim: 29, basic: 5_172_414, year: 2024 }, // 10 M × 15/29 = 5,172,413.79
    { joinDate: "2026-03-31", month: 3, days: 1, dim: 31, basic: 322_581 }, // 322,580.65
    { joinDate: "2026-03-01", month: 3, days: 31, dim: 31, basic: 10_000_000 },
    { joinDate: "2026-01-15", month: 3, days: 31, dim: 31, basic: 10_000_000 }, // joined earlier
  ])("join $joinDate, month $month → $days/$dim days", ({ joinDate, month, days, dim, basic, year }) => {
    const r = calculateMonthlyPayroll(employee({ year: year ?? 2026, month, joinDate }));
    expect(r.proration.daysEmployed).toBe(days);
    expect(r.proration.daysInMonth).toBe(dim);
    expect(r.earnings.basicSalary).toBe(basic);
  });

  it("joining after the month: nothing to pay, a warning", () => {
    const r = calculateMonthlyPayroll(employee({ year: 2026, month: 3, joinDate: "2026-04-01", bpjsTkRegistered: false, bpjsKsRegistered: false }));
    expect(r.gross).toBe(0);
    expect(r.pph21).toBe(0);
    expect(r.warnings.map((w) => w.code)).toEqual(["employment.not_employed_in_period"]);
  });
});

describe("BPJS registration and the taxable gross", () => {
  it("unregistered: no contributions and nothing added to the taxable gross", () => {
    const r = calculateMonthlyPayroll(employee({ year: 2026, month: 1, bpjsTkRegistered: false, bpjsKsRegistered: false }));
    expect(r.taxableGross).toBe(10_000_000);
    expect(r.pph21).toBe(200_000); // A row 9, 2 %
    expect(r.takeHome).toBe(9_800_000);
  });
  it("employee KS and additional members are not deducted from the TER base", () => {
    const r = calculateMonthlyPayroll(employee({ year: 2026, month: 1, additionalFamilyMembers: 2 }));
    expect(r.bpjs.ksAdditional).toBe(200_000);
    expect(r.taxableGross).toBe(10_454_000);
    expect(r.takeHome).toBe(10_000_000 - 200_000 - 100_000 - 100_000 - 200_000 - 261_350);
  });
});
