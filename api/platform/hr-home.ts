/**
 * `GET /v1/dashboard/home`: HR's part of the home in one call (docs/decisions/0042-hr-home.md) — what needs
 * doing today and the figures behind the home's charts. Each part is counted only for a caller whose menu
 * access allows its list (docs/design.md decision 9: what a role reads is what its permission allows),
 * in the token's company alone (docs/design.md "Tenancy and security rules"), and in aggregate SQL —
 * a handful of queries whatever the company's size, never a loop over employees.
 */
import { and, count, eq, inArray, sql } from "drizzle-orm";
import express, { type Router } from "express";
import { APPROVAL_KINDS, APPROVAL_TYPES } from "../../contract/approvals";
import { DEFAULT_TIME_ZONE, type PayrollRunStatus } from "../../contract/enums";
import { canAccess, type MenuId } from "../../contract/navigation";
import { ENDING_WITHIN_DAYS } from "../../contract/limits";
import { hrHomeQuery, type HrHome, type HrHomeCharts, type HrHomeTodo } from "../../contract/responses/home";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import { queryRows } from "../db/client";
import * as s from "../db/schema/index";
import { addDays, zonedDate } from "../domain/attendance/index";
import { companyOf, principalOf, viewerOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseQuery } from "../payroll/run-routes";
import { decidesBankChanges } from "../self/routes";

const n = (value: unknown) => Number(value ?? 0);

