/**
 * A company's first year (docs/payroll-rules.md B14): the months before its first saved month come as
 * opening figures, and the final period (December, a leaver's month), the A1 and the BPA1 then equal the
 * year the employee was paid — as if every month had been saved here.
 */
import { describe, expect, it } from "vitest";
import { a1Figures, A1_COLUMNS, type A1Item } from "./a1";
import { openingGross, openingProblems, uncoveredMonths, type OpeningBalance } from "./opening";
import { assembleItem, type RunAssemblyInput, type RunEmployee, type RunItem } from "./run";

const NO_ALLOWANCES = { housing: 0, meal: 0, transport: 0, field: 0, telephone: 0, other: 0 };
const YEAR = 2026;

function employee(overrides: Partial<RunEmployee>): RunEmployee {
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

type Month = Pick<RunAssemblyInput, "components"> & { month: number };

/** Runs the months in order, each seeing the earlier ones as saved items (what Run & Save does). */
function runYear(e: RunEmployee, months: readonly Month[], opening: OpeningBalance | null = null): Map<number, RunItem> {
  const saved = new Map<number, RunItem>();
  for (const { month, components } of months) {
    const item = assembleItem({
      year: YEAR,
      month,
      employee: e,
      company: { jkk_percentage: 0.24, umk: 5_000_000, ump: null },
      overtime: [],
      components,
      earlier: [...saved.entries()].map(([m, i]) => ({ month: m, gross_income: i.gross_income, pph21: i.pph21, bpjs_tk_jht_employee: i.bpjs_tk_jht_employee, bpjs_tk_jp_employee: i.bpjs_tk_jp_employee })),
      opening,
      holidays: new Set(),
    });
    saved.set(month, item);
  }
  return saved;
}

const months = (from: number, to: number, extra: Record<number, Month["components"]> = {}): Month[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ month: from + i, components: extra[from + i] ?? [] }));

function a1Item(item: RunItem, month: number): A1Item {
  const out = { month, annual: item.annual } as A1Item;
  for (const column of A1_COLUMNS) out[column] = item[column];
  return out;
}

/** What the previous system reports for the months it paid: the A1's lines summed over its items. */
function openingOf(items: ReadonlyMap<number, RunItem>, first: number, last: number): OpeningBalance {
  const paid = [...items.entries()].filter(([m]) => m >= first && m <= last).map(([, i]) => i);
  const total = (pick: (i: RunItem) => number) => paid.reduce((acc, i) => acc + pick(i), 0);
  return {
    first_month: first,
    last_month: last,
    salary: total((i) => i.basic_salary),
    tax_allowance: 0,
    other_allowances: total((i) => i.allowance_housing + i.allowance_meal + i.allowance_transport + i.allowance_field + i.allowance_telephone + i.allowance_other + i.overtime_pay + i.other_earnings),
    honorarium: 0,
    insurance: total((i) => i.bpjs_jkk + i.bpjs_jkm + i.bpjs_ks_employer),
    natura: 0,
    bonus: total((i) => i.thr + i.bonus + i.yard_bonus + i.job_bonus_normal + i.job_bonus_complex),
    pension_deduction: total((i) => i.bpjs_tk_jht_employee + i.bpjs_tk_jp_employee),
    zakat: 0,
    pph21_withheld: total((i) => i.pph21),
  };
}

const THR_JUNE = { 6: [{ kind: "thr" as const, amount: 12_000_000, note: "Idul Fitri" }] };

