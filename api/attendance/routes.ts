/**
 * Attendance calls beside the declared resources (docs/design.md decision 3):
 *   GET  /v1/me/attendance/today         the signed-in person's day: shift, record, what they may do
 *   POST /v1/me/attendance/clock-in      {latitude?, longitude?}
 *   POST /v1/me/attendance/clock-out     {latitude?, longitude?}
 *   GET  /v1/attendance/live             today across the company (staff): counts and people
 *   POST /v1/attendance/{id}/validation  {validation: "valid" | "invalid"} (admins and approvers)
 * and the glue the generic resources need: the attendance group's seven day fields folded into
 * weekly_shifts, filters that only make sense on other fields refused, open records settled before a list.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import * as z from "zod";
import { objectError } from "../../contract/fields";
import { messageText } from "../../contract/message-text";
import { WEEKDAYS } from "../../contract/resources/attendance";
import type { AttendanceRecordOut, ShiftOut, Today } from "../../contract/responses/attendance";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import {
  addDays,
  afterDayEnd,
  allowsAttendance,
  checkPlace,
  earlyMinutes,
  isTimed,
  lateMinutes,
  needsValidation,
  shiftIdFor,
  shiftWindow,
  ZONE_ABBREVIATIONS,
  zonedDate,
  zonedTime,
  type TimeZone,
} from "../domain/attendance/index";
import { assertAccess, companyOf, principalOf } from "../http/auth";
import { HttpError, type FieldMessages } from "../http/errors";
import { handler } from "../http/handler";
import { parseBody, rawQuery } from "../http/validate";
import { logActivity } from "../db/activity";
import { databaseError } from "../resources/db-errors";
import { asGroup, asShift, groupById, settleOpenRecords, shiftById, shiftsOn, type GroupRow, type RecordRow, type ShiftRow } from "./day";
import { companyZones, type CompanyZones } from "./zones";

const ID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const UUID = new RegExp(`^${ID}$`);

const coordinate = (limit: number) =>
  z
    .number({ error: messageText("number") })
    .min(-limit, messageText("min", { value: -limit }))
    .max(limit, messageText("max", { value: limit }))
    .optional();

const position = z
  .strictObject(
    {
      latitude: coordinate(90),
      longitude: coordinate(180),
    },
    { error: objectError },
  )
  .refine((p) => (p.latitude === undefined) === (p.longitude === undefined), { message: messageText("latLngTogether"), path: ["longitude"] });

const validationBody = z.strictObject({ validation: z.enum(["valid", "invalid"], { error: messageText("oneOf", { values: "valid, invalid" }) }) }, { error: objectError });

/** A record as the clock and the live view show it (times as wall times in the record's zone). */
export function recordOut(row: RecordRow, zone: TimeZone): AttendanceRecordOut {
  return {
    _id: row.id,
    date: row.date,
    time_zone: zone,
    clock_in: row.clock_in_at ? zonedTime(row.clock_in_at, zone) : null,
    clock_out: row.clock_out_at ? zonedTime(row.clock_out_at, zone) : null,
    clock_in_at: row.clock_in_at?.toISOString() ?? null,
    clock_out_at: row.clock_out_at?.toISOString() ?? null,
    late_minutes: row.late_minutes,
    early_minutes: row.early_minutes,
    status: row.status,
    clock_in_offsite: row.clock_in_offsite,
    clock_out_offsite: row.clock_out_offsite,
    validation: row.validation,
  };
}

export const shiftOut = (row: ShiftRow | null): ShiftOut | null =>
  row ? { _id: row.id, name: row.name, type: row.type, start_time: row.start_time?.slice(0, 5) ?? null, finish_time: row.finish_time?.slice(0, 5) ?? null } : null;

interface MyDay {
  /** Today in the employee's zone. */
  date: string;
  /** The employee's zone: their location's, else the company's (docs/decisions/0034). */
  zone: TimeZone;
  zones: CompanyZones;
  employee: { id: string; fullname: string; department_id: string | null; location_id: string | null };
  group: GroupRow | null;
  shift: ShiftRow | null;
  /** Today's record, if any. */
  today: RecordRow | null;
  /** The record a clock-out closes: today's open one, or last night's shift still running. */
  open: RecordRow | null;
}

async function recordOn(db: Db, companyId: string, employeeId: string, date: string): Promise<RecordRow | null> {
  const [row] = await db
    .select()
    .from(s.attendance_records)
    .where(and(eq(s.attendance_records.company_id, companyId), eq(s.attendance_records.employee_id, employeeId), eq(s.attendance_records.date, date)))
    .limit(1);
  return row ?? null;
}

