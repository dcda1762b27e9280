import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { CsrfInput } from "~/components/CsrfInput";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { commitSession, readForm, requireSection } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";
import { zoneOf, type TimeZone } from "~/lib/time-zone";
import { translator } from "~/lib/translate.server";

/**
 * Leave › Holiday › Load national holidays: one button per year (this one and the next) adds the year's
 * national holidays from the holiday package that the company does not have yet (POST /v1/holidays/national,
 * idempotent). docs/decisions/0033-holidays-range-map-hierarchy.md.
 */
export const handle: RouteHandle = { i18n: ["calendar", "screens", "messages"] };

export const meta: MetaFunction = () => [{ title: "Load national holidays · HR Dashboard" }];

const LIST = "/dashboard/leave/mass-leave";

/** This year in the company's zone (docs/decisions/0034-time-zones.md), and the next (December plans January). */
function years(zone: TimeZone, now = new Date()): number[] {
  const year = Number(new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric" }).format(now));
  return [year, year + 1];
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireSection(request, context, "mass-leave", "write");
  return json({ years: years(zoneOf(user)) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, user } = await requireSection(request, context, "mass-leave", "write");
  const { form, session } = await readForm(request);
  const allowed = years(zoneOf(user));
  const parsed = z.coerce
    .number()
    .int()
    .refine((year) => allowed.includes(year))
    .safeParse(form.get("year"));
  if (!parsed.success) throw json(null, { status: 400 });
  const result = await api.calendar.loadNationalHolidays(parsed.data);
  const t = await translator(request, ["calendar"]);
  const year = result.year;
  const count = result.added.length;
  const text = [count ? t("holidays.loaded", { count, year }) : t("holidays.none", { year }), result.missing.length ? t("holidays.missing", { year, names: result.missing.join(", ") }) : ""].filter(Boolean).join(". ");
  session.flash("flash", { kind: result.missing.length ? "info" : "success", message: text });
  return redirect(`${LIST}?f.start_date.from=${year}-01-01&f.start_date.to=${year}-12-31`, { headers: { "Set-Cookie": await commitSession(session) } });
}

export default function LoadHolidays() {
  const { years } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["calendar", "nav"]);
  return (
    <section className="card screen">
      <ScreenHeader trail={[t("nav:leave"), t("nav:massLeave")]} title={t("calendar:holidays.title")} />
      <p className="muted">{t("calendar:holidays.intro")}</p>
      <Form method="post" className="button-row">
        <CsrfInput />
        {years.map((year) => (
          <button key={year} type="submit" name="year" value={year} className="button">
            {t("calendar:holidays.load", { year })}
          </button>
        ))}
        <Link to={LIST} className="button button--secondary">
          {t("calendar:holidays.back")}
        </Link>
      </Form>
    </section>
  );
}
