import { getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { messageText } from "../../contract/message-text";
import { AuthCard, AuthForm, AuthLinks, DoneNotice } from "~/components/auth/AuthCard";
import { Field, FieldErrors } from "~/components/forms/Field";
import { redirectIfSignedIn } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";
import { submitPublicForm } from "~/lib/public-form.server";

export const handle: RouteHandle = { i18n: ["common", "auth"] };
export const meta: MetaFunction = () => [{ title: "Register · HR Dashboard" }];

const required = messageText("required");
const maxLength = (count: number) => messageText("maxLength", { count });
const schema = z.object({
  company: z.string({ error: required }).trim().min(2, required).max(200, maxLength(200)),
  name: z.string({ error: required }).trim().min(2, required).max(200, maxLength(200)),
  email: z.string({ error: required }).trim().max(254, maxLength(254)).email(messageText("email")),
  phone: z.string().trim().max(30, maxLength(30)).regex(/^[0-9+()\-\s]*$/, messageText("phone")).optional(),
  purpose: z.string().trim().max(2000, maxLength(2000)).optional(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request, context);
  return null;
}

/** A new company asks for access: the request reaches the platform's Request Access list. */
export async function action({ request, context }: ActionFunctionArgs) {
  return submitPublicForm(request, context, schema, (auth) => auth.register);
}

export default function Register() {
  const { t } = useTranslation("auth");
  const data = useActionData<typeof action>();
  const [form, fields] = useForm({ lastResult: data?.reply, constraint: getZodConstraint(schema), shouldValidate: "onBlur" });
  return (
    <AuthCard id="register-title" title={t("register.title")} wide>
      {data?.message ? (
        <DoneNotice message={data.message} />
      ) : (
        <>
          <p className="muted">{t("register.intro")}</p>
          <AuthForm form={form} submitLabel={t("register.submit")}>
            <Field meta={fields.company} label={t("register.company")} inputProps={{ autoComplete: "organization" }} />
            <Field meta={fields.name} label={t("register.name")} inputProps={{ autoComplete: "name" }} />
            <Field meta={fields.email} label={t("register.email")} type="email" inputProps={{ autoComplete: "email" }} />
            <Field meta={fields.phone} label={t("register.phone")} type="tel" inputProps={{ autoComplete: "tel" }} />
            <div className="field">
              <label htmlFor={fields.purpose.id}>{t("register.purpose")}</label>
              <textarea {...getTextareaProps(fields.purpose)} rows={4} />
              <FieldErrors id={`${fields.purpose.id}-error`} errors={fields.purpose.errors} />
            </div>
          </AuthForm>
          <AuthLinks>
            <Link to="/">{t("backToSignIn")}</Link>
          </AuthLinks>
        </>
      )}
    </AuthCard>
  );
}
