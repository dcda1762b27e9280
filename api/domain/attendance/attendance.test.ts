import { describe, expect, it } from "vitest";
import {
  afterDayEnd,
  allowsAttendance,
  autoCloseAt,
  checkPlace,
  correctedInstant,
  dayStatus,
  distanceMeters,
  earlyMinutes,
  lateMinutes,
  needsValidation,
  openUntil,
  shiftIdFor,
  shiftWindow,
  zonedDate,
  zonedInstant,
  zonedMonth,
  zonedTime,
  type Shift,
  type TimeZone,
} from "./index";

const day: Shift = { id: "day", type: "full_day", start_time: "08:00:00", finish_time: "17:00:00", allowed_attendance: true };
const night: Shift = { id: "night", type: "full_day", start_time: "22:00", finish_time: "06:00", allowed_attendance: true };
const off: Shift = { id: "off", type: "off_day", start_time: null, finish_time: null, allowed_attendance: false };
const flex: Shift = { id: "flex", type: "free_working_day", start_time: null, finish_time: null, allowed_attendance: true };
const at = (iso: string) => new Date(iso);

const WIB: TimeZone = "Asia/Jakarta";
const WITA: TimeZone = "Asia/Makassar";
const WIT: TimeZone = "Asia/Jayapura";

describe("dates and times in WIB (UTC+7), WITA (UTC+8) and WIT (UTC+9)", () => {
  it.each([
    ["2026-11-20T16:59:00Z", WIB, "2026-11-20", "23:59"],
    ["2026-11-20T17:00:00Z", WIB, "2026-11-21", "00:00"],
    ["2026-11-21T01:05:00Z", WIB, "2026-11-21", "08:05"],
    ["2026-11-20T15:59:00Z", WITA, "2026-11-20", "23:59"],
    ["2026-11-20T16:00:00Z", WITA, "2026-11-21", "00:00"],
    ["2026-11-21T01:05:00Z", WITA, "2026-11-21", "09:05"],
    ["2026-11-20T14:59:00Z", WIT, "2026-11-20", "23:59"],
    ["2026-11-20T15:00:00Z", WIT, "2026-11-21", "00:00"],
    ["2026-11-21T01:05:00Z", WIT, "2026-11-21", "10:05"],
  ] as const)("%s is, in %s, %s %s", (iso, zone, date, time) => {
    expect(zonedDate(at(iso), zone)).toBe(date);
    expect(zonedTime(at(iso), zone)).toBe(time);
  });
  it("turns a wall time back into an instant", () => {
    expect(zonedInstant("2026-11-21", "08:00", WIB).toISOString()).toBe("2026-11-21T01:00:00.000Z");
    expect(zonedInstant("2026-11-21", "06:00", WIB, 1).toISOString()).toBe("2026-11-21T23:00:00.000Z");
    expect(zonedInstant("2026-11-21", "08:00", WITA).toISOString()).toBe("2026-11-21T00:00:00.000Z");
    expect(zonedInstant("2026-11-21", "08:00", WIT).toISOString()).toBe("2026-11-20T23:00:00.000Z");
  });
  it("a clock-in at 23:30 WITA belongs to that WITA day, and 00:30 WITA to the next (though both are the same WIB day)", () => {
    const late = at("2026-11-20T23:30:00+08:00");
    const early = at("2026-11-21T00:30:00+08:00");
    expect(zonedDate(late, WITA)).toBe("2026-11-20");
    expect(zonedDate(early, WITA)).toBe("2026-11-21");
    expect(zonedDate(early, WIB)).toBe("2026-11-20");
  });
  it("a clock-in at 23:30 WIT belongs to that WIT day, and 00:30 WIT to the next", () => {
    expect(zonedDate(at("2026-11-20T23:30:00+09:00"), WIT)).toBe("2026-11-20");
    expect(zonedDate(at("2026-11-21T00:30:00+09:00"), WIT)).toBe("2026-11-21");
    expect(zonedTime(at("2026-11-21T00:30:00+09:00"), WIT)).toBe("00:30");
  });
  it("a month turns at midnight in the zone", () => {
    expect(zonedMonth(at("2026-11-30T16:30:00Z"), WIB)).toEqual({ year: 2026, month: 11 });
    expect(zonedMonth(at("2026-11-30T16:30:00Z"), WITA)).toEqual({ year: 2026, month: 12 });
    expect(zonedMonth(at("2026-12-31T15:00:00Z"), WIT)).toEqual({ year: 2027, month: 1 });
  });
  it("the same wall time on the same date is an hour apart from zone to zone", () => {
    expect(zonedInstant("2026-11-20", "08:00", WIB).getTime() - zonedInstant("2026-11-20", "08:00", WITA).getTime()).toBe(3_600_000);
    expect(zonedInstant("2026-11-20", "08:00", WITA).getTime() - zonedInstant("2026-11-20", "08:00", WIT).getTime()).toBe(3_600_000);
  });
});

