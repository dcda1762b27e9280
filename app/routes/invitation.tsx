import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { CsrfInput } from "~/components/CsrfInput";
import { Field, FormErrors } from "~/components/forms/Field";
import { PublicPage } from "~/components/layout/PublicPage";
import type { RouteHandle } from "~/lib/hydration";
import { translateMessage } from "~/lib/messages";
import { submitPublicForm } from "~/lib/public-form.server";

export const handle: RouteHandle = { i18n: ["common", "auth", "employee-sheets"] };
export const meta: MetaFunction = () => [{ title: "Invitation · HR Dashboard" }];

const schema = z
  .object({
    token: z.string({ error: "This link is invalid or has expired. Ask for a new one." }).min(20).max(200),
    password: z.string({ error: "This field is required" }).min(8, "Must be at least 8 characters").max(200, "Must be at most 200 characters"),
    confirm: z.string({ error: "This field is required" }),
  })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: "The passwords do not match" });

/** The invitation link lands here with its token; setting a password opens the invited account. */
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ token: new URL(request.url).searchParams.get("token") ?? "" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitPublicForm(request, context, schema.transform(({ token, password }) => ({ token, password })), "auth/accept-invitation", ["password", "confirm"]);
}

export default function AcceptInvitation() {
  const { t } = useTranslation("auth");
  const { token } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof schema>>({ lastResult: data?.reply, defaultValue: { token }, constraint: getZodConstraint(schema), shouldValidate: "onBlur" });
  return (
    <PublicPage>
      <section className="card auth-card" aria-labelledby="invitation-title">
        <h1 id="invitation-title">{t("employee-sheets:invitation.title")}</h1>
        {data?.message ? (
          <div className="notice notice--success" role="status">
            <p>{translateMessage(t, data.message)}</p>
            <p>
              <Link to="/">{t("backToSignIn")}</Link>
            </p>
          </div>
        ) : (
          <>
            <p>{t("employee-sheets:invitation.intro")}</p>
            {!token ? <p className="notice notice--error">{translateMessage(t, "This link is invalid or has expired. Ask for a new one.")}</p> : null}
            <FormErrors errors={form.errors} />
            <Form method="post" {...getFormProps(form)}>
              <CsrfInput />
              <input {...getInputProps(fields.token, { type: "hidden" })} />
              <Field meta={fields.password} label={t("reset.password")} type="password" inputProps={{ autoComplete: "new-password" }} />
              <Field meta={fields.confirm} label={t("reset.confirm")} type="password" inputProps={{ autoComplete: "new-password" }} />
              <button type="submit" className="button">
                {t("employee-sheets:invitation.submit")}
              </button>
            </Form>
          </>
        )}
      </section>
    </PublicPage>
  );
}
