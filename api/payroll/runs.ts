/**
 * Run & Save (docs/decisions/0028-payroll-runs.md): read what the month needs, compute every item in
 * memory (api/domain/payroll/run.ts), then write the run and all its items in ONE transaction under an
 * advisory lock on (company, year, month). Killing the process at any point leaves the month as it was.
 *
 * A run in progress is known to every server process (decision 0014): a month's first run writes its
 * row, status "running", before the work; and the process running it holds the month's "payroll_running"
 * lock until it is done (api/db/work-locks.ts), which every process sees. A "running" row whose lock nobody
 * holds is a first run whose process died: the month has no run. Progress lives in the running process.
 */
import { and, asc, eq, getTableColumns, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { PAY_ALLOWANCE_FIELDS, PAY_BPJS_FIELDS } from "../../contract/resources/employees";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import type { Db } from "../db/client";
import { queryRows } from "../db/client";
import { logActivity } from "../db/activity";
import { holdWorkLock, workLockHeld } from "../db/work-locks";
import * as s from "../db/schema/index";
import { newId } from "../db/schema/index";
import { zonedMonth } from "../domain/attendance/index";
import { companyZone } from "../attendance/zones";
import { assembleItem, isInRun, leavesIn, runTotals, type RunComponent, type RunEmployee, type RunItem, type RunOvertime, type SavedItemFigures } from "../domain/payroll/run";
import type { OpeningBalance } from "../domain/payroll/opening";
import { THR_HOLIDAY_NAMES } from "../domain/payroll/thr-run";
import { assertNotCoveredByOpening, openingBalances } from "./opening-balances";
import type { ThrHoliday } from "../../contract/thr";
import { OVERTIME_DAY_TYPES } from "../../contract/approvals";
import { publicHolidays } from "../attendance/holidays";
import { HttpError } from "../http/errors";

/** Rows per INSERT of the save: each INSERT carries its rows as ONE jsonb parameter (insertItems). */
const INSERT_CHUNK = 1_000;
/** Employees computed between two yields to the event loop (progress and other requests go on). */
const COMPUTE_SLICE = 250;

/** What the run calls need of the API's context: the database, and whether other processes share it. */
export type RunsContext = Pick<ApiContext, "db" | "config">;

/** Several server processes share a PostgreSQL database; PGlite belongs to one process (decision 0014). */
const shared = (ctx: RunsContext) => Boolean(ctx.config.databaseUrl);

export interface RunProgress {
  id: string;
  companyId: string;
  year: number;
  month: number;
  done: number;
  total: number;
  startedAt: Date;
  /** Settles when the run is saved (or failed). */
  finished: Promise<void>;
}

/** Runs in progress in this process, by company:year:month. */
const running = new Map<string, RunProgress>();

const keyOf = (companyId: string, year: number, month: number) => `${companyId}:${year}:${month}`;

/** The class of the advisory lock a process holds while it runs a month (the save's own lock is "payroll_run"). */
const RUNNING_LOCK = "payroll_running";

/**
 * A run of the month in progress: this process's (with its progress) or, on a shared database, another
 * process's (its progress is not known here: 0 of 0); null when none is.
 */
export async function monthInProgress(ctx: RunsContext, companyId: string, year: number, month: number): Promise<{ done: number; total: number } | null> {
  const key = keyOf(companyId, year, month);
  const here = running.get(key);
  if (here) return here;
  return shared(ctx) && (await workLockHeld(ctx.db, RUNNING_LOCK, key)) ? { done: 0, total: 0 } : null;
}

/** 409 `payrollRunning` while a run of the month is in progress in any process. */
export async function assertNotRunning(ctx: RunsContext, companyId: string, year: number, month: number): Promise<void> {
  if (await monthInProgress(ctx, companyId, year, month)) throw runningError(year, month);
}

/**
 * The company's run by id, as it stands: undefined when there is none, or when it is a first run whose
 * process died before saving it ("running" with no run in progress: the month has no run).
 */
export async function findRun(ctx: RunsContext, companyId: string, id: string): Promise<s.PayrollRun | undefined> {
  const [row] = await ctx.db
    .select()
    .from(s.payroll_runs)
    .where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.id, id)))
    .limit(1);
  if (row?.status === "running" && !(await monthInProgress(ctx, companyId, row.year, row.month))) return undefined;
  return row;
}

