import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/components/CsrfInput";
import { ProgressCard, useProgressCard } from "~/components/feedback/ProgressCard";
import { ProgressNotifier } from "~/components/feedback/ProgressNotifier";
import { FieldErrors, FormErrors } from "~/components/forms/Field";
import { MoneyInput } from "~/components/forms/MoneyInput";
import { OptionPicker } from "~/components/forms/OptionPicker";
import { PlaceMap, placeNumber } from "~/components/PlaceMap";
import { formatDate, formatNumber } from "~/lib/format";
import { isLanguage } from "~/lib/i18n";
import { formValues, manipulate, type Manipulation } from "~/lib/manipulator";
import { optionText, type OptionItem } from "~/lib/options";
import type { FieldModel, FormDefault, FormModel, GroupModel } from "~/lib/screen-model";
import { useTimeZone } from "~/lib/time-zone";
import { useHydrated } from "~/lib/use-hydrated";

/** The part of a form page (app/screens/presenters/form.server.ts `FormPage`) the form needs. */
export interface FormPageData {
  mode: "create" | "update";
  form: FormModel;
  defaults: FormDefault;
  files: Record<string, { name: string; url: string } | null>;
  readOnly: Record<string, string>;
  preview?: Record<string, string>;
}

interface RecordFormProps {
  page: FormPageData;
  lastResult?: SubmissionResult<string[]> | null;
  /** Where the form posts (the current page by default). */
  action?: string;
  /** The save button's intent ("save", "request"). */
  intent?: string;
  submitLabel: string;
  cancelHref?: string;
  /** Base URL of the searchable dropdown's requests (`&field=` is added). */
  optionsUrl?: string;
  /** What the progress card names while saving. */
  busyName: string;
}

type Meta = FieldMetadata<string | string[], Record<string, string | string[]>, string[]>;

/**
 * A form generated from a screen's field declarations (Conform, `<Form method="post">`): the browser's
 * own checks from the contract's zod constraints, the server's errors beside each field, the values of a
 * failed submission back in place, and the field manipulator (hidden, disabled, relabelled fields) applied
 * as the user changes values — and again by the action, so it also holds without JavaScript.
 */
