import type * as z from "zod";
import { HttpError } from "./errors";

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** zod issues as {field: message}; a value that was not sent at all reads "This field is required". */
export function fieldErrors(error: z.ZodError, input: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) errors[[...issue.path, key].join(".")] ??= "Unknown field";
      continue;
    }
    const field = issue.path.join(".") || "body";
    const missing = issue.path.length > 0 && valueAt(input, issue.path) === undefined;
    errors[field] ??= missing ? "This field is required" : issue.message;
  }
  return errors;
}

/** Parse a request body or answer 422 with the fields at fault. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new HttpError(400, "The body must be a JSON object");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(422, "Some fields are not valid", fieldErrors(result.error, body));
  return result.data;
}
