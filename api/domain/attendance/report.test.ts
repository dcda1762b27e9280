import { describe, expect, it } from "vitest";
import { addFigures, daysInPeriod, EMPTY_FIGURES, highlightOf, isScheduled, monthOf, periodProblem, tallyDays, type ReportDay } from "./report";
import type { Shift } from "./index";

const day: Shift = { id: "day", type: "full_day", start_time: "08:00", finish_time: "17:00", allowed_attendance: true };
const off: Shift = { id: "off", type: "off_day", start_time: null, finish_time: null, allowed_attendance: false };
const flex: Shift = { id: "flex", type: "free_working_day", start_time: null, finish_time: null, allowed_attendance: true };

describe("the report's period", () => {
  it.each([
    ["2026-11-25", "2026-11-01", "2026-11-30"],
    ["2026-12-31", "2026-12-01", "2026-12-31"],
    ["2028-02-10", "2028-02-01", "2028-02-29"],
    ["2027-02-01", "2027-02-01", "2027-02-28"],
  ])("the month of %s is %s … %s", (date, from, to) => {
    expect(monthOf(date)).toEqual({ from, to });
  });

  it("counts both ends", () => {
    expect(daysInPeriod("2026-11-01", "2026-11-30")).toBe(30);
    expect(daysInPeriod("2026-11-01", "2026-11-01")).toBe(1);
    expect(daysInPeriod("2026-11-02", "2026-11-01")).toBe(0);
  });

  it.each([
    ["2026-11-01", "2026-11-30", null],
    ["2028-01-01", "2028-12-31", null], // 366 days, a leap year
    ["2026-01-01", "2027-01-01", null], // 366 days
    ["2026-01-01", "2027-01-02", "tooLong"],
    ["2026-11-02", "2026-11-01", "order"],
  ])("%s … %s → %s", (from, to, problem) => {
    expect(periodProblem(from, to)).toBe(problem);
  });
});

describe("scheduled days", () => {
  it("a timed working shift on a working day is scheduled", () => expect(isScheduled(day, false)).toBe(true));
  it("a holiday is not, even with a shift", () => expect(isScheduled(day, true)).toBe(false));
  it.each([[off], [flex], [null], [undefined]])("%o is not", (shift) => expect(isScheduled(shift, false)).toBe(false));
});

describe("tallyDays", () => {
  const rec = (status: string, late = 0, early = 0, clocked_in = status === "present" || status === "missed") => ({ status, late_minutes: late, early_minutes: early, clocked_in });
  const days: ReportDay[] = [
    { scheduled: true, record: rec("present") },
    { scheduled: true, record: rec("present", 12, 0) },
    { scheduled: true, record: rec("present", 5, 30) },
    { scheduled: true, record: rec("missed", 7) },
    { scheduled: true, record: rec("absent") },
    { scheduled: true, record: rec("leave") },
    { scheduled: true, record: rec("on_duty") },
    { scheduled: true, record: null }, // today, not over yet
    { scheduled: false, record: null }, // a weekend
    { scheduled: false, record: rec("present", 0, 0) }, // came in on a day off
  ];

  it("counts every figure by its rule", () => {
    expect(tallyDays(days)).toEqual({ scheduled: 8, present: 5, late: 3, late_minutes: 24, early: 1, early_minutes: 30, absent: 1, missed: 1, leave: 1, on_duty: 1 });
  });

  it("nothing is zero everywhere", () => expect(tallyDays([])).toEqual(EMPTY_FIGURES));

  it("adds figures for the totals row", () => {
    const one = tallyDays(days);
    expect(addFigures(one, one)).toEqual(Object.fromEntries(Object.entries(one).map(([k, v]) => [k, v * 2])));
  });
});

describe("highlights (docs/specification.md §9)", () => {
  it.each([
    ["late", 2, "warning"],
    ["early_minutes", 30, "warning"],
    ["absent", 1, "danger"],
    ["missed", 1, "danger"],
    ["absent", 0, null],
    ["present", 20, null],
    ["leave", 3, null],
  ] as const)("%s %i → %s", (figure, value, expected) => expect(highlightOf(figure, value)).toBe(expected));
});
