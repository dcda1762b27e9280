import { describe, expect, it } from "vitest";
import { overtimePay, overtimeWageBase, type OvertimeDayType, type OvertimeInput } from "./overtime";
import { OVERTIME_PP35_2021 } from "./rates";

// 5,190,000 ÷ 173 = 30,000 exactly, so the expected amounts read as hours × multiplier × 30,000.
const WAGE = 5_190_000;
const HOURLY = 30_000;

function pay(hours: number, dayType: OvertimeDayType, workDays: 5 | 6): number {
  const input: OvertimeInput = {
    basicSalary: WAGE,
    fixedAllowances: 0,
    nonFixedAllowances: 0,
    workDays,
    entries: [{ date: "2026-05-13", hours, dayType }],
  };
  return overtimePay(input).amount;
}

describe("working day: 1st hour 1.5×, further hours 2× (same for 5- and 6-day weeks)", () => {
  it.each([
    { hours: 1, weighted: 1.5 },
    { hours: 2, weighted: 3.5 },
    { hours: 3, weighted: 5.5 },
    { hours: 4, weighted: 7.5 },
    { hours: 0.5, weighted: 0.75 },
    { hours: 1.5, weighted: 2.5 },
  ])("$hours h → $weighted × hourly", ({ hours, weighted }) => {
    expect(pay(hours, "working", 5)).toBe(weighted * HOURLY);
    expect(pay(hours, "working", 6)).toBe(weighted * HOURLY);
  });
});

describe("rest day / public holiday, 5-day week: h1–8 2×, h9 3×, h10–12 4×", () => {
  it.each([
    { hours: 1, weighted: 2 },
    { hours: 8, weighted: 16 },
    { hours: 9, weighted: 19 },
    { hours: 10, weighted: 23 },
    { hours: 12, weighted: 31 },
  ])("$hours h → $weighted × hourly", ({ hours, weighted }) => {
    expect(pay(hours, "rest", 5)).toBe(weighted * HOURLY);
    expect(pay(hours, "holiday", 5)).toBe(weighted * HOURLY);
  });
});

describe("rest day / public holiday, 6-day week: h1–7 2×, h8 3×, h9–11 4×", () => {
  it.each([
    { hours: 1, weighted: 2 },
    { hours: 7, weighted: 14 },
    { hours: 8, weighted: 17 },
    { hours: 9, weighted: 21 },
    { hours: 11, weighted: 29 },
  ])("$hours h → $weighted × hourly", ({ hours, weighted }) => {
    expect(pay(hours, "rest", 6)).toBe(weighted * HOURLY);
    expect(pay(hours, "holiday", 6)).toBe(weighted * HOURLY);
  });
});

describe("wage base", () => {
  it.each([
    { name: "base + fixed when all allowances are fixed", basic: 5_000_000, fixed: 1_000_000, nonFixed: 0, base: 6_000_000, rule: "base_plus_fixed" },
    { name: "75 % of the total when larger", basic: 4_000_000, fixed: 0, nonFixed: 2_000_000, base: 4_500_000, rule: "75_percent_of_total" },
    { name: "base + fixed when larger than 75 %", basic: 5_000_000, fixed: 1_000_000, nonFixed: 1_000_000, base: 6_000_000, rule: "base_plus_fixed" },
    { name: "75 % rounded to the rupiah", basic: 1_000_001, fixed: 0, nonFixed: 1_000_000, base: 1_500_001, rule: "75_percent_of_total" }, // 1,500,000.75
    { name: "zero wage", basic: 0, fixed: 0, nonFixed: 0, base: 0, rule: "base_plus_fixed" },
  ] as const)("$name", ({ basic, fixed, nonFixed, base, rule }) => {
    expect(overtimeWageBase(basic, fixed, nonFixed, OVERTIME_PP35_2021)).toMatchObject({ base, rule });
  });

  it("pays from the 75 % base: 4.5 M ÷ 173 × 1.5 = 39,017.34 → 39,017", () => {
    const r = overtimePay({ basicSalary: 4_000_000, fixedAllowances: 0, nonFixedAllowances: 2_000_000, workDays: 5, entries: [{ date: "2026-05-13", hours: 1, dayType: "working" }] });
    expect(r.amount).toBe(39_017);
    expect(r.hourlyWage).toBe(26_012); // 26,011.56 shown rounded, never multiplied
  });

  it("rounds each day to the nearest rupiah and sums the days", () => {
    // 11,700,000 × 5.5 / 173 = 371,965.32 → 371,965; × 19 / 173 = 1,284,971.10 → 1,284,971
    const r = overtimePay({
      basicSalary: 10_000_000,
      fixedAllowances: 1_700_000,
      nonFixedAllowances: 1_000_000,
      workDays: 5,
      entries: [
        { date: "2026-05-12", hours: 3, dayType: "working" },
        { date: "2026-05-16", hours: 9, dayType: "rest" },
      ],
    });
    expect(r.days.map((d) => d.amount)).toEqual([371_965, 1_284_971]);
    expect(r.amount).toBe(1_656_936);
  });

  it("two entries on the same day share the tiers", () => {
    const r = overtimePay({
      basicSalary: WAGE,
      fixedAllowances: 0,
      nonFixedAllowances: 0,
      workDays: 5,
      entries: [
        { date: "2026-05-13", hours: 2, dayType: "working" },
        { date: "2026-05-13", hours: 2, dayType: "working" },
      ],
    });
    expect(r.days).toHaveLength(1);
    expect(r.amount).toBe(7.5 * HOURLY);
  });
});

