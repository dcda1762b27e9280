/**
 * Payroll: one run per company and month, one item per employee of the run, and the month's one-off
 * components. Every amount of a run is computed by the payroll domain (api/domain/payroll) and stored in
 * whole rupiah (numeric(15,0)); nothing is typed in. A cut-off run is locked. A run is written whole, in
 * one transaction (docs/decisions/0028-payroll-runs.md); a month's first run is stored "running" before
 * its work starts, and is in progress only while its server process holds the month's lock.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { enumCheck, money, percent, quantity, rangeCheck, timestamptz, type Constraints } from "./_base";
import { tenant, tenantFk, tenantPk } from "./_tenant";
import { users } from "./access";
import { employees } from "./employees";
import { PAYROLL_COMPONENT_KINDS, PAYROLL_RUN_STATUSES, PAYSLIP_SEND_STATUSES, type PayrollLineKind } from "./enums";
import type { AnnualFigures } from "../../domain/payroll/run";

export const payroll_runs = pgTable(
  "payroll_runs",
  {
    ...tenant(),
    year: integer().notNull(),
    month: integer().notNull(),
    status: text().notNull().default("saved"),
    /** Last "Run & Save". */
    run_at: timestamptz(),
    run_by_id: uuid(),
    cut_off_at: timestamptz(),
    cut_off_by_id: uuid(),
    employee_count: integer().notNull().default(0),
    /** Σ gross pay of the items (not the taxable gross). */
    total_gross_income: money().notNull().default("0"),
    total_take_home_pay: money().notNull().default("0"),
    total_pph21: money().notNull().default("0"),
    /** Σ employee JHT + JP + BPJS Kesehatan (with additional family members). */
    total_bpjs_employee: money().notNull().default("0"),
    /** Σ employer JHT + JP + JKK + JKM + BPJS Kesehatan. */
    total_bpjs_employer: money().notNull().default("0"),
    /** Σ one-off deductions. */
    total_deductions: money().notNull().default("0"),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("payroll_runs_company_id_year_month_key").on(t.company_id, t.year, t.month),
    enumCheck(t.status, PAYROLL_RUN_STATUSES),
    rangeCheck(t.month, 1, 12),
    rangeCheck(t.year, 2000, 2200),
    tenantFk(t, t.run_by_id, users, "set null"),
    tenantFk(t, t.cut_off_by_id, users, "set null"),
  ],
);

/** One payslip line as the payroll engine writes it: a stable key (the label's key), its kind, whole rupiah. */
export interface PayrollLine {
  key: string;
  kind: PayrollLineKind;
  amount: number;
  detail?: Readonly<Record<string, unknown>>;
}

/** The December / leaving-month recalculation, as the run saves it (the domain's type). */
export type PayrollAnnualFigures = AnnualFigures;

/** What the payslip shows about the employee as of the run (kept if the employee record changes). */
export interface PayrollEmployeeSnapshot {
  fullname: string;
  /** The employee number ("Employee No."). */
  nickname?: string | null;
  /** As of the run: the items list filters and shows these. */
  department?: { _id: string; name: string } | null;
  location?: { _id: string; name: string } | null;
  job_title?: { _id: string; name: string } | null;
  bank_id?: string | null;
  account_number?: string | null;
  npwp_number?: string | null;
  [key: string]: unknown;
}

