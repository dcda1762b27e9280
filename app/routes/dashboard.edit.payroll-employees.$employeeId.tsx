import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { messageText } from "../../contract/message-text";
import { PAYROLL_COMPONENT_KINDS, PAYROLL_COMPONENT_NOTE_MAX } from "../../contract/payroll-runs";
import { PAYROLL_MONEY_MAX } from "../../contract/payroll";
import type { PayrollItemOut, PayrollLineOut } from "../../contract/responses/payroll";
import { CsrfInput } from "~/components/CsrfInput";
import { detailHref, periodOf, runHref } from "~/components/payroll/amounts";
import { NotRunYet } from "~/components/payroll/NotRunYet";
import { PeriodPicker } from "~/components/payroll/PeriodPicker";
import { StatusBadge } from "~/components/payroll/StatusBadge";
import payrollStyles from "~/components/payroll/payroll.css";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { ApiError } from "~/lib/api.server";
import { commitSession, readForm, requireSection } from "~/lib/auth.server";
import { formatRupiah } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { mayPayroll } from "~/lib/payroll-access.server";
import { translator } from "~/lib/translate.server";

/**
 * The payroll detail of one employee and month (docs/specification.md §2: the month is zero-based
 * in this address), a route of its own that wins over the record catch-all (docs/decisions/0023): every
 * line of the saved item by section, the TER category and rate, the December / leaving-month
 * recalculation when it applies, take-home pay; before the cut-off, one-off lines (bonus, deduction, other
 * income, THR) added or removed, that employee then recomputed alone.
 */
