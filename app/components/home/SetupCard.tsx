/**
 * "Setting up" at the top of the admin's home (docs/decisions/0050-a-new-company-s-first-day.md): each step
 * of a new company's first day a line, done or not as the company's data says (GET /v1/company/setup), with
 * a link to where it is filled in. Server-rendered links: it works without JavaScript. Shown until every
 * step is done.
 */
import { useTranslation } from "react-i18next";
import type { CompanySetup } from "../../../contract/responses/setup";

export function SetupCard({ setup }: { setup: CompanySetup }) {
  const { t } = useTranslation("dashboard");
  return (
    <section className="setup card" aria-labelledby="setup-heading" data-home="setup">
      <div className="setup__head">
        <h3 id="setup-heading">{t("home.setup.title")}</h3>
        <p className="setup__summary" data-setup-done={setup.done} data-setup-total={setup.total}>
          {t("home.setup.summary", { done: setup.done, total: setup.total })}
        </p>
      </div>
      <progress className="setup__progress" value={setup.done} max={setup.total} aria-labelledby="setup-heading" />
      <p className="muted setup__intro">{t("home.setup.intro")}</p>
      <ol className="setup__list">
        {setup.steps.map((step) => (
          <li key={step.key} className={`setup__step${step.done ? " setup__step--done" : ""}`} data-step={step.key} data-done={String(step.done)}>
            <span className="setup__mark" aria-hidden="true">
              {step.done ? "✓" : ""}
            </span>
            <span className="setup__text">
              <a href={step.href} className="setup__link">
                {t(`home.setup.steps.${step.key}.title`)}
              </a>
              <span className="setup__hint muted">{t(`home.setup.steps.${step.key}.hint`)}</span>
            </span>
            <span className={`setup__state ${step.done ? "setup__state--done" : "setup__state--todo"}`}>{step.done ? t("home.setup.done") : t("home.setup.notDone")}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
