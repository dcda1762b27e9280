/**
 * The roster and the attendance import, pure (docs/decisions/0031-roster-and-attendance-import.md): the
 * days of a month, which shift a roster cell shows and where it comes from, the two xlsx layouts and
 * their row checks, and the figures of an imported day. Dates are "YYYY-MM-DD", wall times "HH:MM" in WIB.
 */
import type { MessageInput } from "../../../contract/messages";
import { duplicatesIn, matchHeader, parseRows, type CellError, type ParsedRow, type RefLookup, type SheetColumn } from "../employees/sheet";
import type { TimeZone } from "../../../contract/enums";
import { addDays, correctedInstant, dayFigures, needsValidation, shiftIdFor, type DayStatus, type Group, type Shift } from "./index";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Every date of a month "YYYY-MM", in order; [] for anything else. */
export function monthDays(month: string): string[] {
  const match = MONTH.exec(month);
  if (!match) return [];
  const days: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) days.push(date);
  return days;
}

export type RosterSource = "roster" | "group";

/** A roster cell: the roster row's shift, else the group's weekly shift (marked as such), else none. */
export function rosterCell(date: string, group: Group | null, rosterShiftId: string | null | undefined): { shift: string | null; source: RosterSource | null } {
  if (rosterShiftId) return { shift: rosterShiftId, source: "roster" };
  const weekly = shiftIdFor(date, group, null);
  return weekly ? { shift: weekly, source: "group" } : { shift: null, source: null };
}

// ---- the sheets --------------------------------------------------------------------------------------

const EMPLOYEE_NO: SheetColumn = { key: "nickname", en: "Employee No.", id: "No. Karyawan", kind: "text", required: true, max: 50, example: "EMP-0001" };
const DATE: SheetColumn = { key: "date", en: "Date", id: "Tanggal", kind: "date", required: true, example: "2026-11-02" };

export const ROSTER_COLUMNS: readonly SheetColumn[] = [EMPLOYEE_NO, DATE, { key: "shift", en: "Shift", id: "Shift", kind: "text", required: true, max: 200, example: "Regular" }];

export const ROSTER_NOTES: readonly { en: string; id: string }[] = [
  { en: "One row per employee and day; the shift is the name of a shift under Attendance › Shift.", id: "Satu baris per karyawan dan hari; shift adalah nama shift di Kehadiran › Shift." },
  { en: "A row replaces that day's roster; to go back to the group's weekly shift, clear the day on Shift management.", id: "Satu baris mengganti jadwal hari itu; untuk kembali ke shift mingguan grup, kosongkan hari itu di Manajemen shift." },
];

export const ATTENDANCE_IMPORT_COLUMNS: readonly SheetColumn[] = [
  EMPLOYEE_NO,
  DATE,
  { key: "clock_in", en: "Clock in", id: "Jam masuk", kind: "time", required: true, example: "08:02" },
  { key: "clock_out", en: "Clock out", id: "Jam pulang", kind: "time", example: "17:05" },
];

export const ATTENDANCE_IMPORT_NOTES: readonly { en: string; id: string }[] = [
  { en: "Times are wall times where the employee works (their location's time zone, else the company's); a clock-out earlier than the clock-in (or a night shift's morning) is the next day.", id: "Jam setempat di tempat karyawan bekerja (zona waktu lokasinya, atau zona waktu perusahaan); jam pulang lebih awal dari jam masuk (atau pagi shift malam) adalah hari berikutnya." },
  { en: "Late and early minutes come from the day's shift (the roster, else the group's weekly shift).", id: "Menit terlambat dan pulang cepat dihitung dari shift hari itu (jadwal, atau shift mingguan grup)." },
  { en: "A day already clocked in the app or corrected is refused, as is a day of leave or duty; a day imported before is replaced.", id: "Hari yang sudah absen lewat aplikasi atau dikoreksi ditolak, juga hari cuti atau dinas; hari yang pernah diimpor diganti." },
  { en: "Dates after today, and dates in a payroll month that is cut off, are refused.", id: "Tanggal setelah hari ini, dan tanggal di bulan penggajian yang sudah ditutup, ditolak." },
];

type SheetRows = readonly { row: number; cells: (string | Date | number | null)[] }[];
const NO_REFS: RefLookup = { departments: new Map(), job_titles: new Map(), locations: new Map(), banks: new Map() };

/** What every import shares: the header, each cell, known employee numbers, one row per employee and day, open months. */
function checkCommon(header: readonly string[], rows: SheetRows, columns: readonly SheetColumn[], employees: ReadonlyMap<string, string>, cutOff: ReadonlySet<string>) {
  const { at, errors: headerErrors } = matchHeader(header, columns);
  if (headerErrors.length) return { headerErrors, errors: [] as CellError[], good: [] as (ParsedRow & { employee_id: string; date: string })[] };
  const { parsed, errors } = parseRows(rows, columns, at, NO_REFS);
  // The same person and day twice: every repeat after the first.
  const keyed = parsed.map(({ row, values }) => ({ row, values: { ...values, day: typeof values.nickname === "string" && typeof values.date === "string" ? `${values.nickname} ${values.date}` : null } }));
  errors.push(...duplicatesIn(keyed, "day").map((error) => ({ ...error, column: "date" })));
  const good: (ParsedRow & { employee_id: string; date: string })[] = [];
  for (const { row, values } of parsed) {
    const employee = typeof values.nickname === "string" ? employees.get(values.nickname.toLowerCase()) : undefined;
    if (typeof values.nickname === "string" && !employee) errors.push({ row, column: "nickname", message: "notFound" });
    const date = typeof values.date === "string" ? values.date : null;
    if (date && cutOff.has(date.slice(0, 7))) errors.push({ row, column: "date", message: { code: "requestDateCutOff", params: { month: Number(date.slice(5, 7)), year: Number(date.slice(0, 4)) } } });
    if (employee && date) good.push({ row, values, employee_id: employee, date });
  }
  return { headerErrors, errors, good };
}

