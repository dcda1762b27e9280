/** The attendance calls beside the declared resources (api/attendance/routes.ts). */
import type { TimeZone } from "../enums";

export interface ShiftOut {
  _id: string;
  name: string;
  type: string;
  start_time: string | null;
  finish_time: string | null;
}

/** A record as the clock and the live view show it (times as wall times in its zone, and as instants). */
export interface AttendanceRecordOut {
  _id: string;
  /** The record's day in its zone. */
  date: string;
  /** The zone of its times and day: its location's, else the company's (docs/decisions/0034). */
  time_zone: TimeZone;
  clock_in: string | null;
  clock_out: string | null;
  clock_in_at: string | null;
  clock_out_at: string | null;
  late_minutes: number;
  early_minutes: number;
  status: string;
  clock_in_offsite: boolean;
  clock_out_offsite: boolean;
  validation: string | null;
}

/** `GET /v1/me/attendance/today`: the signed-in person's day and what they may do. */
export interface Today {
  /** Today in the person's zone. */
  date: string;
  time_zone: TimeZone;
  now: string;
  employee: { _id: string; fullname: string } | null;
  group: { _id: string; name: string; type: string; allowed_offsite_clock_in: boolean; allowed_offsite_clock_out: boolean; range_meters: number | null } | null;
  shift: ShiftOut | null;
  attendance_allowed?: boolean;
  record: AttendanceRecordOut | null;
  can_clock_in: boolean;
  can_clock_out: boolean;
  /** The shift is over: a clock-in now is still taken, for HR to review (docs/decisions/0016-clock-in-after-the-shift.md). */
  shift_ended: boolean;
  location_required: { clock_in: boolean; clock_out: boolean };
  /** A clock without a location is taken as off-site (the group allows it). */
  offsite_without_location: { clock_in: boolean; clock_out: boolean };
}

/** `GET /v1/attendance/live`: today across the company, for staff. */
export interface Live {
  date: string;
  counts: { clocked_in: number; late: number; clocked_out: number; not_yet_in: number; overdue: number };
  clocked_in: { employee: { _id: string; fullname: string }; shift: ShiftOut | null; record: AttendanceRecordOut }[];
  not_yet_in: { employee: { _id: string; fullname: string }; shift: ShiftOut | null }[];
}

/** The browser's position, sent with a clock-in or clock-out when it gives one. */
export interface Place {
  latitude?: number;
  longitude?: number;
}

/** A row of the declared `attendance` list with its employee and shift populated (Attendance › Validate). */
export interface AttendanceRow {
  _id: string;
  date: string;
  employee: { fullname: string } | null;
  shift: { name: string } | null;
  clock_in: string | null;
  clock_out: string | null;
  late_minutes: number;
  early_minutes: number;
  status: string;
  clock_in_offsite: boolean;
  clock_out_offsite: boolean;
  validation: string;
}

/** One employee's days of a period by what became of them (api/domain/attendance/report.ts counts them). */
export interface ReportDayCountsOut {
  scheduled: number;
  /** Days clocked in (present, or a missed clock-out: the person came). */
  present: number;
  late: number;
  late_minutes: number;
  early: number;
  early_minutes: number;
  absent: number;
  /** Days clocked in and never out (status missed). */
  missed: number;
  leave: number;
  on_duty: number;
}

/** One employee's figures for a period (Attendance › Report). */
export interface ReportFiguresOut extends ReportDayCountsOut {
  /** Approved overtime in the period, in hours. */
  overtime_hours: number;
}

/** `GET /v1/attendance/report`: a page of employees with their figures, and the totals of every employee the filters keep. */
export interface AttendanceReport {
  data: ({ employee: { _id: string; fullname: string; number: string | null; department: { _id: string; name: string } | null; location: { _id: string; name: string } | null } } & ReportFiguresOut)[];
  totals: ReportFiguresOut;
  meta: { from: string; to: string; total: number; page: number; limit: number; pages: number };
}
