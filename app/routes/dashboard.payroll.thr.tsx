import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { messageText } from "../../contract/message-text";
import { PAYROLL_LAST_YEAR, PAYROLL_FIRST_PERIOD } from "../../contract/payroll";
import type { ThrItemOut, ThrRunOut } from "../../contract/responses/thr";
import { THR_HOLIDAYS, THR_HOLIDAY_MODES, THR_METHODS, type ThrHoliday, type ThrSettings } from "../../contract/thr";
import { CsrfInput } from "~/components/CsrfInput";
import { DataTable } from "~/components/DataTable";
import { Pagination } from "~/components/Pagination";
import { currentPeriod, payrollYears, runHref } from "~/components/payroll/amounts";
import { MoneyCell } from "~/components/payroll/ReportParts";
import { ConfirmCutOff, RunSearch, RunState, Stat, useDateText } from "~/components/payroll/RunParts";
import payrollStyles from "~/components/payroll/payroll.css";
import thrStyles from "~/components/payroll/thr.css";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { ApiError } from "~/lib/api.server";
import { commitSession, readForm, requireSection } from "~/lib/auth.server";
import { formatRupiah } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { mayPayroll } from "~/lib/payroll-access.server";
import { translator } from "~/lib/translate.server";

/**
 * Payroll › THR (docs/decisions/0037-thr-runs.md): a year's holiday — Run & Save with its pay month
 * (and pay date), then every employee in it with religion, holiday, service, wage and THR, the totals, a
 * warning when the pay date is later than 7 days before the holiday or the pay month's payroll predates
 * the THR, the xlsx export, Run again and the cut-off (a <details> confirmation), and the company's THR
 * settings. Plain forms and links: it works without JavaScript.
 */
