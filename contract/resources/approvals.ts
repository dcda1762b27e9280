/** Approvals: the five read-only request lists and the approval flows. */
import { APPROVAL_STATUSES } from "../enums";
import { f } from "../fields";
import type { MenuId } from "../navigation";
import { defineResource } from "../resource";

function approvalList<const P extends string, const M extends MenuId>(path: P, menu: M) {
  return defineResource({
    path,
    fields: {
      approval_number: f.computed("text"),
      // Read-only, but a reference the list can populate (the employee's name).
      employee: { ...f.computed("ref"), ref: "employees" },
      status: f.enum(APPROVAL_STATUSES),
      current_level: f.computed("integer"),
      context: f.computed("text"),
      content: f.computed("text"),
      decided_at: f.computed("date"),
    },
    search: ["approval_number"],
    sort: "-created_at",
    display: ["approval_number"],
    access: { read: [menu], write: [menu] },
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
