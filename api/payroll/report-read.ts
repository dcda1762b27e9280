/**
 * The payroll reports' reads (docs/decisions/0036-payroll-reports-and-bank-files.md): a month's or a
 * year's saved payroll items of one company, with the reports' filters, each with the employee record's
 * identity numbers (NIK, KPJ, BPJS Kesehatan number — the run's snapshot does not keep them) and the
 * few line details the reports show (the surcharge line, the BPJS bases). Nothing is computed here.
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { PayrollMonthReportQuery } from "../../contract/payroll-reports";
import type { ReportEmployeeOut } from "../../contract/responses/payroll-reports";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import type { AnnualFigures } from "../domain/payroll/run";
import type { SavedTax } from "../domain/payroll/report-figures";

type Filters = Pick<PayrollMonthReportQuery, "department" | "location" | "employee" | "q"> & { employees?: readonly string[] };

/** A saved run of the company: saved or cut off (a first run still going has no items). */
export interface SavedRun {
  id: string;
  month: number;
  status: "saved" | "cut_off";
}

export async function savedRuns(db: Db, companyId: string, year: number, month?: number): Promise<SavedRun[]> {
  const r = s.payroll_runs;
  const rows = await db
    .select({ id: r.id, month: r.month, status: r.status })
    .from(r)
    .where(and(eq(r.company_id, companyId), eq(r.year, year), inArray(r.status, ["saved", "cut_off"]), ...(month ? [eq(r.month, month)] : [])))
    .orderBy(asc(r.month));
  return rows.map((row) => ({ id: row.id, month: row.month, status: row.status as SavedRun["status"] }));
}

const i = s.payroll_items;
const e = s.employees;

/** A line of the item by key, as jsonb (null when it has none). */
const line = (key: string) => sql`jsonb_path_query_first(${i.lines}, '$[*] ? (@.key == $k)', jsonb_build_object('k', ${key}::text))`;
const detail = (key: string) => sql<Record<string, unknown> | null>`(${line(key)} -> 'detail')`;

/** The filters on the items of the runs: department and location as of the run, one employee, a name or number. */
function itemWhere(companyId: string, runIds: readonly string[], filters: Filters): SQL {
  const where: SQL[] = [eq(i.company_id, companyId), inArray(i.payroll_run_id, [...runIds])];
  if (filters.department) where.push(sql`${i.employee}->'department'->>'_id' = ${filters.department.toLowerCase()}`);
  if (filters.location) where.push(sql`${i.employee}->'location'->>'_id' = ${filters.location.toLowerCase()}`);
  if (filters.employees) where.push(inArray(i.employee_id, [...filters.employees]));
  if (filters.employee) where.push(eq(i.employee_id, filters.employee.toLowerCase()));
  const q = filters.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(sql`${i.employee}->>'fullname'`, pattern), ilike(sql`coalesce(${i.employee}->>'nickname', '')`, pattern))!);
  }
  return and(...where)!;
}

const n = (value: string | number | null | undefined) => (value === null || value === undefined ? 0 : Number(value));
const num = (value: unknown) => (typeof value === "number" ? value : value === null || value === undefined ? null : Number(value));

/** One saved item as the reports read it. */
export interface ReportItem extends SavedTax {
  id: string;
  employee: ReportEmployeeOut;
  nik: string | null;
  npwp: string | null;
  kpj: string | null;
  bpjs_ks_number: string | null;
  marital_status: string | null;
  ter_category: string;
  ter_rate: number;
  bpjs: Record<"jht_employee" | "jht_employer" | "jp_employee" | "jp_employer" | "jkk" | "jkm" | "ks_employee" | "ks_employer" | "ks_additional", number>;
  tk: { registered: boolean; wage: number; jp_base: number; jp_cap: number; jkk_rate: number };
  ks: { registered: boolean; wage: number; cap: number; floor: number | null; members: number };
}

