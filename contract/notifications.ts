/**
 * Notification texts are stored as a message key and its values, and shown in the reader's language
 * (docs/decisions/0018-message-keys-for-stored-texts.md). The keys and their texts are the locale files
 * public/locales/{en,id}/notifications.json; the English file also gives the API the English rendering
 * it keeps in `title` and `body` for clients that do not translate.
 */
import english from "../public/locales/en/notifications.json";

export type NotificationKey = keyof typeof english;
/** What a key's texts name: `{{name}}` in a text is `values.name`. A `YYYY-MM-DD` value is a date. */
export type NotificationValues = Readonly<Record<string, string | number>>;

export const NOTIFICATION_KEYS = Object.keys(english) as NotificationKey[];

export function isNotificationKey(value: unknown): value is NotificationKey {
  return typeof value === "string" && Object.hasOwn(english, value);
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The names a key's texts need values for. */
export function notificationPlaceholders(key: NotificationKey): string[] {
  const { title, body } = english[key];
  return [...new Set([...`${title} ${body}`.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

/**
 * The key's English title and body with the values in (i18next's `{{name}}` syntax); a body with a
 * `body_one` form takes it when `values.count` is 1, as i18next does for English.
 */
export function englishNotification(key: NotificationKey, values: NotificationValues): { title: string; body: string } {
  const fill = (text: string) => text.replace(PLACEHOLDER, (_whole, name: string) => String(values[name] ?? ""));
  const texts: { title: string; body: string; body_one?: string } = english[key];
  return { title: fill(texts.title), body: fill(values.count === 1 && texts.body_one ? texts.body_one : texts.body) };
}
