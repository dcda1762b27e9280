import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { INVITE_LEVELS } from "../../contract/enums";
import { accountChange } from "../../contract/levels";
import { messageText } from "../../contract/message-text";
import { CsrfInput } from "~/components/CsrfInput";
import { Field, FormErrors, SelectField } from "~/components/forms/Field";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { ApiError } from "~/lib/api.server";
import { commitSession, readForm, requireSection } from "~/lib/auth.server";
import { INVITED_LIST } from "~/lib/employee-sheets.server";
import type { RouteHandle } from "~/lib/hydration";

export const handle: RouteHandle = { i18n: ["employee-sheets", "screens", "messages"] };
export const meta: MetaFunction = () => [{ title: "Invite employee · HR Dashboard" }];

const required = messageText("required");
const maxLength = (count: number) => messageText("maxLength", { count });
const optional = z.string().trim().max(200).optional();
const schema = z.object({
  fullname: z.string({ error: required }).trim().min(1, required).max(200, maxLength(200)),
  email: z.string({ error: required }).trim().email(messageText("email")).max(254, maxLength(254)),
  phone: z.string().trim().max(30, maxLength(30)).regex(/^[0-9+()\-\s]*$/, messageText("phone")).optional(),
  level: z.enum(INVITE_LEVELS, { error: required }),
  department: optional,
  location: optional,
  job_title: optional,
  join_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messageText("date")).optional(),
});

const ACTIVE_LIST = "/dashboard/employees/active-employees";

const REF_PATHS = { department: "refs/employees/orgs/departments", location: "refs/employees/orgs/locations", job_title: "refs/employees/orgs/job-titles" } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireSection(request, context, "active-employees", "write");
  // Only the levels this inviter may give (decision 0019): the API refuses the others.
  const levels = INVITE_LEVELS.filter((level) => !accountChange({ kind: "user", id: user._id, level: user.level }, null, "level", level));
  const [department, location, job_title] = await Promise.all(
    Object.values(REF_PATHS).map(async (path) => (await api.records.list(path, { limit: 1000, sort: "name", fields: "name" })).data.map((row) => ({ _id: row._id, name: String(row.name) }))),
  );
  return json({ options: { department, location, job_title }, levels });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireSection(request, context, "active-employees", "write");
  const { form, session } = await readForm(request);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return json({ reply: submission.reply() }, { status: 400 });
  const { department, location, job_title, join_date, phone, ...rest } = submission.value;
  try {
    const notice = await api.employees.invite({ ...rest, phone: phone || null, department: department || null, location: location || null, job_title: job_title || null, join_date: join_date || null });
    session.flash("flash", { kind: "success", message: notice });
    return redirect(INVITED_LIST, { headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 403) throw error;
    const fieldErrors = Object.fromEntries(Object.entries(error.errors).map(([name, message]) => [name, [message]]));
    return json({ reply: submission.reply({ formErrors: [error.message], fieldErrors }) }, { status: error.status });
  }
}

export default function InviteEmployee() {
  const { options, levels } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation(["employee-sheets", "screens", "nav"]);
  const [form, fields] = useForm<z.input<typeof schema>>({ lastResult: data?.reply, defaultValue: { level: "employee" }, constraint: getZodConstraint(schema), shouldValidate: "onBlur" });
  const none = t("employee-sheets:none");
  return (
    <section className="card screen">
      <ScreenHeader trail={[t("nav:employees"), t("nav:activeEmployees")]} title={t("employee-sheets:invite.title")} />
      <p className="muted">{t("employee-sheets:invite.intro")}</p>
      <FormErrors errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="record-form">
        <CsrfInput />
        <div className="grid-2">
          <Field meta={fields.fullname} label={t("employee-sheets:columns.fullname")} />
          <Field meta={fields.email} label={t("employee-sheets:columns.email")} type="email" />
          <Field meta={fields.phone} label={t("employee-sheets:columns.phone")} type="tel" />
          <SelectField meta={fields.level} label={t("employee-sheets:columns.level")} options={levels.map((level) => [level, t(`employee-sheets:levels.${level}`)])} />
          <SelectField meta={fields.department} label={t("employee-sheets:columns.department")} empty={none} options={options.department.map((o) => [o._id, o.name])} />
          <SelectField meta={fields.location} label={t("employee-sheets:columns.location")} empty={none} options={options.location.map((o) => [o._id, o.name])} />
          <SelectField meta={fields.job_title} label={t("employee-sheets:columns.job_title")} empty={none} options={options.job_title.map((o) => [o._id, o.name])} />
          <Field meta={fields.join_date} label={t("employee-sheets:columns.join_date")} type="date" />
        </div>
        <div className="button-row">
          <button type="submit" className="button">
            {t("employee-sheets:invite.submit")}
          </button>
          <Link to={ACTIVE_LIST} className="button button--secondary">
            {t("employee-sheets:cancel")}
          </Link>
          <Link to="/dashboard/employees/active-employees/bulk-invite">{t("employee-sheets:bulkInvite.title")}</Link>
        </div>
      </Form>
    </section>
  );
}