export const payroll_items = pgTable(
  "payroll_items",
  {
    ...tenant(),
    payroll_run_id: uuid().notNull(),
    employee_id: uuid().notNull(),
    employee: jsonb().$type<PayrollEmployeeSnapshot>().notNull(),
    /** PTKP status used (tk/0 … k/3) and the TER category (A, B, C) it maps to. */
    marital_status: text(),
    ter_category: text(),
    /** TER rate applied this month, percent (January–November). */
    ter_rate: percent(),

    // Earnings
    basic_salary: money().notNull().default("0"),
    allowance_housing: money().notNull().default("0"),
    allowance_meal: money().notNull().default("0"),
    allowance_transport: money().notNull().default("0"),
    allowance_field: money().notNull().default("0"),
    allowance_telephone: money().notNull().default("0"),
    allowance_other: money().notNull().default("0"),
    overtime_hours: quantity().notNull().default("0"),
    overtime_pay: money().notNull().default("0"),
    yard_bonus: money().notNull().default("0"),
    job_bonus_normal: money().notNull().default("0"),
    job_bonus_complex: money().notNull().default("0"),
    /** Religious holiday allowance paid this month. */
    thr: money().notNull().default("0"),
    /** One-off bonus of the month (payroll_components). */
    bonus: money().notNull().default("0"),
    /** One-off other income of the month (payroll_components). */
    other_earnings: money().notNull().default("0"),
    /** PPh 21 allowance (gross-up method). */
    tax_allowance: money().notNull().default("0"),
    /** Gross pay: every earning. */
    gross: money().notNull().default("0"),
    /** Gross income for tax: earnings + employer JKK/JKM (+ BPJS Kesehatan employer part). */
    gross_income: money().notNull().default("0"),

    // BPJS
    bpjs_tk_jht_employee: money().notNull().default("0"),
    bpjs_tk_jht_employer: money().notNull().default("0"),
    bpjs_tk_jp_employee: money().notNull().default("0"),
    bpjs_tk_jp_employer: money().notNull().default("0"),
    bpjs_jkk: money().notNull().default("0"),
    bpjs_jkm: money().notNull().default("0"),
    bpjs_ks_employee: money().notNull().default("0"),
    bpjs_ks_employer: money().notNull().default("0"),
    /** Additional family members' BPJS Kesehatan, paid by the employee. */
    bpjs_ks_additional: money().notNull().default("0"),

    // Tax and totals
    pph21: money().notNull().default("0"),
    other_deductions: money().notNull().default("0"),
    total_deductions: money().notNull().default("0"),
    take_home_pay: money().notNull().default("0"),

    /** The payslip, line by line, in display order. */
    lines: jsonb().$type<PayrollLine[]>().notNull().default(sql`'[]'::jsonb`),
    /** Set in December or the month the employee leaves. */
    annual: jsonb().$type<PayrollAnnualFigures>(),
    /** The engine's non-blocking findings ({code, detail}). */
    warnings: jsonb().$type<{ code: string; detail?: Record<string, unknown> }[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("payroll_items_company_id_run_id_employee_id_key").on(t.company_id, t.payroll_run_id, t.employee_id),
    index("payroll_items_company_id_employee_id_idx").on(t.company_id, t.employee_id),
    check("payroll_items_overtime_hours_check", sql.raw(`"overtime_hours" >= 0`)),
    tenantFk(t, t.payroll_run_id, payroll_runs, "cascade"),
    tenantFk(t, t.employee_id, employees, "restrict"),
  ],
);

/**
 * A one-off line of one employee's month (bonus, deduction, other income, THR), written by the payroll
 * import and the payroll detail, read by Run & Save. Refused once the month is cut off.
 */
export const payroll_components = pgTable(
  "payroll_components",
  {
    ...tenant(),
    employee_id: uuid().notNull(),
    year: integer().notNull(),
    month: integer().notNull(),
    kind: text().notNull(),
    amount: money().notNull(),
    note: text(),
    created_by_id: uuid(),
  },
  (t): Constraints => [
    tenantPk(t),
    index("payroll_components_company_id_year_month_employee_id_idx").on(t.company_id, t.year, t.month, t.employee_id),
    index("payroll_components_company_id_employee_id_idx").on(t.company_id, t.employee_id),
    enumCheck(t.kind, PAYROLL_COMPONENT_KINDS),
    rangeCheck(t.month, 1, 12),
    rangeCheck(t.year, 2000, 2200),
    check("payroll_components_amount_check", sql.raw(`"amount" > 0`)),
    check("payroll_components_note_check", sql.raw(`char_length("note") <= 500`)),
    // Pending one-off lines go with their employee; what was paid is kept in payroll_items.
    tenantFk(t, t.employee_id, employees, "cascade"),
    tenantFk(t, t.created_by_id, users, "set null"),
  ],
);

/** Why an employee got no payslip by e-mail: no address to send it to, or no birth date to lock it with. */
export interface PayslipSkipped {
  employee: { _id: string; fullname: string; nickname: string | null };
  reason: "noEmail" | "noBirthDate";
}

/**
 * One "Send to each employee" of a saved run (docs/decisions/0028-payroll-runs.md): its progress written
 * as it goes, so every server process shows it. "sending" while the process doing it holds the run's
 * "payslip_send" lock (api/db/work-locks.ts); a "sending" row nobody holds was interrupted.
 */
export const payslip_sends = pgTable(
  "payslip_sends",
  {
    ...tenant(),
    payroll_run_id: uuid().notNull(),
    status: text().notNull().default("sending"),
    language: text().notNull(),
    /** Items of the run to go through, and how many have been. */
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    sent: integer().notNull().default(0),
    skipped: jsonb().$type<PayslipSkipped[]>().notNull().default(sql`'[]'::jsonb`),
    started_by_id: uuid(),
    finished_at: timestamptz(),
  },
  (t): Constraints => [
    tenantPk(t),
    index("payslip_sends_company_id_payroll_run_id_idx").on(t.company_id, t.payroll_run_id, t.created_at),
    enumCheck(t.status, PAYSLIP_SEND_STATUSES),
    enumCheck(t.language, ["en", "id"]),
    tenantFk(t, t.payroll_run_id, payroll_runs, "cascade"),
    tenantFk(t, t.started_by_id, users, "set null"),
  ],
);

/**
 * An employee's opening year-to-date figures: the months of a tax year paid before the company's first
 * saved month here, as the previous system reported them, by the lines of the 1721-A1
 * (docs/payroll-rules.md B14). The final tax period adds them to the saved months. One per employee and
 * year; typed in or imported, never computed. Refused once the year's December is cut off.
 */
export const payroll_opening_balances = pgTable(
  "payroll_opening_balances",
  {
    ...tenant(),
    employee_id: uuid().notNull(),
    year: integer().notNull(),
    first_month: integer().notNull(),
    last_month: integer().notNull(),
    salary: money().notNull().default("0"),
    tax_allowance: money().notNull().default("0"),
    other_allowances: money().notNull().default("0"),
    honorarium: money().notNull().default("0"),
    insurance: money().notNull().default("0"),
    natura: money().notNull().default("0"),
    bonus: money().notNull().default("0"),
    pension_deduction: money().notNull().default("0"),
    zakat: money().notNull().default("0"),
    pph21_withheld: money().notNull().default("0"),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("payroll_opening_balances_company_id_employee_id_year_key").on(t.company_id, t.employee_id, t.year),
    index("payroll_opening_balances_company_id_year_idx").on(t.company_id, t.year),
    rangeCheck(t.year, 2000, 2200),
    rangeCheck(t.first_month, 1, 12),
    rangeCheck(t.last_month, 1, 12),
    check("payroll_opening_balances_months_check", sql.raw(`"first_month" <= "last_month"`)),
    check(
      "payroll_opening_balances_amounts_check",
      sql.raw(
        ["salary", "tax_allowance", "other_allowances", "honorarium", "insurance", "natura", "bonus", "pension_deduction", "zakat", "pph21_withheld"].map((c) => `"${c}" >= 0`).join(" AND "),
      ),
    ),
    // History: an employee with opening figures is deactivated, not deleted.
    tenantFk(t, t.employee_id, employees, "restrict"),
  ],
);
