import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipientMissing, TaxMissing, TaxMissingOut, TaxPerson, WithholderMissing } from "../../contract/responses/tax";
import { OpeningMissing } from "~/components/payroll/OpeningMissing";
import { DataTable } from "~/components/DataTable";
import { periodOf, runHref, type Period } from "~/components/payroll/amounts";
import { NotRunYet } from "~/components/payroll/NotRunYet";
import { PeriodPicker } from "~/components/payroll/PeriodPicker";
import { StatusBadge } from "~/components/payroll/StatusBadge";
import payrollStyles from "~/components/payroll/payroll.css";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { requireSection } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";
import { mayPayroll } from "~/lib/payroll-access.server";
import { translator } from "~/lib/translate.server";

/**
 * Payroll › Tax Slips (docs/decisions/0035-coretax-files-and-a1.md): the month's Coretax files (BPMP, BPA1)
 * once the month is cut off, with what each employee's record or the company's tax information lacks and
 * where to fill it in; the year's A1 slips, each a PDF, and all of them in a zip. Plain links and a GET
 * form: it works without JavaScript.
 */
export const handle: RouteHandle = { i18n: ["tax", "payroll", "screens", "messages"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: payrollStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, viewer } = await requireSection(request, context, "tax-slips");
  const period = periodOf(new URL(request.url).searchParams);
  const [summary, a1, t] = await Promise.all([api.tax.summary(period.year, period.month), api.tax.a1List(period.year), translator(request, ["nav"])]);
  // What stands in the way of the month's files and the year's A1s, once per company and per employee.
  const company = [...new Set<WithholderMissing>([...summary.missing.company, ...a1.company])];
  const employees = new Map<string, TaxPerson & { missing: RecipientMissing[] }>();
  for (const e of [...summary.missing.employees, ...a1.data.filter((row) => row.missing.length).map((row) => ({ ...row.employee, missing: row.missing }))]) {
    const seen = employees.get(e._id);
    employees.set(e._id, { ...e, missing: [...new Set([...(seen?.missing ?? []), ...e.missing])] });
  }
  const missing: TaxMissingOut = { company, employees: [...employees.values()] };
  return json({ period, summary, a1, missing, mayReadRun: mayPayroll(viewer, "payroll-run"), documentTitle: t("nav:taxSlips") });
}

/** Where each missing thing is filled in: the employee record's section, or Company Info's tab. */
const SECTION: Record<RecipientMissing, string> = { nik: "legalities", npwp: "legalities", passport: "legalities", jobTitle: "assignment", ptkp: "personnel" };
const employeeHref = (person: TaxPerson, key: RecipientMissing) =>
  `/dashboard/edit/employees/${person.active ? "active-employees" : "resigned-employees"}/${person._id}?section=${SECTION[key]}`;
const companyHref = (key: WithholderMissing) => `/dashboard/portal/company-info?tab=${key === "signature" ? "digital-sign" : "tax"}`;