export function RecordForm({ page, lastResult, action, intent = "save", submitLabel, cancelHref, optionsUrl, busyName }: RecordFormProps) {
  const { t } = useTranslation("screens");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [form, fields] = useForm<Record<string, string | string[] | Record<string, string>>>({
    id: "record-form",
    lastResult,
    defaultValue: page.defaults,
    constraint: page.form.constraint,
    // The browser checks required fields, lengths and ranges itself (also without JavaScript); the
    // server checks the rest when the form is sent (no round trip on every blur).
    shouldValidate: "onSubmit",
    defaultNoValidate: false,
  });
  const initialValues = (lastResult?.initialValue as Record<string, unknown> | null | undefined) ?? page.defaults;
  const rules = page.form.rules;
  const [manipulation, setManipulation] = useState<Manipulation>(() => manipulate(rules, initialValues));
  useEffect(() => setManipulation(manipulate(rules, initialValues)), [rules, initialValues]);

  // The progress card and the upload notifier follow this form's submission (with JavaScript).
  const [card, dispatch, now] = useProgressCard();
  const submitting = navigation.state === "submitting" && [intent, "delete"].includes(String(navigation.formData?.get("intent") ?? ""));
  // From the submit until the page is idle again (an action's answer is followed by the loaders).
  const pending = useRef(false);
  useEffect(() => {
    if (submitting && !pending.current) {
      pending.current = true;
      dispatch({ type: "start", name: busyName });
    } else if (pending.current && navigation.state === "idle") {
      pending.current = false;
      if (lastResult?.status === "error") dispatch({ type: "fail" });
      else dispatch({ type: "succeed", at: Date.now() });
    }
  }, [submitting, navigation.state, lastResult, busyName, dispatch]);

  // A place group's map follows its fields as they are typed.
  const [typed, setTyped] = useState<Record<string, unknown> | null>(null);
  const placed = page.form.groups.some((group) => group.place);
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    if (placed) setTyped(formValues(new FormData(event.currentTarget)));
    if (!rules.length) return;
    setManipulation(manipulate(rules, formValues(new FormData(event.currentTarget))));
  };
  const placeOf = (fields: NonNullable<GroupModel["place"]>) => {
    const values = typed ?? initialValues ?? {};
    return { latitude: placeNumber(values[fields.latitude]), longitude: placeNumber(values[fields.longitude]), range: placeNumber(values[fields.range]) };
  };

  return (
    <>
      <Form method="post" action={action} encType={page.form.multipart ? "multipart/form-data" : undefined} {...getFormProps(form)} onChange={onChange} className="record-form">
        {/* The first submit button is what Enter presses: always the save. */}
        <button type="submit" name="intent" value={intent} className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        <CsrfInput />
        <FormErrors errors={form.errors} />
        {page.form.groups.map((group, index) => (
          <fieldset key={group.label ?? index} className="form-group">
            {group.label ? <legend>{t(group.label)}</legend> : null}
            <div className="form-grid">
              {group.fields
                .filter((field) => !manipulation.hidden.includes(field.name))
                .map((field) => (
                  <FieldControl
                    key={field.name}
                    field={field}
                    meta={fields[field.name] as Meta}
                    page={page}
                    label={t(manipulation.relabel[field.name] ?? field.label)}
                    disabled={manipulation.disabled.includes(field.name)}
                    hydrated={hydrated}
                    remote={optionsUrl && field.remote ? `${optionsUrl}&field=${encodeURIComponent(field.name)}` : null}
                  />
                ))}
            </div>
            {group.place ? <PlaceMap place={placeOf(group.place)} /> : null}
          </fieldset>
        ))}
        <div className="form-actions">
          <button type="submit" name="intent" value={intent} className="button">
            {submitLabel}
          </button>
          {rules.length && !hydrated ? (
            // Without JavaScript the field manipulator runs on the server: show the fields for the choices made.
            <button type="submit" name="intent" value="refresh" formNoValidate className="button button--secondary">
              {t("form.apply")}
            </button>
          ) : null}
          {cancelHref ? (
            <Link to={cancelHref} className="button button--secondary">
              {t("form.cancel")}
            </Link>
          ) : null}
        </div>
      </Form>
      {submitting && page.form.multipart ? <ProgressNotifier message={t("progress.uploading")} run={{ from: 0, to: 90, durationMs: 4000 }} /> : null}
      <ProgressCard state={card} now={now} onClose={() => dispatch({ type: "close" })} />
    </>
  );
}

