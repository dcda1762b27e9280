/**
 * Payroll runs and one-off components (docs/decisions/0028-payroll-runs.md):
 * POST/GET /v1/payroll/runs, GET /v1/payroll/runs/{id}, its items, POST /v1/payroll/runs/{id}/cut-off,
 * GET/POST/DELETE /v1/payroll/components. Every query is scoped by the caller's company; another
 * company's run or item is 404.
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type * as z from "zod";
import express, { type Router } from "express";
import {
  PAYROLL_ITEMS_DEFAULT_LIMIT,
  payrollComponentBody,
  payrollComponentsQuery,
  payrollItemsQuery,
  payrollRunBody,
  payrollRunsQuery,
  type PayrollItemsQuery,
} from "../../contract/payroll-runs";
import type { PayrollComponentOut, PayrollItemOut, PayrollLineOut, PayrollRunOut } from "../../contract/responses/payroll";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import { logActivity } from "../db/activity";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import { newId } from "../db/schema/index";
import { isPeriodSupported } from "../domain/payroll/index";
import { assertAccess, companyOf, principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { fieldErrors, parseBody } from "../http/validate";
import { assertMonthOpen, assertNotRunning, findRun, monthInProgress, recomputeItem, runningError, startRun, tryMonthLock, type RunsContext } from "./runs";

export const ID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
/**
 * How long POST /v1/payroll/runs waits for the run to be saved before answering 202 "running" unless
 * PAYROLL_RUN_WAIT_MS says otherwise (decision 0028): most companies are answered 201 with the saved run.
 */
export const RUN_SYNC_WAIT_MS = 1_500;
/**
 * A company with more payroll-active employees than this is answered 202 at once: on PGlite its save
 * alone holds the event loop longer than the wait (docs/benchmarks.md: 10,000 employees in about 4.4 s),
 * so a timer set for the wait would fire only after it, and the answer would come late. PAYROLL_RUN_SYNC_MAX
 * sets another size.
 */
export const RUN_SYNC_MAX_EMPLOYEES = 2_000;

/**
 * Who reaches a payroll call: admin and sub_admin (the payroll menu's roles), and custom users holding
 * the permission of a screen the call serves (`payroll-run`, `payroll-import`, `mass-payslip`) or the
 * group's (`payroll`), as every menu item asks (contract/navigation.ts `canAccess`, docs/conventions.md
 * habit 6), so the menu, the page guards and the API agree. The calculator's permission
 * (payroll-calculator) opens none of them (decision 0028).
 */
export type PayrollScreen = "payroll-run" | "payroll-import" | "mass-payslip";
export function payrollAccess(ctx: ApiContext, principal: Principal, screens: readonly PayrollScreen[], mode: "read" | "write"): string {
  assertAccess(ctx, principal, screens, mode);
  return companyOf(principal);
}
/** Every payroll screen shows the month's run (its status, its size). */
const ANY_SCREEN: readonly PayrollScreen[] = ["payroll-run", "payroll-import", "mass-payslip"];

/** The query string as one value per name (the API's query parser is off: api/server.ts). */
export function parseQuery<T extends z.ZodType>(schema: T, originalUrl: string): z.output<T> {
  const query = Object.fromEntries(new URL(originalUrl, "http://local").searchParams);
  const result = schema.safeParse(query);
  if (!result.success) throw new HttpError(422, "invalidFields", fieldErrors(result.error, query));
  return result.data;
}

const n = (value: string | number | null | undefined) => (value === null || value === undefined ? 0 : Number(value));

export async function userNames(db: Db, companyId: string, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: s.users.id, fullname: s.users.fullname })
    .from(s.users)
    .where(and(eq(s.users.company_id, companyId), inArray(s.users.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.fullname]));
}

function runOut(row: s.PayrollRun, progress: { done: number; total: number } | null, names: Map<string, string>): PayrollRunOut {
  const person = (id: string | null) => (id ? { _id: id, fullname: names.get(id) ?? "" } : null);
  const employees = row.employee_count;
  return {
    _id: row.id,
    year: row.year,
    month: row.month,
    status: progress ? "running" : (row.status as "saved" | "cut_off"),
    progress: progress ? { done: progress.done, total: progress.total } : { done: employees, total: employees },
    employees,
    totals: {
      gross: n(row.total_gross_income),
      pph21: n(row.total_pph21),
      take_home: n(row.total_take_home_pay),
      bpjs_employee: n(row.total_bpjs_employee),
      bpjs_employer: n(row.total_bpjs_employer),
      deductions: n(row.total_deductions),
    },
    run_at: row.run_at?.toISOString() ?? null,
    run_by: person(row.run_by_id),
    cut_off_at: row.cut_off_at?.toISOString() ?? null,
    cut_off_by: person(row.cut_off_by_id),
  };
}

