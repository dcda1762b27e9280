import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { supportedLanguages } from "~/lib/i18n";

/** A plain GET form: works without JavaScript; the server remembers the choice in a cookie. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("lng");
  return (
    <form method="get" action={location.pathname} className="language-switcher">
      {[...params.entries()].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="lng-select" className="visually-hidden">
        {t("language.label")}
      </label>
      <select id="lng-select" name="lng" defaultValue={i18n.language}>
        {supportedLanguages.map((lng) => (
          <option key={lng} value={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--small">
        {t("language.change")}
      </button>
    </form>
  );
}