describe("late, early and the day's end in the employee's zone", () => {
  it.each([
    [WITA, "2026-11-20T08:00:00+08:00", 0],
    [WITA, "2026-11-20T08:20:00+08:00", 20],
    // 08:20 WIB is 09:20 WITA: an hour and twenty minutes late in Makassar.
    [WITA, "2026-11-20T08:20:00+07:00", 80],
    [WIT, "2026-11-20T08:05:00+09:00", 5],
    [WIT, "2026-11-20T07:55:00+09:00", 0],
    [WIB, "2026-11-20T08:05:00+09:00", 0],
  ] as const)("in %s, a clock-in at %s is %i minutes late", (zone, clockIn, minutes) => {
    expect(lateMinutes("2026-11-20", day, at(clockIn), zone)).toBe(minutes);
  });
  it("early minutes count to the shift's end in the zone", () => {
    expect(earlyMinutes("2026-11-20", day, at("2026-11-20T16:30:00+08:00"), WITA)).toBe(30);
    expect(earlyMinutes("2026-11-20", day, at("2026-11-20T16:30:00+07:00"), WITA)).toBe(0);
    expect(earlyMinutes("2026-11-20", day, at("2026-11-20T16:30:00+07:00"), WIT)).toBe(0);
    expect(earlyMinutes("2026-11-20", day, at("2026-11-20T14:30:00+07:00"), WIT)).toBe(30);
  });
  it("a night shift across midnight: its window and its late, early and status are in the zone", () => {
    const window = shiftWindow("2026-11-20", night, WITA)!;
    expect(window.start.toISOString()).toBe("2026-11-20T14:00:00.000Z");
    expect(window.end.toISOString()).toBe("2026-11-20T22:00:00.000Z");
    expect(lateMinutes("2026-11-20", night, at("2026-11-21T00:10:00+08:00"), WITA)).toBe(130);
    expect(earlyMinutes("2026-11-20", night, at("2026-11-21T05:30:00+08:00"), WITA)).toBe(30);
    const facts = { date: "2026-11-20", shift: night, clockIn: at("2026-11-20T22:00:00+09:00"), clockOut: null, zone: WIT };
    expect(dayStatus({ ...facts, now: at("2026-11-21T05:59:00+09:00") })).toBe("present");
    expect(dayStatus({ ...facts, now: at("2026-11-21T06:01:00+09:00") })).toBe("missed");
  });
  it("a free day ends at midnight in the zone, and a late clock-in stays open until then", () => {
    expect(dayEndOf(flex, WITA)).toBe("2026-11-20T16:00:00.000Z");
    expect(dayEndOf(flex, WIT)).toBe("2026-11-20T15:00:00.000Z");
    expect(openUntil("2026-11-20", day, at("2026-11-20T23:30:00+08:00"), WITA).toISOString()).toBe("2026-11-20T16:00:00.000Z");
  });
  it("a corrected time is a wall time in the zone", () => {
    expect(correctedInstant("2026-11-20", "08:05", day, WITA).toISOString()).toBe("2026-11-20T00:05:00.000Z");
    expect(correctedInstant("2026-11-20", "06:00", night, WIT).toISOString()).toBe("2026-11-20T21:00:00.000Z");
  });
});