describe("a company that starts in July with opening figures for January–June", () => {
  it("withholds December's tax of the whole year, computed by hand (TK/0, TER A, Rp10,000,000, no BPJS)", () => {
    // Hand: 12 × 10,000,000 = 120,000,000 gross; biaya jabatan 5 % capped at 6,000,000; net 114,000,000;
    // PTKP TK/0 54,000,000; PKP 60,000,000; Pasal 17: 5 % × 60,000,000 = 3,000,000. TER A on 10,000,000 is
    // 2 %: 200,000 a month, 1,200,000 in January–June (the opening figures) and 1,000,000 in July–November
    // here, so December withholds 3,000,000 − 2,200,000 = 800,000.
    const e = employee({ bpjs_tk_registered: false, bpjs_ks_registered: false });
    const opening: OpeningBalance = { first_month: 1, last_month: 6, salary: 60_000_000, tax_allowance: 0, other_allowances: 0, honorarium: 0, insurance: 0, natura: 0, bonus: 0, pension_deduction: 0, zakat: 0, pph21_withheld: 1_200_000 };
    const here = runYear(e, months(7, 12), opening);
    expect(here.get(7)!.pph21).toBe(200_000);
    const december = here.get(12)!;
    expect(december.annual).toMatchObject({ annual_gross: 120_000_000, biaya_jabatan: 6_000_000, pension: 0, net: 114_000_000, ptkp: 54_000_000, pkp: 60_000_000, tax: 3_000_000, withheld: 2_200_000, this_month: 800_000 });
    expect(december.pph21).toBe(800_000);
    expect(december.warnings.map((w) => w.code)).not.toContain("openingBalanceMissing");

    const a1 = a1Figures([...here.entries()].map(([m, i]) => a1Item(i, m)), opening);
    expect(a1).toMatchObject({ monthStart: 1, monthEnd: 12, consistent: true });
    expect(a1.lines).toMatchObject({ salary: 120_000_000, gross: 120_000_000, biayaJabatan: 6_000_000, net: 114_000_000, pkp: 60_000_000, taxOnPkp: 3_000_000, withheld: 2_200_000, finalMonth: 800_000 });
  });

  const cases: [string, Partial<RunEmployee>][] = [
    ["TK/0 (TER A), BPJS, THR in the opening bonus line", { marital_status: "tk/0", basic_salary: 15_000_000, allowances: { ...NO_ALLOWANCES, meal: 1_000_000, transport: 750_000 } }],
    ["K/1 (TER B) without NPWP", { marital_status: "k/1", has_valid_npwp: false, basic_salary: 22_500_000, allowances: { ...NO_ALLOWANCES, housing: 2_500_000 } }],
    ["K/3 (TER C), a director's pay", { marital_status: "k/3", basic_salary: 70_000_000, allowances: { ...NO_ALLOWANCES, telephone: 1_750_000, other: 5_000_000 } }],
  ];

  for (const [name, overrides] of cases) {
    it(`equals the year saved here month by month: ${name}`, () => {
      const e = employee(overrides);
      const whole = runYear(e, months(1, 12, THR_JUNE));
      const opening = openingOf(whole, 1, 6);
      expect(opening.bonus).toBe(12_000_000);
      const here = runYear(e, months(7, 12), opening);

      // July–November are TER months, the same either way; December recalculates the same year.
      for (let m = 7; m <= 11; m += 1) expect(here.get(m)!.pph21).toBe(whole.get(m)!.pph21);
      expect(here.get(12)!.annual).toEqual(whole.get(12)!.annual);
      expect(here.get(12)!.pph21).toBe(whole.get(12)!.pph21);
      expect(here.get(12)!.annual!.annual_gross).toBe(openingGross(opening) + [...here.values()].reduce((acc, i) => acc + i.gross_income, 0));

      const a1Whole = a1Figures([...whole.entries()].map(([m, i]) => a1Item(i, m)));
      const a1Here = a1Figures([...here.entries()].map(([m, i]) => a1Item(i, m)), opening);
      expect(a1Here).toEqual(a1Whole);
      expect(a1Here).toMatchObject({ monthStart: 1, monthEnd: 12, consistent: true });
    });
  }

  it("without the opening figures: December taxes July–December only and warns openingBalanceMissing for January–June", () => {
    const e = employee({ marital_status: "k/3", basic_salary: 70_000_000 });
    const whole = runYear(e, months(1, 12));
    const here = runYear(e, months(7, 12));
    expect(here.get(12)!.warnings).toContainEqual({ code: "openingBalanceMissing", detail: { months: [1, 2, 3, 4, 5, 6], year: YEAR } });
    expect(here.get(12)!.pph21).toBeLessThan(whole.get(12)!.pph21);
    expect(here.get(11)!.warnings.map((w) => w.code)).not.toContain("openingBalanceMissing");
    // December alone, the company's first month: allowed, warned.
    const alone = runYear(e, months(12, 12));
    expect(alone.get(12)!.warnings).toContainEqual({ code: "openingBalanceMissing", detail: { months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], year: YEAR } });
  });
});

