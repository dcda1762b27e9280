/**
 * The payroll reports (docs/decisions/0036-payroll-reports-and-bank-files.md), read from the
 * saved payroll items and never computed again (docs/payroll-rules.md "Payroll reports and bank files"):
 *
 * - `GET /v1/payroll/reports/pph21?year=&month=` — each employee's NIK, NPWP, PTKP status, TER category
 *   and rate, taxable gross, PPh 21 withheld and its no-NPWP surcharge;
 * - `GET /v1/payroll/reports/pph21/year?year=` — January to December per employee, the opening figures of
 *   the months before the first saved one (docs/payroll-rules.md B14) and the December (or leaving-month)
 *   recalculation as saved;
 * - `GET /v1/payroll/reports/bpjs-tk?year=&month=` and `…/bpjs-ks?year=&month=` — the contributions;
 * - each with `/export`: the same rows as xlsx through the API's one writer (api/employees/sheets.ts).
 *
 * Every report answers `{data, meta: {year, month, run, total, limit, skip, totals}}`; the totals are of
 * every matching row, not only the page. Filters: department, location (as of the run), employee, q.
 * Access: the report's menu item (admin, sub_admin; a custom user with its permission or payroll's);
 * every read is of the caller's company.
 */
import express, { type Request, type Router } from "express";
import type * as z from "zod";
import { REPORT_MAX_LIMIT, payrollMonthReportQuery, payrollYearReportQuery, type PayrollMonthReportQuery, type PayrollYearReportQuery } from "../../contract/payroll-reports";
import type {
  BpjsKsReport,
  BpjsKsRowOut,
  BpjsTkReport,
  BpjsTkRowOut,
  Pph21Report,
  Pph21RowOut,
  Pph21YearReport,
  Pph21YearRowOut,
  ReportMeta,
} from "../../contract/responses/payroll-reports";
import type { ApiContext } from "../context";
import { openingGross } from "../domain/payroll/opening";
import { ptkpLabel, taxYear, totalsOf } from "../domain/payroll/report-figures";
import { assertAccess, companyOf, principalOf } from "../http/auth";
import { handler } from "../http/handler";
import { xlsxDownload } from "../../spreadsheets/xlsx";
import { openingBalances } from "./opening-balances";
import { earlierItems, reportItems, savedRuns, type ReportItem } from "./report-read";
import { bpjsKsSheet, bpjsTkSheet, pph21Sheet, pph21YearSheet } from "./report-sheets";
import { parseQuery } from "./run-routes";

type ReportMenu = "pph21-report" | "bpjs-report";

function reportCompany(ctx: ApiContext, req: Request, menu: ReportMenu): string {
  const principal = principalOf(req);
  assertAccess(ctx, principal, [menu], "read");
  return companyOf(principal);
}

/** A page of the rows and the meta every report answers. */
function page<Row, Totals>(rows: Row[], query: { limit?: number; skip?: number }, meta: Omit<ReportMeta<Totals>, "total" | "limit" | "skip">): { data: Row[]; meta: ReportMeta<Totals> } {
  const limit = query.limit ?? REPORT_MAX_LIMIT;
  const skip = query.skip ?? 0;
  return { data: rows.slice(skip, skip + limit), meta: { ...meta, total: rows.length, limit, skip } };
}

/** The month's run and its items that match; the final period's items with the same year's earlier ones. */
async function monthItems(ctx: ApiContext, companyId: string, query: PayrollMonthReportQuery) {
  const [run] = await savedRuns(ctx.db, companyId, query.year, query.month);
  const items = run ? await reportItems(ctx.db, companyId, [run], query) : [];
  return { run: run ? { _id: run.id, status: run.status } : null, items };
}

