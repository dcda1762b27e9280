import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/DataTable";
import { periodOf, runHref, type Period } from "~/components/payroll/amounts";
import { PeriodPicker } from "~/components/payroll/PeriodPicker";
import { SheetConfirm, SheetUpload } from "~/components/employees/SheetFlow";
import { StatusBadge } from "~/components/payroll/StatusBadge";
import payrollStyles from "~/components/payroll/payroll.css";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { requireSection } from "~/lib/auth.server";
import { importAction } from "~/lib/employee-sheets.server";
import { formatRupiah } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { translateMessage } from "~/lib/messages";
import { mayPayroll } from "~/lib/payroll-access.server";
import { translator } from "~/lib/translate.server";

/**
 * Payroll › Payroll Import (docs/specification.md §5, §8): a month's one-off components from an
 * xlsx — the template, the upload checked first (a dry run: how many rows, people and rupiah, or every bad
 * cell in a table), then the import on confirmation, all or nothing. A saved month is then saved again so
 * its items take the lines in. Plain forms: it works the same without JavaScript.
 */
export const handle: RouteHandle = { i18n: ["payroll", "employee-sheets", "screens", "messages"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: payrollStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const importHref = (period: Period) => `/dashboard/payroll/import?month=${period.month}&year=${period.year}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, viewer } = await requireSection(request, context, "payroll-import");
  const period = periodOf(new URL(request.url).searchParams);
  const [run, t] = await Promise.all([api.payroll.runs.ofMonth(period.year, period.month), translator(request, ["nav"])]);
  return json({ period, run, mayReadRun: mayPayroll(viewer, "payroll-run"), documentTitle: t("nav:payrollImport") });
}

export const action = ({ request, context }: ActionFunctionArgs) => {
  const period = periodOf(new URL(request.url).searchParams);
  return importAction(request, context, {
    menu: "payroll-import",
    check: async (api, file) => ({ ...(await api.payroll.components.checkImport(period.year, period.month, file)) }),
    apply: async (api, file, viewer) => {
      const notice = await api.payroll.components.importFile(period.year, period.month, file);
      // A saved month takes the imported lines in when it is saved again (docs/decisions/0028-payroll-runs.md),
      // here when the importer may run it, else at its next Run & Save.
      const run = await api.payroll.runs.ofMonth(period.year, period.month);
      if (run?.status === "saved" && mayPayroll(viewer, "payroll-run", "write")) await api.payroll.runs.create(period.year, period.month);
      return notice;
    },
    success: "dataImported",
    back: (viewer) => (mayPayroll(viewer, "payroll-run") ? runHref(period) : importHref(period)),
  });
};

export default function PayrollImport() {
  const { period, run, mayReadRun } = useLoaderData<typeof loader>();
  const step = useActionData<typeof action>();
  const { t } = useTranslation(["payroll", "employee-sheets", "messages"]);
  const busy = useNavigation().state === "submitting";
  const here = importHref(period);
  const locked = run?.status === "cut_off";
  return (
    <section className="card screen payroll" data-screen="nav:payrollImport">
      <ScreenHeader trail={[t("nav:payroll")]} title={t("nav:payrollImport")}>
        <p className="muted">{t("payroll:import.intro")}</p>
      </ScreenHeader>
      <div className="payroll-bar">
        <PeriodPicker period={period} action="/dashboard/payroll/import" />
        <div className="run-state">
          {run ? <StatusBadge status={run.status} /> : <span className="muted">{t("payroll:run.notSet")}</span>}
          {mayReadRun ? <Link to={runHref(period)}>{t("payroll:item.backToRun")}</Link> : null}
        </div>
      </div>
      {locked ? (
        <p className="notice notice--warning" data-locked>
          {t("payroll:import.locked")}
        </p>
      ) : (
        <>
          {step?.step === "confirm" ? (
            <div className="notice notice--info" role="status" data-import-confirm>
              <p>
                {t("payroll:import.confirm", {
                  components: step.counts.components,
                  employees: step.counts.employees,
                  earnings: formatRupiah(step.counts.earnings),
                  deductions: formatRupiah(step.counts.deductions),
                  month: t(`payroll:months.${period.month}`),
                  year: period.year,
                })}
              </p>
              <SheetConfirm file={step.file} label={t("payroll:import.submit")} cancelHref={here} busy={busy} action={here} />
            </div>
          ) : null}
          {step?.step === "errors" ? (
            <div className="notice notice--error" role="alert" data-import-errors>
              <p>
                <strong>{translateMessage(t, step.message)}</strong>
              </p>
              {step.errors.some((error) => error.row > 0) ? (
                <DataTable headings={[t("payroll:import.row"), t("payroll:import.column"), t("payroll:import.problem")]} empty={false}>
                  {step.errors.map((error) => (
                    <tr key={`${error.row}.${error.column}`} data-cell={`${error.row}.${error.column}`}>
                      <td>{error.row || "-"}</td>
                      <td>{t(`payroll:import.columns.${error.column}`, { defaultValue: error.column })}</td>
                      <td>{translateMessage(t, error.message)}</td>
                    </tr>
                  ))}
                </DataTable>
              ) : null}
            </div>
          ) : null}
          <ol className="sheet-steps">
            <li>
              <a href="/dashboard/payroll/import/template" download>
                {t("employee-sheets:downloadTemplate")}
              </a>
            </li>
            <li>
              <SheetUpload busy={busy} action={here} />
            </li>
          </ol>
        </>
      )}
    </section>
  );
}
