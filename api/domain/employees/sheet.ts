/**
 * The employee spreadsheets (import, export, invitation): one column layout for the export, the import and its template,
 * and one for the invitation template. Pure: cells in, values or per-cell errors out. Headers are
 * written in both languages ("Join date / Tanggal bergabung"); a file's header is recognised in either
 * language or both, so a file exported in one language imports in the other.
 */
import { EMPLOYMENT_STATUSES, GENDERS, INVITE_LEVELS, MARITAL_STATUSES, WORK_DAYS } from "../../../contract/enums";
import type { MessageInput } from "../../../contract/messages";

export type CellKind = "text" | "email" | "phone" | "date" | "time" | "money" | "number" | "digits" | "enum" | "ref";
export type RefList = "departments" | "job_titles" | "locations" | "banks";

export interface SheetColumn {
  /** The column / field key (the API's field name). */
  key: string;
  en: string;
  id: string;
  kind: CellKind;
  required?: boolean;
  max?: number;
  values?: readonly string[];
  ref?: RefList;
  /** An example for the template's second row. */
  example: string | number;
  /** An empty cell leaves the stored value (the column has a default and no "none"). */
  keepWhenEmpty?: boolean;
}

const money = (key: string, en: string, id: string, example: number): SheetColumn => ({ key, en, id, kind: "money", example });

/** The employees import / export layout: the export writes exactly these, so an export imports back. */
export const EMPLOYEE_COLUMNS: readonly SheetColumn[] = [
  { key: "nickname", en: "Employee No.", id: "No. Karyawan", kind: "text", required: true, max: 50, example: "EMP-0001" },
  { key: "fullname", en: "Full name", id: "Nama lengkap", kind: "text", required: true, max: 200, example: "Budi Santoso" },
  { key: "email", en: "E-mail", id: "E-mail", kind: "email", example: "budi.santoso@example.com" },
  { key: "phone", en: "Phone", id: "Telepon", kind: "phone", example: "081234567890" },
  { key: "gender", en: "Gender", id: "Jenis kelamin", kind: "enum", values: GENDERS, example: "male" },
  { key: "birth_date", en: "Birth date", id: "Tanggal lahir", kind: "date", example: "1990-04-17" },
  { key: "birth_place", en: "Birth place", id: "Tempat lahir", kind: "text", max: 200, example: "Bandung" },
  { key: "marital_status", en: "Marital status", id: "Status pernikahan", kind: "enum", values: MARITAL_STATUSES, example: "k/1" },
  { key: "join_date", en: "Join date", id: "Tanggal bergabung", kind: "date", example: "2024-01-02" },
  { key: "end_of_contract", en: "End of contract", id: "Akhir kontrak", kind: "date", example: "" },
  { key: "status", en: "Employment status", id: "Status kepegawaian", kind: "enum", values: EMPLOYMENT_STATUSES, keepWhenEmpty: true, example: "pkwtt" },
  { key: "department", en: "Department", id: "Departemen", kind: "ref", ref: "departments", example: "" },
  { key: "job_title", en: "Job title", id: "Jabatan", kind: "ref", ref: "job_titles", example: "" },
  { key: "location", en: "Location", id: "Lokasi", kind: "ref", ref: "locations", example: "" },
  { key: "work_days", en: "Work days", id: "Hari kerja", kind: "enum", values: WORK_DAYS.map(String), keepWhenEmpty: true, example: "5" },
  { key: "bank", en: "Bank", id: "Bank", kind: "ref", ref: "banks", example: "" },
  { key: "account_number", en: "Account number", id: "Nomor rekening", kind: "digits", max: 30, example: "1234567890" },
  money("basic_salary", "Basic salary", "Gaji pokok", 8_000_000),
  money("allowance_housing", "Housing allowance", "Tunjangan perumahan", 0),
  money("allowance_meal", "Meal allowance", "Tunjangan makan", 500_000),
  money("allowance_transport", "Transport allowance", "Tunjangan transportasi", 300_000),
  money("allowance_field", "Field allowance", "Tunjangan lapangan", 0),
  money("allowance_telephone", "Telephone allowance", "Tunjangan telepon", 0),
  money("allowance_other", "Other allowance", "Tunjangan lainnya", 0),
  { key: "ktp_number", en: "KTP number", id: "Nomor KTP", kind: "digits", max: 16, example: "3273011704900001" },
  { key: "npwp_number", en: "NPWP number", id: "Nomor NPWP", kind: "text", max: 20, example: "" },
  { key: "bpjs_tk_number", en: "BPJS TK number", id: "Nomor BPJS TK", kind: "text", max: 20, example: "" },
  { key: "bpjs_ks_number", en: "BPJS KS number", id: "Nomor BPJS KS", kind: "text", max: 20, example: "" },
];

