import { describe, expect, it } from "vitest";
import type { PayrollLine } from "./types";
import { simulatePayroll, type PayrollSimulationInput, type PayrollSimulationResult } from "./simulate";

function body(overrides: Partial<PayrollSimulationInput> = {}, employee: Partial<PayrollSimulationInput["employee"]> = {}): PayrollSimulationInput {
  return {
    year: 2026,
    month: 1,
    ...overrides,
    employee: {
      marital_status: "tk/0",
      has_npwp: true,
      basic_salary: 10_000_000,
      allowances: { housing: 0, meal: 0, transport: 0, field: 0, telephone: 0, other: 0 },
      jkk_percentage: 0.24,
      bpjs_tk_registered: true,
      bpjs_ks_registered: true,
      additional_family_member: 0,
      ...employee,
    },
  };
}

function amounts(result: PayrollSimulationResult): number[] {
  return [result.gross, result.taxable_gross, result.pph21, result.take_home, ...Object.values(result.bpjs), ...result.lines.map((l: PayrollLine) => l.amount)];
}

describe("simulatePayroll: the POST /v1/payroll/simulate contract", () => {
  it("answers exactly the documented shape", () => {
    const r = simulatePayroll(body());
    expect(Object.keys(r).sort()).toEqual(["bpjs", "gross", "lines", "pph21", "take_home", "taxable_gross", "ter_category", "ter_rate", "warnings"].sort());
    expect(Object.keys(r.bpjs).sort()).toEqual(
      ["jht_employee", "jht_employer", "jp_employee", "jp_employer", "jkk", "jkm", "ks_employee", "ks_employer", "ks_additional"].sort(),
    );
    expect(r).toMatchObject({
      gross: 10_000_000,
      bpjs: { jht_employee: 200_000, jht_employer: 370_000, jp_employee: 100_000, jp_employer: 200_000, jkk: 24_000, jkm: 30_000, ks_employee: 100_000, ks_employer: 400_000, ks_additional: 0 },
      taxable_gross: 10_454_000,
      ter_category: "A",
      ter_rate: 2.5,
      pph21: 261_350,
      take_home: 9_338_650,
      warnings: [],
    });
    for (const line of r.lines) {
      expect(typeof line.key).toBe("string");
      expect(Number.isInteger(line.amount)).toBe(true);
    }
  });

  it.each([
    { month: 2, employee: 105_474, employer: 210_948 },
    { month: 3, employee: 110_863, employer: 221_726 },
  ])("JP cap via the API shape: 2026-$month", ({ month, employee, employer }) => {
    const r = simulatePayroll(body({ month }, { basic_salary: 15_000_000 }));
    expect(r.bpjs.jp_employee).toBe(employee);
    expect(r.bpjs.jp_employer).toBe(employer);
  });

  it("BPJS Kesehatan cap (20 M) and floor (UMK) via the API shape", () => {
    expect(simulatePayroll(body({}, { basic_salary: 20_000_000 })).bpjs).toMatchObject({ ks_employer: 480_000, ks_employee: 120_000 });
    expect(simulatePayroll(body({}, { basic_salary: 4_000_000, umk: 5_000_000, ump: 3_000_000 })).bpjs).toMatchObject({ ks_employer: 200_000, ks_employee: 50_000 });
    expect(simulatePayroll(body({}, { basic_salary: 2_500_000, ump: 3_000_000 })).bpjs).toMatchObject({ ks_employer: 120_000, ks_employee: 30_000 });
  });

  it("fixed_allowances_for_bpjs limits the BPJS wage; by default all six allowances count", () => {
    const allowances = { housing: 1_000_000, meal: 500_000, transport: 500_000, field: 0, telephone: 0, other: 0 };
    expect(simulatePayroll(body({}, { allowances })).bpjs.jht_employee).toBe(240_000);
    expect(simulatePayroll(body({}, { allowances, fixed_allowances_for_bpjs: 1_000_000 })).bpjs.jht_employee).toBe(220_000);
  });

  it("maps each marital status to its TER category", () => {
    const expected = { "tk/0": "A", "tk/1": "A", "k/0": "A", "tk/2": "B", "tk/3": "B", "k/1": "B", "k/2": "B", "k/3": "C" } as const;
    for (const [status, category] of Object.entries(expected)) {
      expect(simulatePayroll(body({}, { marital_status: status as keyof typeof expected })).ter_category).toBe(category);
    }
  });

  it("overtime with day_type and work_days, plus limit warnings", () => {
    const r = simulatePayroll(
      body({ work_days: 6, overtime: [{ date: "2026-01-10", hours: 12, day_type: "holiday" }, { date: "2026-01-12", hours: 5, day_type: "working" }] }, { basic_salary: 5_190_000 }),
    );
    // 6-day week holiday 12 h: 7×2 + 1×3 + 4×4 = 33 h; working 5 h: 1.5 + 4×2 = 9.5 h; × 30,000
    expect(r.lines.find((l) => l.key === "overtime")?.amount).toBe((33 + 9.5) * 30_000);
    expect(r.warnings.map((w) => w.code)).toEqual(["overtime.rest_day_hours_exceeded", "overtime.daily_limit_exceeded"]);
  });

  it("THR and bonus are irregular pay in the month paid", () => {
    const r = simulatePayroll(body({ month: 3, irregular: { thr: 10_000_000, bonus: 5_000_000 } }));
    expect(r.gross).toBe(25_000_000);
    expect(r.taxable_gross).toBe(25_454_000);
    expect(r.ter_rate).toBe(10); // A row 20: 24,150,000 < x ≤ 26,450,000
    expect(r.pph21).toBe(2_545_400);
    expect(r.lines.filter((l) => l.key === "thr" || l.key === "bonus").map((l) => l.amount)).toEqual([10_000_000, 5_000_000]);
  });

  it("a leaver's month via end_date runs the annual lines", () => {
    const r = simulatePayroll(body({ month: 6, ytd: { gross: 52_270_000, pph21_withheld: 1_306_750, pension_deduction: 1_500_000 } }, { end_date: "2026-06-15" }));
    expect(r.pph21).toBe(-1_306_750);
    expect(r.lines.some((l) => l.key === "annual.pkp")).toBe(true);
  });
});