export const handle: RouteHandle = { i18n: ["thr", "payroll", "screens", "messages"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: payrollStyles },
  { rel: "stylesheet", href: thrStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const PAGE_SIZE = 50;
const PATH = "/dashboard/payroll/thr";

interface Choice {
  year: number;
  holiday: ThrHoliday;
}
const hrefOf = (choice: Choice) => `${PATH}?year=${choice.year}&holiday=${choice.holiday}`;

/** The year and holiday of the address; anything else is this year's Idul Fitri. */
function choiceOf(params: URLSearchParams): Choice {
  const year = Number(params.get("year"));
  const holiday = THR_HOLIDAYS.find((h) => h === params.get("holiday"));
  return { year: Number.isInteger(year) && year >= PAYROLL_FIRST_PERIOD.year && year <= PAYROLL_LAST_YEAR ? year : currentPeriod().year, holiday: holiday ?? "idul_fitri" };
}

const choiceForm = { year: z.coerce.number().int(), holiday: z.enum(THR_HOLIDAYS) };
const intentForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("run"), ...choiceForm, pay_month: z.coerce.number().int().min(1).max(12), pay_date: z.string().optional() }),
  z.object({ intent: z.literal("cut-off"), ...choiceForm }),
  z.object({ intent: z.literal("settings"), ...choiceForm, method: z.enum(THR_METHODS), holiday_mode: z.enum(THR_HOLIDAY_MODES), exclude_ending_pkwt: z.literal("on").optional() }),
]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, viewer } = await requireSection(request, context, "thr");
  const url = new URL(request.url);
  const choice = choiceOf(url.searchParams);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const [settings, runs, holidays, t] = await Promise.all([api.thr.settings(), api.thr.list(choice.year), api.thr.holidays(choice.year), translator(request, ["nav"])]);
  const run = runs.find((r) => r.holiday === choice.holiday) ?? null;
  const items = run && run.employees > 0 ? await api.thr.items(run._id, { q: q || undefined, limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }) : null;
  return json({
    choice,
    settings,
    runs,
    run,
    dates: holidays.find((h) => h.holiday === choice.holiday) ?? null,
    items: items?.data ?? [],
    total: items?.meta.total ?? 0,
    page,
    pages: Math.max(1, Math.ceil((items?.meta.total ?? 0) / PAGE_SIZE)),
    q,
    mayWrite: mayPayroll(viewer, "thr", "write"),
    // The link to the pay month's Payroll Run, for those who may open it.
    mayOpenPayroll: mayPayroll(viewer, "payroll-run"),
    today: currentPeriod(),
    documentTitle: t("nav:thr"),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireSection(request, context, "thr", "write");
  const { form, session } = await readForm(request);
  const parsed = intentForm.safeParse(Object.fromEntries(form));
  const back = hrefOf(parsed.success ? parsed.data : choiceOf(new URL(request.url).searchParams));
  const flash = async (kind: "success" | "error", message: string) => {
    session.flash("flash", { kind, message });
    return redirect(back, { headers: { "Set-Cookie": await commitSession(session) } });
  };
  if (!parsed.success) return flash("error", messageText("invalidFields"));
  const data = parsed.data;
  try {
    if (data.intent === "run") {
      await api.thr.run({ year: data.year, holiday: data.holiday, pay_month: data.pay_month, ...(data.pay_date ? { pay_date: data.pay_date } : {}) });
    } else if (data.intent === "cut-off") {
      const run = (await api.thr.list(data.year)).find((r) => r.holiday === data.holiday);
      if (!run) return flash("error", messageText("notFound"));
      await api.thr.cutOff(run._id);
    } else {
      await api.thr.saveSettings({ method: data.method, holiday_mode: data.holiday_mode, exclude_ending_pkwt: data.exclude_ending_pkwt === "on" });
    }
    return flash("success", messageText("dataSaved"));
  } catch (error) {
    // 409: cut off (the THR or its pay month's payroll), a payroll run in progress; 422: bad input, no holiday date.
    if (error instanceof ApiError && [404, 409, 422].includes(error.status)) {
      const field = error.errors ? Object.values(error.errors)[0] : undefined;
      return flash("error", field ?? error.message);
    }
    throw error;
  }
}

export default function Thr() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("thr");
  const { run, choice } = data;
  const holiday = t(`holidays.${choice.holiday}`);
  return (
    <section className="card screen payroll thr" data-screen="nav:thr">
      <ScreenHeader trail={[t("nav:payroll")]} title={t("nav:thr")}>
        <p className="muted">{t("intro")}</p>
      </ScreenHeader>
      <div className="payroll-bar">
        <ChoicePicker choice={choice} />
        {run ? <RunState run={run} text={(key, values) => t(key, values)} /> : null}
      </div>
      {data.runs.length ? (
        <p className="thr-runs" data-thr-runs>
          <span className="muted">{t("runsOfYear", { year: choice.year })}</span>{" "}
          {data.runs.map((r) => (
            <Link key={r._id} to={hrefOf({ year: r.year, holiday: r.holiday })} aria-current={r.holiday === choice.holiday ? "page" : undefined}>
              {t(`holidays.${r.holiday}`)}
            </Link>
          ))}
        </p>
      ) : null}
      {run ? (
        <RunBody run={run} />
      ) : (
        <div className="payroll-empty" data-payroll-empty>
          <p className="payroll-empty__title">{t("empty.title", { holiday, year: choice.year })}</p>
          <HolidayDate />
          <p className="muted">{data.mayWrite ? t("empty.hint") : t("empty.readOnly")}</p>
          {data.mayWrite ? <RunForm choice={choice} payMonth={data.dates?.pay_deadline ? Number(data.dates.pay_deadline.slice(5, 7)) : choice.year === data.today.year ? data.today.month : 1} label={t("runAndSave")} primary /> : null}
        </div>
      )}
      <Settings settings={data.settings} choice={choice} mayWrite={data.mayWrite} />
    </section>
  );
}

/** Before a run: when the holiday falls in the company's calendar and the last day to pay on time. */
function HolidayDate() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("thr");
  const date = useDateText();
  const holiday = t(`holidays.${data.choice.holiday}`);
  const dates = data.dates;
  return dates?.date && dates.pay_deadline ? (
    <p data-thr-holiday-date>{t("holidayOn", { holiday, date: date(dates.date), deadline: date(dates.pay_deadline) })}</p>
  ) : (
    <p className="notice notice--warning" data-thr-holiday-date>
      {t("holidayUnknown", { holiday, year: data.choice.year })}
    </p>
  );
}

