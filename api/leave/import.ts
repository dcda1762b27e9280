/**
 * The leave import's sheet (docs/decisions/0030-leave-balances-from-the-rules.md): balances or
 * adjustments of one year per row — employee number, leave type, year, entitled and/or adjustment, note —
 * in the employee sheets' bilingual layout (api/domain/employees/sheet.ts), so the template, the header
 * check and the cell checks are theirs. Pure: the caller reads the file, the employee numbers and the rules.
 */
import type { MessageInput } from "../../contract/messages";
import { matchHeader, parseRows, type CellError, type RefLookup, type SheetColumn } from "../domain/employees/sheet";

export const LEAVE_IMPORT_COLUMNS: readonly SheetColumn[] = [
  { key: "nickname", en: "Employee No.", id: "No. Karyawan", kind: "text", required: true, max: 50, example: "EMP-0001" },
  { key: "leave_type", en: "Leave type", id: "Jenis cuti", kind: "text", required: true, max: 200, example: "Cuti Tahunan" },
  { key: "year", en: "Year", id: "Tahun", kind: "number", required: true, example: new Date().getUTCFullYear() },
  { key: "entitled", en: "Entitled", id: "Hak cuti", kind: "number", example: 12 },
  { key: "adjustment", en: "Adjustment", id: "Penyesuaian", kind: "number", example: 2 },
  { key: "note", en: "Note", id: "Catatan", kind: "text", max: 1000, example: "Sisa cuti dari sistem lama" },
];

/** The template's help sheet, in both languages. */
export const LEAVE_IMPORT_NOTES: readonly { en: string; id: string }[] = [
  { en: "Leave type: the name of a rule under Leave › Rules.", id: "Jenis cuti: nama aturan di Cuti › Aturan." },
  {
    en: "Entitled: the year's entitlement, in the rule's unit; it replaces what the rule grants, which no longer recomputes it.",
    id: "Hak cuti: hak cuti tahun itu, dalam satuan aturan; menggantikan hasil hitungan aturan, yang tidak lagi menghitung ulang.",
  },
  { en: "Adjustment: replaces the balance's manual adjustment (negative takes days away); a note is required with it.", id: "Penyesuaian: menggantikan penyesuaian manual saldo (negatif mengurangi); wajib disertai catatan." },
  { en: "Give the entitlement, the adjustment or both. One row per employee, leave type and year.", id: "Isi hak cuti, penyesuaian, atau keduanya. Satu baris per karyawan, jenis cuti, dan tahun." },
];

export interface ImportedBalance {
  row: number;
  employee_id: string;
  leave_rule_id: string;
  year: number;
  entitled: number | null;
  adjustment: number | null;
  note: string | null;
}

const NO_REFS: RefLookup = { departments: new Map(), job_titles: new Map(), locations: new Map(), banks: new Map() };

/**
 * Every row of the sheet checked: header problems (row 1), then each bad cell — an unknown employee
 * number or leave type, a year out of range, neither amount given, an amount out of range, an
 * adjustment without a note, the same employee, type and year twice. `employees` and `rules` map
 * lower-cased employee numbers and rule names to ids.
 */
export function checkLeaveImport(
  header: readonly string[],
  rows: readonly { row: number; cells: (string | Date | number | null)[] }[],
  employees: ReadonlyMap<string, string>,
  rules: ReadonlyMap<string, { id: string; type: string }>,
): { headerErrors: MessageInput[]; errors: CellError[]; balances: ImportedBalance[] } {
  const { at, errors: headerErrors } = matchHeader(header, LEAVE_IMPORT_COLUMNS);
  if (headerErrors.length) return { headerErrors, errors: [], balances: [] };
  const { parsed, errors } = parseRows(rows, LEAVE_IMPORT_COLUMNS, at, NO_REFS);
  const balances: ImportedBalance[] = [];
  const seen = new Map<string, number>();
  const number = (value: unknown) => (typeof value === "string" ? Number(value) : null);
  for (const { row, values } of parsed) {
    const before = errors.length;
    const fail = (column: string, message: MessageInput) => errors.push({ row, column, message });
    const employee = typeof values.nickname === "string" ? employees.get(values.nickname.toLowerCase()) : undefined;
    if (typeof values.nickname === "string" && !employee) fail("nickname", "notFound");
    const rule = typeof values.leave_type === "string" ? rules.get(values.leave_type.toLowerCase()) : undefined;
    if (typeof values.leave_type === "string" && !rule) fail("leave_type", "notFound");
    const year = number(values.year);
    const range = (column: string, value: number | null, min: number, max: number) => {
      if (value === null) return;
      if (value < min) fail(column, { code: "min", params: { value: min } });
      else if (value > max) fail(column, { code: "max", params: { value: max } });
    };
    if (year !== null && !Number.isInteger(year)) fail("year", "integer");
    range("year", year, 2000, 2100);
    const entitled = number(values.entitled);
    const adjustment = number(values.adjustment);
    if (entitled === null && adjustment === null && !errors.some((e) => e.row === row && (e.column === "entitled" || e.column === "adjustment"))) fail("entitled", "leaveImportAmount");
    range("entitled", entitled, 0, 9999);
    range("adjustment", adjustment, -9999, 9999);
    const note = typeof values.note === "string" ? values.note : null;
    if (adjustment !== null && adjustment !== 0 && !note) fail("note", "adjustmentNote");
    if (errors.length > before || errors.some((e) => e.row === row) || !employee || !rule || year === null) continue;
    const key = `${employee}|${rule.id}|${year}`;
    const first = seen.get(key);
    if (first !== undefined) {
      fail("nickname", { code: "leaveImportTwice", params: { leave_type: rule.type, year, row: first } });
      continue;
    }
    seen.set(key, row);
    balances.push({ row, employee_id: employee, leave_rule_id: rule.id, year, entitled, adjustment, note });
  }
  return { headerErrors: [], errors, balances };
}
