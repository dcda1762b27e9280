/**
 * Attendance reads shared by the clock, the corrections and the live view: an employee's group and
 * shift on a day, and the settling of records whose day is over (missed clock-outs, auto-closed groups).
 */
import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import { autoCloseAt, dayFigures, dayStatus, needsValidation, openUntil, shiftIdFor, zonedDate, type Group, type Shift } from "../domain/attendance/index";
import { companyZones } from "./zones";

export type ShiftRow = typeof s.shifts.$inferSelect;
export type GroupRow = typeof s.attendance_groups.$inferSelect;
export type RecordRow = typeof s.attendance_records.$inferSelect;

export const asShift = (row: ShiftRow): Shift => ({ id: row.id, type: row.type as Shift["type"], start_time: row.start_time, finish_time: row.finish_time, allowed_attendance: row.allowed_attendance });
export const asGroup = (row: GroupRow): Group => ({ type: row.type as Group["type"], weekly_shift_ids: row.weekly_shift_ids });

export async function shiftById(db: Db, companyId: string, id: string | null | undefined): Promise<ShiftRow | null> {
  if (!id) return null;
  const [row] = await db.select().from(s.shifts).where(and(eq(s.shifts.company_id, companyId), eq(s.shifts.id, id))).limit(1);
  return row ?? null;
}

export async function groupById(db: Db, companyId: string, id: string | null | undefined): Promise<GroupRow | null> {
  if (!id) return null;
  const [row] = await db.select().from(s.attendance_groups).where(and(eq(s.attendance_groups.company_id, companyId), eq(s.attendance_groups.id, id))).limit(1);
  return row ?? null;
}

/** The shifts of many employees on one date: roster rows first, then their groups' weekly schedules. */
export async function shiftsOn(db: Db, companyId: string, date: string, people: { id: string; attendance_group_id: string | null }[]): Promise<Map<string, ShiftRow | null>> {
  // One read after another: callers pass a transaction too, whose one connection takes one query at a time
  // (docs/decisions/0046-one-query-at-a-time-in-a-transaction.md).
  const groups = await db.select().from(s.attendance_groups).where(eq(s.attendance_groups.company_id, companyId));
  const roster = await db
    .select({ employee_id: s.employee_schedules.employee_id, shift_id: s.employee_schedules.shift_id })
    .from(s.employee_schedules)
    .where(and(eq(s.employee_schedules.company_id, companyId), eq(s.employee_schedules.date, date)));
  const shifts = await db.select().from(s.shifts).where(eq(s.shifts.company_id, companyId));
  const groupOf = new Map(groups.map((g) => [g.id, asGroup(g)]));
  const rosterOf = new Map(roster.map((r) => [r.employee_id, r.shift_id]));
  const shiftOf = new Map(shifts.map((row) => [row.id, row]));
  const out = new Map<string, ShiftRow | null>();
  for (const person of people) {
    const id = shiftIdFor(date, person.attendance_group_id ? (groupOf.get(person.attendance_group_id) ?? null) : null, rosterOf.get(person.id));
    out.set(person.id, id ? (shiftOf.get(id) ?? null) : null);
  }
  return out;
}

/**
 * One roster day set (a shift) or cleared (null: the group's weekly shift again), by Shift management,
 * its import or an approved shift change; a record of that day already clocked is measured against the
 * day's shift as it now is (docs/decisions/0031-roster-and-attendance-import.md). The caller checks the
 * employee and shift belong to the company and the month is open.
 */