const dayEndOf = (shift: Shift, zone: TimeZone) => openUntil("2026-11-20", shift, null, zone).toISOString();

describe("which shift applies", () => {
  const weekly = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
  const fixed = { type: "fixed_schedule" as const, weekly_shift_ids: weekly };
  it.each([
    ["2026-11-16", "mon"], // a Monday
    ["2026-11-20", "fri"],
    ["2026-11-21", "sat"],
    ["2026-11-22", "sun"],
  ])("a fixed schedule on %s takes %s's shift (Monday first)", (date, id) => {
    expect(shiftIdFor(date, fixed, null)).toBe(id);
  });
  it("a roster row overrides the weekly schedule", () => {
    expect(shiftIdFor("2026-11-21", fixed, "roster")).toBe("roster");
  });
  it("a working_shift group uses only the roster; a free shift has none", () => {
    expect(shiftIdFor("2026-11-21", { type: "working_shift", weekly_shift_ids: [] }, null)).toBeNull();
    expect(shiftIdFor("2026-11-21", { type: "working_shift", weekly_shift_ids: [] }, "r")).toBe("r");
    expect(shiftIdFor("2026-11-21", { type: "free_shift", weekly_shift_ids: [] }, null)).toBeNull();
    expect(shiftIdFor("2026-11-21", null, null)).toBeNull();
  });
  it("attendance is allowed on working days, on a day off only when the shift allows it", () => {
    expect(allowsAttendance(day)).toBe(true);
    expect(allowsAttendance(flex)).toBe(true);
    expect(allowsAttendance(null)).toBe(true);
    expect(allowsAttendance(off)).toBe(false);
    expect(allowsAttendance({ ...off, allowed_attendance: true })).toBe(true);
  });
});

describe("late and early minutes", () => {
  it.each([
    ["07:55", 0],
    ["08:00", 0],
    ["08:00:59", 0],
    ["08:07", 7],
    ["09:30", 90],
  ])("a day shift clocked in at %s is %i minutes late", (time, minutes) => {
    expect(lateMinutes("2026-11-20", day, at(`2026-11-20T${time.length === 5 ? `${time}:00` : time}+07:00`), WIB)).toBe(minutes);
  });
  it.each([
    ["17:00", 0],
    ["18:30", 0],
    ["16:45", 15],
    ["12:00", 300],
  ])("a day shift clocked out at %s is %i minutes early", (time, minutes) => {
    expect(earlyMinutes("2026-11-20", day, at(`2026-11-20T${time}:00+07:00`), WIB)).toBe(minutes);
  });
  it("a night shift crosses midnight: late after 22:00, early before 06:00 the next morning", () => {
    expect(lateMinutes("2026-11-20", night, at("2026-11-20T21:50:00+07:00"), WIB)).toBe(0);
    expect(lateMinutes("2026-11-20", night, at("2026-11-20T22:20:00+07:00"), WIB)).toBe(20);
    expect(lateMinutes("2026-11-20", night, at("2026-11-21T00:10:00+07:00"), WIB)).toBe(130);
    expect(earlyMinutes("2026-11-20", night, at("2026-11-21T05:30:00+07:00"), WIB)).toBe(30);
    expect(earlyMinutes("2026-11-20", night, at("2026-11-21T06:10:00+07:00"), WIB)).toBe(0);
    expect(earlyMinutes("2026-11-20", night, at("2026-11-20T23:00:00+07:00"), WIB)).toBe(420);
  });
  it("no timed shift, no lateness", () => {
    expect(lateMinutes("2026-11-20", flex, at("2026-11-20T11:00:00+07:00"), WIB)).toBe(0);
    expect(earlyMinutes("2026-11-20", null, at("2026-11-20T11:00:00+07:00"), WIB)).toBe(0);
  });
  it("a corrected time on a night shift nearer its finish than its start is the next morning", () => {
    expect(correctedInstant("2026-11-20", "06:00", night, WIB).toISOString()).toBe("2026-11-20T23:00:00.000Z");
    expect(correctedInstant("2026-11-20", "13:59", night, WIB).toISOString()).toBe("2026-11-21T06:59:00.000Z");
    expect(correctedInstant("2026-11-20", "22:05", night, WIB).toISOString()).toBe("2026-11-20T15:05:00.000Z");
    // Early for the 22:00 start: the same evening, not the next one.
    expect(correctedInstant("2026-11-20", "21:40", night, WIB).toISOString()).toBe("2026-11-20T14:40:00.000Z");
    expect(correctedInstant("2026-11-20", "14:00", night, WIB).toISOString()).toBe("2026-11-20T07:00:00.000Z");
    expect(correctedInstant("2026-11-20", "08:05", day, WIB).toISOString()).toBe("2026-11-20T01:05:00.000Z");
    // A clock-out before the clock-in without a night shift: the next day.
    expect(correctedInstant("2026-11-20", "01:00", null, WIB, at("2026-11-20T20:00:00+07:00")).toISOString()).toBe("2026-11-20T18:00:00.000Z");
  });
});

