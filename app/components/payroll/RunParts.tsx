import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/components/CsrfInput";

/** What a run's pages share (Payroll Run, THR): a figure of the summary, the pages of the list, the cut-off's confirmation. */

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

/** Previous and next as plain links, with where the reader is ("Page 1 of 2 (95 employees)"). */
export function Pagination({ page, pages, text, href }: { page: number; pages: number; text: string; href: (page: number) => string }) {
  const { t } = useTranslation("screens");
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("list.pagination")}>
      {page > 1 ? <Link to={href(page - 1)}>{t("list.previous")}</Link> : null}
      <span>{text}</span>
      {page < pages ? <Link to={href(page + 1)}>{t("list.next")}</Link> : null}
    </nav>
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