async function pph21Month(ctx: ApiContext, companyId: string, query: PayrollMonthReportQuery): Promise<Pph21Report> {
  const { run, items } = await monthItems(ctx, companyId, query);
  const finals = items.filter((item) => item.annual !== null).map((item) => item.employee._id);
  const earlier = await earlierItems(ctx.db, companyId, query.year, query.month, finals);
  const rows = items.map((item): Pph21RowOut => {
    const cell = taxYear([...earlier.filter((other) => other.employee._id === item.employee._id), item]).months[query.month - 1]!;
    return {
      employee: item.employee,
      nik: item.nik,
      npwp: item.npwp,
      ptkp_status: ptkpLabel(item.marital_status),
      ter_category: item.ter_category,
      ter_rate: item.ter_rate,
      method: cell.method,
      npwp_valid: cell.npwp_valid,
      taxable_gross: cell.taxable_gross,
      pph21: cell.pph21,
      surcharge: cell.surcharge,
    };
  });
  const totals = { employees: rows.length, ...totalsOf(rows, ["taxable_gross", "pph21", "surcharge"] as const) };
  return page(rows, query, { year: query.year, month: query.month, run, totals });
}

async function pph21Year(ctx: ApiContext, companyId: string, query: PayrollYearReportQuery): Promise<Pph21YearReport> {
  const runs = await savedRuns(ctx.db, companyId, query.year);
  const items = await reportItems(ctx.db, companyId, runs, query);
  // The items come sorted by name; an employee's row is where their first item stands, named as their last.
  const byEmployee = new Map<string, ReportItem[]>();
  for (const item of items) byEmployee.set(item.employee._id, [...(byEmployee.get(item.employee._id) ?? []), item]);
  const openings = await openingBalances(ctx.db, companyId, query.year, [...byEmployee.keys()]);
  const rows = [...byEmployee.values()].map((own): Pph21YearRowOut => {
    const last = own.reduce((a, b) => (b.month > a.month ? b : a));
    const year = taxYear(own);
    const figures = openings.get(last.employee._id);
    const opening = figures ? { first_month: figures.first_month, last_month: figures.last_month, taxable_gross: openingGross(figures), pph21: figures.pph21_withheld } : null;
    return {
      employee: last.employee,
      nik: last.nik,
      npwp: last.npwp,
      ptkp_status: ptkpLabel(last.marital_status),
      months: year.months.map((cell) => (cell ? { taxable_gross: cell.taxable_gross, pph21: cell.pph21, surcharge: cell.surcharge, method: cell.method, npwp_valid: cell.npwp_valid } : null)),
      opening,
      taxable_gross: year.taxable_gross + (opening?.taxable_gross ?? 0),
      pph21: year.pph21 + (opening?.pph21 ?? 0),
      surcharge: year.surcharge,
      final: year.final,
    };
  });
  const months = Array.from({ length: 12 }, (_, m) => ({
    taxable_gross: rows.reduce((sum, row) => sum + (row.months[m]?.taxable_gross ?? 0), 0),
    pph21: rows.reduce((sum, row) => sum + (row.months[m]?.pph21 ?? 0), 0),
  }));
  const opened = rows.flatMap((row) => (row.opening ? [row.opening] : []));
  const opening = opened.length ? totalsOf(opened, ["taxable_gross", "pph21"] as const) : null;
  const totals = { employees: rows.length, ...totalsOf(rows, ["taxable_gross", "pph21", "surcharge"] as const), months, opening };
  const result = page(rows, query, { year: query.year, month: null, run: null, totals });
  return { data: result.data, meta: { ...result.meta, months: runs.map((run) => run.month) } };
}

const TK_SUMS = ["wage", "jht_employee", "jht_employer", "jp_employee", "jp_employer", "jkk", "jkm", "employee_total", "employer_total", "total"] as const;

