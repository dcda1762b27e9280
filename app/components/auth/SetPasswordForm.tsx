import { getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { messageText } from "../../../contract/message-text";
import { AuthCard, AuthForm, DoneNotice } from "~/components/auth/AuthCard";
import { Field } from "~/components/forms/Field";
import { translateMessage } from "~/lib/messages";

const INVALID_LINK = messageText("invalidLink");
const required = messageText("required");

/** A password set through an e-mailed link (a reset, an invitation): the link's token and the password twice. */
export const setPasswordSchema = z
  .object({
    token: z.string({ error: INVALID_LINK }).min(20).max(200),
    password: z.string({ error: required }).min(8, messageText("minLength", { count: 8 })).max(200, messageText("maxLength", { count: 200 })),
    confirm: z.string({ error: required }),
  })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: messageText("passwordsDiffer") });

/** What the API is sent: the token and the password. */
export const setPasswordBody = setPasswordSchema.transform(({ token, password }) => ({ token, password }));

interface SetPasswordFormProps {
  id: string;
  title: string;
  submitLabel: string;
  token: string;
  result?: { reply?: SubmissionResult<string[]>; message?: string | null };
  /** Shown above the form. */
  intro?: ReactNode;
  /** Shown below the form. */
  footer?: ReactNode;
}

/** The page a set-password link lands on; on success it says so and links back to sign-in. */
export function SetPasswordForm({ id, title, submitLabel, token, result, intro, footer }: SetPasswordFormProps) {
  const { t } = useTranslation("auth");
  const [form, fields] = useForm<z.input<typeof setPasswordSchema>>({
    lastResult: result?.reply,
    defaultValue: { token },
    constraint: getZodConstraint(setPasswordSchema),
    shouldValidate: "onBlur",
  });
  return (
    <AuthCard id={id} title={title}>
      {result?.message ? (
        <DoneNotice message={result.message} />
      ) : (
        <>
          {intro}
          {!token ? <p className="notice notice--error">{translateMessage(t, INVALID_LINK)}</p> : null}
          <AuthForm form={form} submitLabel={submitLabel}>
            <input {...getInputProps(fields.token, { type: "hidden" })} />
            <Field meta={fields.password} label={t("reset.password")} type="password" inputProps={{ autoComplete: "new-password" }} />
            <Field meta={fields.confirm} label={t("reset.confirm")} type="password" inputProps={{ autoComplete: "new-password" }} />
          </AuthForm>
          {footer}
        </>
      )}
    </AuthCard>
  );
}
