import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { messageText } from "../../contract/message-text";
import { CsrfInput } from "~/components/CsrfInput";
import { periodOf, runHref, type Period } from "~/components/payroll/amounts";
import { PeriodPicker } from "~/components/payroll/PeriodPicker";
import { SheetUpload } from "~/components/employees/SheetFlow";
import { StatusBadge } from "~/components/payroll/StatusBadge";
import payrollStyles from "~/components/payroll/payroll.css";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { ApiError } from "~/lib/api.server";
import { commitSession, readForm, requireSection } from "~/lib/auth.server";
import { sheetErrors, type SheetError } from "~/lib/employee-sheets.server";
import { formatRupiah } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { translateMessage } from "~/lib/messages";
import { mayPayroll } from "~/lib/payroll-access.server";
import { translator } from "~/lib/translate.server";
import type { PayrollImportCheckOut } from "../../contract/responses/payroll";

/**
 * Payroll › Payroll Import (docs/specification.md §5, §8): a month's one-off components from an
 * xlsx — the template, the upload checked first (a dry run: how many rows, people and rupiah, or every bad
 * cell in a table), then the import on confirmation, all or nothing. A saved month is then saved again so
 * its items take the lines in. Plain forms: it works the same without JavaScript.
 */
export const handle: RouteHandle = { i18n: ["payroll", "employee-sheets", "screens", "messages"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: payrollStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHOOSE_FILE = messageText("chooseFile");

type Step = { step: "confirm"; file: string; counts: PayrollImportCheckOut } | { step: "errors"; message: string; errors: SheetError[] };

const importHref = (period: Period) => `/dashboard/payroll/import?month=${period.month}&year=${period.year}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, viewer } = await requireSection(request, context, "payroll-import");
  const period = periodOf(new URL(request.url).searchParams);
  const [run, t] = await Promise.all([api.payroll.runs.ofMonth(period.year, period.month), translator(request, ["nav"])]);
  return json({ period, run, mayReadRun: mayPayroll(viewer, "payroll-run"), documentTitle: t("nav:payrollImport") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, viewer } = await requireSection(request, context, "payroll-import", "write");
  const period = periodOf(new URL(request.url).searchParams);
  const { form, session } = await readForm(request);
  const fail = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401 || error.status === 403) throw error;
    return json<Step>({ step: "errors", message: error.message, errors: sheetErrors(error) }, { status: error.status });
  };
  const chooseFile = () => json<Step>({ step: "errors", message: CHOOSE_FILE, errors: [{ row: 0, column: "file", message: CHOOSE_FILE }] }, { status: 400 });

  if (form.get("intent") === "confirm") {
    const file = String(form.get("file") ?? "");
    if (!UUID.test(file)) return chooseFile();
    try {
      const notice = await api.payroll.components.importFile(period.year, period.month, file);
      // A saved month takes the imported lines in when it is saved again (docs/decisions/0028-payroll-runs.md),
      // here when the importer may run it, else at its next Run & Save.
      const run = await api.payroll.runs.ofMonth(period.year, period.month);
      if (run?.status === "saved" && mayPayroll(viewer, "payroll-run", "write")) await api.payroll.runs.create(period.year, period.month);
      session.flash("flash", { kind: "success", message: notice || messageText("dataImported") });
      const next = mayPayroll(viewer, "payroll-run") ? runHref(period) : importHref(period);
      return redirect(next, { headers: { "Set-Cookie": await commitSession(session) } });
    } catch (error) {
      return fail(error);
    }
  }

  const upload = form.get("file");
  if (!(upload instanceof File) || upload.size === 0) return chooseFile();
  try {
    const { data: stored } = await api.upload(upload, "import");
    const counts = await api.payroll.components.checkImport(period.year, period.month, stored._id);
    return json<Step>({ step: "confirm", file: stored._id, counts });
  } catch (error) {
    return fail(error);
  }
}

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
              <Form method="post" action={here} className="button-row">
                <CsrfInput />
                <input type="hidden" name="file" value={step.file} />
                <button type="submit" name="intent" value="confirm" className="button" disabled={busy}>
                  {t("payroll:import.submit")}
                </button>
                <Link to={here} className="button button--secondary">
                  {t("employee-sheets:cancel")}
                </Link>
              </Form>
            </div>
          ) : null}
          {step?.step === "errors" ? (
            <div className="notice notice--error" role="alert" data-import-errors>
              <p>
                <strong>{translateMessage(t, step.message)}</strong>
              </p>
              {step.errors.some((error) => error.row > 0) ? (
                <div className="table-wrap">
                  <table className="data-table">
                    <thead>
                      <tr>
                        <th scope="col">{t("payroll:import.row")}</th>
                        <th scope="col">{t("payroll:import.column")}</th>
                        <th scope="col">{t("payroll:import.problem")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {step.errors.map((error) => (
                        <tr key={`${error.row}.${error.column}`} data-cell={`${error.row}.${error.column}`}>
                          <td>{error.row || "-"}</td>
                          <td>{t(`payroll:import.columns.${error.column}`, { defaultValue: error.column })}</td>
                          <td>{translateMessage(t, error.message)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
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
