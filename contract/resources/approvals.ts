/**
 * Approvals: the five request lists and the approval flows. A request is made by `POST` to its list's path
 * and moved on by `POST /v1/approvals/{id}/decision`, `/withdraw`, `/cancel` (api/approvals/routes.ts,
 * contract/approvals.ts); the lists are read here, each caller seeing what their role allows.
 */
import { APPROVAL_STATUSES, APPROVAL_TYPES } from "../enums";
import { f } from "../fields";
import type { MenuId } from "../navigation";
import { defineResource } from "../resource";

function approvalList<const P extends string, const M extends MenuId>(path: P, menu: M) {
  return defineResource({
    path,
    fields: {
      approval_number: f.computed("text"),
      type: { ...f.computed("enum"), values: APPROVAL_TYPES },
      // Read-only, but a reference the list can populate and filter on (the employee's name).
      employee: { ...f.computed("ref"), ref: "employees" },
      // The employee's department: a filter of the admin's list.
      department: { ...f.computed("ref"), ref: "refs/employees/orgs/departments" },
      status: f.enum(APPROVAL_STATUSES),
      current_level: f.computed("integer"),
      /** The levels (approver, decision, note, who and when): contract/responses/approvals.ts. */
      levels: f.computed("text"),
      // The approver the current level waits for: a filter too ("waiting for me", docs/decisions/0042-hr-home.md).
      waiting_for: { ...f.computed("ref"), ref: "employees" },
      cc: f.computed("text"),
      context: f.computed("text"),
      content: f.computed("text"),
      attachment: f.computed("file"),
      decided_at: f.computed("datetime"),
      can_decide: f.computed("boolean"),
      can_withdraw: f.computed("boolean"),
      can_cancel: f.computed("boolean"),
    },
    search: ["approval_number"],
    sort: "-created_at",
    display: ["approval_number"],
    access: { read: [menu], write: [menu], own: true },
    create: false,
    update: false,
    remove: false,
  });
}

export const approvalResources = [
  approvalList("approvals/clock-corrections", "clock-in-out"),
  approvalList("approvals/shifts", "change-shift"),
  approvalList("approvals/leave", "approval-leave"),
  approvalList("approvals/overtimes", "approval-overtime"),
  approvalList("approvals/business-trip", "business-trip"),
  defineResource({
    path: "approval-flow",
    fields: {
      name: f.text({ required: true }),
      employees: f.refs("employees"),
      approver: f.refs("employees", { column: "approver_ids", max: 10 }),
      cc: f.refs("employees", { column: "cc_ids", max: 20 }),
    },
    search: ["name"],
    sort: "name",
    display: ["name"],
    access: { read: ["approval-flow"], write: ["approval-flow"] },
  }),
];
