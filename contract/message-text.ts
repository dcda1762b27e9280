/**
 * A coded message written as text, for the places that carry only text: a zod issue's message, a
 * Conform reply, a flash in the session cookie, a Response body. The API reads it back to answer the
 * code and the English (api/http/validate.ts); the web tier shows it in the reader's language
 * (app/lib/messages.ts). docs/decisions/0024-error-codes.md.
 *
 * The form is `⟦code⟧`, or `⟦code {"count":200}⟧` with params (JSON, every character outside printable
 * ASCII escaped, so a param never holds the closing bracket). A text may hold messages among other words:
 * "code: ⟦alreadyUsed⟧". Pure and small: it ships to the browser with the forms' schemas.
 */
import type { Message, MessageCode, MessageParams } from "./messages";

const TOKEN = /⟦([A-Za-z][A-Za-z0-9]*)(?: (\{[^⟧]*\}))?⟧/g;
const WHOLE = new RegExp(`^${TOKEN.source}$`);

const asciiOnly = (json: string) => json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** A message as text. */
export function messageText(code: MessageCode, params?: MessageParams): string {
  return params && Object.keys(params).length ? `⟦${code} ${asciiOnly(JSON.stringify(params))}⟧` : `⟦${code}⟧`;
}

function decode(code: string, json: string | undefined): Message | null {
  if (json === undefined) return { code: code as MessageCode };
  try {
    const params: unknown = JSON.parse(json);
    if (!params || typeof params !== "object" || Array.isArray(params)) return null;
    if (!Object.values(params).every((value) => typeof value === "string" || typeof value === "number")) return null;
    return { code: code as MessageCode, params: params as MessageParams };
  } catch {
    return null;
  }
}

/** The message a text is, when it is exactly one (its code is not checked against the catalogue). */
export function readMessageText(text: string): Message | null {
  const match = WHOLE.exec(text);
  return match ? decode(match[1], match[2]) : null;
}

/** The text with every message in it rendered (a malformed one is left as it is). */
export function renderMessageTexts(text: string, render: (message: Message) => string): string {
  if (!text.includes("⟦")) return text;
  return text.replace(TOKEN, (whole, code: string, json: string | undefined) => {
    const message = decode(code, json);
    return message ? render(message) : whole;
  });
}
