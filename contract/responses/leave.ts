/** Leave rules and balances as `/v1/leave-rules` and `/v1/leave-balance` answer them (contract/resources/leave.ts). */
import type { LeaveUnit } from "../enums";

/** A leave rule: what a person may ask for, counted in days or hours. */
export interface LeaveRuleOut {
  _id: string;
  type: string;
  unit: LeaveUnit;
  calculation: "work_day" | "calendar_day";
  distribution: "annual" | "monthly";
  quota_type: "fixed" | "unlimited";
  amount: number | null;
  employment_status: string[];
  /** Months of service before the rule grants anything (docs/decisions/0030-leave-balances-from-the-rules.md). */
  min_service_months: number;
}

/**
 * One year's balance of one rule for one employee (docs/decisions/0030-leave-balances-from-the-rules.md):
 * `remaining = entitled + adjustment − used − mass_leave − expired`; `entitled` and `mass_leave` come from the rules. `leave_rule` is populated with `populate=leave_rule`.
 */
export interface LeaveBalanceOut {
  _id: string;
  employee: string;
  leave_rule: string | Pick<LeaveRuleOut, "_id" | "type" | "unit">;
  year: number;
  entitled: number;
  used: number;
  adjustment: number;
  mass_leave: number;
  expired: number;
  remaining: number;
  note: string | null;
}

/** `POST /v1/leave-balance/import` with `dry_run`: what the import would write. */
export interface LeaveImportCheckOut {
  rows: number;
  employees: number;
}

/** `POST /v1/leave-balance/import`: what it wrote. */
export interface LeaveImportOut {
  imported: number;
  employees: number;
}
