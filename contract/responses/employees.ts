/** The employee calls beside the declared resources (api/employees/routes.ts). */
import type { InviteLevel } from "../enums";

/** `POST /v1/employees/invite`: one person. */
export interface Invitation {
  fullname: string;
  email: string;
  phone: string | null;
  level: InviteLevel;
  department: string | null;
  location: string | null;
  job_title: string | null;
  join_date: string | null;
}

/** A dry run of `POST /v1/employees/import` (`create`, `update`) or `…/import-invitation` (`invite`): what would happen. */
export type SheetCounts = Record<string, number>;

/** `GET /v1/employees/warning-letters/status`: one row per employee with letters. */
export interface WarningLetterStatus {
  employee: { _id: string; fullname: string; nickname: string | null };
  active: number;
  expired: number;
  upcoming: number;
  /** The highest letter in force today, and when it ends. */
  current: string | null;
  current_until: string | null;
}

export interface WarningLetterStatusQuery {
  status: "all" | "active" | "expired";
  search?: string;
}