describe("the day's status", () => {
  const inAt = at("2026-11-20T08:00:00+07:00");
  const outAt = at("2026-11-20T17:00:00+07:00");
  it.each([
    ["clocked in and out", { clockIn: inAt, clockOut: outAt, now: at("2026-11-20T18:00:00+07:00") }, "present"],
    ["clocked in, shift still running", { clockIn: inAt, clockOut: null, now: at("2026-11-20T12:00:00+07:00") }, "present"],
    ["clocked in, no clock-out after the shift", { clockIn: inAt, clockOut: null, now: at("2026-11-20T17:01:00+07:00") }, "missed"],
    ["no clock at all", { clockIn: null, clockOut: null, now: at("2026-11-20T18:00:00+07:00") }, "absent"],
  ] as const)("%s → %s", (_name, facts, status) => {
    expect(dayStatus({ zone: WIB,  date: "2026-11-20", shift: day, ...facts })).toBe(status);
  });
  it("a night shift is not missed before its end the next morning", () => {
    const facts = { date: "2026-11-20", shift: night, clockIn: at("2026-11-20T22:00:00+07:00"), clockOut: null };
    expect(dayStatus({ zone: WIB,  ...facts, now: at("2026-11-21T05:00:00+07:00") })).toBe("present");
    expect(dayStatus({ zone: WIB,  ...facts, now: at("2026-11-21T06:01:00+07:00") })).toBe("missed");
  });
  it("without a clock: leave, holiday, off day, else absent", () => {
    const base = { date: "2026-11-20", clockIn: null, clockOut: null, now: at("2026-11-21T00:00:00+07:00") };
    expect(dayStatus({ zone: WIB,  ...base, shift: day, onLeave: true })).toBe("leave");
    expect(dayStatus({ zone: WIB,  ...base, shift: day, holiday: true })).toBe("holiday");
    expect(dayStatus({ zone: WIB,  ...base, shift: off })).toBe("off_day");
    expect(dayStatus({ zone: WIB,  ...base, shift: null })).toBe("absent");
  });
  it("a free day is over at the end of the WIB day", () => {
    const facts = { date: "2026-11-20", shift: null, clockIn: at("2026-11-20T09:00:00+07:00"), clockOut: null };
    expect(dayStatus({ zone: WIB,  ...facts, now: at("2026-11-20T23:59:00+07:00") })).toBe("present");
    expect(dayStatus({ zone: WIB,  ...facts, now: at("2026-11-21T00:01:00+07:00") })).toBe("missed");
  });
  it("a clock-in after the shift's end stays present until the end of its day, then is missed", () => {
    const facts = { date: "2026-11-20", shift: day, clockIn: at("2026-11-20T18:30:00+07:00"), clockOut: null };
    expect(dayStatus({ zone: WIB,  ...facts, now: at("2026-11-20T23:00:00+07:00") })).toBe("present");
    expect(dayStatus({ zone: WIB,  ...facts, now: at("2026-11-21T00:01:00+07:00") })).toBe("missed");
  });
  it("late, missed and off-site records need a decision", () => {
    const base = { late_minutes: 0, status: "present", clock_in_offsite: false, clock_out_offsite: false };
    expect(needsValidation(base)).toBe(false);
    expect(needsValidation({ ...base, late_minutes: 1 })).toBe(true);
    expect(needsValidation({ ...base, status: "missed" })).toBe(true);
    expect(needsValidation({ ...base, clock_out_offsite: true })).toBe(true);
  });
});

