/** Reading and writing the employee spreadsheets (exceljs), and the company's reference lists by name. */
import { and, eq } from "drizzle-orm";
import type { ApiContext } from "../context";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import type { MessageInput } from "../../contract/messages";
import { cellText, errorRecord, headerOf, type CellError, type RefList, type RefLookup, type SheetColumn } from "../domain/employees/sheet";
import { checkXlsxZip, UNPACKED_TOO_LARGE } from "../files/sniff";
import { writeXlsx, type XlsxSheet, type XlsxValue } from "../../spreadsheets/xlsx";
import { HttpError } from "../http/errors";

/** How a kind of column reads: real dates, whole rupiah, and numbers that are not amounts kept as text (leading zeros of phones, account and KTP numbers). */
const NUMBER_FORMATS: Partial<Record<SheetColumn["kind"], string>> = { date: "yyyy-mm-dd", time: "@", money: "#,##0", digits: "@", phone: "@", text: "@" };

/** A file larger than this is refused before anything is validated (the benchmark imports 5,000). */
export const MAX_IMPORT_ROWS = 10_000;

const REF_TABLES = { departments: s.departments, job_titles: s.job_titles, locations: s.locations, banks: s.banks } as const;

/** Each list's rows of the company: name and code → id (lower-cased) for reading, id → name for writing. */
export async function companyRefs(db: Db, companyId: string): Promise<{ byName: RefLookup; names: Record<RefList, Map<string, string>> }> {
  const byName = {} as RefLookup;
  const names = {} as Record<RefList, Map<string, string>>;
  for (const [list, table] of Object.entries(REF_TABLES) as [RefList, (typeof REF_TABLES)[RefList]][]) {
    const rows = await db.select({ id: table.id, code: table.code, name: table.name }).from(table).where(eq(table.company_id, companyId));
    byName[list] = new Map();
    names[list] = new Map();
    for (const row of rows) {
      byName[list].set(row.code.toLowerCase(), row.id);
      byName[list].set(row.name.toLowerCase(), row.id);
      names[list].set(row.id, row.name);
    }
  }
  return { byName, names };
}

/**
 * A stored import file's bytes (purpose "import") of this company, or null: another company's file is as
 * unknown as a missing one.
 */
export async function storedImport(ctx: ApiContext, companyId: string, id: string): Promise<Buffer | null> {
  const [row] = await ctx.db
    .select({ key: s.files.storage_key })
    .from(s.files)
    .where(and(eq(s.files.id, id), eq(s.files.company_id, companyId), eq(s.files.purpose, "import")))
    .limit(1);
  return row ? await ctx.storage.get(row.key) : null;
}

/** The rows of a stored import file of this company; a file it does not have is 404. */
export async function importSheet(ctx: ApiContext, companyId: string, id: string): ReturnType<typeof readSheet> {
  const bytes = await storedImport(ctx, companyId, id);
  if (!bytes) throw new HttpError(404, "notFound");
  return readSheet(bytes);
}

/** The first sheet's header and data rows (cells 1-based as in the file; empty rows skipped). */
export async function readSheet(bytes: Buffer): Promise<{ header: string[]; rows: { row: number; cells: (string | Date | number | null)[] }[] }> {
  // Checked again here, before the parser sees it: the stored file may predate today's limits.
  const problem = await checkXlsxZip(bytes);
  if (problem) throw new HttpError(problem === UNPACKED_TOO_LARGE ? 413 : 422, problem, { file: problem });
  const { default: ExcelJS } = await import("exceljs"); // on first use (docs/decisions/0044-the-suite-on-two-cores.md)
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(422, "notXlsx", { file: "notXlsx" });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount < 2) throw new HttpError(422, "noRows", { file: "noRows" });
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS) {
    const tooMany = { code: "tooManyRows", params: { count: MAX_IMPORT_ROWS } } as const;
    throw new HttpError(422, tooMany, { file: tooMany });
  }
  let header: string[] = [];
  const rows: { row: number; cells: (string | Date | number | null)[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = (row.values as unknown[]).slice(1).map(cellText);
    if (number === 1) header = values.map((value) => (value === null ? "" : value instanceof Date ? value.toISOString() : String(value)));
    else if (values.some((value) => value !== null)) rows.push({ row: number, cells: values });
  });
  if (!rows.length) throw new HttpError(422, "noRows", { file: "noRows" });
  return { header, rows };
}

