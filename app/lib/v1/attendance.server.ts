/** Attendance: the signed-in person's day and clock, the live view, validating records (api/attendance/routes.ts), the report (api/attendance/report.ts), the roster and the imports (api/attendance/roster-routes.ts). */
import type { RosterDayBody, RosterQuery } from "../../../contract/roster";
import type { AttendanceRecordOut, AttendanceReport, AttendanceRow, Live, Place, Today } from "../../../contract/responses/attendance";
import type { Notice, One, Page } from "../../../contract/responses/common";
import type { RosterOut, SheetImportCheckOut } from "../../../contract/responses/roster";
import type { Transport } from "../api.server";
import type { QueryInput } from "../query";
import { noticeText } from "./messages.server";

/** An xlsx import of a stored file: the dry run's counts, then the write (its notice as a message text). */
const sheetImport = (http: Transport, path: string) => ({
  template: () => http.raw(`${path}/template`),
  check: async (file: string) => (await http.post<One<SheetImportCheckOut>>(`${path}/import`, { file, dry_run: true })).data,
  apply: async (file: string) => noticeText(await http.post<Notice>(`${path}/import`, { file })),
});

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
  /** Attendance › Shift management: a page of employees × the month's days. */
  roster: (query: RosterQuery) => http.get<{ data: RosterOut; meta: { total: number; limit: number; skip: number } }>("roster", { ...query }),
  /** One roster day set, or cleared with `shift: null`; the notice as a message text. */
  setRosterDay: async (body: RosterDayBody) => noticeText(await http.put<Notice>("roster", body)),
  rosterImport: sheetImport(http, "roster"),
  /** Attendance › Daily › Import: clock times from machines and sites without the app. */
  recordsImport: sheetImport(http, "attendance"),
});
