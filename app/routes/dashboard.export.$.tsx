import type { LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import { writeXlsx, xlsxDownload, type XlsxSheet, type XlsxValue } from "../../spreadsheets/xlsx";
import { requireSection } from "~/lib/auth.server";
import { cellText, type Row } from "~/lib/cells";
import { fileHref } from "~/lib/files";
import { i18next } from "~/lib/i18next.server";
import { translator } from "~/lib/translate.server";
import { isLanguage, type Language } from "~/lib/i18n";
import type { ColumnModel } from "~/lib/screen-model";
import { zoneOf, type TimeZone } from "~/lib/time-zone";
import { TIME_ZONE_OFFSET_HOURS } from "../../contract/enums";
import { columnModels, loadAllRows, orNotFound } from "~/screens/presenters/list.server";
import { screenAt, viewOf } from "~/screens/screen.server";

const NUMBER_FORMATS = { money: '"Rp" #,##0.00', date: "dd/mm/yyyy", datetime: "dd/mm/yyyy hh:mm:ss" } as const;

/**
 * A cell as the spreadsheet holds it: dates as dates, amounts as numbers, the rest as the page reads it.
 * Spreadsheet dates have no time zone: instants are written as wall time in the user's company zone
 * (none keeps daylight saving; docs/decisions/0034).
 */
function cellValue(column: ColumnModel, row: Row, t: TFunction, language: Language, zone: TimeZone): XlsxValue {
  const value = row[column.field];
  const blank = value === null || value === undefined;
  switch (column.format) {
    case "money":
    case "number":
      return blank ? null : Number(value);
    case "date":
    case "datetime":
      if (typeof value !== "string" || !value) break;
      return column.format === "date" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : new Date(Date.parse(value) + TIME_ZONE_OFFSET_HOURS[zone] * 3_600_000);
    case "richtext":
      if (typeof value !== "string") break;
      return cellText({ ...column, format: "excerpt" }, { [column.field]: value.replace(/<[^>]*>/g, " ") }, t, language, zone);
    case "first30":
    case "link":
      return blank ? "" : String(value);
    case "image":
      return blank ? "" : fileHref(value);
  }
  return cellText(column, row, t, language, zone);
}

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

  const sheet: XlsxSheet = {
    title: t(`nav:${match.entry.label}`),
    columns: columns.map((column) => ({
      key: column.field,
      header: t(column.label),
      width: column.format === "excerpt" || column.format === "richtext" || column.format === "details" ? 50 : 22,
      numFmt: NUMBER_FORMATS[column.format as keyof typeof NUMBER_FORMATS],
    })),
    rows: rows.map((row) => Object.fromEntries(columns.map((column) => [column.field, cellValue(column, row, t, language, zoneOf(user))]))),
  };
  const tab = match.screen.views.length > 1 ? `-${view.id}` : "";
  return new Response(new Uint8Array(await writeXlsx([sheet])), { headers: xlsxDownload(`${match.entry.segment}${tab}`) });
}
