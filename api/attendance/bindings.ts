/**
 * Attendance resources bound to their tables: shifts, attendance groups (the weekly schedule and the
 * clock-in place checked) and the daily records (an admin's correction recomputes late, early, status).
 */
import { eq, sql } from "drizzle-orm";
import { WEEKDAYS } from "../../contract/resources/attendance";
import * as s from "../db/schema/index";
import { correctedInstant, dayFigures, needsValidation, zonedTime } from "../domain/attendance/index";
import { HttpError, type FieldMessages } from "../http/errors";
import { nameOf, tenant } from "../resources/bind";
import type { Binding, Output, Row, WriteArgs } from "../resources/engine";
import { asShift, shiftById } from "./day";
import { companyZones, type CompanyZones } from "./zones";

const NO_EMPLOYEE = "00000000-0000-0000-0000-000000000000";

/** A group's rules: a weekly schedule only on a fixed schedule (and then all seven days); a place is a point and a range. */
async function checkGroup({ values, existing }: WriteArgs): Promise<void> {
  const merged = { ...existing, ...values };
  const errors: FieldMessages = {};
  if (merged.type !== "fixed_schedule") values.weekly_shift_ids = [];
  else if (!Array.isArray(merged.weekly_shift_ids) || merged.weekly_shift_ids.length !== 7) {
    for (const day of WEEKDAYS) errors[day] = "shiftEveryDay";
  }
  const place = [merged.latitude, merged.longitude, merged.range_meters].map((v) => v !== null && v !== undefined && v !== "");
  if (place.some(Boolean) && !place.every(Boolean)) {
    (["latitude", "longitude", "range_meters"] as const).forEach((name, i) => {
      if (!place[i]) errors[name] = "placeTogether";
    });
  }
  if (Object.keys(errors).length) throw new HttpError(422, "invalidFields", errors);
}

/** The weekly schedule also reads one day at a time (the form's seven selects). */
function decorateGroups(rows: Output[], source: Row[]) {
  rows.forEach((row, i) => {
    const ids = (source[i].weekly_shift_ids as string[] | undefined) ?? [];
    WEEKDAYS.forEach((day, index) => {
      // A populated day (or weekly_shifts) holds the shift's display fields.
      const populated = [row[day], row.weekly_shifts].flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : []));
      const item = populated.find((p) => p && typeof p === "object" && (p as Row)._id === ids[index]);
      row[day] = item ?? ids[index] ?? null;
    });
  });
}

/** An admin's correction: times as wall times in the record's zone on its date, then late, early and status again. */
async function correctRecord({ tx, values, existing, companyId }: WriteArgs): Promise<void> {
  const record = existing!;
  const zone = (await companyZones(tx, companyId!)).ofRecord(record as { time_zone: string | null; location_id: string | null });
  const shiftId = values.shift_id !== undefined ? (values.shift_id as string | null) : (record.shift_id as string | null);
  const shiftRow = await shiftById(tx, companyId!, shiftId);
  const shift = shiftRow ? asShift(shiftRow) : null;
  const date = record.date as string;
  const timeOf = (given: unknown, previous: unknown, after?: Date | null): Date | null => {
    if (given === undefined) return (previous as Date | null) ?? null;
    if (given === null) return null;
    return correctedInstant(date, String(given), shift, zone, after);
  };
  const clockIn = timeOf(values.clock_in_at, record.clock_in_at);
  const clockOut = timeOf(values.clock_out_at, record.clock_out_at, clockIn);
  const same = (a: unknown, b: unknown) => (a instanceof Date ? a.getTime() : a) === (b instanceof Date ? b.getTime() : b);
  const corrected = !same(clockIn, record.clock_in_at) || !same(clockOut, record.clock_out_at) || shiftId !== record.shift_id;
  values.clock_in_at = clockIn;
  values.clock_out_at = clockOut;
  if (!corrected) return;
  const next = {
    ...dayFigures(date, shift, clockIn, clockOut, new Date(), zone),
    clock_in_offsite: record.clock_in_offsite as boolean,
    clock_out_offsite: record.clock_out_offsite as boolean,
  };
  Object.assign(values, next, { source: "correction", validation: needsValidation(next) ? ((record.validation as string | null) ?? "pending") : null });
}

/** Times as the screens read them (wall time in the record's zone, named beside them), with the instants. */
function decorateRecords(rows: Output[], source: Row[], zones: CompanyZones) {
  rows.forEach((row, i) => {
    // A sparse fieldset without the location still reads the times in the company's zone.
    const zone = zones.ofRecord(source[i] as { time_zone?: string | null; location_id?: string | null });
    row.time_zone = zone;
    if ("late_minutes" in source[i]) row.late = Number(source[i].late_minutes) > 0;
    for (const [field, column] of [["clock_in", "clock_in_at"], ["clock_out", "clock_out_at"]] as const) {
      if (!(column in source[i])) continue;
      const instant = source[i][column] as Date | null;
      row[field] = instant ? zonedTime(instant, zone) : null;
      row[column] = instant ? instant.toISOString() : null;
    }
  });
}

export function attendanceBindings(): Binding[] {
  return [
    tenant("shifts", s.shifts),
    tenant("attendance-groups", s.attendance_groups, {
      beforeCreate: checkGroup,
      beforeUpdate: checkGroup,
      decorate: async (_ctx, _company, rows, source) => decorateGroups(rows, source),
    }),
    tenant("attendance", s.attendance_records, {
      name: nameOf("date"),
      // Today's late arrivals on the daily list (docs/decisions/0042-hr-home.md).
      derived: { late: sql`(${s.attendance_records.late_minutes} > 0)` },
      // An employee sees only their own records (the Validate screen); staff and approvers see the company's.
      where: (principal) => (principal.level === "employee" ? eq(s.attendance_records.employee_id, principal.employeeId ?? NO_EMPLOYEE) : sql`true`),
      computedFrom: { clock_in: ["clock_in_at", "location_id", "time_zone"], clock_out: ["clock_out_at", "location_id", "time_zone"], time_zone: ["location_id", "time_zone"], late: ["late_minutes"] },
      beforeUpdate: correctRecord,
      decorate: async (ctx, company, rows, source) => decorateRecords(rows, source, await companyZones(ctx.db, company!)),
    }),
  ];
}
