import { describe, expect, it } from "vitest";
import { assembleItem, endDate, isInRun, leavesIn, overtimeDayType, runTotals, yearToDate, type RunAssemblyInput, type RunEmployee } from "./run";
import { simulatePayroll } from "./simulate";

const NO_ALLOWANCES = { housing: 0, meal: 0, transport: 0, field: 0, telephone: 0, other: 0 };

function employee(overrides: Partial<RunEmployee> = {}): RunEmployee {
  return {
    id: "e1",
    marital_status: "tk/0",
    has_valid_npwp: true,
    basic_salary: 10_000_000,
    allowances: NO_ALLOWANCES,
    yard_bonus: 0,
    job_bonus_normal: 0,
    job_bonus_complex: 0,
    bpjs_tk_registered: true,
    bpjs_ks_registered: true,
    bpjs_tk_salary: null,
    bpjs_ks_salary: null,
    additional_family_member: false,
    total_additional_family: 0,
    join_date: "2020-01-01",
    resign_date: null,
    end_of_contract: null,
    work_days: 5,
    payroll_active: true,
    ...overrides,
  };
}

function input(overrides: Partial<RunAssemblyInput> = {}, e: Partial<RunEmployee> = {}): RunAssemblyInput {
  return {
    year: 2026,
    month: 1,
    employee: employee(e),
    company: { jkk_percentage: 0.24, umk: 5_000_000, ump: null },
    overtime: [],
    components: [],
    earlier: [],
    holidays: new Set(),
    ...overrides,
  };
}

const line = (item: { lines: { key: string; amount: number }[] }, key: string) => item.lines.find((l) => l.key === key)?.amount;

