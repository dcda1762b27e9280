/** Approval: the five approval lists and the approval flows. */
import type { ResourcePath } from "../../contract/resources/index";
import type { ScreenDecl } from "./screen.server";
import { ACTIVE_EMPLOYEES } from "./shared";

/**
 * An approval list (docs/specification.md §2; docs/decisions/0029-requests-and-approvals.md): the request's
 * content as an accordion row, its levels, no create. An approver sees what concerns them and decides the
 * rows waiting for them; staff see the company's, filter and export them, and may decide in place.
 */
function approvalList(menu: "clock-in-out" | "change-shift" | "approval-leave" | "approval-overtime" | "business-trip"): ScreenDecl {
  const resource = (
    { "clock-in-out": "approvals/clock-corrections", "change-shift": "approvals/shifts", "approval-leave": "approvals/leave", "approval-overtime": "approvals/overtimes", "business-trip": "approvals/business-trip" } as const satisfies Record<typeof menu, ResourcePath>
  )[menu];
  return {
    menu,
    views: [
      {
        id: "main",
        resource,
        columns: [
          { field: "approval_number", sortable: true },
          { field: "employee", display: ["fullname"], sortable: false },
          { field: "created_at", label: "screens:fields.requestedAt", format: "datetime" },
          { field: "content", label: "screens:fields.request", format: "details", also: ["context"], sortable: false },
          { field: "status", format: "enum", sortable: true },
          { field: "levels", format: "levels", sortable: false },
        ],
        search: "screens:search.approvalNumber",
        filters: [
          { field: "status", kind: "select" },
          { field: "created_at", kind: "dateRange", label: "screens:fields.requestedAt" },
          { field: "employee", kind: "select" },
          { field: "department", kind: "select" },
          // "Waiting for me" from the home (docs/decisions/0042-hr-home.md); HR may ask it of any approver.
          { field: "waiting_for", kind: "select" },
        ],
        options: { employee: { ...ACTIVE_EMPLOYEES, clearable: true }, waiting_for: { ...ACTIVE_EMPLOYEES, clearable: true } },
        name: "approval_number",
        rowActions: ["decide"],
        decisions: "approvals",
      },
    ],
  };
}

export const approvalScreens: readonly ScreenDecl[] = [
  ...(["clock-in-out", "change-shift", "approval-leave", "approval-overtime", "business-trip"] as const).map((menu) => approvalList(menu)),
  {
    menu: "approval-flow",
    views: [
      {
        id: "main",
        resource: "approval-flow",
        columns: [
          { field: "name" },
          { field: "employees", format: "count", sortable: false },
          { field: "approver", label: "screens:fields.approversInOrder", format: "refs", display: ["fullname"], sortable: false },
          { field: "cc", format: "refs", display: ["fullname"], sortable: false },
        ],
        search: "screens:search.name",
        filters: [{ field: "approver", kind: "select" }],
        name: "name",
        form: {
          groups: [{ fields: ["name"] }, { label: "screens:groups.flowEmployees", fields: ["employees"] }, { label: "screens:groups.flowApprovers", fields: ["approver", "cc"] }],
          hints: { approver: "screens:hints.approverLevels" },
        },
        options: { employees: { ...ACTIVE_EMPLOYEES, clearable: true }, approver: { ...ACTIVE_EMPLOYEES, clearable: true }, cc: { ...ACTIVE_EMPLOYEES, clearable: true } },
      },
    ],
  },
];
