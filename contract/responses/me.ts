/** The signed-in person's own calls: `/v1/me/*`, the home page's figures and the month's birthdays. */
import type { ListMeta } from "./common";

/** A notification as `GET /v1/me/notifications` gives it (docs/decisions/0018-message-keys-for-stored-texts.md). */
export interface NotificationItem {
  _id: string;
  /** The English text; the only text of a notification made before message keys. */
  title: string;
  body: string | null;
  /** A key of the "notifications" namespace and its values. */
  key: string | null;
  values: Record<string, string | number> | null;
  link: string | null;
  read: boolean;
  created_at: string;
}

export interface NotificationsMeta extends ListMeta {
  unread: number;
}

/** `GET /v1/dashboard/summary`: the figures this person may see (a developer without a company: the platform's). */
export type DashboardSummary = Partial<
  Record<"active_employees" | "joiners_this_month" | "leavers_this_month" | "present_today" | "pending_approvals" | "birthdays_this_month" | "companies" | "open_requests", number>
>;
