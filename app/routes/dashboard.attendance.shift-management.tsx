import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { messageText } from "../../contract/message-text";
import { canAccess } from "../../contract/navigation";
import { WEEKDAYS } from "../../contract/resources/attendance";
import { ROSTER_PAGE_DEFAULT, rosterDayBody, rosterMonth } from "../../contract/roster";
import type { ShiftOut } from "../../contract/responses/attendance";
import type { RosterDayOut } from "../../contract/responses/roster";
import { CsrfInput } from "~/components/CsrfInput";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import rosterStyles from "~/components/attendance/roster.css";
import { Pagination } from "~/components/Pagination";
import { ApiError } from "~/lib/api.server";
import { commitSession, permissionLists, readForm, requireSection } from "~/lib/auth.server";
import { zoneOf, type TimeZone } from "~/lib/time-zone";
import { formatDate, formatIsoDate } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { isLanguage } from "~/lib/i18n";
import { safeReturn } from "~/lib/list-state";
import { translator } from "~/lib/translate.server";
import { FilterBar } from "~/components/screens/FilterBar";

/**
 * Attendance › Shift management (docs/decisions/0031-roster-and-attendance-import.md): the
 * roster grid, employees × the days of a month, each cell the day's shift — a roster day, or the group's
 * weekly shift marked as such. A cell is a link that opens the day's form above the grid (a plain POST
 * form: set a shift, or clear the day back to the group's weekly shift), so it works without JavaScript.
 * Below, every group's weekly schedule; the roster import is beside it (./…shift-management_.import.tsx).
 */
export const handle: RouteHandle = { i18n: ["attendance", "screens", "messages"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: rosterStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const HERE = "/dashboard/attendance/shift-management";
const UUID = z.string().uuid();

/** The grid's address state: month, filters, page, and the day being edited. */
function stateOf(url: URL, zone: TimeZone) {
  const month = rosterMonth.safeParse(url.searchParams.get("month"));
  const id = (name: string) => {
    const parsed = UUID.safeParse(url.searchParams.get(name));
    return parsed.success ? parsed.data : "";
  };
  const edit = id("edit");
  const date = /^\d{4}-\d{2}-\d{2}$/.test(url.searchParams.get("date") ?? "") ? url.searchParams.get("date")! : "";
  return {
    month: month.success ? month.data : formatIsoDate(new Date(), zone).slice(0, 7),
    group: id("group"),
    department: id("department"),
    q: (url.searchParams.get("q") ?? "").slice(0, 200),
    page: Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1)),
    edit: edit && date ? { employee: edit, date } : null,
  };
}
type GridState = ReturnType<typeof stateOf>;

function gridHref(state: Omit<GridState, "edit">, change: Partial<Omit<GridState, "edit">> = {}, edit?: { employee: string; date: string }): string {
  const next = { ...state, ...change };
  const params = new URLSearchParams({ month: next.month });
  if (next.group) params.set("group", next.group);
  if (next.department) params.set("department", next.department);
  if (next.q) params.set("q", next.q);
  if (next.page > 1) params.set("page", String(next.page));
  if (edit) {
    params.set("edit", edit.employee);
    params.set("date", edit.date);
  }
  return `${HERE}?${params}${edit ? "#day-form" : ""}`;
}

function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split("-").map(Number);
  const index = year * 12 + (m - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, viewer, user } = await requireSection(request, context, "shift-management");
  const state = stateOf(new URL(request.url), zoneOf(user));
  const [roster, departments, t] = await Promise.all([
    api.attendance.roster({
      month: state.month,
      group: state.group || undefined,
      department: state.department || undefined,
      q: state.q || undefined,
      limit: String(ROSTER_PAGE_DEFAULT),
      skip: String((state.page - 1) * ROSTER_PAGE_DEFAULT),
    }),
    api.list<{ _id: string; name: string }>("refs/employees/orgs/departments", { sort: "name", limit: 1000 }),
    translator(request, ["nav"]),
  ]);
  return json({
    state,
    roster: roster.data,
    total: roster.meta.total,
    pages: Math.max(1, Math.ceil(roster.meta.total / ROSTER_PAGE_DEFAULT)),
    departments: departments.data.map((d) => ({ _id: d._id, name: d.name })),
    canWrite: canAccess("shift-management", viewer, permissionLists(), "write"),
    documentTitle: t("nav:shiftManagement"),
  });
}

