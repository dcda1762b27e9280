import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";

export interface ShellMenuItem {
  id: string;
  /** i18n key of the label. */
  label: string;
  to: string;
  children?: ShellMenuItem[];
}

interface DashboardShellProps {
  menu: ShellMenuItem[];
  title: ReactNode;
  /** Extra tools in the top bar (user, inbox, logout), before the language switcher. */
  tools?: ReactNode;
  collapsed?: boolean;
  /** Where the collapse toggle posts; omitted, no toggle is shown. */
  collapseAction?: ReactNode;
  children: ReactNode;
}

/**
 * Sidebar (300 px), top bar (90 px) and content. Readable without JavaScript: below 1023 px the menu
 * folds behind a checkbox toggle; groups are <details>, open when they hold the current page.
 */
export function DashboardShell({ menu, title, tools, collapsed = false, collapseAction, children }: DashboardShellProps) {
  const { t } = useTranslation();
  return (
    <div className={collapsed ? "shell shell--collapsed" : "shell"}>
      <a className="skip-link" href="#content">
        {t("layout.skipToContent")}
      </a>
      <aside className="shell__sidebar">
        <div className="shell__brand">
          <Link to="/dashboard/home" className="brand">
            <img src="/icons/icon.svg" alt="" width={36} height={36} />
            <span className="shell__brand-name">{t("app.name")}</span>
          </Link>
        </div>
        {/* A checkbox opens the menu on narrow screens: no JavaScript needed. */}
        <input type="checkbox" id="nav-toggle" className="shell__nav-toggle visually-hidden" />
        <label htmlFor="nav-toggle" className="button button--secondary button--small shell__menu-toggle">
          {t("layout.toggleNavigation")}
        </label>
        <NavTree menu={menu} label={t("layout.mainNavigation")} />
        {collapseAction}
      </aside>
      <header className="shell__topbar">
        <h1 className="shell__topbar-title">{title}</h1>
        <div className="shell__topbar-tools">
          {tools}
          <LanguageSwitcher />
        </div>
      </header>
      <main className="shell__content" id="content">
        {children}
      </main>
    </div>
  );
}

function NavTree({ menu, label }: { menu: ShellMenuItem[]; label: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="nav" aria-label={label}>
      <ul>
        {menu.map((item) =>
          item.children?.length ? (
            <li key={item.id} className="nav__group-item">
              <details className="nav__group" data-menu-id={item.id} open={pathname.startsWith(item.to)}>
                <summary>
                  <span className="nav__label">{t(item.label)}</span>
                </summary>
                <ul className="nav__children">
                  {item.children.map((child) => (
                    <li key={child.id} className="nav__item">
                      <MenuLink to={child.to} id={child.id} pathname={pathname} label={t(child.label)} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={item.id} className="nav__item">
              <MenuLink to={item.to} id={item.id} pathname={pathname} label={t(item.label)} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * A plain link, marked when it holds the current page: every page of the menu is rendered on the server
 * (a Remix <NavLink> per item costs each page ~40 route resolutions for the same result).
 */
function MenuLink({ to, id, pathname, label }: { to: string; id: string; pathname: string; label: string }) {
  const current = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <a href={to} data-menu-id={id} aria-current={current ? "page" : undefined} className={current ? "active" : undefined}>
      <span className="nav__label">{label}</span>
    </a>
  );
}
