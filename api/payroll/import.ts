/**
 * The payroll import's sheet (docs/specification.md §5): one-off components of one month —
 * employee number, component, amount, note — in the employee sheets' bilingual layout
 * (api/domain/employees/sheet.ts), so the template, the header check and the cell checks are theirs.
 * Pure: the caller reads the file and the company's employee numbers.
 */
import { PAYROLL_COMPONENT_KINDS, PAYROLL_COMPONENT_NOTE_MAX } from "../../contract/payroll-runs";
import { PAYROLL_MONEY_MAX } from "../../contract/payroll";
import { matchHeader, parseRows, type CellError, type RefLookup, type SheetColumn } from "../domain/employees/sheet";
import type { MessageInput } from "../../contract/messages";

export const PAYROLL_IMPORT_COLUMNS: readonly SheetColumn[] = [
  { key: "nickname", en: "Employee No.", id: "No. Karyawan", kind: "text", required: true, max: 50, example: "EMP-0001" },
  { key: "kind", en: "Component", id: "Komponen", kind: "enum", values: PAYROLL_COMPONENT_KINDS, required: true, example: "bonus" },
  { key: "amount", en: "Amount", id: "Jumlah", kind: "money", required: true, example: 1_500_000 },
  { key: "note", en: "Note", id: "Catatan", kind: "text", max: PAYROLL_COMPONENT_NOTE_MAX, example: "Bonus proyek Maret" },
];

/** The template's help sheet: what the components mean, in both languages. */
export const PAYROLL_IMPORT_NOTES: readonly { en: string; id: string }[] = [
  { en: "bonus: a one-off bonus, taxed with this month's pay.", id: "bonus: bonus sekali bayar, dipajaki bersama gaji bulan ini." },
  { en: "deduction: taken from this month's take-home pay.", id: "deduction: potongan dari gaji bersih bulan ini." },
  { en: "other_income: other taxable income of this month.", id: "other_income: penghasilan lain kena pajak bulan ini." },
  { en: "thr: religious holiday allowance (THR) paid this month.", id: "thr: Tunjangan Hari Raya (THR) yang dibayar bulan ini." },
  { en: "Amount: whole rupiah, more than 0. An employee may have several rows.", id: "Jumlah: rupiah bulat, lebih dari 0. Satu karyawan boleh beberapa baris." },
];

export interface ImportedComponent {
  row: number;
  employee_id: string;
  kind: (typeof PAYROLL_COMPONENT_KINDS)[number];
  amount: number;
  note: string | null;
}

/**
 * Every row of the sheet checked: header problems (row 1), then each bad cell — an unknown employee
 * number, a component not in the list, an amount that is not a positive whole rupiah, a note too long.
 * `employees` maps lower-cased employee numbers to ids.
 */
export function checkImport(
  header: readonly string[],
  rows: readonly { row: number; cells: (string | Date | number | null)[] }[],
  employees: ReadonlyMap<string, string>,
): { headerErrors: MessageInput[]; errors: CellError[]; components: ImportedComponent[] } {
  const { at, errors: headerErrors } = matchHeader(header, PAYROLL_IMPORT_COLUMNS);
  if (headerErrors.length) return { headerErrors, errors: [], components: [] };
  const none: RefLookup = { departments: new Map(), job_titles: new Map(), locations: new Map(), banks: new Map() };
  const { parsed, errors: cells } = parseRows(rows, PAYROLL_IMPORT_COLUMNS, at, none);
  // A money cell may be 0 in the employee sheets; here an amount is at least 1 rupiah.
  const atLeastOne: MessageInput = { code: "min", params: { value: 1 } };
  const errors = cells.map((e) => (e.column === "amount" && typeof e.message === "object" && e.message.code === "min" ? { ...e, message: atLeastOne } : e));
  const bad = new Set(errors.map((error) => error.row));
  const components: ImportedComponent[] = [];
  for (const { row, values } of parsed) {
    const number = typeof values.nickname === "string" ? values.nickname : null;
    const employee = number ? employees.get(number.toLowerCase()) : undefined;
    if (number && !employee) errors.push({ row, column: "nickname", message: "notFound" });
    const amount = typeof values.amount === "string" ? Number(values.amount) : null;
    if (amount !== null && amount < 1) errors.push({ row, column: "amount", message: atLeastOne });
    if (amount !== null && amount > PAYROLL_MONEY_MAX) errors.push({ row, column: "amount", message: { code: "max", params: { value: PAYROLL_MONEY_MAX.toLocaleString("en-US") } } });
    if (bad.has(row) || !employee || amount === null || amount < 1 || amount > PAYROLL_MONEY_MAX) continue;
    components.push({ row, employee_id: employee, kind: values.kind as ImportedComponent["kind"], amount, note: typeof values.note === "string" ? values.note : null });
  }
  return { headerErrors: [], errors, components };
}