/** The signed-in person's employee record, group, shift and records around now. */
async function myDay(ctx: ApiContext, principal: Principal, now: Date, zones: CompanyZones): Promise<MyDay | null> {
  const companyId = companyOf(principal);
  if (!principal.employeeId) return null;
  const [employee] = await ctx.db
    .select({ id: s.employees.id, fullname: s.employees.fullname, group: s.employees.attendance_group_id, department_id: s.employees.department_id, location_id: s.employees.location_id })
    .from(s.employees)
    .where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, principal.employeeId), eq(s.employees.active, true)))
    .limit(1);
  if (!employee) return null;
  const zone = zones.of(employee.location_id);
  const date = zonedDate(now, zone);
  const [group, [roster], today, yesterday] = await Promise.all([
    groupById(ctx.db, companyId, employee.group),
    ctx.db
      .select({ shift_id: s.employee_schedules.shift_id })
      .from(s.employee_schedules)
      .where(and(eq(s.employee_schedules.company_id, companyId), eq(s.employee_schedules.employee_id, employee.id), eq(s.employee_schedules.date, date)))
      .limit(1),
    recordOn(ctx.db, companyId, employee.id, date),
    recordOn(ctx.db, companyId, employee.id, addDays(date, -1)),
  ]);
  const shift = await shiftById(ctx.db, companyId, shiftIdFor(date, group ? asGroup(group) : null, roster?.shift_id));
  let open: RecordRow | null = today?.clock_in_at && !today.clock_out_at ? today : null;
  if (!open && !today && yesterday?.clock_in_at && !yesterday.clock_out_at) {
    // A night shift that started yesterday is closed this morning, until its end.
    const window = shiftWindow(yesterday.date, yesterday.shift_id ? asShiftOrNull(await shiftById(ctx.db, companyId, yesterday.shift_id)) : null, zones.ofRecord(yesterday));
    if (window && zonedDate(window.end, zone) === date && now.getTime() <= window.end.getTime() + 6 * 3_600_000) open = yesterday;
  }
  return { date, zone, zones, employee: { id: employee.id, fullname: employee.fullname, department_id: employee.department_id, location_id: employee.location_id }, group, shift, today, open };
}

/** A coordinate as its numeric column stores it (a string), or null when none was sent. */
const asNumeric = (value: number | undefined) => (value === undefined ? null : String(value));

const asShiftOrNull = (row: ShiftRow | null) => (row ? asShift(row) : null);

function placeOf(group: GroupRow | null) {
  return {
    latitude: group?.latitude === null || group?.latitude === undefined ? null : Number(group.latitude),
    longitude: group?.longitude === null || group?.longitude === undefined ? null : Number(group.longitude),
    range_meters: group?.range_meters ?? null,
  };
}

/** Whether the group needs a location for this clock (a place is set and off-site is not allowed). */
function locationRequired(group: GroupRow | null, which: "in" | "out"): boolean {
  const place = placeOf(group);
  const offsite = which === "in" ? group?.allowed_offsite_clock_in : group?.allowed_offsite_clock_out;
  return place.latitude !== null && place.longitude !== null && place.range_meters !== null && !offsite;
}

/** Whether a clock without a location is still taken, as off-site (a place is set and off-site is allowed). */
function offsiteWithoutLocation(group: GroupRow | null, which: "in" | "out"): boolean {
  const place = placeOf(group);
  const offsite = which === "in" ? group?.allowed_offsite_clock_in : group?.allowed_offsite_clock_out;
  return place.latitude !== null && place.longitude !== null && place.range_meters !== null && Boolean(offsite);
}

/** The place check as a refusal, or whether the clock is off-site. */
function checkClockPlace(group: GroupRow | null, body: z.output<typeof position>, which: "in" | "out"): boolean {
  const at = body.latitude !== undefined && body.longitude !== undefined ? { latitude: body.latitude, longitude: body.longitude } : null;
  const result = checkPlace(placeOf(group), at, Boolean(which === "in" ? group?.allowed_offsite_clock_in : group?.allowed_offsite_clock_out));
  if (result.kind === "location_required") {
    throw new HttpError(422, which === "in" ? "locationNeededIn" : "locationNeededOut", { latitude: "required" });
  }
  if (result.kind === "outside") {
    throw new HttpError(422, { code: which === "in" ? "outsideRangeIn" : "outsideRangeOut", params: { distance: result.distance, range: result.range } }, { latitude: "outsideRange" });
  }
  return result.offsite;
}