export default function TaxSlips() {
  const { period, summary, a1, missing, mayReadRun } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("tax");
  const lang = i18n.language === "en" ? "en" : "id";
  const run = summary.run;
  const month = t(`payroll:months.${period.month}`);
  const fileHref = (file: "bpmp" | "bpa1") => `/dashboard/payroll/tax-slips/file?file=${file}&run=${run?._id ?? ""}&month=${period.month}&year=${period.year}`;
  const a1Href = (employee?: string) => `/dashboard/payroll/tax-slips/a1?year=${period.year}&month=${period.month}&lang=${lang}${employee ? `&employee=${employee}` : ""}`;
  const ready = a1.data.filter((row) => row.run.status === "cut_off");
  return (
    <section className="card screen payroll tax-slips" data-screen="nav:taxSlips">
      <ScreenHeader trail={[t("nav:payroll")]} title={t("nav:taxSlips")}>
        <p className="muted">{t("intro")}</p>
      </ScreenHeader>
      <div className="payroll-bar">
        <PeriodPicker period={period} action="/dashboard/payroll/tax-slips" />
        <div className="run-state">
          {run ? <StatusBadge status={run.status} /> : null}
          {mayReadRun ? <Link to={runHref(period)}>{t("coretax.openRun")}</Link> : null}
        </div>
      </div>

      <h3>{t("coretax.title", { month, year: period.year })}</h3>
      {!run ? (
        mayReadRun ? <NotRunYet period={period} /> : <p className="payroll-empty">{t("payroll:run.notSet")}</p>
      ) : run.status === "running" ? (
        <p className="notice notice--info">{t("coretax.running")}</p>
      ) : (
        <>
          {run.status !== "cut_off" ? (
            <p className="notice notice--warning" data-not-cut-off>
              {t("coretax.notCutOff")}
            </p>
          ) : null}
          <div className="mass-grid">
            {(["bpmp", "bpa1"] as const).map((file) => (
              <div className="card" key={file} data-file={file}>
                <h4>{t(`coretax.${file}`)}</h4>
                <p className="muted">{summary[file] ? t(`coretax.${file}Hint`, { count: summary[file] }) : t("coretax.none")}</p>
                {run.status === "cut_off" && summary[file] > 0 ? (
                  <a className="button" href={fileHref(file)}>
                    {t("coretax.download")}
                  </a>
                ) : null}
              </div>
            ))}
          </div>
        </>
      )}

      {missing.company.length || missing.employees.length ? <MissingList missing={missing} period={period} /> : null}

      <h3>{t("a1.title", { year: period.year })}</h3>
      <p className="muted">{t("a1.hint")}</p>
      {ready.length ? (
        <p>
          <a className="button button--secondary" href={a1Href()} data-a1-all>
            {t("a1.downloadAll")}
          </a>
        </p>
      ) : null}
      <DataTable headings={[t("a1.employee"), t("a1.period"), t("a1.status"), { label: "A1" }]} empty={a1.data.length === 0} emptyText={t("a1.empty")}>
        {a1.data.map((row) => (
          <tr key={row.employee._id} data-a1={row.employee._id}>
            <td>
              {row.employee.fullname}
              {row.employee.nickname ? <small className="payroll-sub">{row.employee.nickname}</small> : null}
              <OpeningMissing months={row.months_missing} year={period.year} employeeId={row.employee._id} />
            </td>
            <td>
              {t(`payroll:months.${row.month_start}`)} – {t(`payroll:months.${row.month_end}`)}
            </td>
            <td>
              <StatusBadge status={row.run.status} />
            </td>
            <td>
              {row.run.status === "cut_off" ? (
                <a href={a1Href(row.employee._id)} target="_blank" rel="noreferrer">
                  {t("a1.open")}
                </a>
              ) : (
                <span className="muted">{t("a1.notCutOff", { month: t(`payroll:months.${row.month_end}`) })}</span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

/** Per record, what it lacks, each linked to where it is filled in. */
function MissingList({ missing, period }: { missing: TaxMissingOut; period: Period }) {
  const { t } = useTranslation("tax");
  const label = (key: TaxMissing) => t(`missing.${key}`);
  return (
    <div className="notice notice--warning tax-missing" role="status" data-missing id="missing" data-period={`${period.year}-${period.month}`}>
      <p>
        <strong>{t("missing.title")}</strong>
      </p>
      <ul className="payroll-components">
        {missing.company.length ? (
          <li data-missing-company>
            <span>{t("missing.company")}</span>
            <span>
              {missing.company.map((key, index) => (
                <span key={key}>
                  {index ? " · " : null}
                  <Link to={companyHref(key)}>{label(key)}</Link>
                </span>
              ))}
            </span>
          </li>
        ) : null}
        {missing.employees.map((person) => (
          <li key={person._id} data-missing-employee={person._id}>
            <span>
              {person.fullname}
              {person.nickname ? <small className="payroll-sub">{person.nickname}</small> : null}
            </span>
            <span>
              {person.missing.map((key, index) => (
                <span key={key}>
                  {index ? " · " : null}
                  <Link to={employeeHref(person, key)}>{label(key)}</Link>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
