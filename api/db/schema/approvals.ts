/**
 * Approval flows and approvals (clock corrections, shift changes, leave, overtime, business trips).
 *
 * Status: pending → partial (some levels approved) → approved; any approver may reject (rejected); the
 * requester may withdraw while pending or partial (withdrawn). See docs/design.md, decision 2.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { enumCheck, idArray, timestamptz, type Constraints } from "./_base";
import { fileFk, tenant, tenantFk, tenantPk } from "./_tenant";
import { users } from "./access";
import { employees } from "./employees";
import { APPROVAL_STATUSES, APPROVAL_STEP_ACTIONS, APPROVAL_TYPES } from "./enums";

/**
 * Who approves the requests of which employees. `approver_ids` are employees in level order: level 1
 * is approver_ids[1] (PostgreSQL arrays are 1-based), and a request is approved once every level has
 * approved. `cc_ids` are employees told about every decision. All are employee ids without foreign keys
 * (arrays); the API checks them on write and acts through the approver's user account
 * (users.employee_id).
 */
export const approval_flows = pgTable(
  "approval_flows",
  {
    ...tenant(),
    name: text().notNull(),
    employee_ids: idArray(),
    approver_ids: idArray(),
    cc_ids: idArray(),
  },
  (t): Constraints => [tenantPk(t), index("approval_flows_company_id_name_idx").on(t.company_id, sql`${t.name} COLLATE "und-x-icu"`)],
);

/** What a request asks for (shape per type; validated by the API). */
export interface ApprovalContent {
  /** The request type again, as docs/specification.md §3's content.type. */
  type?: string;
  /** The day concerned (clock correction, shift change, overtime), "YYYY-MM-DD". */
  date?: string;
  start_date?: string;
  end_date?: string;
  /** Leave: the leave rule (leave_rules) chosen. */
  leave_type?: { _id: string; type: string; unit?: string };
  total_days?: number;
  total_hours?: number;
  [key: string]: unknown;
}

export const approvals = pgTable(
  "approvals",
  {
    ...tenant(),
    /** Human-readable number, unique in the company (e.g. "LV-2026-000123"). */
    approval_number: text().notNull(),
    employee_id: uuid().notNull(),
    /** The user who filed the request (the employee, or an admin on their behalf). */
    requested_by_id: uuid(),
    type: text().notNull(),
    status: text().notNull().default("pending"),
    flow_id: uuid(),
    /** The level waiting for a decision (1-based); past the last level once approved. */
    current_level: integer().notNull().default(1),
    /**
     * The approvers by level (employee ids, level 1 first) and the cc, named when the request was made
     * (the flow covering the employee, else the supervisor): a later change of the flow does not move a
     * request already waiting. Empty approvers: an admin decides (docs/decisions/0029).
     */
    approver_ids: idArray(),
    cc_ids: idArray(),
    /** Why / where: free context shown with the request (reason, attachments…). */
    context: jsonb().$type<Record<string, unknown>>(),
    content: jsonb().$type<ApprovalContent>().notNull(),
    /** A file the requester attached (a doctor's letter…), readable by whoever reads the request. */
    attachment_id: uuid(),
    /** When the request reached a final status (approved, rejected, withdrawn). */
    decided_at: timestamptz(),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("approvals_company_id_approval_number_key").on(t.company_id, t.approval_number),
    index("approvals_company_id_type_status_created_at_idx").on(t.company_id, t.type, t.status, t.created_at),
    index("approvals_company_id_employee_id_idx").on(t.company_id, t.employee_id),
    enumCheck(t.type, APPROVAL_TYPES),
    enumCheck(t.status, APPROVAL_STATUSES),
    check("approvals_current_level_check", sql.raw(`"current_level" >= 1`)),
    tenantFk(t, t.employee_id, employees, "restrict"),
    tenantFk(t, t.requested_by_id, users, "set null"),
    tenantFk(t, t.flow_id, approval_flows, "set null"),
    fileFk(t, t.attachment_id),
  ],
);

/** One decision on one level of an approval. */
export const approval_steps = pgTable(
  "approval_steps",
  {
    ...tenant(),
    approval_id: uuid().notNull(),
    level: integer().notNull(),
    action: text().notNull(),
    /** The user who decided. */
    approver_id: uuid(),
    /** The approver's name when deciding (kept if the account goes). */
    approver_name: text(),
    note: text(),
    /** The approver an admin decided in place of (their name when deciding). */
    in_place_of: text(),
    acted_at: timestamptz().notNull().defaultNow(),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("approval_steps_company_id_approval_id_level_key").on(t.company_id, t.approval_id, t.level),
    enumCheck(t.action, APPROVAL_STEP_ACTIONS),
    check("approval_steps_level_check", sql.raw(`"level" >= 1`)),
    tenantFk(t, t.approval_id, approvals, "cascade"),
    tenantFk(t, t.approver_id, users, "set null"),
  ],
);
