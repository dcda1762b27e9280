/**
 * HR's part of the home (docs/decisions/0042-hr-home.md): what needs doing — each item a count and a link
 * to the list that shows exactly those records — and four charts. The API leaves out what the caller's
 * permissions do not allow, so an absent part is not shown at all, and a part with nothing in it says so.
 */
import { useTranslation } from "react-i18next";
import { APPROVAL_KINDS, type ApprovalType } from "../../../contract/enums";
import { ENDING_WITHIN_DAYS, HOME_CHART_DAYS, HOME_CHART_MONTHS } from "../../../contract/limits";
import { menuEntry } from "../../../contract/navigation";
import type { HrHome as HrHomeData } from "../../../contract/responses/home";
import { formatNumber } from "~/lib/format";
import { filteredListHref } from "~/lib/list-state";
import { COLOURS, DayStackedBars, HorizontalBars, MonthGroupedBars, MonthLine } from "./charts";

const EMPLOYEES = "/dashboard/employees/active-employees";
const DAILY = "/dashboard/attendance/daily";

/** An approval kind's list: its menu's address (contract/navigation.ts). */
function approvalPath(type: ApprovalType): string {
  const menu = APPROVAL_KINDS[type].menu;
  return `/dashboard/${menuEntry(menu)?.path ?? `approval/${menu}`}`;
}

interface Item {
  id: string;
  count: number;
  label: string;
  empty: string;
  href: string;
  /** A state rather than a count (the payroll month). */
  state?: string;
}

function TodoItem({ item }: { item: Item }) {
  if (item.state !== undefined) {
    return (
      <li className="hr-todo__item" data-todo={item.id} data-state={item.state}>
        <a href={item.href}>
          <span className="hr-todo__label">{item.label}</span>
        </a>
      </li>
    );
  }
  if (!item.count) {
    return (
      <li className="hr-todo__item hr-todo__item--empty" data-todo={item.id} data-count="0">
        <span className="hr-todo__count" aria-hidden="true">
          0
        </span>
        <span className="hr-todo__label muted" data-empty>
          {item.empty}
        </span>
      </li>
    );
  }
  return (
    <li className="hr-todo__item" data-todo={item.id} data-count={item.count}>
      <a href={item.href}>
        <span className="hr-todo__count">{formatNumber(item.count, "id")}</span>
        <span className="hr-todo__label">{item.label}</span>
      </a>
    </li>
  );
}

