import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RequestBody } from "../../../contract/approvals";
import { OVERTIME_DAY_TYPES, type ApprovalType } from "../../../contract/enums";
import type { ShiftOut } from "../../../contract/responses/attendance";
import type { LeaveRuleOut } from "../../../contract/responses/leave";
import { CsrfInput } from "~/components/CsrfInput";
import { Field, FieldErrors, FormErrors, SelectField, TextareaField } from "~/components/forms/Field";
import { useHydrated } from "~/lib/use-hydrated";
import type { FieldConstraints } from "~/lib/screen-model";
import { MY_REQUESTS, REQUEST_FORM_NAMES, REQUEST_FORMS, askHref, type RequestForm } from "./kinds";

/** A file uploaded with a leave request that the API then refused: kept, so it need not be chosen again. */
export interface Attached {
  _id: string;
  name: string;
}

export interface AskProps {
  chosen: RequestForm | null;
  /** The chosen form's constraints (required, lengths…), from the API's schema on the server. */
  constraint: FieldConstraints;
  /** The last submission's reply, for the form it came from. */
  reply: SubmissionResult<string[]> | null;
  attached: Attached | null;
  rules: Pick<LeaveRuleOut, "_id" | "type" | "unit">[];
  shifts: ShiftOut[];
  /** Today in the company's time zone ("YYYY-MM-DD"): a clock correction is for today or before. */
  today: string;
}

/**
 * My requests › New request: one link per kind (`?new=…`, no JavaScript needed) and the chosen kind's
 * form, a plain POST checked by the API's own schema (contract/approvals.ts) in the action, the browser
 * checking only its constraints; the refusals come back beside their fields with everything typed kept.
 */
