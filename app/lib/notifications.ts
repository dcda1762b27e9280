/** A notification's text in the reader's language (decision 0018). Pure: used by the inbox page. */
import type { TFunction } from "i18next";
import type { NotificationItem } from "../../contract/responses/me";
import { formatDate } from "./format";
import type { Language } from "./i18n";

export type { NotificationItem };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** By its key when this version knows the key, else the stored text (an older row, or a newer key). */
export function notificationText(item: NotificationItem, t: TFunction, language: Language): { title: string; body: string | null } {
  const key = item.key && /^[A-Za-z0-9_]+$/.test(item.key) ? `notifications:${item.key}` : null;
  if (!key || !t(`${key}.title`, { defaultValue: "" })) return { title: item.title, body: item.body };
  const values = Object.fromEntries(Object.entries(item.values ?? {}).map(([name, value]) => [name, typeof value === "string" && DAY.test(value) ? formatDate(value, { language }) : value]));
  return { title: t(`${key}.title`, values), body: t(`${key}.body`, { ...values, defaultValue: item.body ?? "" }) || null };
}
