/** Leave: rules, mass leave and balances. */
import type { ScreenDecl } from "./screen.server";
import { ACTIVE_EMPLOYEES } from "./shared";

export const leaveScreens: readonly ScreenDecl[] = [
  {
    menu: "rules",
    views: [
      {
        id: "main",
        resource: "leave-rules",
        // The unit, calculation, distribution and quota type are enums, the amount a number: their formats follow.
        columns: [{ field: "type", label: "screens:fields.leaveType" }, { field: "unit" }, { field: "calculation" }, { field: "distribution" }, { field: "quota_type" }, { field: "amount" }],
        search: "screens:search.type",
        name: "type",
        form: {
          groups: [{ fields: ["type", "unit", "calculation", "distribution", "quota_type", "amount", "distribution_date", "expiration_date", "employment_status", "min_service_months"] }],
          // Spec §4: a monthly distribution hides the distribution and expiration dates.
          labels: { type: "screens:fields.leaveType" },
          hints: { min_service_months: "screens:hints.minServiceMonths" },
          rules: [
            { when: { field: "distribution", is: ["monthly"] }, hide: ["distribution_date", "expiration_date"] },
            { when: { field: "quota_type", is: ["unlimited"] }, hide: ["amount"] },
            { when: { field: "unit", is: ["hour"] }, relabel: { amount: "screens:fields.amountHours" } },
            { when: { field: "unit", is: ["day"] }, relabel: { amount: "screens:fields.amountDays" } },
          ],
        },
      },
    ],
  },
  {
    menu: "mass-leave",
    views: [
      {
        id: "main",
        resource: "refs/mass-leave",
        columns: [{ field: "name" }, { field: "holiday_type" }, { field: "start_date" }, { field: "end_date" }, { field: "leave_rule", display: ["type"] }],
        search: "screens:search.name",
        filters: [
          { field: "holiday_type", kind: "select" },
          { field: "start_date", kind: "dateRange" },
        ],
        name: "name",
        // National holidays come from the holiday package (one action loads a year); cuti bersama are typed in.
        toolbar: [{ label: "screens:list.loadHolidays", href: "/dashboard/leave/mass-leave/load" }],
        form: {
          groups: [{ fields: ["name", "holiday_type", "start_date", "end_date", "leave_rule"] }],
          hints: { leave_rule: "screens:hints.massLeaveRule", holiday_type: "screens:hints.holidayType" },
        },
      },
    ],
  },
  {
    menu: "balance",
    views: [
      {
        // Balances computed from the rules (docs/decisions/0030-leave-balances-from-the-rules.md): HR adjusts
        // with a note; entitlement, use and mass leave are the system's.
        id: "main",
        resource: "leave-balance",
        columns: [
          { field: "employee", display: ["fullname"] },
          { field: "leave_rule", label: "screens:fields.leaveType", display: ["type"] },
          { field: "year", format: "text" },
          { field: "entitled" },
          { field: "used" },
          { field: "mass_leave" },
          { field: "adjustment" },
          { field: "expired", sortable: false },
          { field: "remaining", sortable: false },
        ],
        search: "screens:search.note",
        filters: [
          { field: "leave_rule", kind: "select", label: "screens:fields.leaveType" },
          { field: "year", kind: "select" },
          { field: "department", kind: "select" },
          { field: "employee", kind: "select" },
        ],
        name: "label",
        create: false,
        form: {
          groups: [{ fields: ["adjustment", "note"] }],
          hints: { adjustment: "screens:hints.balanceAdjustment" },
        },
        options: { employee: { ...ACTIVE_EMPLOYEES, clearable: true }, year: { kind: "range", from: new Date().getUTCFullYear() + 1, to: 2020, clearable: true } },
        toolbar: [{ label: "screens:leaveImport.link", href: "/dashboard/leave/balance/import" }],
      },
    ],
  },
];
