/** Leave: rules, mass leave (holidays) and balances. */
import { EMPLOYMENT_STATUSES, HOLIDAY_TYPES, LEAVE_CALCULATIONS, LEAVE_DISTRIBUTIONS, LEAVE_QUOTA_TYPES, LEAVE_UNITS } from "../enums";
import { f } from "../fields";
import { defineResource } from "../resource";

export const leaveResources = [
  defineResource({
    path: "leave-rules",
    fields: {
      type: f.text({ required: true }),
      unit: f.enum(LEAVE_UNITS, { required: true }),
      calculation: f.enum(LEAVE_CALCULATIONS, { required: true }),
      distribution: f.enum(LEAVE_DISTRIBUTIONS, { required: true }),
      quota_type: f.enum(LEAVE_QUOTA_TYPES, { required: true }),
      amount: f.number({ min: 0, max: 9999 }),
      distribution_date: f.date(),
      expiration_date: f.date(),
      employment_status: f.texts(EMPLOYMENT_STATUSES),
      /** Months of continuous service first (UU 13/2003 art. 79: 12 for annual leave; docs/decisions/0030). */
      min_service_months: f.integer({ min: 0, max: 120 }),
    },
    search: ["type"],
    sort: "type",
    display: ["type", "unit"],
    access: { read: "company", write: ["rules"] },
  }),
  defineResource({
    path: "refs/mass-leave",
    fields: {
      name: f.text({ required: true }),
      /** National holiday or cuti bersama; left out, cuti bersama (the column's default). docs/decisions/0033. */
      holiday_type: f.enum(HOLIDAY_TYPES),
      start_date: f.date({ required: true }),
      end_date: f.date({ required: true }),
      leave_rule: f.ref("leave-rules"),
    },
    search: ["name"],
    sort: "-start_date",
    display: ["name", "start_date", "end_date"],
    access: { read: "company", write: ["mass-leave"] },
  }),
  defineResource({
    path: "leave-balance",
    fields: {
      employee: f.ref("employees", { required: true }),
      leave_rule: f.ref("leave-rules", { required: true }),
      year: f.integer({ required: true, min: 2000, max: 2100 }),
      /** Granted by the rule so far (api/leave/balances.ts, docs/decisions/0030-leave-balances-from-the-rules.md). */
      entitled: f.number({ min: 0, max: 9999, readOnly: true }),
      /** Approved leave (the approval's transaction, docs/decisions/0029). */
      used: f.number({ min: 0, max: 9999, readOnly: true }),
      /** Working days of the rule's mass leave (cuti bersama). */
      mass_leave: f.number({ min: 0, max: 9999, readOnly: true }),
      /** HR's correction, with a note saying why. */
      adjustment: f.number({ min: -9999, max: 9999 }),
      note: f.textarea({ max: 1000 }),
      /** What the rule's expiration day took. */
      expired: f.computed("number"),
      /** entitled + adjustment − used − mass_leave − expired. */
      remaining: f.computed("number"),
      /** "Employee · leave type year": how a balance is named on its page. */
      label: f.computed("text"),
      /** The employee's department: a filter of the balance list. */
      department: { ...f.computed("ref"), ref: "refs/employees/orgs/departments" },
    },
    search: ["note"],
    sort: "-year",
    access: { read: ["balance"], write: ["balance"], own: true },
    // What was used and adjusted is never lost (docs/decisions/0030-leave-balances-from-the-rules.md).
    remove: false,
  }),
];
