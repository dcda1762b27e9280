import { useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { messageText } from "../../contract/message-text";
import { AuthCard, AuthForm, AuthLinks } from "~/components/auth/AuthCard";
import { Field } from "~/components/forms/Field";
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
    <AuthCard id="forgot-title" title={t("forgot.title")}>
      {data?.message ? (
        <p className="notice notice--success" role="status">
          {translateMessage(t, data.message)}
        </p>
      ) : (
        <p className="muted">{t("forgot.intro")}</p>
      )}
      <AuthForm form={form} submitLabel={t("forgot.submit")}>
        <Field meta={fields.email} label={t("forgot.email")} type="email" inputProps={{ autoComplete: "email" }} />
      </AuthForm>
      <AuthLinks>
        <Link to="/">{t("backToSignIn")}</Link>
      </AuthLinks>
    </AuthCard>
  );
}
