import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { messageText } from "../../contract/message-text";
import { canAccess } from "../../contract/navigation";
import type { ShiftOut, Today } from "../../contract/responses/attendance";
import { DataTable } from "~/components/DataTable";
import { MyPayslips } from "~/components/payroll/MyPayslips";
import { MyRequestsCard } from "~/components/requests/MyRequestsCard";
import { CsrfInput } from "~/components/CsrfInput";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { ApiError } from "~/lib/api.server";
import type { MyPayslipOut } from "../../contract/responses/payroll";
import { commitSession, permissionLists, readForm, requireSection } from "~/lib/auth.server";
import { formatDate, formatNumber } from "~/lib/format";
import { clockForm } from "~/lib/page-forms.server";
import type { RouteHandle } from "~/lib/hydration";
import { isLanguage } from "~/lib/i18n";
import { useTimeZone, zonedWallTime } from "~/lib/time-zone";
import { translator } from "~/lib/translate.server";
import { useHydrated } from "~/lib/use-hydrated";
import type { ReactNode } from "react";

/**
 * Employee Services: the signed-in person's day (shift, clock-in and clock-out as plain POST forms) and,
 * for staff, a live view of today across the company. With JavaScript the clock forms first ask the
 * browser for its location and send it along (the attendance group's range is checked by the API);
 * without it they post as they are: taken as off-site where the group allows it, and where it does not
 * the page says so up front and the button waits for JavaScript (docs/decisions/0016).
 */
