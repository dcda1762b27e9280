/**
 * `GET /v1/dashboard/home`: HR's part of the home (docs/decisions/0042-hr-home.md) — what needs doing and
 * the figures behind the charts, in one call. Every part is present only when the caller's permissions
 * allow it (a role that may not open Attendance › Daily gets no `attendance` item or chart), so a part
 * missing means "not yours", and a part with a count of 0 means "nothing to do".
 */
import type { ApprovalType } from "../approvals";
import type { PayrollRunStatus } from "../enums";
import { z } from "zod";
import { HOME_CHART_DAYS, HOME_CHART_MONTHS } from "../limits";

/** The query: how far back the charts look. Anything else is 400 (strict). */
export const hrHomeQuery = z
  .object({
    months: z.coerce.number().int().min(3).max(24).default(HOME_CHART_MONTHS),
    days: z.coerce.number().int().min(7).max(90).default(HOME_CHART_DAYS),
  })
  .strict();
export type HrHomeQuery = z.infer<typeof hrHomeQuery>;

/** A count and the dates its list is filtered by (the page builds the list's address from them). */
export interface DateWindowCount {
  count: number;
  /** First and last day, inclusive, "YYYY-MM-DD" in the company's zone. */
  from: string;
  to: string;
}

export interface HrHomeTodo {
  /** The company's today, "YYYY-MM-DD" in its zone: every item below is counted against it. */
  today: string;
  /** Requests waiting for the caller as the named approver of their current level, per type (the caller's employee record). */
  approvals?: { employee: string; by_type: { type: ApprovalType; count: number }[] };
  /** Active PKWT employees whose contract ends within ENDING_WITHIN_DAYS (contract/limits.ts) days from today. */
  contracts_ending?: DateWindowCount;
  /** Active employees on probation whose probation (end_of_contract) ends within ENDING_WITHIN_DAYS days. */
  probation_ending?: DateWindowCount;
  /** Today's attendance records by what they say: on leave, absent, late (clocked in after the shift's start). */
  attendance?: { on_leave: number; absent: number; late: number };
  /** Active employees born in this month (any year). */
  birthdays?: { count: number; month: number };
  /** Active employees who joined in this month of an earlier year: `before` is the last day of last year. */
  anniversaries?: { count: number; month: number; before: string };
  /** This month's payroll run: none yet, saved (may be run again) or cut off (locked). */
  payroll?: { year: number; month: number; status: PayrollRunStatus | "not_run" };
  /** Bank accounts employees asked for, waiting for HR (docs/decisions/0039-employee-self-service.md). */
  bank_changes?: { count: number };
}

/** One month of a chart, "YYYY-MM". */
export interface MonthPoint {
  month: string;
}

export interface HrHomeCharts {
  /** Active employees per department, largest first; `department` null: none set. */
  headcount_by_department?: { department: string | null; count: number }[];
  /** Employees on the payroll at the end of each month (today for the current month), oldest first. */
  headcount_trend?: (MonthPoint & { count: number })[];
  /** Who joined and who left in each month, oldest first. */
  joiners_leavers?: (MonthPoint & { joiners: number; leavers: number })[];
  /** Attendance records per day over the last `days` days, oldest first: present on time, late, absent. */
  attendance?: { date: string; present: number; late: number; absent: number }[];
}

export interface HrHome {
  todo: HrHomeTodo;
  charts: HrHomeCharts;
}
