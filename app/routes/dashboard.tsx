import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/components/CsrfInput";
import { ErrorContent } from "~/components/ErrorContent";
import { DashboardShell } from "~/components/layout/DashboardShell";
import { Icon, icons } from "~/components/layout/icons";
import { Toast } from "~/components/feedback/Toast";
import { permissionLists, requireUser } from "~/lib/auth.server";
import { fileHref } from "~/lib/files";
import { birthdayDay } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { isLanguage } from "~/lib/i18n";
import { shellMenu } from "~/lib/navigation";
import { navCollapsed } from "~/lib/preferences.server";

export const handle: RouteHandle = { i18n: ["common", "nav", "dashboard"] };


export async function loader({ request, context }: LoaderFunctionArgs) {
  const signed = await requireUser(request, context);
  const { api, user, viewer } = signed;
  const chrome = signed.chrome ?? (await api.me.chrome());
  return json({
    user,
    menu: shellMenu(viewer, permissionLists()),
    unread: chrome.unread,
    birthdays: chrome.birthdays,
    birthdaysTotal: chrome.birthdays_total,
    // The account's photo (My profile, docs/decisions/0043-layout-and-accessibility.md), served by the web tier.
    photo: chrome.photo ? fileHref(chrome.photo) : null,
    collapsed: await navCollapsed(request),
  });
}

export type DashboardData = typeof loader;

export default function Dashboard() {
  const data = useLoaderData<typeof loader>();
  return (
    <Chrome data={data}>
      <Outlet />
    </Chrome>
  );
}

function Chrome({ data, children }: { data: ReturnType<typeof useLoaderData<typeof loader>>; children: React.ReactNode }) {
  const { t, i18n } = useTranslation("dashboard");
  const location = useLocation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const title = data.user.company?.name ?? t("platform");
  return (
    <DashboardShell
      menu={data.menu}
      collapsed={data.collapsed}
      title={title}
      collapseAction={
        <Form method="post" action="/dashboard/preferences" className="shell__collapse">
          <CsrfInput />
          <input type="hidden" name="returnTo" value={location.pathname + location.search} />
          <input type="hidden" name="navCollapsed" value={data.collapsed ? "false" : "true"} />
          <button type="submit" className="button button--link">
            {data.collapsed ? t("common:layout.expandNavigation") : t("common:layout.collapseNavigation")}
          </button>
        </Form>
      }
      tools={
        <>
          {data.birthdaysTotal ? (
            <details className="topbar-menu birthdays">
              <summary>
                <Icon icon={icons.cake} size={18} />
                <span className="topbar-text">{t("birthdays.summary", { count: data.birthdaysTotal })}</span>
                {/* Where the words are hidden for room, the count stays in sight; the words still name it. */}
                <span className="badge badge--soft topbar-count" aria-hidden="true">
                  {data.birthdaysTotal}
                </span>
              </summary>
              <div className="topbar-menu__panel">
                <p className="topbar-menu__title">{t("birthdays.title")}</p>
                {data.birthdays.length ? (
                  <ul>
                    {data.birthdays.map((person) => (
                      <li key={person._id}>
                        <strong>{person.fullname}</strong> — {birthdayDay(person.birth_date, language)}
                        {person.department ? <span className="muted"> · {person.department}</span> : null}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted">{t("birthdays.nonePending")}</p>
                )}
                <a href="/dashboard/birthdays">{t("birthdays.seeAll", { count: data.birthdaysTotal })}</a>
              </div>
            </details>
          ) : null}
          {/* The visible words begin the link's name (WCAG 2.5.3): "Inbox", then "3 unread" for screen readers. */}
          <Link to="/dashboard/inbox" className="topbar-link inbox-link">
            <Icon icon={icons.bell} size={18} />
            <span className="topbar-text">{t("inbox.title")}</span>
            {data.unread ? (
              <span className="badge">
                {data.unread}
                <span className="visually-hidden"> {t("inbox.unreadCount", { count: data.unread })}</span>
              </span>
            ) : null}
          </Link>
          <Link to="/dashboard/qr" className="topbar-link">
            <Icon icon={icons.qr} size={18} />
            <span className="topbar-text">{t("qr.link")}</span>
          </Link>
          {/* The name opens My profile (app/routes/dashboard.profile.tsx): the own record and the password. */}
          <Link to="/dashboard/profile" className="topbar-user" data-profile-link>
            {data.photo ? (
              <img src={data.photo} alt="" className="avatar" width={36} height={36} data-topbar-photo />
            ) : (
              <Icon icon={icons.user} size={32} className="avatar avatar--empty" />
            )}
            <span className="topbar-user__text">
              <strong>{data.user.fullname}</strong>
              <span className="muted">{t(`levels.${data.user.level}`)}</span>
            </span>
          </Link>
          <Link to="/logout" className="button button--secondary button--small">
            <Icon icon={icons.logout} size={16} />
            {/* On a phone the icon alone, so that the tools keep one row; going back from a company stays spelt out. */}
            {data.user.impersonating ? t("impersonation.back") : <span className="topbar-text--phone">{t("logout")}</span>}
          </Link>
        </>
      }
    >
      {data.user.impersonating ? (
        <p className="notice notice--warning">{t("impersonation.notice", { name: data.user.fullname, company: data.user.company?.name ?? "" })}</p>
      ) : null}
      <Toast />
      {children}
    </DashboardShell>
  );
}

/** Errors under the dashboard keep the menu (the shell survives), with the specification's texts. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/dashboard");
  if (!data) return <ErrorContent error={error} />;
  return (
    <Chrome data={data}>
      <ErrorContent error={error} />
    </Chrome>
  );
}
