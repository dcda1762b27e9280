import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/components/CsrfInput";
import { StatusBadge } from "~/components/payroll/StatusBadge";
import { formatDate } from "~/lib/format";
import { isLanguage } from "~/lib/i18n";
import { useTimeZone } from "~/lib/time-zone";
import { FilterBar } from "~/components/screens/FilterBar";

/**
 * What a run's pages share (Payroll Run, THR): the run's state, a figure of the summary, the search form,
 * the cut-off's confirmation.
 */

/** A date in the reader's language and the company's time zone, with the full year; "" for none. */
export function useDateText(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const timeZone = useTimeZone();
  return (iso) => (iso ? formatDate(iso, { language, fullYear: true, timeZone }) : "");
}

interface RunStamps {
  status: "running" | "saved" | "cut_off";
  run_at: string | null;
  run_by: { fullname: string } | null;
  cut_off_at: string | null;
  cut_off_by: { fullname: string } | null;
}

/** The run's badge, and who cut it off or last saved it and when; `text` words it in the page's namespace. */
export function RunState({ run, text }: { run: RunStamps; text: (key: "cutOffBy" | "savedBy" | "someone", values?: { name: string; when: string }) => string }) {
  const when = useDateText();
  return (
    <div className="run-state">
      <StatusBadge status={run.status} />
      {run.status === "cut_off" ? (
        <span className="muted" data-run-cut-off>
          {text("cutOffBy", { name: run.cut_off_by?.fullname || text("someone"), when: when(run.cut_off_at) })}
        </span>
      ) : run.run_at ? (
        <span className="muted" data-run-saved>
          {text("savedBy", { name: run.run_by?.fullname || text("someone"), when: when(run.run_at) })}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The list's GET search: `hidden` keeps the page's period, `children` adds the page's own filters, and
 * Reset (to `resetHref`) shows while anything is chosen.
 */
export function RunSearch({ action, label, hidden, q, placeholder, resetHref, children }: { action: string; label: string; hidden: Record<string, string | number>; q: string; placeholder: string; resetHref: string | null; children?: ReactNode }) {
  const { t } = useTranslation("screens");
  return (
    <FilterBar active={resetHref ? 1 : 0}>
      <form method="get" action={action} className="list-filters" aria-label={label}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="list-filters__search">
          <span className="visually-hidden">{t("list.search")}</span>
          <input type="search" name="q" defaultValue={q} placeholder={placeholder} />
        </label>
        {children}
        <button type="submit" className="button button--secondary">
          {t("list.apply")}
        </button>
        {resetHref ? (
          <Link to={resetHref} className="button button--ghost">
            {t("list.reset")}
          </Link>
        ) : null}
      </form>
    </FilterBar>
  );
}

/** One figure of a run's summary; `data-total` names it for the tests. */
export function Stat({ label, value, name, strong = false }: { label: string; value: string; name: string; strong?: boolean }) {
  return (
    <li className={strong ? "payroll-stat payroll-stat--strong" : "payroll-stat"}>
      <span className="payroll-stat__label">{label}</span>
      <span className="payroll-stat__value" data-total={name}>
        {value}
      </span>
    </li>
  );
}

/**
 * docs/specification.md §5's confirmation of a cut-off, without JavaScript: a <details> holding No (a link
 * back to `action`) and the POST form with `fields` and `intent=cut-off`.
 */
export function ConfirmCutOff({ action, fields, texts }: { action: string; fields: Record<string, string | number>; texts: { open: string; question: string; hint: string; yes: string; no: string } }) {
  return (
    <details className="confirm">
      <summary className="button button--danger">{texts.open}</summary>
      <div className="confirm__panel" role="group" aria-label={texts.question}>
        <p>{texts.question}</p>
        <p className="muted">{texts.hint}</p>
        <div className="button-row">
          <a href={action} className="button button--secondary button--small">
            {texts.no}
          </a>
          <Form method="post" action={action}>
            <CsrfInput />
            <input type="hidden" name="intent" value="cut-off" />
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="button button--danger button--small">
              {texts.yes}
            </button>
          </Form>
        </div>
      </div>
    </details>
  );
}
