/**
 * Requests and approvals (api/approvals/routes.ts, docs/decisions/0029-requests-and-approvals.md): a
 * person's requests of each kind, asking, withdrawing and cancelling; their leave balances; and the
 * leave rules and shifts the request forms offer.
 */
import { APPROVAL_KINDS, type ApprovalType, type RequestBody } from "../../../contract/approvals";
import type { ApprovalOut } from "../../../contract/responses/approvals";
import type { ShiftOut } from "../../../contract/responses/attendance";
import type { One, Page } from "../../../contract/responses/common";
import type { LeaveBalanceOut, LeaveRuleOut } from "../../../contract/responses/leave";
import type { Transport } from "../api.server";

const requestPath = (id: string) => `approvals/${encodeURIComponent(id)}`;

export const approvalsApi = (http: Transport) => ({
  /** An employee's requests of one kind, newest first, each with its levels and what the caller may do (`can_withdraw`, `can_cancel`). */
  list: (type: ApprovalType, employee: string, limit: number) =>
    http.get<Page<ApprovalOut>>(APPROVAL_KINDS[type].path, { "employee._id": employee, limit, sort: "-created_at", populate: ["attachment"] }),
  /** Asks: 201 with the request, or 422 with the fields at fault. */
  create: async <T extends ApprovalType>(type: T, body: RequestBody<T>) => (await http.post<One<ApprovalOut>>(APPROVAL_KINDS[type].path, body)).data,
  /** The requester takes a waiting request back. */
  withdraw: async (id: string) => (await http.post<One<ApprovalOut>>(`${requestPath(id)}/withdraw`, {})).data,
  /** An approved leave or trip that has not started is called off, its effects undone. */
  cancel: async (id: string) => (await http.post<One<ApprovalOut>>(`${requestPath(id)}/cancel`, {})).data,
  /** An employee's leave balances of a year, each with its rule's name and unit. */
  balances: async (employee: string, year: number) =>
    (await http.get<Page<LeaveBalanceOut>>("leave-balance", { "employee._id": employee, year, populate: ["leave_rule"], limit: 100 })).data,
  leaveRules: async () => (await http.get<Page<LeaveRuleOut>>("leave-rules", { limit: 200, sort: "type" })).data,
  shifts: async () => (await http.get<Page<ShiftOut>>("shifts", { limit: 200, sort: "name" })).data,
});
