import { describe, expect, it } from "vitest";
import { cellClock } from "../employees/sheet";
import type { Shift } from "./index";
import { checkAttendanceImport, checkRosterImport, importConflict, importedDay, monthDays, rosterCell } from "./roster";

const day: Shift = { id: "day", type: "full_day", start_time: "08:00:00", finish_time: "17:00:00", allowed_attendance: true };
const night: Shift = { id: "night", type: "full_day", start_time: "22:00", finish_time: "06:00", allowed_attendance: true };
const flex: Shift = { id: "flex", type: "free_working_day", start_time: null, finish_time: null, allowed_attendance: true };
const fixed = { type: "fixed_schedule" as const, weekly_shift_ids: ["d", "d", "d", "d", "d", "off", "off"] };
const employees = new Map([["emp-0001", "id-1"], ["emp-0002", "id-2"]]);
const none = new Set<string>();

describe("the days of a month", () => {
  it.each([
    ["2026-02", 28, "2026-02-28"],
    ["2028-02", 29, "2028-02-29"],
    ["2026-12", 31, "2026-12-31"],
    ["2026-04", 30, "2026-04-30"],
  ])("%s has %i days, the last %s", (month, count, last) => {
    const days = monthDays(month);
    expect(days).toHaveLength(count);
    expect(days[0]).toBe(`${month}-01`);
    expect(days.at(-1)).toBe(last);
  });
  it("gives nothing for what is not a month", () => {
    expect(monthDays("2026-13")).toEqual([]);
    expect(monthDays("26-01")).toEqual([]);
  });
});

describe("a roster cell", () => {
  it("shows the roster day over the group's weekly shift", () => {
    expect(rosterCell("2026-11-23", fixed, "night")).toEqual({ shift: "night", source: "roster" });
  });
  it("falls back to the weekly shift of that weekday, marked as the group's (Monday first)", () => {
    expect(rosterCell("2026-11-23", fixed, null)).toEqual({ shift: "d", source: "group" }); // a Monday
    expect(rosterCell("2026-11-29", fixed, undefined)).toEqual({ shift: "off", source: "group" }); // a Sunday
  });
  it("is empty without a schedule: a working shift's unrostered day, a free shift, no group", () => {
    expect(rosterCell("2026-11-23", { type: "working_shift", weekly_shift_ids: [] }, null)).toEqual({ shift: null, source: null });
    expect(rosterCell("2026-11-23", { type: "free_shift", weekly_shift_ids: [] }, null)).toEqual({ shift: null, source: null });
    expect(rosterCell("2026-11-23", null, null)).toEqual({ shift: null, source: null });
  });
});

describe("time cells", () => {
  it.each([
    ["08:05", "08:05"],
    ["8:05", "08:05"],
    ["08.05", "08:05"],
    ["17:30:00", "17:30"],
    [new Date(Date.UTC(1899, 11, 30, 7, 45)), "07:45"],
    [0.5, "12:00"],
    [0.75, "18:00"],
  ])("%s reads as %s", (cell, expected) => {
    expect(cellClock(cell)).toBe(expected);
  });
  it.each(["24:00", "8", "08:60", "noon"])("%s is not a time", (cell) => {
    expect(cellClock(cell)).toBeNull();
  });
  it("refuses a number that is not a fraction of a day", () => expect(cellClock(1.5)).toBeNull());
});

describe("the roster import's checks", () => {
  const shifts = new Map([["regular", ["s-1"]], ["night", ["s-2"]], ["twin", ["s-3", "s-4"]]]);
  it("reads good rows in either language's header, names and numbers in any case", () => {
    const result = checkRosterImport(["No. Karyawan", "Tanggal", "Shift"], [
      { row: 2, cells: ["EMP-0001", "2026-11-02", "Regular"] },
      { row: 3, cells: ["emp-0002", new Date("2026-11-03T00:00:00Z"), "NIGHT"] },
    ], employees, shifts, none);
    expect(result.errors).toEqual([]);
    expect(result.days).toEqual([
      { row: 2, employee_id: "id-1", date: "2026-11-02", shift_id: "s-1" },
      { row: 3, employee_id: "id-2", date: "2026-11-03", shift_id: "s-2" },
    ]);
  });
  it("names every bad cell and keeps no day: unknown number or shift, a shared name, a bad date, a repeat, a cut-off month", () => {
    const result = checkRosterImport(["Employee No.", "Date", "Shift"], [
      { row: 2, cells: ["EMP-9999", "2026-11-02", "Regular"] },
      { row: 3, cells: ["EMP-0001", "2026-11-31", "Regular"] },
      { row: 4, cells: ["EMP-0001", "2026-11-04", "Swing"] },
      { row: 5, cells: ["EMP-0001", "2026-11-05", "Twin"] },
      { row: 6, cells: ["EMP-0002", "2026-11-06", "Regular"] },
      { row: 7, cells: ["emp-0002", "2026-11-06", "Night"] },
      { row: 8, cells: ["EMP-0002", "2026-10-30", "Regular"] },
    ], employees, shifts, new Set(["2026-10"]));
    expect(result.days).toEqual([]);
    expect(result.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [2, "nickname", "notFound"],
      [3, "date", "date"],
      [4, "shift", "notFound"],
      [5, "shift", "shiftNameTwice"],
      [7, "date", { code: "duplicateInFile", params: { row: 6 } }],
      [8, "date", { code: "requestDateCutOff", params: { month: 10, year: 2026 } }],
    ]);
  });
  it("refuses a header without a required column", () => {
    expect(checkRosterImport(["Employee No.", "Date"], [{ row: 2, cells: ["EMP-0001", "2026-11-02"] }], employees, shifts, none).headerErrors).toEqual([{ code: "missingColumn", params: { column: "Shift" } }]);
  });
});

