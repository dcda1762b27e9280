import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { messageText } from "../../contract/message-text";
import type { PayrollItemOut, PayrollRunOut } from "../../contract/responses/payroll";
import { CsrfInput } from "~/components/CsrfInput";
import { DataTable } from "~/components/DataTable";
import { Pagination } from "~/components/Pagination";
import { BankFileForm } from "~/components/payroll/BankFileForm";
import { bpjsEmployee, bpjsEmployer, detailHref, openingMissing, periodOf, runHref, runPercent, type Period } from "~/components/payroll/amounts";
import { OpeningMissing } from "~/components/payroll/OpeningMissing";
import { PeriodPicker } from "~/components/payroll/PeriodPicker";
import { MoneyCell } from "~/components/payroll/ReportParts";
import { ConfirmCutOff, RunSearch, RunState, Stat } from "~/components/payroll/RunParts";
import { WorkProgress } from "~/components/payroll/WorkProgress";
import payrollStyles from "~/components/payroll/payroll.css";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { ApiError } from "~/lib/api.server";
import { commitSession, readForm, requireSection } from "~/lib/auth.server";
import { filterChoices } from "~/lib/filter-choices.server";
import { formatRupiah } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { payrollRunForm } from "~/lib/page-forms.server";
import { mayPayroll } from "~/lib/payroll-access.server";
import { translator } from "~/lib/translate.server";

/**
 * Payroll › Payroll Run (docs/decisions/0028-payroll-runs.md): a month's run — 'Run & Save'
 * while it has none (docs/specification.md §8, §9), then every employee's item with totals at the foot,
 * search and filters, the xlsx export, 'Run again' and the cut-off (§5's confirmation, a <details>, no
 * JavaScript needed). A run still going shows its progress: a page refreshing itself without JavaScript,
 * the progress notifier polling the run with it (§1, §4).
 */
export const handle: RouteHandle = { i18n: ["payroll", "screens", "messages", "reports"], hydrate: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: payrollStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const PAGE_SIZE = 50;
const FILTERS = ["department", "location", "job_title"] as const;
type FilterName = (typeof FILTERS)[number];
const FILTER_SOURCES: Record<FilterName, string> = {
  department: "refs/employees/orgs/departments",
  location: "refs/employees/orgs/locations",
  job_title: "refs/employees/orgs/job-titles",
};
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, viewer } = await requireSection(request, context, "payroll-run");
  const url = new URL(request.url);
  const period = periodOf(url.searchParams);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const chosen = Object.fromEntries(FILTERS.map((name) => [name, ID.test(url.searchParams.get(name) ?? "") ? url.searchParams.get(name)! : ""])) as Record<FilterName, string>;
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const [run, options, t] = await Promise.all([
    api.payroll.runs.ofMonth(period.year, period.month),
    filterChoices(api, FILTER_SOURCES),
    translator(request, ["nav"]),
  ]);
  // A re-run in progress still shows the last saved items; a first run has none yet.
  const items =
    run && run.employees > 0
      ? await api.payroll.runs.items(run._id, {
          q: q || undefined,
          "department._id": chosen.department || undefined,
          "location._id": chosen.location || undefined,
          "job_title._id": chosen.job_title || undefined,
          limit: PAGE_SIZE,
          skip: (page - 1) * PAGE_SIZE,
        })
      : null;
  const mayWrite = mayPayroll(viewer, "payroll-run", "write");
  return json({
    period,
    run,
    items: items?.data ?? [],
    total: items?.meta.total ?? 0,
    page,
    pages: Math.max(1, Math.ceil((items?.meta.total ?? 0) / PAGE_SIZE)),
    q,
    chosen,
    options,
    mayWrite,
    documentTitle: t("nav:payrollRun"),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireSection(request, context, "payroll-run", "write");
  const { form, session } = await readForm(request);
  const parsed = payrollRunForm.safeParse(Object.fromEntries(form));
  const fallback = periodOf(new URL(request.url).searchParams);
  const back = runHref(parsed.success ? parsed.data : fallback);
  const flash = async (kind: "success" | "error", message: string) => {
    session.flash("flash", { kind, message });
    return redirect(back, { headers: { "Set-Cookie": await commitSession(session) } });
  };
  if (!parsed.success) return flash("error", messageText("invalidFields"));
  const { intent, year, month } = parsed.data;
  try {
    if (intent === "run") {
      const run = await api.payroll.runs.create(year, month);
      // Still going (202): the page shows its progress and refreshes itself until it is saved.
      if (run.status === "running") return redirect(back);
      return flash("success", messageText("dataSaved"));
    }
    const run = await api.payroll.runs.ofMonth(year, month);
    if (!run) return flash("error", messageText("notFound"));
    await api.payroll.runs.cutOff(run._id);
    return flash("success", messageText("dataSaved"));
  } catch (error) {
    // 409: cut off, or a run of the month in progress; 422: a month without rates. Shown by code (decision 0024).
    if (error instanceof ApiError && [404, 409, 422].includes(error.status)) return flash("error", error.message);
    throw error;
  }
}

export default function PayrollRun() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("payroll");
  const { run, period } = data;
  return (
    <section className="card screen payroll" data-screen="nav:payrollRun">
      <ScreenHeader trail={[t("nav:payroll")]} title={t("nav:payrollRun")}>
        <p className="muted">{t("run.intro")}</p>
      </ScreenHeader>
      <div className="payroll-bar">
        <PeriodPicker period={period} action="/dashboard/payroll/run" />
        {run ? <RunState run={run} text={(key, values) => t(`run.${key}`, values)} /> : null}
      </div>
      {run?.status === "running" ? <Progress run={run} period={period} /> : null}
      {!run ? <NotSet period={period} mayWrite={data.mayWrite} /> : null}
      {run && run.employees > 0 && run.status !== "running" ? <BankFileForm period={period} /> : null}
      {run && run.employees > 0 ? <RunBody /> : null}
    </section>
  );
}

