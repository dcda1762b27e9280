/**
 * THR runs (docs/decisions/0037-thr-runs.md): compute a holiday's THR for every employee in it with the
 * pure api/domain/payroll/thr-run.ts and save the run and its items in ONE transaction, under the pay
 * month's payroll lock (api/payroll/runs.ts `tryMonthLock`), so a THR save never mixes with a save or
 * cut-off of that month. The regular payroll of the pay month reads the items (api/payroll/runs.ts `thrOfMonth`).
 *
 * - 409 `thrCutOff` once the THR run is cut off; 409 `payrollCutOff` once the pay month's payroll is
 *   (the THR is then paid as it stands), also for the pay month a re-run moves away from; 409
 *   `payrollRunning` while a payroll run of that month is in progress.
 * - A THR run saved after the pay month's payroll answers `payroll.outdated`: run that month again.
 */
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { THR_HOLIDAYS, type ThrHoliday, type ThrRunBody, type ThrSettings } from "../../contract/thr";
import type { Principal } from "../auth/principal";
import { packageHolidays } from "../attendance/holidays";
import { logActivity } from "../db/activity";
import { invalidate, tableChanged } from "../db/changes";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import { newId } from "../db/schema/index";
import { defaultPayDate, holidayDate, inThrRun, THR_HOLIDAY_NAMES, thrItem, type ThrEmployee } from "../domain/payroll/thr-run";
import { HttpError } from "../http/errors";
import { assertMonthOpen, assertNotRunning, runningError, tryMonthLock, type RunsContext } from "./runs";

const INSERT_CHUNK = 1_000;
const n = (value: string | number | null | undefined) => (value === null || value === undefined ? 0 : Number(value));
const pad2 = (v: number) => String(v).padStart(2, "0");

/** The company's THR settings. */
export async function thrSettings(db: Db, companyId: string): Promise<ThrSettings> {
  const [row] = await db
    .select({ method: s.companies.thr_method, exclude: s.companies.thr_exclude_ending_pkwt, mode: s.companies.thr_holiday_mode })
    .from(s.companies)
    .where(eq(s.companies.id, companyId))
    .limit(1);
  if (!row) throw new HttpError(404, "notFound");
  return { method: row.method as ThrSettings["method"], exclude_ending_pkwt: row.exclude, holiday_mode: row.mode as ThrSettings["holiday_mode"] };
}

export async function saveThrSettings(db: Db, principal: Principal, companyId: string, settings: ThrSettings): Promise<ThrSettings> {
  await db.transaction(async (tx) => {
    await tx
      .update(s.companies)
      .set({ thr_method: settings.method, thr_exclude_ending_pkwt: settings.exclude_ending_pkwt, thr_holiday_mode: settings.holiday_mode, updated_at: new Date() })
      .where(eq(s.companies.id, companyId));
    // The company's record is part of every session answer and the companies' kept list totals: a write to
    // it names its change like every other (docs/decisions/0025-one-cache-and-invalidation.md).
    await invalidate(tx, tableChanged(s.companies, null));
    await logActivity(tx, {
      companyId,
      principal,
      type: "update",
      menu: "thr",
      detail: `THR settings: ${settings.method} method, PKWT ending before the holiday ${settings.exclude_ending_pkwt ? "excluded" : "paid"}, holiday by ${settings.holiday_mode}`,
    });
  });
  return settings;
}

/**
 * Each holiday's first day in the year: the company's national holiday of that name (Leave › Holiday), else
 * the holiday package's; null when neither knows it (Nyepi and Waisak past the package's data).
 */
export async function thrHolidayDates(db: Db, companyId: string, year: number): Promise<Record<ThrHoliday, string | null>> {
  const m = s.mass_leaves;
  const rows = await db
    .select({ name: m.name, start_date: m.start_date })
    .from(m)
    .where(and(eq(m.company_id, companyId), eq(m.holiday_type, "national"), sql`${m.start_date} BETWEEN ${`${year}-01-01`} AND ${`${year}-12-31`}`));
  const packaged = (await packageHolidays(year)).rows.map((row) => ({ name: row.name, start_date: row.start }));
  return Object.fromEntries(THR_HOLIDAYS.map((holiday) => [holiday, holidayDate(holiday, year, rows) ?? holidayDate(holiday, year, packaged)])) as Record<ThrHoliday, string | null>;
}

/** The holiday's first day; 422 `thrNoHolidayDate` when there is none. */
async function thrHolidayDate(db: Db, companyId: string, holiday: ThrHoliday, year: number): Promise<string> {
  const date = (await thrHolidayDates(db, companyId, year))[holiday];
  if (date) return date;
  const message = { code: "thrNoHolidayDate", params: { holiday: THR_HOLIDAY_NAMES[holiday], year } } as const;
  throw new HttpError(422, message, { holiday: message });
}

