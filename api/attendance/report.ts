/**
 * Attendance › Report: `GET /v1/attendance/report` — every employee's figures for a period
 * (default: this month in WIB), filtered by department, location, attendance group, one employee or a
 * search, a page at a time, with the totals of every employee the filters keep.
 *
 * One SQL query, so it stays fast for thousands of employees: the scheduled days come from the roster,
 * else the group's weekly schedule (api/domain/attendance shiftIdFor), on days that are not holidays
 * (Leave › Holiday, `daysOff`) within the employee's employment; the rest from the kept records and the
 * approved overtime. The rules are api/domain/attendance/report.ts (`isScheduled`, `tallyDays`); the
 * tests hold this query to them. Department and location are the employee's current ones.
 */
import { sql } from "drizzle-orm";
import express, { type Router } from "express";
import { attendanceReportQuery, REPORT_DEFAULT_LIMIT, type AttendanceReportQuery } from "../../contract/attendance-report";
import type { AttendanceReport, ReportFiguresOut } from "../../contract/responses/attendance";
import { daysOff } from "../approvals/requests";
import type { ApiContext } from "../context";
import { queryRows, type Db } from "../db/client";
import { zonedDate } from "../domain/attendance/index";
import type { TimeZone } from "../../contract/enums";
import { companyZone } from "./zones";
import { MAX_REPORT_DAYS, monthOf, periodProblem } from "../domain/attendance/report";
import { assertAccess, companyOf, principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseQuery } from "../payroll/run-routes";
import { containsPattern } from "../resources/query";

const FIGURES = ["scheduled", "present", "late", "late_minutes", "early", "early_minutes", "absent", "missed", "leave", "on_duty", "overtime_hours"] as const;

type Row = { id: string; fullname: string; number: string | null; department_id: string | null; department_name: string | null; location_id: string | null; location_name: string | null; total: number } & Record<
  (typeof FIGURES)[number] | `total_${(typeof FIGURES)[number]}`,
  number | string
>;

/** The period asked for, or this month in the company's zone; 422 when it ends before it starts or is longer than a year. */
export function reportPeriod(query: Pick<AttendanceReportQuery, "from" | "to">, now: Date, zone: TimeZone): { from: string; to: string } {
  const month = monthOf(zonedDate(now, zone));
  const from = query.from ?? (query.to ? monthOf(query.to).from : month.from);
  const to = query.to ?? (query.from ? monthOf(query.from).to : month.to);
  const problem = periodProblem(from, to);
  if (problem === "order") throw new HttpError(422, "invalidFields", { to: "endBeforeStart" });
  if (problem === "tooLong") throw new HttpError(422, "invalidFields", { to: { code: "tooManyDays", params: { count: MAX_REPORT_DAYS } } });
  return { from, to };
}