describe("assembleItem: what the run takes from where", () => {
  it("gives the simulator's figures for the same employee and month (TK/0, Rp10,000,000, January 2026)", () => {
    const item = assembleItem(input());
    const sim = simulatePayroll({
      year: 2026,
      month: 1,
      employee: { marital_status: "tk/0", has_npwp: true, basic_salary: 10_000_000, allowances: NO_ALLOWANCES, jkk_percentage: 0.24, bpjs_tk_registered: true, bpjs_ks_registered: true, additional_family_member: 0, join_date: "2020-01-01", umk: 5_000_000 },
    });
    expect(item).toMatchObject({ gross: sim.gross, gross_income: sim.taxable_gross, pph21: sim.pph21, take_home_pay: sim.take_home, ter_category: "A", ter_rate: 2.5, annual: null });
    expect(item.lines).toEqual(sim.lines);
    expect(item).toMatchObject({ gross: 10_000_000, gross_income: 10_454_000, pph21: 261_350, take_home_pay: 9_338_650, total_deductions: 661_350 });
  });

  it.each([
    { kind: "bonus", amount: 2_000_000, column: "bonus", key: "bonus" },
    { kind: "thr", amount: 10_000_000, column: "thr", key: "thr" },
    { kind: "other_income", amount: 750_000, column: "other_earnings", key: "other_income" },
  ] as const)("adds a one-off $kind to gross and to the TER base", ({ kind, amount, column, key }) => {
    const plain = assembleItem(input());
    const item = assembleItem(input({ components: [{ kind, amount }] }));
    expect(item[column]).toBe(amount);
    expect(item.gross).toBe(plain.gross + amount);
    expect(item.gross_income).toBe(plain.gross_income + amount);
    expect(line(item, key)).toBe(amount);
    expect(item.pph21).toBeGreaterThan(plain.pph21);
  });

  it("gives each one-off component a line of its own with its note; the columns hold the sums", () => {
    const item = assembleItem(
      input({
        components: [
          { kind: "deduction", amount: 300_000, note: "Koperasi" },
          { kind: "deduction", amount: 200_000, note: " " },
          { kind: "other_income", amount: 50_000, note: "Uang saku dinas" },
          { kind: "bonus", amount: 1_000_000, note: "Proyek A" },
          { kind: "bonus", amount: 500_000, note: null },
        ],
      }),
    );
    const of = (key: string) => item.lines.filter((l) => l.key === key).map((l) => [l.amount, l.detail?.note]);
    expect(of("deduction.other")).toEqual([
      [300_000, "Koperasi"],
      [200_000, undefined],
    ]);
    expect(of("other_income")).toEqual([[50_000, "Uang saku dinas"]]);
    expect(of("bonus")).toEqual([
      [1_000_000, "Proyek A"],
      [500_000, undefined],
    ]);
    expect(item.lines.find((l) => l.detail?.note === "Proyek A")?.detail).toEqual({ irregular: true, note: "Proyek A" });
    expect([item.other_deductions, item.other_earnings, item.bonus]).toEqual([500_000, 50_000, 1_500_000]);
    const sum = (kind: string) => item.lines.filter((l) => l.kind === kind).reduce((acc, l) => acc + l.amount, 0);
    expect(sum("earning")).toBe(item.gross);
    expect(sum("deduction")).toBe(item.total_deductions);
  });

  it("withholds a one-off deduction from take-home pay only, as a line of its own", () => {
    const plain = assembleItem(input());
    const item = assembleItem(input({ components: [{ kind: "deduction", amount: 300_000 }, { kind: "deduction", amount: 200_000 }] }));
    expect(item).toMatchObject({ gross: plain.gross, pph21: plain.pph21, other_deductions: 500_000, take_home_pay: plain.take_home_pay - 500_000 });
    expect(item.total_deductions).toBe(plain.total_deductions + 500_000);
    expect(item.lines.filter((l) => l.key === "deduction.other").map((l) => l.amount)).toEqual([300_000, 200_000]);
    expect(line(item, "take_home")).toBe(item.take_home_pay);
  });

  it("pays yard and job bonuses in full every month, each as its own line, outside the BPJS wage", () => {
    const plain = assembleItem(input());
    const item = assembleItem(input({}, { yard_bonus: 100_000, job_bonus_normal: 200_000, job_bonus_complex: 300_000 }));
    expect(item.gross).toBe(plain.gross + 600_000);
    expect(item.bpjs_tk_jht_employee).toBe(plain.bpjs_tk_jht_employee);
    expect([line(item, "bonus.yard"), line(item, "bonus.job_normal"), line(item, "bonus.job_complex")]).toEqual([100_000, 200_000, 300_000]);
    expect(item.lines.some((l) => l.key === "irregular.other")).toBe(false);
  });

  it("counts approved overtime by the 1/173 rule, typing the day from the calendar", () => {
    // Wednesday 14 January 2026, 2 hours on a working day: 1 × 1.5 + 1 × 2 = 3.5 weighted hours.
    const item = assembleItem(input({ overtime: [{ date: "2026-01-14", hours: 2 }] }));
    expect(item.overtime_hours).toBe(2);
    expect(item.overtime_pay).toBe(Math.round((10_000_000 / 173) * 3.5));
    expect(item.gross).toBe(10_000_000 + item.overtime_pay);
  });

  it("pays an overtime at the day type it was approved with (a working day the company rested)", () => {
    // Wednesday 14 January 2026 approved as a rest day: 2 hours at 2× = 4 weighted hours.
    const item = assembleItem(input({ overtime: [{ date: "2026-01-14", hours: 2, dayType: "rest" }] }));
    expect(item.overtime_pay).toBe(Math.round((10_000_000 / 173) * 4));
  });

  it.each([
    { date: "2026-01-14", workDays: 5, type: "working" },
    { date: "2026-01-17", workDays: 5, type: "rest" },
    { date: "2026-01-17", workDays: 6, type: "working" },
    { date: "2026-01-18", workDays: 6, type: "rest" },
    { date: "2026-01-01", workDays: 5, type: "holiday" },
  ])("types $date in a $workDays-day week as $type", ({ date, workDays, type }) => {
    expect(overtimeDayType(date, workDays, new Set(["2026-01-01"]))).toBe(type);
  });

  it("prorates a joiner's first month by calendar days", () => {
    const item = assembleItem(input({ month: 4 }, { join_date: "2026-04-16" }));
    // 15 of 30 days.
    expect(item.basic_salary).toBe(5_000_000);
    expect(item.annual).toBeNull();
  });

  it("recalculates a leaver's final month on the year-to-date of the saved items", () => {
    const earlier = [1, 2, 3].map((month) => {
      const saved = assembleItem(input({ month }));
      return { month, gross_income: saved.gross_income, pph21: saved.pph21, bpjs_tk_jht_employee: saved.bpjs_tk_jht_employee, bpjs_tk_jp_employee: saved.bpjs_tk_jp_employee };
    });
    const item = assembleItem(input({ month: 4, earlier }, { resign_date: "2026-04-15" }));
    expect(item.basic_salary).toBe(5_000_000);
    expect(item.annual).not.toBeNull();
    const ytd = yearToDate(earlier, 4);
    expect(item.annual!.annual_gross).toBe(ytd.gross + item.gross_income);
    expect(item.annual!.withheld).toBe(ytd.pph21Withheld);
    expect(item.pph21).toBe(item.annual!.this_month);
    expect(line(item, "annual.withheld")).toBe(ytd.pph21Withheld);
  });

  it("makes a month with the end of contract in it (and no resign date) the leaving month: prorated, recalculated", () => {
    const earlier = [1, 2, 3].map((month) => {
      const saved = assembleItem(input({ month }));
      return { month, gross_income: saved.gross_income, pph21: saved.pph21, bpjs_tk_jht_employee: saved.bpjs_tk_jht_employee, bpjs_tk_jp_employee: saved.bpjs_tk_jp_employee };
    });
    const item = assembleItem(input({ month: 4, earlier }, { end_of_contract: "2026-04-15" }));
    const resigned = assembleItem(input({ month: 4, earlier }, { resign_date: "2026-04-15" }));
    expect(item.basic_salary).toBe(5_000_000);
    expect(item.annual).not.toBeNull();
    expect(item).toEqual(resigned);
    // An end of contract in an earlier month was renewed: a full month, TER.
    const renewed = assembleItem(input({ month: 4 }, { end_of_contract: "2026-03-31" }));
    expect([renewed.basic_salary, renewed.annual]).toEqual([10_000_000, null]);
    // One in a later month does not touch this one.
    expect(assembleItem(input({ month: 4 }, { end_of_contract: "2026-05-01" })).annual).toBeNull();
    // A resign date wins over the end of contract.
    expect(assembleItem(input({ month: 4 }, { end_of_contract: "2026-04-15", resign_date: "2026-06-30" })).annual).toBeNull();
  });

  it("takes the wages declared to BPJS as the bases when set, with the JP cap and the Kesehatan floor and cap", () => {
    const plain = assembleItem(input());
    // BPJS TK on Rp6,000,000 instead of Rp10,000,000: JHT 2 %, JP 1 %, JKK 0.24 %, JKM 0.3 %.
    const lower = assembleItem(input({}, { bpjs_tk_salary: 6_000_000 }));
    expect([lower.bpjs_tk_jht_employee, lower.bpjs_tk_jp_employee, lower.bpjs_jkk, lower.bpjs_jkm]).toEqual([120_000, 60_000, 14_400, 18_000]);
    expect(lower.bpjs_ks_employee).toBe(plain.bpjs_ks_employee);
    expect(lower.gross).toBe(plain.gross);
    expect(lower.lines.find((l) => l.key === "bpjs.jht_employee")?.detail).toMatchObject({ base: 6_000_000 });
    // Above the JP cap (January 2026: Rp10,547,400): JHT on all of it, JP capped.
    const higher = assembleItem(input({}, { bpjs_tk_salary: 20_000_000 }));
    expect([higher.bpjs_tk_jht_employee, higher.bpjs_tk_jp_employee]).toEqual([400_000, 105_474]);
    // BPJS Kesehatan: floored at the UMK (Rp5,000,000), capped at Rp12,000,000.
    expect(assembleItem(input({}, { bpjs_ks_salary: 4_000_000 })).bpjs_ks_employee).toBe(50_000);
    expect(assembleItem(input({}, { bpjs_ks_salary: 8_000_000 })).bpjs_ks_employee).toBe(80_000);
    expect(assembleItem(input({}, { bpjs_ks_salary: 15_000_000 })).bpjs_ks_employer).toBe(480_000);
    const ks = assembleItem(input({}, { bpjs_ks_salary: 8_000_000, additional_family_member: true, total_additional_family: 1 }));
    expect([ks.bpjs_ks_additional, ks.bpjs_tk_jht_employee]).toEqual([80_000, plain.bpjs_tk_jht_employee]);
    // None declared, or 0: basic + allowances.
    expect(assembleItem(input({}, { bpjs_tk_salary: 0, bpjs_ks_salary: 0 }))).toEqual(plain);
  });

  it("recalculates December on January–November, ignoring saved items of later months", () => {
    const earlier = Array.from({ length: 11 }, (_, i) => ({ month: i + 1, gross_income: 10_454_000, pph21: 261_350, bpjs_tk_jht_employee: 200_000, bpjs_tk_jp_employee: 100_000 }));
    const december = assembleItem(input({ month: 12, earlier: [...earlier, { month: 12, gross_income: 1, pph21: 1, bpjs_tk_jht_employee: 1, bpjs_tk_jp_employee: 1 }] }));
    expect(december.annual).toMatchObject({ annual_gross: 12 * 10_454_000, withheld: 11 * 261_350, pension: 12 * 300_000 });
    // 125,448,000 − 6,000,000 − 3,600,000 − 54,000,000 = 61,848,000 → 3,000,000 + 1,848,000 × 15 % = 3,277,200.
    expect(december.annual!.tax).toBe(3_277_200);
    expect(december.pph21).toBe(3_277_200 - 11 * 261_350);
  });

  it("caps JP at the cap in force: February and March 2026 differ", () => {
    const feb = assembleItem(input({ month: 2 }, { basic_salary: 15_000_000 }));
    const mar = assembleItem(input({ month: 3 }, { basic_salary: 15_000_000 }));
    expect([feb.bpjs_tk_jp_employee, mar.bpjs_tk_jp_employee]).toEqual([105_474, 110_863]);
  });

  it("falls back to TK/0 and JKK 0.24 % with warnings, and counts additional family members only when insured", () => {
    const item = assembleItem(input({ company: { jkk_percentage: null, umk: null, ump: null } }, { marital_status: null, total_additional_family: 2 }));
    expect(item.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(["employee.unknown_marital_status", "company.no_jkk_rate"]));
    expect(item.bpjs_jkk).toBe(24_000);
    expect(item.bpjs_ks_additional).toBe(0);
    expect(assembleItem(input({}, { additional_family_member: true, total_additional_family: 2 })).bpjs_ks_additional).toBe(200_000);
  });
});