describe("limits are warnings, never errors", () => {
  const run = (entries: OvertimeInput["entries"], workDays: 5 | 6 = 5) =>
    overtimePay({ basicSalary: WAGE, fixedAllowances: 0, nonFixedAllowances: 0, workDays, entries, period: { year: 2026, month: 5 } });

  it("no warning at 4 h on a working day", () => {
    expect(run([{ date: "2026-05-13", hours: 4, dayType: "working" }]).warnings).toEqual([]);
  });

  it("more than 4 h on a working day → daily limit warning, still paid", () => {
    const r = run([{ date: "2026-05-13", hours: 5, dayType: "working" }]);
    expect(r.warnings).toEqual([{ code: "overtime.daily_limit_exceeded", detail: { date: "2026-05-13", hours: 5, limit: 4 } }]);
    expect(r.amount).toBe(9.5 * HOURLY);
  });

  it("more than 18 h of working-day overtime in one ISO week → weekly warning", () => {
    // Mon 11 – Fri 15 May 2026, 4 h a day = 20 h.
    const entries = [11, 12, 13, 14, 15].map((d) => ({ date: `2026-05-${d}`, hours: 4, dayType: "working" as const }));
    expect(run(entries).warnings).toEqual([{ code: "overtime.weekly_limit_exceeded", detail: { week_start: "2026-05-11", hours: 20, limit: 18 } }]);
  });

  it("the weekly limit does not count rest days and holidays", () => {
    const entries = [
      ...[11, 12, 13, 14].map((d) => ({ date: `2026-05-${d}`, hours: 4, dayType: "working" as const })),
      { date: "2026-05-16", hours: 8, dayType: "rest" as const },
      { date: "2026-05-14", hours: 8, dayType: "holiday" as const },
    ];
    expect(run(entries).warnings).toEqual([]);
  });

  it("weeks are Monday to Sunday: 16 h + 4 h split over two weeks is fine", () => {
    const entries = [
      ...[11, 12, 13, 14].map((d) => ({ date: `2026-05-${d}`, hours: 4, dayType: "working" as const })),
      { date: "2026-05-18", hours: 4, dayType: "working" as const },
    ];
    expect(run(entries).warnings).toEqual([]);
  });

  it.each([
    { workDays: 5 as const, hours: 13, limit: 12, weighted: 35 },
    { workDays: 6 as const, hours: 12, limit: 11, weighted: 33 },
  ])("rest day beyond the last tier ($workDays-day week, $hours h) → warning, extra hours at 4×", ({ workDays, hours, limit, weighted }) => {
    const r = run([{ date: "2026-05-16", hours, dayType: "rest" }], workDays);
    expect(r.warnings).toEqual([{ code: "overtime.rest_day_hours_exceeded", detail: { date: "2026-05-16", hours, limit } }]);
    expect(r.amount).toBe(weighted * HOURLY);
  });

  it("an entry outside the month or with a bad date is paid and flagged", () => {
    const r = run([
      { date: "2026-04-30", hours: 1, dayType: "working" },
      { date: "not a date", hours: 1, dayType: "working" },
    ]);
    expect(r.amount).toBe(3 * HOURLY);
    expect(r.warnings.map((w) => w.code).sort()).toEqual(["overtime.invalid_date", "overtime.outside_period"]);
  });

  it("zero, negative and NaN hours are ignored", () => {
    const r = run([
      { date: "2026-05-13", hours: 0, dayType: "working" },
      { date: "2026-05-13", hours: -2, dayType: "working" },
      { date: "2026-05-13", hours: Number.NaN, dayType: "working" },
    ]);
    expect(r).toMatchObject({ amount: 0, days: [], warnings: [] });
  });
});