/** The items of the runs that match, by name (as the run's items list sorts them). */
export async function reportItems(db: Db, companyId: string, runs: readonly SavedRun[], filters: Filters): Promise<ReportItem[]> {
  if (!runs.length) return [];
  const monthOf = new Map(runs.map((run) => [run.id, run.month]));
  const rows = await db
    .select({
      id: i.id,
      run_id: i.payroll_run_id,
      employee_id: i.employee_id,
      snapshot: i.employee,
      marital_status: i.marital_status,
      ter_category: i.ter_category,
      ter_rate: i.ter_rate,
      gross_income: i.gross_income,
      pph21: i.pph21,
      annual: i.annual,
      jht_employee: i.bpjs_tk_jht_employee,
      jht_employer: i.bpjs_tk_jht_employer,
      jp_employee: i.bpjs_tk_jp_employee,
      jp_employer: i.bpjs_tk_jp_employer,
      jkk: i.bpjs_jkk,
      jkm: i.bpjs_jkm,
      ks_employee: i.bpjs_ks_employee,
      ks_employer: i.bpjs_ks_employer,
      ks_additional: i.bpjs_ks_additional,
      surcharge: sql<string | null>`(jsonb_path_query_first(${i.lines}, '$[*] ? (@.key == "pph21.npwp_surcharge" || @.key == "annual.npwp_surcharge")') ->> 'amount')`,
      jht: detail("bpjs.jht_employer"),
      jp: detail("bpjs.jp_employer"),
      jkk_line: detail("bpjs.jkk"),
      ks: detail("bpjs.ks_employer"),
      ks_extra: detail("bpjs.ks_additional"),
      nik: e.ktp_number,
      kpj: e.bpjs_tk_number,
      bpjs_ks_number: e.bpjs_ks_number,
    })
    .from(i)
    .leftJoin(e, and(eq(e.company_id, i.company_id), eq(e.id, i.employee_id)))
    .where(itemWhere(companyId, runs.map((run) => run.id), filters))
    .orderBy(asc(sql`${i.employee}->>'fullname' COLLATE "und-x-icu"`), asc(i.employee_id), asc(i.id));
  return rows.map((row) => {
    const snapshot = row.snapshot;
    const tkRegistered = row.jht?.registered === true;
    const ksRegistered = row.ks?.registered === true;
    return {
      id: row.id,
      month: monthOf.get(row.run_id) ?? 0,
      employee: {
        _id: row.employee_id,
        fullname: snapshot.fullname,
        employee_id: snapshot.nickname ?? null,
        department: snapshot.department ?? null,
        location: snapshot.location ?? null,
      },
      nik: row.nik ?? null,
      npwp: snapshot.npwp_number ?? null,
      kpj: row.kpj ?? null,
      bpjs_ks_number: row.bpjs_ks_number ?? null,
      marital_status: row.marital_status,
      ter_category: row.ter_category ?? "",
      ter_rate: n(row.ter_rate),
      gross_income: n(row.gross_income),
      pph21: n(row.pph21),
      surcharge_line: row.surcharge === null ? null : n(row.surcharge),
      annual: (row.annual as AnnualFigures | null) ?? null,
      bpjs: {
        jht_employee: n(row.jht_employee),
        jht_employer: n(row.jht_employer),
        jp_employee: n(row.jp_employee),
        jp_employer: n(row.jp_employer),
        jkk: n(row.jkk),
        jkm: n(row.jkm),
        ks_employee: n(row.ks_employee),
        ks_employer: n(row.ks_employer),
        ks_additional: n(row.ks_additional),
      },
      tk: { registered: tkRegistered, wage: n(num(row.jht?.base)), jp_base: n(num(row.jp?.base)), jp_cap: n(num(row.jp?.cap)), jkk_rate: n(num(row.jkk_line?.rate_percent)) },
      ks: { registered: ksRegistered, wage: n(num(row.ks?.base)), cap: n(num(row.ks?.cap)), floor: num(row.ks?.floor), members: n(num(row.ks_extra?.members)) },
    };
  });
}

/** The same year's earlier items of these employees (before `month`): the final period's share of the surcharge needs them. */
export async function earlierItems(db: Db, companyId: string, year: number, month: number, employeeIds: readonly string[]): Promise<ReportItem[]> {
  if (!employeeIds.length) return [];
  const runs = (await savedRuns(db, companyId, year)).filter((run) => run.month < month);
  return reportItems(db, companyId, runs, { employees: employeeIds });
}