describe("distance from the attendance point", () => {
  const monas = { latitude: -6.175392, longitude: 106.827153 };
  it("haversine: Monas to Bundaran HI is about 2.3 km; Jakarta to Surabaya about 660 km", () => {
    expect(distanceMeters(monas, { latitude: -6.195, longitude: 106.823 })).toBeGreaterThan(2_100);
    expect(distanceMeters(monas, { latitude: -6.195, longitude: 106.823 })).toBeLessThan(2_400);
    const surabaya = distanceMeters(monas, { latitude: -7.2575, longitude: 112.7521 });
    expect(surabaya).toBeGreaterThan(650_000);
    expect(surabaya).toBeLessThan(670_000);
    expect(distanceMeters(monas, monas)).toBe(0);
  });
  const place = { latitude: -6.175392, longitude: 106.827153, range_meters: 150 };
  const near = { latitude: -6.1755, longitude: 106.8272 };
  const far = { latitude: -6.19, longitude: 106.83 };
  it.each([
    ["no point set", { latitude: null, longitude: null, range_meters: null }, far, false, "anywhere"],
    ["inside the range", place, near, false, "inside"],
    ["outside, off-site not allowed", place, far, false, "outside"],
    ["outside, off-site allowed", place, far, true, "offsite"],
    ["no location, off-site not allowed", place, null, false, "location_required"],
    ["no location, off-site allowed", place, null, true, "offsite"],
  ] as const)("%s → %s", (_name, where, position, allowed, kind) => {
    expect(checkPlace(where, position, allowed).kind).toBe(kind);
  });
});

describe("closing an open record (docs/decisions/0016)", () => {
  const date = "2026-11-20";
  it.each([
    ["on time", day, "2026-11-20T08:00:00+07:00", false, "2026-11-20T17:00:00+07:00", "2026-11-20T17:00:00+07:00"],
    ["a minute before the end", day, "2026-11-20T16:59:00+07:00", false, "2026-11-20T17:00:00+07:00", "2026-11-20T17:00:00+07:00"],
    ["at the end", day, "2026-11-20T17:00:00+07:00", true, "2026-11-21T00:00:00+07:00", null],
    ["after the end", day, "2026-11-20T18:30:00+07:00", true, "2026-11-21T00:00:00+07:00", null],
    ["a night shift, late in the night", night, "2026-11-21T02:00:00+07:00", false, "2026-11-21T06:00:00+07:00", "2026-11-21T06:00:00+07:00"],
    ["a night shift, corrected to after its end", night, "2026-11-21T07:00:00+07:00", true, "2026-11-22T00:00:00+07:00", null],
    ["no timed shift", flex, "2026-11-20T21:00:00+07:00", false, "2026-11-21T00:00:00+07:00", "2026-11-21T00:00:00+07:00"],
  ] as const)("%s: open until %s, auto-closed at %s", (_name, shift, clockIn, after, until, close) => {
    expect(afterDayEnd(date, shift, at(clockIn), WIB)).toBe(after);
    expect(openUntil(date, shift, at(clockIn), WIB).getTime()).toBe(at(until).getTime());
    expect(autoCloseAt(date, shift, at(clockIn), WIB)?.getTime() ?? null).toBe(close === null ? null : at(close).getTime());
  });
  it("never closes a record before its clock-in", () => {
    for (let minute = 0; minute < 48 * 60; minute += 7) {
      for (const shift of [day, night, flex, off, null]) {
        const clockIn = new Date(at("2026-11-20T00:00:00+07:00").getTime() + minute * 60_000);
        const close = autoCloseAt(date, shift, clockIn, WIB);
        if (close) expect(close.getTime()).toBeGreaterThanOrEqual(clockIn.getTime());
        expect(openUntil(date, shift, clockIn, WIB).getTime()).toBeGreaterThan(clockIn.getTime());
      }
    }
  });
});