describe("isInRun", () => {
  it.each([
    { e: {}, in: true },
    { e: { payroll_active: false }, in: false },
    { e: { join_date: "2026-05-01" }, in: false },
    { e: { join_date: "2026-04-30" }, in: true },
    { e: { resign_date: "2026-03-31" }, in: false },
    { e: { resign_date: "2026-04-01" }, in: true },
    { e: { join_date: null }, in: true },
    { e: { end_of_contract: "2026-04-01" }, in: true },
    { e: { end_of_contract: "2026-03-31" }, in: true },
    { e: { end_of_contract: "2026-03-31", resign_date: "2026-03-31" }, in: false },
  ])("April 2026, $e → $in", ({ e, in: expected }) => {
    expect(isInRun(employee(e), 2026, 4)).toBe(expected);
  });
});

describe("endDate and leavesIn", () => {
  it.each([
    { e: {}, end: null, leaves: false },
    { e: { resign_date: "2026-04-15" }, end: "2026-04-15", leaves: true },
    { e: { resign_date: "2026-05-02" }, end: "2026-05-02", leaves: false },
    { e: { end_of_contract: "2026-04-30" }, end: "2026-04-30", leaves: true },
    { e: { end_of_contract: "2026-03-31" }, end: null, leaves: false },
    { e: { end_of_contract: "2026-05-01" }, end: null, leaves: false },
    { e: { end_of_contract: "2026-04-10", resign_date: "2026-06-30" }, end: "2026-06-30", leaves: false },
  ])("April 2026, $e → $end", ({ e, end, leaves }) => {
    expect(endDate(employee(e), 2026, 4)).toBe(end);
    expect(leavesIn(employee(e), 2026, 4)).toBe(leaves);
  });
});

describe("runTotals", () => {
  it("adds up gross, tax, take-home, both BPJS sides and one-off deductions", () => {
    const a = assembleItem(input());
    const b = assembleItem(input({ components: [{ kind: "deduction", amount: 1_000 }] }));
    expect(runTotals([a, b])).toEqual({
      gross: 20_000_000,
      pph21: 2 * 261_350,
      take_home: a.take_home_pay + b.take_home_pay,
      bpjs_employee: 2 * 400_000,
      bpjs_employer: 2 * (370_000 + 200_000 + 24_000 + 30_000 + 400_000),
      deductions: 1_000,
    });
  });
});