function dayOut(day: MyDay | null, now: Date, zones: CompanyZones): Today {
  if (!day) return { date: zonedDate(now, zones.company), time_zone: zones.company, now: now.toISOString(), employee: null, group: null, shift: null, record: null, can_clock_in: false, can_clock_out: false, shift_ended: false, location_required: { clock_in: false, clock_out: false }, offsite_without_location: { clock_in: false, clock_out: false } };
  const shift = day.shift ? asShift(day.shift) : null;
  const shown = day.open ?? day.today;
  return {
    date: day.date,
    time_zone: day.zone,
    now: now.toISOString(),
    employee: { _id: day.employee.id, fullname: day.employee.fullname },
    group: day.group ? { _id: day.group.id, name: day.group.name, type: day.group.type, allowed_offsite_clock_in: day.group.allowed_offsite_clock_in, allowed_offsite_clock_out: day.group.allowed_offsite_clock_out, range_meters: day.group.range_meters } : null,
    shift: shiftOut(day.shift),
    attendance_allowed: allowsAttendance(shift),
    record: shown ? recordOut(shown, day.zones.ofRecord(shown)) : null,
    can_clock_in: allowsAttendance(shift) && !day.today?.clock_in_at && !day.open,
    can_clock_out: Boolean(day.open),
    // The shift is over: a clock-in now is still taken, for HR to review (docs/decisions/0016).
    shift_ended: isTimed(shift) && afterDayEnd(day.date, shift, now, day.zone),
    location_required: { clock_in: locationRequired(day.group, "in"), clock_out: locationRequired(day.group, "out") },
    offsite_without_location: { clock_in: offsiteWithoutLocation(day.group, "in"), clock_out: offsiteWithoutLocation(day.group, "out") },
  };
}

function mustHaveDay(day: MyDay | null): MyDay {
  if (!day) throw new HttpError(403, "noEmployeeRecord");
  return day;
}

/** What a clock-in and a clock-out start from: who, where (the checked body), the moment, and their day. */
async function clockCall(ctx: ApiContext, req: Request) {
  const principal = principalOf(req);
  const companyId = companyOf(principal);
  const body = parseBody(position, req.body);
  const now = new Date();
  const day = mustHaveDay(await myDay(ctx, principal, now, await companyZones(ctx.db, companyId)));
  return { principal, companyId, body, now, day };
}

async function inTransaction<T>(ctx: ApiContext, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction((tx) => work(tx as unknown as Db));
  } catch (error) {
    const mapped = databaseError(error, "write");
    if (mapped?.status === 409) throw new HttpError(409, "alreadyClockedIn");
    throw mapped ?? error;
  }
}

/** The seven day fields of an attendance group's form, folded into weekly_shifts (all seven or none). */
function foldWeekdays(req: Request, _res: Response, next: NextFunction) {
  const body = req.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== "object" || Array.isArray(body) || !WEEKDAYS.some((day) => day in body)) return next();
  const errors: FieldMessages = {};
  const ids = WEEKDAYS.map((day) => {
    const value = body[day];
    delete body[day];
    if (value === undefined || value === null || value === "") return null;
    if (typeof value !== "string" || !UUID.test(value)) errors[day] = "id";
    return value as string;
  });
  if (!Object.keys(errors).length && ids.some(Boolean) && !ids.every(Boolean)) {
    WEEKDAYS.forEach((day, i) => {
      if (!ids[i]) errors[day] = "shiftEveryDayOrNone";
    });
  }
  if (Object.keys(errors).length) return next(new HttpError(422, "invalidFields", errors));
  body.weekly_shifts = ids.every(Boolean) ? ids : [];
  next();
}

