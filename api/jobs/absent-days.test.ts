/**
 * The absent-day job through the job runner on a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): a scheduled day without a clock-in becomes absent once, not again on the
 * next run, nor after a restart (the database closed and opened again, a new runner); a clocked day, a
 * holiday, a day off and a day before joining stay as they are; every run is recorded.
 */
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, type Database, type Db } from "../db/client";
import * as s from "../db/schema/index";
import { testBackends } from "../db/test-backends";
import { zonedInstant } from "../domain/attendance/index";
import { absentDaysJob } from "./absent-days";
import { startJobs, type JobRunner } from "./runner";

const logger = pino({ level: "silent" });
// Wednesday 25 November 2026, 19:00 WIB: the day shifts of the 23rd, 24th and 25th are over.
const NOW = new Date("2026-11-25T12:00:00Z");
const job = absentDaysJob("*/15 * * * *", 3);

describe.each(testBackends("hr-absent-days"))("the absent-day job on $name", (backend) => {
  let database: Database;
  let db: Db;
  let runner: JobRunner;
  const ids = { company: "", other: "", shift: "", off: "", group: "", absent: "", clocked: "", joiner: "" };

  const open = async () => {
    database = await backend.open();
    db = database.db;
    runner = startJobs([job], { db, logger, shared: backend.name === "postgres", runAtStart: false, schedule: false, clock: () => NOW });
  };

  beforeAll(async () => {
    const first = await backend.open();
    await migrate(first, { migrationsFolder: path.resolve(import.meta.dirname, "../db/migrations") });
    await first.close();
    await open();
    const [company] = await db.insert(s.companies).values({ name: "PT Uji Absen", code: "ABSEN" }).returning();
    const [other] = await db.insert(s.companies).values({ name: "PT Lain", code: "LAIN" }).returning();
    const companyId = company.id;
    const [shift] = await db.insert(s.shifts).values({ company_id: companyId, name: "Pagi", type: "full_day", start_time: "08:00", finish_time: "17:00" }).returning();
    const [off] = await db.insert(s.shifts).values({ company_id: companyId, name: "Libur", type: "off_day", allowed_attendance: false }).returning();
    // Monday to Friday the day shift, the weekend off.
    const week = [shift.id, shift.id, shift.id, shift.id, shift.id, off.id, off.id];
    const [group] = await db.insert(s.attendance_groups).values({ company_id: companyId, name: "Kantor", type: "fixed_schedule", weekly_shift_ids: week }).returning();
    const person = (fullname: string, join_date: string) => ({ company_id: companyId, fullname, join_date, attendance_group_id: group.id });
    const [absent, clocked, joiner] = await db.insert(s.employees).values([person("Absen Terus", "2025-01-06"), person("Rajin Datang", "2025-01-06"), person("Baru Masuk", "2026-11-25")]).returning();
    // The other company's employee has no schedule: nothing is written there.
    await db.insert(s.employees).values({ company_id: other.id, fullname: "Tanpa Jadwal" });
    await db.insert(s.attendance_records).values({ company_id: companyId, employee_id: clocked.id, date: "2026-11-23", shift_id: shift.id, clock_in_at: zonedInstant("2026-11-23", "07:55", "Asia/Jakarta"), clock_out_at: zonedInstant("2026-11-23", "17:05", "Asia/Jakarta") });
    await db.insert(s.mass_leaves).values({ company_id: companyId, name: "Libur uji", start_date: "2026-11-24", end_date: "2026-11-24" });
    Object.assign(ids, { company: companyId, other: other.id, shift: shift.id, off: off.id, group: group.id, absent: absent.id, clocked: clocked.id, joiner: joiner.id });
  }, 120_000);

  afterAll(async () => {
    await runner?.stop();
    await database?.close();
    await backend.dispose();
  });

  const absences = () =>
    db
      .select({ employee_id: s.attendance_records.employee_id, date: s.attendance_records.date, source: s.attendance_records.source, shift_id: s.attendance_records.shift_id })
      .from(s.attendance_records)
      .where(and(eq(s.attendance_records.company_id, ids.company), eq(s.attendance_records.status, "absent")))
      .orderBy(asc(s.attendance_records.date), asc(s.attendance_records.employee_id));

  it("writes each absent day once: a scheduled, ended day without a record, not a holiday, after joining", { timeout: 30_000 }, async () => {
    const outcome = await runner.run("absent-days");
    expect(outcome).toEqual({ status: "done", detail: { companies: 2, written: 4, from: "2026-11-23", to: "2026-11-25" } });
    const rows = await absences();
    const expected = [
      { employee_id: ids.absent, date: "2026-11-23" },
      // the 24th is a holiday; the joiner's first day is the 25th
      { employee_id: ids.absent, date: "2026-11-25" },
      { employee_id: ids.clocked, date: "2026-11-25" },
      { employee_id: ids.joiner, date: "2026-11-25" },
    ].sort((a, b) => (a.date === b.date ? (a.employee_id < b.employee_id ? -1 : 1) : a.date < b.date ? -1 : 1));
    expect(rows).toEqual(expected.map((row) => ({ ...row, source: "system", shift_id: ids.shift })));
  });

  it("writes nothing the second time, and two runs at once are one run", async () => {
    expect(await runner.run("absent-days")).toEqual({ status: "done", detail: expect.objectContaining({ written: 0 }) });
    const [a, b] = await Promise.all([runner.run("absent-days"), runner.run("absent-days")]);
    expect([a.status, b.status].sort()).toEqual(["done", "skipped"]);
    expect(await absences()).toHaveLength(4);
  });

  it("writes nothing again after a restart, and the runs are recorded", async () => {
    await runner.stop();
    await database.close();
    await open();
    expect(await runner.run("absent-days", "start")).toEqual({ status: "done", detail: expect.objectContaining({ written: 0 }) });
    expect(await absences()).toHaveLength(4);
    const runs = await db.select().from(s.job_runs).where(eq(s.job_runs.job, "absent-days")).orderBy(asc(s.job_runs.started_at), asc(s.job_runs.id));
    expect(runs.map((run) => [run.status, run.trigger, (run.detail as { written: number }).written])).toEqual([
      ["done", "schedule", 4],
      ["done", "schedule", 0],
      ["done", "schedule", 0],
      ["done", "start", 0],
    ]);
    expect(runs.every((run) => run.finished_at !== null)).toBe(true);
  }, 60_000);

  it("a stopped runner runs nothing", async () => {
    await runner.stop();
    expect(await runner.run("absent-days")).toEqual({ status: "skipped" });
  });
});