/** Only in the export of resigned employees; the import skips them (leaving goes through the exit path). */
export const EXIT_COLUMNS: readonly SheetColumn[] = [
  { key: "resign_date", en: "Resign date", id: "Tanggal keluar", kind: "date", example: "" },
  { key: "exit_reason", en: "Exit reason", id: "Alasan keluar", kind: "text", example: "" },
];

export const INVITATION_COLUMNS: readonly SheetColumn[] = [
  { key: "fullname", en: "Full name", id: "Nama lengkap", kind: "text", required: true, max: 200, example: "Siti Rahayu" },
  { key: "email", en: "E-mail", id: "E-mail", kind: "email", required: true, example: "siti.rahayu@example.com" },
  { key: "phone", en: "Phone", id: "Telepon", kind: "phone", example: "081298765432" },
  { key: "level", en: "Level", id: "Level", kind: "enum", values: INVITE_LEVELS, required: true, example: "employee" },
  { key: "department", en: "Department", id: "Departemen", kind: "ref", ref: "departments", example: "" },
  { key: "location", en: "Location", id: "Lokasi", kind: "ref", ref: "locations", example: "" },
  { key: "job_title", en: "Job title", id: "Jabatan", kind: "ref", ref: "job_titles", example: "" },
  { key: "join_date", en: "Join date", id: "Tanggal bergabung", kind: "date", example: "2026-12-01" },
];

export const headerOf = (column: SheetColumn) => (column.en === column.id ? column.en : `${column.en} / ${column.id}`);

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ").replace(/\*$/, "").trim();

/** Where each column is in a header row (1-based cell numbers), or what is wrong with the header. */
export function matchHeader(header: readonly string[], columns: readonly SheetColumn[], ignored: readonly SheetColumn[] = []): { at: Map<string, number>; errors: MessageInput[] } {
  const names = new Map<string, SheetColumn>();
  for (const column of [...columns, ...ignored]) for (const name of [column.en, column.id, headerOf(column)]) names.set(norm(name), column);
  const at = new Map<string, number>();
  const errors: MessageInput[] = [];
  header.forEach((cell, index) => {
    if (!cell.trim()) return;
    const column = names.get(norm(cell));
    if (!column) errors.push({ code: "unknownColumn", params: { column: cell.trim() } });
    else if (at.has(column.key)) errors.push({ code: "columnTwice", params: { column: column.en } });
    else at.set(column.key, index + 1);
  });
  for (const column of columns) if (column.required && !at.has(column.key)) errors.push({ code: "missingColumn", params: { column: column.en } });
  for (const column of ignored) at.delete(column.key);
  return { at, errors };
}

/** A raw cell value as exceljs gives it (string, number, Date, rich text, hyperlink, formula result). */
export function cellText(value: unknown): string | Date | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "number" || value instanceof Date) return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "object") {
    const object = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(object.richText)) return cellText(object.richText.map((part) => part.text).join(""));
    if ("result" in object) return cellText(object.result);
    if ("text" in object) return cellText(object.text);
  }
  return String(value);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+()\-\s]{3,30}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/;

/**
 * A wall time "HH:MM" from a cell: text ("8:05", "08.05", "08:05:00"), an Excel time (exceljs reads it
 * as a Date on 1899-12-30, UTC) or a fraction of a day.
 */
export function cellClock(value: string | Date | number): string | null {
  let minutes: number;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    minutes = value.getUTCHours() * 60 + value.getUTCMinutes() + Math.round(value.getUTCSeconds() / 60);
  } else if (typeof value === "number") {
    if (!(value >= 0 && value < 1)) return null;
    minutes = Math.round(value * 1440);
  } else {
    const match = CLOCK.exec(value.trim());
    if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
    minutes = Number(match[1]) * 60 + Number(match[2]);
  }
  if (minutes >= 1440) return null;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function isoDate(value: string | Date | number): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const text = String(value);
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
}

/** Name (or code) → id of the company's reference lists, keys lower-cased. */
export type RefLookup = Record<RefList, Map<string, string>>;