async function bpjsTk(ctx: ApiContext, companyId: string, query: PayrollMonthReportQuery): Promise<BpjsTkReport> {
  const { run, items } = await monthItems(ctx, companyId, query);
  const rows = items
    .filter((item) => item.tk.registered)
    .map((item): BpjsTkRowOut => {
      const b = item.bpjs;
      const employee_total = b.jht_employee + b.jp_employee;
      const employer_total = b.jht_employer + b.jp_employer + b.jkk + b.jkm;
      return {
        employee: item.employee,
        nik: item.nik,
        kpj: item.kpj,
        wage: item.tk.wage,
        jp_base: item.tk.jp_base,
        jp_cap: item.tk.jp_cap,
        jkk_rate: item.tk.jkk_rate,
        jht_employee: b.jht_employee,
        jht_employer: b.jht_employer,
        jp_employee: b.jp_employee,
        jp_employer: b.jp_employer,
        jkk: b.jkk,
        jkm: b.jkm,
        employee_total,
        employer_total,
        total: employee_total + employer_total,
      };
    });
  return page(rows, query, { year: query.year, month: query.month, run, totals: { employees: rows.length, ...totalsOf(rows, TK_SUMS) } });
}

const KS_SUMS = ["wage", "ks_employer", "ks_employee", "members", "ks_additional", "employee_total", "total"] as const;

async function bpjsKs(ctx: ApiContext, companyId: string, query: PayrollMonthReportQuery): Promise<BpjsKsReport> {
  const { run, items } = await monthItems(ctx, companyId, query);
  const rows = items
    .filter((item) => item.ks.registered)
    .map((item): BpjsKsRowOut => {
      const b = item.bpjs;
      return {
        employee: item.employee,
        nik: item.nik,
        bpjs_ks_number: item.bpjs_ks_number,
        wage: item.ks.wage,
        cap: item.ks.cap,
        floor: item.ks.floor,
        ks_employer: b.ks_employer,
        ks_employee: b.ks_employee,
        members: item.ks.members,
        ks_additional: b.ks_additional,
        employee_total: b.ks_employee + b.ks_additional,
        total: b.ks_employer + b.ks_employee + b.ks_additional,
      };
    });
  return page(rows, query, { year: query.year, month: query.month, run, totals: { employees: rows.length, ...totalsOf(rows, KS_SUMS) } });
}

/**
 * One report: its JSON call and its `/export` (every matching row, no page). `name` is the file's, without
 * the date the download adds.
 */
function report<Q extends { limit?: number; skip?: number }, R>(
  router: Router,
  ctx: ApiContext,
  spec: { path: string; menu: ReportMenu; query: z.ZodType<Q, unknown>; read: (ctx: ApiContext, companyId: string, query: Q) => Promise<R>; sheet: (report: R) => Promise<Buffer>; name: (query: Q) => string },
): void {
  router.get(
    `/payroll/reports/${spec.path}`,
    handler(async (req, res) => {
      const companyId = reportCompany(ctx, req, spec.menu);
      res.json(await spec.read(ctx, companyId, parseQuery(spec.query, req.originalUrl)));
    }),
  );
  router.get(
    `/payroll/reports/${spec.path}/export`,
    handler(async (req, res) => {
      const companyId = reportCompany(ctx, req, spec.menu);
      const query = parseQuery(spec.query, req.originalUrl);
      const body = await spec.sheet(await spec.read(ctx, companyId, { ...query, limit: Number.MAX_SAFE_INTEGER, skip: 0 }));
      res.set(xlsxDownload(spec.name(query))).send(body);
    }),
  );
}

export function payrollReportRoutes(ctx: ApiContext): Router {
  const router = express.Router();
  const month = (prefix: string) => (query: PayrollMonthReportQuery) => `${prefix}-${query.year}-${String(query.month).padStart(2, "0")}`;
  report(router, ctx, { path: "pph21", menu: "pph21-report", query: payrollMonthReportQuery, read: pph21Month, sheet: pph21Sheet, name: month("pph21") });
  report(router, ctx, { path: "pph21/year", menu: "pph21-report", query: payrollYearReportQuery, read: pph21Year, sheet: pph21YearSheet, name: (query) => `pph21-${query.year}` });
  report(router, ctx, { path: "bpjs-tk", menu: "bpjs-report", query: payrollMonthReportQuery, read: bpjsTk, sheet: bpjsTkSheet, name: month("bpjs-tk") });
  report(router, ctx, { path: "bpjs-ks", menu: "bpjs-report", query: payrollMonthReportQuery, read: bpjsKs, sheet: bpjsKsSheet, name: month("bpjs-ks") });
  return router;
}