function NotSet({ period, mayWrite }: { period: Period; mayWrite: boolean }) {
  const { t } = useTranslation("payroll");
  return (
    <div className="payroll-empty" data-payroll-empty>
      <p className="payroll-empty__title">{t("run.notSet")}</p>
      <p className="muted">{t("run.notSetHint", { month: t(`months.${period.month}`), year: period.year })}</p>
      {mayWrite ? <RunButton period={period} label={t("run.runAndSave")} primary /> : null}
    </div>
  );
}

function RunButton({ period, label, primary = false }: { period: Period; label: string; primary?: boolean }) {
  return (
    <Form method="post" action={runHref(period)}>
      <CsrfInput />
      <input type="hidden" name="intent" value="run" />
      <input type="hidden" name="year" value={period.year} />
      <input type="hidden" name="month" value={period.month} />
      <button type="submit" className={primary ? "button" : "button button--secondary"}>
        {label}
      </button>
    </Form>
  );
}

/** A run in progress: the page follows it until it is saved. */
function Progress({ run, period }: { run: PayrollRunOut; period: Period }) {
  const { t } = useTranslation("payroll");
  const percent = runPercent(run.progress);
  return (
    <WorkProgress
      name="run"
      message={t("run.running", { month: t(`months.${period.month}`), year: period.year })}
      count={t("run.progress", { done: run.progress.done, total: run.progress.total, count: run.progress.total, percent })}
      percent={percent}
    />
  );
}

