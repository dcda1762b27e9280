/**
 * THR runs (docs/decisions/0037-thr-runs.md), shaped as the payroll runs are (decision 0028):
 * POST/GET /v1/payroll/thr-runs, GET /v1/payroll/thr-runs/{id}, its items and their xlsx export,
 * POST /v1/payroll/thr-runs/{id}/cut-off, GET/PUT /v1/payroll/thr-settings, and GET /v1/payroll/thr-holidays?year=
 * (each holiday's date and pay deadline, before a run). Payroll › THR's access
 * (menu `thr`: admin, sub_admin, custom users with `thr` or `payroll`); every query is scoped by the
 * caller's company, another company's run is 404.
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import express, { type Router } from "express";
import { THR_HOLIDAYS, THR_ITEMS_MAX_LIMIT, thrHolidaysQuery, thrItemsQuery, thrRunBody, thrRunsQuery, thrSettingsBody, type ThrHoliday, type ThrRule, type ThrSettings } from "../../contract/thr";
import type { ThrHolidayOut, ThrItemOut, ThrRunOut } from "../../contract/responses/thr";
import type { ApiContext } from "../context";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import type { SheetColumn } from "../domain/employees/sheet";
import { isPeriodSupported } from "../domain/payroll/index";
import { payDeadline, THR_HOLIDAY_NAMES } from "../domain/payroll/thr-run";
import { writeSheet } from "../employees/sheets";
import { assertAccess, companyOf, principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";
import { xlsxDownload } from "../../spreadsheets/xlsx";
import { ID, parseQuery, userNames } from "./run-routes";
import { monthInProgress, type RunsContext } from "./runs";
import { cutOffThr, findThrRun, runThr, saveThrSettings, thrHolidayDates, thrSettings } from "./thr-runs";

const n = (value: string | number | null | undefined) => (value === null || value === undefined ? 0 : Number(value));
const DEFAULT_LIMIT = 50;

function access(ctx: ApiContext, req: express.Request, mode: "read" | "write") {
  const principal = principalOf(req);
  assertAccess(ctx, principal, ["thr"], mode);
  return { principal, companyId: companyOf(principal) };
}

/** The runs as the API answers them: each with the pay month's payroll and whether it predates the run. */
async function runsOut(ctx: RunsContext, companyId: string, rows: s.ThrRun[]): Promise<ThrRunOut[]> {
  if (!rows.length) return [];
  const names = await userNames(
    ctx.db,
    companyId,
    rows.flatMap((r) => [r.run_by_id, r.cut_off_by_id]),
  );
  const person = (id: string | null) => (id ? { _id: id, fullname: names.get(id) ?? "" } : null);
  const i = s.thr_items;
  const paid = await ctx.db
    .select({ run: i.thr_run_id, count: sql<number>`count(*)::int` })
    .from(i)
    .where(and(eq(i.company_id, companyId), inArray(i.thr_run_id, rows.map((r) => r.id)), sql`${i.amount} > 0`))
    .groupBy(i.thr_run_id);
  const paidBy = new Map(paid.map((row) => [row.run, Number(row.count)]));
  const out: ThrRunOut[] = [];
  for (const row of rows) {
    const [payroll] = await ctx.db
      .select({ id: s.payroll_runs.id, status: s.payroll_runs.status, run_at: s.payroll_runs.run_at })
      .from(s.payroll_runs)
      .where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.year, row.year), eq(s.payroll_runs.month, row.pay_month)))
      .limit(1);
    const running = payroll ? await monthInProgress(ctx, companyId, row.year, row.pay_month) : null;
    // A first payroll run whose process died is no run (decision 0028).
    const status = running ? "running" : (payroll?.status as "running" | "saved" | "cut_off" | undefined);
    const deadline = payDeadline(row.holiday_date);
    out.push({
      _id: row.id,
      year: row.year,
      holiday: row.holiday as ThrHoliday,
      holiday_date: row.holiday_date,
      pay_month: row.pay_month,
      pay_date: row.pay_date,
      pay_deadline: deadline,
      late: row.pay_date > deadline,
      settings: { method: row.method as ThrSettings["method"], exclude_ending_pkwt: row.exclude_ending_pkwt, holiday_mode: row.holiday_mode as ThrSettings["holiday_mode"] },
      status: row.status as ThrRunOut["status"],
      employees: row.employee_count,
      paid: paidBy.get(row.id) ?? 0,
      total: n(row.total_thr),
      run_at: row.run_at?.toISOString() ?? null,
      run_by: person(row.run_by_id),
      cut_off_at: row.cut_off_at?.toISOString() ?? null,
      cut_off_by: person(row.cut_off_by_id),
      payroll:
        payroll && status && status !== "running" ? { _id: payroll.id, status, run_at: payroll.run_at?.toISOString() ?? null, outdated: status === "saved" && Boolean(row.run_at && payroll.run_at && payroll.run_at < row.run_at) } : null,
    });
  }
  return out;
}

