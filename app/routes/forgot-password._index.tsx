import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { messageText } from "../../contract/message-text";
import { CsrfInput } from "~/components/CsrfInput";
import { Field, FormErrors } from "~/components/forms/Field";
import { PublicPage } from "~/components/layout/PublicPage";
import { redirectIfSignedIn } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";
import { translateMessage } from "~/lib/messages";
import { submitPublicForm } from "~/lib/public-form.server";

export const handle: RouteHandle = { i18n: ["common", "auth"] };
export const meta: MetaFunction = () => [{ title: "Forgot password · HR Dashboard" }];

const schema = z.object({
  email: z.string({ error: messageText("required") }).trim().max(254, messageText("maxLength", { count: 254 })).email(messageText("email")),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitPublicForm(request, context, schema, (auth) => auth.forgotPassword);
}

export default function ForgotPassword() {
  const { t } = useTranslation("auth");
  const data = useActionData<typeof action>();
  const [form, fields] = useForm({ lastResult: data?.reply, constraint: getZodConstraint(schema), shouldValidate: "onBlur" });
  return (
    <PublicPage>
      <section className="card auth-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t("forgot.title")}</h1>
        {data?.message ? (
          <p className="notice notice--success" role="status">
            {translateMessage(t, data.message)}
          </p>
        ) : (
          <p className="muted">{t("forgot.intro")}</p>
        )}
        <FormErrors errors={form.errors} />
        <Form method="post" {...getFormProps(form)}>
          <CsrfInput />
          <Field meta={fields.email} label={t("forgot.email")} type="email" inputProps={{ autoComplete: "email" }} />
          <button type="submit" className="button">
            {t("forgot.submit")}
          </button>
        </Form>
        <p className="auth-card__links">
          <Link to="/">{t("backToSignIn")}</Link>
        </p>
      </section>
    </PublicPage>
  );
}
