/** Shifts, attendance groups, the per-day shift roster, and attendance records. */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, time, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { coordinate, count, enumCheck, idArray, orderCheck, timestamptz, type Constraints } from "./_base";
import { tenant, tenantFk, tenantPk } from "./_tenant";
import { employees } from "./employees";
import { ATTENDANCE_GROUP_TYPES, ATTENDANCE_SOURCES, ATTENDANCE_STATUSES, ATTENDANCE_VALIDATIONS, SHIFT_TYPES, TIME_ZONES } from "./enums";
import { departments, locations } from "./references";

/**
 * A shift. Times are `time` columns ("HH:MM:SS" strings). A finish before the start is a night shift
 * ending the next day. off_day has no times; free_working_day has none either.
 */
export const shifts = pgTable(
  "shifts",
  {
    ...tenant(),
    name: text().notNull(),
    type: text().notNull(),
    start_time: time(),
    finish_time: time(),
    /** Whether clocking in is allowed on this shift (hidden for full_day / free_working_day forms). */
    allowed_attendance: boolean().notNull().default(true),
  },
  (t): Constraints => [
    tenantPk(t),
    index("shifts_company_id_name_idx").on(t.company_id, sql`${t.name} COLLATE "und-x-icu"`),
    enumCheck(t.type, SHIFT_TYPES),
  ],
);

/**
 * An attendance group: how its employees (employees.attendance_group_id) are scheduled and where they
 * may clock in. The clock-in place is a circle: latitude/longitude and range_meters.
 */
export const attendance_groups = pgTable(
  "attendance_groups",
  {
    ...tenant(),
    name: text().notNull(),
    type: text().notNull(),
    /** The manager (an employee). */
    manager_id: uuid(),
    /** Close open records automatically at the end of the day (no "missed" clock-out). */
    auto_closed: boolean().notNull().default(false),
    allowed_offsite_clock_in: boolean().notNull().default(false),
    allowed_offsite_clock_out: boolean().notNull().default(false),
    latitude: coordinate(),
    longitude: coordinate(),
    range_meters: integer(),
    /**
     * fixed_schedule only: the shift of each weekday, Monday first (7 shift ids; use an off_day shift
     * for days off). Other types leave it empty and use employee_schedules (working_shift) or no
     * schedule at all (free_shift). Ids checked by the API.
     */
    weekly_shift_ids: idArray(),
  },
  (t): Constraints => [
    tenantPk(t),
    index("attendance_groups_company_id_name_idx").on(t.company_id, sql`${t.name} COLLATE "und-x-icu"`),
    enumCheck(t.type, ATTENDANCE_GROUP_TYPES),
    check("attendance_groups_range_meters_check", sql.raw(`"range_meters" >= 0`)),
    check("attendance_groups_latitude_check", sql.raw(`"latitude" BETWEEN -90 AND 90`)),
    check("attendance_groups_longitude_check", sql.raw(`"longitude" BETWEEN -180 AND 180`)),
    check("attendance_groups_weekly_shift_ids_check", sql.raw(`cardinality("weekly_shift_ids") IN (0, 7)`)),
    tenantFk(t, t.manager_id, employees, "set null"),
  ],
);

/**
 * The roster: which shift an employee works on a given day (working_shift groups, and any day changed
 * by an approved shift-change request). Overrides the group's weekly schedule for that day.
 */
export const employee_schedules = pgTable(
  "employee_schedules",
  {
    ...tenant(),
    employee_id: uuid().notNull(),
    date: date({ mode: "string" }).notNull(),
    shift_id: uuid().notNull(),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("employee_schedules_company_id_employee_id_date_key").on(t.company_id, t.employee_id, t.date),
    index("employee_schedules_company_id_date_idx").on(t.company_id, t.date),
    index("employee_schedules_company_id_shift_id_idx").on(t.company_id, t.shift_id),
    tenantFk(t, t.employee_id, employees, "cascade"),
    tenantFk(t, t.shift_id, shifts, "cascade"),
  ],
);

/** One employee's attendance on one day. */
export const attendance_records = pgTable(
  "attendance_records",
  {
    ...tenant(),
    employee_id: uuid().notNull(),
    date: date({ mode: "string" }).notNull(),
    /** The shift that applied that day (kept even if the roster changes later; cleared if deleted). */
    shift_id: uuid(),
    clock_in_at: timestamptz(),
    clock_out_at: timestamptz(),
    clock_in_latitude: coordinate(),
    clock_in_longitude: coordinate(),
    clock_out_latitude: coordinate(),
    clock_out_longitude: coordinate(),
    /** Clocked in / out outside the group's range (only possible when the group allows it). */
    clock_in_offsite: boolean().notNull().default(false),
    clock_out_offsite: boolean().notNull().default(false),
    /** Minutes after the shift start (0 when on time). */
    late_minutes: count(),
    /** Minutes before the shift finish (0 when not early). */
    early_minutes: count(),
    status: text().notNull().default("present"),
    source: text().notNull().default("clock"),
    note: text(),
    /** The Validate screen's decision (pending / valid / invalid); null when nothing needs deciding. */
    validation: text(),
    validated_at: timestamptz(),
    /** Where the employee worked that day (kept for reports by department and location). */
    department_id: uuid(),
    location_id: uuid(),
    /**
     * The zone its date and wall times are in, kept like the location so that a later change of zone does
     * not rewrite it; none (records written before zones, or by writers that do not say): the zone of its
     * location, else the company's (docs/decisions/0034).
     */
    time_zone: text(),
  },
  (t): Constraints => [
    tenantPk(t),
    enumCheck(t.time_zone, TIME_ZONES),
    uniqueIndex("attendance_records_company_id_employee_id_date_key").on(t.company_id, t.employee_id, t.date),
    index("attendance_records_company_id_date_idx").on(t.company_id, t.date),
    index("attendance_records_company_id_shift_id_idx").on(t.company_id, t.shift_id),
    enumCheck(t.status, ATTENDANCE_STATUSES),
    enumCheck(t.source, ATTENDANCE_SOURCES),
    enumCheck(t.validation, ATTENDANCE_VALIDATIONS),
    index("attendance_records_company_id_validation_idx").on(t.company_id, t.validation),
    orderCheck(t.clock_in_at, t.clock_out_at),
    check("attendance_records_minutes_check", sql.raw(`"late_minutes" >= 0 AND "early_minutes" >= 0`)),
    tenantFk(t, t.employee_id, employees, "restrict"),
    tenantFk(t, t.shift_id, shifts, "set null"),
    tenantFk(t, t.department_id, departments, "set null"),
    tenantFk(t, t.location_id, locations, "set null"),
  ],
);
