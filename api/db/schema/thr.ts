/**
 * THR runs (docs/decisions/0037-thr-runs.md): one run per company, year and holiday, one item per
 * employee of it. Every amount is computed by api/domain/payroll/thr-run.ts and stored in whole rupiah;
 * nothing is typed in. The regular payroll of the pay month reads the items (api/payroll/runs.ts), so
 * the THR goes into that month's gross and PPh 21. A cut-off run is locked.
 */
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { THR_HOLIDAY_MODES, THR_HOLIDAYS, THR_METHODS, THR_RULES, THR_RUN_STATUSES } from "../../../contract/thr";
import { enumCheck, money, rangeCheck, timestamptz, type Constraints } from "./_base";
import { tenant, tenantFk, tenantPk } from "./_tenant";
import { users } from "./access";
import { employees } from "./employees";
import type { PayrollEmployeeSnapshot } from "./payroll";

export const thr_runs = pgTable(
  "thr_runs",
  {
    ...tenant(),
    /** The holiday's year; the THR is paid with the payroll of `pay_month` of that year. */
    year: integer().notNull(),
    holiday: text().notNull(),
    holiday_date: date({ mode: "string" }).notNull(),
    pay_month: integer().notNull(),
    pay_date: date({ mode: "string" }).notNull(),
    /** The company's settings as the run used them. */
    method: text().notNull(),
    exclude_ending_pkwt: boolean().notNull(),
    holiday_mode: text().notNull(),
    status: text().notNull().default("saved"),
    run_at: timestamptz(),
    run_by_id: uuid(),
    cut_off_at: timestamptz(),
    cut_off_by_id: uuid(),
    employee_count: integer().notNull().default(0),
    total_thr: money().notNull().default("0"),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("thr_runs_company_id_year_holiday_key").on(t.company_id, t.year, t.holiday),
    index("thr_runs_company_id_year_pay_month_idx").on(t.company_id, t.year, t.pay_month),
    enumCheck(t.holiday, THR_HOLIDAYS),
    enumCheck(t.method, THR_METHODS),
    enumCheck(t.holiday_mode, THR_HOLIDAY_MODES),
    enumCheck(t.status, THR_RUN_STATUSES),
    rangeCheck(t.pay_month, 1, 12),
    rangeCheck(t.year, 2000, 2200),
    tenantFk(t, t.run_by_id, users, "set null"),
    tenantFk(t, t.cut_off_by_id, users, "set null"),
  ],
);

/** What the THR list shows about the employee as of the run (kept if the record changes): the payroll item's, and the religion. */
export type ThrEmployeeSnapshot = Pick<PayrollEmployeeSnapshot, "fullname" | "nickname" | "department" | "job_title"> & { religion?: { _id: string; name: string } | null };

export const thr_items = pgTable(
  "thr_items",
  {
    ...tenant(),
    thr_run_id: uuid().notNull(),
    employee_id: uuid().notNull(),
    employee: jsonb().$type<ThrEmployeeSnapshot>().notNull(),
    /** Employment status (pkwtt, pkwt, …) and the dates service was counted with. */
    employment_status: text(),
    join_date: date({ mode: "string" }),
    end_date: date({ mode: "string" }),
    months_of_service: integer().notNull().default(0),
    days_of_service: integer().notNull().default(0),
    rule: text().notNull(),
    /** One month's wage: basic + the six allowances. */
    wage: money().notNull().default("0"),
    amount: money().notNull().default("0"),
    warnings: jsonb().$type<{ code: string; detail?: Record<string, unknown> }[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("thr_items_company_id_run_id_employee_id_key").on(t.company_id, t.thr_run_id, t.employee_id),
    index("thr_items_company_id_employee_id_idx").on(t.company_id, t.employee_id),
    enumCheck(t.rule, THR_RULES),
    tenantFk(t, t.thr_run_id, thr_runs, "cascade"),
    tenantFk(t, t.employee_id, employees, "restrict"),
  ],
);