const n = (value: string | number | null | undefined) => (value === null || value === undefined ? 0 : Number(value));
const pad2 = (v: number) => String(v).padStart(2, "0");

function monthBounds(year: number, month: number) {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${pad2(month)}-01`, last: `${year}-${pad2(month)}-${pad2(last)}` };
}

/**
 * The advisory lock of one company's month, for the transaction it is taken in: false when another
 * transaction (of any process) holds it. Two int4 keys: the class "payroll_run", the month's hash.
 */
export async function tryMonthLock(tx: Db, companyId: string, year: number, month: number): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(hashtext('payroll_run'), hashtext(${keyOf(companyId, year, month)})) AS locked`);
  return Boolean(row?.locked);
}

export const cutOffError = (year: number, month: number) => new HttpError(409, { code: "payrollCutOff", params: { month, year } });
export const runningError = (year: number, month: number) => new HttpError(409, { code: "payrollRunning", params: { month, year } });

async function isCutOff(db: Db, companyId: string, year: number, month: number): Promise<boolean> {
  const [run] = await db
    .select({ status: s.payroll_runs.status })
    .from(s.payroll_runs)
    .where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.year, year), eq(s.payroll_runs.month, month)))
    .limit(1);
  return run?.status === "cut_off";
}

/** 409 when the month is cut off (any write that would change it: decision 0028). */
export async function assertMonthOpen(db: Db, companyId: string, year: number, month: number): Promise<void> {
  if (await isCutOff(db, companyId, year, month)) throw cutOffError(year, month);
}

/** The employee fields a month's pay is computed from (docs/decisions/0028-payroll-runs.md, cut-off). */
export const PAYROLL_FIELDS = ["basic_salary", ...PAY_ALLOWANCE_FIELDS, ...PAY_BPJS_FIELDS] as const;

/** Whether `values` change any of the fields pay is computed from, against the record as it is (`existing`). */
export function changesPayrollFields(values: Record<string, unknown>, existing: Record<string, unknown>): boolean {
  // Numeric columns come back as strings ("7500000"), the request's values as numbers.
  const normal = (v: unknown) => (v === undefined || v === null || v === "" ? null : typeof v === "boolean" ? v : Number.isFinite(Number(v)) ? Number(v) : String(v));
  return PAYROLL_FIELDS.some((field) => field in values && normal(values[field]) !== normal(existing[field]));
}

/** The company's current month (in its zone, docs/decisions/0034) when it is cut off, else null. */
export async function currentMonthCutOff(db: Db, companyId: string, now = new Date()): Promise<{ year: number; month: number } | null> {
  const { year, month } = zonedMonth(now, await companyZone(db, companyId));
  return (await isCutOff(db, companyId, year, month)) ? { year, month } : null;
}

/**
 * 409 `payrollFieldsCutOff` when a change of an employee's payroll fields (`values` against `existing`)
 * would fall in the company's current month (in its zone) and that month is cut off.
 */
export async function assertPayrollFieldsOpen(db: Db, companyId: string, values: Record<string, unknown>, existing: Record<string, unknown>, now = new Date()): Promise<void> {
  if (!changesPayrollFields(values, existing)) return;
  const cut = await currentMonthCutOff(db, companyId, now);
  if (cut) throw new HttpError(409, { code: "payrollFieldsCutOff", params: cut });
}

/**
 * December recalculates the year's tax on the saved items of January to November (decision 0028): 409
 * `payrollMonthsMissing`, naming them, when a month of the year in which an employee of the run (or
 * `only`) was in the payroll has no saved run. Months before the company's first saved payroll month do
 * not count (it was not in the system yet); with no saved month before December, December is its first.
 */