/** The company's THR run by id, or undefined. */
export async function findThrRun(db: Db, companyId: string, id: string): Promise<s.ThrRun | undefined> {
  const [row] = await db
    .select()
    .from(s.thr_runs)
    .where(and(eq(s.thr_runs.company_id, companyId), eq(s.thr_runs.id, id)))
    .limit(1);
  return row;
}

/** The payroll-active employees as the THR run reads them, with what the list shows of them. */
async function readEmployees(db: Db, companyId: string): Promise<(ThrEmployee & { snapshot: s.ThrEmployeeSnapshot })[]> {
  const e = s.employees;
  const [people, religions, departments, titles] = await Promise.all([
    db
      .select({
        id: e.id,
        fullname: e.fullname,
        nickname: e.nickname,
        status: e.status,
        payroll_active: e.payroll_active,
        join_date: e.join_date,
        resign_date: e.resign_date,
        end_of_contract: e.end_of_contract,
        religion_id: e.religion_id,
        department_id: e.department_id,
        job_title_id: e.job_title_id,
        wage: sql<string>`${e.basic_salary} + ${e.allowance_housing} + ${e.allowance_meal} + ${e.allowance_transport} + ${e.allowance_field} + ${e.allowance_telephone} + ${e.allowance_other}`,
      })
      .from(e)
      .where(and(eq(e.company_id, companyId), eq(e.payroll_active, true))),
    db.select({ id: s.religions.id, code: s.religions.code, name: s.religions.name }).from(s.religions).where(eq(s.religions.company_id, companyId)),
    db.select({ id: s.departments.id, name: s.departments.name }).from(s.departments).where(eq(s.departments.company_id, companyId)),
    db.select({ id: s.job_titles.id, name: s.job_titles.name }).from(s.job_titles).where(eq(s.job_titles.company_id, companyId)),
  ]);
  const religion = new Map(religions.map((r) => [r.id, r]));
  const named = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, { _id: r.id, name: r.name }]));
  const dept = named(departments);
  const title = named(titles);
  return people.map((p) => {
    const faith = p.religion_id ? religion.get(p.religion_id) : undefined;
    return {
      id: p.id,
      status: p.status,
      payroll_active: p.payroll_active,
      join_date: p.join_date,
      resign_date: p.resign_date,
      end_of_contract: p.end_of_contract,
      religion: faith ? { code: faith.code, name: faith.name } : null,
      wage: n(p.wage),
      snapshot: {
        fullname: p.fullname,
        nickname: p.nickname,
        department: p.department_id ? (dept.get(p.department_id) ?? null) : null,
        job_title: p.job_title_id ? (title.get(p.job_title_id) ?? null) : null,
        religion: faith ? { _id: faith.id, name: faith.name } : null,
      },
    };
  });
}

/** Employees paid a THR in another run of the year (once a year: Permenaker 6/2016 Pasal 5(2)). */
async function paidThisYear(db: Db, companyId: string, year: number, holiday: ThrHoliday): Promise<Set<string>> {
  const rows = await db
    .select({ employee_id: s.thr_items.employee_id })
    .from(s.thr_items)
    .innerJoin(s.thr_runs, and(eq(s.thr_runs.company_id, s.thr_items.company_id), eq(s.thr_runs.id, s.thr_items.thr_run_id)))
    .where(and(eq(s.thr_items.company_id, companyId), eq(s.thr_runs.year, year), ne(s.thr_runs.holiday, holiday), gt(s.thr_items.amount, "0")));
  return new Set(rows.map((row) => row.employee_id));
}

/**
 * Run & Save of a holiday's THR: computes every employee in it and saves the run (a new one, or the
 * year's run of the holiday again) with its items, in one transaction. Resolves with the run's id.
 */
