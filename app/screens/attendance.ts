/** Attendance: shifts, attendance groups and the daily records (Validate is a route of its own). */
import { WEEKDAYS } from "../../contract/resources/attendance";
import type { ScreenDecl, SourceDecl } from "./screen.server";
import { ACTIVE_EMPLOYEES } from "./shared";

/** A shift picker showing shift names. */
function attendanceShift(): SourceDecl {
  return { kind: "server", path: "shifts", display: ["name"], searchIn: ["name"], sort: "name", clearable: true };
}

export const attendanceScreens: readonly ScreenDecl[] = [
  // Shift: the field manipulator of docs/specification.md §4 (Leave › Rules has the other).
  {
    menu: "shift",
    views: [
      {
        id: "main",
        resource: "shifts",
        columns: [
          { field: "name" },
          { field: "type", format: "enum" },
          { field: "start_time", format: "time", dash: ["00:00"] },
          { field: "finish_time", format: "time", dash: ["00:00", "23:59"] },
          { field: "allowed_attendance", format: "boolean" },
        ],
        search: "screens:search.name",
        filters: [{ field: "type", kind: "select" }],
        name: "name",
        form: {
          groups: [{ fields: ["name", "type", "start_time", "finish_time", "allowed_attendance"] }],
          // Spec §4: full_day hides Allowed Attendance; off_day hides start and finish time;
          // free_working_day hides start, finish and Allowed Attendance.
          rules: [
            { when: { field: "type", is: ["full_day"] }, hide: ["allowed_attendance"] },
            { when: { field: "type", is: ["off_day"] }, hide: ["start_time", "finish_time"] },
            { when: { field: "type", is: ["free_working_day"] }, hide: ["start_time", "finish_time", "allowed_attendance"] },
          ],
          hints: { allowed_attendance: "screens:hints.allowedAttendance" },
        },
      },
    ],
  },
  {
    menu: "attendance-group",
    views: [
      {
        id: "main",
        resource: "attendance-groups",
        columns: [
          { field: "name" },
          { field: "type", format: "enum" },
          { field: "manager", display: ["fullname"] },
          { field: "range_meters", format: "number" },
          { field: "allowed_offsite_clock_in", label: "screens:fields.offsiteIn", format: "boolean" },
          { field: "allowed_offsite_clock_out", label: "screens:fields.offsiteOut", format: "boolean" },
        ],
        search: "screens:search.name",
        filters: [{ field: "type", kind: "select" }],
        name: "name",
        // Every group's week, one table, beside the roster grid (docs/decisions/0031-roster-and-attendance-import.md).
        toolbar: [{ label: "screens:attendanceGroup.weeklySchedules", href: "/dashboard/attendance/shift-management#weekly" }],
        form: {
          groups: [
            { fields: ["name", "type", "manager", "auto_closed", "allowed_offsite_clock_in", "allowed_offsite_clock_out"] },
            // Shown on a map with JavaScript, as a list without (docs/decisions/0033-holidays-range-map-hierarchy.md).
            { label: "screens:groups.clockInPlace", fields: ["latitude", "longitude", "range_meters"], place: { latitude: "latitude", longitude: "longitude", range: "range_meters" } },
            { label: "screens:groups.weeklySchedule", fields: WEEKDAYS },
          ],
          // The weekly schedule belongs to a fixed schedule only: a working shift follows the roster,
          // a free shift has none.
          rules: [{ when: { field: "type", is: ["working_shift", "free_shift"] }, hide: WEEKDAYS }],
          hints: { range_meters: "screens:hints.rangeMeters", auto_closed: "screens:hints.autoClosed", monday: "screens:hints.weeklySchedule" },
        },
        options: {
          manager: { ...ACTIVE_EMPLOYEES, clearable: true },
          ...Object.fromEntries(WEEKDAYS.map((day) => [day, attendanceShift()])),
        },
      },
    ],
  },
  // Daily: its own route (app/routes/dashboard.attendance.daily.tsx) opens on today; the export and the
  // correction form are the generic ones.
  {
    menu: "daily",
    views: [
      {
        id: "main",
        resource: "attendance",
        columns: [
          { field: "date", sortable: true },
          { field: "employee", display: ["fullname"] },
          { field: "shift", display: ["name"] },
          // Wall times in the record's zone, named when it is not the company's (docs/decisions/0034).
          { field: "clock_in", zone: "time_zone" },
          { field: "clock_out", zone: "time_zone" },
          { field: "late_minutes", label: "screens:fields.late", format: "number" },
          { field: "early_minutes", label: "screens:fields.early", format: "number" },
          { field: "status", format: "enum" },
          { field: "clock_in_offsite", label: "screens:fields.offsite", format: "boolean" },
        ],
        search: false,
        filters: [
          { field: "date", kind: "dateRange" },
          { field: "status", kind: "select" },
          // Today's late arrivals, linked from the home (docs/decisions/0042-hr-home.md).
          { field: "late", kind: "select", label: "dashboard:home.filters.late" },
          { field: "employee", kind: "select" },
          { field: "department", kind: "select" },
          { field: "location", kind: "select" },
        ],
        name: "date",
        form: {
          groups: [
            { fields: ["employee", "date", "shift", "clock_in", "clock_out", "note"] },
            { label: "screens:groups.computed", fields: ["late_minutes", "early_minutes", "status", "source", "validation"] },
          ],
          hints: { clock_in: "screens:hints.recordTime", clock_out: "screens:hints.recordTime" },
        },
        options: { shift: attendanceShift(), employee: { ...ACTIVE_EMPLOYEES, query: {} }, late: { kind: "static", values: ["true", "false"], labels: "dashboard:home.filters.lateValues", clearable: true } },
      },
    ],
  },
];
