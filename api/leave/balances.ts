/**
 * Leave balances computed and stored from the rules (docs/decisions/0030-leave-balances-from-the-rules.md).
 * `leave_balances.entitled` (what the rule has granted so far) and `mass_leave` (the working days of the
 * rule's cuti bersama) are recomputed when a rule or a mass leave changes, when an employee joins or
 * changes status, and each day by `distributeLeave` (scheduled by the job runner). A recompute writes only
 * these two columns: `used` and `adjustment` are never touched, and an imported entitlement stands.
 */
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { invalidate, tableChanged } from "../db/changes";
import * as s from "../db/schema/index";
import { balanceOf, datesBetween, entitlementFor, expiryDay, massLeaveDays, type LeaveEmployee, type LeaveRuleTerms } from "../domain/leave/index";
import { zonedDate } from "../domain/attendance/index";
import { companyZone } from "../attendance/zones";

const CHUNK = 500;

export interface Recompute {
  year: number;
  /** "YYYY-MM-DD": the day the entitlement is counted as of. */
  today: string;
  /** Only these rules (default: every rule of the company). */
  ruleIds?: readonly string[];
  /** Only these employees (default: every active employee of the company). */
  employeeIds?: readonly string[];
}

type RuleRow = typeof s.leave_rules.$inferSelect;

export const termsOf = (rule: RuleRow): LeaveRuleTerms => ({
  distribution: rule.distribution,
  quota_type: rule.quota_type,
  amount: rule.amount,
  distribution_date: rule.distribution_date,
  expiration_date: rule.expiration_date,
  employment_status: rule.employment_status,
  min_service_months: rule.min_service_months,
});

/**
 * The company's holidays of a year (Leave › Holiday rows linked to no rule) and its mass leave by rule
 * (rows linked to one), for the mass-leave deduction.
 */
async function calendarOf(db: Db, companyId: string, year: number) {
  const m = s.mass_leaves;
  const rows = await db
    .select({ start: m.start_date, end: m.end_date, rule: m.leave_rule_id })
    .from(m)
    .where(and(eq(m.company_id, companyId), lte(m.start_date, `${year}-12-31`), gte(m.end_date, `${year}-01-01`)));
  const holidays = new Set(rows.filter((row) => !row.rule).flatMap((row) => datesBetween(row.start, row.end)));
  const massLeave = new Map<string, { start: string; end: string }[]>();
  for (const row of rows) if (row.rule) massLeave.set(row.rule, [...(massLeave.get(row.rule) ?? []), { start: row.start, end: row.end }]);
  return { holidays, massLeave };
}

/**
 * Recomputes the year's balances of the company (some rules, some employees): returns how many rows it
 * wrote. Inactive employees' balances are left as they were. Call it inside the transaction of the change.
 */
export async function recomputeBalances(db: Db, companyId: string, job: Recompute): Promise<number> {
  const r = s.leave_rules;
  const e = s.employees;
  const b = s.leave_balances;
  if (job.ruleIds?.length === 0 || job.employeeIds?.length === 0) return 0;
  // One read after another: this runs inside the change's transaction
  // (docs/decisions/0046-one-query-at-a-time-in-a-transaction.md).
  const rules = await db.select().from(r).where(and(eq(r.company_id, companyId), job.ruleIds ? inArray(r.id, [...job.ruleIds]) : undefined));
  const employees = await db
    .select({ id: e.id, status: e.status, join_date: e.join_date, active: e.active, work_days: e.work_days })
    .from(e)
    .where(and(eq(e.company_id, companyId), eq(e.active, true), job.employeeIds ? inArray(e.id, [...job.employeeIds]) : undefined));
  const calendar = await calendarOf(db, companyId, job.year);
  if (!rules.length || !employees.length) return 0;
  const existing = await db
    .select({ employee_id: b.employee_id, leave_rule_id: b.leave_rule_id, entitled: b.entitled, mass_leave: b.mass_leave, imported: b.entitled_imported })
    .from(b)
    .where(
      and(
        eq(b.company_id, companyId),
        eq(b.year, job.year),
        inArray(
          b.leave_rule_id,
          rules.map((rule) => rule.id),
        ),
        job.employeeIds ? inArray(b.employee_id, [...job.employeeIds]) : undefined,
      ),
    );
  const stored = new Map(existing.map((row) => [`${row.employee_id}|${row.leave_rule_id}`, row]));
  const changes: (typeof b.$inferInsert)[] = [];
  for (const rule of rules) {
    const terms = termsOf(rule);
    const massLeave = calendar.massLeave.get(rule.id) ?? [];
    for (const employee of employees) {
      const { entitled, grantedFrom } = entitlementFor(terms, employee, job.year, job.today);
      const mass = rule.quota_type === "fixed" ? massLeaveDays(massLeave, job.year, grantedFrom, employee.work_days, calendar.holidays) : 0;
      const row = stored.get(`${employee.id}|${rule.id}`);
      if (row ? (row.imported || Number(row.entitled) === entitled) && Number(row.mass_leave) === mass : entitled === 0 && mass === 0) continue;
      changes.push({ company_id: companyId, employee_id: employee.id, leave_rule_id: rule.id, year: job.year, entitled: String(entitled), mass_leave: String(mass) });
    }
  }
  for (let start = 0; start < changes.length; start += CHUNK) {
    await db
      .insert(b)
      .values(changes.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: [b.company_id, b.employee_id, b.leave_rule_id, b.year],
        set: {
          entitled: sql`case when ${b.entitled_imported} then ${b.entitled} else excluded.entitled end`,
          mass_leave: sql`excluded.mass_leave`,
          updated_at: new Date(),
        },
      });
  }
  if (changes.length) await invalidate(db, tableChanged(b, companyId));
  return changes.length;
}

