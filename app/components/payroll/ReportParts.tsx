import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PAYROLL_FIRST_PERIOD } from "../../../contract/limits";
import type { ReportEmployeeOut } from "../../../contract/responses/payroll-reports";
import { Pagination } from "~/components/Pagination";
import { currentPeriod, detailHref, payrollYears, runHref, type Period } from "~/components/payroll/amounts";
import { formatRupiah } from "~/lib/format";
import { translateMessage } from "~/lib/messages";
import { REPORT_FILTERS, isFiltered, reportSearch, type PayrollReportState, type ReportFilter } from "~/lib/payroll-reports";

/**
 * The parts both payroll reports are made of (Payroll › PPh 21 Report and BPJS Report,
 * docs/decisions/0036-payroll-reports-and-bank-files.md): the filters in one GET form, the bar with the
 * period and the export link, the empty states, an employee's cell, money cells and the pages. No
 * JavaScript needed.
 */

export type FilterOptions = Record<ReportFilter, { value: string; label: string }[]>;

/** The period and filters on one line: month (not in the year view), year, department, location, search. */
export function ReportFilters({ action, state, tabName, withMonth, options, errors }: { action: string; state: PayrollReportState; tabName: "view" | "kind"; withMonth: boolean; options: FilterOptions; errors: Record<string, string> }) {
  const { t } = useTranslation("reports");
  const years = payrollYears(Math.max(currentPeriod().year, Number(state.year) || PAYROLL_FIRST_PERIOD.year));
  const error = (name: string) =>
    errors[name] ? (
      <span className="field__error" id={`report-${name}-error`} data-error-for={name}>
        {translateMessage(t, errors[name])}
      </span>
    ) : null;
  const invalid = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `report-${name}-error` } : {});
  return (
    <form method="get" action={action} className="report-filters" aria-label={t("filter")}>
      <input type="hidden" name={tabName} value={state.tab} />
      {state.employee ? <input type="hidden" name="employee" value={state.employee} /> : null}
      {withMonth ? (
        <label className="field">
          <span>{t("month")}</span>
          <select name="month" defaultValue={state.month} {...invalid("month")}>
            {Array.from({ length: 12 }, (_, i) => (
              <option key={i} value={String(i + 1)}>
                {t(`payroll:months.${i + 1}`)}
              </option>
            ))}
          </select>
          {error("month")}
        </label>
      ) : null}
      <label className="field">
        <span>{t("year")}</span>
        <select name="year" defaultValue={state.year} {...invalid("year")}>
          {(years.includes(Number(state.year)) ? years : [...years, state.year]).map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </select>
        {error("year")}
      </label>
      {REPORT_FILTERS.filter((name) => options[name].length > 0).map((name) => (
        <label key={name} className="field">
          <span>{t(`filters.${name}`)}</span>
          <select name={name} defaultValue={state.chosen[name]} {...invalid(name)}>
            <option value="">{t(`all.${name}`)}</option>
            {options[name].map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {error(name)}
        </label>
      ))}
      <label className="field report-filters__search">
        <span>{t("search")}</span>
        <input type="search" name="q" defaultValue={state.q} placeholder={t("searchPlaceholder")} {...invalid("q")} />
        {error("q")}
      </label>
      <div className="button-row">
        <button type="submit" className="button button--secondary">
          {t("screens:list.apply")}
        </button>
        {isFiltered(state) ? (
          <Link to={`${action}?${reportSearch({ ...state, q: "", employee: "", chosen: { department: "", location: "" } }, tabName)}`} className="button button--ghost">
            {t("screens:list.reset")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** "Maret 2026", or the year alone. */
export function usePeriodLabel(year: number, month: number | null): string {
  const { t } = useTranslation("reports");
  return month ? `${t(`payroll:months.${month}`)} ${year}` : String(year);
}

/** The period, the count and the run's state, with the export link. */
export function ReportBar({ period, count, status, exportHref }: { period: string; count: number; status: "saved" | "cut_off" | null; exportHref: string }) {
  const { t } = useTranslation("reports");
  return (
    <div className="report-bar">
      <p className="muted" data-period>
        {t("summary", { period, count })}
        {status ? ` · ${t(`status.${status}`)}` : ""}
      </p>
      {count > 0 ? (
        <a className="button button--secondary" href={exportHref} download data-export>
          {t("export")}
        </a>
      ) : null}
    </div>
  );
}

/**
 * What to do when there is nothing to show: no saved payroll for the period (run it on Payroll Run), nobody
 * matching the filters (clear them), or — `none` — the report's own reason.
 */
export function ReportEmpty({ saved, filtered, period, runPeriod, none }: { saved: boolean; filtered: boolean; period: string; runPeriod: { year: number; month: number }; none: string }) {
  const { t } = useTranslation("reports");
  return (
    <div className="payroll-empty" data-empty="true">
      {!saved ? (
        <>
          <p className="payroll-empty__title">{t("empty.noRun", { period })}</p>
          <p>
            <Link to={runHref(runPeriod)} className="button button--secondary">
              {t("empty.openRun")}
            </Link>
          </p>
        </>
      ) : (
        <p className="payroll-empty__title">{filtered ? t("empty.filtered") : none}</p>
      )}
    </div>
  );
}

/** An employee's cell: the name (to their payroll detail of the month), the number, department and location as of the run. */
export function EmployeeCell({ employee, label, period, children }: { employee: ReportEmployeeOut; label: string; period: Period; children?: ReactNode }) {
  return (
    <td data-label={label}>
      <span>
        <Link to={detailHref(employee._id, period)} className="row-link">
          {employee.fullname}
        </Link>
        <span className="report-sub">{[employee.employee_id, employee.department?.name, employee.location?.name].filter(Boolean).join(" · ")}</span>
        {children}
      </span>
    </td>
  );
}

/** A rupiah cell (id-ID), `data-label` naming its column in the phone's stacked cards. */
export function MoneyCell({ value, label, field }: { value: number | null | undefined; label: string; field?: string }) {
  return (
    <td className="num" data-label={label} data-field={field}>
      {value === null || value === undefined ? "–" : formatRupiah(value)}
    </td>
  );
}

/** Previous / next when the report has more than one page. */
export function ReportPager({ page, pages, total, href }: { page: number; pages: number; total: number; href: (page: number) => string }) {
  const { t } = useTranslation("reports");
  return <Pagination page={page} pages={pages} href={href} text={t("page", { page, pages, total })} />;
}