/** The runs as they stand: each with the progress of its run in progress; a first run whose process died is left out. */
async function runsOut(ctx: RunsContext, companyId: string, rows: s.PayrollRun[]): Promise<PayrollRunOut[]> {
  const names = await userNames(
    ctx.db,
    companyId,
    rows.flatMap((r) => [r.run_by_id, r.cut_off_by_id]),
  );
  const out: PayrollRunOut[] = [];
  for (const row of rows) {
    const progress = await monthInProgress(ctx, companyId, row.year, row.month);
    if (row.status !== "running" || progress) out.push(runOut(row, progress, names));
  }
  return out;
}

async function runById(ctx: RunsContext, companyId: string, id: string): Promise<PayrollRunOut> {
  const row = await findRun(ctx, companyId, id);
  if (!row) throw new HttpError(404, "notFound");
  const [run] = await runsOut(ctx, companyId, [row]);
  if (!run) throw new HttpError(404, "notFound");
  return run;
}

function itemOut(item: s.PayrollItem, run: { id: string; year: number; month: number }): PayrollItemOut {
  const snapshot = item.employee;
  return {
    _id: item.id,
    run: { _id: run.id, year: run.year, month: run.month },
    employee: {
      _id: item.employee_id,
      fullname: snapshot.fullname,
      nickname: snapshot.nickname ?? null,
      // The employee number is the nickname column (docs/specification.md: "Employee No.").
      employee_id: snapshot.nickname ?? null,
      department: snapshot.department ?? null,
      location: snapshot.location ?? null,
      job_title: snapshot.job_title ?? null,
    },
    marital_status: item.marital_status ?? "",
    gross: n(item.gross),
    taxable_gross: n(item.gross_income),
    ter_category: item.ter_category ?? "",
    ter_rate: n(item.ter_rate),
    pph21: n(item.pph21),
    take_home: n(item.take_home_pay),
    bpjs: {
      jht_employee: n(item.bpjs_tk_jht_employee),
      jht_employer: n(item.bpjs_tk_jht_employer),
      jp_employee: n(item.bpjs_tk_jp_employee),
      jp_employer: n(item.bpjs_tk_jp_employer),
      jkk: n(item.bpjs_jkk),
      jkm: n(item.bpjs_jkm),
      ks_employee: n(item.bpjs_ks_employee),
      ks_employer: n(item.bpjs_ks_employer),
      ks_additional: n(item.bpjs_ks_additional),
    },
    earnings: {
      basic_salary: n(item.basic_salary),
      allowances: {
        housing: n(item.allowance_housing),
        meal: n(item.allowance_meal),
        transport: n(item.allowance_transport),
        field: n(item.allowance_field),
        telephone: n(item.allowance_telephone),
        other: n(item.allowance_other),
      },
      overtime_hours: n(item.overtime_hours),
      overtime: n(item.overtime_pay),
      yard_bonus: n(item.yard_bonus),
      job_bonus_normal: n(item.job_bonus_normal),
      job_bonus_complex: n(item.job_bonus_complex),
      thr: n(item.thr),
      bonus: n(item.bonus),
      other_income: n(item.other_earnings),
    },
    deductions: n(item.other_deductions),
    total_deductions: n(item.total_deductions),
    annual: item.annual ?? null,
    lines: item.lines as PayrollLineOut[],
    warnings: item.warnings.map((w) => (w.detail ? { code: w.code, detail: w.detail } : { code: w.code })),
  };
}

export function itemFilters(companyId: string, runId: string, query: PayrollItemsQuery): SQL[] {
  const i = s.payroll_items;
  const where: SQL[] = [eq(i.company_id, companyId), eq(i.payroll_run_id, runId)];
  if (query["employee._id"]) where.push(eq(i.employee_id, query["employee._id"]));
  if (query["department._id"]) where.push(sql`${i.employee}->'department'->>'_id' = ${query["department._id"]}`);
  if (query["location._id"]) where.push(sql`${i.employee}->'location'->>'_id' = ${query["location._id"]}`);
  if (query["job_title._id"]) where.push(sql`${i.employee}->'job_title'->>'_id' = ${query["job_title._id"]}`);
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(sql`${i.employee}->>'fullname'`, pattern), ilike(sql`coalesce(${i.employee}->>'nickname', '')`, pattern))!);
  }
  return where;
}

function componentOut(row: typeof s.payroll_components.$inferSelect): PayrollComponentOut {
  return {
    _id: row.id,
    employee: { _id: row.employee_id },
    year: row.year,
    month: row.month,
    kind: row.kind as PayrollComponentOut["kind"],
    amount: n(row.amount),
    note: row.note,
    created_at: row.created_at.toISOString(),
  };
}