async function runById(ctx: RunsContext, companyId: string, id: string): Promise<ThrRunOut> {
  const row = await findThrRun(ctx.db, companyId, id);
  if (!row) throw new HttpError(404, "notFound");
  return (await runsOut(ctx, companyId, [row]))[0];
}

function itemOut(item: s.ThrItem, run: s.ThrRun): ThrItemOut {
  const e = item.employee;
  return {
    _id: item.id,
    run: { _id: run.id, year: run.year, holiday: run.holiday as ThrHoliday },
    employee: { _id: item.employee_id, fullname: e.fullname, employee_id: e.nickname ?? null, department: e.department ?? null, job_title: e.job_title ?? null },
    religion: e.religion ?? null,
    holiday: run.holiday as ThrHoliday,
    holiday_date: run.holiday_date,
    employment_status: item.employment_status,
    join_date: item.join_date,
    end_date: item.end_date,
    months_of_service: item.months_of_service,
    days_of_service: item.days_of_service,
    rule: item.rule as ThrRule,
    wage: n(item.wage),
    amount: n(item.amount),
    warnings: item.warnings.map((w) => ({ code: w.code })),
  };
}

/** A run's items by name, optionally those whose name or number holds `q`. */
async function itemsOf(db: Db, companyId: string, runId: string, q: string | undefined, limit: number, skip: number): Promise<{ rows: s.ThrItem[]; total: number }> {
  const i = s.thr_items;
  const where: SQL[] = [eq(i.company_id, companyId), eq(i.thr_run_id, runId)];
  const text = q?.trim();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(sql`${i.employee}->>'fullname'`, pattern), ilike(sql`coalesce(${i.employee}->>'nickname', '')`, pattern))!);
  }
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(i)
      .where(and(...where))
      .orderBy(asc(sql`${i.employee}->>'fullname' COLLATE "und-x-icu"`), asc(i.id))
      .limit(limit)
      .offset(skip),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(i)
      .where(and(...where)),
  ]);
  return { rows, total: Number(total) };
}

/** Each rule in the export, in both languages as its headers are. */
const RULE_TEXTS: Readonly<Record<ThrRule, string>> = {
  full: "One month's wage / Satu bulan upah",
  prorated: "Prorated / Proporsional",
  not_eligible: "Under one month of service / Masa kerja kurang dari satu bulan",
  contract_ended: "PKWT ended before the holiday / PKWT berakhir sebelum hari raya",
  paid_this_year: "Paid this year / Sudah dibayar tahun ini",
};

/** The export's columns: bilingual headers (writeSheet), money in rupiah. */
const EXPORT_COLUMNS: readonly SheetColumn[] = [
  { key: "employee_id", en: "Employee No.", id: "No. Karyawan", kind: "text", example: "" },
  { key: "fullname", en: "Name", id: "Nama", kind: "text", example: "" },
  { key: "department", en: "Department", id: "Departemen", kind: "text", example: "" },
  { key: "religion", en: "Religion", id: "Agama", kind: "text", example: "" },
  { key: "holiday_date", en: "Holiday", id: "Hari raya", kind: "date", example: "" },
  { key: "join_date", en: "Join date", id: "Tanggal bergabung", kind: "date", example: "" },
  { key: "end_date", en: "End of employment", id: "Akhir hubungan kerja", kind: "date", example: "" },
  { key: "months_of_service", en: "Months of service", id: "Masa kerja (bulan)", kind: "number", example: 0 },
  { key: "days_of_service", en: "Days of service", id: "Masa kerja (hari)", kind: "number", example: 0 },
  { key: "rule", en: "Rule", id: "Ketentuan", kind: "text", example: "" },
  { key: "wage", en: "Monthly wage", id: "Upah sebulan", kind: "money", example: 0 },
  { key: "amount", en: "THR", id: "THR", kind: "money", example: 0 },
];

