/** A request as `/v1/approvals/{kind}` answers it (docs/decisions/0029-requests-and-approvals.md). */
import type { ApprovalStatus, ApprovalStepAction, ApprovalType } from "../enums";

export interface PersonRef {
  _id: string;
  fullname: string;
}

/** One level of the request's approval: who decides it and, once decided, how. */
export interface ApprovalLevelOut {
  level: number;
  /** The approver named for the level when the request was made; null when nobody is (an admin decides). */
  approver: PersonRef | null;
  action: ApprovalStepAction | null;
  note: string | null;
  /** Who decided: the approver, or an admin in their place. */
  decided_by: string | null;
  decided_at: string | null;
  /** The approver an admin decided in place of. */
  in_place_of: string | null;
}

/** What was asked; the fields of its kind only. */
export interface ApprovalContentOut {
  type: ApprovalType;
  date?: string;
  start_date?: string;
  end_date?: string;
  start_time?: string;
  end_time?: string;
  leave_type?: { _id: string; type: string; unit?: "day" | "hour" };
  total_days?: number;
  total_hours?: number;
  /** Shift change: the shift the roster had and the one asked for. */
  from_shift?: { _id: string; name: string } | null;
  to_shift?: { _id: string; name: string };
  /** Clock correction: the times asked for ("HH:MM", the company's time). */
  clock_in?: string;
  clock_out?: string;
  day_type?: "working" | "rest" | "holiday";
  destination?: string;
}

export interface ApprovalOut {
  _id: string;
  approval_number: string;
  type: ApprovalType;
  status: ApprovalStatus;
  employee: { _id: string; fullname: string; email: string | null; nickname: string | null } | null;
  /** The employee's department (the admin's list filters on it). */
  department: { _id: string; name: string } | null;
  /** A file the requester attached, populated with `populate=attachment`. */
  attachment: string | { _id: string; name: string; size: number; type: string; url: string } | null;
  /** The level waiting for a decision (pending, partial); past the last once approved. */
  current_level: number;
  levels: ApprovalLevelOut[];
  waiting_for: PersonRef | null;
  cc: PersonRef[];
  /** The reason (a trip's purpose), the overtime limits it goes beyond, and withdrawal or cancel notes. */
  context: { reason?: string; purpose?: string; warnings?: string[]; withdraw_note?: string; cancel_note?: string; cancelled_by?: string };
  content: ApprovalContentOut;
  created_at: string;
  decided_at: string | null;
  /** What the caller may do now. */
  can_decide: boolean;
  can_withdraw: boolean;
  can_cancel: boolean;
}
