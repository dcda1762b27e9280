import { describe, expect, it } from "vitest";
import { bpjsEmployee, bpjsEmployer, currentPeriod, detailHref, monthRuns, openingMissing, payrollYears, periodOf, runPercent } from "./amounts";

const bpjs = { jht_employee: 200, jht_employer: 370, jp_employee: 100, jp_employer: 200, jkk: 24, jkm: 30, ks_employee: 100, ks_employer: 400, ks_additional: 50 };

describe("payroll amounts and periods", () => {
  it("sums BPJS as the run's totals do", () => {
    expect(bpjsEmployee({ bpjs })).toBe(450);
    expect(bpjsEmployer({ bpjs })).toBe(1024);
  });

  it("reads the month in Jakarta: 17:30 UTC on the last day is the next month", () => {
    expect(currentPeriod(new Date("2026-01-31T17:30:00Z"))).toEqual({ year: 2026, month: 2 });
    expect(currentPeriod(new Date("2026-12-31T16:59:00Z"))).toEqual({ year: 2026, month: 12 });
  });

  it("reads an address's period, zero-based for the detail, the current month otherwise", () => {
    const now = new Date("2026-05-10T00:00:00Z");
    expect(periodOf(new URLSearchParams("month=3&year=2025"), { now })).toEqual({ year: 2025, month: 3 });
    expect(periodOf(new URLSearchParams("month=0&year=2025"), { zeroBased: true, now })).toEqual({ year: 2025, month: 1 });
    expect(periodOf(new URLSearchParams("month=12&year=2025"), { zeroBased: true, now })).toEqual({ year: 2025, month: 5 });
    expect(periodOf(new URLSearchParams("month=x&year=1999"), { now })).toEqual({ year: 2026, month: 5 });
    expect(detailHref("e1", { year: 2026, month: 1 })).toBe("/dashboard/edit/payroll-employees/e1?month=0&year=2026");
  });

  it("offers years from 2024 to next year, and a percentage of a run", () => {
    expect(payrollYears(2026)).toEqual([2024, 2025, 2026, 2027]);
    expect(runPercent({ done: 1, total: 3 })).toBe(33);
    expect(runPercent({ done: 0, total: 0 })).toBe(0);
  });
});

describe("the months an opening figure lacks", () => {
  it("joins consecutive months into runs", () => {
    expect(monthRuns([6, 1, 2, 3, 5, 9])).toEqual([
      [1, 3],
      [5, 6],
      [9, 9],
    ]);
    expect(monthRuns([])).toEqual([]);
  });

  it("reads the months of the openingBalanceMissing warning only", () => {
    expect(openingMissing({ warnings: [{ code: "company.no_jkk_rate" }, { code: "openingBalanceMissing", detail: { months: [1, 2, 3], year: 2026 } }] })).toEqual([1, 2, 3]);
    expect(openingMissing({ warnings: [{ code: "company.no_jkk_rate" }] })).toEqual([]);
  });
});
