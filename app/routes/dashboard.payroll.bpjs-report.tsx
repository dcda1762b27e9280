import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { BpjsKsReport, BpjsKsRowOut, BpjsTkReport, BpjsTkRowOut, ReportEmployeeOut } from "../../contract/responses/payroll-reports";
import { DataTable } from "~/components/DataTable";
import { EmployeeCell, MoneyCell, ReportBar, ReportEmpty, ReportFilters, ReportPager, usePeriodLabel } from "~/components/payroll/ReportParts";
import payrollStyles from "~/components/payroll/payroll.css";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { requireSection } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";
import { isFiltered, reportApiQuery, reportSearch, reportStateOf } from "~/lib/payroll-reports";
import { readReport, reportFilterOptions } from "~/lib/payroll-reports.server";
import { translator } from "~/lib/translate.server";

/**
 * Payroll › BPJS Report (docs/decisions/0036-payroll-reports-and-bank-files.md): a month's
 * BPJS Ketenagakerjaan (JHT, JP, JKK, JKM; the wage, JP's capped base) or BPJS Kesehatan (the wage after
 * floor and cap, the employer's and employee's parts, additional family members) per registered employee,
 * totals at the foot, filters, and the xlsx in the upload template's columns. The figures are the saved
 * payroll items' (api/payroll/report-routes.ts).
 */
export const handle: RouteHandle = { i18n: ["reports", "payroll", "screens", "messages"] };

export const links = () => [{ rel: "stylesheet", href: payrollStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const ACTION = "/dashboard/payroll/bpjs-report";
const PAGE_SIZE = 50;
const KINDS = ["tk", "ks"] as const;

/** Each tab's figure columns, in order (`key` of the row, its label under reports:bpjs.columns). */
const COLUMNS = {
  tk: ["wage", "jp_base", "jht_employee", "jht_employer", "jp_employee", "jp_employer", "jkk", "jkm", "employee_total", "employer_total", "total"],
  ks: ["wage", "ks_employer", "ks_employee", "ks_additional", "employee_total", "total"],
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "bpjs-report");
  const state = reportStateOf(new URL(request.url), KINDS);
  const query = reportApiQuery(state, { month: true, page: state.page, limit: PAGE_SIZE });
  const [read, options, t] = await Promise.all([
    readReport<BpjsTkReport | BpjsKsReport>(state.tab === "ks" ? api.payrollReports.bpjsKs(query) : api.payrollReports.bpjsTk(query)),
    reportFilterOptions(api),
    translator(request, ["nav"]),
  ]);
  return json({ state, ...read, options, documentTitle: t("nav:bpjsReport") });
}

type Row = BpjsTkRowOut | BpjsKsRowOut;

export default function BpjsReportPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("reports");
  const { state } = data;
  const report = data.report as BpjsTkReport | BpjsKsReport | null;
  const kind = state.tab === "ks" ? "ks" : "tk";
  const tabs = KINDS.map((tab) => ({ id: tab, label: `reports:bpjs.tabs.${tab}`, href: `${ACTION}?${reportSearch(state, "kind", tab)}`, current: tab === kind }));
  const search = reportSearch(state, "kind");
  const period = usePeriodLabel(report?.meta.year ?? 0, report?.meta.month ?? 1);
  const c = (key: string) => t(`bpjs.columns.${key}`);
  const columns: readonly string[] = COLUMNS[kind];
  const totals = (report?.meta.totals ?? {}) as Record<string, number>;
  return (
    <section className="card screen payroll-report" data-screen="nav:bpjsReport">
      <ScreenHeader trail={[t("nav:payroll")]} title={t("nav:bpjsReport")} tabs={tabs}>
        <p className="muted">{t(`bpjs.intro.${kind}`)}</p>
      </ScreenHeader>
      <ReportFilters action={ACTION} state={state} tabName="kind" withMonth options={data.options} errors={data.errors} />
      {!report ? (
        <p className="notice notice--error" role="alert" data-report-refused>
          {t("refused")}
        </p>
      ) : (
        <>
          <ReportBar period={period} count={report.meta.totals.employees} status={report.meta.run?.status ?? null} exportHref={`${ACTION}/export?${search}`} />
          {report.data.length === 0 ? (
            <ReportEmpty
              saved={report.meta.run !== null}
              filtered={isFiltered(state)}
              period={period}
              runPeriod={{ year: report.meta.year, month: report.meta.month ?? 1 }}
              none={t(`bpjs.none.${kind}`, { period })}
            />
          ) : (
            <DataTable
              className={`report-table bpjs-table bpjs-table--${kind}`}
              headings={[c("employee"), ...columns.map((key) => ({ label: c(key), numeric: true }))]}
              foot={
                <tr data-totals>
                  <th scope="row">{t("total", { count: report.meta.totals.employees })}</th>
                  {columns.map((key) => (key === "jp_base" ? <td key={key} /> : <MoneyCell key={key} value={totals[key]} label={c(key)} field={key} />))}
                </tr>
              }
            >
              {(report.data as Row[]).map((row) => (
                <tr key={row.employee._id} data-employee={row.employee._id}>
                  <EmployeeCell employee={row.employee as ReportEmployeeOut} label={c("employee")} period={{ year: report.meta.year, month: report.meta.month ?? 1 }}>
                    <span className="report-sub">{identity(row, t)}</span>
                  </EmployeeCell>
                  {columns.map((key) => (
                    <MoneyCell key={key} value={(row as unknown as Record<string, number>)[key]} label={c(key)} field={key} />
                  ))}
                </tr>
              ))}
            </DataTable>
          )}
          <ReportPager
            page={state.page}
            pages={Math.ceil(report.meta.total / PAGE_SIZE)}
            total={report.meta.total}
            href={(page) => `${ACTION}?${new URLSearchParams({ ...Object.fromEntries(search), page: String(page) })}`}
          />
        </>
      )}
    </section>
  );
}

/** The numbers BPJS knows the employee by: NIK and KPJ, or NIK, card number and additional family members. */
function identity(row: Row, t: (key: string, options?: Record<string, unknown>) => string): string {
  const parts = [row.nik ? `NIK ${row.nik}` : t("bpjs.noNik")];
  if ("kpj" in row) parts.push(row.kpj ? `KPJ ${row.kpj}` : t("bpjs.noKpj"), t("bpjs.jkkRate", { rate: row.jkk_rate }));
  else {
    parts.push(row.bpjs_ks_number ? t("bpjs.card", { number: row.bpjs_ks_number }) : t("bpjs.noCard"));
    if (row.members > 0) parts.push(t("bpjs.members", { count: row.members }));
  }
  return parts.join(" · ");
}