export async function setRosterDay(db: Db, companyId: string, employee: { id: string; attendance_group_id: string | null }, date: string, shiftId: string | null): Promise<void> {
  const roster = s.employee_schedules;
  if (shiftId) {
    await db
      .insert(roster)
      .values({ company_id: companyId, employee_id: employee.id, date, shift_id: shiftId })
      .onConflictDoUpdate({ target: [roster.company_id, roster.employee_id, roster.date], set: { shift_id: shiftId, updated_at: new Date() } });
  } else {
    await db.delete(roster).where(and(eq(roster.company_id, companyId), eq(roster.employee_id, employee.id), eq(roster.date, date)));
  }
  const r = s.attendance_records;
  const [record] = await db.select().from(r).where(and(eq(r.company_id, companyId), eq(r.employee_id, employee.id), eq(r.date, date)));
  if (!record || (!record.clock_in_at && !record.clock_out_at)) return;
  const shiftRow = (await shiftsOn(db, companyId, date, [employee])).get(employee.id) ?? null;
  const zone = (await companyZones(db, companyId)).ofRecord(record);
  const figures = dayFigures(date, shiftRow ? asShift(shiftRow) : null, record.clock_in_at, record.clock_out_at, new Date(), zone);
  await db.update(r).set({ shift_id: shiftRow?.id ?? null, ...figures, updated_at: new Date() }).where(and(eq(r.company_id, companyId), eq(r.id, record.id)));
}

/** Where a record that cannot be settled is reported (the request's logger). */
export interface SettleLog {
  error(obj: object, msg: string): void;
}

/**
 * Records still open (clocked in, never out) whose day is over: closed at the shift's end when their
 * group closes automatically and the clock-in came before it, else marked missed and put up for
 * validation (docs/decisions/0016). Cheap when nothing is open. A record that cannot be settled is
 * logged and left open: it must not fail the read of everyone else's attendance. Each record's day is
 * read in its own zone (its location's, else the company's; docs/decisions/0034).
 */
export async function settleOpenRecords(db: Db, companyId: string, now: Date, log: SettleLog): Promise<number> {
  const zones = await companyZones(db, companyId);
  // The latest "today" of the company's zones: no record dated later can be over.
  const latest = zones.all.map((zone) => zonedDate(now, zone)).sort().at(-1)!;
  const open = await db
    .select({ record: s.attendance_records, shift: s.shifts, group: s.attendance_groups })
    .from(s.attendance_records)
    .innerJoin(s.employees, and(eq(s.employees.company_id, s.attendance_records.company_id), eq(s.employees.id, s.attendance_records.employee_id)))
    .leftJoin(s.shifts, and(eq(s.shifts.company_id, s.attendance_records.company_id), eq(s.shifts.id, s.attendance_records.shift_id)))
    .leftJoin(s.attendance_groups, and(eq(s.attendance_groups.company_id, s.employees.company_id), eq(s.attendance_groups.id, s.employees.attendance_group_id)))
    .where(
      and(
        eq(s.attendance_records.company_id, companyId),
        eq(s.attendance_records.status, "present"),
        isNotNull(s.attendance_records.clock_in_at),
        isNull(s.attendance_records.clock_out_at),
        lte(s.attendance_records.date, latest),
      ),
    );
  let settled = 0;
  for (const { record, shift, group } of open) {
    const dayShift = shift ? asShift(shift) : null;
    const zone = zones.ofRecord(record);
    if (now.getTime() <= openUntil(record.date, dayShift, record.clock_in_at, zone).getTime()) continue;
    const closeAt = group?.auto_closed ? autoCloseAt(record.date, dayShift, record.clock_in_at, zone) : null;
    const status = dayStatus({ date: record.date, shift: dayShift, clockIn: record.clock_in_at, clockOut: closeAt, now, zone });
    const decide = needsValidation({ ...record, status });
    try {
      await db
        .update(s.attendance_records)
        .set({ status, clock_out_at: closeAt, validation: decide ? (record.validation ?? "pending") : record.validation, updated_at: now })
        .where(and(eq(s.attendance_records.company_id, companyId), eq(s.attendance_records.id, record.id), isNull(s.attendance_records.clock_out_at)));
      settled++;
    } catch (err) {
      log.error({ err, companyId, recordId: record.id, date: record.date }, "attendance: an open record could not be settled; it stays open for HR to correct");
    }
  }
  return settled;
}
