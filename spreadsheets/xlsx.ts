/**
 * The one xlsx writer (exceljs), shared by both tiers (docs/decisions/0027-one-spreadsheet-writer.md):
 * the API's templates and employee exports and the web tier's list exports are all built here, from
 * sheets of typed cells. What a cell holds (a date, an amount, text) and how its column reads (number
 * format, width) are the caller's; the workbook's shape is this module's: a bold header row, frozen
 * where asked, and a download that is never cached. It imports neither tier.
 */

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A cell: dates are real dates (written as Excel dates), numbers are numbers, null is an empty cell. */
export type XlsxValue = string | number | Date | null;

export interface XlsxColumn {
  key: string;
  header: string;
  width: number;
  /** Excel's number format for the column ("yyyy-mm-dd", "#,##0", "@" to keep digits as text). */
  numFmt?: string;
}

export interface XlsxSheet {
  /** The tab's name (Excel allows 31 characters and none of \ / ? * [ ] :). */
  title: string;
  columns: readonly XlsxColumn[];
  rows: Iterable<Record<string, XlsxValue>>;
  /** Keep the header row in view while scrolling (default true). */
  frozenHeader?: boolean;
}

/** Excel's rules for a sheet name: at most 31 characters, none of \ / ? * [ ] :. */
export const sheetTitle = (title: string) => title.slice(0, 31).replace(/[\\/?*[\]:]/g, " ");

export async function writeXlsx(sheets: readonly XlsxSheet[]): Promise<Buffer> {
  // Loaded on first use: exceljs is about a thousand modules that most server starts never need
  // (docs/decisions/0044-the-suite-on-two-cores.md).
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "HR Dashboard";
  workbook.created = new Date();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(sheetTitle(spec.title));
    sheet.columns = spec.columns.map((column) => ({ header: column.header, key: column.key, width: column.width }));
    sheet.getRow(1).font = { bold: true };
    if (spec.frozenHeader !== false) sheet.views = [{ state: "frozen", ySplit: 1 }];
    for (const row of spec.rows) sheet.addRow(row);
    spec.columns.forEach((column, index) => {
      if (column.numFmt) sheet.getColumn(index + 1).numFmt = column.numFmt;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The headers of a workbook sent as a download named `{name}-{today}.xlsx`. */
export function xlsxDownload(name: string): Record<string, string> {
  return {
    "Content-Type": XLSX_TYPE,
    "Content-Disposition": `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.xlsx"`,
    "Cache-Control": "private, no-store",
  };
}