describe("a leaver who joined in March, with opening figures for March–June", () => {
  it("leaves in September with the tax of March–September, as if every month was saved here", () => {
    const e = employee({ marital_status: "tk/1", join_date: `${YEAR}-03-16`, resign_date: `${YEAR}-09-15`, basic_salary: 12_000_000 });
    const whole = runYear(e, months(3, 9));
    const opening = openingOf(whole, 3, 6);
    const here = runYear(e, months(7, 9), opening);
    const final = here.get(9)!;
    expect(final.annual).toEqual(whole.get(9)!.annual);
    expect(final.annual!.biaya_jabatan).toBeLessThanOrEqual(500_000 * 7);
    expect(final.warnings.map((w) => w.code)).not.toContain("openingBalanceMissing");
    const a1 = a1Figures([...here.entries()].map(([m, i]) => a1Item(i, m)), opening);
    expect(a1).toMatchObject({ monthStart: 3, monthEnd: 9, consistent: true });
    expect(a1).toEqual(a1Figures([...whole.entries()].map(([m, i]) => a1Item(i, m))));
    // Without them, March–June are missing (not January–February: not employed then).
    expect(runYear(e, months(7, 9)).get(9)!.warnings).toContainEqual({ code: "openingBalanceMissing", detail: { months: [3, 4, 5, 6], year: YEAR } });
  });
});

describe("zakat through the employer", () => {
  it("is deducted with biaya jabatan and the pension, and shown on the A1's line 11", () => {
    const e = employee({ bpjs_tk_registered: false, bpjs_ks_registered: false });
    const opening: OpeningBalance = { first_month: 1, last_month: 6, salary: 60_000_000, tax_allowance: 0, other_allowances: 0, honorarium: 0, insurance: 0, natura: 0, bonus: 0, pension_deduction: 0, zakat: 1_500_000, pph21_withheld: 1_200_000 };
    const december = runYear(e, months(7, 12), opening).get(12)!;
    // 114,000,000 − 1,500,000 = 112,500,000 net; PKP 58,500,000; 5 % = 2,925,000.
    expect(december.annual).toMatchObject({ zakat: 1_500_000, net: 112_500_000, pkp: 58_500_000, tax: 2_925_000, this_month: 725_000 });
    expect(december.lines.find((l) => l.key === "annual.zakat")?.amount).toBe(1_500_000);
  });
});

describe("the opening figures' rules", () => {
  it("covers what neither the saved months nor the opening figures do, from the join month", () => {
    expect(uncoveredMonths({ year: YEAR, finalMonth: 12, joinDate: "2019-05-01", saved: [7, 8, 9, 10, 11], opening: { first_month: 1, last_month: 6 } })).toEqual([]);
    expect(uncoveredMonths({ year: YEAR, finalMonth: 12, joinDate: "2019-05-01", saved: [7, 9, 10, 11], opening: { first_month: 2, last_month: 6 } })).toEqual([1, 8]);
    expect(uncoveredMonths({ year: YEAR, finalMonth: 12, joinDate: `${YEAR}-10-01`, saved: [10, 11], opening: null })).toEqual([]);
  });

  it("names what is wrong with the months", () => {
    const context = { year: YEAR, firstSaved: 7, joinDate: "2020-01-01" };
    expect(openingProblems({ first_month: 1, last_month: 6 }, context)).toEqual([]);
    expect(openingProblems({ first_month: 6, last_month: 2 }, context)).toContainEqual({ field: "last_month", code: "openingMonthsOrder" });
    expect(openingProblems({ first_month: 1, last_month: 7 }, context)).toEqual([{ field: "last_month", code: "openingBeforeFirstSaved", params: { month: 7 } }]);
    expect(openingProblems({ first_month: 1, last_month: 11 }, { ...context, firstSaved: null })).toEqual([]);
    expect(openingProblems({ first_month: 1, last_month: 12 }, { ...context, firstSaved: null })).toEqual([{ field: "last_month", code: "openingBeforeFirstSaved", params: { month: 12 } }]);
    expect(openingProblems({ first_month: 2, last_month: 6 }, { ...context, joinDate: `${YEAR}-03-16` })).toEqual([{ field: "first_month", code: "openingBeforeJoin", params: { month: 3 } }]);
    expect(openingProblems({ first_month: 1, last_month: 6 }, { ...context, joinDate: `${YEAR + 1}-01-02` })).toEqual([{ field: "year", code: "openingAfterYear" }]);
  });
});
