import type { Request, RequestHandler } from "express";
import type * as z from "zod";
import { hasNul } from "../../contract/fields";
import { readMessageText } from "../../contract/message-text";
import { isMessageCode, type Message } from "../../contract/messages";
import { HttpError } from "./errors";

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** An issue's message: the schemas write coded messages (contract/message-text.ts); any other reads "Not a valid value". */
function issueMessage(text: string): Message {
  const message = readMessageText(text);
  return message && isMessageCode(message.code) ? message : { code: "notValid" };
}

/** zod issues as {field: message}; a value that was not sent at all is "required". */
export function fieldErrors(error: z.ZodError, input: unknown): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) errors[[...issue.path, key].join(".")] ??= { code: "unknownField" };
      continue;
    }
    const field = issue.path.join(".") || "body";
    const missing = issue.path.length > 0 && valueAt(input, issue.path) === undefined;
    errors[field] ??= missing ? { code: "required" } : issueMessage(issue.message);
  }
  return errors;
}

/** The request's query string as sent, without the "?" ("" when there is none). */
export function rawQuery(req: Request): string {
  const index = req.originalUrl.indexOf("?");
  return index === -1 ? "" : req.originalUrl.slice(index + 1);
}

/** Parse a request body or answer 422 with the fields at fault. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new HttpError(400, "bodyNotObject");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(422, "invalidFields", fieldErrors(result.error, body));
  return result.data;
}

/** Where the first NUL character sits in a parsed JSON value ("" for the value itself), or null. */
export function nulPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return hasNul(value) ? path : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasNul(key)) return at.replace(/\0/g, "");
    const found = nulPath(item, at);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL stores no NUL character in text and its drivers throw on one: refused in the address, the
 * query string and any JSON body before a route runs, so that no string with one reaches the database.
 */
export const refuseNul: RequestHandler = (req, _res, next) => {
  const url = req.originalUrl;
  // The HTTP parser refuses a raw NUL in the request line; only its percent-encoded form gets here.
  if (/%00/i.test(url)) {
    const index = url.indexOf("?");
    if (/%00/i.test(index === -1 ? url : url.slice(0, index))) return next(new HttpError(400, "nulInAddress"));
    for (const [key, value] of new URLSearchParams(url.slice(index + 1))) {
      if (hasNul(key) || hasNul(value)) return next(new HttpError(400, { code: "nulInValue", params: { name: key.replace(/\0/g, "") } }));
    }
  }
  const at = nulPath(req.body);
  if (at !== null) return next(new HttpError(422, "invalidFields", { [at || "body"]: "nul" }));
  next();
};
