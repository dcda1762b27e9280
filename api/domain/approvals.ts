/**
 * Requests and their approval (docs/design.md decision 2, docs/decisions/0029-requests-and-approvals.md).
 *
 * A request names its approvers when it is made (the flow covering the employee, else their supervisor):
 * level 1 decides first, then level 2… Approving a level leaves the request `partial` while levels remain
 * and `approved` after the last; any level may reject (`rejected`); the requester may withdraw while it
 * waits (`withdrawn`). An admin may decide in place of the waiting approver, and decides alone when the
 * request names nobody. Nobody decides on their own request. An approved leave or trip may be cancelled
 * before it starts (it becomes `withdrawn` and its effects are undone).
 *
 * Pure: no framework, no database.
 */
import type { ApprovalStatus } from "../../contract/enums";
import type { MessageCode } from "../../contract/messages";
import { overtimePay, type OvertimeDayType } from "./payroll/overtime";

export { overtimeDayType } from "./payroll/run";

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 403 | 409 | 422; code: MessageCode };

const WAITING: readonly ApprovalStatus[] = ["pending", "partial"];

export function isWaiting(status: ApprovalStatus): boolean {
  return WAITING.includes(status);
}

export interface ApprovalState {
  status: ApprovalStatus;
  current_level: number;
  /** The approvers' employee ids by level (level 1 first); empty when an admin decides. */
  approver_ids: readonly string[];
  /** The employee the request is for. */
  employee_id: string;
}

export interface Decider {
  employeeId: string | null;
  /** An admin of the company: may decide in place of the waiting approver. */
  isAdmin: boolean;
}

export interface Decided {
  status: ApprovalStatus;
  /** The level decided. */
  level: number;
  /** The level waiting next (past the last once approved). */
  next_level: number;
  /** Approved for good: the effects apply now. */
  final: boolean;
  /** The approver an admin decided in place of, if any. */
  in_place_of: string | null;
}

/** How many levels decide: one at least (an admin's, when the request names nobody). */
export function levelCount(state: Pick<ApprovalState, "approver_ids">): number {
  return Math.max(1, state.approver_ids.length);
}

/** The approver waiting now, or null when an admin decides (or nothing waits). */
export function waitingApprover(state: ApprovalState): string | null {
  if (!isWaiting(state.status)) return null;
  return state.approver_ids[state.current_level - 1] ?? null;
}

/** Whether this person may decide now (the waiting approver, or an admin), without the level check. */
export function mayDecide(state: ApprovalState, decider: Decider): boolean {
  if (!isWaiting(state.status) || decider.employeeId === state.employee_id) return false;
  const waiting = waitingApprover(state);
  return decider.isAdmin || (waiting !== null && waiting === decider.employeeId);
}

/**
 * A decision on the waiting level. `expectedLevel` is the level the decider saw waiting; a request that no
 * longer waits there, or no longer waits at all, is a conflict (409). One's own request is refused (403),
 * and so is a level that waits for somebody else (403) — unless an admin decides in their place.
 */
export function decide(state: ApprovalState, decider: Decider, decision: "approved" | "rejected", expectedLevel?: number): Outcome<Decided> {
  if (decider.employeeId !== null && decider.employeeId === state.employee_id) return { ok: false, status: 403, code: "ownRequest" };
  if (!isWaiting(state.status)) return { ok: false, status: 409, code: "approvalNotWaiting" };
  if (expectedLevel !== undefined && expectedLevel !== state.current_level) return { ok: false, status: 409, code: "approvalNotWaiting" };
  const waiting = waitingApprover(state);
  const ownTurn = waiting !== null && waiting === decider.employeeId;
  if (!ownTurn && !decider.isAdmin) {
    // An approver whose level has passed: the request no longer waits for them.
    const earlier = state.approver_ids.slice(0, state.current_level - 1).includes(decider.employeeId ?? "");
    return earlier ? { ok: false, status: 409, code: "approvalNotWaiting" } : { ok: false, status: 403, code: "notYourLevel" };
  }
  const level = state.current_level;
  const inPlaceOf = ownTurn ? null : waiting;
  if (decision === "rejected") return { ok: true, value: { status: "rejected", level, next_level: level, final: false, in_place_of: inPlaceOf } };
  const last = level >= levelCount(state);
  return { ok: true, value: { status: last ? "approved" : "partial", level, next_level: level + 1, final: last, in_place_of: inPlaceOf } };
}

/** The requester takes a waiting request back. */
export function withdraw(state: ApprovalState): Outcome<ApprovalStatus> {
  if (!isWaiting(state.status)) return { ok: false, status: 409, code: "approvalAlreadyDecided" };
  return { ok: true, value: "withdrawn" };
}

/** An approved request that has not started yet may be cancelled (its effects undone); `today` and `start` are "YYYY-MM-DD". */
export function cancel(state: ApprovalState, start: string | undefined, today: string): Outcome<ApprovalStatus> {
  if (state.status !== "approved") return { ok: false, status: 409, code: isWaiting(state.status) ? "approvalStillWaiting" : "approvalAlreadyDecided" };
  if (!start || start <= today) return { ok: false, status: 409, code: "approvalStarted" };
  return { ok: true, value: "withdrawn" };
}

// ---- days and hours -------------------------------------------------------------------------------

// Day counting lives with the leave rules (docs/decisions/0030); re-exported for the requests.
export { countedDays, datesBetween, isRestDay } from "./leave/index";

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes from `start` to `end` ("HH:MM"); an end at or before the start is the next day's. */
export function minutesBetween(start: string, end: string): number {
  const minutes = minutesOf(end) - minutesOf(start);
  return minutes > 0 ? minutes : minutes + 24 * 60;
}

/** Hours to two decimals: whole minutes survive the round trip (hours × 60 rounds back to them). */
export function hoursOf(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

const LIMITS = ["overtime.daily_limit_exceeded", "overtime.weekly_limit_exceeded", "overtime.rest_day_hours_exceeded"];

/**
 * The statutory limits an overtime request goes beyond (4 hours a working day, 18 a week, rest days and
 * holidays not counted: docs/payroll-rules.md › B8): warnings, not refusals. `week` holds the employee's
 * other overtime of the same days (approved or waiting), the new request last.
 */
export function overtimeLimitWarnings(week: readonly { date: string; hours: number; dayType: OvertimeDayType }[], workDays: 5 | 6): string[] {
  const { warnings } = overtimePay({ basicSalary: 0, fixedAllowances: 0, nonFixedAllowances: 0, workDays, entries: week });
  const codes = new Set(warnings.map((warning) => warning.code).filter((code) => LIMITS.includes(code)));
  return [...codes];
}

// ---- numbers and balances ---------------------------------------------------------------------------

/** "LV-2026-000123": the kind's prefix, the year, and the count of that kind in the company that year. */
export function approvalNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, "0")}`;
}
