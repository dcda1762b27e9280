/** Attendance › Shift management and the imports (api/attendance/roster-routes.ts, contract/roster.ts). */
import type { ShiftOut } from "./attendance";

/** Where a cell's shift comes from: a roster day, or the group's weekly schedule (fixed_schedule). */
export type RosterSource = "roster" | "group";

export interface RosterDayOut {
  date: string;
  /** The shift's id (in `shifts`), or null: no shift that day (a free shift, no group). */
  shift: string | null;
  source: RosterSource | null;
}

export interface RosterEmployeeOut {
  _id: string;
  fullname: string;
  nickname: string | null;
  group: { _id: string; name: string; type: string } | null;
  days: RosterDayOut[];
}

/** `GET /v1/roster`: one page of employees, each with every day of the month. */
export interface RosterOut {
  month: string;
  days: string[];
  /** Every shift of the company (the cells name them by id; the day form chooses among them). */
  shifts: ShiftOut[];
  /** The groups, with their weekly schedule (Monday first) for fixed schedules. */
  groups: { _id: string; name: string; type: string; weekly_shifts: (string | null)[] }[];
  employees: RosterEmployeeOut[];
}

/** `POST /v1/roster/import` and `/v1/attendance/import` with dry_run: what the file holds. */
export type SheetImportCheckOut = {
  rows: number;
  employees: number;
};
