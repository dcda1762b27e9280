import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";

/** The frame of every page outside the dashboard: sign-in, registration, recovery, errors. */
export function PublicPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="public-page">
      <header className="public-page__header">
        <Link to="/" className="brand">
          <img src="/icons/icon.svg" alt="" width={36} height={36} />
          <span>{t("app.name")}</span>
        </Link>
        <LanguageSwitcher />
      </header>
      <main className="public-page__main" id="content">
        {children}
      </main>
      <footer className="public-page__footer">
        <span>{t("app.tagline")}</span>
      </footer>
    </div>
  );
}