export function thrRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.get(
    "/payroll/thr-settings",
    handler(async (req, res) => {
      const { companyId } = access(ctx, req, "read");
      res.json({ data: await thrSettings(ctx.db, companyId) });
    }),
  );

  router.put(
    "/payroll/thr-settings",
    handler(async (req, res) => {
      const { principal, companyId } = access(ctx, req, "write");
      const body = parseBody(thrSettingsBody, req.body);
      res.json({ data: await saveThrSettings(ctx.db, principal, companyId, body) });
    }),
  );

  router.get(
    "/payroll/thr-holidays",
    handler(async (req, res) => {
      const { companyId } = access(ctx, req, "read");
      const { year } = parseQuery(thrHolidaysQuery, req.originalUrl);
      const dates = await thrHolidayDates(ctx.db, companyId, year);
      res.json({ data: THR_HOLIDAYS.map((holiday) => ({ holiday, date: dates[holiday], pay_deadline: dates[holiday] ? payDeadline(dates[holiday]) : null })) satisfies ThrHolidayOut[] });
    }),
  );

  router.post(
    "/payroll/thr-runs",
    handler(async (req, res) => {
      const { principal, companyId } = access(ctx, req, "write");
      const body = parseBody(thrRunBody, req.body);
      if (!isPeriodSupported(body.year, body.pay_month)) throw new HttpError(422, "invalidFields", { year: "noRates", pay_month: "noRates" });
      const id = await runThr(ctx, principal, companyId, body);
      res.status(201).json({ data: await runById(ctx, companyId, id) });
    }),
  );

  router.get(
    "/payroll/thr-runs",
    handler(async (req, res) => {
      const { companyId } = access(ctx, req, "read");
      const query = parseQuery(thrRunsQuery, req.originalUrl);
      const r = s.thr_runs;
      const rows = await ctx.db
        .select()
        .from(r)
        .where(and(eq(r.company_id, companyId), ...(query.year === undefined ? [] : [eq(r.year, query.year)])))
        .orderBy(sql`${r.year} DESC, ${r.holiday_date} ASC`);
      res.json({ data: await runsOut(ctx, companyId, rows) });
    }),
  );

  router.get(
    `/payroll/thr-runs/:id(${ID})`,
    handler(async (req, res) => {
      const { companyId } = access(ctx, req, "read");
      res.json({ data: await runById(ctx, companyId, String(req.params.id).toLowerCase()) });
    }),
  );

  router.get(
    `/payroll/thr-runs/:id(${ID})/items`,
    handler(async (req, res) => {
      const { companyId } = access(ctx, req, "read");
      const query = parseQuery(thrItemsQuery, req.originalUrl);
      const run = await findThrRun(ctx.db, companyId, String(req.params.id).toLowerCase());
      if (!run) throw new HttpError(404, "notFound");
      const limit = query.limit ?? DEFAULT_LIMIT;
      const skip = query.skip ?? 0;
      const { rows, total } = await itemsOf(ctx.db, companyId, run.id, query.q, limit, skip);
      res.json({ data: rows.map((row) => itemOut(row, run)), meta: { total, limit, skip } });
    }),
  );

  router.get(
    `/payroll/thr-runs/:id(${ID})/export`,
    handler(async (req, res) => {
      const { companyId } = access(ctx, req, "read");
      const run = await findThrRun(ctx.db, companyId, String(req.params.id).toLowerCase());
      if (!run) throw new HttpError(404, "notFound");
      const rows: Record<string, unknown>[] = [];
      for (let skip = 0; ; skip += THR_ITEMS_MAX_LIMIT) {
        const page = await itemsOf(ctx.db, companyId, run.id, undefined, THR_ITEMS_MAX_LIMIT, skip);
        for (const item of page.rows.map((row) => itemOut(row, run))) {
          rows.push({ ...item, employee_id: item.employee.employee_id, fullname: item.employee.fullname, department: item.employee.department?.name, religion: item.religion?.name, rule: RULE_TEXTS[item.rule] });
        }
        if (page.rows.length < THR_ITEMS_MAX_LIMIT) break;
      }
      const name = `THR ${THR_HOLIDAY_NAMES[run.holiday as ThrHoliday]} ${run.year}`;
      res.set(xlsxDownload(`thr-${run.holiday}-${run.year}`)).send(await writeSheet(name, EXPORT_COLUMNS, rows));
    }),
  );

  router.post(
    `/payroll/thr-runs/:id(${ID})/cut-off`,
    handler(async (req, res) => {
      const { principal, companyId } = access(ctx, req, "write");
      const id = String(req.params.id).toLowerCase();
      await cutOffThr(ctx.db, principal, companyId, id);
      res.json({ data: await runById(ctx, companyId, id) });
    }),
  );

  return router;
}