describe("edge values never throw", () => {
  it.each([
    { name: "zero salary, nothing registered", input: body({}, { basic_salary: 0, bpjs_tk_registered: false, bpjs_ks_registered: false }) },
    { name: "zero salary, KS registered, no floor", input: body({}, { basic_salary: 0 }) },
    { name: "zero salary in December with no ytd", input: body({ month: 12 }, { basic_salary: 0 }) },
    { name: "zero JKK rate", input: body({}, { jkk_percentage: 0 }) },
    { name: "fractional amounts", input: body({}, { basic_salary: 1_234_567.89 }) },
    { name: "bad dates", input: body({ overtime: [{ date: "2026-02-30", hours: 2, day_type: "working" }] }, { join_date: "nope", end_date: "2026-13-01" }) },
    { name: "end before join", input: body({}, { join_date: "2026-01-20", end_date: "2026-01-10" }) },
    { name: "unknown status", input: body({}, { marital_status: "x/9" as "tk/0" }) },
    { name: "very large salary", input: body({ month: 12 }, { basic_salary: 900_000_000_000 }) },
  ])("$name", ({ input }) => {
    const r = simulatePayroll(input);
    for (const amount of amounts(r)) expect(Number.isSafeInteger(amount)).toBe(true);
  });

  it("zero salary with everything off is all zeros", () => {
    const r = simulatePayroll(body({}, { basic_salary: 0, bpjs_tk_registered: false, bpjs_ks_registered: false }));
    expect([r.gross, r.taxable_gross, r.pph21, r.take_home]).toEqual([0, 0, 0, 0]);
    expect(r.ter_rate).toBe(0);
  });

  it("an unknown status falls back to TK/0 with a warning", () => {
    const r = simulatePayroll(body({}, { marital_status: "x/9" as "tk/0" }));
    expect(r.ter_category).toBe("A");
    expect(r.warnings[0]).toEqual({ code: "employee.unknown_marital_status", detail: { marital_status: "x/9" } });
  });
});

describe("a whole year chained through ytd", () => {
  function runYear(hasNpwp: boolean) {
    const ytd = { gross: 0, pph21_withheld: 0, pension_deduction: 0 };
    const results: PayrollSimulationResult[] = [];
    for (let month = 1; month <= 12; month += 1) {
      const r = simulatePayroll(
        body(
          {
            month,
            ytd: { ...ytd },
            irregular: { thr: month === 3 ? 17_000_000 : 0, bonus: month === 6 ? 20_000_000 : 0 },
            overtime: month === 5 ? [{ date: "2026-05-13", hours: 3, day_type: "working" }] : [],
          },
          {
            marital_status: "k/2",
            has_npwp: hasNpwp,
            basic_salary: 15_000_000,
            allowances: { housing: 2_000_000, meal: 750_000, transport: 0, field: 0, telephone: 0, other: 0 },
            fixed_allowances_for_bpjs: 2_000_000,
            additional_family_member: 1,
          },
        ),
      );
      results.push(r);
      ytd.gross += r.taxable_gross;
      ytd.pph21_withheld += r.pph21;
      ytd.pension_deduction += r.bpjs.jht_employee + r.bpjs.jp_employee;
    }
    return { results, ytd };
  }

  it.each([true, false])("the year's withholding equals the annual Pasal 17 tax (NPWP %s)", (hasNpwp) => {
    const { results, ytd } = runYear(hasNpwp);
    const december = results[11];
    const line = (key: string) => december.lines.find((l) => l.key === key)?.amount ?? 0;
    expect(line("annual.gross")).toBe(ytd.gross);
    expect(line("annual.pension")).toBe(ytd.pension_deduction);
    expect(ytd.pph21_withheld).toBe(line("annual.tax") + line("annual.npwp_surcharge"));
    // JP: Jan–Feb at the 2025 cap, Mar–Dec at the 2026 cap; JHT 2 % of 17,000,000 every month.
    expect(ytd.pension_deduction).toBe(12 * 340_000 + 2 * 105_474 + 10 * 110_863);
  });
});
