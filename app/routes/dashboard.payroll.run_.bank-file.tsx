import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { BankFileCheckOut } from "../../contract/responses/payroll-reports";
import { BANK_FILE_PAGE, BankFileForm } from "~/components/payroll/BankFileForm";
import { runHref } from "~/components/payroll/amounts";
import payrollStyles from "~/components/payroll/payroll.css";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { ApiError } from "~/lib/api.server";
import { requireSection } from "~/lib/auth.server";
import { bankFileRequest, savedRunOf } from "~/lib/bank-file.server";
import { formatRupiah } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { translateMessage } from "~/lib/messages";
import { translator } from "~/lib/translate.server";

/**
 * Payroll › Payroll Run › bank transfer file (docs/decisions/0036-payroll-reports-and-bank-files.md): the
 * form again with what to correct, the employees to fill in first (each linked to their employee record),
 * or what the file holds and its download. The download itself is ./dashboard.payroll.run_.bank-file_.download.tsx.
 */
export const handle: RouteHandle = { i18n: ["reports", "payroll", "screens", "messages"] };

export const links = () => [{ rel: "stylesheet", href: payrollStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

type Outcome = { kind: "form" } | { kind: "noRun" } | { kind: "refused"; message: string; employees: { id: string; message: string }[] } | { kind: "ready"; check: BankFileCheckOut };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "payroll-run");
  const url = new URL(request.url);
  const asked = bankFileRequest(url);
  const t = await translator(request, ["reports"]);
  const run = await savedRunOf(api, asked.period);
  let outcome: Outcome = { kind: "form" };
  let errors = asked.errors;
  if (!run) outcome = { kind: "noRun" };
  else if (asked.query) {
    try {
      outcome = { kind: "ready", check: await api.payrollReports.checkBankFile(run._id, asked.query) };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      if (error.code === "bankFileRefused") outcome = { kind: "refused", message: error.message, employees: Object.entries(error.errors).map(([id, message]) => ({ id, message })) };
      else errors = error.errors;
    }
  }
  return json({ period: asked.period, values: asked.values, errors, outcome, downloadHref: `${BANK_FILE_PAGE}/download${url.search}`, documentTitle: t("reports:bank.title") });
}

export default function BankFilePage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("reports");
  const { outcome, period } = data;
  const month = `${t(`payroll:months.${period.month}`)} ${period.year}`;
  const errors = Object.fromEntries(Object.entries(data.errors).map(([name, text]) => [name, translateMessage(t, text)]));
  return (
    <section className="card screen payroll" data-screen="bankFile">
      <ScreenHeader trail={[t("nav:payroll"), t("nav:payrollRun")]} title={`${t("bank.title")} · ${month}`}>
        <p>
          <Link to={runHref(period)}>{t("bank.back", { period: month })}</Link>
        </p>
      </ScreenHeader>
      {outcome.kind === "noRun" ? (
        <div className="payroll-empty" data-empty="true">
          <p className="payroll-empty__title">{t("empty.noRun", { period: month })}</p>
          <p>
            <Link to={runHref(period)} className="button button--secondary">
              {t("empty.openRun")}
            </Link>
          </p>
        </div>
      ) : (
        <>
          {outcome.kind === "refused" ? (
            <div className="notice notice--error" role="alert" data-bank-refused>
              <p>{translateMessage(t, outcome.message)}</p>
              <ul>
                {outcome.employees.map((employee) => (
                  <li key={employee.id} data-employee={employee.id}>
                    <Link to={`/dashboard/edit/employees/active-employees/${employee.id}`}>{translateMessage(t, employee.message)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {outcome.kind === "ready" ? (
            <div className="notice notice--success" data-bank-ready>
              <p>{t("bank.ready", { name: outcome.check.name, count: outcome.check.count, total: formatRupiah(outcome.check.total) })}</p>
              {outcome.check.other_banks > 0 ? <p>{t("bank.otherBanks", { count: outcome.check.other_banks })}</p> : null}
              <a className="button" href={data.downloadHref} download>
                {t("bank.download")}
              </a>
            </div>
          ) : null}
          <BankFileForm period={period} values={data.values} errors={errors} open />
        </>
      )}
    </section>
  );
}
