/**
 * What an approved request changes, applied once, in the transaction of the last approval
 * (docs/decisions/0029-requests-and-approvals.md): a leave consumes its balance and marks its days as
 * leave; a trip marks its days as on duty; a clock correction rewrites that day's record and recomputes
 * late and early; a shift change sets that day's roster; overtime is read by the payroll run of its month
 * (api/payroll/runs.ts), so it writes nothing here. Cancelling an approved leave or trip before it starts
 * undoes its effects.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ApprovalContent } from "../db/schema/index";
import * as s from "../db/schema/index";
import type { Db } from "../db/client";
import { countedDays, datesBetween } from "../domain/approvals";
import { correctedInstant, dayFigures, needsValidation, zonedDate } from "../domain/attendance/index";
import { companyZones, zoneOfEmployee } from "../attendance/zones";
import { HttpError } from "../http/errors";
import { asShift, setRosterDay, shiftsOn } from "../attendance/day";
import { remainingFor } from "../leave/balances";
import { assertDatesOpen, daysOff } from "./requests";

export type ApprovalRow = typeof s.approvals.$inferSelect;

async function employeeOf(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({
      id: s.employees.id,
      work_days: s.employees.work_days,
      attendance_group_id: s.employees.attendance_group_id,
      department_id: s.employees.department_id,
      location_id: s.employees.location_id,
      status: s.employees.status,
      join_date: s.employees.join_date,
      active: s.employees.active,
    })
    .from(s.employees)
    .where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, id)));
  return row;
}

/** The dates a request touches (for the cut-off check). */
export function datesOf(content: ApprovalContent): string[] {
  if (content.start_date && content.end_date) return datesBetween(content.start_date, content.end_date);
  return content.date ? [content.date] : [];
}

/** Marks days without a clock as leave or on duty (the request's number in the note, to undo it). */
async function markDays(db: Db, approval: ApprovalRow, dates: readonly string[], status: "leave" | "on_duty"): Promise<void> {
  if (!dates.length) return;
  const employee = await employeeOf(db, approval.company_id, approval.employee_id);
  const rows = dates.map((date) => ({
    company_id: approval.company_id,
    employee_id: approval.employee_id,
    date,
    status,
    source: "system",
    note: approval.approval_number,
    department_id: employee?.department_id ?? null,
    location_id: employee?.location_id ?? null,
  }));
  const r = s.attendance_records;
  await db
    .insert(r)
    .values(rows)
    .onConflictDoUpdate({
      target: [r.company_id, r.employee_id, r.date],
      set: { status, source: "system", note: approval.approval_number, validation: null, updated_at: new Date() },
      // A day the employee clocked is kept as it was.
      setWhere: sql`${r.clock_in_at} is null and ${r.clock_out_at} is null`,
    });
}

async function unmarkDays(db: Db, approval: ApprovalRow, status: "leave" | "on_duty"): Promise<void> {
  const r = s.attendance_records;
  await db
    .delete(r)
    .where(and(eq(r.company_id, approval.company_id), eq(r.employee_id, approval.employee_id), eq(r.status, status), eq(r.source, "system"), eq(r.note, approval.approval_number), inArray(r.date, datesOf(approval.content))));
}

/** Adds `amount` (negative to give back) to the year's used balance of the rule; a missing row (an unlimited rule's) starts at nothing granted. */
async function consume(db: Db, approval: ApprovalRow, ruleId: string, year: number, amount: number): Promise<void> {
  const b = s.leave_balances;
  await db
    .insert(b)
    .values({ company_id: approval.company_id, employee_id: approval.employee_id, leave_rule_id: ruleId, year, used: String(Math.max(0, amount)) })
    .onConflictDoUpdate({ target: [b.company_id, b.employee_id, b.leave_rule_id, b.year], set: { used: sql`greatest(0, ${b.used} + ${String(amount)}::numeric)`, updated_at: new Date() } });
}

/** The leave as approved now: its days counted again against today's holidays, the balance checked again. */
async function approveLeave(db: Db, approval: ApprovalRow, today: string): Promise<ApprovalContent> {
  const content = approval.content;
  const ruleId = content.leave_type?._id;
  const [rule] = ruleId ? await db.select().from(s.leave_rules).where(and(eq(s.leave_rules.company_id, approval.company_id), eq(s.leave_rules.id, ruleId))) : [];
  if (!rule || !content.start_date || !content.end_date) return content;
  const employee = await employeeOf(db, approval.company_id, approval.employee_id);
  const days = countedDays(content.start_date, content.end_date, rule.calculation as "work_day" | "calendar_day", employee?.work_days ?? 5, await daysOff(db, approval.company_id, content.start_date, content.end_date));
  const hourly = rule.unit === "hour";
  const asked = hourly ? Number(content.total_hours ?? 0) : days.length;
  const year = Number(content.start_date.slice(0, 4));
  if (rule.quota_type === "fixed" && employee) {
    // The balance recomputed from the rules and held for this transaction (api/leave/balances.ts).
    const remaining = await remainingFor(db, approval.company_id, { ...employee, status: employee.status ?? null }, rule, content.start_date, today, true);
    if (asked > remaining) throw new HttpError(409, { code: "leaveBalanceChanged", params: { leave_type: rule.type, remaining: Math.max(0, remaining), asked } });
  }
  await consume(db, approval, rule.id, year, asked);
  if (!hourly) await markDays(db, approval, days, "leave");
  return hourly ? content : { ...content, total_days: days.length };
}

