/** Attendance: shifts, attendance groups and the daily attendance records. */
import { ATTENDANCE_GROUP_TYPES, ATTENDANCE_SOURCES, ATTENDANCE_STATUSES, ATTENDANCE_VALIDATIONS, SHIFT_TYPES, TIME_ZONES } from "../enums";
import { f, type FieldDef } from "../fields";
import { defineResource } from "../resource";

/** Monday first, the order of weekly_shift_ids. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

const WEEKDAY_FIELDS = Object.fromEntries(WEEKDAYS.map((day) => [day, f.ref("shifts", { column: "weekly_shift_ids" })])) as Record<(typeof WEEKDAYS)[number], FieldDef>;

/** Output only, stored by the clock and the correction rules (api/attendance). */
const computed = (field: FieldDef): FieldDef => ({ ...field, readOnly: true });

export const attendanceResources = [
  defineResource({
    path: "shifts",
    fields: {
      name: f.text({ required: true }),
      type: f.enum(SHIFT_TYPES, { required: true }),
      start_time: f.time(),
      finish_time: f.time(),
      allowed_attendance: f.boolean(),
    },
    search: ["name"],
    sort: "name",
    display: ["name", "type", "start_time", "finish_time"],
    access: { read: "company", write: ["shift"] },
  }),
  defineResource({
    path: "attendance-groups",
    fields: {
      name: f.text({ required: true }),
      type: f.enum(ATTENDANCE_GROUP_TYPES, { required: true }),
      manager: f.ref("employees"),
      auto_closed: f.boolean(),
      allowed_offsite_clock_in: f.boolean(),
      allowed_offsite_clock_out: f.boolean(),
      latitude: f.number({ min: -90, max: 90 }),
      longitude: f.number({ min: -180, max: 180 }),
      range_meters: f.integer({ min: 10, max: 100_000 }),
      // A fixed schedule names the shift of each weekday, Monday first.
      weekly_shifts: f.refs("shifts", { column: "weekly_shift_ids", max: 7, sizes: [0, 7] }),
      // The same schedule one day at a time, as a form shows it (the API folds them into weekly_shifts).
      ...WEEKDAY_FIELDS,
    },
    search: ["name"],
    sort: "name",
    display: ["name", "type"],
    access: { read: ["attendance-group", "daily", "validate"], write: ["attendance-group"] },
  }),
  // Attendance › Daily and Validate: one record per employee and day, made by clocking in on Employee
  // Services. Admins correct the times (late and early are recomputed); nobody creates or deletes here.
  defineResource({
    path: "attendance",
    fields: {
      employee: computed(f.ref("employees")),
      date: computed(f.date()),
      shift: f.ref("shifts"),
      /** Wall times "HH:MM" in the record's zone on its date (a night shift's morning is the next day). */
      clock_in: f.time({ column: "clock_in_at" }),
      clock_out: f.time({ column: "clock_out_at" }),
      /** The zone of its day and times: its location's, else the company's (docs/decisions/0034). */
      time_zone: computed(f.enum(TIME_ZONES)),
      late_minutes: f.computed("integer"),
      /** Clocked in after the shift's start (late_minutes > 0): a filter of the daily list (docs/decisions/0042-hr-home.md). */
      late: f.computed("boolean"),
      early_minutes: f.computed("integer"),
      status: computed(f.enum(ATTENDANCE_STATUSES)),
      clock_in_offsite: f.computed("boolean"),
      clock_out_offsite: f.computed("boolean"),
      source: computed(f.enum(ATTENDANCE_SOURCES)),
      validation: computed(f.enum(ATTENDANCE_VALIDATIONS)),
      department: computed(f.ref("refs/employees/orgs/departments")),
      location: computed(f.ref("refs/employees/orgs/locations")),
      note: f.text({ max: 500 }),
    },
    sort: "-date",
    display: ["date"],
    access: { read: ["daily", "validate"], write: ["daily"] },
    create: false,
    remove: false,
  }),
];
