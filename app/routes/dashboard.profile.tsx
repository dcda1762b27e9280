import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { ADDRESS_PARTS } from "../../contract/fields";
import { messageText } from "../../contract/message-text";
import type { Row } from "../../contract/responses/common";
import { bankChangeBody, changePasswordForm, ownProfileBody, ownRowBody } from "../../contract/self";
import { CsrfInput } from "~/components/CsrfInput";
import { Field, FieldErrors, FormErrors, SelectField } from "~/components/forms/Field";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import selfStyles from "~/components/self/self.css";
import { ApiError } from "~/lib/api.server";
import { commitSession, readForm, requireUser } from "~/lib/auth.server";
import { formatDate } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { isLanguage } from "~/lib/i18n";
import { translator } from "~/lib/translate.server";
import type { OwnList } from "~/lib/v1/self.server";

/**
 * My profile (docs/decisions/0039-employee-self-service.md), opened from the top bar's name: the person's
 * own employee record; their phone, addresses, emergency contacts and family changed directly; a new
 * bank account asked of HR; and their password. Every form is a plain POST checked by the same schema in
 * the browser, here and by the API (contract/self.ts); a refusal comes back beside its field with what was
 * typed kept.
 */
export const handle: RouteHandle = { i18n: ["self", "screens", "messages"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: selfStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const PROFILE = "/dashboard/profile";
const LISTS = ["emergency-contacts", "family"] as const satisfies readonly OwnList[];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Form fields that are no part of a body. */
const NOT_IN_BODY = new Set(["csrf", "intent", "id", "list"]);

/** The photo form's one file, not empty (the API decides its type and size: JPEG, PNG or WebP, 2 MB). */
const photoForm = z.object({ file: z.instanceof(File).refine((file) => file.size > 0) });

const listOf = (value: unknown): OwnList | null => (LISTS as readonly string[]).includes(String(value)) ? (value as OwnList) : null;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireUser(request, context);
  const t = await translator(request, ["self"]);
  const base = { documentTitle: t("profile.title"), account: { email: user.email ?? user.username, level: user.level } };
  if (!user.employee) return json({ ...base, profile: null, banks: [], relationships: [], edit: null });
  const url = new URL(request.url);
  const [profile, banks, relationships] = await Promise.all([api.self.profile(), api.self.banks(), api.self.relationships()]);
  // `?edit=family:{id}` opens that row's form in place of the "add" form.
  const [list, id] = (url.searchParams.get("edit") ?? "").split(":");
  const edit = listOf(list) && UUID.test(id ?? "") ? { list: list as OwnList, id } : null;
  return json({ ...base, profile, banks, relationships, edit });
}

type FormId = "photo" | "profile" | "emergency-contacts" | "family" | "bank" | "password";
interface Refused {
  form: FormId;
  reply: SubmissionResult<string[]>;
}

/** The posted fields a body is made of. */
function bodyOf(form: FormData): FormData {
  const body = new FormData();
  for (const [name, value] of form) if (!NOT_IN_BODY.has(name)) body.append(name, value);
  return body;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireUser(request, context);
  const { form, session } = await readForm(request);
  /** `message`: a message text, shown in the reader's language (docs/decisions/0024-error-codes.md). */
  const flash = async (kind: "success" | "error", message: string, hash = "") => {
    session.flash("flash", { kind, message });
    return redirect(`${PROFILE}${hash}`, { headers: { "Set-Cookie": await commitSession(session) } });
  };
  const intent = String(form.get("intent") ?? "");
  const refuse = (id: FormId, reply: SubmissionResult<string[]>, status: number) => json<Refused>({ form: id, reply }, { status });
  /** The API's refusal beside the fields it names, anything else above the form; a 5xx or 401 goes on up. */
  const refusal = (id: FormId, submission: { reply: (options?: { fieldErrors?: Record<string, string[]>; formErrors?: string[] }) => SubmissionResult<string[]> }, error: unknown) => {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    const fields = Object.entries(error.errors);
    return refuse(
      id,
      submission.reply({ fieldErrors: Object.fromEntries(fields.map(([name, message]) => [name, [message]])), formErrors: fields.length ? [] : [error.message] }),
      error.status,
    );
  };

  if (intent === "photo" || intent === "remove-photo") {
    // A multipart form (works without JavaScript); the API checks the bytes, the type and the size.
    const parsed = photoForm.safeParse({ file: form.get("file") });
    if (intent === "photo" && !parsed.success) {
      return refuse("photo", { status: "error", error: { file: [messageText(form.get("file") instanceof File ? "fileEmpty" : "chooseFile")] } }, 400);
    }
    try {
      return flash("success", intent === "photo" && parsed.success ? await api.self.savePhoto(parsed.data.file) : await api.self.removePhoto(), "#photo");
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
      return refuse("photo", { status: "error", error: { file: [error.errors.file ?? error.message] } }, error.status);
    }
  }

  if (intent === "profile") {
    const submission = parseWithZod(bodyOf(form), { schema: ownProfileBody });
    if (submission.status !== "success") return refuse("profile", submission.reply(), 400);
    const value = submission.value;
    // An address left empty is cleared; "same address" unticked is sent as no.
    const body = { phone: value.phone ?? null, id_card_address: value.id_card_address ?? {}, domicile_address: value.domicile_address ?? {}, domicile_same_address: Boolean(value.domicile_same_address) };
    try {
      return flash("success", await api.self.saveProfile(body), "#contact");
    } catch (error) {
      return refusal("profile", submission, error);
    }
  }

  if (intent === "row" || intent === "remove-row") {
    const list = listOf(form.get("list"));
    const id = String(form.get("id") ?? "");
    if (!list || (id && !UUID.test(id))) return flash("error", messageText("notFound"));
    if (intent === "remove-row") {
      try {
        await api.self.removeRow(list, id);
        return flash("success", messageText("dataDeleted"), `#${list}`);
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return flash("error", error.message, `#${list}`);
        throw error;
      }
    }
    const submission = parseWithZod(bodyOf(form), { schema: ownRowBody });
    if (submission.status !== "success") return refuse(list, submission.reply(), 400);
    const value = submission.value as { name: string; relationship?: string | null; phone?: string | null };
    const body = { name: value.name, relationship: value.relationship ?? null, phone: value.phone ?? null };
    try {
      if (id) await api.self.saveRow(list, id, body);
      else await api.self.addRow(list, body);
      return flash("success", messageText("dataSaved"), `#${list}`);
    } catch (error) {
      return refusal(list, submission, error);
    }
  }

  if (intent === "bank") {
    const submission = parseWithZod(bodyOf(form), { schema: bankChangeBody });
    if (submission.status !== "success") return refuse("bank", submission.reply(), 400);
    try {
      return flash("success", await api.self.askBankChange(submission.value), "#bank-account");
    } catch (error) {
      return refusal("bank", submission, error);
    }
  }

  if (intent === "withdraw-bank") {
    try {
      return flash("success", await api.self.withdrawBankChange(), "#bank-account");
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return flash("error", error.message, "#bank-account");
      throw error;
    }
  }

  if (intent === "password") {
    const submission = parseWithZod(bodyOf(form), { schema: changePasswordForm });
    // A password is never sent back to the page.
    if (submission.status !== "success") return refuse("password", submission.reply({ hideFields: ["current_password", "password", "repeat"] }), 400);
    try {
      return flash("success", await api.self.changePassword({ current_password: submission.value.current_password, password: submission.value.password }), "#password");
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
      const fields = Object.entries(error.errors);
      const reply = submission.reply({
        fieldErrors: Object.fromEntries(fields.map(([name, message]) => [name, [message]])),
        formErrors: fields.length ? [] : [error.message],
        hideFields: ["current_password", "password", "repeat"],
      });
      return refuse("password", reply, error.status);
    }
  }

  return flash("error", messageText("invalidFields"));
}

/** A reference as the API populates it: its name (a person's full name). */
const refName = (value: unknown): string => {
  if (!value || typeof value !== "object") return "";
  const ref = value as { name?: string; fullname?: string; title?: string };
  return ref.name ?? ref.fullname ?? ref.title ?? "";
};
const refId = (value: unknown): string => (value && typeof value === "object" ? (value as { _id: string })._id : typeof value === "string" ? value : "");

export default function Profile() {
  const data = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refused | undefined;
  const { t, i18n } = useTranslation(["self", "screens"]);
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const replyOf = (id: FormId) => (refused && refused.form === id ? refused.reply : null);
  const profile = data.profile;
  const date = (value: unknown) => (typeof value === "string" && value ? formatDate(value, { language, withTime: false, fullYear: true }) : "-");
  return (
    <section className="card screen profile" data-screen="self:profile.title">
      <ScreenHeader trail={[]} title={t("profile.title")}>
        <p className="screen-intro">{t("profile.intro")}</p>
      </ScreenHeader>
      <div className="profile-parts">
        <Part id="photo" title={t("profile.photo")}>
          <PhotoPart reply={replyOf("photo")} />
        </Part>
      </div>
      {!profile ? (
        <p className="notice notice--info" data-no-employee>
          {t("home.noEmployee")}
        </p>
      ) : (
        <div className="profile-parts">
          <Part id="record" title={t("profile.record")}>
            <dl className="profile-facts">
              <Fact name="fullname" label={t("profile.fields.fullname")} value={String(profile.employee.fullname ?? "")} />
              <Fact name="nickname" label={t("profile.employeeNo")} value={String(profile.employee.nickname ?? "-")} />
              <Fact name="email" label={t("profile.fields.email")} value={String(profile.employee.email ?? data.account.email ?? "-")} />
              <Fact name="department" label={t("profile.fields.department")} value={refName(profile.employee.department) || "-"} />
              <Fact name="sub_department" label={t("profile.fields.sub_department")} value={refName(profile.employee.sub_department) || "-"} />
              <Fact name="job_title" label={t("profile.fields.job_title")} value={refName(profile.employee.job_title) || "-"} />
              <Fact name="location" label={t("profile.fields.location")} value={refName(profile.employee.location) || "-"} />
              <Fact name="supervisor" label={t("profile.fields.supervisor")} value={refName(profile.employee.supervisor) || "-"} />
              <Fact name="join_date" label={t("profile.fields.join_date")} value={date(profile.employee.join_date)} />
              <Fact name="status" label={t("profile.fields.status")} value={profile.employee.status ? t(`screens:values.status.${String(profile.employee.status)}`, { defaultValue: String(profile.employee.status) }) : "-"} />
              <Fact name="birth_date" label={t("profile.fields.birth_date")} value={date(profile.employee.birth_date)} />
            </dl>
          </Part>

          <Part id="contact" title={t("profile.contact")}>
            <ContactForm employee={profile.employee} reply={replyOf("profile")} />
          </Part>

          {LISTS.map((list) => (
            <Part key={list} id={list} title={t(list === "family" ? "profile.family" : "profile.emergency")}>
              <OwnRows
                list={list}
                rows={list === "family" ? profile.family : profile.emergency_contacts}
                relationships={data.relationships}
                editing={data.edit?.list === list ? data.edit.id : null}
                reply={replyOf(list)}
              />
            </Part>
          ))}

          <Part id="bank-account" title={t("profile.bank")}>
            <BankPart employee={profile.employee} change={profile.bank_change} banks={data.banks} reply={replyOf("bank")} date={date} />
          </Part>

          <Part id="password" title={t("profile.password")}>
            <PasswordForm reply={replyOf("password")} />
          </Part>
        </div>
      )}
      {!profile ? (
        <div className="profile-parts">
          <Part id="password" title={t("profile.password")}>
            <PasswordForm reply={replyOf("password")} />
          </Part>
        </div>
      ) : null}
    </section>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="profile-part card" aria-labelledby={`${id}-title`} data-profile-part={id}>
      <h3 id={`${id}-title`}>{title}</h3>
      {children}
    </section>
  );
}

/** The own photo: shown as the top bar shows it, a multipart form to change it and one to take it off. */
function PhotoPart({ reply }: { reply: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("self");
  const photo = useRouteLoaderData<{ photo: string | null }>("routes/dashboard")?.photo ?? null;
  const errors = reply?.error?.file ?? undefined;
  return (
    <div className="photo-part">
      {photo ? <img src={photo} alt={t("profile.photoAlt")} className="avatar avatar--large" width={96} height={96} data-own-photo /> : <p className="muted" data-no-photo>{t("profile.noPhoto")}</p>}
      <Form method="post" action={`${PROFILE}#photo`} encType="multipart/form-data" className="record-form" data-self-form="photo">
        <CsrfInput />
        <div className="field">
          <label htmlFor="photo-file">{t("profile.choosePhoto")}</label>
          <input id="photo-file" type="file" name="file" accept="image/jpeg,image/png,image/webp" aria-describedby={errors ? "photo-file-error photo-file-hint" : "photo-file-hint"} aria-invalid={errors ? true : undefined} />
          <small className="field__hint" id="photo-file-hint">
            {t("profile.photoHint")}
          </small>
          <FieldErrors id="photo-file-error" errors={errors} />
        </div>
        <div className="button-row">
          <button type="submit" name="intent" value="photo" className="button">
            {t("profile.savePhoto")}
          </button>
          {photo ? (
            <button type="submit" name="intent" value="remove-photo" formNoValidate className="button button--danger-outline">
              {t("profile.removePhoto")}
            </button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

function Fact({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-field={name}>{value}</dd>
    </div>
  );
}

function ContactForm({ employee, reply }: { employee: Row; reply: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("self");
  const [form, fields] = useForm({
    id: "profile",
    lastResult: reply,
    constraint: getZodConstraint(ownProfileBody),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      phone: (employee.phone as string | null) ?? "",
      // Conform takes the nested parts as they are (its default value's type is the flat payload's).
      id_card_address: ((employee.id_card_address as Record<string, string> | null) ?? {}) as unknown as string,
      domicile_address: ((employee.domicile_address as Record<string, string> | null) ?? {}) as unknown as string,
      domicile_same_address: employee.domicile_same_address ? "on" : undefined,
    },
    onValidate: ({ formData }) => parseWithZod(bodyOf(formData), { schema: ownProfileBody }),
  });
  const address = (name: "id_card_address" | "domicile_address", legend: string) => {
    const parts = (fields[name] as unknown as FieldMetadata<Record<(typeof ADDRESS_PARTS)[number], string>>).getFieldset();
    return (
      <fieldset className="address">
        <legend>{legend}</legend>
        <FieldErrors id={`${fields[name].id}-error`} errors={fields[name].errors} />
        <div className="form-grid">
          {ADDRESS_PARTS.map((part) => (
            <Field key={part} meta={parts[part]} label={t(`profile.fields.${part}`)} />
          ))}
        </div>
      </fieldset>
    );
  };
  return (
    <Form method="post" action={`${PROFILE}#contact`} {...getFormProps(form)} className="record-form" data-self-form="profile">
      <FormErrors errors={form.errors} />
      <CsrfInput />
      <input type="hidden" name="intent" value="profile" />
      <div className="form-grid">
        <Field meta={fields.phone} label={t("profile.fields.phone")} type="tel" />
      </div>
      {address("id_card_address", t("profile.idCard"))}
      <div className="field field--checkbox">
        <label>
          <input {...getInputProps(fields.domicile_same_address, { type: "checkbox" })} /> {t("profile.sameAddress")}
        </label>
      </div>
      {address("domicile_address", t("profile.domicile"))}
      <div className="button-row">
        <button type="submit" className="button">
          {t("profile.save")}
        </button>
      </div>
    </Form>
  );
}

function OwnRows({ list, rows, relationships, editing, reply }: { list: OwnList; rows: Row[]; relationships: { _id: string; name: string }[]; editing: string | null; reply: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("self");
  const edited = editing ? rows.find((row) => row._id === editing) ?? null : null;
  return (
    <>
      {rows.length ? (
        <table className="table profile-rows" data-rows={list}>
          <thead>
            <tr>
              <th>{t("profile.fields.name")}</th>
              <th>{t("profile.fields.relationship")}</th>
              <th>{t("profile.fields.phone")}</th>
              <th>
                <span className="visually-hidden">{t("profile.edit")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id} data-row={String(row.name)}>
                <td>{String(row.name)}</td>
                <td>{refName(row.relationship) || "-"}</td>
                <td>{String(row.phone ?? "-")}</td>
                <td className="button-row">
                  <a className="button button--secondary button--small" href={`${PROFILE}?edit=${list}:${row._id}#${list}`}>
                    {t("profile.edit")}
                  </a>
                  <Form method="post" action={`${PROFILE}#${list}`} className="inline-form">
                    <CsrfInput />
                    <input type="hidden" name="intent" value="remove-row" />
                    <input type="hidden" name="list" value={list} />
                    <input type="hidden" name="id" value={row._id} />
                    <button type="submit" className="button button--danger button--small" aria-label={t("profile.confirmRemove", { name: String(row.name) })}>
                      {t("profile.remove")}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="empty muted" data-empty>
          {t(list === "family" ? "profile.noFamily" : "profile.noEmergency")}
        </p>
      )}
      <RowForm key={edited?._id ?? "new"} list={list} row={edited} relationships={relationships} reply={reply} />
    </>
  );
}

function RowForm({ list, row, relationships, reply }: { list: OwnList; row: Row | null; relationships: { _id: string; name: string }[]; reply: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("self");
  const [form, fields] = useForm({
    id: `row-${list}`,
    lastResult: reply,
    constraint: getZodConstraint(ownRowBody),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: row ? { name: String(row.name ?? ""), relationship: refId(row.relationship), phone: String(row.phone ?? "") } : undefined,
    onValidate: ({ formData }) => parseWithZod(bodyOf(formData), { schema: ownRowBody }),
  });
  return (
    <Form method="post" action={`${PROFILE}#${list}`} {...getFormProps(form)} className="record-form" data-self-form={list}>
      <h4>{row ? `${t("profile.edit")}: ${String(row.name)}` : t(list === "family" ? "profile.addFamily" : "profile.addEmergency")}</h4>
      <FormErrors errors={form.errors} />
      <CsrfInput />
      <input type="hidden" name="intent" value="row" />
      <input type="hidden" name="list" value={list} />
      {row ? <input type="hidden" name="id" value={row._id} /> : null}
      <div className="form-grid">
        <Field meta={fields.name} label={`${t("profile.fields.name")} *`} />
        <SelectField meta={fields.relationship} label={t("profile.fields.relationship")} empty={t("profile.chooseRelationship")} options={relationships.map((r) => [r._id, r.name] as const)} />
        <Field meta={fields.phone} label={t("profile.fields.phone")} type="tel" />
      </div>
      <div className="button-row">
        <button type="submit" className="button">
          {row ? t("profile.save") : t("profile.add")}
        </button>
        {row ? (
          <a className="button button--secondary" href={`${PROFILE}#${list}`}>
            {t("profile.cancel")}
          </a>
        ) : null}
      </div>
    </Form>
  );
}

function BankPart({
  employee,
  change,
  banks,
  reply,
  date,
}: {
  employee: Row;
  change: { status: string; bank: { name: string } | null; account_number: string; created_at: string; decided_at: string | null } | null;
  banks: { _id: string; name: string }[];
  reply: SubmissionResult<string[]> | null;
  date: (value: unknown) => string;
}) {
  const { t } = useTranslation("self");
  const [form, fields] = useForm({
    id: "bank",
    lastResult: reply,
    constraint: getZodConstraint(bankChangeBody),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(bodyOf(formData), { schema: bankChangeBody }),
  });
  const current = refName(employee.bank);
  return (
    <>
      <p className="muted">{t("profile.bankIntro")}</p>
      {current || employee.account_number ? (
        <dl className="profile-facts">
          <Fact name="bank" label={t("profile.fields.bank")} value={current || "-"} />
          <Fact name="account_number" label={t("profile.fields.account_number")} value={String(employee.account_number ?? "-")} />
        </dl>
      ) : (
        <p className="empty muted">{t("profile.noBank")}</p>
      )}
      {change?.status === "pending" ? (
        <div className="notice notice--info" data-bank-change="pending">
          <p>{t("profile.pending", { bank: change.bank?.name ?? "", number: change.account_number, date: date(change.created_at) })}</p>
          <Form method="post" action={`${PROFILE}#bank-account`}>
            <CsrfInput />
            <input type="hidden" name="intent" value="withdraw-bank" />
            <button type="submit" className="button button--secondary button--small">
              {t("profile.withdrawBank")}
            </button>
          </Form>
        </div>
      ) : change ? (
        <p className="muted" data-bank-change={change.status}>
          {t(`profile.lastDecision.${change.status}`, { date: date(change.decided_at) })}
        </p>
      ) : null}
      <Form method="post" action={`${PROFILE}#bank-account`} {...getFormProps(form)} className="record-form" data-self-form="bank">
        <h4>{t("profile.askBank")}</h4>
        <FormErrors errors={form.errors} />
        <CsrfInput />
        <input type="hidden" name="intent" value="bank" />
        <div className="form-grid">
          <SelectField meta={fields.bank} label={`${t("profile.fields.bank")} *`} empty={t("profile.chooseBank")} options={banks.map((bank) => [bank._id, bank.name] as const)} />
          <Field meta={fields.account_number} label={`${t("profile.fields.account_number")} *`} inputProps={{ inputMode: "numeric", autoComplete: "off" }} />
        </div>
        <div className="button-row">
          <button type="submit" className="button">
            {t("profile.sendBank")}
          </button>
        </div>
      </Form>
    </>
  );
}

function PasswordForm({ reply }: { reply: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("self");
  const [form, fields] = useForm({
    // Not "password": the section holding the form has that id, and Conform's inputs name their form by id.
    id: "change-password",
    lastResult: reply,
    constraint: getZodConstraint(changePasswordForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(bodyOf(formData), { schema: changePasswordForm }),
  });
  return (
    <Form method="post" action={`${PROFILE}#password`} {...getFormProps(form)} className="record-form" data-self-form="password">
      <p className="muted">{t("profile.passwordIntro")}</p>
      <FormErrors errors={form.errors} />
      <CsrfInput />
      <input type="hidden" name="intent" value="password" />
      <div className="form-grid">
        <Field meta={fields.current_password} label={t("profile.currentPassword")} type="password" inputProps={{ autoComplete: "current-password" }} />
        <Field meta={fields.password} label={t("profile.newPassword")} type="password" inputProps={{ autoComplete: "new-password" }} />
        <Field meta={fields.repeat} label={t("profile.repeatPassword")} type="password" inputProps={{ autoComplete: "new-password" }} />
      </div>
      <div className="button-row">
        <button type="submit" className="button">
          {t("profile.changePassword")}
        </button>
      </div>
    </Form>
  );
}
