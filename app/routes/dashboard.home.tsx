import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DashboardSummary } from "../../contract/responses/me";
import { requireSection } from "~/lib/auth.server";
import { formatNumber } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";

export const handle: RouteHandle = { i18n: ["dashboard"] };

export const meta: MetaFunction = () => [{ title: "Dashboard · HR Dashboard" }];

type Summary = DashboardSummary;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireSection(request, context, "home");
  return json({ summary: await api.dashboard.summary(), name: user.fullname });
}

/** The figures an HR admin looks at first; each links to the screen behind it. */
const CARDS: { key: keyof Summary; to: string }[] = [
  { key: "active_employees", to: "/dashboard/employees/active-employees" },
  { key: "joiners_this_month", to: "/dashboard/employees/active-employees" },
  { key: "leavers_this_month", to: "/dashboard/employees/resigned-employees" },
  { key: "present_today", to: "/dashboard/attendance/daily" },
  { key: "pending_approvals", to: "/dashboard/approval/clock-in-out" },
  { key: "birthdays_this_month", to: "/dashboard/birthdays" },
  { key: "companies", to: "/dashboard/companies" },
  { key: "open_requests", to: "/dashboard/access" },
];

export default function Home() {
  const { summary, name } = useLoaderData<typeof loader>();
  const { t } = useTranslation("dashboard");
  const cards = CARDS.filter((card) => summary[card.key] !== undefined);
  return (
    <section>
      <h2>{t("home.welcome", { name })}</h2>
      <ul className="stat-grid">
        {cards.map((card) => (
          <li key={card.key} className="stat-card">
            <Link to={card.to}>
              <span className="stat-card__value" data-stat={card.key}>
                {formatNumber(summary[card.key] ?? 0, "id")}
              </span>
              <span className="stat-card__label">{t(`home.${card.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