/** Filters on fields that are views of another column (the day fields, the clock times) are refused, not a 500. */
function refuseFilters(fields: readonly string[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    for (const key of new URLSearchParams(rawQuery(req)).keys()) {
      const field = key.replace(/[[.].*$/, "");
      if (fields.includes(field)) return next(new HttpError(400, { code: "filterNotSupported", params: { field } }));
    }
    next();
  };
}

export function attendanceRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.post("/attendance-groups", foldWeekdays);
  router.put(`/attendance-groups/:id(${ID})`, foldWeekdays);
  router.get("/attendance-groups", refuseFilters(WEEKDAYS));
  router.get(
    "/attendance",
    refuseFilters(["clock_in", "clock_out"]),
    handler(async (req, _res, next) => {
      const principal = principalOf(req);
      if (principal.companyId) await settleOpenRecords(ctx.db, principal.companyId, new Date(), req.log);
      next();
    }),
  );

  router.get(
    "/me/attendance/today",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = companyOf(principal);
      const now = new Date();
      await settleOpenRecords(ctx.db, companyId, now, req.log);
      const zones = await companyZones(ctx.db, companyId);
      res.json({ data: dayOut(await myDay(ctx, principal, now, zones), now, zones) });
    }),
  );

  router.post(
    "/me/attendance/clock-in",
    handler(async (req, res) => {
      const { principal, companyId, body, now, day } = await clockCall(ctx, req);
      if (day.today?.clock_in_at) throw new HttpError(409, "alreadyClockedIn");
      if (day.open) throw new HttpError(409, "stillClockedIn");
      const shift = day.shift ? asShift(day.shift) : null;
      if (!allowsAttendance(shift)) throw new HttpError(422, "shiftNoAttendance");
      const offsite = checkClockPlace(day.group, body, "in");
      const late = lateMinutes(day.date, shift, now, day.zone);
      const values = {
        shift_id: day.shift?.id ?? null,
        clock_in_at: now,
        clock_in_latitude: asNumeric(body.latitude),
        clock_in_longitude: asNumeric(body.longitude),
        clock_in_offsite: offsite,
        late_minutes: late,
        early_minutes: 0,
        status: "present",
        source: "clock",
        validation: needsValidation({ late_minutes: late, status: "present", clock_in_offsite: offsite, clock_out_offsite: false }) ? "pending" : null,
        department_id: day.employee.department_id,
        location_id: day.employee.location_id,
        time_zone: day.zone,
      };
      const row = await inTransaction(ctx, async (tx) => {
        const [saved] = day.today
          ? await tx
              .update(s.attendance_records)
              .set({ ...values, updated_at: now })
              .where(and(eq(s.attendance_records.company_id, companyId), eq(s.attendance_records.id, day.today.id)))
              .returning()
          : await tx
              .insert(s.attendance_records)
              .values({ company_id: companyId, employee_id: day.employee.id, date: day.date, ...values })
              .returning();
        await logActivity(tx, { companyId, principal, type: day.today ? "update" : "create", menu: "services", detail: `${day.employee.fullname} clocked in (${day.date} ${zonedTime(now, day.zone)} ${ZONE_ABBREVIATIONS[day.zone]})`, recordId: saved.id });
        return saved;
      });
      res.status(201).json({ data: recordOut(row, day.zone) });
    }),
  );

  router.post(
    "/me/attendance/clock-out",
    handler(async (req, res) => {
      const { principal, companyId, body, now, day } = await clockCall(ctx, req);
      const record = day.open;
      if (!record) {
        if (day.today?.clock_out_at) throw new HttpError(409, "alreadyClockedOut");
        throw new HttpError(409, "notClockedIn");
      }
      const offsite = checkClockPlace(day.group, body, "out");
      const shift = asShiftOrNull(await shiftById(ctx.db, companyId, record.shift_id));
      // The record's day and shift are in the zone it was clocked in (its location's).
      const zone = day.zones.ofRecord(record);
      const next = {
        late_minutes: record.late_minutes,
        status: "present",
        clock_in_offsite: record.clock_in_offsite,
        clock_out_offsite: offsite,
      };
      const decide = needsValidation(next);
      const row = await inTransaction(ctx, async (tx) => {
        const [saved] = await tx
          .update(s.attendance_records)
          .set({
            clock_out_at: now,
            clock_out_latitude: asNumeric(body.latitude),
            clock_out_longitude: asNumeric(body.longitude),
            clock_out_offsite: offsite,
            early_minutes: earlyMinutes(record.date, shift, now, zone),
            status: "present",
            // A missed clock-out made good needs no decision any more; a decision already taken stays.
            validation: decide ? (record.validation ?? "pending") : record.validation === "pending" ? null : record.validation,
            updated_at: now,
          })
          .where(and(eq(s.attendance_records.company_id, companyId), eq(s.attendance_records.id, record.id)))
          .returning();
        await logActivity(tx, { companyId, principal, type: "update", menu: "services", detail: `${day.employee.fullname} clocked out (${record.date} ${zonedTime(now, zone)} ${ZONE_ABBREVIATIONS[zone]})`, recordId: saved.id });
        return saved;
      });
      res.json({ data: recordOut(row, zone) });
    }),
  );

  // Employee Services' live view for staff: who is in today, who is late, who has not come yet.
  router.get(
    "/attendance/live",
    handler(async (req, res) => {
      const principal = principalOf(req);
      assertAccess(ctx, principal, ["daily"], "read");
      const companyId = companyOf(principal);
      const now = new Date();
      await settleOpenRecords(ctx.db, companyId, now, req.log);
      const zones = await companyZones(ctx.db, companyId);
      // The view's date is the company's today; each person's today is their own zone's (docs/decisions/0034).
      const date = zonedDate(now, zones.company);
      const people = await ctx.db
        .select({ id: s.employees.id, fullname: s.employees.fullname, attendance_group_id: s.employees.attendance_group_id, location_id: s.employees.location_id })
        .from(s.employees)
        .where(and(eq(s.employees.company_id, companyId), eq(s.employees.active, true)))
        .orderBy(asc(sql`${s.employees.fullname} COLLATE "und-x-icu"`));
      const dayOf = (person: { location_id: string | null }) => zonedDate(now, zones.of(person.location_id));
      const dates = [...new Set([date, ...people.map(dayOf)])];
      const [shiftMaps, records] = await Promise.all([
        Promise.all(dates.map((day) => shiftsOn(ctx.db, companyId, day, people.filter((person) => dayOf(person) === day)))),
        ctx.db.select().from(s.attendance_records).where(and(eq(s.attendance_records.company_id, companyId), inArray(s.attendance_records.date, dates))),
      ]);
      const shifts = new Map(shiftMaps.flatMap((map) => [...map]));
      const recordOf = new Map(records.map((r) => [`${r.employee_id} ${r.date}`, r]));
      const rows = people.map((person) => {
        const day = dayOf(person);
        const shift = shifts.get(person.id) ?? null;
        const record = recordOf.get(`${person.id} ${day}`) ?? null;
        const shiftStart = shift ? (shiftWindow(day, asShift(shift), zones.of(person.location_id))?.start ?? null) : null;
        return { employee: { _id: person.id, fullname: person.fullname }, shift: shiftOut(shift), expected: Boolean(shift) && allowsAttendance(shift ? asShift(shift) : null) && shift?.type !== "off_day", record: record ? recordOut(record, zones.ofRecord(record)) : null, shiftStart };
      });
      const clockedIn = rows.filter((row) => row.record?.clock_in);
      const notYet = rows.filter((row) => row.expected && !row.record?.clock_in);
      res.json({
        data: {
          date,
          counts: {
            clocked_in: clockedIn.length,
            late: clockedIn.filter((row) => (row.record?.late_minutes ?? 0) > 0).length,
            clocked_out: clockedIn.filter((row) => row.record?.clock_out).length,
            not_yet_in: notYet.length,
            // Not yet in, and the shift has already started.
            overdue: notYet.filter((row) => row.shiftStart && row.shiftStart.getTime() < now.getTime()).length,
          },
          clocked_in: clockedIn.map(({ employee, shift, record }) => ({ employee, shift, record })),
          not_yet_in: notYet.map(({ employee, shift }) => ({ employee, shift })),
        },
      });
    }),
  );

  router.post(
    `/attendance/:id(${ID})/validation`,
    handler(async (req, res) => {
      const principal = principalOf(req);
      // Admins and approvers decide; an employee only sees their own records there.
      if (principal.level === "employee") throw new HttpError(403, "forbidden");
      assertAccess(ctx, principal, ["validate"], "write");
      const companyId = companyOf(principal);
      const body = parseBody(validationBody, req.body);
      const row = await ctx.db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(s.attendance_records)
          .where(and(eq(s.attendance_records.company_id, companyId), eq(s.attendance_records.id, req.params.id)))
          .limit(1);
        if (!existing) throw new HttpError(404, "notFound");
        if (!existing.validation) throw new HttpError(409, "noValidationNeeded");
        const [saved] = await tx
          .update(s.attendance_records)
          .set({ validation: body.validation, validated_at: new Date(), updated_at: new Date() })
          .where(and(eq(s.attendance_records.company_id, companyId), eq(s.attendance_records.id, existing.id)))
          .returning();
        const [employee] = await tx.select({ fullname: s.employees.fullname }).from(s.employees).where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, existing.employee_id)));
        await logActivity(tx, { companyId, principal, type: "update", menu: "validate", detail: `${employee?.fullname ?? ""} ${existing.date} (validation: ${body.validation})`, recordId: existing.id });
        return saved;
      });
      res.json({ data: recordOut(row, (await companyZones(ctx.db, companyId)).ofRecord(row)) });
    }),
  );

  return router;
}