/** One cell: its value for the database, or what is wrong with it (contract/messages.ts). */
export function parseCell(column: SheetColumn, raw: string | Date | number | null, refs: RefLookup): { value: unknown } | { error: MessageInput } {
  if (raw === null) {
    if (column.required) return { error: "required" };
    return { value: column.keepWhenEmpty ? undefined : column.kind === "money" ? "0" : null };
  }
  const text = raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw).trim();
  const tooLong = column.max && text.length > column.max ? { error: { code: "maxLength", params: { count: column.max } } as const } : null;
  switch (column.kind) {
    case "text":
      return tooLong ?? { value: text };
    case "email":
      return text.length <= 254 && EMAIL.test(text) ? { value: text.toLowerCase() } : { error: "email" };
    case "phone":
      return PHONE.test(text) ? { value: text } : { error: "phoneNumber" };
    case "digits":
      if (!/^\d+$/.test(text)) return { error: "digits" };
      return tooLong ?? { value: text };
    case "date": {
      const date = isoDate(raw);
      return date ? { value: date } : { error: "date" };
    }
    case "time": {
      const clock = cellClock(raw);
      return clock ? { value: clock } : { error: "time" };
    }
    case "money": {
      const amount = typeof raw === "number" ? raw : Number(text.replace(/^Rp\s*/i, "").replace(/[.,](?=\d{3}(\D|$))/g, ""));
      if (!Number.isFinite(amount) || !Number.isInteger(amount)) return { error: "integer" };
      if (amount < 0) return { error: { code: "min", params: { value: 0 } } };
      if (amount > 999_999_999_999_999) return { error: { code: "max", params: { value: "999,999,999,999,999" } } };
      return { value: String(amount) };
    }
    case "number": {
      // Days or hours, two decimals at most, negative allowed (a leave adjustment).
      const amount = typeof raw === "number" ? raw : Number(text.replace(",", "."));
      if (!Number.isFinite(amount) || Math.round(amount * 100) !== amount * 100) return { error: "number" };
      return { value: String(amount) };
    }
    case "enum": {
      const found = column.values!.find((value) => value.toLowerCase() === text.toLowerCase());
      return found === undefined ? { error: { code: "oneOf", params: { values: column.values!.join(", ") } } } : { value: column.key === "work_days" ? Number(found) : found };
    }
    case "ref": {
      const id = refs[column.ref!].get(text.toLowerCase());
      return id ? { value: id } : { error: "notFound" };
    }
  }
}

export interface CellError {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  column: string;
  message: MessageInput;
}

export interface ParsedRow {
  row: number;
  values: Record<string, unknown>;
}

/** Every data row of a sheet, parsed; every bad cell reported. Empty rows are skipped. */
export function parseRows(rows: readonly { row: number; cells: (string | Date | number | null)[] }[], columns: readonly SheetColumn[], at: Map<string, number>, refs: RefLookup) {
  const parsed: ParsedRow[] = [];
  const errors: CellError[] = [];
  for (const { row, cells } of rows) {
    const values: Record<string, unknown> = {};
    for (const column of columns) {
      const index = at.get(column.key);
      if (index === undefined) continue;
      const result = parseCell(column, cells[index - 1] ?? null, refs);
      if ("error" in result) errors.push({ row, column: column.key, message: result.error });
      else if (result.value !== undefined) values[column.key] = result.value;
    }
    parsed.push({ row, values });
  }
  return { parsed, errors };
}

/** A value that must be unique in the file: every repeat after the first is an error. */
export function duplicatesIn(rows: readonly ParsedRow[], key: string): CellError[] {
  const seen = new Map<string, number>();
  const errors: CellError[] = [];
  for (const { row, values } of rows) {
    const value = values[key];
    if (typeof value !== "string" || !value) continue;
    const normal = value.toLowerCase();
    const first = seen.get(normal);
    if (first !== undefined) errors.push({ row, column: key, message: { code: "duplicateInFile", params: { row: first } } });
    else seen.set(normal, row);
  }
  return errors;
}

/** The 422 body's fields at fault: `{ "7.join_date": "date" }`, in row order. */
export function errorRecord(errors: readonly CellError[]): Record<string, MessageInput> {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const record: Record<string, MessageInput> = {};
  for (const error of sorted) record[`${error.row}.${error.column}`] ??= error.message;
  return record;
}
