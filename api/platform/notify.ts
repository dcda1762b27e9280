/**
 * The one way a notification is made: a message key and its values (decision 0018), never a finished
 * text, so that each reader sees it in their own language. The row also keeps the English rendering
 * (`title`, `body`) for /v1 clients that do not translate.
 */
import { inboxChanged } from "../../cache/changes";
import { englishNotification, notificationPlaceholders, type NotificationKey, type NotificationValues } from "../../contract/notifications";
import { invalidate } from "../db/changes";
import type { Db, Tx } from "../db/client";
import { notifications } from "../db/schema/index";

export interface NotificationInput {
  companyId: string;
  userId: string;
  key: NotificationKey;
  values?: NotificationValues;
  /** A dashboard path to open (e.g. /dashboard/approval/approval-leave). */
  link?: string | null;
}

/** The row to insert (the demo seed inserts many at once). A value the key's texts name must be given. */
export function notificationRow(input: NotificationInput): typeof notifications.$inferInsert {
  const values = input.values ?? {};
  const missing = notificationPlaceholders(input.key).filter((name) => values[name] === undefined);
  if (missing.length) throw new Error(`Notification ${input.key} needs the values ${missing.join(", ")}`);
  if (input.link && !input.link.startsWith("/")) throw new Error(`Notification ${input.key}: the link must be a dashboard path`);
  const { title, body } = englishNotification(input.key, values);
  return { company_id: input.companyId, user_id: input.userId, title, body, message_key: input.key, message_values: { ...values }, link: input.link ?? null };
}

/** Notify one user; inside the caller's transaction when given one. */
export async function notify(db: Db | Tx, input: NotificationInput): Promise<string> {
  const [row] = await db.insert(notifications).values(notificationRow(input)).returning({ id: notifications.id });
  await invalidate(db, inboxChanged(input.userId));
  return row.id;
}
