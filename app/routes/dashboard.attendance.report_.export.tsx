import type { LoaderFunctionArgs } from "@remix-run/node";
import { REPORT_MAX_LIMIT } from "../../contract/attendance-report";
import type { AttendanceReport, ReportFiguresOut } from "../../contract/responses/attendance";
import { writeXlsx, xlsxDownload, type XlsxValue } from "../../spreadsheets/xlsx";
import { ApiError } from "~/lib/api.server";
import { reportQuery, reportState } from "~/lib/attendance-report";
import { requireSection } from "~/lib/auth.server";
import { translator } from "~/lib/translate.server";

/**
 * Attendance › Report as xlsx: the same figures for the page's period and filters, one row per employee
 * and the totals last, written by the one xlsx writer (docs/decisions/0027-one-spreadsheet-writer.md).
 */
const FIGURES = ["scheduled", "present", "late", "late_minutes", "early", "early_minutes", "absent", "missed", "leave", "on_duty", "overtime_hours"] as const satisfies readonly (keyof ReportFiguresOut)[];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "attendance-report");
  const state = reportState(new URL(request.url));
  const rows: AttendanceReport["data"] = [];
  let report: AttendanceReport;
  try {
    for (let page = 1; ; page++) {
      report = await api.attendance.report(reportQuery(state, page, REPORT_MAX_LIMIT));
      rows.push(...report.data);
      if (page >= report.meta.pages) break;
    }
  } catch (error) {
    // A period or filter the API refuses: the page says why (the export link is only shown on a good one).
    if (error instanceof ApiError && error.status === 422) throw new Response(error.message, { status: 422 });
    throw error;
  }
  const t = await translator(request, ["attendance"]);
  const c = (key: string) => t(`attendance:report.columns.${key}`);
  const columns = [
    { key: "number", header: c("number"), width: 16, numFmt: "@" },
    { key: "name", header: c("employee"), width: 30 },
    { key: "department", header: c("department"), width: 20 },
    { key: "location", header: c("location"), width: 18 },
    ...FIGURES.map((key) => ({ key, header: c(key), width: 14, numFmt: key === "overtime_hours" ? "0.##" : "0" })),
  ];
  const out: Record<string, XlsxValue>[] = rows.map((row) => ({
    number: row.employee.number,
    name: row.employee.fullname,
    department: row.employee.department?.name ?? null,
    location: row.employee.location?.name ?? null,
    ...Object.fromEntries(FIGURES.map((key) => [key, row[key]])),
  }));
  out.push({ number: null, name: t("attendance:report.total", { count: report!.meta.total }), department: null, location: null, ...Object.fromEntries(FIGURES.map((key) => [key, report!.totals[key]])) });
  const { from, to } = report!.meta;
  const body = await writeXlsx([{ title: `${from} – ${to}`, columns, rows: out }]);
  return new Response(new Uint8Array(body), { headers: xlsxDownload(`attendance-report-${from}-${to}`) });
}
