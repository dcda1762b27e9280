/**
 * The request lists and leave balances as declared resources (docs/decisions/0029-requests-and-approvals.md):
 * staff read their company's; everyone else reads their own requests, those they are copied on, and those
 * waiting for or decided by them; each row says who decides each level and what the caller may do now.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { APPROVAL_KINDS, APPROVAL_TYPES, type ApprovalType } from "../../contract/approvals";
import type { ApprovalLevelOut, PersonRef } from "../../contract/responses/approvals";
import type { ApprovalStatus } from "../../contract/enums";
import * as s from "../db/schema/index";
import { levelCount, mayDecide, waitingApprover } from "../domain/approvals";
import { leaveBalanceBinding } from "../leave/bindings";
import { zonedDate } from "../domain/attendance/index";
import { companyZones } from "../attendance/zones";
import { nameOf, tenant } from "../resources/bind";
import type { Binding, Output, Row } from "../resources/engine";
import type { ApiContext } from "../context";
import type { Principal } from "../auth/principal";
import { isStaff, ownRequests } from "./visibility";


async function decorateApprovals(ctx: ApiContext, companyId: string | null, rows: Output[], source: Row[], principal: Principal): Promise<void> {
  if (!companyId || !rows.length) return;
  const people = [...new Set(source.flatMap((row) => [row.employee_id as string, ...((row.approver_ids as string[]) ?? []), ...((row.cc_ids as string[]) ?? [])]))];
  const ids = source.map((row) => row.id as string);
  const [employees, steps] = await Promise.all([
    ctx.db
      .select({ id: s.employees.id, fullname: s.employees.fullname, nickname: s.employees.nickname, email: s.employees.email, department_id: s.employees.department_id, department: s.departments.name, location_id: s.employees.location_id })
      .from(s.employees)
      .leftJoin(s.departments, and(eq(s.departments.company_id, s.employees.company_id), eq(s.departments.id, s.employees.department_id)))
      .where(and(eq(s.employees.company_id, companyId), inArray(s.employees.id, people))),
    ctx.db
      .select()
      .from(s.approval_steps)
      .where(and(eq(s.approval_steps.company_id, companyId), inArray(s.approval_steps.approval_id, ids))),
  ]);
  const zones = await companyZones(ctx.db, companyId);
  const person = new Map(employees.map((e) => [e.id, e]));
  const ref = (id: string | null | undefined): PersonRef | null => (id && person.has(id) ? { _id: id, fullname: person.get(id)!.fullname } : null);
  const now = new Date();
  rows.forEach((row, i) => {
    const raw = source[i];
    const state = { status: raw.status as ApprovalStatus, current_level: raw.current_level as number, approver_ids: (raw.approver_ids as string[]) ?? [], employee_id: raw.employee_id as string };
    const own = steps.filter((step) => step.approval_id === raw.id);
    const levels: ApprovalLevelOut[] = Array.from({ length: levelCount(state) }, (_, index) => {
      const step = own.find((st) => st.level === index + 1);
      return {
        level: index + 1,
        approver: ref(state.approver_ids[index]),
        action: (step?.action as ApprovalLevelOut["action"]) ?? null,
        note: step?.note ?? null,
        decided_by: step?.approver_name ?? null,
        decided_at: step ? step.acted_at.toISOString() : null,
        in_place_of: step?.in_place_of ?? null,
      };
    });
    const employee = person.get(state.employee_id);
    // Whether a leave or trip has started is asked in the requester's zone (docs/decisions/0034).
    const today = zonedDate(now, zones.of(employee?.location_id));
    const type = raw.type as ApprovalType;
    row.type = type;
    row.employee = employee ? { _id: employee.id, fullname: employee.fullname, nickname: employee.nickname, email: employee.email } : null;
    row.department = employee?.department_id ? { _id: employee.department_id, name: employee.department } : null;
    row.levels = levels;
    row.waiting_for = ref(waitingApprover(state));
    row.cc = ((raw.cc_ids as string[]) ?? []).map(ref).filter(Boolean);
    const mine = principal.employeeId !== null && principal.employeeId === state.employee_id;
    row.can_decide = mayDecide(state, { employeeId: principal.employeeId, isAdmin: isStaff(ctx, principal, type, "write") });
    row.can_withdraw = mine && (state.status === "pending" || state.status === "partial");
    const start = (raw.content as { start_date?: string } | null)?.start_date;
    row.can_cancel = (mine || isStaff(ctx, principal, type, "write")) && state.status === "approved" && (type === "leave" || type === "business_trip") && Boolean(start && start > today);
  });
}

function approvalBinding(type: ApprovalType): Binding {
  const a = s.approvals;
  return tenant(APPROVAL_KINDS[type].path, a, {
    name: nameOf("approval_number"),
    where: () => eq(a.type, type),
    // An approver reads only what concerns them; the other levels with the menu's access read the company's.
    readScope: (principal, hasAccess) => (hasAccess && principal.level !== "approver" ? null : ownRequests(principal)),
    derived: {
      department: sql`(select e.department_id from ${s.employees} e where e.company_id = ${a.company_id} and e.id = ${a.employee_id})`,
      // The level's approver while the request waits (api/domain/approvals.ts, waitingApprover): "waiting for me".
      waiting_for: sql`(case when ${a.status} in ('pending', 'partial') then ${a.approver_ids}[${a.current_level}] end)`,
    },
    decorate: (ctx, companyId, rows, source, _fields, principal) => decorateApprovals(ctx, companyId, rows, source, principal),
  });
}

export function approvalBindings(): Binding[] {
  return [...APPROVAL_TYPES.map(approvalBinding), leaveBalanceBinding()];
}