export async function assertYearSaved(db: Db, companyId: string, year: number, only?: string): Promise<void> {
  const r = s.payroll_runs;
  const saved = await db
    .select({ year: r.year, month: r.month })
    .from(r)
    .where(and(eq(r.company_id, companyId), inArray(r.status, ["saved", "cut_off"]), lte(r.year, year)));
  const before = saved.filter((run) => run.year < year || run.month < 12);
  if (before.length === 0) return;
  const first = before.some((run) => run.year < year) ? 1 : Math.min(...before.map((run) => run.month));
  const done = new Set(before.filter((run) => run.year === year).map((run) => run.month));
  const open = Array.from({ length: 12 - first }, (_, i) => first + i).filter((month) => !done.has(month));
  if (open.length === 0) return;
  const e = s.employees;
  const people = await db
    .select({ payroll_active: e.payroll_active, join_date: e.join_date, resign_date: e.resign_date, end_of_contract: e.end_of_contract })
    .from(e)
    .where(and(eq(e.company_id, companyId), eq(e.payroll_active, true), ...(only ? [eq(e.id, only)] : [])));
  const inDecember = people.filter((p) => isInRun(p, year, 12));
  const missing = open.filter((month) => inDecember.some((p) => isInRun(p, year, month)));
  if (missing.length) throw new HttpError(409, { code: "payrollMonthsMissing", params: { year, months: missing.map((month) => `${month}/${year}`).join(", ") } });
}

interface MonthInputs {
  employees: (RunEmployee & { snapshot: s.PayrollEmployeeSnapshot })[];
  company: { jkk_percentage: number | null; umk: number | null; ump: number | null };
  overtime: Map<string, RunOvertime[]>;
  components: Map<string, RunComponent[]>;
  earlier: Map<string, SavedItemFigures[]>;
  /** The opening figures of the final period's employees (docs/payroll-rules.md B14). */
  opening: Map<string, OpeningBalance>;
  holidays: Set<string>;
}

/** One employee's item of the month from what readMonth read: the run and the recompute alike. */
function itemOf(inputs: MonthInputs, year: number, month: number, employee: RunEmployee): RunItem {
  return assembleItem({
    year,
    month,
    employee,
    company: inputs.company,
    overtime: inputs.overtime.get(employee.id) ?? [],
    components: inputs.components.get(employee.id) ?? [],
    earlier: inputs.earlier.get(employee.id) ?? [],
    opening: inputs.opening.get(employee.id) ?? null,
    holidays: inputs.holidays,
  });
}