describe("the attendance import", () => {
  const header = ["Employee No. / No. Karyawan *", "Date / Tanggal *", "Clock in / Jam masuk *", "Clock out / Jam pulang"];
  it("weighs what is on file: an earlier import or an absent day is replaced; a clocked, corrected, leave or duty day is not", () => {
    expect(importConflict(undefined)).toBeNull();
    expect(importConflict({ source: "import", status: "present", clocked: true })).toBeNull();
    expect(importConflict({ source: "system", status: "absent", clocked: false })).toBeNull();
    expect(importConflict({ source: "clock", status: "present", clocked: true })).toBe("importDayClocked");
    expect(importConflict({ source: "correction", status: "missed", clocked: true })).toBe("importDayClocked");
    expect(importConflict({ source: "system", status: "leave", clocked: false })).toBe("importDayAway");
    expect(importConflict({ source: "system", status: "on_duty", clocked: false })).toBe("importDayAway");
  });
  it("keeps good rows, the clock-out optional", () => {
    const result = checkAttendanceImport(header, [
      { row: 2, cells: ["EMP-0001", "2026-11-02", "08:02", "17:05"] },
      { row: 3, cells: ["EMP-0002", "2026-11-02", "07:55", null] },
    ], employees, none, "2026-11-25", new Map());
    expect(result.errors).toEqual([]);
    expect(result.days).toEqual([
      { row: 2, employee_id: "id-1", date: "2026-11-02", clock_in: "08:02", clock_out: "17:05" },
      { row: 3, employee_id: "id-2", date: "2026-11-02", clock_in: "07:55", clock_out: null },
    ]);
  });
  it("refuses a future date, a cut-off month, a clocked day, a bad time and a missing clock-in, all at once", () => {
    const result = checkAttendanceImport(header, [
      { row: 2, cells: ["EMP-0001", "2026-11-26", "08:00", "17:00"] },
      { row: 3, cells: ["EMP-0001", "2026-10-30", "08:00", "17:00"] },
      { row: 4, cells: ["EMP-0002", "2026-11-03", "08:00", "17:00"] },
      { row: 5, cells: ["EMP-0002", "2026-11-04", "8 pagi", "17:00"] },
      { row: 6, cells: ["EMP-0002", "2026-11-05", null, "17:00"] },
      { row: 7, cells: ["EMP-0001", "2026-11-05", "08:00", "17:00"] },
    ], employees, new Set(["2026-10"]), "2026-11-25", new Map([["id-2 2026-11-03", { source: "clock", status: "present", clocked: true }]]));
    expect(result.days).toEqual([]);
    expect(result.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [2, "date", "importDateFuture"],
      [3, "date", { code: "requestDateCutOff", params: { month: 10, year: 2026 } }],
      [4, "date", "importDayClocked"],
      [5, "clock_in", "time"],
      [6, "clock_in", "required"],
    ]);
  });
});

describe("an imported day's figures", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it("is late and early against the day's shift, and waits for validation when late", () => {
    const figures = importedDay("2026-11-02", day, "08:07", "16:50", now, "Asia/Jakarta");
    expect(figures.clock_in_at.toISOString()).toBe("2026-11-02T01:07:00.000Z");
    expect(figures.clock_out_at?.toISOString()).toBe("2026-11-02T09:50:00.000Z");
    expect([figures.late_minutes, figures.early_minutes, figures.status, figures.validation]).toEqual([7, 10, "present", "pending"]);
  });
  it("puts a night shift's morning on the next day", () => {
    const figures = importedDay("2026-11-02", night, "21:58", "06:01", now, "Asia/Jakarta");
    expect(figures.clock_out_at?.toISOString()).toBe("2026-11-02T23:01:00.000Z");
    expect([figures.late_minutes, figures.early_minutes, figures.validation]).toEqual([0, 0, null]);
    const late = importedDay("2026-11-02", night, "00:30", "06:00", now, "Asia/Jakarta");
    expect(late.clock_in_at.toISOString()).toBe("2026-11-02T17:30:00.000Z");
    expect(late.late_minutes).toBe(150);
  });
  it("is never late or early on free working hours", () => {
    const figures = importedDay("2026-11-02", flex, "11:00", "13:00", now, "Asia/Jakarta");
    expect([figures.late_minutes, figures.early_minutes, figures.status]).toEqual([0, 0, "present"]);
  });
  it("is missed without a clock-out once the day is over (for validation)", () => {
    const figures = importedDay("2026-11-02", day, "08:00", null, now, "Asia/Jakarta");
    expect([figures.clock_out_at, figures.status, figures.validation]).toEqual([null, "missed", "pending"]);
  });
});