export function HrHome({ data }: { data: HrHomeData }) {
  const { t } = useTranslation("dashboard");
  // Numbers as Indonesians write them (1.234), in either language, like the headline figures above.
  const number = (value: number) => formatNumber(value, "id", 0);
  const { todo, charts } = data;
  const monthLong = (month: number) => t(`home.months.${month}`);
  const monthName = (key: string) => {
    const [year, month] = key.split("-").map(Number);
    return { short: t(`home.monthsShort.${month}`), year: String(year), long: `${monthLong(month)} ${year}` };
  };
  const day = (date: string) => {
    const [year, month, dayOfMonth] = date.split("-").map(Number);
    return { short: `${dayOfMonth} ${t(`home.monthsShort.${month}`)}`, long: `${dayOfMonth} ${monthLong(month)} ${year}` };
  };

  const items: Item[] = [];
  if (todo.approvals) {
    const waiting = todo.approvals.by_type.filter((row) => row.count > 0);
    if (!waiting.length) items.push({ id: "approvals", count: 0, label: "", empty: t("home.todo.approvalsNone"), href: "" });
    for (const row of waiting) {
      items.push({
        id: `approvals-${row.type}`,
        count: row.count,
        label: t(`home.todo.approvals.${row.type}`, { count: row.count }),
        empty: "",
        href: filteredListHref(approvalPath(row.type), { waiting_for: todo.approvals.employee }),
      });
    }
  }
  const ending = (id: "contracts_ending" | "probation_ending", status: "pkwt" | "probation") => {
    const part = todo[id];
    if (!part) return;
    items.push({
      id,
      count: part.count,
      label: t(`home.todo.${id}`, { count: part.count, days: ENDING_WITHIN_DAYS }),
      empty: t(`home.todo.${id}None`, { days: ENDING_WITHIN_DAYS }),
      href: filteredListHref(EMPLOYEES, { status, end_of_contract: { from: part.from, to: part.to } }),
    });
  };
  ending("contracts_ending", "pkwt");
  ending("probation_ending", "probation");
  if (todo.attendance) {
    const today = { date: { from: todo.today, to: todo.today } };
    const attendance = todo.attendance;
    items.push(
      { id: "on_leave", count: attendance.on_leave, label: t("home.todo.onLeave", { count: attendance.on_leave }), empty: t("home.todo.onLeaveNone"), href: filteredListHref(DAILY, { ...today, status: "leave" }) },
      { id: "absent", count: attendance.absent, label: t("home.todo.absent", { count: attendance.absent }), empty: t("home.todo.absentNone"), href: filteredListHref(DAILY, { ...today, status: "absent" }) },
      { id: "late", count: attendance.late, label: t("home.todo.late", { count: attendance.late }), empty: t("home.todo.lateNone"), href: filteredListHref(DAILY, { ...today, late: "true" }) },
    );
  }
  if (todo.birthdays) {
    const month = monthLong(todo.birthdays.month);
    items.push({ id: "birthdays", count: todo.birthdays.count, label: t("home.todo.birthdays", { count: todo.birthdays.count, month }), empty: t("home.todo.birthdaysNone", { month }), href: "/dashboard/birthdays" });
  }
  if (todo.anniversaries) {
    const month = monthLong(todo.anniversaries.month);
    items.push({
      id: "anniversaries",
      count: todo.anniversaries.count,
      label: t("home.todo.anniversaries", { count: todo.anniversaries.count, month }),
      empty: t("home.todo.anniversariesNone", { month }),
      href: filteredListHref(EMPLOYEES, { join_month: todo.anniversaries.month, join_date: { to: todo.anniversaries.before } }),
    });
  }
  if (todo.bank_changes) {
    items.push({ id: "bank_changes", count: todo.bank_changes.count, label: t("home.todo.bankChanges", { count: todo.bank_changes.count }), empty: t("home.todo.bankChangesNone"), href: "/dashboard/bank-changes" });
  }
  if (todo.payroll) {
    const period = `${monthLong(todo.payroll.month)} ${todo.payroll.year}`;
    items.push({
      id: "payroll",
      count: 0,
      label: t(`home.todo.payroll.${todo.payroll.status}`, { period }),
      empty: "",
      href: `/dashboard/payroll/run?${new URLSearchParams({ year: String(todo.payroll.year), month: String(todo.payroll.month) })}`,
      state: todo.payroll.status,
    });
  }

  // The page asks for the API's default periods (app/routes/dashboard.home.tsx), which the texts name.
  const period = { months: HOME_CHART_MONTHS, days: HOME_CHART_DAYS };
  const chartText = (id: string) => ({
    id,
    title: t(`home.charts.${id}.title`, period),
    summary: t(`home.charts.${id}.summary`, period),
    tableCaption: t(`home.charts.${id}.caption`),
    showData: t("home.charts.showData"),
  });
  const trend = charts.headcount_trend;
  const departments = charts.headcount_by_department;
  const flows = charts.joiners_leavers;
  const attendance = charts.attendance;
  const hasCharts = Boolean(trend || departments || flows || attendance);

  return (
    <div className="hr-home">
      {items.length ? (
        <section className="hr-todo card" aria-labelledby="hr-todo-heading" data-home="todo">
          <h3 id="hr-todo-heading">{t("home.todo.title")}</h3>
          <ul className="hr-todo__list">
            {items.map((item) => (
              <TodoItem key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ) : null}
      {hasCharts ? (
        <section className="hr-charts" aria-labelledby="hr-charts-heading" data-home="charts">
          <h3 id="hr-charts-heading">{t("home.charts.title")}</h3>
          <div className="hr-charts__grid">
            {departments ? (
              <HorizontalBars
                {...chartText("headcount_by_department")}
                empty={departments.length ? null : t("home.charts.headcount_by_department.empty")}
                data={departments.map((row) => ({ label: row.department ?? t("home.charts.noDepartment"), value: row.count }))}
                valueLabel={t("home.charts.employees")}
                format={number}
              />
            ) : null}
            {trend ? (
              <MonthLine
                {...chartText("headcount_trend")}
                empty={trend.some((row) => row.count > 0) ? null : t("home.charts.headcount_trend.empty", period)}
                data={trend.map((row) => ({ month: row.month, value: row.count }))}
                valueLabel={t("home.charts.employees")}
                format={number}
                monthName={monthName}
              />
            ) : null}
            {flows ? (
              <MonthGroupedBars
                {...chartText("joiners_leavers")}
                empty={flows.some((row) => row.joiners || row.leavers) ? null : t("home.charts.joiners_leavers.empty", period)}
                data={flows.map((row) => ({ month: row.month, values: { joiners: row.joiners, leavers: row.leavers } }))}
                series={[
                  { key: "joiners", label: t("home.charts.joiners"), colour: COLOURS.primary },
                  { key: "leavers", label: t("home.charts.leavers"), colour: COLOURS.secondary },
                ]}
                format={number}
                monthName={monthName}
              />
            ) : null}
            {attendance ? (
              <DayStackedBars
                {...chartText("attendance")}
                empty={attendance.some((row) => row.present || row.late || row.absent) ? null : t("home.charts.attendance.empty", period)}
                data={attendance.map((row) => ({ date: row.date, values: { present: row.present, late: row.late, absent: row.absent } }))}
                series={[
                  { key: "present", label: t("home.charts.present"), colour: COLOURS.good },
                  { key: "late", label: t("home.charts.late"), colour: COLOURS.secondary },
                  { key: "absent", label: t("home.charts.absent"), colour: COLOURS.danger },
                ]}
                format={number}
                dayLabel={(date) => day(date).short}
                dayLong={(date) => day(date).long}
              />
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