/** What the month needs, of the whole company or (`only`) of one employee (the recompute). */
async function readMonth(db: Db, companyId: string, year: number, month: number, only?: string): Promise<MonthInputs> {
  const { first, last } = monthBounds(year, month);
  const e = s.employees;
  const [companyRows, people, departments, locations, titles, overtimeRows, componentRows] = await Promise.all([
    db.select({ jkk: s.companies.jkk_percentage, umk: s.companies.umk, ump: s.companies.ump }).from(s.companies).where(eq(s.companies.id, companyId)),
    db
      .select({
        id: e.id,
        fullname: e.fullname,
        nickname: e.nickname,
        department_id: e.department_id,
        location_id: e.location_id,
        job_title_id: e.job_title_id,
        marital_status: e.marital_status,
        has_valid_npwp: e.has_valid_npwp,
        basic_salary: e.basic_salary,
        housing: e.allowance_housing,
        meal: e.allowance_meal,
        transport: e.allowance_transport,
        field: e.allowance_field,
        telephone: e.allowance_telephone,
        other: e.allowance_other,
        yard_bonus: e.yard_bonus,
        job_bonus_normal: e.job_bonus_normal,
        job_bonus_complex: e.job_bonus_complex,
        bpjs_tk_registered: e.bpjs_tk_registered,
        bpjs_ks_registered: e.bpjs_ks_registered,
        bpjs_tk_salary: e.bpjs_tk_salary,
        bpjs_ks_salary: e.bpjs_ks_salary,
        additional_family_member: e.additional_family_member,
        total_additional_family: e.total_additional_family,
        join_date: e.join_date,
        resign_date: e.resign_date,
        end_of_contract: e.end_of_contract,
        work_days: e.work_days,
        payroll_active: e.payroll_active,
        bank_id: e.bank_id,
        account_number: e.account_number,
        npwp_number: e.npwp_number,
      })
      .from(e)
      .where(and(eq(e.company_id, companyId), eq(e.payroll_active, true), ...(only ? [eq(e.id, only)] : []))),
    db.select({ id: s.departments.id, name: s.departments.name }).from(s.departments).where(eq(s.departments.company_id, companyId)),
    db.select({ id: s.locations.id, name: s.locations.name }).from(s.locations).where(eq(s.locations.company_id, companyId)),
    db.select({ id: s.job_titles.id, name: s.job_titles.name }).from(s.job_titles).where(eq(s.job_titles.company_id, companyId)),
    db
      .select({ employee_id: s.approvals.employee_id, content: s.approvals.content })
      .from(s.approvals)
      .where(
        and(
          eq(s.approvals.company_id, companyId),
          eq(s.approvals.type, "overtime"),
          eq(s.approvals.status, "approved"),
          ...(only ? [eq(s.approvals.employee_id, only)] : []),
          gte(sql`${s.approvals.content}->>'date'`, first),
          lte(sql`${s.approvals.content}->>'date'`, last),
        ),
      ),
    db
      .select({ employee_id: s.payroll_components.employee_id, kind: s.payroll_components.kind, amount: s.payroll_components.amount, note: s.payroll_components.note })
      .from(s.payroll_components)
      .where(
        and(
          eq(s.payroll_components.company_id, companyId),
          eq(s.payroll_components.year, year),
          eq(s.payroll_components.month, month),
          ...(only ? [eq(s.payroll_components.employee_id, only)] : []),
        ),
      )
      // The lines in the order they were added, as the components list shows them.
      .orderBy(asc(s.payroll_components.created_at), asc(s.payroll_components.id)),
  ]);
  const named = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, { _id: r.id, name: r.name }]));
  const dept = named(departments);
  const loc = named(locations);
  const title = named(titles);

  const employees = people
    .map((p) => ({
      id: p.id,
      marital_status: p.marital_status,
      has_valid_npwp: p.has_valid_npwp,
      basic_salary: n(p.basic_salary),
      allowances: { housing: n(p.housing), meal: n(p.meal), transport: n(p.transport), field: n(p.field), telephone: n(p.telephone), other: n(p.other) },
      yard_bonus: n(p.yard_bonus),
      job_bonus_normal: n(p.job_bonus_normal),
      job_bonus_complex: n(p.job_bonus_complex),
      bpjs_tk_registered: p.bpjs_tk_registered,
      bpjs_ks_registered: p.bpjs_ks_registered,
      bpjs_tk_salary: p.bpjs_tk_salary === null ? null : n(p.bpjs_tk_salary),
      bpjs_ks_salary: p.bpjs_ks_salary === null ? null : n(p.bpjs_ks_salary),
      additional_family_member: p.additional_family_member,
      total_additional_family: p.total_additional_family,
      join_date: p.join_date,
      resign_date: p.resign_date,
      end_of_contract: p.end_of_contract,
      work_days: p.work_days,
      payroll_active: p.payroll_active,
      snapshot: {
        fullname: p.fullname,
        nickname: p.nickname,
        department: p.department_id ? (dept.get(p.department_id) ?? null) : null,
        location: p.location_id ? (loc.get(p.location_id) ?? null) : null,
        job_title: p.job_title_id ? (title.get(p.job_title_id) ?? null) : null,
        bank_id: p.bank_id,
        account_number: p.account_number,
        npwp_number: p.npwp_number,
      } satisfies s.PayrollEmployeeSnapshot,
    }))
    .filter((p) => isInRun(p, year, month));

  // The company's own public holidays (Leave › Holiday), not a fixed list: a day the company has as a
  // holiday now pays as one, whatever the request said (docs/decisions/0033-holidays-range-map-hierarchy.md).
  const holidays = await publicHolidays(db, companyId, first, last);
  const overtime = new Map<string, RunOvertime[]>();
  for (const row of overtimeRows) {
    const hours = Number(row.content.total_hours);
    if (!row.content.date || !Number.isFinite(hours) || hours <= 0) continue;
    const list = overtime.get(row.employee_id) ?? [];
    const dayType = holidays.has(row.content.date) ? "holiday" : OVERTIME_DAY_TYPES.find((type) => type === row.content.day_type);
    list.push({ date: row.content.date, hours, ...(dayType ? { dayType } : {}) });
    overtime.set(row.employee_id, list);
  }
  // The THR runs paid this month come first, then the month's own one-off lines (THR among them).
  const components = await thrOfMonth(db, companyId, year, month, only);
  for (const row of componentRows) {
    const list = components.get(row.employee_id) ?? [];
    list.push({ kind: row.kind as RunComponent["kind"], amount: n(row.amount), note: row.note });
    components.set(row.employee_id, list);
  }

  // The year-to-date is needed in the final tax period only: December, or a leaver's month.
  const leavers = employees.filter((p) => leavesIn(p, year, month)).map((p) => p.id);
  const earlier = new Map<string, SavedItemFigures[]>();
  const opening = new Map<string, OpeningBalance>();
  if (month > 1 && (month === 12 || leavers.length > 0)) {
    const finals = month === 12 ? (only ? [only] : null) : leavers;
    for (const [id, figures] of await openingBalances(db, companyId, year, finals)) opening.set(id, figures);
    const i = s.payroll_items;
    const r = s.payroll_runs;
    const rows = await db
      .select({ employee_id: i.employee_id, month: r.month, gross_income: i.gross_income, pph21: i.pph21, jht: i.bpjs_tk_jht_employee, jp: i.bpjs_tk_jp_employee })
      .from(i)
      .innerJoin(r, and(eq(r.company_id, i.company_id), eq(r.id, i.payroll_run_id)))
      .where(and(eq(i.company_id, companyId), eq(r.year, year), lt(r.month, month), ...(month === 12 && !only ? [] : [inArray(i.employee_id, month === 12 ? [only!] : leavers)])));
    for (const row of rows) {
      const list = earlier.get(row.employee_id) ?? [];
      list.push({ month: row.month, gross_income: n(row.gross_income), pph21: n(row.pph21), bpjs_tk_jht_employee: n(row.jht), bpjs_tk_jp_employee: n(row.jp) });
      earlier.set(row.employee_id, list);
    }
  }
  const company = companyRows[0];
  return {
    employees,
    company: { jkk_percentage: company?.jkk === null || company?.jkk === undefined ? null : Number(company.jkk), umk: company?.umk ? n(company.umk) : null, ump: company?.ump ? n(company.ump) : null },
    overtime,
    components,
    earlier,
    opening,
    holidays,
  };
}

