import type * as z from "zod";
import { HttpError } from "./errors";

/** zod issues as {field: message}; a missing value reads "This field is required". */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) errors[[...issue.path, key].join(".")] ??= "Unknown field";
      continue;
    }
    const field = issue.path.join(".") || "body";
    const missing = issue.code === "invalid_type" && issue.input === undefined;
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
  if (!result.success) throw new HttpError(422, "Some fields are not valid", fieldErrors(result.error));
  return result.data;
}