/** A workbook of one sheet: bilingual bold header, frozen; dates as real dates; money in rupiah format. */
export async function writeSheet(title: string, columns: readonly SheetColumn[], rows: readonly Record<string, unknown>[], notes?: { en: string; id: string }[]): Promise<Buffer> {
  const cell = (column: SheetColumn, value: unknown): XlsxValue => {
    if (value === null || value === undefined || value === "") return null;
    if (column.kind === "date") return new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
    if (column.kind === "money" || column.kind === "number") return Number(value);
    return String(value);
  };
  const sheet: XlsxSheet = {
    title,
    columns: columns.map((column) => ({
      header: headerOf(column) + (column.required ? " *" : ""),
      key: column.key,
      width: Math.max(16, headerOf(column).length + 4),
      numFmt: NUMBER_FORMATS[column.kind],
    })),
    rows: rows.map((row) => Object.fromEntries(columns.map((column) => [column.key, cell(column, row[column.key])]))),
  };
  const help: XlsxSheet = {
    title: "Help - Petunjuk",
    columns: [
      { header: "English", key: "en", width: 70 },
      { header: "Bahasa Indonesia", key: "id", width: 70 },
    ],
    rows: notes ?? [],
    frozenHeader: false,
  };
  return writeXlsx(notes ? [sheet, help] : [sheet]);
}

/** A file to fill in: the header, one example row, and notes on every column and on the import itself. */
export function templateSheet(title: string, columns: readonly SheetColumn[], notes: readonly { en: string; id: string }[] = []): Promise<Buffer> {
  const example = Object.fromEntries(columns.map((column) => [column.key, column.example]));
  return writeSheet(title, columns, [example], [...columnNotes(columns), ...notes]);
}

/** An imported file's bad cells: 422 naming each one, nothing written. */
export const fileErrors = (errors: readonly CellError[]) => new HttpError(422, { code: "fileErrors", params: { count: errors.length } }, errorRecord(errors));

/** A file with a bad header (errors of row 1) or bad cells is refused whole. */
export function refuseSheet(headerErrors: readonly MessageInput[], errors: readonly CellError[]): void {
  if (headerErrors.length) throw fileErrors(headerErrors.map((message) => ({ row: 1, column: "header", message })));
  if (errors.length) throw fileErrors(errors);
}

/** The notes sheet of a template: what each column takes. */
export function columnNotes(columns: readonly SheetColumn[]): { en: string; id: string }[] {
  const kind = (column: SheetColumn): { en: string; id: string } => {
    switch (column.kind) {
      case "date":
        return { en: "a date (YYYY-MM-DD)", id: "tanggal (YYYY-MM-DD)" };
      case "time":
        return { en: "a time (HH:MM, 24 hours)", id: "jam (HH:MM, 24 jam)" };
      case "money":
        return { en: "an amount in rupiah, whole number", id: "jumlah rupiah, bilangan bulat" };
      case "number":
        return { en: "a number (decimals with a point, may be negative)", id: "angka (desimal dengan titik, boleh negatif)" };
      case "digits":
        return { en: "digits only", id: "hanya angka" };
      case "email":
        return { en: "an e-mail address", id: "alamat e-mail" };
      case "phone":
        return { en: "a phone number", id: "nomor telepon" };
      case "enum":
        return { en: `one of: ${column.values!.join(", ")}`, id: `salah satu dari: ${column.values!.join(", ")}` };
      case "ref":
        return { en: "the name or code of an existing entry", id: "nama atau kode data yang sudah ada" };
      default:
        return { en: "text", id: "teks" };
    }
  };
  return [
    { en: "Row 1 is the header; fill one row per person from row 2 (the example row can be replaced).", id: "Baris 1 adalah judul kolom; isi satu baris per orang mulai baris 2 (baris contoh boleh diganti)." },
    { en: "Columns marked * are required.", id: "Kolom bertanda * wajib diisi." },
    ...columns.map((column) => {
      const what = kind(column);
      return { en: `${column.en}${column.required ? " *" : ""}: ${what.en}`, id: `${column.id}${column.required ? " *" : ""}: ${what.id}` };
    }),
  ];
}
