import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ListScreen } from "~/components/screens/ListScreen";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { canAccess } from "../../contract/navigation";
import { permissionLists, requireSection } from "~/lib/auth.server";
import { filterParam } from "~/lib/list-state";
import { formatIsoDate } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { loadList, orNotFound } from "~/screens/presenters/list.server";
import { screenAt, viewOf } from "~/screens/screen.server";
import { zoneOf } from "~/lib/time-zone";
import { translator } from "~/lib/translate.server";

/**
 * Attendance › Daily: the declared list of attendance records (app/screens/attendance.ts, menu "daily"),
 * opening on today in the company's zone; a record of another zone names it beside its times
 * (docs/decisions/0034). The date range, status, employee, department and location filters, the
 * xlsx export of the current filter and the correction form (/dashboard/edit/attendance/daily/{id}) are
 * the generic ones; only the default day and the link to the attendance import are this route's.
 */
export const handle: RouteHandle = { i18n: ["screens", "attendance", "messages"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const FROM = filterParam("date", "from");
const TO = filterParam("date", "to");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user, viewer } = await requireSection(request, context, "daily");
  const match = screenAt("attendance/daily");
  if (!match) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  // No day chosen: today in the company's zone (the list, its filter form and its export all read this URL).
  if (!url.searchParams.get(FROM) && !url.searchParams.get(TO)) {
    const today = formatIsoDate(new Date(), zoneOf(user));
    url.searchParams.set(FROM, today);
    url.searchParams.set(TO, today);
  }
  const view = viewOf(match.screen, null);
  const [list, t] = await Promise.all([orNotFound(loadList(api, user, match, view, url)), translator(request, ["nav"])]);
  return json({ list, canImport: canAccess("daily", viewer, permissionLists(), "write"), documentTitle: t("nav:daily") });
}

export default function Daily() {
  const { list, canImport } = useLoaderData<typeof loader>();
  const { t } = useTranslation("screens");
  const title = t("nav:daily");
  return (
    <section className="card screen" data-screen="nav:daily">
      <ScreenHeader trail={[t("nav:attendance")]} title={title}>
        {/* Clock times from machines and sites without the app (docs/decisions/0031-roster-and-attendance-import.md). */}
        {canImport ? (
          <p>
            <Link to="/dashboard/attendance/daily/import" className="button button--secondary">
              {t("attendance:roster.recordsImport")}
            </Link>
          </p>
        ) : null}
      </ScreenHeader>
      <ListScreen list={list} tab={null} title={title} />
    </section>
  );
}