export function AskRequest(props: AskProps) {
  const { t } = useTranslation("requests");
  const { chosen } = props;
  return (
    <section aria-labelledby="ask" className="ask-request" data-ask>
      <h3 id="ask">{t("ask.title")}</h3>
      <p className="muted">{t("ask.choose")}</p>
      <nav className="tabs request-tabs" aria-label={t("ask.title")}>
        <ul>
          {REQUEST_FORM_NAMES.map((name) => (
            <li key={name}>
              <Link
                to={askHref(name)}
                preventScrollReset
                aria-current={name === chosen ? "page" : undefined}
                className={name === chosen ? "tabs__tab tabs__tab--current" : "tabs__tab"}
                data-ask-link={name}
              >
                {t(`kinds.${REQUEST_FORMS[name]}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {chosen === "leave" ? <LeaveForm {...props} /> : null}
      {chosen === "overtime" ? <OvertimeForm {...props} /> : null}
      {chosen === "clock-correction" ? <CorrectionForm {...props} /> : null}
      {chosen === "shift" ? <ShiftForm {...props} /> : null}
      {chosen === "business-trip" ? <TripForm {...props} /> : null}
    </section>
  );
}

/**
 * Conform's options of every request form: checked on submit by the action (the schema). No check on blur:
 * without a check in the browser, Conform would post the form for each one.
 */
function useRequestForm<T extends ApprovalType>(type: T, { reply, constraint }: Pick<AskProps, "reply" | "constraint">) {
  return useForm<RequestBody<T>>({ id: `request-${type}`, lastResult: reply, constraint });
}

function RequestFormShell<T extends Record<string, unknown>>({
  name,
  form,
  hint,
  multipart = false,
  children,
}: {
  name: RequestForm;
  form: FormMetadata<T, string[]>;
  hint?: ReactNode;
  multipart?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("requests");
  return (
    <Form
      method="post"
      action={`${MY_REQUESTS}?new=${name}`}
      encType={multipart ? "multipart/form-data" : undefined}
      {...getFormProps(form)}
      className="record-form request-form"
      data-request-form={name}
    >
      <h4>{t(`ask.heading.${REQUEST_FORMS[name]}`)}</h4>
      {hint ? <div className="request-form__hint">{hint}</div> : null}
      <FormErrors errors={form.errors} />
      <CsrfInput />
      <input type="hidden" name="intent" value="ask" />
      <div className="form-grid">{children}</div>
      <p className="muted request-form__required">{t("ask.required")}</p>
      <div className="button-row">
        <button type="submit" className="button">
          {t("ask.send")}
        </button>
        <Link to={MY_REQUESTS} preventScrollReset className="button button--secondary">
          {t("ask.close")}
        </Link>
      </div>
    </Form>
  );
}

const required = (label: string) => `${label} *`;

function LeaveForm(props: AskProps) {
  const { attached, rules } = props;
  const { t } = useTranslation("requests");
  const hydrated = useHydrated();
  const [form, fields] = useRequestForm("leave", props);
  const unit = rules.find((rule) => rule._id === fields.leave_type.value)?.unit;
  // Without JavaScript the hours are always there, with their hint; with it, only for a rule counted in hours.
  const hourly = !hydrated || unit === "hour" || Boolean(fields.start_time.errors || fields.end_time.errors);
  return (
    <RequestFormShell name="leave" form={form} multipart>
      <SelectField
        meta={fields.leave_type}
        label={required(t("fields.leave_type"))}
        empty={t("hints.chooseLeaveType")}
        options={rules.map((rule) => [rule._id, `${rule.type} (${t(`balance.units.${rule.unit}`)})`] as const)}
      />
      <div />
      <Field meta={fields.start_date} label={required(t("fields.start_date"))} type="date" />
      <Field meta={fields.end_date} label={required(t("fields.end_date"))} type="date" />
      <div className="request-form__times field--wide" hidden={!hourly} data-hourly>
        <div className="form-grid">
          <Field meta={fields.start_time} label={t("fields.start_time")} type="time" />
          <Field meta={fields.end_time} label={t("fields.end_time")} type="time" />
        </div>
        <small className="field__hint">{t("hints.hourlyTimes")}</small>
      </div>
      <div className="field--wide">
        <TextareaField meta={fields.reason} label={required(t("fields.reason"))} />
      </div>
      <div className="field field--wide">
        <label htmlFor={`${fields.attachment.id}-file`}>{t("fields.attachment")}</label>
        <input
          type="file"
          id={`${fields.attachment.id}-file`}
          name="attachment_file"
          accept="application/pdf,image/png,image/jpeg"
          aria-describedby={`${fields.attachment.id}-hint`}
        />
        {attached ? (
          <>
            <input type="hidden" name={fields.attachment.name} value={attached._id} />
            <input type="hidden" name="attachment_name" value={attached.name} />
          </>
        ) : null}
        <small className="field__hint" id={`${fields.attachment.id}-hint`} data-attached={attached ? attached.name : undefined}>
          {attached ? t("hints.attached", { name: attached.name }) : t("hints.attachment")}
        </small>
        <FieldErrors id={`${fields.attachment.id}-error`} errors={fields.attachment.errors} />
      </div>
    </RequestFormShell>
  );
}

function OvertimeForm(props: AskProps) {
  const { t } = useTranslation("requests");
  const [form, fields] = useRequestForm("overtime", props);
  return (
    <RequestFormShell
      name="overtime"
      form={form}
      hint={
        <p className="notice notice--info" data-overtime-limits>
          {t("hints.overtimeLimits")}
        </p>
      }
    >
      <Field meta={fields.date} label={required(t("fields.date"))} type="date" />
      <SelectField
        meta={fields.day_type}
        label={t("fields.day_type")}
        empty={t("hints.dayTypeCalendar")}
        options={OVERTIME_DAY_TYPES.map((type) => [type, t(`dayTypes.${type}`)] as const)}
      />
      <Field meta={fields.start_time} label={required(t("fields.start_time"))} type="time" />
      <Field meta={fields.end_time} label={required(t("fields.end_time"))} type="time" hint={t("hints.overtimeNextDay")} />
      <div className="field--wide">
        <TextareaField meta={fields.reason} label={required(t("fields.reason"))} />
      </div>
    </RequestFormShell>
  );
}

function CorrectionForm(props: AskProps) {
  const { today } = props;
  const { t } = useTranslation("requests");
  const [form, fields] = useRequestForm("clock_correction", props);
  return (
    <RequestFormShell name="clock-correction" form={form} hint={<p className="muted">{t("hints.clockCorrection")}</p>}>
      <Field meta={fields.date} label={required(t("fields.date"))} type="date" inputProps={{ max: today }} />
      <div />
      <Field meta={fields.clock_in} label={t("fields.clock_in")} type="time" />
      <Field meta={fields.clock_out} label={t("fields.clock_out")} type="time" />
      <div className="field--wide">
        <TextareaField meta={fields.reason} label={required(t("fields.reason"))} />
      </div>
    </RequestFormShell>
  );
}

/** A shift as the select shows it: its name, with its hours when the name does not carry them. */
const shiftLabel = (shift: ShiftOut) =>
  shift.start_time && shift.finish_time && !shift.name.includes(shift.start_time) ? `${shift.name} (${shift.start_time}–${shift.finish_time})` : shift.name;

function ShiftForm(props: AskProps) {
  const { shifts } = props;
  const { t } = useTranslation("requests");
  const [form, fields] = useRequestForm("shift", props);
  return (
    <RequestFormShell name="shift" form={form}>
      <Field meta={fields.date} label={required(t("fields.date"))} type="date" />
      <SelectField
        meta={fields.shift}
        label={required(t("fields.shift"))}
        empty={t("hints.chooseShift")}
        options={shifts.map((shift) => [shift._id, shiftLabel(shift)] as const)}
      />
      <div className="field--wide">
        <TextareaField meta={fields.reason} label={required(t("fields.reason"))} />
      </div>
    </RequestFormShell>
  );
}

function TripForm(props: AskProps) {
  const { t } = useTranslation("requests");
  const [form, fields] = useRequestForm("business_trip", props);
  return (
    <RequestFormShell name="business-trip" form={form} hint={<p className="muted">{t("hints.tripDates")}</p>}>
      <div className="field--wide">
        <Field meta={fields.destination} label={required(t("fields.destination"))} />
      </div>
      <Field meta={fields.start_date} label={required(t("fields.start_date"))} type="date" />
      <Field meta={fields.end_date} label={required(t("fields.end_date"))} type="date" />
      <div className="field--wide">
        <TextareaField meta={fields.purpose} label={required(t("fields.purpose"))} />
      </div>
    </RequestFormShell>
  );
}
