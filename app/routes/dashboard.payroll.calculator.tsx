import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { JKK_PERCENTAGES, MARITAL_STATUSES, OVERTIME_DAY_TYPES, PAYROLL_ALLOWANCE_KEYS, WORK_DAYS } from "../../contract/enums";
import type { PayrollSimulationBodyInput } from "../../contract/payroll";
import type { PayrollSimulation } from "../../contract/responses/payroll";
import { CsrfInput } from "~/components/CsrfInput";
import { FieldErrors, FormErrors } from "~/components/forms/Field";
import { ApiError } from "~/lib/api.server";
import { readForm, requireSection } from "~/lib/auth.server";
import { formatRupiah } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { translateMessage } from "~/lib/messages";
import { parseCalculator } from "~/lib/page-forms.server";

export const handle: RouteHandle = { i18n: ["payroll"], hydrate: true };

export const meta: MetaFunction = () => [{ title: "Payroll calculator · HR Dashboard" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSection(request, context, "payroll-calculator");
  const now = new Date();
  return json({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireSection(request, context, "payroll-calculator");
  const { form } = await readForm(request);
  const submission = parseCalculator(form);
  if (submission.status !== "success") return json({ reply: submission.reply(), result: null }, { status: 400 });
  try {
    return json({ reply: submission.reply(), result: await api.payroll.simulate(submission.value) });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    // The API names fields with the same dotted paths as the form.
    const fieldErrors = Object.fromEntries(Object.entries(error.errors).map(([name, message]) => [name, [message]]));
    return json({ reply: submission.reply({ fieldErrors, formErrors: [error.message] }), result: null }, { status: 422 });
  }
}

/** Line keys ("bpjs.jht_employee") as flat i18n keys ("bpjs_jht_employee"). */
const flat = (key: string) => key.replaceAll(".", "_");

const years = (current: number) => Array.from({ length: current + 2 - 2024 }, (_, i) => 2024 + i);

export default function PayrollCalculator() {
  const { year, month } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation("payroll");
  const defaults: PayrollSimulationBodyInput = {
    year,
    month,
    employee: {
      marital_status: "tk/0",
      has_npwp: true,
      basic_salary: 0,
      allowances: { housing: 0, meal: 0, transport: 0, field: 0, telephone: 0, other: 0 },
      jkk_percentage: 0.24,
      bpjs_tk_registered: true,
      bpjs_ks_registered: true,
      additional_family_member: 0,
    },
    work_days: 5,
    overtime: [],
  };
  // Checked by the action only, as every hydrated page's form is (docs/decisions/0049).
  const [form, fields] = useForm({ lastResult: data?.reply, defaultValue: defaults });
  const employee = fields.employee.getFieldset();
  const allowances = employee.allowances.getFieldset();
  const irregular = fields.irregular.getFieldset();
  const ytd = fields.ytd.getFieldset();
  const overtime = fields.overtime.getFieldList();

  return (
    <div className="calculator">
      <section className="card calculator__form">
        <h2>{t("title")}</h2>
        <p className="muted">{t("intro")}</p>
        <FormErrors errors={form.errors} />
        <Form method="post" {...getFormProps(form)}>
          <CsrfInput />
          <fieldset>
            <legend>{t("period")}</legend>
            <div className="grid-2">
              <Select meta={fields.year} label={t("fields.year")} options={years(year).map((y) => [String(y), String(y)])} />
              <Select meta={fields.month} label={t("fields.month")} options={Array.from({ length: 12 }, (_, i) => [String(i + 1), t(`months.${i + 1}`)])} />
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("employee")}</legend>
            <div className="grid-2">
              <Select meta={employee.marital_status} label={t("fields.marital_status")} options={MARITAL_STATUSES.map((s) => [s, s.toUpperCase()])} />
              <Select meta={fields.work_days} label={t("fields.work_days")} options={WORK_DAYS.map((d) => [String(d), t("workDays", { count: d })])} />
              <Money meta={employee.basic_salary} label={t("fields.basic_salary")} />
              <Select meta={employee.jkk_percentage} label={t("fields.jkk_percentage")} options={JKK_PERCENTAGES.map((p) => [String(p), `${String(p).replace(".", ",")} %`])} />
              <Input meta={employee.join_date} label={t("fields.join_date")} type="date" />
              <Input meta={employee.end_date} label={t("fields.end_date")} type="date" />
            </div>
            <Check meta={employee.has_npwp} label={t("fields.has_npwp")} />
          </fieldset>
          <fieldset>
            <legend>{t("allowances")}</legend>
            <div className="grid-3">
              {PAYROLL_ALLOWANCE_KEYS.map((key) => (
                <Money key={key} meta={allowances[key]} label={t(`lines.allowance_${key}`)} />
              ))}
            </div>
            <Money meta={employee.fixed_allowances_for_bpjs} label={t("fields.fixed_allowances_for_bpjs")} hint={t("hints.fixed_allowances_for_bpjs")} />
          </fieldset>
          <fieldset>
            <legend>{t("bpjs")}</legend>
            <Check meta={employee.bpjs_tk_registered} label={t("fields.bpjs_tk_registered")} />
            <Check meta={employee.bpjs_ks_registered} label={t("fields.bpjs_ks_registered")} />
            <div className="grid-3">
              <Input meta={employee.additional_family_member} label={t("fields.additional_family_member")} type="number" />
              <Money meta={employee.umk} label={t("fields.umk")} />
              <Money meta={employee.ump} label={t("fields.ump")} />
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("overtime")}</legend>
            {overtime.length === 0 ? <p className="muted">{t("noOvertime")}</p> : null}
            {overtime.map((entry, index) => {
              const row = entry.getFieldset();
              return (
                <div key={entry.key ?? index} className="overtime-row">
                  <Input meta={row.date} label={t("fields.date")} type="date" />
                  <Input meta={row.hours} label={t("fields.hours")} type="number" step="0.25" />
                  <Select meta={row.day_type} label={t("fields.day_type")} options={OVERTIME_DAY_TYPES.map((d) => [d, t(`dayTypes.${d}`)])} />
                  <button {...form.remove.getButtonProps({ name: fields.overtime.name, index })} className="button button--link">
                    {t("removeOvertime")}
                  </button>
                </div>
              );
            })}
            <button {...form.insert.getButtonProps({ name: fields.overtime.name, defaultValue: { date: "", hours: 1, day_type: "working" } })} className="button button--secondary button--small">
              {t("addOvertime")}
            </button>
          </fieldset>
          <fieldset>
            <legend>{t("irregular")}</legend>
            <div className="grid-2">
              <Money meta={irregular.thr} label={t("lines.thr")} />
              <Money meta={irregular.bonus} label={t("lines.bonus")} />
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("ytd")}</legend>
            <p className="muted">{t("hints.ytd")}</p>
            <div className="grid-3">
              <Money meta={ytd.gross} label={t("fields.ytd_gross")} />
              <Money meta={ytd.pph21_withheld} label={t("fields.ytd_pph21")} />
              <Money meta={ytd.pension_deduction} label={t("fields.ytd_pension")} />
            </div>
          </fieldset>
          <button type="submit" className="button">
            {t("calculate")}
          </button>
        </Form>
      </section>
      {data?.result ? <Breakdown result={data.result} /> : null}
    </div>
  );
}