export const handle: RouteHandle = { i18n: ["payroll", "screens", "messages"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: payrollStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const addForm = z.object({
  intent: z.literal("add"),
  kind: z.enum(PAYROLL_COMPONENT_KINDS),
  amount: z.coerce.number().int().min(1).max(PAYROLL_MONEY_MAX),
  note: z.string().max(PAYROLL_COMPONENT_NOTE_MAX).optional(),
});
const removeForm = z.object({ intent: z.literal("remove"), id: z.string().regex(ID) });

function employeeIdOf(params: { employeeId?: string }): string {
  const id = params.employeeId ?? "";
  if (!ID.test(id)) throw new Response("Not Found", { status: 404 });
  return id.toLowerCase();
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, viewer } = await requireSection(request, context, "payroll-run");
  const employeeId = employeeIdOf(params);
  const period = periodOf(new URL(request.url).searchParams, { zeroBased: true });
  const [run, t] = await Promise.all([api.payroll.runs.ofMonth(period.year, period.month), translator(request, ["nav", "payroll"])]);
  const found = run && run.employees > 0 ? await api.payroll.runs.items(run._id, { "employee._id": employeeId, limit: 1 }) : null;
  const item = found?.data[0] ?? null;
  // An employee of another company, or none at all, is not found (the API scopes by company).
  if (run && run.employees > 0 && !item) throw new Response("Not Found", { status: 404 });
  const components = await api.payroll.components.list(period.year, period.month, employeeId);
  const mayWrite = mayPayroll(viewer, "payroll-run", "write");
  return json({
    employeeId,
    period,
    run,
    item,
    components,
    mayWrite,
    documentTitle: item ? `${item.employee.fullname} · ${t("nav:payroll")}` : t("nav:payroll"),
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireSection(request, context, "payroll-run", "write");
  const employeeId = employeeIdOf(params);
  const period = periodOf(new URL(request.url).searchParams, { zeroBased: true });
  const { form, session } = await readForm(request);
  const flash = async (kind: "success" | "error", message: string) => {
    session.flash("flash", { kind, message });
    return redirect(detailHref(employeeId, period), { headers: { "Set-Cookie": await commitSession(session) } });
  };
  const fields = Object.fromEntries(form);
  const parsed = fields.intent === "remove" ? removeForm.safeParse(fields) : addForm.safeParse({ ...fields, note: String(fields.note ?? "").trim() || undefined });
  if (!parsed.success) return flash("error", messageText("invalidFields"));
  try {
    if (parsed.data.intent === "add") {
      const { kind, amount, note } = parsed.data;
      await api.payroll.components.add({ employee: { _id: employeeId }, year: period.year, month: period.month, kind, amount, note });
    } else {
      await api.payroll.components.remove(parsed.data.id);
    }
    // That employee alone is computed again, the run's totals with it (docs/decisions/0028-payroll-runs.md).
    const run = await api.payroll.runs.ofMonth(period.year, period.month);
    const item = run && run.status === "saved" ? (await api.payroll.runs.items(run._id, { "employee._id": employeeId, limit: 1 })).data[0] : undefined;
    if (run && item) await api.payroll.runs.recompute(run._id, item._id);
    return flash("success", messageText("dataSaved"));
  } catch (error) {
    if (error instanceof ApiError && [404, 409, 422].includes(error.status)) return flash("error", error.message);
    throw error;
  }
}

/** Line keys ("bpjs.jht_employee") as the flat keys of payroll.json's `lines` ("bpjs_jht_employee"). */
const flat = (key: string) => key.replaceAll(".", "_");

export default function PayrollDetail() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("payroll");
  const { item, run, period } = data;
  const here = detailHref(data.employeeId, period);
  const open = run?.status !== "cut_off";
  return (
    <section className="card screen payroll" data-screen="payroll-detail">
      <ScreenHeader trail={[t("nav:payroll"), t("nav:payrollRun")]} title={item ? item.employee.fullname : t("item.title")}>
        {item ? (
          <dl className="payroll-person">
            <Person label={t("run.columns.employeeNo")} value={item.employee.employee_id} />
            <Person label={t("run.columns.department")} value={item.employee.department?.name} />
            <Person label={t("run.columns.jobTitle")} value={item.employee.job_title?.name} />
            <Person label={t("run.columns.location")} value={item.employee.location?.name} />
            <Person label={t("fields.marital_status")} value={item.marital_status.toUpperCase()} />
          </dl>
        ) : null}
      </ScreenHeader>
      <div className="payroll-bar">
        <PeriodPicker period={period} action={`/dashboard/edit/payroll-employees/${data.employeeId}`} zeroBased />
        <div className="run-state">
          {run ? <StatusBadge status={run.status} /> : null}
          {item ? (
            <>
              <a className="button button--secondary button--small" href={`/dashboard/payslips/${item.run._id}/${item._id}?lang=id`} download data-payslip="id">
                {t("item.payslip")} (ID)
              </a>
              <a className="button button--secondary button--small" href={`/dashboard/payslips/${item.run._id}/${item._id}?lang=en`} download data-payslip="en">
                {t("item.payslip")} (EN)
              </a>
            </>
          ) : null}
          <Link to={runHref(period)}>{t("item.backToRun")}</Link>
        </div>
      </div>
      {!item ? (
        <NotRunYet period={period} />
      ) : (
        <div className="payroll-detail">
          <div>
            <ItemLines item={item} />
          </div>
          <aside className="payroll-side">
            <Components here={here} open={open} mayWrite={data.mayWrite} />
          </aside>
        </div>
      )}
    </section>
  );
}

function Person({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function ItemLines({ item }: { item: PayrollItemOut }) {
  const { t } = useTranslation("payroll");
  const of = (...kinds: string[]) => item.lines.filter((line) => kinds.includes(line.kind) && line.key !== "take_home");
  const sections: { id: string; title: string; lines: PayrollLineOut[] }[] = [
    { id: "earnings", title: t("sections.earnings"), lines: of("earning") },
    { id: "deductions", title: t("sections.deductions"), lines: of("deduction") },
    { id: "employer", title: t("sections.employer"), lines: of("employer") },
    { id: "tax", title: t("sections.tax"), lines: of("tax", "subtotal").filter((line) => !line.key.startsWith("annual.") && line.key !== "ter_rate" && line.key !== "pph21") },
  ];
  return (
    <>
      <div className="payroll-takehome" data-line="take_home">
        <span>{t("lines.take_home")}</span>
        <span data-amount>{formatRupiah(item.take_home)}</span>
      </div>
      {sections.map((section) =>
        section.lines.length ? (
          <table key={section.id} className="payroll-lines" data-section={section.id}>
            <caption>{section.title}</caption>
            <tbody>
              {section.lines.map((line, index) => (
                <tr key={`${line.key}.${index}`} data-line={line.key}>
                  <th scope="row">
                    {t(`lines.${flat(line.key)}`, { defaultValue: line.key })}
                    {typeof line.detail?.note === "string" ? (
                      <small className="payroll-sub" data-note>
                        {line.detail.note}
                      </small>
                    ) : null}
                  </th>
                  <td className="num">{line.key === "ter_rate" ? `${item.ter_category} · ${String(item.ter_rate).replace(".", ",")} %` : formatRupiah(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null,
      )}
      <table className="payroll-lines" data-section="ter">
        <caption>{t("terCategory")}</caption>
        <tbody>
          <tr data-line="ter">
            <th scope="row">{t("item.ter")}</th>
            <td className="num">
              {item.annual ? t("item.annualMonth") : `${item.ter_category} · ${String(item.ter_rate).replace(".", ",")} %`}
            </td>
          </tr>
          <tr data-line="pph21">
            <th scope="row">{t("lines.pph21")}</th>
            <td className="num">{formatRupiah(item.pph21)}</td>
          </tr>
        </tbody>
      </table>
      {item.annual ? (
        <table className="payroll-lines" data-section="annual">
          <caption>{t("item.annual")}</caption>
          <tbody>
            {(
              [
                ["annual_gross", item.annual.annual_gross],
                ["annual_biaya_jabatan", item.annual.biaya_jabatan],
                ["annual_pension", item.annual.pension],
                ["annual_net", item.annual.net],
                ["annual_ptkp", item.annual.ptkp],
                ["annual_pkp", item.annual.pkp],
                ["annual_tax", item.annual.tax],
                ...(item.annual.surcharge ? ([["annual_npwp_surcharge", item.annual.surcharge]] as const) : []),
                ["annual_withheld", item.annual.withheld],
                ["pph21", item.annual.this_month],
              ] as const
            ).map(([key, amount]) => (
              <tr key={key} data-line={key}>
                <th scope="row">{key === "pph21" ? t("item.thisMonth") : t(`lines.${key}`)}</th>
                <td className="num">{formatRupiah(amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

function Components({ here, open, mayWrite }: { here: string; open: boolean; mayWrite: boolean }) {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("payroll");
  return (
    <div className="card" data-components>
      <h3>{t("item.oneOff")}</h3>
      {data.components.length === 0 ? (
        <p className="muted">{t("item.noOneOff")}</p>
      ) : (
        <ul className="payroll-components">
          {data.components.map((component) => (
            <li key={component._id} data-component={component.kind}>
              <span>
                <strong>{t(`item.kinds.${component.kind}`)}</strong> {formatRupiah(component.amount)}
                {component.note ? <small className="payroll-sub">{component.note}</small> : null}
              </span>
              {open && mayWrite ? (
                <Form method="post" action={here}>
                  <CsrfInput />
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={component._id} />
                  <button type="submit" className="button button--danger-outline button--small">
                    {t("item.remove")}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {open && mayWrite ? (
        <Form method="post" action={here} className="payroll-add">
          <CsrfInput />
          <input type="hidden" name="intent" value="add" />
          <label>
            {t("item.kind")}
            <select name="kind" required defaultValue="bonus">
              {PAYROLL_COMPONENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`item.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("item.amount")}
            <input type="number" name="amount" min={1} max={PAYROLL_MONEY_MAX} step={1} inputMode="numeric" required />
          </label>
          <label>
            {t("item.note")}
            <input type="text" name="note" maxLength={PAYROLL_COMPONENT_NOTE_MAX} />
          </label>
          <button type="submit" className="button">
            {t("item.add")}
          </button>
          <small className="muted">{t("item.addHint")}</small>
        </Form>
      ) : open ? null : (
        <p className="muted" data-locked>
          {t("item.locked")}
        </p>
      )}
    </div>
  );
}
