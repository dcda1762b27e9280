import type { LoaderFunctionArgs } from "@remix-run/node";
import ExcelJS from "exceljs";
import { requireSection } from "~/lib/auth.server";
import { cellText } from "~/lib/cells";
import { fileHref } from "~/lib/files";
import { i18next } from "~/lib/i18next.server";
import { translator } from "~/lib/translate.server";
import { isLanguage } from "~/lib/i18n";
import { columnModels, loadAllRows, orNotFound } from "~/screens/presenters/list.server";
import { screenAt, viewOf } from "~/screens/screen.server";

/** Spreadsheet dates have no time zone: instants are written as Jakarta wall time (WIB, UTC+7, no DST). */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A declared list as an .xlsx file, with the list page's current search and filters (same query
 * string): GET /dashboard/export/{section path}?tab=…&q=…&f.…=… Dates are real dates, money is a
 * number in rupiah format, everything else reads as it does on the page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const match = screenAt(params["*"] ?? "");
  if (!match) throw new Response("Not found", { status: 404 });
  const { api, user } = await requireSection(request, context, match.entry.id);
  const url = new URL(request.url);
  const view = viewOf(match.screen, url.searchParams.get("tab"));
  if ((view.kind ?? "list") !== "list") throw new Response("Not found", { status: 404 });
  const [rows, t, locale] = await Promise.all([
    orNotFound(loadAllRows(api, user, view, url)),
    translator(request, ["screens", "nav", "common"]),
    i18next.getLocale(request),
  ]);
  const language = isLanguage(locale) ? locale : "en";
  const columns = columnModels(view);

  const workbook = new ExcelJS.Workbook();
  workbook.creator = "HR Dashboard";
  workbook.created = new Date();
  const title = t(`nav:${match.entry.label}`);
  const sheet = workbook.addWorksheet(title.slice(0, 31).replace(/[\\/?*[\]:]/g, " "));
  sheet.columns = columns.map((column) => ({ header: t(column.label), key: column.field, width: column.format === "excerpt" || column.format === "richtext" || column.format === "details" ? 50 : 22 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        columns.map((column) => {
          const value = row[column.field];
          if (column.format === "money") return [column.field, value === null || value === undefined ? null : Number(value)];
          if (column.format === "number") return [column.field, value === null || value === undefined ? null : Number(value)];
          if ((column.format === "date" || column.format === "datetime") && typeof value === "string" && value) return [column.field, column.format === "date" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : new Date(Date.parse(value) + JAKARTA_OFFSET_MS)];
          if (column.format === "richtext" && typeof value === "string") return [column.field, cellText({ ...column, format: "excerpt" }, { [column.field]: value.replace(/<[^>]*>/g, " ") }, t, language)];
          if (column.format === "first30") return [column.field, value === null || value === undefined ? "" : String(value)];
          if (column.format === "image") return [column.field, value === null || value === undefined ? "" : fileHref(value)];
          if (column.format === "link") return [column.field, value === null || value === undefined ? "" : String(value)];
          return [column.field, cellText(column, row, t, language)];
        }),
      ),
    );
  }
  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    if (column.format === "money") sheetColumn.numFmt = '"Rp" #,##0.00';
    if (column.format === "date") sheetColumn.numFmt = "dd/mm/yyyy";
    if (column.format === "datetime") sheetColumn.numFmt = "dd/mm/yyyy hh:mm:ss";
  });
  const buffer = await workbook.xlsx.writeBuffer();
  const tab = match.screen.views.length > 1 ? `-${view.id}` : "";
  const file = `${match.entry.segment}${tab}-${new Date().toISOString().slice(0, 10)}.xlsx`;
  return new Response(buffer as ArrayBuffer, {
    headers: {
      "Content-Type": XLSX,
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