function Breakdown({ result }: { result: PayrollSimulation }) {
  const { t } = useTranslation("payroll");
  const sections: { title: string; kinds: string[] }[] = [
    { title: t("sections.earnings"), kinds: ["earning"] },
    { title: t("sections.employer"), kinds: ["employer"] },
    { title: t("sections.deductions"), kinds: ["deduction"] },
    { title: t("sections.tax"), kinds: ["tax"] },
  ];
  return (
    <section className="card calculator__result" aria-live="polite">
      <h2>{t("result")}</h2>
      <dl className="totals">
        <div>
          <dt>{t("lines.gross")}</dt>
          <dd data-line="gross">{formatRupiah(result.gross)}</dd>
        </div>
        <div>
          <dt>{t("lines.taxable_gross")}</dt>
          <dd data-line="taxable_gross">{formatRupiah(result.taxable_gross)}</dd>
        </div>
        <div>
          <dt>{t("terCategory")}</dt>
          <dd data-line="ter">
            {result.ter_category} · {String(result.ter_rate).replace(".", ",")} %
          </dd>
        </div>
        <div>
          <dt>{t("lines.pph21")}</dt>
          <dd data-line="pph21">{formatRupiah(result.pph21)}</dd>
        </div>
        <div className="totals__main">
          <dt>{t("lines.take_home")}</dt>
          <dd data-line="take_home">{formatRupiah(result.take_home)}</dd>
        </div>
      </dl>
      {result.warnings.length ? (
        <div className="notice notice--warning">
          {result.warnings.map((warning) => (
            <p key={warning.code}>{t(`warnings.${flat(warning.code)}`, { defaultValue: warning.code })}</p>
          ))}
        </div>
      ) : null}
      {sections.map((section) => {
        const lines = result.lines.filter((line) => section.kinds.includes(line.kind));
        if (!lines.length) return null;
        return (
          <table key={section.title} className="table lines">
            <caption>{section.title}</caption>
            <tbody>
              {lines.map((line) => (
                <tr key={line.key} data-line={line.key}>
                  <th scope="row">
                    {t(`lines.${flat(line.key)}`, { defaultValue: line.key })}
                    <LineDetail detail={line.detail} />
                  </th>
                  <td className="amount">{line.key === "ter_rate" ? `${String(result.ter_rate).replace(".", ",")} %` : formatRupiah(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </section>
  );
}

/** The rate and base a line was computed from, when the engine gives them. */
function LineDetail({ detail }: { detail?: Record<string, unknown> }) {
  const { t } = useTranslation("payroll");
  if (!detail) return null;
  const parts: string[] = [];
  if (typeof detail.rate_percent === "number") parts.push(`${String(detail.rate_percent).replace(".", ",")} %`);
  if (typeof detail.base === "number") parts.push(`${t("detail.base")} ${formatRupiah(detail.base)}`);
  if (typeof detail.cap === "number") parts.push(`${t("detail.cap")} ${formatRupiah(detail.cap)}`);
  if (detail.registered === false) parts.push(t("detail.notRegistered"));
  return parts.length ? <small className="muted line-detail">{parts.join(" · ")}</small> : null;
}

function Wrap({ meta, label, hint, children }: { meta: FieldMetadata<unknown>; label: ReactNode; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      {children}
      {hint ? <small className="field__hint">{hint}</small> : null}
      <FieldErrors id={`${meta.id}-error`} errors={meta.errors} />
    </div>
  );
}

function Input({ meta, label, type, step }: { meta: FieldMetadata<unknown>; label: ReactNode; type: "date" | "number" | "text"; step?: string }) {
  return (
    <Wrap meta={meta} label={label}>
      <input {...getInputProps(meta, { type })} step={step} />
    </Wrap>
  );
}

function Money({ meta, label, hint }: { meta: FieldMetadata<unknown>; label: ReactNode; hint?: ReactNode }) {
  return (
    <Wrap meta={meta} label={<>{label} (Rp)</>} hint={hint}>
      <input {...getInputProps(meta, { type: "number" })} min={0} step={1} inputMode="numeric" />
    </Wrap>
  );
}

function Select({ meta, label, options }: { meta: FieldMetadata<unknown>; label: ReactNode; options: [string, string][] }) {
  return (
    <Wrap meta={meta} label={label}>
      <select {...getSelectProps(meta)}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Wrap>
  );
}

function Check({ meta, label }: { meta: FieldMetadata<unknown>; label: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="field field--check">
      <label>
        <input {...getInputProps(meta, { type: "checkbox", value: "on" })} /> {label}
      </label>
      {meta.errors?.length ? <p className="field__error">{meta.errors.map((e) => translateMessage(t, e)).join(" ")}</p> : null}
    </div>
  );
}
