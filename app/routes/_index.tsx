import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { messageText } from "../../contract/message-text";
import { AuthCard, AuthForm, AuthLinks } from "~/components/auth/AuthCard";
import { Field } from "~/components/forms/Field";
import { ApiError } from "~/lib/api.server";
import { commitSession, publicApi, readForm, redirectIfSignedIn } from "~/lib/auth.server";
import { deviceOf, rememberDevice } from "~/lib/device.server";
import { safeRedirect } from "~/lib/redirects";
import type { RouteHandle } from "~/lib/hydration";

export const handle: RouteHandle = { i18n: ["common", "auth"] };

export const meta: MetaFunction = () => [{ title: "HR Dashboard" }];

const required = messageText("required");
const schema = z.object({
  returnTo: z.string().max(2048).optional(),
  username: z.string({ error: required }).trim().min(1, required).max(254, messageText("maxLength", { count: 254 })),
  password: z.string({ error: required }).min(1, required).max(200, messageText("maxLength", { count: 200 })),
});

/** Where to go after signing in: the page that asked for it (`?returnTo=`), if it is on this site. */
const returnTo = (value: unknown) => safeRedirect(value, "/dashboard/home");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const target = returnTo(new URL(request.url).searchParams.get("returnTo"));
  await redirectIfSignedIn(request, context, target);
  return json({ returnTo: target === "/dashboard/home" ? null : target });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { form, session } = await readForm(request);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return json(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const device = await deviceOf(request);
  try {
    const { token } = await publicApi(context).auth.login({ username: submission.value.username, password: submission.value.password, device });
    session.set("token", token);
    session.unset("developerToken");
    const headers = new Headers();
    headers.append("Set-Cookie", await commitSession(session));
    headers.append("Set-Cookie", await rememberDevice(device));
    return redirect(returnTo(form.get("returnTo")), { headers });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    // Spec §8: a failed sign-in shows the server's message.
    return json(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), { status: error.status });
  }
}

export default function SignIn() {
  const { t } = useTranslation("auth");
  const lastResult = useActionData<typeof action>();
  const { returnTo: target } = useLoaderData<typeof loader>();
  const [form, fields] = useForm({ lastResult, constraint: getZodConstraint(schema), shouldValidate: "onBlur" });
  return (
    <AuthCard id="sign-in-title" title={t("signIn.title")}>
      <AuthForm form={form} submitLabel={t("signIn.submit")}>
        {target ? <input type="hidden" name="returnTo" value={target} /> : null}
        <Field meta={fields.username} label={t("signIn.username")} inputProps={{ autoComplete: "username", autoFocus: true }} />
        <Field meta={fields.password} label={t("signIn.password")} type="password" inputProps={{ autoComplete: "current-password" }} />
      </AuthForm>
      <AuthLinks>
        <Link to="/forgot-password">{t("signIn.forgot")}</Link>
        <Link to="/register">{t("signIn.register")}</Link>
      </AuthLinks>
    </AuthCard>
  );
}