const money = (v: number) => String(Math.round(v));

function itemRow(companyId: string, runId: string, item: RunItem, snapshot: s.PayrollEmployeeSnapshot): typeof s.payroll_items.$inferInsert {
  return {
    company_id: companyId,
    id: newId(),
    payroll_run_id: runId,
    employee_id: item.employee_id,
    employee: snapshot,
    marital_status: item.marital_status,
    ter_category: item.ter_category,
    ter_rate: String(item.ter_rate),
    basic_salary: money(item.basic_salary),
    allowance_housing: money(item.allowance_housing),
    allowance_meal: money(item.allowance_meal),
    allowance_transport: money(item.allowance_transport),
    allowance_field: money(item.allowance_field),
    allowance_telephone: money(item.allowance_telephone),
    allowance_other: money(item.allowance_other),
    overtime_hours: String(item.overtime_hours),
    overtime_pay: money(item.overtime_pay),
    yard_bonus: money(item.yard_bonus),
    job_bonus_normal: money(item.job_bonus_normal),
    job_bonus_complex: money(item.job_bonus_complex),
    thr: money(item.thr),
    bonus: money(item.bonus),
    other_earnings: money(item.other_earnings),
    tax_allowance: money(item.tax_allowance),
    gross: money(item.gross),
    gross_income: money(item.gross_income),
    bpjs_tk_jht_employee: money(item.bpjs_tk_jht_employee),
    bpjs_tk_jht_employer: money(item.bpjs_tk_jht_employer),
    bpjs_tk_jp_employee: money(item.bpjs_tk_jp_employee),
    bpjs_tk_jp_employer: money(item.bpjs_tk_jp_employer),
    bpjs_jkk: money(item.bpjs_jkk),
    bpjs_jkm: money(item.bpjs_jkm),
    bpjs_ks_employee: money(item.bpjs_ks_employee),
    bpjs_ks_employer: money(item.bpjs_ks_employer),
    bpjs_ks_additional: money(item.bpjs_ks_additional),
    pph21: money(item.pph21),
    other_deductions: money(item.other_deductions),
    total_deductions: money(item.total_deductions),
    take_home_pay: money(item.take_home_pay),
    lines: item.lines as s.PayrollLine[],
    annual: item.annual,
    warnings: item.warnings as { code: string; detail?: Record<string, unknown> }[],
  };
}

