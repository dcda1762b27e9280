import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { messageText } from "../../contract/message-text";
import { CsrfInput } from "~/components/CsrfInput";
import { Field, FormErrors } from "~/components/forms/Field";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { ApiError } from "~/lib/api.server";
import { commitSession, readForm, requireSection } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";

/**
 * Companies › Invite admin (developers): the company's first admin, invited by e-mail
 * (POST /v1/companies/{id}/invite-admin, docs/decisions/0050-a-new-company-s-first-day.md). A plain form:
 * no JavaScript needed.
 */
export const handle: RouteHandle = { i18n: ["screens", "messages"] };
export const meta: MetaFunction = () => [{ title: "Invite admin · HR Dashboard" }];

const required = messageText("required");
const maxLength = (count: number) => messageText("maxLength", { count });
const schema = z.object({
  fullname: z.string({ error: required }).trim().min(1, required).max(200, maxLength(200)),
  email: z.string({ error: required }).trim().email(messageText("email")).max(254, maxLength(254)),
  phone: z.string().trim().max(30, maxLength(30)).regex(/^[0-9+()\-\s]*$/, messageText("phone")).optional(),
});

const COMPANIES = "/dashboard/companies";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "companies", "write");
  const company = await api.records.get("companies", params.companyId ?? "", { fields: "name" });
  return json({ company: String(company.name ?? "") });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireSection(request, context, "companies", "write");
  const { form, session } = await readForm(request);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return json({ reply: submission.reply() }, { status: 400 });
  const { fullname, email, phone } = submission.value;
  try {
    const notice = await api.companies.inviteAdmin(params.companyId ?? "", { fullname, email, phone: phone || null });
    session.flash("flash", { kind: "success", message: notice });
    return redirect(COMPANIES, { headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 403 || error.status === 404) throw error;
    const fieldErrors = Object.fromEntries(Object.entries(error.errors).map(([name, message]) => [name, [message]]));
    return json({ reply: submission.reply({ formErrors: [error.message], fieldErrors }) }, { status: error.status });
  }
}

export default function InviteAdmin() {
  const { company } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation(["screens", "nav"]);
  const [form, fields] = useForm<z.input<typeof schema>>({ lastResult: data?.reply, constraint: getZodConstraint(schema) });
  return (
    <section className="card screen">
      <ScreenHeader trail={[t("nav:companies"), company]} title={t("screens:inviteAdmin.title")} />
      <p className="muted">{t("screens:inviteAdmin.intro", { company })}</p>
      <FormErrors errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="record-form">
        <CsrfInput />
        <div className="grid-2">
          <Field meta={fields.fullname} label={t("screens:inviteAdmin.fullname")} />
          <Field meta={fields.email} label={t("screens:inviteAdmin.email")} type="email" />
          <Field meta={fields.phone} label={t("screens:inviteAdmin.phone")} type="tel" />
        </div>
        <div className="button-row">
          <button type="submit" className="button">
            {t("screens:inviteAdmin.submit")}
          </button>
          <Link to={COMPANIES} className="button button--secondary">
            {t("screens:inviteAdmin.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
