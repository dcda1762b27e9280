import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AttendanceReport, ReportFiguresOut } from "../../contract/responses/attendance";
import { DataTable } from "~/components/DataTable";
import { Pagination } from "~/components/Pagination";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { ApiError } from "~/lib/api.server";
import { REPORT_FILTER_SOURCES, REPORT_FILTERS, reportQuery, reportSearch, reportState } from "~/lib/attendance-report";
import { requireSection } from "~/lib/auth.server";
import { filterChoices } from "~/lib/filter-choices.server";
import { formatDate } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { isLanguage } from "~/lib/i18n";
import { filteredListHref } from "~/lib/list-state";
import { translateMessage } from "~/lib/messages";
import { translator } from "~/lib/translate.server";

/**
 * Attendance › Report: every employee's attendance for a period — days scheduled, present,
 * late and early (count and minutes), absent, missed clock-outs, leave, on duty, approved overtime — with
 * the totals, filters, pages and the xlsx export of the same figures (./dashboard.attendance.report_.export.tsx).
 * Each row opens that employee's days on Daily. Late and early are yellow, absent and missed red
 * (docs/specification.md §9). The figures are the API's (api/attendance/report.ts); a refused period or
 * filter is shown beside its field with what was typed.
 */
export const handle: RouteHandle = { i18n: ["attendance", "screens", "messages"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const PAGE_SIZE = 50;

/** The figure columns in order; `warn` and `bad` are the §9 highlights. */
const COLUMNS = [
  { key: "scheduled" },
  { key: "present" },
  { key: "late", minutes: "late_minutes", tone: "warn" },
  { key: "early", minutes: "early_minutes", tone: "warn" },
  { key: "absent", tone: "bad" },
  { key: "missed", tone: "bad" },
  { key: "leave" },
  { key: "on_duty" },
  { key: "overtime_hours" },
] as const satisfies readonly { key: keyof ReportFiguresOut; minutes?: keyof ReportFiguresOut; tone?: "warn" | "bad" }[];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "attendance-report");
  const state = reportState(new URL(request.url));
  const [report, options, t] = await Promise.all([
    api.attendance.report(reportQuery(state, state.page, PAGE_SIZE)).catch((error: unknown) => {
      // A wrong period or filter: the form shows why, with what was typed (docs/conventions.md habit 8).
      if (error instanceof ApiError && error.status === 422) return { errors: error.errors, message: error.message };
      throw error;
    }),
    filterChoices(api, REPORT_FILTER_SOURCES),
    translator(request, ["nav"]),
  ]);
  const ok = "data" in report ? (report as AttendanceReport) : null;
  return json({
    state,
    report: ok,
    errors: ok ? {} : (report as { errors: Record<string, string> }).errors,
    options,
    documentTitle: t("nav:attendanceReport"),
  });
}