/**
 * The columns an item row sets, with their SQL types; the others (created_at, updated_at) take their
 * defaults, as they do through drizzle's insert.
 */
const itemColumns = Object.values(getTableColumns(s.payroll_items)).filter((c) => c.name !== "created_at" && c.name !== "updated_at");

/**
 * One multi-row INSERT of item rows passed as ONE jsonb parameter (jsonb_to_recordset) instead of ~45
 * parameters a row: building and binding 45,000 parameters per chunk was most of the save's time
 * (docs/benchmarks.md, "Payroll run"). The values are those drizzle would send (jsonb columns as JSON).
 */
async function insertItems(tx: Db, rows: (typeof s.payroll_items.$inferInsert)[]): Promise<void> {
  const names = sql.raw(itemColumns.map((c) => `"${c.name}"`).join(", "));
  const types = sql.raw(itemColumns.map((c) => `"${c.name}" ${c.getSQLType()}`).join(", "));
  await tx.execute(sql`INSERT INTO ${s.payroll_items} (${names}) SELECT ${names} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${types})`);
}

export interface StartedRun {
  progress: RunProgress;
  /** Payroll-active employees of the company: how big the run is, known before it starts. */
  employees: number;
  /** Starts the work (once); resolves with the saved run's id, rejects with an HttpError (409) or a failure. */
  begin(): Promise<string>;
}

/**
 * Prepares Run & Save of one company's month: 409 at once when the month is cut off, a run of it is in
 * progress in any process, or (December) a month of the year is missing; the month's "payroll_running"
 * lock taken and, for a first run, its row written "running", so that every process sees the run from
 * here on. The work goes on in the background from `begin()` (the caller decides how long to wait).
 */
export async function startRun(ctx: RunsContext, principal: Principal, companyId: string, year: number, month: number, logger: Logger): Promise<StartedRun> {
  const { db } = ctx;
  const key = keyOf(companyId, year, month);
  if (running.has(key)) throw runningError(year, month);
  // Taken before the first await: a second request of the month finds it at once.
  let settle!: () => void;
  const progress: RunProgress = { id: newId(), companyId, year, month, done: 0, total: 0, startedAt: new Date(), finished: new Promise((resolve) => (settle = resolve)) };
  running.set(key, progress);
  const stop = () => {
    running.delete(key);
    settle();
  };
  let employees: number;
  try {
    if (shared(ctx) && !(await holdWorkLock(db, RUNNING_LOCK, key, progress.finished))) throw runningError(year, month);
    const [existing] = await db
      .select({ id: s.payroll_runs.id, status: s.payroll_runs.status })
      .from(s.payroll_runs)
      .where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.year, year), eq(s.payroll_runs.month, month)))
      .limit(1);
    if (existing?.status === "cut_off") throw cutOffError(year, month);
    await assertNotCoveredByOpening(db, companyId, year, month);
    if (month === 12) await assertYearSaved(db, companyId, year);
    // A re-run keeps its row "saved" (the previous run shows until the new one is saved); a first run's row
    // is written now, or taken over from a first run whose process died.
    if (existing) progress.id = existing.id;
    else await db.insert(s.payroll_runs).values({ company_id: companyId, id: progress.id, year, month, status: "running" });
    const [counted] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(s.employees)
      .where(and(eq(s.employees.company_id, companyId), eq(s.employees.payroll_active, true)));
    employees = Number(counted?.count ?? 0);
    progress.total = employees;
  } catch (error) {
    stop();
    throw error;
  }

  let done: Promise<string> | null = null;
  const begin = () =>
    (done ??= (async () => {
      try {
        return await computeAndSave(db, principal, progress);
      } catch (error) {
        if (!(error instanceof HttpError)) logger.error({ err: error, companyId, year, month }, "payroll run failed");
        throw error;
      } finally {
        stop();
      }
    })());
  return {
    progress,
    employees,
    begin() {
      const work = begin();
      // The caller may stop waiting; a failure is logged above, never an unhandled rejection.
      work.catch(() => {});
      return work;
    },
  };
}

