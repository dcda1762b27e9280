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
      entitled: f.number({ min: 0, max: 9999 }),
      used: f.number({ min: 0, max: 9999 }),
      adjustment: f.number({ min: -9999, max: 9999 }),
      note: f.textarea({ max: 1000 }),
      /** What the rule's expiration day took (docs/decisions/0029-requests-and-approvals.md). */
      expired: f.computed("number"),
      /** entitled + adjustment − used − expired. */
      remaining: f.computed("number"),
    },
    search: ["note"],
    sort: "-year",
    access: { read: ["balance"], write: ["balance"], own: true },
  }),
];