export const handle: RouteHandle = { i18n: ["attendance", "screens", "messages", "payroll", "requests"], hydrate: true };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, viewer } = await requireSection(request, context, "services");
  const staff = canAccess("daily", viewer, permissionLists());
  const [today, live, payslips, t] = await Promise.all([
    api.attendance.today(),
    staff ? api.attendance.live() : Promise.resolve(null),
    // My payslips: the person's own saved months; none for an account without an employee.
    api.payroll.mine().catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return [] as MyPayslipOut[];
      throw error;
    }),
    translator(request, ["nav"]),
  ]);
  return json({ today, live, payslips, documentTitle: t("nav:services") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireSection(request, context, "services");
  const { form, session } = await readForm(request);
  /** `message`: a message text (app/lib/messages.ts). */
  const flash = async (kind: "success" | "error", message: string) => {
    session.flash("flash", { kind, message });
    return redirect("/dashboard/services", { headers: { "Set-Cookie": await commitSession(session) } });
  };
  const parsed = clockForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return flash("error", messageText("invalidFields"));
  const { intent, latitude, longitude } = parsed.data;
  const place = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {};
  try {
    if (intent === "clock-in") return flash("success", messageText("clockedInAt", { time: (await api.attendance.clockIn(place)).clock_in ?? "" }));
    return flash("success", messageText("clockedOutAt", { time: (await api.attendance.clockOut(place)).clock_out ?? "" }));
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return flash("error", error.message);
    throw error;
  }
}

/** With JavaScript: ask for the position once, put it in the form's hidden fields, then post the form. */
function withPosition(event: FormEvent<HTMLFormElement>) {
  const form = event.currentTarget;
  if (form.dataset.located === "true" || !("geolocation" in navigator)) return;
  event.preventDefault();
  const send = () => {
    form.dataset.located = "true";
    form.submit();
  };
  navigator.geolocation.getCurrentPosition(
    (position) => {
      (form.elements.namedItem("latitude") as HTMLInputElement).value = position.coords.latitude.toFixed(6);
      (form.elements.namedItem("longitude") as HTMLInputElement).value = position.coords.longitude.toFixed(6);
      send();
    },
    send,
    { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
  );
}

type Where = "required" | "offsite" | null;

function ClockForm({ intent, label, where }: { intent: "clock-in" | "clock-out"; label: string; where: Where }) {
  // Marks the form once JavaScript has taken over (it then sends the position).
  const hydrated = useHydrated();
  return (
    <form method="post" onSubmit={withPosition} className="clock-form" data-hydrated={hydrated ? "true" : undefined}>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="latitude" />
      <input type="hidden" name="longitude" />
      {/* Without JavaScript no location can be sent, so a group that needs one would only refuse it. */}
      <button type="submit" className="button" disabled={where === "required" && !hydrated} aria-describedby={where ? `${intent}-help` : undefined}>
        {label}
      </button>
    </form>
  );
}

/** Where HR reviews and corrects a day, as the menu names it. */
const screensOf = (t: (key: string) => string) => ({
  validate: `${t("nav:attendance")} → ${t("nav:validate")}`,
  daily: `${t("nav:attendance")} → ${t("nav:daily")}`,
});

/** What happens without a location, said before the person presses the button (also without JavaScript). */
function ClockHelp({ intent, where }: { intent: "clock-in" | "clock-out"; where: Where }) {
  const { t } = useTranslation("attendance");
  const which = intent === "clock-in" ? "in" : "out";
  const screens = screensOf(t);
  if (where === "offsite") {
    return (
      <p id={`${intent}-help`} className="muted" data-help="offsite">
        {t(`services.offsiteWithoutLocation.${which}`, screens)}
      </p>
    );
  }
  if (where !== "required") return null;
  return (
    <div id={`${intent}-help`} data-help="required">
      <p className="muted">{t(`services.locationRequired.${which}`, { ...screens, button: t(intent === "clock-in" ? "services.clockIn" : "services.clockOut") })}</p>
      <noscript>
        <p className="notice notice--warning">{t("services.noScript")}</p>
      </noscript>
    </div>
  );
}

const whereOf = (today: Today, which: "clock_in" | "clock_out"): Where =>
  today.location_required[which] ? "required" : today.offsite_without_location?.[which] ? "offsite" : null;

function shiftText(shift: ShiftOut | null, t: (key: string) => string): string {
  if (!shift) return t("services.noShift");
  // Shift names often carry their hours already ("Gudang 07:00–16:00").
  return shift.start_time && shift.finish_time && !shift.name.includes(shift.start_time) ? `${shift.name} (${shift.start_time}–${shift.finish_time})` : shift.name;
}

export default function Services() {
  const { today, live, payslips } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("attendance");
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const revalidator = useRevalidator();
  // The live view refreshes itself every minute when JavaScript runs.
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), 60_000);
    return () => window.clearInterval(timer);
  }, [live, revalidator]);
  const record = today.record;
  // Wall times where the person works, named when that zone is not the company's (docs/decisions/0034).
  const zone = useTimeZone();
  const wall = (time: string | null | undefined, recordZone: string | null | undefined) => (time ? zonedWallTime(time, recordZone, zone) : "-");
  return (
    <section className="card screen" data-screen="nav:services">
      <ScreenHeader trail={[]} title={t("nav:services")} />
      <section aria-labelledby="my-day" className="my-day">
        <h3 id="my-day">{t("services.today", { date: formatDate(today.date, { language, withTime: false }) })}</h3>
        {!today.employee ? (
          <p className="notice notice--info">{t("services.noEmployee")}</p>
        ) : (
          <>
            <dl className="record-view">
              <Fact label={t("screens:fields.shift")} field="shift" value={shiftText(today.shift, t)} />
              {today.group ? <Fact label={t("services.group")} value={today.group.name} /> : null}
              <Fact label={t("screens:fields.clock_in")} field="clock_in" value={wall(record?.clock_in, record?.time_zone)} />
              <Fact label={t("screens:fields.clock_out")} field="clock_out" value={wall(record?.clock_out, record?.time_zone)} />
              {record?.late_minutes ? <Fact label={t("screens:fields.late_minutes")} field="late_minutes" value={record.late_minutes} /> : null}
              {record?.early_minutes ? <Fact label={t("screens:fields.early_minutes")} field="early_minutes" value={record.early_minutes} /> : null}
              {record?.clock_in_offsite || record?.clock_out_offsite ? <Fact label={t("screens:fields.offsite")} value={t("screens:yes")} /> : null}
            </dl>
            {today.attendance_allowed === false ? <p className="notice notice--info">{t("services.notAllowed")}</p> : null}
            {today.can_clock_in && today.shift_ended ? (
              <p className="notice notice--info" data-notice="shift-ended">
                {t("services.shiftEnded", { time: today.shift?.finish_time ?? "", ...screensOf(t) })}
              </p>
            ) : null}
            <div className="button-row">
              {today.can_clock_in ? <ClockForm intent="clock-in" label={t("services.clockIn")} where={whereOf(today, "clock_in")} /> : null}
              {today.can_clock_out ? <ClockForm intent="clock-out" label={t("services.clockOut")} where={whereOf(today, "clock_out")} /> : null}
            </div>
            {today.can_clock_in ? <ClockHelp intent="clock-in" where={whereOf(today, "clock_in")} /> : null}
            {today.can_clock_out ? <ClockHelp intent="clock-out" where={whereOf(today, "clock_out")} /> : null}
            {record?.validation === "pending" ? (
              <p className="notice notice--info" data-notice="pending">
                {t("services.pending", screensOf(t))}
              </p>
            ) : null}
            {record?.clock_in && record.clock_out ? <p className="muted">{t("services.done")}</p> : null}
          </>
        )}
      </section>

      {today.employee ? <MyRequestsCard /> : null}

      <MyPayslips payslips={payslips} />

      {live ? (
        <section aria-labelledby="live" className="live-attendance">
          <h3 id="live">{t("services.live")}</h3>
          <ul className="stat-grid">
            {(["clocked_in", "late", "not_yet_in", "clocked_out"] as const).map((key) => (
              <li key={key} className="stat-card">
                <a href={key === "not_yet_in" ? "#not-yet-in" : key === "late" ? "/dashboard/attendance/validate" : "/dashboard/attendance/daily"}>
                  <span className="stat-card__value" data-stat={key}>
                    {formatNumber(live.counts[key], "id")}
                  </span>
                  <span className="stat-card__label">{t(`services.counts.${key}`)}</span>
                </a>
              </li>
            ))}
          </ul>
          <h4>{t("services.clockedInList")}</h4>
          <DataTable
            headings={[t("screens:fields.employee"), t("screens:fields.shift"), t("screens:fields.clock_in"), t("screens:fields.clock_out"), t("screens:fields.late_minutes"), t("screens:fields.offsite")]}
            empty={live.clocked_in.length === 0}
          >
            {live.clocked_in.map((row) => (
              <tr key={row.employee._id}>
                <td>{row.employee.fullname}</td>
                <td>{row.shift?.name ?? "-"}</td>
                <td>{wall(row.record.clock_in, row.record.time_zone)}</td>
                <td>{wall(row.record.clock_out, row.record.time_zone)}</td>
                <td>{row.record.late_minutes}</td>
                <td>{row.record.clock_in_offsite || row.record.clock_out_offsite ? t("screens:yes") : t("screens:no")}</td>
              </tr>
            ))}
          </DataTable>
          <h4 id="not-yet-in">{t("services.notYetInList")}</h4>
          {live.not_yet_in.length === 0 ? (
            <p className="empty">{t("common:fallback.noData")}</p>
          ) : (
            <ul className="name-list">
              {live.not_yet_in.map((row) => (
                <li key={row.employee._id}>
                  {row.employee.fullname} <span className="muted">{shiftText(row.shift, t)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </section>
  );
}

/** One term of the day's facts; `field` names it for tests and styles. */
function Fact({ label, field, value }: { label: string; field?: string; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-field={field}>{value}</dd>
    </div>
  );
}
