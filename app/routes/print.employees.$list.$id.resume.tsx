import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Resume } from "~/components/employees/Resume";
import { requireSection } from "~/lib/auth.server";
import { employeeList, loadResume } from "~/lib/employee-resume.server";
import { formatDate, formatIsoDate } from "~/lib/format";
import { zoneOf } from "~/lib/time-zone";
import type { RouteHandle } from "~/lib/hydration";
import { isLanguage } from "~/lib/i18n";
import resumeStyles from "~/styles/resume.css";

/**
 * The resume laid out for paper (/print/employees/{list}/{id}/resume): no dashboard around it, A4
 * margins from the print stylesheet; the browser's own Print command prints it (no JavaScript needed).
 */
export const handle: RouteHandle = { i18n: ["employees", "screens"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: resumeStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${String(data.resume.employee.fullname)} · ${data.company}` : "HR Dashboard" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const list = employeeList(params.list);
  const { api, user } = await requireSection(request, context, list);
  const resume = await loadResume(api, list, params.id ?? "");
  return json({ resume, company: user.company?.name ?? "", today: formatIsoDate(new Date(), zoneOf(user)), backHref: `/dashboard/employees/${list}/${encodeURIComponent(String(resume.employee._id))}/resume` });
}

export default function PrintResume() {
  const { resume, company, today, backHref } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("employees");
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <main className="print-page">
      <p className="print-page__tools no-print">
        <a href={backHref}>{t("back")}</a> · {t("printHint")}
      </p>
      <p className="print-page__company">
        {company} · {t("printedOn", { date: formatDate(today, { language, withTime: false }) })}
      </p>
      <Resume {...resume} />
    </main>
  );
}
