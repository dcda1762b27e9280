import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon, icons } from "~/components/layout/icons";
import { supportedLanguages } from "~/lib/i18n";

/**
 * A plain GET form: works without JavaScript; the server remembers the choice in a cookie. Compact in
 * the top bar: the languages icon names the select's purpose beside its (visually hidden) label, and
 * the languages are written short ("EN", "ID") with their full names as the options' text.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("lng");
  return (
    <form method="get" action={location.pathname} className="language-switcher" lang={i18n.language}>
      {[...params.entries()].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="lng-select" className="language-switcher__label" title={t("language.label")}>
        <Icon icon={icons.language} size={18} />
        <span className="visually-hidden">{t("language.label")}</span>
      </label>
      <select id="lng-select" name="lng" defaultValue={i18n.language}>
        {supportedLanguages.map((lng) => (
          <option key={lng} value={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary button--small">
        {t("language.change")}
      </button>
    </form>
  );
}