export async function hrHomeOf(ctx: ApiContext, principal: Principal, options: { months: number; days: number }): Promise<HrHome> {
  const companyId = companyOf(principal);
  const viewer = viewerOf(principal);
  const sees = (menu: MenuId) => canAccess(menu, viewer, ctx.lists);
  // The company's own day, not the server's (docs/decisions/0034-time-zones.md).
  const today = zonedDate(new Date(), principal.company?.time_zone ?? DEFAULT_TIME_ZONE);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const until = addDays(today, ENDING_WITHIN_DAYS);
  const todo: HrHomeTodo = { today };
  const charts: HrHomeCharts = {};
  const work: Promise<void>[] = [];
  const e = s.employees;
  const a = s.attendance_records;

  // Waiting for the caller as the named approver of the current level (api/domain/approvals.ts, waitingApprover).
  const approvalTypes = APPROVAL_TYPES.filter((type) => sees(APPROVAL_KINDS[type].menu));
  const me = principal.employeeId;
  if (me && approvalTypes.length) {
    work.push(
      ctx.db
        .select({ type: s.approvals.type, count: count() })
        .from(s.approvals)
        .where(
          and(
            eq(s.approvals.company_id, companyId),
            inArray(s.approvals.type, approvalTypes),
            inArray(s.approvals.status, ["pending", "partial"]),
            sql`${s.approvals.approver_ids}[${s.approvals.current_level}] = ${me}::uuid`,
          ),
        )
        .groupBy(s.approvals.type)
        .then((rows) => {
          const counts = new Map(rows.map((row) => [row.type, n(row.count)]));
          todo.approvals = { employee: me, by_type: approvalTypes.map((type) => ({ type, count: counts.get(type) ?? 0 })) };
        }),
    );
  }

  if (sees("active-employees")) {
    // The before-date of an anniversary: joined in an earlier year (this year's joiners have none yet).
    const before = `${year - 1}-12-31`;
    work.push(
      queryRows<{ contracts: number; probation: number; birthdays: number; anniversaries: number }>(
        ctx.db,
        sql`select
              count(*) filter (where ${e.status} = 'pkwt' and ${e.end_of_contract} between ${today}::date and ${until}::date) as contracts,
              count(*) filter (where ${e.status} = 'probation' and ${e.end_of_contract} between ${today}::date and ${until}::date) as probation,
              count(*) filter (where extract(month from ${e.birth_date}) = ${month}) as birthdays,
              count(*) filter (where extract(month from ${e.join_date}) = ${month} and ${e.join_date} <= ${before}::date) as anniversaries
            from ${e} where ${e.company_id} = ${companyId} and ${e.active}`,
      ).then(([row]) => {
        todo.contracts_ending = { count: n(row?.contracts), from: today, to: until };
        todo.probation_ending = { count: n(row?.probation), from: today, to: until };
        todo.birthdays = { count: n(row?.birthdays), month };
        todo.anniversaries = { count: n(row?.anniversaries), month, before };
      }),
    );

    // Per department, largest first; names sort as people read them (docs/design.md "Data rules").
    work.push(
      queryRows<{ department: string | null; count: number }>(
        ctx.db,
        sql`select d.name as department, count(*) as count
            from ${e} left join ${s.departments} d on d.company_id = ${e.company_id} and d.id = ${e.department_id}
            where ${e.company_id} = ${companyId} and ${e.active}
            group by d.name order by count(*) desc, d.name collate "und-x-icu" nulls last`,
      ).then((rows) => {
        charts.headcount_by_department = rows.map((row) => ({ department: row.department, count: n(row.count) }));
      }),
    );

    // One pass over the company's employees against the months' series: 12 × N rows aggregated at once.
    // At a month's end (today for this month) an employee is on the books from their join date until their
    // last working day (resign_date); an inactive record without one is not. The series is of integers, whose
    // row count the planner knows (a series of timestamps is guessed at 1,000 rows, which at 10,000
    // employees turned JIT compilation on: a second spent compiling a 50 ms query on PostgreSQL).
    const first = `${today.slice(0, 7)}-01`;
    work.push(
      queryRows<{ month: string; headcount: number; joiners: number; leavers: number }>(
        ctx.db,
        sql`with months as (
              select first, least((first + interval '1 month' - interval '1 day')::date, ${today}::date) as last
              from (select (${first}::date - make_interval(months => n))::date as first from generate_series(0, ${options.months - 1}::int) as n) as series
            )
            select to_char(months.first, 'YYYY-MM') as month,
              count(${e.id}) filter (where coalesce(${e.join_date}, '-infinity'::date) <= months.last
                and (case when ${e.resign_date} is null then ${e.active} else ${e.resign_date} > months.last end)) as headcount,
              count(${e.id}) filter (where ${e.join_date} between months.first and months.last) as joiners,
              count(${e.id}) filter (where ${e.resign_date} between months.first and months.last) as leavers
            from months left join ${e} on ${e.company_id} = ${companyId}
            group by months.first order by months.first`,
      ).then((rows) => {
        charts.headcount_trend = rows.map((row) => ({ month: row.month, count: n(row.headcount) }));
        charts.joiners_leavers = rows.map((row) => ({ month: row.month, joiners: n(row.joiners), leavers: n(row.leavers) }));
      }),
    );
  }

  if (sees("daily")) {
    // The same conditions as Attendance › Daily's filters: status "leave" and "absent", and "late" (late_minutes > 0).
    work.push(
      ctx.db
        .select({
          on_leave: sql<number>`count(*) filter (where ${a.status} = 'leave')`,
          absent: sql<number>`count(*) filter (where ${a.status} = 'absent')`,
          late: sql<number>`count(*) filter (where ${a.late_minutes} > 0)`,
        })
        .from(a)
        .where(and(eq(a.company_id, companyId), eq(a.date, today)))
        .then(([row]) => {
          todo.attendance = { on_leave: n(row?.on_leave), absent: n(row?.absent), late: n(row?.late) };
        }),
    );
    // The days' records counted through the (company_id, date) index, then laid on the series of days so a
    // day without records is a 0 (aggregating first keeps the join to 30 rows).
    const since = addDays(today, -(options.days - 1));
    work.push(
      queryRows<{ date: string; present: number; late: number; absent: number }>(
        ctx.db,
        sql`select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(counted.present, 0) as present, coalesce(counted.late, 0) as late, coalesce(counted.absent, 0) as absent
            from (select ${since}::date + n as day from generate_series(0, ${options.days - 1}::int) as n) as days
            left join (
              select ${a.date} as date,
                count(*) filter (where ${a.clock_in_at} is not null and ${a.late_minutes} = 0) as present,
                count(*) filter (where ${a.clock_in_at} is not null and ${a.late_minutes} > 0) as late,
                count(*) filter (where ${a.status} = 'absent') as absent
              from ${a} where ${a.company_id} = ${companyId} and ${a.date} between ${since}::date and ${today}::date
              group by ${a.date}
            ) as counted on counted.date = days.day
            order by days.day`,
      ).then((rows) => {
        charts.attendance = rows.map((row) => ({ date: row.date, present: n(row.present), late: n(row.late), absent: n(row.absent) }));
      }),
    );
  }

  if (sees("payroll-run")) {
    work.push(
      ctx.db
        .select({ status: s.payroll_runs.status })
        .from(s.payroll_runs)
        .where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.year, year), eq(s.payroll_runs.month, month)))
        .then(([row]) => {
          // A run still in progress reads as not run yet: nothing is saved until it ends (docs/decisions/0028).
          const status = row && row.status !== "running" ? (row.status as PayrollRunStatus) : "not_run";
          todo.payroll = { year, month, status };
        }),
    );
  }

  if (decidesBankChanges(ctx, principal)) {
    work.push(
      ctx.db
        .select({ count: count() })
        .from(s.bank_account_changes)
        .where(and(eq(s.bank_account_changes.company_id, companyId), eq(s.bank_account_changes.status, "pending")))
        .then(([row]) => {
          todo.bank_changes = { count: n(row?.count) };
        }),
    );
  }

  if (!work.length) throw new HttpError(403, "forbidden");
  await Promise.all(work);
  return { todo, charts };
}

export function hrHomeRoutes(ctx: ApiContext): Router {
  const router = express.Router();
  router.get(
    "/dashboard/home",
    handler(async (req, res) => {
      const principal = principalOf(req);
      // A developer without a company has no company's HR to show (the summary has the platform's figures).
      if (!principal.companyId) throw new HttpError(403, "forbidden");
      const query = parseQuery(hrHomeQuery, req.originalUrl);
      res.json({ data: await hrHomeOf(ctx, principal, query) });
    }),
  );
  return router;
}
