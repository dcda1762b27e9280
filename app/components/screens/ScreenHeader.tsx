import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TabModel } from "~/lib/screen-model";

/** A screen's heading: its place in the menu, its title, and its tabs as links (no JavaScript needed). */
export function ScreenHeader({ trail, title, tabs, children }: { trail: string[]; title: string; tabs?: TabModel[]; children?: ReactNode }) {
  const { t } = useTranslation("screens");
  return (
    <header className="screen-header">
      <div className="screen-header__title">
        {trail.length ? (
          <p className="breadcrumb">
            {trail.map((part, index) => (
              <span key={`${part}-${index}`}>{part}</span>
            ))}
          </p>
        ) : null}
        <h2>{title}</h2>
        {children}
      </div>
      {tabs?.length ? (
        <nav className="tabs" aria-label={t("tabs.label")}>
          <ul>
            {tabs.map((tab) => (
              <li key={tab.id}>
                <Link to={tab.href} aria-current={tab.current ? "page" : undefined} className={tab.current ? "tabs__tab tabs__tab--current" : "tabs__tab"}>
                  {t(tab.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
