import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Resume } from "~/components/employees/Resume";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { requireSection } from "~/lib/auth.server";
import { employeeList, loadResume } from "~/lib/employee-resume.server";
import type { RouteHandle } from "~/lib/hydration";
import resumeStyles from "~/styles/resume.css";

/** An employee's resume in the dashboard (/dashboard/employees/{list}/{id}/resume), with its print page. */
export const handle: RouteHandle = { i18n: ["employees", "screens"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: resumeStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${String(data.resume.employee.fullname)} · HR Dashboard` : "HR Dashboard" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const list = employeeList(params.list);
  const { api } = await requireSection(request, context, list);
  const resume = await loadResume(api, list, params.id ?? "");
  const id = encodeURIComponent(String(resume.employee._id));
  return json({ list, resume, recordHref: `/dashboard/edit/employees/${list}/${id}`, printHref: `/print/employees/${list}/${id}/resume` });
}

export default function EmployeeResume() {
  const { list, resume, recordHref, printHref } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["employees", "nav"]);
  return (
    <section className="card screen">
      <ScreenHeader trail={[t("nav:employees"), t(list === "active-employees" ? "nav:activeEmployees" : "nav:resignedEmployees")]} title={t("employees:resume")}>
        <p className="record-links">
          <Link to={recordHref} className="button button--secondary button--small">
            {t("employees:backToRecord")}
          </Link>{" "}
          <a href={printHref} className="button button--small" target="_blank" rel="noreferrer">
            {t("employees:print")}
          </a>
        </p>
      </ScreenHeader>
      <Resume {...resume} />
    </section>
  );
}
