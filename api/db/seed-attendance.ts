/**
 * Demo attendance for PT Maju Bersama: the last ten working days before today for every active
 * employee (mostly on time, some late, a few missed clock-outs, off-site clocks and absences), with
 * the older decisions taken on the Validate screen and the recent ones pending. The demo employee
 * account (employee@majubersama.demo) gets a rostered warehouse group that allows off-site clocks, so
 * clocking in on Employee Services works on any day, with or without the browser's location.
 */
import { and, eq } from "drizzle-orm";
import { attendance_groups, attendance_records, employee_schedules, employees, shifts } from "./schema/index";
import type { Tx } from "./client";
import type { Db } from "./client";
import { newId } from "./schema/_base";
import { shiftsOn, asShift } from "../attendance/day";
import { companyZones } from "../attendance/zones";
import { addDays, earlyMinutes, lateMinutes, needsValidation, shiftWindow, weekdayIndex, zonedDate, zonedInstant } from "../domain/attendance/index";

const DEMO_EMPLOYEE = "employee@majubersama.demo";
const WORKING_DAYS = 10;
/** Days the demo employee is rostered around the day of seeding. */
const ROSTER_BEFORE = 21;
const ROSTER_AFTER = 120;

/** A stable number in [0, 1) from a text (same demo every run). */
function unit(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return ((h >>> 0) % 100_000) / 100_000;
}

export async function seedDemoAttendance(tx: Tx, now = new Date()): Promise<void> {
  const db = tx as unknown as Db;
  const [demo] = await db.select().from(employees).where(eq(employees.email, DEMO_EMPLOYEE)).limit(1);
  if (!demo) return;
  const companyId = demo.company_id;
  // Each person's times are wall times at their location (Makassar is WITA; docs/decisions/0034).
  const zones = await companyZones(db, companyId);
  const today = zonedDate(now, zones.company);

  // The demo employee's warehouse roster: the warehouse shift every day, off-site clocks allowed.
  const [warehouse] = await db.select().from(attendance_groups).where(and(eq(attendance_groups.company_id, companyId), eq(attendance_groups.id, demo.attendance_group_id ?? companyId)));
  const [shift] = await db.select().from(shifts).where(and(eq(shifts.company_id, companyId), eq(shifts.name, "Gudang 07:00–16:00")));
  if (shift) {
    const groupId = newId();
    await db.insert(attendance_groups).values({
      id: groupId,
      company_id: companyId,
      name: "Gudang Cakung – Roster Harian",
      type: "working_shift",
      manager_id: warehouse?.manager_id ?? null,
      allowed_offsite_clock_in: true,
      allowed_offsite_clock_out: true,
      latitude: warehouse?.latitude ?? "-6.184600",
      longitude: warehouse?.longitude ?? "106.940700",
      range_meters: warehouse?.range_meters ?? 250,
    });
    await db.update(employees).set({ attendance_group_id: groupId }).where(and(eq(employees.company_id, companyId), eq(employees.id, demo.id)));
    const roster = [];
    for (let d = -ROSTER_BEFORE; d <= ROSTER_AFTER; d++) roster.push({ company_id: companyId, employee_id: demo.id, date: addDays(today, d), shift_id: shift.id });
    await db.insert(employee_schedules).values(roster).onConflictDoNothing();
  }

  const people = await db
    .select({ id: employees.id, attendance_group_id: employees.attendance_group_id, department_id: employees.department_id, location_id: employees.location_id })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), eq(employees.active, true)));
  const groups = new Map((await db.select().from(attendance_groups).where(eq(attendance_groups.company_id, companyId))).map((g) => [g.id, g]));

  const days: string[] = [];
  for (let d = addDays(today, -1); days.length < WORKING_DAYS; d = addDays(d, -1)) if (weekdayIndex(d) < 5) days.unshift(d);

  const rows: (typeof attendance_records.$inferInsert)[] = [];
  for (const [dayIndex, date] of days.entries()) {
    const shiftOf = await shiftsOn(db, companyId, date, people);
    const recent = dayIndex >= WORKING_DAYS - 3;
    for (const person of people) {
      const row = shiftOf.get(person.id) ?? null;
      const dayShift = row ? asShift(row) : null;
      if (dayShift?.type === "off_day") continue;
      const group = person.attendance_group_id ? groups.get(person.attendance_group_id) : undefined;
      const roll = unit(`${person.id}${date}`);
      const jitter = unit(`${date}${person.id}`);
      const zone = zones.of(person.location_id);
      const window = shiftWindow(date, dayShift, zone) ?? { start: zonedInstant(date, "08:30", zone), end: zonedInstant(date, "17:30", zone) };
      const base = { id: newId(), company_id: companyId, employee_id: person.id, date, shift_id: row?.id ?? null, department_id: person.department_id, location_id: person.location_id, time_zone: zone, source: "clock" };
      if (roll < 0.04) {
        rows.push({ ...base, status: "absent", source: "system" });
        continue;
      }
      const late = roll < 0.16;
      const clockIn = new Date(window.start.getTime() + (late ? 5 + Math.floor(jitter * 70) : -Math.floor(jitter * 20)) * 60_000);
      const missed = roll >= 0.16 && roll < 0.22;
      const clockOut = missed ? null : new Date(window.end.getTime() + Math.floor(jitter * 45 - (roll > 0.95 ? 60 : 0)) * 60_000);
      const offsiteAllowed = Boolean(group?.allowed_offsite_clock_in);
      const offsite = offsiteAllowed && (group?.type === "free_shift" ? roll > 0.5 : roll >= 0.22 && roll < 0.3);
      const record = {
        ...base,
        clock_in_at: clockIn,
        clock_out_at: clockOut,
        late_minutes: lateMinutes(date, dayShift, clockIn, zone),
        early_minutes: earlyMinutes(date, dayShift, clockOut, zone),
        status: missed ? "missed" : "present",
        clock_in_offsite: offsite,
        clock_out_offsite: offsite && !missed,
      };
      // Older decisions are taken (a few refused); the last three days still wait on the Validate screen.
      const validation = needsValidation(record) ? (recent ? "pending" : jitter < 0.15 ? "invalid" : "valid") : null;
      rows.push({ ...record, validation, validated_at: validation && validation !== "pending" ? zonedInstant(addDays(date, 1), "09:00", zones.company) : null });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(attendance_records).values(rows.slice(i, i + 1000));
}