async function computeAndSave(db: Db, principal: Principal, progress: RunProgress): Promise<string> {
  const { companyId, year, month } = progress;
  const inputs = await readMonth(db, companyId, year, month);
  progress.total = inputs.employees.length;

  // 1. Everything in memory, yielding now and then so progress can be answered.
  const items: RunItem[] = [];
  for (let start = 0; start < inputs.employees.length; start += COMPUTE_SLICE) {
    for (const employee of inputs.employees.slice(start, start + COMPUTE_SLICE)) {
      items.push(
        itemOf(inputs, year, month, employee),
      );
    }
    progress.done = items.length;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const totals = runTotals(items);
  const rows = items.map((item, index) => itemRow(companyId, progress.id, item, inputs.employees[index].snapshot));
  const runBy = principal.kind === "user" && principal.companyId === companyId ? principal.id : null;

  // 2. One transaction: the month before it, or the month after it, never a mix.
  const runValues = {
    status: "saved",
    run_at: new Date(),
    run_by_id: runBy,
    employee_count: items.length,
    total_gross_income: money(totals.gross),
    total_take_home_pay: money(totals.take_home),
    total_pph21: money(totals.pph21),
    total_bpjs_employee: money(totals.bpjs_employee),
    total_bpjs_employer: money(totals.bpjs_employer),
    total_deductions: money(totals.deductions),
    updated_at: new Date(),
  };
  return db.transaction(async (tx) => {
    if (!(await tryMonthLock(tx, companyId, year, month))) throw runningError(year, month);
    const [current] = await tx
      .select({ id: s.payroll_runs.id, status: s.payroll_runs.status })
      .from(s.payroll_runs)
      .where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.year, year), eq(s.payroll_runs.month, month)))
      .for("update")
      .limit(1);
    if (current?.status === "cut_off") throw cutOffError(year, month);
    let runId = progress.id;
    if (current) {
      runId = current.id;
      await tx.delete(s.payroll_items).where(and(eq(s.payroll_items.company_id, companyId), eq(s.payroll_items.payroll_run_id, runId)));
      await tx.update(s.payroll_runs).set(runValues).where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.id, runId)));
    } else {
      await tx.insert(s.payroll_runs).values({ company_id: companyId, id: runId, year, month, ...runValues });
    }
    if (runId !== progress.id) for (const row of rows) row.payroll_run_id = runId;
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) await insertItems(tx, rows.slice(start, start + INSERT_CHUNK));
    await logActivity(tx, {
      companyId,
      principal,
      type: current ? "update" : "create",
      menu: "payroll",
      detail: `Payroll ${pad2(month)}/${year} run and saved: ${items.length} employees`,
      recordId: runId,
    });
    return runId;
  });
}

/**
 * Recomputes one employee's item of a saved month from current data (its components, overtime, salary),
 * as Run & Save would, and the run's totals with it, in one transaction under the month's lock: 409 after
 * cut-off, while a run of the month is in progress, or when the employee is no longer in the month's run.
 */
