import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { CsrfInput } from "~/components/CsrfInput";
import { Field, FormErrors } from "~/components/forms/Field";
import { PublicPage } from "~/components/layout/PublicPage";
import { ApiError } from "~/lib/api.server";
import { commitSession, publicApi, readForm, redirectIfSignedIn } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";

export const handle: RouteHandle = { i18n: ["common", "auth"] };

export const meta: MetaFunction = () => [{ title: "HR Dashboard" }];

const schema = z.object({
  username: z.string({ error: "This field is required" }).trim().min(1, "This field is required").max(254, "Must be at most 254 characters"),
  password: z.string({ error: "This field is required" }).min(1, "This field is required").max(200, "Must be at most 200 characters"),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { form, session } = await readForm(request);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return json(submission.reply({ hideFields: ["password"] }), { status: 400 });
  try {
    const { data } = await publicApi(context).post<{ data: { token: string } }>("auth/login", submission.value);
    session.set("token", data.token);
    session.unset("developerToken");
    return redirect("/dashboard/home", { headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    // Spec §8: a failed sign-in shows the server's message.
    return json(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), { status: error.status });
  }
}

export default function SignIn() {
  const { t } = useTranslation("auth");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({ lastResult, constraint: getZodConstraint(schema), shouldValidate: "onBlur" });
  return (
    <PublicPage>
      <section className="card auth-card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{t("signIn.title")}</h1>
        <FormErrors errors={form.errors} />
        <Form method="post" {...getFormProps(form)}>
          <CsrfInput />
          <Field meta={fields.username} label={t("signIn.username")} inputProps={{ autoComplete: "username", autoFocus: true }} />
          <Field meta={fields.password} label={t("signIn.password")} type="password" inputProps={{ autoComplete: "current-password" }} />
          <button type="submit" className="button">
            {t("signIn.submit")}
          </button>
        </Form>
        <p className="auth-card__links">
          <Link to="/forgot-password">{t("signIn.forgot")}</Link>
          <Link to="/register">{t("signIn.register")}</Link>
        </p>
      </section>
    </PublicPage>
  );
}
