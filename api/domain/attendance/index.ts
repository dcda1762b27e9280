/**
 * Attendance rules (docs/design.md decision 3), pure: which shift applies on a day, late and early minutes,
 * a day's status, and the distance from the attendance point. Instants are UTC `Date`s; the shift's
 * clock times are wall times in the employee's zone (WIB, WITA or WIT; none keeps daylight saving), so
 * every comparison happens in that zone (docs/decisions/0034).
 */
import { TIME_ZONE_ABBREVIATIONS, TIME_ZONE_OFFSET_HOURS, type TimeZone } from "../../../contract/enums";

export type { TimeZone };

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Hours ahead of UTC: fixed all year, since Indonesia keeps no daylight saving (WIB 7, WITA 8, WIT 9). */
export const ZONE_OFFSET_HOURS = TIME_ZONE_OFFSET_HOURS;

/** The short name people use: WIB, WITA, WIT. */
export const ZONE_ABBREVIATIONS = TIME_ZONE_ABBREVIATIONS;

export type ShiftType = "full_day" | "off_day" | "free_working_day";

export interface Shift {
  id: string;
  type: ShiftType;
  /** "HH:MM" or "HH:MM:SS"; none for off_day and free_working_day. */
  start_time: string | null;
  finish_time: string | null;
  allowed_attendance: boolean;
}

export interface Group {
  type: "fixed_schedule" | "working_shift" | "free_shift";
  /** Monday first, 7 ids (fixed_schedule), or empty. */
  weekly_shift_ids: readonly string[];
}

// ---- dates and times in a zone -----------------------------------------------------------------------

const offsetMs = (zone: TimeZone) => ZONE_OFFSET_HOURS[zone] * HOUR_MS;

/** The calendar date of an instant in a zone ("YYYY-MM-DD"). */
export function zonedDate(instant: Date, zone: TimeZone): string {
  return new Date(instant.getTime() + offsetMs(zone)).toISOString().slice(0, 10);
}

/** The wall time of an instant in a zone ("HH:MM"). */
export function zonedTime(instant: Date, zone: TimeZone): string {
  return new Date(instant.getTime() + offsetMs(zone)).toISOString().slice(11, 16);
}

/** The instant of a wall time on a date in a zone ("2026-11-20", "08:00"), plus whole days. */
export function zonedInstant(date: string, time: string, zone: TimeZone, plusDays = 0): Date {
  const [h, m] = time.split(":").map(Number);
  return new Date(Date.parse(`${date}T00:00:00Z`) + plusDays * DAY_MS + (h * 60 + m) * MINUTE_MS - offsetMs(zone));
}

/** The month (1–12) and year of an instant in a zone. */
export function zonedMonth(instant: Date, zone: TimeZone): { year: number; month: number } {
  const date = zonedDate(instant, zone);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday (the order of weekly_shift_ids). */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
};

// ---- which shift -------------------------------------------------------------------------------------

/**
 * The shift id that applies to an employee on a date: a roster row (employee_schedules) overrides; a
 * fixed_schedule group's weekly shift (Monday first); otherwise none (free_shift, no group).
 */
export function shiftIdFor(date: string, group: Group | null, rosterShiftId: string | null | undefined): string | null {
  if (rosterShiftId) return rosterShiftId;
  if (!group || group.type !== "fixed_schedule" || group.weekly_shift_ids.length !== 7) return null;
  return group.weekly_shift_ids[weekdayIndex(date)] ?? null;
}

/** Whether a shift has working hours (full_day with both times). */
export function isTimed(shift: Shift | null | undefined): shift is Shift & { start_time: string; finish_time: string } {
  return Boolean(shift && shift.type === "full_day" && shift.start_time && shift.finish_time);
}

/** Whether clocking in is possible on this shift (none: a free shift, always). */
export function allowsAttendance(shift: Shift | null | undefined): boolean {
  // Spec §4 shows the flag only on off_day shifts (full_day and free_working_day hide it): working days
  // always allow it, a day off only when the shift says so.
  if (!shift) return true;
  return shift.type === "off_day" ? shift.allowed_attendance : true;
}

/** The shift's start and end instants on a date; a finish at or before the start ends the next day. */
export function shiftWindow(date: string, shift: Shift | null | undefined, zone: TimeZone): { start: Date; end: Date } | null {
  if (!isTimed(shift)) return null;
  const overnight = minutesOf(shift.finish_time) <= minutesOf(shift.start_time);
  return { start: zonedInstant(date, shift.start_time, zone), end: zonedInstant(date, shift.finish_time, zone, overnight ? 1 : 0) };
}

/** When a day counts as over: the shift's end, or the end of the zone's day without a timed shift. */
export function dayEnd(date: string, shift: Shift | null | undefined, zone: TimeZone): Date {
  return shiftWindow(date, shift, zone)?.end ?? zonedInstant(date, "00:00", zone, 1);
}

/** Whether a clock-in came at or after the day's end (after the shift was over; docs/decisions/0016). */
export function afterDayEnd(date: string, shift: Shift | null | undefined, clockIn: Date | null, zone: TimeZone): boolean {
  return Boolean(clockIn && clockIn.getTime() >= dayEnd(date, shift, zone).getTime());
}

/**
 * Until when an open record may still be clocked out: the day's end, or, for a clock-in after it, the
 * end of the clock-in's day in the zone (docs/decisions/0016).
 */
export function openUntil(date: string, shift: Shift | null | undefined, clockIn: Date | null, zone: TimeZone): Date {
  if (!clockIn || !afterDayEnd(date, shift, clockIn, zone)) return dayEnd(date, shift, zone);
  return zonedInstant(zonedDate(clockIn, zone), "00:00", zone, 1);
}

