import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { APPROVAL_TYPES } from "../../contract/enums";
import type { DashboardSummary } from "../../contract/responses/me";
import type { ApprovalOut } from "../../contract/responses/approvals";
import type { MyPayslipOut } from "../../contract/responses/payroll";
import { sanitizeRichText } from "../../contract/rich-text";
import type { HrHome as HrHomeData } from "../../contract/responses/home";
import type { CompanySetup } from "../../contract/responses/setup";
import homeStyles from "~/components/home/home.css";
import { HrHome } from "~/components/home/HrHome";
import { SetupCard } from "~/components/home/SetupCard";
import selfStyles from "~/components/self/self.css";
import { MyDay, type HomeData } from "~/components/self/MyDay";
import { ApiError, type ApiClient } from "~/lib/api.server";
import { requireSection } from "~/lib/auth.server";
import { formatIsoDate, formatNumber } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { zoneOf } from "~/lib/time-zone";

/**
 * The home (docs/decisions/0039-employee-self-service.md): HR's headline figures for those who read them,
 * and for everyone with an employee record their own day — the shift and their own clock-in, remaining
 * leave, their latest requests and payslips — with the announcements and useful links meant for them,
 * the company's coming holidays and the platform's ads. Each part says what to do when it is empty.
 * Above them, for the roles that read HR data, what needs doing and the charts (docs/decisions/0042-hr-home.md):
 * one /v1 call, whose parts follow the caller's permissions. At the top, for the company's admin and sub
 * admin, "Setting up" until every step of the first day is done (docs/decisions/0050-a-new-company-s-first-day.md).
 */
export const handle: RouteHandle = { i18n: ["dashboard", "self", "requests", "screens", "payroll"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: selfStyles },
  { rel: "stylesheet", href: homeStyles },
];

export const meta: MetaFunction = () => [{ title: "Dashboard · HR Dashboard" }];

type Summary = DashboardSummary;

/** Requests and payslips the home shows; the rest are a link away. */
const LATEST = 5;
const PAYSLIPS = 3;

/** A part of the home that the caller may lack (403/404: no employee record, no access) reads as empty. */
const orEmpty = <T,>(fallback: T) => (error: unknown): T => {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return fallback;
  throw error;
};

async function latestRequests(api: ApiClient, employee: string): Promise<ApprovalOut[]> {
  const pages = await Promise.all(APPROVAL_TYPES.map((type) => api.approvals.list(type, employee, LATEST)));
  return pages
    .flatMap((page) => page.data)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, LATEST);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireSection(request, context, "home");
  const summary = await api.dashboard.summary();
  if (!user.company) return json({ summary, name: user.fullname, home: null, hr: null, setup: null });
  const today = formatIsoDate(new Date(), zoneOf(user));
  const year = Number(today.slice(0, 4));
  const employee = user.employee;
  const [setup, hr, announcements, links, ads, holidays, day, balances, requests, payslips] = await Promise.all([
    // Those who set the company up; a step's state is counted from the data (api/domain/setup.ts).
    SETUP_LEVELS.includes(user.level) ? api.companies.setup().catch(orEmpty<CompanySetup | null>(null)) : null,
    // 403: a role that reads no HR data (the employee) has no HR part.
    api.dashboard.home().catch(orEmpty<HrHomeData | null>(null)),
    api.self.announcements(),
    api.self.links(),
    api.self.ads(),
    api.self.holidays(today),
    employee ? api.attendance.today().catch(orEmpty(null)) : null,
    employee ? api.approvals.balances(employee, year).catch(orEmpty([])) : [],
    employee ? latestRequests(api, employee).catch(orEmpty([] as ApprovalOut[])) : [],
    employee ? api.payroll.mine().catch(orEmpty([] as MyPayslipOut[])) : [],
  ]);
  const home: HomeData = {
    employee: Boolean(employee),
    year,
    day,
    balances,
    requests,
    payslips: payslips.slice(0, PAYSLIPS),
    // Stored sanitised; sanitised again where it is shown (docs/design.md "Tenancy and security rules").
    announcements: announcements.map((row) => ({ ...row, content: sanitizeRichText(row.content) })),
    links,
    ads,
    holidays,
  };
  return json({ summary, name: user.fullname, home, hr, setup: setup && !setup.complete ? setup : null });
}

/** Who sees "Setting up": the levels GET /v1/company/setup answers (api/companies/setup.ts). */
const SETUP_LEVELS: readonly string[] = ["admin", "sub_admin"];

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
  const { summary, name, home, hr, setup } = useLoaderData<typeof loader>();
  const { t } = useTranslation("dashboard");
  const cards = CARDS.filter((card) => summary[card.key] !== undefined);
  return (
    <section className="home">
      <h2>{t("home.welcome", { name })}</h2>
      {setup ? <SetupCard setup={setup as CompanySetup} /> : null}
      {cards.length ? (
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
      ) : null}
      {hr ? <HrHome data={hr as HrHomeData} /> : null}
      {home ? <MyDay home={home as HomeData} /> : null}
    </section>
  );
}