export async function runThr(ctx: RunsContext, principal: Principal, companyId: string, body: ThrRunBody): Promise<string> {
  const { db } = ctx;
  const { year, holiday } = body;
  const payMonth = body.pay_month;
  const [existing] = await db
    .select()
    .from(s.thr_runs)
    .where(and(eq(s.thr_runs.company_id, companyId), eq(s.thr_runs.year, year), eq(s.thr_runs.holiday, holiday)))
    .limit(1);
  if (existing?.status === "cut_off") throw thrCutOffError(existing);
  const months = [...new Set([payMonth, ...(existing ? [existing.pay_month] : [])])];
  for (const month of months) {
    await assertNotRunning(ctx, companyId, year, month);
    await assertMonthOpen(db, companyId, year, month);
  }

  const settings = await thrSettings(db, companyId);
  const date = await thrHolidayDate(db, companyId, holiday, year);
  const payDate = body.pay_date ?? defaultPayDate(year, payMonth, date);
  const [people, paid] = await Promise.all([readEmployees(db, companyId), paidThisYear(db, companyId, year, holiday)]);
  const input = { method: settings.method, excludeEndingPkwt: settings.exclude_ending_pkwt, holidayMode: settings.holiday_mode };
  const items = people
    .filter((employee) => inThrRun(employee, holiday, date, input))
    .map((employee) => ({ employee, result: thrItem({ employee, holidayDate: date, settings: input, payYear: year, payMonth, paidThisYear: paid.has(employee.id) }) }));
  const total = items.reduce((sum, { result }) => sum + result.amount, 0);
  const runBy = principal.kind === "user" && principal.companyId === companyId ? principal.id : null;
  const values = {
    holiday_date: date,
    pay_month: payMonth,
    pay_date: payDate,
    method: settings.method,
    exclude_ending_pkwt: settings.exclude_ending_pkwt,
    holiday_mode: settings.holiday_mode,
    run_at: new Date(),
    run_by_id: runBy,
    employee_count: items.length,
    total_thr: String(total),
    updated_at: new Date(),
  };

  return db.transaction(async (tx) => {
    // The pay months' locks: no save or cut-off of their payroll in between (api/payroll/runs.ts).
    for (const month of months) if (!(await tryMonthLock(tx, companyId, year, month))) throw runningError(year, month);
    // Checked again under the locks: a payroll run of the month started meanwhile would read the old THR.
    for (const month of months) {
      await assertNotRunning(ctx, companyId, year, month);
      await assertMonthOpen(tx, companyId, year, month);
    }
    await tx
      .insert(s.thr_runs)
      .values({ company_id: companyId, id: newId(), year, holiday, status: "saved", ...values })
      .onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(s.thr_runs)
      .where(and(eq(s.thr_runs.company_id, companyId), eq(s.thr_runs.year, year), eq(s.thr_runs.holiday, holiday)))
      .for("update");
    if (current.status === "cut_off") throw thrCutOffError(current);
    // Another pay month than the one locked above (a re-run meanwhile moved it): its payroll may not be open.
    if (!months.includes(current.pay_month)) throw runningError(year, current.pay_month);
    await tx.update(s.thr_runs).set(values).where(and(eq(s.thr_runs.company_id, companyId), eq(s.thr_runs.id, current.id)));
    await tx.delete(s.thr_items).where(and(eq(s.thr_items.company_id, companyId), eq(s.thr_items.thr_run_id, current.id)));
    const rows = items.map(({ employee, result }) => ({
      company_id: companyId,
      id: newId(),
      thr_run_id: current.id,
      employee_id: employee.id,
      employee: employee.snapshot,
      employment_status: employee.status,
      join_date: employee.join_date,
      end_date: result.end_date,
      months_of_service: result.months_of_service,
      days_of_service: result.days_of_service,
      rule: result.rule,
      wage: String(result.wage),
      amount: String(result.amount),
      warnings: result.warnings as { code: string; detail?: Record<string, unknown> }[],
    }));
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) await tx.insert(s.thr_items).values(rows.slice(start, start + INSERT_CHUNK));
    await logActivity(tx, {
      companyId,
      principal,
      type: existing ? "update" : "create",
      menu: "thr",
      detail: `THR ${THR_HOLIDAY_NAMES[holiday]} ${year} run and saved (paid ${pad2(payMonth)}/${year}): ${items.length} employees`,
      recordId: current.id,
    });
    return current.id;
  });
}

export const thrCutOffError = (run: Pick<s.ThrRun, "holiday" | "year">) =>
  new HttpError(409, { code: "thrCutOff", params: { holiday: THR_HOLIDAY_NAMES[run.holiday as ThrHoliday], year: run.year } });

/** Locks a THR run: no re-run from then on. 409 when it already is. */
export async function cutOffThr(db: Db, principal: Principal, companyId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(s.thr_runs)
      .where(and(eq(s.thr_runs.company_id, companyId), eq(s.thr_runs.id, id)))
      .for("update");
    if (!run) throw new HttpError(404, "notFound");
    if (run.status === "cut_off") throw thrCutOffError(run);
    const by = principal.kind === "user" && principal.companyId === companyId ? principal.id : null;
    await tx
      .update(s.thr_runs)
      .set({ status: "cut_off", cut_off_at: new Date(), cut_off_by_id: by, updated_at: new Date() })
      .where(and(eq(s.thr_runs.company_id, companyId), eq(s.thr_runs.id, id)));
    await logActivity(tx, { companyId, principal, type: "update", menu: "thr", detail: `THR ${THR_HOLIDAY_NAMES[run.holiday as ThrHoliday]} ${run.year} cut off`, recordId: id });
  });
}
