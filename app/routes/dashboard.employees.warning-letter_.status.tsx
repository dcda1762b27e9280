import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { menuEntry } from "../../contract/navigation";
import { DataTable } from "~/components/DataTable";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { requireSection } from "~/lib/auth.server";
import { formatDate } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { isLanguage } from "~/lib/i18n";
import { screenAt, tabsOf } from "~/screens/screen.server";
import { FilterBar } from "~/components/screens/FilterBar";

export const handle: RouteHandle = { i18n: ["screens", "employee-sheets"] };
export const meta: MetaFunction = () => [{ title: "Warning letters · HR Dashboard" }];

const STATUSES = ["all", "active", "expired"] as const;
type Status = (typeof STATUSES)[number];

/** Warning letters per employee: how many are in force today (between start and end date), expired or to come. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "warning-letter");
  const url = new URL(request.url);
  const status: Status = (STATUSES as readonly string[]).includes(url.searchParams.get("status") ?? "") ? (url.searchParams.get("status") as Status) : "all";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const { data, meta: info } = await api.employees.warningLetterStatus({ status, ...(q ? { search: q } : {}) });
  const match = screenAt("employees/warning-letter");
  const status_view = match?.screen.views.find((view) => view.id === "status");
  const tabs = match && status_view ? tabsOf(match.entry, match.screen, status_view) : [];
  return json({ rows: data, today: info.today, status, q, tabs });
}

export default function WarningLetterStatus() {
  const { rows, today, status, q, tabs } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation(["screens", "employee-sheets", "nav", "common"]);
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const entry = menuEntry("warning-letter");
  return (
    <section className="card screen">
      <ScreenHeader trail={[t("nav:employees"), t(`nav:${entry?.label ?? "warningLetter"}`)]} title={t("screens:tabs.warningStatus")} tabs={tabs} />
      <p className="muted">{t("employee-sheets:letters.intro", { date: formatDate(today, { language }) })}</p>
      <div className="list-toolbar">
        <FilterBar active={(q ? 1 : 0) + (status !== "all" ? 1 : 0)}>
          <form method="get" className="list-filters" role="search" aria-label={t("screens:tabs.warningStatus")}>
            <div className="list-filters__search">
              <label htmlFor="status-q" className="visually-hidden">
                {t("screens:list.search")}
              </label>
              <input id="status-q" type="search" name="q" defaultValue={q} placeholder={t("employee-sheets:letters.search")} maxLength={200} />
            </div>
            <div className="list-filters__select">
              <label htmlFor="status-filter" className="visually-hidden">
                {t("employee-sheets:letters.status")}
              </label>
              <select id="status-filter" name="status" defaultValue={status}>
                {STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t(`employee-sheets:letters.statuses.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button button--secondary">
              {t("screens:list.apply")}
            </button>
            {q || status !== "all" ? (
              <Link to="?" className="button button--link">
                {t("screens:list.reset")}
              </Link>
            ) : null}
          </form>
        </FilterBar>
      </div>
      <DataTable
        headings={[t("screens:fields.employee"), t("employee-sheets:columns.nickname"), t("employee-sheets:letters.current"), t("employee-sheets:letters.until"), t("employee-sheets:letters.statuses.active"), t("employee-sheets:letters.statuses.expired"), t("employee-sheets:letters.upcoming")]}
        empty={rows.length === 0}
      >
        {rows.map((row) => (
          <tr key={row.employee._id} data-status={row.active > 0 ? "active" : "expired"}>
            <td>{row.employee.fullname}</td>
            <td>{row.employee.nickname ?? "—"}</td>
            <td>{row.current ? t(`screens:values.type.${row.current}`) : t("employee-sheets:letters.none")}</td>
            <td>{row.current ? (row.current_until ? formatDate(row.current_until, { language, fullYear: true }) : t("employee-sheets:letters.noEnd")) : "—"}</td>
            <td>{row.active}</td>
            <td>{row.expired}</td>
            <td>{row.upcoming}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