interface ControlProps {
  field: FieldModel;
  meta: Meta;
  page: FormPageData;
  label: string;
  disabled: boolean;
  hydrated: boolean;
  remote: string | null;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function initialList(meta: Meta): string[] {
  const value = meta.initialValue as unknown;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" && value ? [value] : [];
}

function FieldControl({ field, meta, page, label, disabled, hydrated, remote }: ControlProps) {
  const { t, i18n } = useTranslation("screens");
  const timeZone = useTimeZone();
  const errorId = `${meta.id}-error`;
  const hintId = `${meta.id}-hint`;
  const describedBy = [meta.errors?.length ? errorId : null, field.hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const invalid = Boolean(meta.errors?.length);
  const hint = field.hint ? (
    <small className="field__hint" id={hintId}>
      {t(field.hint)}
    </small>
  ) : null;
  const errors = <FieldErrors id={errorId} errors={meta.errors} />;
  const required = field.required ? <span className="required" aria-hidden="true"> *</span> : null;
  const wide = ["textarea", "richtext", "checkboxes", "permissions"].includes(field.input);
  const labelFor = (
    <label htmlFor={meta.id}>
      {label}
      {required}
    </label>
  );

  switch (field.input) {
    case "address": {
      // An address is an object: one input per part (`id_card_address.city`…), parsed back into it.
      const parts = (meta as unknown as FieldMetadata<Record<string, string>, Record<string, unknown>, string[]>).getFieldset() as unknown as Record<string, Meta>;
      return (
        <fieldset className="field field--wide field-address" aria-describedby={describedBy}>
          <legend>{label}</legend>
          <div className="form-grid">
            {(field.parts ?? []).map((part) => (
              <div className="field" key={part}>
                <label htmlFor={parts[part].id}>{t(`address.${part}`)}</label>
                <input {...getInputProps(parts[part], { type: "text" })} disabled={disabled} />
                <FieldErrors id={`${parts[part].id}-error`} errors={parts[part].errors} />
              </div>
            ))}
          </div>
          {hint}
          {errors}
        </fieldset>
      );
    }
    case "readonly": {
      const raw = page.readOnly[field.name];
      // A computed instant (a journey's decision time) reads as the list shows it; dates, numbers and money in the reader's language.
      const text =
        raw && field.format
          ? readOnlyText(raw, field.format, i18n.language, field.suffix ?? "")
          : raw && INSTANT.test(raw)
            ? formatDate(raw, { language: isLanguage(i18n.language) ? i18n.language : "en", timeZone })
            : raw;
      return (
        <div className="field">
          <span className="field__label">{label}</span>
          <p className="field__readonly" id={meta.id}>
            {text ? (field.labels ? t(`${field.labels}.${text}`, { defaultValue: text }) : text) : "—"}
          </p>
          {hint}
        </div>
      );
    }
    case "checkbox":
      return (
        <div className="field field--checkbox">
          <label htmlFor={meta.id} className="checkbox">
            <input {...getInputProps(meta, { type: "checkbox", ariaDescribedBy: describedBy })} disabled={disabled} />
            <span>{label}</span>
          </label>
          {hint}
          {errors}
        </div>
      );
    case "select":
      return (
        <div className="field">
          {labelFor}
          <OptionPicker
            id={meta.id}
            name={meta.name}
            options={field.options ?? []}
            defaultValue={initialList(meta)[0]}
            clearable={field.clearable}
            required={field.required}
            disabled={disabled}
            labels={field.labels}
            remote={remote}
            invalid={invalid}
            describedBy={describedBy}
          />
          {field.more && !(hydrated && remote) ? <FindStep field={field} label={label} /> : null}
          {hint}
          {errors}
        </div>
      );
    case "checkboxes": {
      const chosen = initialList(meta);
      return (
        <fieldset className="field field--wide checklist" aria-describedby={describedBy}>
          <legend>
            {label}
            {required}
          </legend>
          {field.options?.length ? (
            <div className="checklist__box">
              {field.options.map((option) => (
                <label key={option.value} className="checkbox">
                  <input type="checkbox" name={meta.name} value={option.value} defaultChecked={chosen.includes(option.value)} disabled={disabled} />
                  <span>{optionLabel(t, field, option)}</span>
                </label>
              ))}
            </div>
          ) : (
            <p className="muted">{t("common:fallback.noData")}</p>
          )}
          {field.more ? <FindStep field={field} label={label} /> : null}
          {hint}
          {errors}
        </fieldset>
      );
    }
    case "permissions": {
      const chosen = initialList(meta);
      return (
        <div className="field field--wide">
          <table className="permission-grid">
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                <th scope="col">{t("form.menu")}</th>
                <th scope="col">{t("form.read")}</th>
                <th scope="col">{t("form.write")}</th>
              </tr>
            </thead>
            <tbody>
              {field.grid?.map((row) => {
                const name = row.label
                  .split("|")
                  .map((key) => t(key))
                  .join(" › ");
                return (
                  <tr key={row.menu} className={row.label.includes("|") ? undefined : "permission-grid__group"}>
                    <th scope="row">{name}</th>
                    {[row.read, row.write].map((value, i) => (
                      <td key={i}>
                        {value ? (
                          <input type="checkbox" name={meta.name} value={value} defaultChecked={chosen.includes(value)} aria-label={`${name} — ${i ? t("form.write") : t("form.read")}`} />
                        ) : null}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
          {errors}
        </div>
      );
    }
    case "textarea":
    case "richtext":
      return (
        <div className="field field--wide">
          {labelFor}
          <textarea {...getTextareaProps(meta, { ariaDescribedBy: describedBy })} rows={field.input === "richtext" ? 10 : 4} disabled={disabled} />
          {hint}
          {errors}
          {field.input === "richtext" && page.preview?.[field.name] ? (
            <details className="rich-preview">
              <summary>{t("form.preview")}</summary>
              {/* Sanitised on the server (sanitize-html) before it is shown. */}
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.preview[field.name] }} />
            </details>
          ) : null}
        </div>
      );
    case "file": {
      const current = page.files[field.name];
      return (
        <div className="field">
          {labelFor}
          <input type="file" id={meta.id} name={meta.name} accept={field.accept} aria-invalid={invalid || undefined} aria-describedby={describedBy} disabled={disabled} />
          {current ? (
            <p className="field__file">
              {field.accept?.startsWith("image/") ? <img src={current.url} alt="" className="thumb" /> : null}
              <a href={current.url} target="_blank" rel="noreferrer">
                {current.name || t("form.currentFile")}
              </a>
              <label className="checkbox">
                <input type="checkbox" name={`${meta.name}.remove`} />
                <span>{t("form.removeFile")}</span>
              </label>
            </p>
          ) : null}
          {hint}
          {errors}
        </div>
      );
    }
    case "money":
      return (
        <div className="field">
          {labelFor}
          <MoneyInput {...getInputProps(meta, { type: "text", ariaDescribedBy: describedBy })} disabled={disabled} />
          {hint}
          {errors}
        </div>
      );
    default: {
      const type = field.input === "integer" ? "number" : field.input === "datetime" ? "datetime-local" : field.input;
      return (
        <div className={wide ? "field field--wide" : "field"}>
          {labelFor}
          <input
            {...getInputProps(meta, { type: type as "text", ariaDescribedBy: describedBy })}
            step={field.input === "integer" ? 1 : field.input === "number" ? "any" : undefined}
            disabled={disabled}
          />
          {hint}
          {errors}
        </div>
      );
    }
  }
}

/** A read-only date ('MMM Do YY') or number (id-ID or en-US digits, with its suffix) in the reader's language. */
function readOnlyText(raw: string, format: "date" | "number", lng: string, suffix: string): string {
  const language = isLanguage(lng) ? lng : "en";
  if (format === "date") return formatDate(raw, { language, withTime: false }) || raw;
  const number = Number(raw);
  if (!Number.isFinite(number)) return raw;
  return `${formatNumber(number, language, 3)}${suffix}`;
}

function optionLabel(t: (key: string, options?: Record<string, unknown>) => string, field: FieldModel, option: OptionItem): string {
  return field.labels ? t(`${field.labels}.${option.value}`, { defaultValue: optionText(option) }) : optionText(option);
}

/** The search step: reaches options past the first 200 without JavaScript (the form keeps its values). */
function FindStep({ field, label }: { field: FieldModel; label: string }) {
  const { t } = useTranslation("screens");
  const id = `find-${field.name}`;
  return (
    <div className="find-step">
      <label htmlFor={id} className="visually-hidden">
        {t("picker.findLabel", { field: label })}
      </label>
      <input id={id} type="search" name={`find.${field.name}`} defaultValue={field.find ?? ""} placeholder={t("picker.findPlaceholder")} />
      <button type="submit" name="intent" value={`find:${field.name}`} formNoValidate className="button button--secondary button--small">
        {t("picker.find")}
      </button>
      <small className="muted">{field.find ? t("picker.showingMatches", { term: field.find }) : t("picker.showingFirst")}</small>
    </div>
  );
}
