import { useTranslation } from "react-i18next";
import { MY_REQUESTS, REQUEST_FORM_NAMES, REQUEST_FORMS, askHref } from "./kinds";

/** Employee Services › My requests: where to ask for leave and the rest, and to follow what was asked. */
export function MyRequestsCard() {
  const { t } = useTranslation("requests");
  return (
    <section aria-labelledby="my-requests" className="my-requests-card" data-my-requests-link>
      <h3 id="my-requests">{t("services.title")}</h3>
      <p className="muted">{t("services.intro")}</p>
      <div className="button-row">
        <a className="button" href={MY_REQUESTS}>
          {t("services.open")}
        </a>
        {REQUEST_FORM_NAMES.map((name) => (
          <a key={name} className="button button--secondary button--small" href={askHref(name)}>
            {t(`ask.heading.${REQUEST_FORMS[name]}`)}
          </a>
        ))}
      </div>
    </section>
  );
}