const sortErrors = (errors: CellError[]) => errors.sort((a, b) => a.row - b.row);

export interface RosterDay {
  row: number;
  employee_id: string;
  date: string;
  shift_id: string;
}

/**
 * The roster import's rows: `employees` maps lower-cased employee numbers to ids, `shifts` lower-cased
 * shift names to their ids (a name two shifts share cannot be told apart), `cutOff` the "YYYY-MM" of
 * cut-off payroll months.
 */
export function checkRosterImport(header: readonly string[], rows: SheetRows, employees: ReadonlyMap<string, string>, shifts: ReadonlyMap<string, readonly string[]>, cutOff: ReadonlySet<string>): { headerErrors: MessageInput[]; errors: CellError[]; days: RosterDay[] } {
  const { headerErrors, errors, good } = checkCommon(header, rows, ROSTER_COLUMNS, employees, cutOff);
  const days: RosterDay[] = [];
  for (const { row, values, employee_id, date } of good) {
    const ids = typeof values.shift === "string" ? (shifts.get(values.shift.toLowerCase()) ?? []) : [];
    if (typeof values.shift === "string" && ids.length !== 1) errors.push({ row, column: "shift", message: ids.length ? "shiftNameTwice" : "notFound" });
    if (ids.length === 1) days.push({ row, employee_id, date, shift_id: ids[0] });
  }
  const bad = new Set(errors.map((error) => error.row));
  return { headerErrors, errors: sortErrors(errors), days: bad.size ? [] : days };
}

/** A day already on file, as the attendance import weighs it. */
export interface ExistingDay {
  source: string;
  status: string;
  clocked: boolean;
}

/**
 * Whether an imported day may take the place of what is on file (docs/decisions/0031): nothing, an
 * earlier import, or a day without clock times (an absent day) may be replaced; a day clocked in the
 * app or corrected by HR is refused, and so is a day of leave or duty.
 */
export function importConflict(existing: ExistingDay | undefined): MessageInput | null {
  if (!existing) return null;
  if (existing.status === "leave" || existing.status === "on_duty") return "importDayAway";
  if (existing.clocked && existing.source !== "import") return "importDayClocked";
  return null;
}

export interface ImportedRow {
  row: number;
  employee_id: string;
  date: string;
  clock_in: string;
  clock_out: string | null;
}

/**
 * The attendance import's rows: known employees, no date after `today`, no cut-off month, no day that
 * may not be replaced (`existing` keyed "employee id date").
 */
export function checkAttendanceImport(
  header: readonly string[],
  rows: SheetRows,
  employees: ReadonlyMap<string, string>,
  cutOff: ReadonlySet<string>,
  today: string,
  existing: ReadonlyMap<string, ExistingDay>,
): { headerErrors: MessageInput[]; errors: CellError[]; days: ImportedRow[] } {
  const { headerErrors, errors, good } = checkCommon(header, rows, ATTENDANCE_IMPORT_COLUMNS, employees, cutOff);
  const days: ImportedRow[] = [];
  for (const { row, values, employee_id, date } of good) {
    if (date > today) {
      errors.push({ row, column: "date", message: "importDateFuture" });
      continue;
    }
    const conflict = importConflict(existing.get(`${employee_id} ${date}`));
    if (conflict) errors.push({ row, column: "date", message: conflict });
    if (typeof values.clock_in === "string") days.push({ row, employee_id, date, clock_in: values.clock_in, clock_out: typeof values.clock_out === "string" ? values.clock_out : null });
  }
  const bad = new Set(errors.map((error) => error.row));
  return { headerErrors, errors: sortErrors(errors), days: bad.size ? [] : days };
}

/**
 * An imported day's record: the times as instants on the day's shift (a night shift's morning and a
 * clock-out before the clock-in are the next day), late and early minutes, status, and whether the
 * Validate screen must decide it — as a clock-in in the app would be.
 */
export function importedDay(date: string, shift: Shift | null, clockIn: string, clockOut: string | null, now: Date, zone: TimeZone): { clock_in_at: Date; clock_out_at: Date | null; late_minutes: number; early_minutes: number; status: DayStatus; validation: "pending" | null } {
  // As a corrected time: a machine's 21:58 for a 22:00 night shift is early that evening, its 02:10 the
  // shift's morning part.
  const clock_in_at = correctedInstant(date, clockIn, shift, zone);
  const clock_out_at = clockOut ? correctedInstant(date, clockOut, shift, zone, clock_in_at) : null;
  const figures = dayFigures(date, shift, clock_in_at, clock_out_at, now, zone);
  const pending = needsValidation({ ...figures, clock_in_offsite: false, clock_out_offsite: false });
  return { clock_in_at, clock_out_at, ...figures, validation: pending ? "pending" : null };
}