/** The day form: a shift, or "" (and the Clear button) for the group's weekly shift. */
const dayForm = z.object({ employee: z.string(), date: z.string(), shift: z.string(), intent: z.enum(["set", "clear"]) });

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, user } = await requireSection(request, context, "shift-management", "write");
  const { form, session } = await readForm(request);
  const url = new URL(request.url);
  const { edit: _edit, ...state } = stateOf(url, zoneOf(user));
  const flash = async (kind: "success" | "error", message: string, back = gridHref(state)) => {
    session.flash("flash", { kind, message });
    return redirect(safeReturn(back, HERE), { headers: { "Set-Cookie": await commitSession(session) } });
  };
  const raw = dayForm.safeParse({ employee: form.get("employee"), date: form.get("date"), shift: form.get("shift") ?? "", intent: form.get("intent") ?? "set" });
  const body = raw.success ? rosterDayBody.safeParse({ employee: raw.data.employee, date: raw.data.date, shift: raw.data.intent === "clear" || !raw.data.shift ? null : raw.data.shift }) : null;
  if (!body?.success) return flash("error", messageText("invalidFields"));
  const again = gridHref(state, {}, { employee: body.data.employee, date: body.data.date });
  try {
    return flash("success", await api.attendance.setRosterDay(body.data));
  } catch (error) {
    // Another company's employee or shift (404), a cut-off month (409), a bad value (422): said on the page.
    if (error instanceof ApiError && [404, 409, 422].includes(error.status)) return flash("error", error.message, again);
    throw error;
  }
}