export default function AttendanceReportPage() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("attendance");
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const { state, report, errors } = data;
  const from = report?.meta.from ?? state.from;
  const to = report?.meta.to ?? state.to;
  const search = reportSearch({ ...state, from, to });
  const filtered = Boolean(state.q || REPORT_FILTERS.some((name) => state.chosen[name]));
  const pageHref = (page: number) => `/dashboard/attendance/report?${new URLSearchParams({ ...Object.fromEntries(search), page: String(page) })}`;
  const dailyHref = (employeeId: string) => filteredListHref("/dashboard/attendance/daily", { date: { from, to }, employee: employeeId });
  const fieldError = (name: string) =>
    errors[name] ? (
      <span className="field__error" id={`report-${name}-error`} data-error-for={name}>
        {translateMessage(t, errors[name])}
      </span>
    ) : null;
  return (
    <section className="card screen attendance-report" data-screen="nav:attendanceReport">
      <ScreenHeader trail={[t("nav:attendance")]} title={t("nav:attendanceReport")}>
        <p className="muted">{t("report.intro")}</p>
      </ScreenHeader>
      <form method="get" action="/dashboard/attendance/report" className="report-filters" aria-label={t("report.filter")}>
        <label className="field">
          <span>{t("report.from")}</span>
          <input type="date" name="from" defaultValue={from} aria-invalid={errors.from ? true : undefined} aria-describedby={errors.from ? "report-from-error" : undefined} />
          {fieldError("from")}
        </label>
        <label className="field">
          <span>{t("report.to")}</span>
          <input type="date" name="to" defaultValue={to} aria-invalid={errors.to ? true : undefined} aria-describedby={errors.to ? "report-to-error" : undefined} />
          {fieldError("to")}
        </label>
        {REPORT_FILTERS.filter((name) => data.options[name].length > 0).map((name) => (
          <label key={name} className="field">
            <span>{t(`report.filters.${name}`)}</span>
            <select name={name} defaultValue={state.chosen[name]} aria-invalid={errors[name] ? true : undefined}>
              <option value="">{t(`report.all.${name}`)}</option>
              {data.options[name].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {fieldError(name)}
          </label>
        ))}
        <label className="field report-filters__search">
          <span>{t("report.search")}</span>
          <input type="search" name="q" defaultValue={state.q} placeholder={t("report.searchPlaceholder")} aria-invalid={errors.q ? true : undefined} />
          {fieldError("q")}
        </label>
        <div className="button-row">
          <button type="submit" className="button button--secondary">
            {t("screens:list.apply")}
          </button>
          {filtered || state.from || state.to ? (
            <Link to="/dashboard/attendance/report" className="button button--ghost">
              {t("screens:list.reset")}
            </Link>
          ) : null}
        </div>
      </form>
      {report ? (
        <>
          <div className="report-bar">
            <p className="muted" data-period>
              {t("report.period", { from: formatDate(report.meta.from, { language, fullYear: true }), to: formatDate(report.meta.to, { language, fullYear: true }), count: report.meta.total })}
            </p>
            <a className="button button--secondary" href={`/dashboard/attendance/report/export?${search}`} download>
              {t("report.export")}
            </a>
          </div>
          <DataTable
            className="report-table"
            headings={[t("report.columns.employee"), ...COLUMNS.map((column) => ({ label: t(`report.columns.${column.key}`), numeric: true }))]}
            empty={report.data.length === 0}
            emptyText={filtered ? t("report.emptyFiltered") : t("report.empty")}
            foot={
              <tr data-totals>
                <th scope="row">{t("report.total", { count: report.meta.total })}</th>
                <Figures figures={report.totals} />
              </tr>
            }
          >
            {report.data.map((row) => (
              <tr key={row.employee._id} data-employee={row.employee._id}>
                <td data-label={t("report.columns.employee")}>
                  {/* One child: the phone's stacked cards put the label beside it (app.css). */}
                  <span>
                    <Link to={dailyHref(row.employee._id)} className="row-link" title={t("report.openDaily")}>
                      {row.employee.fullname}
                    </Link>
                    <span className="report-sub">{[row.employee.number, row.employee.department?.name, row.employee.location?.name].filter(Boolean).join(" · ")}</span>
                  </span>
                </td>
                <Figures figures={row} />
              </tr>
            ))}
          </DataTable>
          <Pagination page={report.meta.page} pages={report.meta.pages} href={pageHref} text={t("report.page", { page: report.meta.page, pages: report.meta.pages, total: report.meta.total })} />
        </>
      ) : (
        <p className="notice notice--error" role="alert" data-report-refused>
          {t("report.refused")}
        </p>
      )}
    </section>
  );
}

/** A row's figure cells; `data-label` names each in the phone's stacked cards (app.css). */
function Figures({ figures }: { figures: ReportFiguresOut }) {
  const { t, i18n } = useTranslation("attendance");
  const number = (value: number) => value.toLocaleString(i18n.language === "id" ? "id-ID" : "en-US", { maximumFractionDigits: 2 });
  return (
    <>
      {COLUMNS.map((column) => {
        const value = figures[column.key];
        const tone = "tone" in column && value > 0 ? column.tone : null;
        return (
          <td key={column.key} className={tone ? `num report-cell--${tone}` : "num"} data-field={column.key} data-label={t(`report.columns.${column.key}`)}>
            <span>
              {number(value)}
              {"minutes" in column && value > 0 ? <span className="report-minutes">{t("report.minutes", { count: figures[column.minutes] })}</span> : null}
            </span>
          </td>
        );
      })}
    </>
  );
}
