import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { messageText } from "../../contract/message-text";
import { CsrfInput } from "~/components/CsrfInput";
import { periodOf, runHref } from "~/components/payroll/amounts";
import { NotRunYet } from "~/components/payroll/NotRunYet";
import { PeriodPicker } from "~/components/payroll/PeriodPicker";
import { StatusBadge } from "~/components/payroll/StatusBadge";
import payrollStyles from "~/components/payroll/payroll.css";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { ApiError } from "~/lib/api.server";
import { readForm } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";
import { translateMessage } from "~/lib/messages";
import { requirePayroll } from "~/lib/payroll-access.server";
import { translator } from "~/lib/translate.server";
import type { PayslipsSentOut } from "../../contract/responses/payroll";

/**
 * Payroll › Mass Payslip (issue #17): a saved month's payslips as one PDF or a zip of PDFs named by employee
 * number, in Indonesian or English, and "Send to each employee" — each their own payslip by e-mail,
 * protected with their birth date, and a notification in their inbox; the result says who was skipped and
 * why. Plain forms: it works the same without JavaScript.
 */
export const handle: RouteHandle = { i18n: ["payroll", "screens", "messages"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: payrollStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

type Result = { ok: true; result: PayslipsSentOut } | { ok: false; message: string };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requirePayroll(request, context, "mass-payslip");
  const period = periodOf(new URL(request.url).searchParams);
  const [run, t] = await Promise.all([api.payroll.runs.ofMonth(period.year, period.month), translator(request, ["nav"])]);
  return json({ period, run, documentTitle: t("nav:massPayslip") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requirePayroll(request, context, "mass-payslip", "write");
  const period = periodOf(new URL(request.url).searchParams);
  const { form } = await readForm(request);
  const lang = form.get("lang") === "en" ? "en" : "id";
  const run = await api.payroll.runs.ofMonth(period.year, period.month);
  if (!run) return json<Result>({ ok: false, message: messageText("notFound") }, { status: 404 });
  try {
    return json<Result>({ ok: true, result: await api.payroll.sendPayslips(run._id, lang) });
  } catch (error) {
    if (error instanceof ApiError && [404, 409, 422].includes(error.status)) return json<Result>({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}

export default function MassPayslip() {
  const { period, run } = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  const { t } = useTranslation("payroll");
  const busy = useNavigation().state === "submitting";
  const here = `/dashboard/payroll/mass-payslip?month=${period.month}&year=${period.year}`;
  const ready = run && run.status !== "running" && run.employees > 0;
  return (
    <section className="card screen payroll" data-screen="nav:massPayslip">
      <ScreenHeader trail={[t("nav:payroll")]} title={t("nav:massPayslip")}>
        <p className="muted">{t("mass.intro")}</p>
      </ScreenHeader>
      <div className="payroll-bar">
        <PeriodPicker period={period} action="/dashboard/payroll/mass-payslip" />
        <div className="run-state">
          {run ? <StatusBadge status={run.status} /> : null}
          <Link to={runHref(period)}>{t("item.backToRun")}</Link>
        </div>
      </div>
      {!ready ? (
        <NotRunYet period={period} />
      ) : (
        <div className="mass-grid">
          <div className="card">
            <h3>{t("mass.download")}</h3>
            <p className="muted">{t("mass.downloadHint", { count: run.employees })}</p>
            <form method="get" action="/dashboard/payroll/mass-payslip/download" className="mass-form">
              <input type="hidden" name="month" value={period.month} />
              <input type="hidden" name="year" value={period.year} />
              <fieldset>
                <legend>{t("mass.format")}</legend>
                <label>
                  <input type="radio" name="format" value="pdf" defaultChecked /> {t("mass.onePdf")}
                </label>
                <label>
                  <input type="radio" name="format" value="zip" /> {t("mass.zip")}
                </label>
              </fieldset>
              <LanguageChoice />
              <button type="submit" className="button">
                {t("mass.downloadButton")}
              </button>
            </form>
          </div>
          <div className="card">
            <h3>{t("mass.send")}</h3>
            <p className="muted">{t("mass.sendHint")}</p>
            <Form method="post" action={here} className="mass-form">
              <CsrfInput />
              <LanguageChoice />
              <button type="submit" className="button" disabled={busy}>
                {t("mass.sendButton")}
              </button>
            </Form>
            {sent && !sent.ok ? (
              <p className="notice notice--error" role="alert">
                {translateMessage(t, sent.message)}
              </p>
            ) : null}
            {sent?.ok ? (
              <div className="notice notice--info" role="status" data-sent={sent.result.sent}>
                <p>
                  <strong>{t("mass.sent", { count: sent.result.sent })}</strong>
                  {sent.result.skipped.length ? ` ${t("mass.skipped", { count: sent.result.skipped.length })}` : null}
                </p>
                {sent.result.skipped.length ? (
                  <ul className="payroll-components" data-skipped>
                    {sent.result.skipped.map((entry) => (
                      <li key={entry.employee._id}>
                        <span>
                          {entry.employee.fullname}
                          {entry.employee.nickname ? <small className="payroll-sub">{entry.employee.nickname}</small> : null}
                        </span>
                        <span className="muted">{t(`mass.reasons.${entry.reason}`)}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}

function LanguageChoice() {
  const { t } = useTranslation("payroll");
  return (
    <label>
      {t("mass.language")}
      <select name="lang" defaultValue="id">
        <option value="id">Bahasa Indonesia</option>
        <option value="en">English</option>
      </select>
    </label>
  );
}
