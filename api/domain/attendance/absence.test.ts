import { describe, expect, it } from "vitest";
import { catchUpDates, isAbsentDay, type AbsenceFacts } from "./absence";
import type { Shift } from "./index";

const day: Shift = { id: "day", type: "full_day", start_time: "08:00", finish_time: "17:00", allowed_attendance: true };
const night: Shift = { id: "night", type: "full_day", start_time: "22:00", finish_time: "06:00", allowed_attendance: true };
const off: Shift = { id: "off", type: "off_day", start_time: null, finish_time: null, allowed_attendance: false };
const flex: Shift = { id: "flex", type: "free_working_day", start_time: null, finish_time: null, allowed_attendance: true };

const base: AbsenceFacts = { date: "2026-11-23", shift: day, recorded: false, excused: false, holiday: false, joined: "2024-01-01", resigned: null, now: new Date("2026-11-24T02:00:00Z"), zone: "Asia/Jakarta" };
const absent = (facts: Partial<AbsenceFacts>) => isAbsentDay({ ...base, ...facts });

describe("absent-day detection", () => {
  it("a scheduled day without any record, once over, is absent", () => expect(absent({})).toBe(true));

  it("not before the shift's end (17:00 WIB = 10:00 UTC)", () => {
    expect(absent({ now: new Date("2026-11-23T10:00:00Z") })).toBe(false);
    expect(absent({ now: new Date("2026-11-23T10:01:00Z") })).toBe(true);
  });

  it("a night shift is over the next morning (06:00 WIB)", () => {
    expect(absent({ shift: night, now: new Date("2026-11-23T22:59:00Z") })).toBe(false);
    expect(absent({ shift: night, now: new Date("2026-11-23T23:01:00Z") })).toBe(true);
  });

  it.each([
    ["a clock-in or any record of the day", { recorded: true }],
    ["approved leave or a business trip", { excused: true }],
    ["a holiday", { holiday: true }],
    ["a day off", { shift: off }],
    ["a free working day", { shift: flex }],
    ["no shift at all (free shift group, no group)", { shift: null }],
    ["before the employee joined", { joined: "2026-11-24" }],
    ["after the employee left", { resigned: "2026-11-22" }],
  ] as [string, Partial<AbsenceFacts>][])("not absent with %s", (_why, facts) => expect(absent(facts)).toBe(false));

  it("the join day and the last day are theirs", () => {
    expect(absent({ joined: "2026-11-23" })).toBe(true);
    expect(absent({ resigned: "2026-11-23" })).toBe(true);
    expect(absent({ joined: null, resigned: null })).toBe(true);
  });
});

describe("catch-up days", () => {
  it("the last N WIB dates up to today, oldest first", () => {
    expect(catchUpDates("2026-11-02", 4)).toEqual(["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02"]);
  });
  it("at least today", () => expect(catchUpDates("2026-11-02", 0)).toEqual(["2026-11-02"]));
});
