/**
 * The opening figures' sheet (docs/payroll-rules.md B14): one employee and tax year per row — the months
 * the previous system paid and the 1721-A1's lines — in the employee sheets' bilingual layout
 * (api/domain/employees/sheet.ts), so the template, the header check and the cell checks are theirs.
 * Pure: the caller reads the file, the employee numbers and each year's first saved month.
 */
import { MONTHS } from "../../contract/enums";
import type { MessageInput } from "../../contract/messages";
import { matchHeader, parseRows, type CellError, type RefLookup, type SheetColumn } from "../domain/employees/sheet";
import { OPENING_AMOUNT_FIELDS, openingProblems, type OpeningBalance } from "../domain/payroll/opening";

const money = (key: string, en: string, id: string, example: number): SheetColumn => ({ key, en, id, kind: "money", example });
const month = (key: string, en: string, id: string, example: number): SheetColumn => ({ key, en, id, kind: "number", required: true, example });

export const OPENING_IMPORT_COLUMNS: readonly SheetColumn[] = [
  { key: "nickname", en: "Employee No.", id: "No. Karyawan", kind: "text", required: true, max: 50, example: "EMP-0001" },
  { key: "year", en: "Year", id: "Tahun", kind: "number", required: true, example: new Date().getUTCFullYear() },
  month("first_month", "First month", "Bulan pertama", 1),
  month("last_month", "Last month", "Bulan terakhir", 6),
  money("salary", "Salary", "Gaji", 60_000_000),
  money("tax_allowance", "PPh allowance", "Tunjangan PPh", 0),
  money("other_allowances", "Other allowances and overtime", "Tunjangan lainnya dan lembur", 9_000_000),
  money("honorarium", "Honorarium", "Honorarium", 0),
  money("insurance", "Insurance paid by the employer", "Premi asuransi dibayar pemberi kerja", 1_780_000),
  money("natura", "Natura", "Natura", 0),
  money("bonus", "Bonus, THR", "Tantiem, bonus, gratifikasi, THR", 10_000_000),
  money("pension_deduction", "JHT and JP paid by the employee", "Iuran JHT dan JP karyawan", 1_800_000),
  money("zakat", "Zakat through the employer", "Zakat melalui pemberi kerja", 0),
  money("pph21_withheld", "PPh 21 withheld", "PPh 21 yang telah dipotong", 2_400_000),
];

/** The template's help sheet, in both languages. */
export const OPENING_IMPORT_NOTES: readonly { en: string; id: string }[] = [
  {
    en: "One row per employee and tax year: what the previous system paid in the months before the first payroll month saved here, as its 1721-A1 lines say.",
    id: "Satu baris per karyawan dan tahun pajak: yang dibayar sistem sebelumnya pada bulan-bulan sebelum bulan penggajian pertama yang disimpan di sini, sesuai baris 1721-A1.",
  },
  { en: "First and last month: 1 (January) to 12; the last month must come before the first payroll month saved here.", id: "Bulan pertama dan terakhir: 1 (Januari) sampai 12; bulan terakhir harus sebelum bulan penggajian pertama yang disimpan di sini." },
  { en: "Amounts in whole rupiah, none negative; an empty amount is 0. The gross is the sum of the income lines.", id: "Jumlah dalam rupiah bulat, tidak negatif; jumlah kosong berarti 0. Bruto adalah jumlah baris penghasilan." },
  { en: "A row replaces the employee's opening figures of that year.", id: "Satu baris menggantikan angka awal karyawan untuk tahun itu." },
];

export type ImportedOpening = OpeningBalance & { row: number; employee_id: string; year: number };

const NO_REFS: RefLookup = { departments: new Map(), job_titles: new Map(), locations: new Map(), banks: new Map() };

/**
 * Every row of the sheet checked: header problems (row 1), then each bad cell — an unknown employee
 * number (another company's is unknown), a year or month out of range, an amount not a whole rupiah or
 * negative, months that break B14's rules (the order, before the first saved month, from the join month),
 * the same employee and year twice. `employees` maps lower-cased employee numbers; `firstSaved` each
 * year's first saved month (absent or null: none).
 */
export function checkOpeningImport(
  header: readonly string[],
  rows: readonly { row: number; cells: (string | Date | number | null)[] }[],
  employees: ReadonlyMap<string, { id: string; join_date: string | null }>,
  firstSaved: ReadonlyMap<number, number | null>,
): { headerErrors: MessageInput[]; errors: CellError[]; openings: ImportedOpening[] } {
  const { at, errors: headerErrors } = matchHeader(header, OPENING_IMPORT_COLUMNS);
  if (headerErrors.length) return { headerErrors, errors: [], openings: [] };
  const { parsed, errors } = parseRows(rows, OPENING_IMPORT_COLUMNS, at, NO_REFS);
  const openings: ImportedOpening[] = [];
  const seen = new Map<string, number>();
  for (const { row, values } of parsed) {
    const fail = (column: string, message: MessageInput) => errors.push({ row, column, message });
    const employee = typeof values.nickname === "string" ? employees.get(values.nickname.toLowerCase()) : undefined;
    if (typeof values.nickname === "string" && !employee) fail("nickname", "notFound");
    const whole = (column: string, min: number, max: number): number | null => {
      if (typeof values[column] !== "string") return null;
      const value = Number(values[column]);
      if (!Number.isInteger(value)) fail(column, "integer");
      else if (value < min) fail(column, { code: "min", params: { value: min } });
      else if (value > max) fail(column, { code: "max", params: { value: max } });
      else return value;
      return null;
    };
    const year = whole("year", 2024, 2100);
    const first = whole("first_month", MONTHS[0], MONTHS[MONTHS.length - 1]);
    const last = whole("last_month", MONTHS[0], MONTHS[MONTHS.length - 1]);
    if (errors.some((e) => e.row === row) || !employee || year === null || first === null || last === null) continue;
    const problems = openingProblems({ first_month: first, last_month: last }, { year, firstSaved: firstSaved.get(year) ?? null, joinDate: employee.join_date });
    for (const problem of problems) fail(problem.field, { code: problem.code, params: { ...("params" in problem ? problem.params : {}), year } });
    if (problems.length) continue;
    const key = `${employee.id}|${year}`;
    const before = seen.get(key);
    if (before !== undefined) {
      fail("nickname", { code: "openingImportTwice", params: { year, row: before } });
      continue;
    }
    seen.set(key, row);
    const opening = { row, employee_id: employee.id, year, first_month: first, last_month: last } as ImportedOpening;
    for (const field of OPENING_AMOUNT_FIELDS) opening[field] = Number(values[field] ?? 0);
    openings.push(opening);
  }
  return { headerErrors: [], errors, openings };
}