/**
 * Where a group that closes automatically closes an open record: the shift's end, never before the
 * clock-in. A clock-in after the shift's end is not closed (null): nobody knows when that person left.
 */
export function autoCloseAt(date: string, shift: Shift | null | undefined, clockIn: Date | null, zone: TimeZone): Date | null {
  return afterDayEnd(date, shift, clockIn, zone) ? null : dayEnd(date, shift, zone);
}

// ---- late, early, status -----------------------------------------------------------------------------

/** Whole minutes after the shift start (0 when on time or without a timed shift). */
export function lateMinutes(date: string, shift: Shift | null | undefined, clockIn: Date | null, zone: TimeZone): number {
  const window = shiftWindow(date, shift, zone);
  if (!window || !clockIn) return 0;
  return Math.max(0, Math.floor((clockIn.getTime() - window.start.getTime()) / MINUTE_MS));
}

/** Whole minutes before the shift end (0 when not early or without a timed shift). */
export function earlyMinutes(date: string, shift: Shift | null | undefined, clockOut: Date | null, zone: TimeZone): number {
  const window = shiftWindow(date, shift, zone);
  if (!window || !clockOut) return 0;
  return Math.max(0, Math.ceil((window.end.getTime() - clockOut.getTime()) / MINUTE_MS));
}

export type DayStatus = "present" | "missed" | "absent" | "leave" | "off_day" | "holiday";

export interface DayFacts {
  date: string;
  shift: Shift | null | undefined;
  clockIn: Date | null;
  clockOut: Date | null;
  now: Date;
  /** The employee's zone: the shift's times are wall times there. */
  zone: TimeZone;
  onLeave?: boolean;
  holiday?: boolean;
}

/**
 * A day's status: clocked in and out → present; one of them only, once the day is over → missed (still
 * present while the shift runs); neither → leave, holiday or off_day when that is why, else absent.
 */
export function dayStatus(facts: DayFacts): DayStatus {
  const { clockIn, clockOut } = facts;
  if (clockIn && clockOut) return "present";
  if (clockIn || clockOut) return facts.now.getTime() > openUntil(facts.date, facts.shift, clockIn, facts.zone).getTime() ? "missed" : "present";
  if (facts.onLeave) return "leave";
  if (facts.holiday) return "holiday";
  if (facts.shift?.type === "off_day") return "off_day";
  return "absent";
}

/** A day's figures from its clock times (after a correction): late and early minutes and the status. */
export function dayFigures(date: string, shift: Shift | null | undefined, clockIn: Date | null, clockOut: Date | null, now: Date, zone: TimeZone): { late_minutes: number; early_minutes: number; status: DayStatus } {
  return { late_minutes: lateMinutes(date, shift, clockIn, zone), early_minutes: earlyMinutes(date, shift, clockOut, zone), status: dayStatus({ date, shift, clockIn, clockOut, now, zone }) };
}

/** Records that need a person's decision on the Validate screen: off-site, late, or a missed clock-out. */
export function needsValidation(record: { late_minutes: number; status: string; clock_in_offsite: boolean; clock_out_offsite: boolean }): boolean {
  return record.late_minutes > 0 || record.status === "missed" || record.clock_in_offsite || record.clock_out_offsite;
}

/**
 * A corrected time ("HH:MM", wall time in the zone) as an instant on the record's date. On a night shift
 * a time nearer its finish than its start belongs to the next morning: of the hours off between the
 * finish and the next start (06:00 to 22:00), the first half is the morning after, the second half an
 * early arrival the same evening (21:40). A clock-out earlier than the clock-in is the next day too.
 */
export function correctedInstant(date: string, time: string, shift: Shift | null | undefined, zone: TimeZone, after?: Date | null): Date {
  let instant = zonedInstant(date, time, zone);
  if (isTimed(shift)) {
    const [start, finish] = [minutesOf(shift.start_time), minutesOf(shift.finish_time)];
    if (finish <= start && minutesOf(time) < (start + finish) / 2) instant = zonedInstant(date, time, zone, 1);
  }
  if (after && instant.getTime() < after.getTime()) instant = zonedInstant(date, time, zone, 1);
  return instant;
}

// ---- place -------------------------------------------------------------------------------------------

const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Place {
  latitude: number | null;
  longitude: number | null;
  range_meters: number | null;
}

export type PlaceCheck =
  /** No point or range set: anywhere goes. */
  | { kind: "anywhere"; offsite: false }
  | { kind: "inside"; offsite: false; distance: number }
  /** Outside, or unknown, and the group allows it: recorded as off-site. */
  | { kind: "offsite"; offsite: true; distance: number | null }
  | { kind: "location_required" }
  | { kind: "outside"; distance: number; range: number };

/** Whether a clock-in or clock-out at `at` (or at an unknown place) is allowed, and whether it is off-site. */
export function checkPlace(place: Place, at: { latitude: number; longitude: number } | null, offsiteAllowed: boolean): PlaceCheck {
  if (place.latitude === null || place.longitude === null || place.range_meters === null) return { kind: "anywhere", offsite: false };
  if (!at) return offsiteAllowed ? { kind: "offsite", offsite: true, distance: null } : { kind: "location_required" };
  const distance = Math.round(distanceMeters({ latitude: place.latitude, longitude: place.longitude }, at));
  if (distance <= place.range_meters) return { kind: "inside", offsite: false, distance };
  return offsiteAllowed ? { kind: "offsite", offsite: true, distance } : { kind: "outside", distance, range: place.range_meters };
}
