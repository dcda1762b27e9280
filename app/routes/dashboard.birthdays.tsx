import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/DataTable";
import { requireUser, type Birthday } from "~/lib/auth.server";
import { birthdayDay } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { isLanguage } from "~/lib/i18n";

export const handle: RouteHandle = { i18n: ["dashboard"] };

export const meta: MetaFunction = () => [{ title: "Birthdays · HR Dashboard" }];

/** Spec §1's birthday notice in full: everyone in the company with a birthday this month. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireUser(request, context);
  if (!user.company) return json({ data: [] as Birthday[] });
  return json({ data: await api.dashboard.birthdays() });
}

export default function Birthdays() {
  const { data } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("dashboard");
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <section className="card" id="birthdays">
      <header className="section-header">
        <h2>{t("birthdays.title")}</h2>
        <p className="muted">{t("birthdays.summary", { count: data.length })}</p>
      </header>
      <DataTable
        headings={[t("birthdays.date"), t("birthdays.name"), t("birthdays.department")]}
        empty={data.length === 0}
      >
        {data.map((person) => (
          <tr key={person._id}>
            <td>{birthdayDay(person.birth_date, language)}</td>
            <td>{person.fullname}</td>
            <td>{person.department ?? <span className="muted">—</span>}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
