/** Who sees which requests (docs/decisions/0029-requests-and-approvals.md). */
import { eq, or, sql, type SQL } from "drizzle-orm";
import { APPROVAL_KINDS, type ApprovalType } from "../../contract/approvals";
import { canAccess } from "../../contract/navigation";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import * as s from "../db/schema/index";
import { viewerOf } from "../http/auth";

const NO_EMPLOYEE = "00000000-0000-0000-0000-000000000000";

/** Staff who see and decide all of the company's requests of a kind: its menu's access, approvers aside. */
export function isStaff(ctx: ApiContext, principal: Principal, type: ApprovalType, mode: "read" | "write"): boolean {
  return principal.level !== "approver" && principal.companyId !== null && canAccess(APPROVAL_KINDS[type].menu, viewerOf(principal), ctx.lists, mode);
}

/**
 * The requests someone who is not staff sees: their own, those they are copied on, and those that name
 * them at any level (waiting for them now, decided by them, or coming to them once earlier levels decide).
 */
export function ownRequests(principal: Principal): SQL {
  const a = s.approvals;
  const me = principal.employeeId ?? NO_EMPLOYEE;
  return or(eq(a.employee_id, me), sql`${me}::uuid = any(${a.cc_ids})`, sql`${me}::uuid = any(${a.approver_ids})`)!;
}