export async function attendanceReport(db: Db, companyId: string, query: AttendanceReportQuery, now: Date): Promise<AttendanceReport> {
  const { from, to } = reportPeriod(query, now, await companyZone(db, companyId));
  const limit = query.limit ?? REPORT_DEFAULT_LIMIT;
  const page = query.page ?? 1;
  const holidays = `{${[...(await daysOff(db, companyId, from, to))].join(",")}}`;
  const q = query.q?.trim() ? containsPattern(query.q.trim()) : null;
  const rows = await queryRows<Row>(
    db,
    sql`
    WITH emp AS (
      SELECT e.id, e.fullname, e.nickname AS number, e.attendance_group_id, e.department_id, e.location_id, e.join_date, e.resign_date
      FROM employees e
      WHERE e.company_id = ${companyId}
        AND (e.active OR e.resign_date >= ${from}::date)
        AND (e.join_date IS NULL OR e.join_date <= ${to}::date)
        AND (${query.department ?? null}::uuid IS NULL OR e.department_id = ${query.department ?? null}::uuid)
        AND (${query.location ?? null}::uuid IS NULL OR e.location_id = ${query.location ?? null}::uuid)
        AND (${query.group ?? null}::uuid IS NULL OR e.attendance_group_id = ${query.group ?? null}::uuid)
        AND (${query.employee ?? null}::uuid IS NULL OR e.id = ${query.employee ?? null}::uuid)
        AND (${q}::text IS NULL OR e.fullname ILIKE ${q}::text OR coalesce(e.nickname, '') ILIKE ${q}::text)
    ),
    days AS (
      SELECT d::date AS date FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
      WHERE NOT (d::date = ANY (${holidays}::date[]))
    ),
    sched AS (
      SELECT emp.id AS employee_id, count(*)::int AS scheduled
      FROM emp
      CROSS JOIN days
      LEFT JOIN employee_schedules r ON r.company_id = ${companyId} AND r.employee_id = emp.id AND r.date = days.date
      LEFT JOIN attendance_groups g ON g.company_id = ${companyId} AND g.id = emp.attendance_group_id
      JOIN shifts sh ON sh.company_id = ${companyId}
        AND sh.id = coalesce(r.shift_id, CASE WHEN g.type = 'fixed_schedule' AND cardinality(g.weekly_shift_ids) = 7 THEN g.weekly_shift_ids[extract(isodow FROM days.date)::int] END)
      WHERE sh.type = 'full_day' AND sh.start_time IS NOT NULL AND sh.finish_time IS NOT NULL
        AND (emp.join_date IS NULL OR days.date >= emp.join_date)
        AND (emp.resign_date IS NULL OR days.date <= emp.resign_date)
      GROUP BY emp.id
    ),
    rec AS (
      SELECT a.employee_id,
        count(*) FILTER (WHERE a.clock_in_at IS NOT NULL)::int AS present,
        count(*) FILTER (WHERE a.late_minutes > 0)::int AS late,
        coalesce(sum(a.late_minutes), 0)::int AS late_minutes,
        count(*) FILTER (WHERE a.early_minutes > 0)::int AS early,
        coalesce(sum(a.early_minutes), 0)::int AS early_minutes,
        count(*) FILTER (WHERE a.status = 'absent')::int AS absent,
        count(*) FILTER (WHERE a.status = 'missed')::int AS missed,
        count(*) FILTER (WHERE a.status = 'leave')::int AS leave,
        count(*) FILTER (WHERE a.status = 'on_duty')::int AS on_duty
      FROM attendance_records a
      WHERE a.company_id = ${companyId} AND a.date BETWEEN ${from}::date AND ${to}::date AND a.employee_id IN (SELECT id FROM emp)
      GROUP BY a.employee_id
    ),
    ot AS (
      SELECT p.employee_id, sum(coalesce((p.content->>'total_hours')::numeric, 0)) AS hours
      FROM approvals p
      WHERE p.company_id = ${companyId} AND p.type = 'overtime' AND p.status = 'approved'
        AND p.content->>'date' BETWEEN ${from} AND ${to} AND p.employee_id IN (SELECT id FROM emp)
      GROUP BY p.employee_id
    ),
    fig AS (
      SELECT emp.id, emp.fullname, emp.number, emp.department_id, d.name AS department_name, emp.location_id, l.name AS location_name,
        coalesce(sched.scheduled, 0) AS scheduled, coalesce(rec.present, 0) AS present, coalesce(rec.late, 0) AS late,
        coalesce(rec.late_minutes, 0) AS late_minutes, coalesce(rec.early, 0) AS early, coalesce(rec.early_minutes, 0) AS early_minutes,
        coalesce(rec.absent, 0) AS absent, coalesce(rec.missed, 0) AS missed, coalesce(rec.leave, 0) AS leave,
        coalesce(rec.on_duty, 0) AS on_duty, coalesce(ot.hours, 0) AS overtime_hours
      FROM emp
      LEFT JOIN sched ON sched.employee_id = emp.id
      LEFT JOIN rec ON rec.employee_id = emp.id
      LEFT JOIN ot ON ot.employee_id = emp.id
      LEFT JOIN departments d ON d.company_id = ${companyId} AND d.id = emp.department_id
      LEFT JOIN locations l ON l.company_id = ${companyId} AND l.id = emp.location_id
    )
    SELECT fig.*, count(*) OVER ()::int AS total,
      ${sql.raw(FIGURES.map((name) => `sum(fig.${name}) OVER () AS total_${name}`).join(", "))}
    FROM fig
    ORDER BY fig.fullname COLLATE "und-x-icu", fig.id
    LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  let totals = Object.fromEntries(FIGURES.map((name) => [name, 0])) as unknown as ReportFiguresOut;
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows[0]) totals = Object.fromEntries(FIGURES.map((name) => [name, Number(rows[0][`total_${name}`])])) as unknown as ReportFiguresOut;
  else if (page > 1) {
    // Past the last page: the totals still stand (a count of everyone the filters keep).
    const first = await attendanceReport(db, companyId, { ...query, page: 1, limit: 1 }, now);
    totals = first.totals;
    total = first.meta.total;
  }
  return {
    data: rows.map((row) => ({
      employee: {
        _id: row.id,
        fullname: row.fullname,
        number: row.number,
        department: row.department_id && row.department_name ? { _id: row.department_id, name: row.department_name } : null,
        location: row.location_id && row.location_name ? { _id: row.location_id, name: row.location_name } : null,
      },
      ...(Object.fromEntries(FIGURES.map((name) => [name, Number(row[name])])) as unknown as ReportFiguresOut),
    })),
    totals,
    meta: { from, to, total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) },
  };
}

export function attendanceReportRoutes(ctx: ApiContext): Router {
  const router = express.Router();
  router.get(
    "/attendance/report",
    handler(async (req, res) => {
      const principal = principalOf(req);
      // Who may read the report: its menu's roles and permission (contract/navigation.ts "attendance-report").
      assertAccess(ctx, principal, ["attendance-report"], "read");
      const query = parseQuery(attendanceReportQuery, req.originalUrl);
      res.json(await attendanceReport(ctx.db, companyOf(principal), query, new Date()));
    }),
  );
  return router;
}