function RunBody() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("payroll");
  const run = data.run!;
  const { period } = data;
  const open = run.status === "saved";
  const filtered = Boolean(data.q || FILTERS.some((name) => data.chosen[name]));
  const query = new URLSearchParams({ month: String(period.month), year: String(period.year) });
  if (data.q) query.set("q", data.q);
  for (const name of FILTERS) if (data.chosen[name]) query.set(name, data.chosen[name]);
  const pageHref = (page: number) => `/dashboard/payroll/run?${new URLSearchParams({ ...Object.fromEntries(query), page: String(page) })}`;
  return (
    <>
      <ul className="payroll-summary" aria-label={t("run.summary")}>
        <Stat label={t("run.employees")} value={String(run.employees)} name="employees" />
        <Stat label={t("run.columns.gross")} value={formatRupiah(run.totals.gross)} name="gross" />
        <Stat label={t("run.columns.bpjsEmployer")} value={formatRupiah(run.totals.bpjs_employer)} name="bpjs_employer" />
        <Stat label={t("run.columns.pph21")} value={formatRupiah(run.totals.pph21)} name="pph21" />
        <Stat label={t("run.columns.takeHome")} value={formatRupiah(run.totals.take_home)} name="take_home" strong />
      </ul>
      <div className="list-toolbar">
        <RunSearch
          action="/dashboard/payroll/run"
          label={t("run.filter")}
          hidden={{ month: period.month, year: period.year }}
          q={data.q}
          placeholder={t("run.searchPlaceholder")}
          resetHref={filtered ? runHref(period) : null}
        >
          {FILTERS.filter((name) => data.options[name].length > 0).map((name) => (
            <label key={name} className="list-filters__select">
              <span className="visually-hidden">{t(`run.filters.${name}`)}</span>
              <select name={name} defaultValue={data.chosen[name]}>
                <option value="">{t(`run.all.${name}`)}</option>
                {data.options[name].map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </RunSearch>
        <div className="button-row">
          <a className="button button--secondary" href={`/dashboard/payroll/run/export?${query}`} download>
            {t("run.export")}
          </a>
          {open && data.mayWrite ? (
            <>
              <RunButton period={period} label={t("run.runAgain")} />
              <ConfirmCutOff
                action={runHref(period)}
                fields={{ year: period.year, month: period.month }}
                texts={{ open: t("run.cutOff"), question: t("run.confirmCutOff"), hint: t("run.cutOffHint"), yes: t("run.cutOffYes"), no: t("screens:list.no") }}
              />
            </>
          ) : null}
        </div>
      </div>
      <DataTable
        className="payroll-table"
        headings={(["employee", "gross", "bpjsEmployee", "bpjsEmployer", "pph21", "deductions", "takeHome"] as const).map((column) => ({ label: t(`run.columns.${column}`), numeric: column !== "employee" }))}
        empty={data.items.length === 0}
        foot={
          <tr data-totals>
            <th scope="row">{filtered ? t("run.totalAll", { count: run.employees }) : t("run.total", { count: run.employees })}</th>
            <MoneyCell value={run.totals.gross} label={t("run.columns.gross")} />
            <MoneyCell value={run.totals.bpjs_employee} label={t("run.columns.bpjsEmployee")} />
            <MoneyCell value={run.totals.bpjs_employer} label={t("run.columns.bpjsEmployer")} />
            <MoneyCell value={run.totals.pph21} label={t("run.columns.pph21")} />
            <MoneyCell value={run.totals.deductions} label={t("run.columns.deductions")} />
            <td className="num" data-label={t("run.columns.takeHome")}>
              <strong>{formatRupiah(run.totals.take_home)}</strong>
            </td>
          </tr>
        }
      >
        {data.items.map((item) => (
          <ItemRow key={item._id} item={item} period={period} />
        ))}
      </DataTable>
      <Pagination page={data.page} pages={data.pages} href={pageHref} text={t("run.page", { page: data.page, pages: data.pages, total: data.total })} />
    </>
  );
}

/** A row of the table; `data-label` names each cell's column in the phone's stacked cards (app.css). */
function ItemRow({ item, period }: { item: PayrollItemOut; period: Period }) {
  const { t } = useTranslation("payroll");
  const label = (column: string) => t(`run.columns.${column}`);
  return (
    <tr data-record={item._id} data-employee={item.employee._id}>
      <td data-label={label("employee")}>
        <Link to={detailHref(item.employee._id, period)} className="row-link">
          {item.employee.fullname}
        </Link>
        <span className="payroll-sub">{[item.employee.employee_id, item.employee.job_title?.name].filter(Boolean).join(" · ")}</span>
        <OpeningMissing months={openingMissing(item)} year={period.year} employeeId={item.employee._id} />
      </td>
      <MoneyCell value={item.gross} label={label("gross")} />
      <MoneyCell value={bpjsEmployee(item)} label={label("bpjsEmployee")} />
      <MoneyCell value={bpjsEmployer(item)} label={label("bpjsEmployer")} />
      <MoneyCell value={item.pph21} label={label("pph21")} />
      <MoneyCell value={item.deductions} label={label("deductions")} />
      <td className="num" data-field="take_home" data-label={label("takeHome")}>
        <strong>{formatRupiah(item.take_home)}</strong>
      </td>
    </tr>
  );
}
