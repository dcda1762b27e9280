import { Link, useLocation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";
import { Icon, iconMarkup, icons, menuIcon } from "~/components/layout/icons";
import { attr, html, type Html } from "~/lib/html";

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
 * folds behind a checkbox toggle; groups are <details>, open when they hold the current page. The menu's
 * first level and the top bar's tools carry icons (app/components/layout/icons.tsx); the landmarks are one
 * banner (the top bar), one navigation (the menu) and one main (docs/decisions/0043-layout-and-accessibility.md).
 */
export function DashboardShell({ menu, title, tools, collapsed = false, collapseAction, children }: DashboardShellProps) {
  const { t } = useTranslation();
  useEscapeCloses();
  return (
    <div className={collapsed ? "shell shell--collapsed" : "shell"}>
      <a className="skip-link" href="#content">
        {t("layout.skipToContent")}
      </a>
      <aside className="shell__sidebar" aria-label={t("layout.sidebar")}>
        <div className="shell__brand">
          <Link to="/dashboard/home" className="brand">
            <img src="/icons/icon.svg" alt="" width={36} height={36} />
            <span className="shell__brand-name">{t("app.name")}</span>
          </Link>
        </div>
        {/* A checkbox opens the menu on narrow screens: no JavaScript needed. */}
        <input type="checkbox" id="nav-toggle" className="shell__nav-toggle visually-hidden" aria-label={t("layout.toggleNavigation")} />
        <label htmlFor="nav-toggle" className="button button--secondary button--small shell__menu-toggle">
          <Icon icon={icons.menu} size={18} />
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

/**
 * With JavaScript, Escape closes the disclosure that holds the focus — a confirmation, a top-bar panel,
 * the filters — and gives the focus back to its summary (docs/decisions/0043-layout-and-accessibility.md).
 * Without it they close as every <details> does, by their summary.
 */
const DISMISSIBLE = "details.confirm[open], details.topbar-menu[open], details.filter-bar[open], details.row-details[open]";
function useEscapeCloses() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const open = document.activeElement?.closest<HTMLDetailsElement>(DISMISSIBLE);
      if (!open) return;
      event.preventDefault();
      open.open = false;
      open.querySelector<HTMLElement>(":scope > summary")?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}

function NavTree({ menu, label }: { menu: ShellMenuItem[]; label: string }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const labelOf = menuLabels(i18n.language, t);
  return <nav className="nav" aria-label={label} dangerouslySetInnerHTML={{ __html: navMarkup(menu, pathname, labelOf).value }} />;
}

/**
 * The menu's labels by language, translated once on the server: every page shows the same ~60 of them.
 * (In the browser a namespace may still be loading, so there each render asks.)
 */
const labelCache = new Map<string, Map<string, string>>();

function menuLabels(language: string, t: (key: string) => string): (key: string) => string {
  if (typeof document !== "undefined") return t;
  let labels = labelCache.get(language);
  if (!labels) labelCache.set(language, (labels = new Map()));
  const known = labels;
  return (key) => {
    let text = known.get(key);
    if (text === undefined) known.set(key, (text = t(key)));
    return text;
  };
}

/**
 * The menu as markup (app/lib/html.ts): plain links, the current one marked, and groups as <details>
 * open when they hold the current page — every page renders all of it on the server.
 */
function navMarkup(menu: ShellMenuItem[], path: string, labelOf: (key: string) => string): Html {
  // A record's page (/dashboard/edit/{section}/…) belongs to its section's menu item.
  const pathname = path.replace(/^\/dashboard\/edit\//, "/dashboard/");
  // The first level shows its icon; its label stays in the markup (visually hidden when the menu is
  // collapsed), so every link keeps its accessible name, and `title` names it on hover.
  const link = (item: ShellMenuItem, icon: boolean) => {
    const current = pathname === item.to || pathname.startsWith(`${item.to}/`);
    const label = labelOf(item.label);
    return html`<a href="${item.to}" data-menu-id="${item.id}"${icon ? attr("title", label) : ""}${current ? html` aria-current="page" class="active"` : ""}>${icon ? iconMarkup(menuIcon(item.id)) : ""}<span class="nav__label">${label}</span></a>`;
  };
  const items = menu.map((item) => {
    if (!item.children?.length) return html`<li class="nav__item">${link(item, true)}</li>`;
    const label = labelOf(item.label);
    return html`<li class="nav__group-item"><details class="nav__group" data-menu-id="${item.id}"${attr("open", pathname.startsWith(item.to) && "")}><summary title="${label}">${iconMarkup(menuIcon(item.id))}<span class="nav__label">${label}</span></summary><ul class="nav__children">${item.children.map((child) => html`<li class="nav__item">${link(child, false)}</li>`)}</ul></details></li>`;
  });
  return html`<ul>${items}</ul>`;
}
