/** Attendance: shifts and attendance groups (daily records and validation have their own screens). */
import { ATTENDANCE_GROUP_TYPES, SHIFT_TYPES } from "../enums";
import { f } from "../fields";
import { defineResource } from "../resource";

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
    },
    search: ["name"],
    sort: "name",
    display: ["name", "type"],
    access: { read: ["attendance-group", "daily", "validate"], write: ["attendance-group"] },
  }),
];