/** The corrected day: the times asked for on that day's shift, late, early and status again. */
async function correctDay(db: Db, approval: ApprovalRow): Promise<void> {
  const { date, clock_in, clock_out } = approval.content as ApprovalContent & { clock_in?: string; clock_out?: string };
  if (!date) return;
  const employee = await employeeOf(db, approval.company_id, approval.employee_id);
  if (!employee) return;
  const r = s.attendance_records;
  const [record] = await db.select().from(r).where(and(eq(r.company_id, approval.company_id), eq(r.employee_id, approval.employee_id), eq(r.date, date))).for("update");
  const shiftRow = (await shiftsOn(db, approval.company_id, date, [employee])).get(employee.id) ?? null;
  const shift = shiftRow ? asShift(shiftRow) : null;
  // The times asked for are wall times in the day's zone: its record's, else the employee's.
  const zones = await companyZones(db, approval.company_id);
  const zone = record ? zones.ofRecord(record) : zones.of(employee.location_id);
  const clockIn = clock_in ? correctedInstant(date, clock_in, shift, zone) : (record?.clock_in_at ?? null);
  const clockOut = clock_out ? correctedInstant(date, clock_out, shift, zone, clockIn) : (record?.clock_out_at ?? null);
  const figures = dayFigures(date, shift, clockIn, clockOut, new Date(), zone);
  const offsite = { clock_in_offsite: record?.clock_in_offsite ?? false, clock_out_offsite: record?.clock_out_offsite ?? false };
  // The approval is the decision the Validate screen would ask for.
  const validation = needsValidation({ ...figures, ...offsite }) ? "valid" : null;
  const values = { shift_id: shiftRow?.id ?? null, clock_in_at: clockIn, clock_out_at: clockOut, ...figures, source: "correction", validation, validated_at: validation ? new Date() : null, note: approval.approval_number };
  if (record) await db.update(r).set({ ...values, updated_at: new Date() }).where(and(eq(r.company_id, approval.company_id), eq(r.id, record.id)));
  else await db.insert(r).values({ company_id: approval.company_id, employee_id: approval.employee_id, date, ...values, department_id: employee.department_id, location_id: employee.location_id, time_zone: zone });
}

/** That day's roster; a record of the day already kept is measured against the new shift. */
async function changeShift(db: Db, approval: ApprovalRow): Promise<void> {
  const date = approval.content.date;
  const shiftId = (approval.content.to_shift as { _id: string } | undefined)?._id;
  if (!date || !shiftId) return;
  const [exists] = await db.select({ id: s.shifts.id }).from(s.shifts).where(and(eq(s.shifts.company_id, approval.company_id), eq(s.shifts.id, shiftId)));
  if (!exists) throw new HttpError(409, "notFound");
  const employee = await employeeOf(db, approval.company_id, approval.employee_id);
  if (employee) await setRosterDay(db, approval.company_id, employee, date, shiftId);
}

/** Applies an approval's effects; answers the content as approved (a leave's days counted again). */
export async function applyEffects(db: Db, approval: ApprovalRow): Promise<ApprovalContent> {
  const today = zonedDate(new Date(), await zoneOfEmployee(db, approval.company_id, approval.employee_id));
  // An approval changes its month: refused once that month's payroll is cut off (decision 0028).
  await assertDatesOpen(db, approval.company_id, datesOf(approval.content), "date", 409);
  switch (approval.type) {
    case "leave":
      return approveLeave(db, approval, today);
    case "business_trip":
      await markDays(db, approval, datesOf(approval.content), "on_duty");
      return approval.content;
    case "clock_correction":
      await correctDay(db, approval);
      return approval.content;
    case "shift":
      await changeShift(db, approval);
      return approval.content;
    default:
      return approval.content;
  }
}

/** Undoes a cancelled leave's or trip's effects. */
export async function undoEffects(db: Db, approval: ApprovalRow): Promise<void> {
  await assertDatesOpen(db, approval.company_id, datesOf(approval.content), "date", 409);
  if (approval.type === "business_trip") return unmarkDays(db, approval, "on_duty");
  if (approval.type !== "leave") return;
  const ruleId = approval.content.leave_type?._id;
  const start = approval.content.start_date;
  const [rule] = ruleId ? await db.select({ id: s.leave_rules.id }).from(s.leave_rules).where(and(eq(s.leave_rules.company_id, approval.company_id), eq(s.leave_rules.id, ruleId))) : [];
  if (rule && start) {
    const amount = approval.content.leave_type?.unit === "hour" ? Number(approval.content.total_hours ?? 0) : Number(approval.content.total_days ?? 0);
    await consume(db, approval, rule.id, Number(start.slice(0, 4)), -amount);
  }
  await unmarkDays(db, approval, "leave");
}
