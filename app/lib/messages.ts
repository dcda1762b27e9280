/**
 * Messages in the reader's language, by code (docs/decisions/0024-error-codes.md). The API answers a
 * code and its params beside the English; the /v1 client passes them on as message texts
 * (contract/message-text.ts), and so do the forms' schemas and the web tier's own notices. Every place
 * that shows one translates it here, from the "messages" namespace. A text that holds no message (the
 * English of a code this web tier does not know, a name) is shown as it came.
 */
import type { TFunction } from "i18next";
import { messageText, renderMessageTexts } from "../../contract/message-text";

/**
 * English texts read as their codes: the guards' refusals (app/lib/auth.server.ts, session.server.ts),
 * thrown as Response bodies that a resource route (an export) sends as they are, so they stay English.
 */
const UNCODED: Readonly<Record<string, string>> = {
  "You do not have access to this page": messageText("forbidden"),
  "The form has expired. Go back, reload the page and try again.": messageText("csrf"),
};

export function translateMessage(t: TFunction, text: string | null | undefined): string {
  if (!text) return "";
  return renderMessageTexts(Object.hasOwn(UNCODED, text) ? UNCODED[text] : text, ({ code, params }) => t(`messages:${code}`, { ...params }));
}
