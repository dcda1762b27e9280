/**
 * What an employee asks to change in their own record that HR must accept first: the bank account their
 * pay goes to (docs/decisions/0039-employee-self-service.md). One row per request; at most one waits per
 * employee. The approval flows of docs/decisions/0029 are not used: a line approver does not read pay data.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { enumCheck, timestamptz, type Constraints } from "./_base";
import { tenant, tenantFk, tenantPk } from "./_tenant";
import { users } from "./access";
import { employees } from "./employees";
import { banks } from "./references";
import { BANK_CHANGE_STATUSES } from "./enums";

export const bank_account_changes = pgTable(
  "bank_account_changes",
  {
    ...tenant(),
    employee_id: uuid().notNull(),
    /** The account asked for. */
    bank_id: uuid(),
    /** Digits only. */
    account_number: text().notNull(),
    status: text().notNull().default("pending"),
    /** users.id of the person who asked (cleared if the account is deleted). */
    requested_by_id: uuid(),
    /** users.id and name of who decided (the name stays if the account goes). */
    decided_by_id: uuid(),
    decided_by_name: text(),
    decided_at: timestamptz(),
    note: text(),
  },
  (t): Constraints => [
    tenantPk(t),
    index("bank_account_changes_company_id_status_idx").on(t.company_id, t.status),
    // One waiting request per employee: a new one replaces it (withdrawn) in the same transaction.
    uniqueIndex("bank_account_changes_company_id_employee_id_pending_key").on(t.company_id, t.employee_id).where(sql.raw(`"status" = 'pending'`)),
    enumCheck(t.status, BANK_CHANGE_STATUSES),
    check("bank_account_changes_account_number_check", sql.raw(`"account_number" ~ '^[0-9]+$'`)),
    tenantFk(t, t.employee_id, employees, "cascade"),
    tenantFk(t, t.bank_id, banks, "set null"),
    tenantFk(t, t.requested_by_id, users, "set null"),
    tenantFk(t, t.decided_by_id, users, "set null"),
  ],
);