export function payrollRunRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.post(
    "/payroll/runs",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = payrollAccess(ctx, principal, ["payroll-run"], "write");
      const body = parseBody(payrollRunBody, req.body);
      if (!isPeriodSupported(body.year, body.month)) throw new HttpError(422, "invalidFields", { year: "noRates", month: "noRates" });
      const started = await startRun(ctx, principal, companyId, body.year, body.month, req.log);
      // The 202 answer is read before the work starts: afterwards the database may be busy with the save.
      let pending: PayrollRunOut;
      let done!: Promise<string>;
      try {
        pending = await runById(ctx, companyId, started.progress.id);
      } finally {
        done = started.begin();
      }
      const wait = started.employees > (ctx.config.payrollRunSyncMax ?? RUN_SYNC_MAX_EMPLOYEES) ? 0 : (ctx.config.payrollRunWaitMs ?? RUN_SYNC_WAIT_MS);
      const timer = new Promise<"waiting">((resolve) => setTimeout(() => resolve("waiting"), wait).unref());
      const outcome = wait > 0 ? await Promise.race([done, timer]) : "waiting";
      if (outcome === "waiting") {
        res.status(202).json({ data: { ...pending, progress: { done: started.progress.done, total: started.progress.total } } });
        return;
      }
      res.status(201).json({ data: await runById(ctx, companyId, outcome) });
    }),
  );

  router.get(
    "/payroll/runs",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = payrollAccess(ctx, principal, ANY_SCREEN, "read");
      const query = parseQuery(payrollRunsQuery, req.originalUrl);
      const r = s.payroll_runs;
      const where = [eq(r.company_id, companyId)];
      if (query.year !== undefined) where.push(eq(r.year, query.year));
      if (query.month !== undefined) where.push(eq(r.month, query.month));
      const rows = await ctx.db
        .select()
        .from(r)
        .where(and(...where))
        .orderBy(sql`${r.year} DESC, ${r.month} DESC`);
      res.json({ data: await runsOut(ctx, companyId, rows) });
    }),
  );

  router.get(
    `/payroll/runs/:id(${ID})`,
    handler(async (req, res) => {
      const companyId = payrollAccess(ctx, principalOf(req), ANY_SCREEN, "read");
      res.json({ data: await runById(ctx, companyId, String(req.params.id).toLowerCase()) });
    }),
  );

  router.get(
    `/payroll/runs/:id(${ID})/items`,
    handler(async (req, res) => {
      const companyId = payrollAccess(ctx, principalOf(req), ["payroll-run"], "read");
      const query = parseQuery(payrollItemsQuery, req.originalUrl);
      // A first run in progress has no items yet.
      const run = await findRun(ctx, companyId, String(req.params.id).toLowerCase());
      if (!run) throw new HttpError(404, "notFound");
      const where = and(...itemFilters(companyId, run.id, query));
      const limit = query.limit ?? PAYROLL_ITEMS_DEFAULT_LIMIT;
      const skip = query.skip ?? 0;
      const i = s.payroll_items;
      const [rows, [{ total }]] = await Promise.all([
        ctx.db
          .select()
          .from(i)
          .where(where)
          .orderBy(asc(sql`${i.employee}->>'fullname' COLLATE "und-x-icu"`), asc(i.id))
          .limit(limit)
          .offset(skip),
        ctx.db.select({ total: sql<number>`count(*)::int` }).from(i).where(where),
      ]);
      res.json({ data: rows.map((row) => itemOut(row, run)), meta: { total: Number(total), limit, skip } });
    }),
  );

  router.get(
    `/payroll/runs/:id(${ID})/items/:itemId(${ID})`,
    handler(async (req, res) => {
      const companyId = payrollAccess(ctx, principalOf(req), ["payroll-run"], "read");
      const run = await findRun(ctx, companyId, String(req.params.id).toLowerCase());
      if (!run) throw new HttpError(404, "notFound");
      const i = s.payroll_items;
      const [item] = await ctx.db
        .select()
        .from(i)
        .where(and(eq(i.company_id, companyId), eq(i.payroll_run_id, run.id), eq(i.id, String(req.params.itemId).toLowerCase())))
        .limit(1);
      if (!item) throw new HttpError(404, "notFound");
      res.json({ data: itemOut(item, run) });
    }),
  );

  router.post(
    `/payroll/runs/:id(${ID})/items/:itemId(${ID})/recompute`,
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = payrollAccess(ctx, principal, ["payroll-run"], "write");
      const { run, item } = await recomputeItem(ctx, principal, companyId, String(req.params.id).toLowerCase(), String(req.params.itemId).toLowerCase());
      res.json({ data: itemOut(item, run) });
    }),
  );

  router.post(
    `/payroll/runs/:id(${ID})/cut-off`,
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = payrollAccess(ctx, principal, ["payroll-run"], "write");
      const id = String(req.params.id).toLowerCase();
      const existing = await findRun(ctx, companyId, id);
      if (!existing) throw new HttpError(404, "notFound");
      await assertNotRunning(ctx, companyId, existing.year, existing.month);
      await ctx.db.transaction(async (tx) => {
        // A save of the same month in another process holds the lock: its run is not cut off half-written.
        if (!(await tryMonthLock(tx, companyId, existing.year, existing.month))) throw runningError(existing.year, existing.month);
        const [run] = await tx
          .select({ status: s.payroll_runs.status })
          .from(s.payroll_runs)
          .where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.id, id)))
          .for("update");
        if (!run) throw new HttpError(404, "notFound");
        if (run.status === "cut_off") throw new HttpError(409, { code: "payrollAlreadyCutOff", params: { month: existing.month, year: existing.year } });
        if (run.status === "running") throw runningError(existing.year, existing.month);
        const by = principal.kind === "user" && principal.companyId === companyId ? principal.id : null;
        await tx
          .update(s.payroll_runs)
          .set({ status: "cut_off", cut_off_at: new Date(), cut_off_by_id: by, updated_at: new Date() })
          .where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.id, id)));
        await logActivity(tx, {
          companyId,
          principal,
          type: "update",
          menu: "payroll",
          detail: `Payroll ${String(existing.month).padStart(2, "0")}/${existing.year} cut off`,
          recordId: id,
        });
      });
      res.json({ data: await runById(ctx, companyId, id) });
    }),
  );

  router.get(
    "/payroll/components",
    handler(async (req, res) => {
      const companyId = payrollAccess(ctx, principalOf(req), ["payroll-run"], "read");
      const query = parseQuery(payrollComponentsQuery, req.originalUrl);
      const c = s.payroll_components;
      const where = [eq(c.company_id, companyId), eq(c.year, query.year), eq(c.month, query.month)];
      if (query["employee._id"]) where.push(eq(c.employee_id, query["employee._id"]));
      const rows = await ctx.db
        .select()
        .from(c)
        .where(and(...where))
        .orderBy(asc(c.created_at), asc(c.id));
      res.json({ data: rows.map(componentOut) });
    }),
  );

  router.post(
    "/payroll/components",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = payrollAccess(ctx, principal, ["payroll-run"], "write");
      const body = parseBody(payrollComponentBody, req.body);
      await assertNotRunning(ctx, companyId, body.year, body.month);
      const row = await ctx.db.transaction(async (tx) => {
        const [employee] = await tx
          .select({ id: s.employees.id, fullname: s.employees.fullname })
          .from(s.employees)
          .where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, body.employee._id.toLowerCase())))
          .limit(1);
        // A component is the employee's: another company's employee is as unknown as a missing one (404).
        if (!employee) throw new HttpError(404, "notFound");
        await assertMonthOpen(tx, companyId, body.year, body.month);
        const [created] = await tx
          .insert(s.payroll_components)
          .values({
            company_id: companyId,
            id: newId(),
            employee_id: employee.id,
            year: body.year,
            month: body.month,
            kind: body.kind,
            amount: String(body.amount),
            note: body.note ?? null,
            created_by_id: principal.kind === "user" && principal.companyId === companyId ? principal.id : null,
          })
          .returning();
        await logActivity(tx, {
          companyId,
          principal,
          type: "create",
          menu: "payroll",
          detail: `Payroll ${String(body.month).padStart(2, "0")}/${body.year}: ${body.kind} ${body.amount} for ${employee.fullname}`,
          recordId: created.id,
        });
        return created;
      });
      res.status(201).json({ data: componentOut(row) });
    }),
  );

  router.delete(
    `/payroll/components/:id(${ID})`,
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = payrollAccess(ctx, principal, ["payroll-run"], "write");
      const id = String(req.params.id).toLowerCase();
      await ctx.db.transaction(async (tx) => {
        const c = s.payroll_components;
        const [row] = await tx
          .select()
          .from(c)
          .where(and(eq(c.company_id, companyId), eq(c.id, id)))
          .limit(1);
        if (!row) throw new HttpError(404, "notFound");
        await assertNotRunning(ctx, companyId, row.year, row.month);
        await assertMonthOpen(tx, companyId, row.year, row.month);
        await tx.delete(c).where(and(eq(c.company_id, companyId), eq(c.id, id)));
        await logActivity(tx, {
          companyId,
          principal,
          type: "delete",
          menu: "payroll",
          detail: `Payroll ${String(row.month).padStart(2, "0")}/${row.year}: ${row.kind} ${row.amount} removed`,
          recordId: id,
        });
      });
      res.status(204).end();
    }),
  );

  return router;
}
