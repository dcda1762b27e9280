import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "~/lib/messages";

type InputType = "text" | "email" | "password" | "tel" | "url" | "date" | "time" | "number" | "search";

interface FieldProps {
  meta: FieldMetadata<unknown>;
  label: ReactNode;
  type?: InputType;
  hint?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/** A labelled input with its error beside it (translated), driven by Conform. */
export function Field({ meta, label, type = "text", hint, inputProps }: FieldProps) {
  const errorId = `${meta.id}-error`;
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input {...getInputProps(meta, { type, ariaDescribedBy: meta.errors?.length ? errorId : undefined })} {...inputProps} />
      {hint ? <small className="field__hint">{hint}</small> : null}
      <FieldErrors id={errorId} errors={meta.errors} />
    </div>
  );
}

/** A labelled select with its error beside it; `empty` is the text of a first, empty choice. */
export function SelectField({
  meta,
  label,
  options,
  empty,
  hint,
}: {
  meta: FieldMetadata<unknown>;
  label: ReactNode;
  options: readonly (readonly [string, string])[];
  empty?: string;
  hint?: ReactNode;
}) {
  const errorId = `${meta.id}-error`;
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <select {...getSelectProps(meta, { ariaDescribedBy: meta.errors?.length ? errorId : undefined })}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {hint ? <small className="field__hint">{hint}</small> : null}
      <FieldErrors id={errorId} errors={meta.errors} />
    </div>
  );
}

/** A labelled text area with its error beside it. */
export function TextareaField({ meta, label, rows = 3 }: { meta: FieldMetadata<unknown>; label: ReactNode; rows?: number }) {
  const errorId = `${meta.id}-error`;
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <textarea {...getTextareaProps(meta, { ariaDescribedBy: meta.errors?.length ? errorId : undefined })} rows={rows} />
      <FieldErrors id={errorId} errors={meta.errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <p className="field__error" id={id} role="alert">
      {errors.map((error) => translateMessage(t, error)).join(" ")}
    </p>
  );
}

/** Messages about the whole form (the API's refusal, a rate limit…). */
export function FormErrors({ errors }: { errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div className="notice notice--error" role="alert">
      {errors.map((error) => (
        <p key={error}>{translateMessage(t, error)}</p>
      ))}
    </div>
  );
}