/** The year of `today`, and in January also the year before (closed as of its last day, should a day have been missed). */
function yearsToDistribute(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return today.slice(5, 7) === "01" ? [year - 1, year] : [year];
}

/**
 * The daily distribution (the job runner in api/jobs/ schedules it): every company's (or one company's)
 * balances granted as of `today` — annual grants on their day, monthly ones each month, joiners reaching
 * their service — each company in a transaction of its own. Safe to run any number of times a day.
 */
/** Today in the company's zone (docs/decisions/0034-time-zones.md): the day grants and expiries are read on. */
export async function companyToday(db: Db, companyId: string, now = new Date()): Promise<string> {
  return zonedDate(now, await companyZone(db, companyId));
}

/** `today` given: that day for every company (tests); else each company's own today. */
export async function distributeLeave(db: Db, companyId?: string, today?: string): Promise<{ companies: number; rows: number }> {
  const companies = companyId
    ? [{ id: companyId }]
    : await db.select({ id: s.companies.id }).from(s.companies);
  let rows = 0;
  for (const company of companies) {
    const day = today ?? (await companyToday(db, company.id));
    await db.transaction(async (tx) => {
      for (const year of yearsToDistribute(day)) rows += await recomputeBalances(tx as unknown as Db, company.id, { year, today: day });
    });
  }
  return { companies: companies.length, rows };
}

/** A change of rules or employees recomputes the current year (past years are closed; docs/decisions/0030). */
export async function recomputeNow(db: Db, companyId: string, scope: Pick<Recompute, "ruleIds" | "employeeIds"> = {}): Promise<number> {
  const today = await companyToday(db, companyId);
  return recomputeBalances(db, companyId, { ...scope, year: Number(today.slice(0, 4)), today });
}

/**
 * One employee's balance of a rule for a year, recomputed first (a leave request reads it): the row, or
 * null when the rule grants them nothing and nothing was ever recorded.
 */
export async function balanceRow(db: Db, companyId: string, employeeId: string, ruleId: string, year: number, today: string, lock = false) {
  await recomputeBalances(db, companyId, { year, today, ruleIds: [ruleId], employeeIds: [employeeId] });
  const b = s.leave_balances;
  const query = db
    .select()
    .from(b)
    .where(and(eq(b.company_id, companyId), eq(b.employee_id, employeeId), eq(b.leave_rule_id, ruleId), eq(b.year, year)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * What a leave starting on `start` may still take from the rule's balance of its year: the stored
 * balance recomputed as of today, with what the rule will have granted by `start` (a monthly rule's
 * months ahead) counted too, less mass leave and what expired. `lock` holds the row for an approval.
 */
export async function remainingFor(db: Db, companyId: string, employee: LeaveEmployee & { id: string }, rule: RuleRow, start: string, today: string, lock = false): Promise<number> {
  const year = Number(start.slice(0, 4));
  // A later year's balance is computed as of the leave's first day: asked ahead, it is that year's grant.
  const row = await balanceRow(db, companyId, employee.id, rule.id, year, year > Number(today.slice(0, 4)) ? start : today, lock);
  const ahead = entitlementFor(termsOf(rule), employee, year, start > today ? start : today).entitled;
  const stored = Number(row?.entitled ?? 0);
  const entitled = row?.entitled_imported ? stored : Math.max(stored, ahead);
  const figures = { entitled, used: Number(row?.used ?? 0), adjustment: Number(row?.adjustment ?? 0), mass_leave: Number(row?.mass_leave ?? 0) };
  return balanceOf(figures, expiryDay(rule, year), today).remaining;
}