export default function ShiftManagement() {
  const { state, roster, total, pages, departments, canWrite } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation(["attendance", "screens"]);
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const { edit, ...base } = state;
  const shiftOf = new Map<string, ShiftOut>(roster.shifts.map((shift) => [shift._id, shift]));
  const weekday = (date: string) => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
  const hours = (shift: ShiftOut) => (shift.type === "full_day" && shift.start_time && shift.finish_time ? `${shift.start_time}–${shift.finish_time}` : t(`screens:values.type.${shift.type}`, { defaultValue: shift.type }));
  const describe = (day: RosterDayOut) => {
    const shift = day.shift ? shiftOf.get(day.shift) : null;
    if (!shift) return t("roster.noShift");
    const from = day.source === "group" ? t("roster.fromGroup") : t("roster.fromRoster");
    return `${shift.name} (${hours(shift)}) · ${from}`;
  };
  const editing = edit ? roster.employees.find((employee) => employee._id === edit.employee) : undefined;
  const editDay = editing?.days.find((day) => day.date === edit?.date);
  const monthLabel = `${t(`roster.months.${Number(roster.month.slice(5, 7))}`)} ${roster.month.slice(0, 4)}`;
  return (
    <section className="card screen roster" data-screen="nav:shiftManagement">
      <ScreenHeader trail={[t("nav:attendance")]} title={t("nav:shiftManagement")}>
        <p className="muted">{t("roster.intro")}</p>
      </ScreenHeader>
      <div className="list-toolbar">
        <FilterBar active={[state.group, state.department, state.q].filter(Boolean).length}>
          <form method="get" action={HERE} className="list-filters" role="search" aria-label={t("roster.filter")}>
            <label>
              {t("roster.month")} <input type="month" name="month" defaultValue={state.month} required pattern="\d{4}-\d{2}" />
            </label>
            <label>
              {t("screens:fields.attendance_group", { defaultValue: t("roster.group") })}{" "}
              <select name="group" defaultValue={state.group}>
                <option value="">{t("roster.allGroups")}</option>
                {roster.groups.map((group) => (
                  <option key={group._id} value={group._id}>
                    {group.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t("roster.department")}{" "}
              <select name="department" defaultValue={state.department}>
                <option value="">{t("roster.allDepartments")}</option>
                {departments.map((department) => (
                  <option key={department._id} value={department._id}>
                    {department.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t("roster.search")} <input type="search" name="q" defaultValue={state.q} maxLength={200} />
            </label>
            <button type="submit" className="button button--secondary">
              {t("roster.show")}
            </button>
          </form>
        </FilterBar>
        {canWrite ? (
          <div className="button-row">
            <Link to={`${HERE}/import`} className="button button--secondary">
              {t("roster.import")}
            </Link>
          </div>
        ) : null}
      </div>
      <nav className="roster-months" aria-label={t("roster.month")}>
        <Link to={gridHref(base, { month: shiftMonth(state.month, -1), page: 1 })} rel="prev">
          ‹ {t("roster.previousMonth")}
        </Link>
        <strong data-month={roster.month}>{monthLabel}</strong>
        <Link to={gridHref(base, { month: shiftMonth(state.month, 1), page: 1 })} rel="next">
          {t("roster.nextMonth")} ›
        </Link>
      </nav>

      {editing && editDay && canWrite ? (
        <div className="notice notice--info roster-day" id="day-form" data-day-form>
          <h3>{t("roster.dayTitle", { name: editing.fullname, date: formatDate(editDay.date, { language, fullYear: true }) })}</h3>
          <p>
            {t("roster.now")}: <span data-current>{describe(editDay)}</span>
          </p>
          <Form method="post" action={gridHref(base)} className="button-row">
            <CsrfInput />
            <input type="hidden" name="employee" value={editing._id} />
            <input type="hidden" name="date" value={editDay.date} />
            <label htmlFor="roster-shift">{t("roster.shift")}</label>
            <select id="roster-shift" name="shift" defaultValue={editDay.source === "roster" ? (editDay.shift ?? "") : ""}>
              <option value="">{t("roster.groupDefault")}</option>
              {roster.shifts.map((shift) => (
                <option key={shift._id} value={shift._id}>
                  {shift.name} ({hours(shift)})
                </option>
              ))}
            </select>
            <button type="submit" name="intent" value="set" className="button">
              {t("roster.save")}
            </button>
            {editDay.source === "roster" ? (
              <button type="submit" name="intent" value="clear" className="button button--secondary">
                {t("roster.clear")}
              </button>
            ) : null}
            <Link to={gridHref(base)}>{t("roster.cancel")}</Link>
          </Form>
        </div>
      ) : null}

      <p className="roster-legend muted">
        <span className="roster-cell roster-cell--roster">{t("roster.legendRoster")}</span> <span className="roster-cell roster-cell--group">{t("roster.legendGroup")}</span>{" "}
        {canWrite ? t("roster.legendEdit") : null}
      </p>
      {roster.employees.length === 0 ? (
        <p className="empty-state" data-empty>
          {t("roster.empty")}
        </p>
      ) : (
        <div className="table-wrap roster-wrap">
          <table className="roster-grid" aria-label={t("roster.gridLabel", { month: monthLabel })}>
            <thead>
              <tr>
                <th scope="col" className="roster-name">
                  {t("roster.employee")}
                </th>
                {roster.days.map((date) => (
                  <th scope="col" key={date} className={weekday(date) === "saturday" || weekday(date) === "sunday" ? "roster-weekend" : undefined}>
                    <abbr title={formatDate(date, { language, fullYear: true })}>
                      {t(`roster.weekdays.${weekday(date)}`)}
                      <br />
                      {Number(date.slice(8))}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {roster.employees.map((employee) => (
                <tr key={employee._id} data-employee={employee.nickname ?? employee._id}>
                  <th scope="row" className="roster-name">
                    {employee.fullname}
                    <small>
                      {employee.nickname ?? ""}
                      {employee.group ? ` · ${employee.group.name}` : ` · ${t("roster.noGroup")}`}
                    </small>
                  </th>
                  {employee.days.map((day) => {
                    const shift = day.shift ? shiftOf.get(day.shift) : null;
                    const label = shift ? shift.name : "–";
                    const className = `roster-cell roster-cell--${day.source ?? "none"}${edit?.employee === employee._id && edit.date === day.date ? " roster-cell--editing" : ""}`;
                    return (
                      <td key={day.date} data-date={day.date} data-source={day.source ?? "none"}>
                        {canWrite ? (
                          <Link to={gridHref(base, {}, { employee: employee._id, date: day.date })} className={className} title={describe(day)} aria-label={`${employee.fullname}, ${formatDate(day.date, { language, fullYear: true })}: ${describe(day)}`}>
                            {label}
                          </Link>
                        ) : (
                          <span className={className} title={describe(day)}>
                            {label}
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={state.page} pages={pages} href={(page) => gridHref(base, { page })} text={t("roster.page", { page: state.page, pages, total })} />

      <h3 id="weekly">{t("roster.weeklyTitle")}</h3>
      {roster.groups.length === 0 ? (
        <p className="empty-state">{t("roster.noGroups")}</p>
      ) : (
        <div className="table-wrap">
          <table className="roster-grid roster-weekly" data-weekly>
            <thead>
              <tr>
                <th scope="col">{t("roster.group")}</th>
                {WEEKDAYS.map((day) => (
                  <th scope="col" key={day}>
                    {t(`roster.weekdays.${day}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {roster.groups.map((group) => (
                <tr key={group._id} data-group={group.name}>
                  <th scope="row">
                    {group.name}
                    <small>{t(`screens:values.type.${group.type}`, { defaultValue: group.type })}</small>
                  </th>
                  {group.type === "fixed_schedule" && group.weekly_shifts.length === WEEKDAYS.length ? (
                    group.weekly_shifts.map((id, index) => {
                      const shift = id ? shiftOf.get(id) : null;
                      return <td key={WEEKDAYS[index]}>{shift ? `${shift.name} (${hours(shift)})` : "–"}</td>;
                    })
                  ) : (
                    <td colSpan={WEEKDAYS.length}>{t(group.type === "free_shift" ? "roster.freeShift" : group.type === "working_shift" ? "roster.workingShift" : "roster.noWeekly")}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