function ChoicePicker({ choice }: { choice: Choice }) {
  const { t } = useTranslation("thr");
  return (
    <form method="get" action={PATH} className="period-picker" aria-label={t("pick")}>
      <label>
        <span>{t("fields.year")}</span>
        <select name="year" defaultValue={String(choice.year)}>
          {payrollYears(Math.max(choice.year, currentPeriod().year)).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t("fields.holiday")}</span>
        <select name="holiday" defaultValue={choice.holiday}>
          {THR_HOLIDAYS.map((h) => (
            <option key={h} value={h}>
              {t(`holidays.${h}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--secondary">
        {t("show")}
      </button>
    </form>
  );
}

/** Run & Save (again): the pay month and, optionally, the pay date. */
function RunForm({ choice, payMonth, payDate, label, primary = false }: { choice: Choice; payMonth: number; payDate?: string; label: string; primary?: boolean }) {
  const { t } = useTranslation("thr");
  return (
    <Form method="post" action={hrefOf(choice)} className="thr-run-form">
      <CsrfInput />
      <input type="hidden" name="intent" value="run" />
      <input type="hidden" name="year" value={choice.year} />
      <input type="hidden" name="holiday" value={choice.holiday} />
      <label>
        <span>{t("fields.payMonth")}</span>
        <select name="pay_month" defaultValue={String(payMonth)}>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {t(`payroll:months.${i + 1}`)} {choice.year}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t("fields.payDate")}</span>
        <input type="date" name="pay_date" defaultValue={payDate ?? ""} min={`${choice.year}-01-01`} max={`${choice.year}-12-31`} aria-describedby="thr-pay-date-hint" />
      </label>
      <button type="submit" className={primary ? "button" : "button button--secondary"}>
        {label}
      </button>
      <small id="thr-pay-date-hint" className="muted thr-run-form__hint">
        {t("payDateHint")}
      </small>
    </Form>
  );
}

function RunBody({ run }: { run: ThrRunOut }) {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("thr");
  const date = useDateText();
  const { choice } = data;
  const holiday = t(`holidays.${run.holiday}`);
  const month = t(`payroll:months.${run.pay_month}`);
  const pageHref = (page: number) => `${hrefOf(choice)}&${new URLSearchParams({ ...(data.q ? { q: data.q } : {}), page: String(page) })}`;
  const payrollHref = runHref({ year: run.year, month: run.pay_month });
  return (
    <>
      <ul className="payroll-summary" aria-label={t("summary.label")}>
        <Stat label={t("summary.holidayDate")} value={date(run.holiday_date)} name="holiday_date" />
        <Stat label={t("summary.payDate")} value={date(run.pay_date)} name="pay_date" />
        <Stat label={t("summary.employees")} value={String(run.employees)} name="employees" />
        <Stat label={t("summary.paid")} value={String(run.paid)} name="paid" />
        <Stat label={t("summary.total")} value={formatRupiah(run.total)} name="total" strong />
      </ul>
      {run.late ? (
        <p className="notice notice--warning" role="alert" data-thr-late>
          {t("late", { payDate: date(run.pay_date), deadline: date(run.pay_deadline) })}
        </p>
      ) : null}
      {run.payroll?.outdated ? (
        <p className="notice notice--warning" data-thr-outdated>
          {t("outdated", { month, year: run.year })} {data.mayOpenPayroll ? <Link to={payrollHref}>{t("openPayroll")}</Link> : null}
        </p>
      ) : null}
      {run.payroll?.status === "cut_off" ? (
        <p className="notice notice--info" data-thr-payroll-cut-off>
          {t("payrollCutOff", { month, year: run.year })} {data.mayOpenPayroll ? <Link to={payrollHref}>{t("openPayroll")}</Link> : null}
        </p>
      ) : null}
      <p className="muted thr-used">
        {t("usedSettings", {
          method: t(`settings.methods.${run.settings.method}`),
          pkwt: t(`settings.pkwt.${run.settings.exclude_ending_pkwt ? "on" : "off"}`),
          mode: t(`settings.modes.${run.settings.holiday_mode}`),
        })}
      </p>
      <div className="list-toolbar">
        <RunSearch action={PATH} label={t("filter")} hidden={{ year: choice.year, holiday: choice.holiday }} q={data.q} placeholder={t("search")} resetHref={data.q ? hrefOf(choice) : null} />
        <div className="button-row">
          {run.employees > 0 ? (
            <a className="button button--secondary" href={`${PATH}/export?year=${run.year}&holiday=${run.holiday}`} download>
              {t("export")}
            </a>
          ) : null}
          {run.status === "saved" && data.mayWrite ? (
            <ConfirmCutOff
              action={hrefOf(choice)}
              fields={{ year: choice.year, holiday: choice.holiday }}
              texts={{ open: t("cutOff"), question: t("confirmCutOff", { holiday, year: choice.year }), hint: t("cutOffHint"), yes: t("cutOffYes"), no: t("no") }}
            />
          ) : null}
        </div>
      </div>
      {run.status === "saved" && data.mayWrite ? (
        <details className="thr-again">
          <summary className="button button--secondary">{t("runAgain")}</summary>
          <RunForm choice={choice} payMonth={run.pay_month} payDate={run.pay_date} label={t("runAgain")} />
        </details>
      ) : null}
      <DataTable
        className="payroll-table thr-table"
        headings={(["employee", "religion", "holidayDate", "service", "wage", "thr", "notes"] as const).map((column) => ({ label: t(`columns.${column}`), numeric: column === "wage" || column === "thr" }))}
        empty={data.items.length === 0}
        emptyText={data.q ? t("noMatch") : t("nobody")}
        foot={
          <tr data-totals>
            <th scope="row" colSpan={5}>
              {t("total", { count: run.employees })}
            </th>
            <td className="num" data-label={t("columns.thr")}>
              <strong>{formatRupiah(run.total)}</strong>
            </td>
            <td />
          </tr>
        }
      >
        {data.items.map((item) => (
          <ItemRow key={item._id} item={item} byDay={run.settings.method === "day"} />
        ))}
      </DataTable>
      <Pagination page={data.page} pages={data.pages} href={pageHref} text={t("page", { page: data.page, pages: data.pages, total: data.total })} />
    </>
  );
}

/** A row; `data-label` names each cell's column in the phone's stacked cards (app.css). */
function ItemRow({ item, byDay }: { item: ThrItemOut; byDay: boolean }) {
  const { t } = useTranslation("thr");
  const date = useDateText();
  const label = (column: string) => t(`columns.${column}`);
  const notes = [t(`rules.${item.rule}`), ...item.warnings.map((w) => t(`warnings.${w.code}`))];
  return (
    <tr data-record={item._id} data-employee={item.employee._id}>
      <td data-label={label("employee")}>
        <strong>{item.employee.fullname}</strong>
        <span className="payroll-sub">{[item.employee.employee_id, item.employee.job_title?.name].filter(Boolean).join(" · ")}</span>
      </td>
      <td data-label={label("religion")}>{item.religion?.name ?? t("noDate")}</td>
      <td data-label={label("holidayDate")}>
        <span>
          {t(`holidays.${item.holiday}`)} <small className="muted">{date(item.holiday_date)}</small>
        </span>
      </td>
      <td data-label={label("service")} data-field="service">
        <span>
          {byDay ? t("serviceDays", { months: t("service", { count: item.months_of_service }), days: t("dayCount", { count: item.days_of_service }) }) : t("service", { count: item.months_of_service })}{" "}
          {item.join_date ? <small className="muted">{t("since", { date: date(item.join_date) })}</small> : null}
        </span>
      </td>
      <MoneyCell value={item.wage} label={label("wage")} />
      <td className="num" data-field="amount" data-label={label("thr")}>
        <strong>{formatRupiah(item.amount)}</strong>
      </td>
      <td data-label={label("notes")} data-field="notes" data-rule={item.rule}>
        {notes.join("; ")}
      </td>
    </tr>
  );
}

/** The company's THR settings: a plain form (an unticked box is absent from it: off). */
function Settings({ settings, choice, mayWrite }: { settings: ThrSettings; choice: Choice; mayWrite: boolean }) {
  const { t } = useTranslation("thr");
  return (
    <details className="thr-settings" data-thr-settings>
      <summary>{t("settings.title")}</summary>
      <Form method="post" action={hrefOf(choice)} className="mass-form">
        <CsrfInput />
        <input type="hidden" name="intent" value="settings" />
        <input type="hidden" name="year" value={choice.year} />
        <input type="hidden" name="holiday" value={choice.holiday} />
        <p className="muted">{t("settings.hint")}</p>
        <RadioSet legend={t("settings.method")} name="method" values={THR_METHODS} checked={settings.method} label={(method) => t(`settings.methods.${method}`)} disabled={!mayWrite} />
        <RadioSet legend={t("settings.mode")} name="holiday_mode" values={THR_HOLIDAY_MODES} checked={settings.holiday_mode} label={(mode) => t(`settings.modes.${mode}`)} disabled={!mayWrite} />
        <fieldset disabled={!mayWrite}>
          <label>
            <input type="checkbox" name="exclude_ending_pkwt" defaultChecked={settings.exclude_ending_pkwt} />
            {t("settings.excludePkwt")}
          </label>
        </fieldset>
        {mayWrite ? (
          <button type="submit" className="button button--secondary">
            {t("settings.save")}
          </button>
        ) : null}
      </Form>
    </details>
  );
}

/** One setting's choices as radio buttons, the saved one ticked. */
function RadioSet({ legend, name, values, checked, label, disabled }: { legend: string; name: string; values: readonly string[]; checked: string; label: (value: string) => string; disabled: boolean }) {
  return (
    <fieldset disabled={disabled}>
      <legend>{legend}</legend>
      {values.map((value) => (
        <label key={value}>
          <input type="radio" name={name} value={value} defaultChecked={checked === value} />
          {label(value)}
        </label>
      ))}
    </fieldset>
  );
}
