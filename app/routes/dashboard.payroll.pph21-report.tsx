import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Pph21Report, Pph21RowOut, Pph21YearReport, Pph21YearRowOut, TaxFinalOut } from "../../contract/responses/payroll-reports";
import { DataTable } from "~/components/DataTable";
import { EmployeeCell, MoneyCell, ReportBar, ReportEmpty, ReportFilters, ReportPager, usePeriodLabel } from "~/components/payroll/ReportParts";
import payrollStyles from "~/components/payroll/payroll.css";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { requireSection } from "~/lib/auth.server";
import { formatRupiah } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { isFiltered, reportApiQuery, reportSearch, reportStateOf } from "~/lib/payroll-reports";
import { readReport, reportFilterOptions } from "~/lib/payroll-reports.server";
import { translator } from "~/lib/translate.server";

/**
 * Payroll › PPh 21 Report (docs/decisions/0036-payroll-reports-and-bank-files.md): a month's
 * PPh 21 per employee — NIK, NPWP, PTKP status, TER category and rate, taxable gross, PPh 21 withheld and
 * its no-NPWP surcharge — or a year's, January to December with the December (or leaving-month)
 * recalculation; totals at the foot, filters, the xlsx export. The figures are the saved payroll items'
 * (api/payroll/report-routes.ts).
 */
export const handle: RouteHandle = { i18n: ["reports", "payroll", "screens", "messages"] };

export const links = () => [{ rel: "stylesheet", href: payrollStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const ACTION = "/dashboard/payroll/pph21-report";
const PAGE_SIZE = 50;
const VIEWS = ["month", "year"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "pph21-report");
  const state = reportStateOf(new URL(request.url), VIEWS);
  const year = state.tab === "year";
  const query = reportApiQuery(state, { month: !year, page: state.page, limit: PAGE_SIZE });
  const [read, options, t] = await Promise.all([
    readReport<Pph21Report | Pph21YearReport>(year ? api.payrollReports.pph21Year(query) : api.payrollReports.pph21(query)),
    reportFilterOptions(api),
    translator(request, ["nav"]),
  ]);
  return json({ state, ...read, options, documentTitle: t("nav:pph21Report") });
}

export default function Pph21ReportPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("reports");
  const { state, report } = data;
  const year = state.tab === "year";
  const tabs = VIEWS.map((view) => ({ id: view, label: `reports:pph21.tabs.${view}`, href: `${ACTION}?${reportSearch(state, "view", view)}`, current: view === state.tab }));
  return (
    <section className="card screen payroll-report" data-screen="nav:pph21Report">
      <ScreenHeader trail={[t("nav:payroll")]} title={t("nav:pph21Report")} tabs={tabs}>
        <p className="muted">{t(year ? "pph21.introYear" : "pph21.intro")}</p>
      </ScreenHeader>
      <ReportFilters action={ACTION} state={state} tabName="view" withMonth={!year} options={data.options} errors={data.errors} />
      {!report ? (
        <p className="notice notice--error" role="alert" data-report-refused>
          {t("refused")}
        </p>
      ) : year ? (
        <YearView report={report as Pph21YearReport} />
      ) : (
        <MonthView report={report as Pph21Report} />
      )}
    </section>
  );
}

function useReportLinks() {
  const { state } = useLoaderData<typeof loader>();
  const search = reportSearch(state, "view");
  return {
    exportHref: `${ACTION}/export?${search}`,
    pageHref: (page: number) => `${ACTION}?${new URLSearchParams({ ...Object.fromEntries(search), page: String(page) })}`,
  };
}

function MonthView({ report }: { report: Pph21Report }) {
  const { state } = useLoaderData<typeof loader>();
  const { t } = useTranslation("reports");
  const { meta } = report;
  const period = usePeriodLabel(meta.year, meta.month);
  const links = useReportLinks();
  const c = (key: string) => t(`pph21.columns.${key}`);
  const runPeriod = { year: meta.year, month: meta.month ?? 1 };
  return (
    <>
      <ReportBar period={period} count={meta.totals.employees} status={meta.run?.status ?? null} exportHref={links.exportHref} />
      {report.data.length === 0 ? (
        <ReportEmpty saved={meta.run !== null} filtered={isFiltered(state)} period={period} runPeriod={runPeriod} none={t("empty.noEmployees", { period })} />
      ) : (
        <DataTable
          className="report-table pph21-table"
          headings={[c("employee"), c("ids"), c("ptkp"), c("ter"), { label: c("taxableGross"), numeric: true }, { label: c("pph21"), numeric: true }, { label: c("surcharge"), numeric: true }]}
          foot={
            <tr data-totals>
              <th scope="row" colSpan={4}>
                {t("total", { count: meta.totals.employees })}
              </th>
              <MoneyCell value={meta.totals.taxable_gross} label={c("taxableGross")} field="taxable_gross" />
              <MoneyCell value={meta.totals.pph21} label={c("pph21")} field="pph21" />
              <MoneyCell value={meta.totals.surcharge} label={c("surcharge")} field="surcharge" />
            </tr>
          }
        >
          {report.data.map((row) => (
            <MonthRow key={row.employee._id} row={row} period={runPeriod} />
          ))}
        </DataTable>
      )}
      <ReportPager page={state.page} pages={Math.ceil(meta.total / PAGE_SIZE)} total={meta.total} href={links.pageHref} />
    </>
  );
}

