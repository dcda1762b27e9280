/**
 * The absent-day job (docs/decisions/0032-background-jobs.md): in every company, a scheduled
 * working day without a clock-in, leave, trip or holiday becomes an `absent` record once it is over
 * (api/domain/attendance/absence.ts). It looks at the last few days each run, so a server that was down
 * catches up; the unique (company, employee, date) key with ON CONFLICT DO NOTHING means a day is written
 * once, whatever runs twice, and a record written meanwhile (a late clock-in, a leave) is never touched.
 */
import { and, eq, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { asShift, shiftsOn } from "../attendance/day";
import { daysOff } from "../approvals/requests";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import { catchUpDates, isAbsentDay } from "../domain/attendance/absence";
import { datesBetween } from "../domain/approvals";
import { zonedDate } from "../domain/attendance/index";
import { companyZones, type CompanyZones } from "../attendance/zones";
import type { Job } from "./registry";

const CHUNK = 1000;

export function absentDaysJob(schedule: string, catchUpDays: number): Job {
  return {
    name: "absent-days",
    schedule,
    run: ({ db, now }) => writeAbsentDays(db, now, catchUpDays),
  };
}

/** Writes the absent days of the last `catchUpDays` days in every company; answers the counts. */
export async function writeAbsentDays(db: Db, now: Date, catchUpDays: number): Promise<{ companies: number; written: number; from: string; to: string }> {
  const companies = await db.select({ id: s.companies.id }).from(s.companies);
  let written = 0;
  let from = "";
  let to = "";
  for (const company of companies) {
    // Each company's days end in its own zones (docs/decisions/0034-time-zones.md): the last days of each
    // zone's "today" — after midnight in WITA, WIB's yesterday is two days back from the WITA today.
    const zones = await companyZones(db, company.id);
    const dates = [...new Set(zones.all.flatMap((zone) => catchUpDates(zonedDate(now, zone), catchUpDays)))].sort();
    if (!from || dates[0] < from) from = dates[0];
    if (dates[dates.length - 1] > to) to = dates[dates.length - 1];
    written += await companyAbsentDays(db, company.id, dates, now, zones);
  }
  return { companies: companies.length, written, from, to };
}

async function companyAbsentDays(db: Db, companyId: string, dates: string[], now: Date, zones: CompanyZones): Promise<number> {
  const from = dates[0];
  const to = dates[dates.length - 1];
  const e = s.employees;
  const people = await db
    .select({ id: e.id, attendance_group_id: e.attendance_group_id, department_id: e.department_id, location_id: e.location_id, join_date: e.join_date, resign_date: e.resign_date })
    .from(e)
    .where(and(eq(e.company_id, companyId), or(eq(e.active, true), gte(e.resign_date, from))));
  if (!people.length) return 0;
  const r = s.attendance_records;
  const a = s.approvals;
  const [holidays, excusals] = await Promise.all([
    daysOff(db, companyId, from, to),
    // Approved leave and trips (their days are normally marked already; a day not yet marked is still excused).
    db
      .select({ employee_id: a.employee_id, start: sql<string>`${a.content}->>'start_date'`, end: sql<string>`${a.content}->>'end_date'` })
      .from(a)
      .where(
        and(
          eq(a.company_id, companyId),
          inArray(a.type, ["leave", "business_trip"]),
          eq(a.status, "approved"),
          isNotNull(sql`${a.content}->>'start_date'`),
          lte(sql`${a.content}->>'start_date'`, to),
          gte(sql`${a.content}->>'end_date'`, from),
        ),
      ),
  ]);
  const excused = new Set(excusals.flatMap((row) => datesBetween(row.start < from ? from : row.start, row.end > to ? to : row.end).map((date) => `${row.employee_id}|${date}`)));
  // One day at a time, and that day's rows written CHUNK employees at a time: what is held (in this process
  // and in PGlite's memory, which once grown is never returned) is one day's records and one chunk's rows,
  // not the catch-up's days × employees (docs/benchmarks.md, "Memory").
  let written = 0;
  for (const date of dates) {
    const [shifts, records] = await Promise.all([
      shiftsOn(db, companyId, date, people),
      db
        .select({ employee_id: r.employee_id })
        .from(r)
        .where(and(eq(r.company_id, companyId), eq(r.date, date))),
    ]);
    const recorded = new Set(records.map((row) => row.employee_id));
    for (let i = 0; i < people.length; i += CHUNK) {
      const rows: (typeof r.$inferInsert)[] = [];
      for (const person of people.slice(i, i + CHUNK)) {
        const shiftRow = shifts.get(person.id) ?? null;
        const absent = isAbsentDay({
          date,
          shift: shiftRow ? asShift(shiftRow) : null,
          recorded: recorded.has(person.id),
          excused: excused.has(`${person.id}|${date}`),
          holiday: holidays.has(date),
          joined: person.join_date,
          resigned: person.resign_date,
          now,
          zone: zones.of(person.location_id),
        });
        if (!absent) continue;
        rows.push({ company_id: companyId, employee_id: person.id, date, shift_id: shiftRow?.id ?? null, status: "absent", source: "system", department_id: person.department_id, location_id: person.location_id, time_zone: zones.of(person.location_id) });
      }
      if (!rows.length) continue;
      const inserted = await db.insert(r).values(rows).onConflictDoNothing({ target: [r.company_id, r.employee_id, r.date] }).returning({ id: r.id });
      written += inserted.length;
    }
  }
  return written;
}
