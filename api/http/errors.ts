import type { ErrorRequestHandler, RequestHandler } from "express";
import { codedMessage, englishOf, messageOf, type ErrorBody, type Message, type MessageCode, type MessageInput, type MessageParams } from "../../contract/messages";

/** The fields at fault and what is wrong with each. */
export type FieldMessages = Record<string, MessageInput>;

/**
 * An error the API answers on purpose: its status, its message by code (contract/messages.ts) and, for
 * a 422, the fields at fault, each with its own message (docs/decisions/0024-error-codes.md).
 */
export class HttpError extends Error {
  readonly code: MessageCode;
  readonly params?: MessageParams;
  readonly fields?: Readonly<Record<string, Message>>;

  constructor(
    readonly status: number,
    message: MessageInput,
    fields?: Readonly<FieldMessages>,
  ) {
    super(englishOf(message));
    ({ code: this.code, params: this.params } = messageOf(message));
    if (fields) this.fields = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, messageOf(field)]));
  }

  body(requestId: string): ErrorBody {
    const fields = this.fields && Object.entries(this.fields);
    return {
      ...codedMessage(this),
      ...(fields
        ? {
            errors: Object.fromEntries(fields.map(([name, field]) => [name, englishOf(field)])),
            codes: Object.fromEntries(fields),
          }
        : {}),
      requestId,
    };
  }
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new HttpError(404, "notFound"));
};

/** Every error leaves as JSON {code, params?, message, errors?, codes?, requestId}; a 500 never shows a stack trace. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const requestId = String(req.id ?? "");
  if (err instanceof HttpError) {
    res.status(err.status).json(err.body(requestId));
    return;
  }
  // body-parser's errors: malformed JSON (400), too large (413), wrong charset (415).
  if (isClientError(err)) {
    const refusal = new HttpError(err.status, err.type === "entity.parse.failed" ? "malformedJson" : { code: "badRequest", params: { text: err.message } });
    res.status(err.status).json(refusal.body(requestId));
    return;
  }
  req.log.error({ err }, "unhandled API error");
  res.status(500).json(new HttpError(500, "internalError").body(requestId));
};

function isClientError(err: unknown): err is { status: number; type?: string; message: string } {
  if (typeof err !== "object" || err === null) return false;
  const status = (err as { status?: unknown }).status;
  return typeof status === "number" && status >= 400 && status < 500;
}