function MonthRow({ row, period }: { row: Pph21RowOut; period: { year: number; month: number } }) {
  const { t, i18n } = useTranslation("reports");
  const c = (key: string) => t(`pph21.columns.${key}`);
  const rate = row.ter_rate.toLocaleString(i18n.language === "id" ? "id-ID" : "en-US", { maximumFractionDigits: 2 });
  return (
    <tr data-employee={row.employee._id}>
      <EmployeeCell employee={row.employee} label={c("employee")} period={period} />
      <td data-label={c("ids")} className="report-ids">
        <span>
          <span data-field="nik">{row.nik || "–"}</span>
          <span className="report-sub" data-field="npwp">
            {row.npwp || "–"}
          </span>
          {row.npwp_valid ? null : <span className="report-sub report-cell--warn">{t("pph21.noNpwp")}</span>}
        </span>
      </td>
      <td data-label={c("ptkp")}>{row.ptkp_status || "–"}</td>
      <td data-label={c("ter")}>{row.method === "annual" ? t("pph21.annual") : `${row.ter_category} · ${rate} %`}</td>
      <MoneyCell value={row.taxable_gross} label={c("taxableGross")} field="taxable_gross" />
      <MoneyCell value={row.pph21} label={c("pph21")} field="pph21" />
      <MoneyCell value={row.surcharge} label={c("surcharge")} field="surcharge" />
    </tr>
  );
}

function YearView({ report }: { report: Pph21YearReport }) {
  const { state } = useLoaderData<typeof loader>();
  const { t } = useTranslation("reports");
  const { meta } = report;
  const period = usePeriodLabel(meta.year, null);
  const links = useReportLinks();
  const month = (m: number) => t(`pph21.months.${m}`);
  // The opening figures' column, when an employee of the report has them (docs/payroll-rules.md B14).
  const opening = meta.totals.opening;
  return (
    <>
      <ReportBar period={period} count={meta.totals.employees} status={null} exportHref={links.exportHref} />
      {report.data.length === 0 ? (
        <ReportEmpty saved={meta.months.length > 0} filtered={isFiltered(state)} period={period} runPeriod={{ year: meta.year, month: 1 }} none={t("empty.noEmployees", { period })} />
      ) : (
        <DataTable
          className="report-table pph21-year-table"
          headings={[
            t("pph21.columns.employee"),
            ...(opening ? [{ label: t("pph21.columns.opening"), numeric: true }] : []),
            ...Array.from({ length: 12 }, (_, i) => ({ label: month(i + 1), numeric: true })),
            { label: t("pph21.columns.yearTotal"), numeric: true },
            t("pph21.columns.final"),
          ]}
          foot={
            <tr data-totals>
              <th scope="row">{t("total", { count: meta.totals.employees })}</th>
              {opening ? <MoneyCell value={opening.pph21} label={t("pph21.columns.opening")} field="opening" /> : null}
              {meta.totals.months.map((m, i) => (
                <MoneyCell key={i} value={m.pph21} label={month(i + 1)} />
              ))}
              <MoneyCell value={meta.totals.pph21} label={t("pph21.columns.yearTotal")} field="pph21" />
              <td />
            </tr>
          }
        >
          {report.data.map((row) => (
            <YearRow key={row.employee._id} row={row} year={meta.year} withOpening={Boolean(opening)} />
          ))}
        </DataTable>
      )}
      <ReportPager page={state.page} pages={Math.ceil(meta.total / PAGE_SIZE)} total={meta.total} href={links.pageHref} />
    </>
  );
}

function YearRow({ row, year, withOpening }: { row: Pph21YearRowOut; year: number; withOpening: boolean }) {
  const { t } = useTranslation("reports");
  const last = row.final?.month ?? row.months.reduce((found, cell, i) => (cell ? i + 1 : found), 1);
  return (
    <tr data-employee={row.employee._id}>
      <EmployeeCell employee={row.employee} label={t("pph21.columns.employee")} period={{ year, month: last }}>
        <span className="report-sub">{[row.ptkp_status, row.nik ? `NIK ${row.nik}` : null, row.npwp ? `NPWP ${row.npwp}` : t("pph21.noNpwp")].filter(Boolean).join(" · ")}</span>
      </EmployeeCell>
      {withOpening ? (
        <td className="num" data-field="opening" data-label={t("pph21.columns.opening")}>
          {row.opening ? (
            <>
              {formatRupiah(row.opening.pph21)}
              <span className="report-sub">{t("pph21.openingMonths", { from: t(`pph21.months.${row.opening.first_month}`), to: t(`pph21.months.${row.opening.last_month}`) })}</span>
            </>
          ) : (
            "–"
          )}
        </td>
      ) : null}
      {row.months.map((cell, i) => (
        <MoneyCell key={i} value={cell?.pph21} label={t(`pph21.months.${i + 1}`)} field={`m${i + 1}`} />
      ))}
      <MoneyCell value={row.pph21} label={t("pph21.columns.yearTotal")} field="pph21" />
      <td data-label={t("pph21.columns.final")}>{row.final ? <Final final={row.final} /> : "–"}</td>
    </tr>
  );
}

/** The December (or leaving-month) recalculation as saved, folded. */
function Final({ final }: { final: TaxFinalOut }) {
  const { t } = useTranslation("reports");
  const lines = ["annual_gross", "biaya_jabatan", "pension", "ptkp", "pkp", "tax", "withheld", "this_month"] as const;
  return (
    <details className="report-final" data-final={final.month}>
      <summary>{t("pph21.finalOf", { month: t(`payroll:months.${final.month}`) })}</summary>
      <dl className="row-details">
        {lines.map((key) => (
          <div key={key}>
            <dt>{t(`pph21.final.${key}`)}</dt>
            <dd data-field={key}>{formatRupiah(final[key])}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
