/** Leave rules, per-employee balances, and mass (collective) leave. */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { enumArrayCheck, enumCheck, orderCheck, quantity, rangeCheck, textArray, type Constraints } from "./_base";
import { tenant, tenantFk, tenantPk } from "./_tenant";
import { employees } from "./employees";
import { EMPLOYMENT_STATUSES, HOLIDAY_TYPES, LEAVE_CALCULATIONS, LEAVE_DISTRIBUTIONS, LEAVE_QUOTA_TYPES, LEAVE_UNITS } from "./enums";

export const leave_rules = pgTable(
  "leave_rules",
  {
    ...tenant(),
    /** The leave type's name (e.g. "Annual leave"), unique in the company. */
    type: text().notNull(),
    unit: text().notNull().default("day"),
    calculation: text().notNull().default("work_day"),
    distribution: text().notNull().default("annual"),
    quota_type: text().notNull().default("fixed"),
    /** Days or hours (unit) granted per distribution; NULL when unlimited. */
    amount: quantity(),
    /** annual distribution only: when the quota is granted / expires. */
    distribution_date: date({ mode: "string" }),
    expiration_date: date({ mode: "string" }),
    /** Which employment statuses the rule applies to (EMPLOYMENT_STATUSES); empty = all. */
    employment_status: textArray(),
    /** Months of continuous service before the rule grants anything (UU 13/2003 art. 79: 12 for annual leave). */
    min_service_months: integer().notNull().default(0),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("leave_rules_company_id_type_key").on(t.company_id, t.type),
    enumCheck(t.unit, LEAVE_UNITS),
    enumCheck(t.calculation, LEAVE_CALCULATIONS),
    enumCheck(t.distribution, LEAVE_DISTRIBUTIONS),
    enumCheck(t.quota_type, LEAVE_QUOTA_TYPES),
    enumArrayCheck(t.employment_status, EMPLOYMENT_STATUSES),
    check("leave_rules_amount_check", sql.raw(`"amount" >= 0`)),
    rangeCheck(t.min_service_months, 0, 120),
  ],
);

/**
 * An employee's balance of one leave rule for one year: remaining = entitled + adjustment − used −
 * mass_leave (− what expired). `entitled` and `mass_leave` are computed from the rules
 * (api/leave/balances.ts, docs/decisions/0030-leave-balances-from-the-rules.md); `used` grows when a
 * leave request is approved (in the approval's transaction).
 */
export const leave_balances = pgTable(
  "leave_balances",
  {
    ...tenant(),
    employee_id: uuid().notNull(),
    leave_rule_id: uuid().notNull(),
    year: integer().notNull(),
    entitled: quantity().notNull().default("0"),
    used: quantity().notNull().default("0"),
    /** Manual correction by HR (may be negative). */
    adjustment: quantity().notNull().default("0"),
    /** Working days of the rule's mass leave (cuti bersama) taken from the balance. */
    mass_leave: quantity().notNull().default("0"),
    /** The entitlement was imported: the rules no longer recompute it (docs/decisions/0030). */
    entitled_imported: boolean().notNull().default(false),
    note: text(),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("leave_balances_company_id_employee_id_rule_year_key").on(t.company_id, t.employee_id, t.leave_rule_id, t.year),
    index("leave_balances_company_id_leave_rule_id_idx").on(t.company_id, t.leave_rule_id),
    // The list's order, newest year first (docs/decisions/0038-lists-at-scale.md).
    index("leave_balances_company_id_year_idx").on(t.company_id, t.year),
    rangeCheck(t.year, 2000, 2200),
    check("leave_balances_amounts_check", sql.raw(`"entitled" >= 0 AND "used" >= 0 AND "mass_leave" >= 0`)),
    tenantFk(t, t.employee_id, employees, "restrict"),
    tenantFk(t, t.leave_rule_id, leave_rules, "cascade"),
  ],
);

/**
 * The company's holidays (Leave › Holiday): national holidays and collective leave (cuti bersama) for the
 * whole company. docs/decisions/0033-holidays-range-map-hierarchy.md.
 */
export const mass_leaves = pgTable(
  "mass_leaves",
  {
    ...tenant(),
    name: text().notNull(),
    /** HOLIDAY_TYPES: "national" (a public holiday) or "mass_leave" (cuti bersama). */
    holiday_type: text().notNull().default("mass_leave"),
    start_date: date({ mode: "string" }).notNull(),
    end_date: date({ mode: "string" }).notNull(),
    /** Optionally counted against this leave rule (usually annual leave). */
    leave_rule_id: uuid(),
  },
  (t): Constraints => [
    tenantPk(t),
    index("mass_leaves_company_id_start_date_idx").on(t.company_id, t.start_date),
    orderCheck(t.start_date, t.end_date),
    enumCheck(t.holiday_type, HOLIDAY_TYPES),
    tenantFk(t, t.leave_rule_id, leave_rules, "set null"),
  ],
);
