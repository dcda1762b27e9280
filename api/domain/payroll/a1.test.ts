/**
 * The A1 lines (docs/statutory-exports.md §5): summed from real items of the engine
 * (assembleItem, as Run & Save computes them), so line 8 is the December recalculation's annual gross,
 * line 10 its pension, and lines 13–20 its figures.
 */
import { describe, expect, it } from "vitest";
import { a1Figures, finalItem, type A1Item } from "./a1";
import { assembleItem, type RunEmployee, type SavedItemFigures } from "./run";

const employee: RunEmployee = {
  id: "e1",
  marital_status: "k/3",
  has_valid_npwp: true,
  basic_salary: 9_000_000,
  allowances: { housing: 1_000_000, meal: 600_000, transport: 400_000, field: 0, telephone: 150_000, other: 0 },
  yard_bonus: 250_000,
  job_bonus_normal: 0,
  job_bonus_complex: 0,
  bpjs_tk_registered: true,
  bpjs_ks_registered: true,
  bpjs_tk_salary: null,
  bpjs_ks_salary: null,
  additional_family_member: false,
  total_additional_family: 0,
  join_date: "2026-02-16",
  resign_date: null,
  end_of_contract: null,
  work_days: 5,
  payroll_active: true,
};

/** The months February to `last` computed in order, each final month reading the saved earlier ones. */
function runYear(last: number, e: RunEmployee = employee): A1Item[] {
  const saved: A1Item[] = [];
  for (let month = 2; month <= last; month++) {
    const earlier: SavedItemFigures[] = saved.map((i) => ({ month: i.month, gross_income: i.gross_income, pph21: i.pph21, bpjs_tk_jht_employee: i.bpjs_tk_jht_employee, bpjs_tk_jp_employee: i.bpjs_tk_jp_employee }));
    const components = month === 4 ? [{ kind: "thr" as const, amount: 9_000_000 }, { kind: "other_income" as const, amount: 300_000 }] : [];
    const item = assembleItem({ year: 2026, month, employee: e, company: { jkk_percentage: 0.54, umk: 5_000_000, ump: null }, overtime: [], components, earlier, holidays: new Set() });
    saved.push({ ...item, month });
  }
  return saved;
}

describe("A1 lines from saved items", () => {
  it("December: lines 1–7 add up to the recalculation's annual gross, line 10 to its pension, 13–20 are its figures", () => {
    const items = runYear(12);
    const a1 = a1Figures(items);
    const annual = items[items.length - 1].annual!;
    const l = a1.lines;
    expect(a1.consistent).toBe(true);
    expect([a1.monthStart, a1.monthEnd]).toEqual([2, 12]);
    expect(l.salary + l.taxAllowance + l.otherAllowances + l.honorarium + l.insurance + l.natura + l.bonus).toBe(l.gross);
    expect(l.gross).toBe(annual.annual_gross);
    expect(l.pension).toBe(annual.pension);
    expect(l.deductions).toBe(annual.biaya_jabatan + annual.pension);
    expect(l.net).toBe(annual.net);
    expect([l.ptkp, l.pkp, l.taxOnPkp, l.taxPayable, l.withheld, l.finalMonth]).toEqual([annual.ptkp, annual.pkp, annual.tax, annual.tax, annual.withheld, annual.this_month]);
    expect(l.ptkp).toBe(72_000_000); // K/3
    // Where the columns went: THR and the yard bonus are line 7, the one-off other income line 3.
    expect(l.bonus).toBe(9_000_000 + 11 * 250_000);
    expect(l.otherAllowances).toBe(items.reduce((acc, i) => acc + i.allowance_housing + i.allowance_meal + i.allowance_transport + i.allowance_telephone, 0) + 300_000);
    expect(l.insurance).toBe(items.reduce((acc, i) => acc + i.bpjs_jkk + i.bpjs_jkm + i.bpjs_ks_employer, 0));
  });

  it("a leaver's A1 ends at the month of leaving, whatever items come later", () => {
    const leaver = { ...employee, resign_date: "2026-06-20" };
    const items = runYear(6, leaver);
    expect(finalItem(items)?.month).toBe(6);
    const a1 = a1Figures([...items, { ...items[0], month: 7, annual: null }]);
    expect([a1.monthStart, a1.monthEnd, a1.consistent]).toEqual([2, 6, true]);
    expect(a1.lines.gross).toBe(items[items.length - 1].annual!.annual_gross);
  });

  it("says when an earlier month changed after the final one was computed, and refuses items without a final period", () => {
    const items = runYear(12);
    items[3] = { ...items[3], basic_salary: items[3].basic_salary + 1, gross_income: items[3].gross_income + 1 };
    expect(a1Figures(items).consistent).toBe(false);
    expect(() => a1Figures(items.slice(0, 5))).toThrow();
  });
});