export async function recomputeItem(ctx: RunsContext, principal: Principal, companyId: string, runId: string, itemId: string): Promise<{ run: s.PayrollRun; item: s.PayrollItem }> {
  const { db } = ctx;
  const run = await findRun(ctx, companyId, runId);
  if (!run) throw new HttpError(404, "notFound");
  const i = s.payroll_items;
  const [existing] = await db
    .select({ id: i.id, employee_id: i.employee_id })
    .from(i)
    .where(and(eq(i.company_id, companyId), eq(i.payroll_run_id, run.id), eq(i.id, itemId)))
    .limit(1);
  if (!existing) throw new HttpError(404, "notFound");
  const { year, month } = run;
  await assertNotRunning(ctx, companyId, year, month);
  if (run.status === "cut_off") throw cutOffError(year, month);

  const inputs = await readMonth(db, companyId, year, month, existing.employee_id);
  const employee = inputs.employees[0];
  if (!employee) throw new HttpError(409, { code: "payrollNotInRun", params: { month, year } });
  if (month === 12) await assertYearSaved(db, companyId, year, employee.id);
  const computed = itemOf(inputs, year, month, employee);
  const { company_id: _company, id: _id, ...values } = itemRow(companyId, run.id, computed, employee.snapshot);

  return db.transaction(async (tx) => {
    if (!(await tryMonthLock(tx, companyId, year, month))) throw runningError(year, month);
    const [current] = await tx
      .select({ status: s.payroll_runs.status })
      .from(s.payroll_runs)
      .where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.id, run.id)))
      .for("update");
    if (!current) throw new HttpError(404, "notFound");
    if (current.status === "cut_off") throw cutOffError(year, month);
    const [item] = await tx
      .update(i)
      .set(values)
      .where(and(eq(i.company_id, companyId), eq(i.payroll_run_id, run.id), eq(i.id, existing.id)))
      .returning();
    if (!item) throw new HttpError(404, "notFound"); // replaced by a re-run meanwhile
    // The run's totals as runTotals (api/domain/payroll/run.ts) sums them, over the saved items.
    const [sums] = await tx
      .select({
        gross: sql<string>`coalesce(sum(${i.gross}), 0)`,
        pph21: sql<string>`coalesce(sum(${i.pph21}), 0)`,
        take_home: sql<string>`coalesce(sum(${i.take_home_pay}), 0)`,
        bpjs_employee: sql<string>`coalesce(sum(${i.bpjs_tk_jht_employee} + ${i.bpjs_tk_jp_employee} + ${i.bpjs_ks_employee} + ${i.bpjs_ks_additional}), 0)`,
        bpjs_employer: sql<string>`coalesce(sum(${i.bpjs_tk_jht_employer} + ${i.bpjs_tk_jp_employer} + ${i.bpjs_jkk} + ${i.bpjs_jkm} + ${i.bpjs_ks_employer}), 0)`,
        deductions: sql<string>`coalesce(sum(${i.other_deductions}), 0)`,
      })
      .from(i)
      .where(and(eq(i.company_id, companyId), eq(i.payroll_run_id, run.id)));
    const [updated] = await tx
      .update(s.payroll_runs)
      .set({
        total_gross_income: String(sums.gross),
        total_pph21: String(sums.pph21),
        total_take_home_pay: String(sums.take_home),
        total_bpjs_employee: String(sums.bpjs_employee),
        total_bpjs_employer: String(sums.bpjs_employer),
        total_deductions: String(sums.deductions),
        updated_at: new Date(),
      })
      .where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.id, run.id)))
      .returning();
    await logActivity(tx, {
      companyId,
      principal,
      type: "update",
      menu: "payroll",
      detail: `Payroll ${pad2(month)}/${year} recomputed for ${employee.snapshot.fullname}`,
      recordId: item.id,
    });
    return { run: updated, item };
  });
}

/**
 * The THR the regular payroll of a month pays, by employee, as one-off THR lines (docs/decisions/0037-thr-runs.md):
 * the items with an amount of every THR run of the company paid in that month (api/payroll/thr-runs.ts).
 * Each line's note names the holiday and year ("Idul Fitri 2026"), which the payslip shows beside "THR";
 * the engine adds it to the month's gross and taxes it there (docs/payroll-rules.md B9).
 */
export async function thrOfMonth(db: Db, companyId: string, year: number, month: number, only?: string): Promise<Map<string, RunComponent[]>> {
  const i = s.thr_items;
  const r = s.thr_runs;
  const rows = await db
    .select({ employee_id: i.employee_id, amount: i.amount, holiday: r.holiday, year: r.year })
    .from(i)
    .innerJoin(r, and(eq(r.company_id, i.company_id), eq(r.id, i.thr_run_id)))
    .where(and(eq(i.company_id, companyId), eq(r.year, year), eq(r.pay_month, month), gt(i.amount, "0"), ...(only ? [eq(i.employee_id, only)] : [])))
    .orderBy(asc(r.holiday));
  const lines = new Map<string, RunComponent[]>();
  for (const row of rows) {
    const list = lines.get(row.employee_id) ?? [];
    list.push({ kind: "thr", amount: n(row.amount), note: `${THR_HOLIDAY_NAMES[row.holiday as ThrHoliday]} ${row.year}` });
    lines.set(row.employee_id, list);
  }
  return lines;
}
