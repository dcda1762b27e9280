/** Attendance: the signed-in person's day and clock, the live view, and validating records (api/attendance/routes.ts). */
import type { AttendanceRecordOut, AttendanceReport, AttendanceRow, Live, Place, Today } from "../../../contract/responses/attendance";
import type { One, Page } from "../../../contract/responses/common";
import type { Transport } from "../api.server";
import type { QueryInput } from "../query";

export const attendanceApi = (http: Transport) => ({
  today: async () => (await http.get<One<Today>>("me/attendance/today")).data,
  live: async () => (await http.get<One<Live>>("attendance/live")).data,
  clockIn: async (place: Place) => (await http.post<One<AttendanceRecordOut>>("me/attendance/clock-in", place)).data,
  clockOut: async (place: Place) => (await http.post<One<AttendanceRecordOut>>("me/attendance/clock-out", place)).data,
  /** The declared `attendance` list, with `populate: ["employee", "shift"]` as Attendance › Validate asks. */
  list: (query: QueryInput) => http.get<Page<AttendanceRow>>("attendance", query),
  /** Attendance › Report: a page of employees' figures for a period, with the totals (api/attendance/report.ts). */
  report: (query: QueryInput) => http.get<AttendanceReport>("attendance/report", query),
  validate: async (id: string, validation: "valid" | "invalid") => (await http.post<One<AttendanceRecordOut>>(`attendance/${encodeURIComponent(id)}/validation`, { validation })).data,
});
