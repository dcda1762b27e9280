import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { messageText } from "../../contract/message-text";
import type { PayslipsSentOut } from "../../contract/responses/payroll";
import { CsrfInput } from "~/components/CsrfInput";
import { periodOf, runHref, runPercent, type Period } from "~/components/payroll/amounts";
import { NotRunYet } from "~/components/payroll/NotRunYet";
import { PeriodPicker } from "~/components/payroll/PeriodPicker";
import { StatusBadge } from "~/components/payroll/StatusBadge";
import { WorkProgress } from "~/components/payroll/WorkProgress";
import payrollStyles from "~/components/payroll/payroll.css";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { ApiError } from "~/lib/api.server";
import { commitSession, readForm, requireSection } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";
import { mayPayroll } from "~/lib/payroll-access.server";
import { translator } from "~/lib/translate.server";

/**
 * Payroll › Mass Payslip: a saved month's payslips as one PDF or a zip of PDFs named by employee
 * number, in Indonesian or English, and "Send to each employee" — each their own payslip by e-mail,
 * protected with their birth date, and a notification in their inbox. The sending goes on in the
 * background (docs/decisions/0028-payroll-runs.md): the page follows its progress, refreshing itself
 * without JavaScript, then says who was skipped and why. Plain forms: it works the same without JavaScript.
 */
export const handle: RouteHandle = { i18n: ["payroll", "screens", "messages"], hydrate: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: payrollStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const here = (period: Period) => `/dashboard/payroll/mass-payslip?month=${period.month}&year=${period.year}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, viewer } = await requireSection(request, context, "mass-payslip");
  const period = periodOf(new URL(request.url).searchParams);
  const [run, t] = await Promise.all([api.payroll.runs.ofMonth(period.year, period.month), translator(request, ["nav"])]);
  const ready = run !== null && run.status !== "running" && run.employees > 0;
  const sending = ready ? await api.payroll.payslipSending(run._id) : null;
  return json({ period, run, ready, sending, mayWrite: mayPayroll(viewer, "mass-payslip", "write"), mayReadRun: mayPayroll(viewer, "payroll-run"), documentTitle: t("nav:massPayslip") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireSection(request, context, "mass-payslip", "write");
  const period = periodOf(new URL(request.url).searchParams);
  const { form, session } = await readForm(request);
  const back = async (message?: string) => {
    if (message) session.flash("flash", { kind: "error", message });
    return redirect(here(period), { headers: { "Set-Cookie": await commitSession(session) } });
  };
  const lang = form.get("lang") === "en" ? "en" : "id";
  const run = await api.payroll.runs.ofMonth(period.year, period.month);
  if (!run) return back(messageText("notFound"));
  try {
    // The sending goes on in the background: the page shows its progress, then its result.
    await api.payroll.sendPayslips(run._id, lang);
    return back();
  } catch (error) {
    if (error instanceof ApiError && [404, 409, 422].includes(error.status)) return back(error.message);
    throw error;
  }
}

export default function MassPayslip() {
  const { period, run, ready, sending, mayWrite, mayReadRun } = useLoaderData<typeof loader>();
  const { t } = useTranslation("payroll");
  const busy = useNavigation().state === "submitting";
  return (
    <section className="card screen payroll" data-screen="nav:massPayslip">
      <ScreenHeader trail={[t("nav:payroll")]} title={t("nav:massPayslip")}>
        <p className="muted">{t("mass.intro")}</p>
      </ScreenHeader>
      <div className="payroll-bar">
        <PeriodPicker period={period} action="/dashboard/payroll/mass-payslip" />
        <div className="run-state">
          {run ? <StatusBadge status={run.status} /> : null}
          {mayReadRun ? <Link to={runHref(period)}>{t("item.backToRun")}</Link> : null}
        </div>
      </div>
      {!ready || !run ? (
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
          {mayWrite || sending ? (
            <div className="card">
              <h3>{t("mass.send")}</h3>
              <p className="muted">{t("mass.sendHint")}</p>
              {sending?.status === "sending" ? (
                <WorkProgress
                  name="send"
                  message={t("mass.sending", { month: t(`months.${period.month}`), year: period.year })}
                  count={t("mass.progress", { done: sending.progress.done, total: sending.progress.total, count: sending.progress.total, percent: runPercent(sending.progress) })}
                  percent={runPercent(sending.progress)}
                />
              ) : mayWrite ? (
                <Form method="post" action={here(period)} className="mass-form">
                  <CsrfInput />
                  <LanguageChoice />
                  <button type="submit" className="button" disabled={busy}>
                    {t("mass.sendButton")}
                  </button>
                </Form>
              ) : null}
              {sending && sending.status !== "sending" ? <SendResult sending={sending} /> : null}
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}

/** The last sending's result: how many were sent, who was skipped and why, and whether it stopped early. */
function SendResult({ sending }: { sending: PayslipsSentOut }) {
  const { t } = useTranslation("payroll");
  const stopped = sending.status === "failed" || sending.status === "interrupted";
  return (
    <div className={stopped ? "notice notice--warning" : "notice notice--info"} role="status" data-sent={sending.sent} data-send-status={sending.status}>
      <p>
        <strong>{t("mass.sent", { count: sending.sent })}</strong>
        {sending.skipped.length ? ` ${t("mass.skipped", { count: sending.skipped.length })}` : null}
      </p>
      {stopped ? <p>{t(`mass.${sending.status}`, { done: sending.progress.done, total: sending.progress.total, count: sending.progress.total })}</p> : null}
      {sending.skipped.length ? (
        <ul className="payroll-components" data-skipped>
          {sending.skipped.map((entry) => (
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
