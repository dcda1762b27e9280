import { Form, Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/components/CsrfInput";
import { FilterBar } from "~/components/screens/FilterBar";
import { cellText, detailEntries, detailSummary, levelText, type Row } from "~/lib/cells";
import { fileHref } from "~/lib/files";
import { formatNumber } from "~/lib/format";
import { attr, html, type Html } from "~/lib/html";
import type { TFunction } from "i18next";
import { isLanguage, type Language } from "~/lib/i18n";
import { filterParam, listHref, nextSort, pageWindow, sortDirection } from "~/lib/list-state";
import type { ColumnModel, FilterModel, ListModel } from "~/lib/screen-model";
import { useTimeZone, type TimeZone } from "~/lib/time-zone";

export type ListData = ListModel;

/**
 * A declared list: search and filters as a plain GET form, sortable column headers and pages as links,
 * row actions (edit, delete with its confirmation, login as admin) as links and small POST forms — all of
 * it works without JavaScript. 'No Data' when nothing matches.
 */
export function ListScreen({ list, tab, title }: { list: ListData; tab: string | null; title: string }) {
  const { t, i18n } = useTranslation("screens");
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const zone = useTimeZone();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const here = `${location.pathname}${location.search}`;
  const first = list.total ? (list.page - 1) * list.pageSize + 1 : 0;
  const last = Math.min(list.total, list.page * list.pageSize);
  const filtering = Boolean(list.state.q || Object.keys(list.state.filters).length);
  const tabQuery = tab ? `?tab=${encodeURIComponent(tab)}` : "";
  const hasActions = list.verbs.update || list.verbs.remove || list.rowActions.length > 0;
  const csrf = useRouteLoaderData<{ csrf: string }>("root")?.csrf ?? "";
  // Translated once per page, not once per row (a 50-row page renders fast on the server).
  const labels: RowLabels = {
    columns: list.columns.map((column) => t(column.label)),
    edit: t("list.edit"),
    editNamed: t("list.editNamed", { name: NAME }),
    delete: t("list.delete"),
    confirm: t("list.confirmDelete", { name: NAME }),
    no: t("list.no"),
    loginAsAdmin: t("list.loginAsAdmin"),
    inviteAdmin: t("list.inviteAdmin"),
    decide: t("list.decide"),
    decideNamed: t("list.decideNamed", { name: NAME }),
    note: t("list.decisionNote"),
    approve: t("list.approve"),
    reject: t("list.reject"),
    yes: t("yes"),
    notYes: t("no"),
    file: t("form.currentFile"),
  };

  return (
    <div className="list-screen">
      <div className="list-toolbar">
        {list.search || list.filters.length ? (
          <FilterBar active={(list.state.q ? 1 : 0) + Object.keys(list.state.filters).length}>
          <form method="get" action={location.pathname} className="list-filters" role="search" aria-label={t("list.searchAndFilter", { title })}>
            {tab ? <input type="hidden" name="tab" value={tab} /> : null}
            {list.state.sort ? <input type="hidden" name="sort" value={list.state.sort} /> : null}
            {list.search ? (
              <div className="list-filters__search">
                <label htmlFor="list-q" className="visually-hidden">
                  {t("list.search")}
                </label>
                <input id="list-q" type="search" name="q" defaultValue={list.state.q} placeholder={t(list.search)} maxLength={200} />
              </div>
            ) : null}
            {list.filters.map((filter) => (
              <FilterControl key={filter.field} filter={filter} values={list.state.filters} />
            ))}
            {/* A filter in force without a control here (a link's, as the home page's "waiting for you") stays in force. */}
            {Object.entries(list.state.filters)
              .filter(([name]) => !list.filters.some((filter) => controls(filter, name)))
              .map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
            <button type="submit" className="button button--secondary">
              {t("list.apply")}
            </button>
            {filtering ? (
              <Link to={`${location.pathname}${tabQuery}`} className="button button--link">
                {t("list.reset")}
              </Link>
            ) : null}
          </form>
          </FilterBar>
        ) : (
          <span />
        )}
        <div className="button-row">
          {list.toolbar.map((link) => (
            <a key={link.href} href={link.href} className="button button--secondary">
              {t(link.label)}
            </a>
          ))}
          {list.exportHref ? (
            <a href={list.exportHref} className="button button--secondary" download>
              {t("list.export")}
            </a>
          ) : null}
          {list.createHref ? (
            <Link to={list.createHref} className="button">
              {t("list.create")}
            </Link>
          ) : null}
        </div>
      </div>

      <p className="list-summary muted" aria-live="polite">
        {list.total ? t("list.showing", { first: formatNumber(first, language), last: formatNumber(last, language), total: `${formatNumber(list.total, language)}${list.totalExact ? "" : "+"}` }) : null}
      </p>

      {list.rows.length === 0 ? (
        // The specification's 'No Data', then what to do next: widen the search, or add the first row.
        <div className="empty-state">
          <p className="empty" data-empty="true">
            {t("common:fallback.noData")}
          </p>
          {filtering ? (
            <p className="empty-state__next" data-empty-next="search">
              {t("list.emptySearch")} <Link to={`${location.pathname}${tabQuery}`}>{t("list.showAll")}</Link>
            </p>
          ) : list.createHref ? (
            <p className="empty-state__next" data-empty-next="create">
              {t("list.emptyNone", { title })} <Link to={list.createHref}>{t("list.addFirst")}</Link>
            </p>
          ) : null}
        </div>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                {list.columns.map((column) => {
                  const direction = sortDirection(list.state.sort, column.field);
                  return (
                    <th key={column.field} scope="col" aria-sort={direction ?? undefined}>
                      {column.sortable ? (
                        <a href={listHref(location.pathname, params, { sort: nextSort(list.state.sort, column.field) })} className="sort-link">
                          {t(column.label)}
                          <span aria-hidden="true" className="sort-link__arrow">
                            {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
                          </span>
                        </a>
                      ) : (
                        t(column.label)
                      )}
                    </th>
                  );
                })}
                {hasActions ? (
                  <th scope="col" className="data-table__actions">
                    <span className="visually-hidden">{t("list.actions")}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody dangerouslySetInnerHTML={{ __html: rowsMarkup({ list, labels, t, language, zone, tabQuery, tab, here, csrf, hasActions }) }} />
          </table>
          {list.verbs.remove ? (
            <form id={DELETE_FORM} method="post" action={here} hidden>
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="intent" value="delete" />
              {tab ? <input type="hidden" name="tab" value={tab} /> : null}
            </form>
          ) : null}
        </div>
      )}

      {list.pages > 1 ? (
        <nav className="pagination" aria-label={t("list.pagination")}>
          {list.page > 1 ? (
            <a href={listHref(location.pathname, params, { page: String(list.page - 1) })} rel="prev">
              {t("list.previous")}
            </a>
          ) : (
            <span className="pagination__disabled">{t("list.previous")}</span>
          )}
          <ol>
            {pageWindow(list.page, list.pages).map((page, index) =>
              page === "gap" ? (
                <li key={`gap-${index}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={page}>
                  {page === list.page ? (
                    <span aria-current="page" className="pagination__current">
                      {formatNumber(page, language)}
                    </span>
                  ) : (
                    <a href={listHref(location.pathname, params, { page: String(page) })} aria-label={t("list.page", { page })}>
                      {formatNumber(page, language)}
                    </a>
                  )}
                </li>
              ),
            )}
          </ol>
          {list.page < list.pages ? (
            <a href={listHref(location.pathname, params, { page: String(list.page + 1) })} rel="next">
              {t("list.next")}
            </a>
          ) : (
            <span className="pagination__disabled">{t("list.next")}</span>
          )}
        </nav>
      ) : null}
    </div>
  );
}

const NAME = "\u0000name\u0000";
/** The id of the list's one delete form: each row's Delete button names it (a form per row costs every page). */
const DELETE_FORM = "row-delete";

interface RowLabels {
  columns: string[];
  edit: string;
  editNamed: string;
  delete: string;
  confirm: string;
  no: string;
  loginAsAdmin: string;
  inviteAdmin: string;
  decide: string;
  decideNamed: string;
  note: string;
  approve: string;
  reject: string;
  yes: string;
  notYes: string;
  file: string;
}

interface RowContext {
  list: ListData;
  labels: RowLabels;
  t: TFunction;
  language: Language;
  /** The reader's company zone (docs/decisions/0034). */
  zone: TimeZone;
  tabQuery: string;
  tab: string | null;
  here: string;
  csrf: string;
  hasActions: boolean;
}

/**
 * The rows as markup (app/lib/html.ts: a 50-row page is most of a list page's elements, and React's
 * per-element cost made it most of the page's time). Plain links and forms: the list works without
 * JavaScript, with the page's translations handed down.
 */
function rowsMarkup(context: RowContext): string {
  return context.list.rows.map((row) => rowMarkup(row, context).value).join("");
}

function rowMarkup(row: Row, { list, labels, t, language, zone, tabQuery, tab, here, csrf, hasActions }: RowContext): Html {
  const id = String(row._id);
  // A reference names the record by what it points at (a warning letter by its employee).
  const named = row[list.nameField] as unknown;
  const name = (named && typeof named === "object" ? String((named as Row).fullname ?? (named as Row).name ?? "") : String(named ?? "")) || id;
  const editHref = `${list.editBase}/${encodeURIComponent(id)}${tabQuery}`;
  const cells = list.columns.map((column, index) => {
    const cell = cellMarkup(column, row, t, language, zone, labels);
    return html`<td data-label="${labels.columns[index]}">${index === 0 && list.verbs.update ? html`<a href="${editHref}" class="row-link">${cell}</a>` : cell}</td>`;
  });
  if (!hasActions) return html`<tr>${cells}</tr>`;
  const tabInput = tab ? html`<input type="hidden" name="tab" value="${tab}"/>` : null;
  const decideNamed = labels.decideNamed.replace(NAME, name);
  const actions = [
    list.rowActions.includes("loginAsAdmin")
      ? html`<form method="post" action="/dashboard/login-as/${encodeURIComponent(id)}"><input type="hidden" name="csrf" value="${csrf}"/><button type="submit" class="button button--secondary button--small">${labels.loginAsAdmin}</button></form>`
      : null,
    // A company without an admin yet: the developer invites one (a link to the invitation's page; the row's
    // own link, Edit, stays the one link directly in the actions).
    list.rowActions.includes("inviteAdmin") && !row.admin
      ? html`<span class="row-actions__link"><a href="/dashboard/companies/${encodeURIComponent(id)}/invite-admin" class="button button--secondary button--small">${labels.inviteAdmin}</a></span>`
      : null,
    // Approve or reject with an optional note: a small POST form, no JavaScript needed.
    list.rowActions.includes("decide") && row.can_decide !== false
      ? html`<details class="confirm"><summary class="button button--small">${labels.decide}</summary><div class="confirm__panel" role="group" aria-label="${decideNamed}"><p>${decideNamed}</p><form method="post" action="${here}" class="decision-form"><input type="hidden" name="csrf" value="${csrf}"/><input type="hidden" name="intent" value="decide"/><input type="hidden" name="id" value="${id}"/>${typeof row.current_level === "number" ? html`<input type="hidden" name="level" value="${String(row.current_level)}"/>` : null}${tabInput}<label class="visually-hidden" for="note-${id}">${labels.note}</label><input id="note-${id}" type="text" name="note" maxlength="1000" placeholder="${labels.note}"/><button type="submit" name="decision" value="approved" class="button button--small">${labels.approve}</button><button type="submit" name="decision" value="rejected" class="button button--danger button--small">${labels.reject}</button></form></div></details>`
      : null,
    list.verbs.update
      ? html`<a href="${editHref}" class="button button--secondary button--small" aria-label="${labels.editNamed.replace(NAME, name)}">${labels.edit}</a>`
      : null,
    // The Delete button submits the page's one delete form (DELETE_FORM) with this row's id.
    list.verbs.remove
      ? html`<details class="confirm"><summary class="button button--danger-outline button--small">${labels.delete}</summary><div class="confirm__panel"><p>${labels.confirm.replace(NAME, name)}</p><div class="button-row"><a href="${here}" class="button button--secondary button--small">${labels.no}</a><button type="submit" form="${DELETE_FORM}" name="id" value="${id}" class="button button--danger button--small">${labels.delete}</button></div></div></details>`
      : null,
  ];
  return html`<tr>${cells}<td class="data-table__actions"><div class="row-actions">${actions}</div></td></tr>`;
}

const MUTED_DASH = html`<span class="muted">—</span>`;

/** One cell's markup, by the column's format. */
function cellMarkup(column: ColumnModel, row: Row, t: TFunction, language: Language, zone: TimeZone, labels: RowLabels): Html | string {
  const value = row[column.field];
  switch (column.format) {
    case "link":
      return typeof value === "string" && /^https?:\/\//i.test(value)
        ? html`<a href="${value}" target="_blank" rel="noreferrer noopener" class="cell-link cell-text" title="${value}">${value.replace(/^https?:\/\//i, "")}</a>`
        : "";
    case "image":
      return typeof value === "string" && value ? html`<img src="${fileHref(value)}" alt="" class="thumb" loading="lazy"/>` : MUTED_DASH;
    case "file": {
      const file = value && typeof value === "object" ? (value as Row) : null;
      return file?.url ? html`<a href="${fileHref(file.url)}" target="_blank" rel="noreferrer">${String(file.name ?? labels.file)}</a>` : MUTED_DASH;
    }
    case "boolean":
      return html`<span class="${value === true ? "pill pill--yes" : "pill"}">${value === true ? labels.yes : labels.notYes}</span>`;
    case "enum":
      // An empty value says what the column declares for it (a location without its own zone: the company's).
      return value ? html`<span class="pill pill--${String(value).replace(/[^a-z0-9_-]/gi, "")}">${cellText(column, row, t, language, zone)}</span>` : cellText(column, row, t, language, zone);
    case "first30":
      return html`<span${attr("title", typeof value === "string" && value)}>${cellText(column, row, t, language, zone)}</span>`;
    case "levels": {
      // Each level of a request: its approver, then the decision, its note and who decided, or that it waits.
      const levels = Array.isArray(row[column.field]) ? (row[column.field] as Row[]) : [];
      if (!levels.length) return MUTED_DASH;
      return html`<ol class="approval-levels">${levels.map((level) => html`<li>${levelText(level, row, t)}</li>`)}</ol>`;
    }
    case "details": {
      // An accordion row that opens without JavaScript: the summary line, then every entry.
      const entries = detailEntries(column, row, t, language, zone);
      if (!entries.length) return MUTED_DASH;
      return html`<details class="row-details"><summary>${detailSummary(entries) || entries[0].text}</summary><dl>${entries.map((entry) => html`<div><dt>${entry.label}</dt><dd>${entry.text}</dd></div>`)}</dl></details>`;
    }
    default: {
      const text = cellText(column, row, t, language, zone);
      return text ? fitted(text) : MUTED_DASH;
    }
  }
}

/** Past this many characters a cell's text may be cut by its column's width. */
const LONG_CELL = 32;

/**
 * A cell's text on one line, cut with an ellipsis rather than broken inside a word; a long one carries
 * its whole text in `title` (hover) and takes the keyboard's focus, which shows it whole (app.css
 * `.cell-text:focus`; docs/decisions/0043-layout-and-accessibility.md).
 */
function fitted(text: string): Html | string {
  return text.length > LONG_CELL ? html`<span class="cell-text" title="${text}" tabindex="0">${text}</span>` : html`<span class="cell-text">${text}</span>`;
}

/** Whether a filter's control sets this URL parameter. */
const controls = (filter: FilterModel, name: string): boolean =>
  filter.kind === "dateRange" ? name === filterParam(filter.field, "from") || name === filterParam(filter.field, "to") : name === filterParam(filter.field);

function FilterControl({ filter, values }: { filter: FilterModel; values: Record<string, string> }) {
  const { t } = useTranslation("screens");
  const id = `filter-${filter.field}`;
  if (filter.kind === "dateRange") {
    return (
      <fieldset className="list-filters__range">
        <legend>{t(filter.label)}</legend>
        <label htmlFor={`${id}-from`} className="visually-hidden">
          {t("list.from")}
        </label>
        <input id={`${id}-from`} type="date" name={filterParam(filter.field, "from")} defaultValue={values[filterParam(filter.field, "from")] ?? ""} aria-label={`${t(filter.label)} ${t("list.from")}`} />
        <span aria-hidden="true">–</span>
        <input id={`${id}-to`} type="date" name={filterParam(filter.field, "to")} defaultValue={values[filterParam(filter.field, "to")] ?? ""} aria-label={`${t(filter.label)} ${t("list.to")}`} />
      </fieldset>
    );
  }
  return (
    <div className="list-filters__select">
      <label htmlFor={id} className="visually-hidden">
        {t(filter.label)}
      </label>
      <select id={id} name={filterParam(filter.field)} defaultValue={values[filterParam(filter.field)] ?? ""}>
        <option value="">{t("list.all", { label: t(filter.label) })}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {filter.labels ? t(`${filter.labels}.${option.value}`, { defaultValue: option.label }) : option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Spec §5: 'Are you sure want to delete {name}?' with No and Delete — a <details>, so no JavaScript is needed. */
export function ConfirmDelete({ name, id, tab, action, returnTo }: { name: string; id: string; tab: string | null; action: string; returnTo?: string }) {
  const { t } = useTranslation("screens");
  return (
    <details className="confirm">
      <summary className="button button--danger-outline button--small">{t("list.delete")}</summary>
      <div className="confirm__panel" role="group" aria-label={t("list.confirmDelete", { name })}>
        <p>{t("list.confirmDelete", { name })}</p>
        <div className="button-row">
          <a href={returnTo ?? action} className="button button--secondary button--small">
            {t("list.no")}
          </a>
          <Form method="post" action={action}>
            <CsrfInput />
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={id} />
            {tab ? <input type="hidden" name="tab" value={tab} /> : null}
            <button type="submit" className="button button--danger button--small">
              {t("list.delete")}
            </button>
          </Form>
        </div>
      </div>
    </details>
  );
}
