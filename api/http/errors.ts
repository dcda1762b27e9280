import type { ErrorRequestHandler, RequestHandler } from "express";

/** An error the API answers on purpose, with its status and (for 422) the fields at fault. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new HttpError(404, "Not found"));
};

/** Every error leaves as JSON {message, errors?, requestId}; a 500 never shows a stack trace. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const requestId = String(req.id ?? "");
  if (err instanceof HttpError) {
    res.status(err.status).json({ message: err.message, ...(err.errors ? { errors: err.errors } : {}), requestId });
    return;
  }
  // body-parser's errors: malformed JSON (400), too large (413), wrong charset (415).
  if (isClientError(err)) {
    const message = err.type === "entity.parse.failed" ? "Malformed JSON body" : err.message;
    res.status(err.status).json({ message, requestId });
    return;
  }
  req.log.error({ err }, "unhandled API error");
  res.status(500).json({ message: "Internal server error", requestId });
};

function isClientError(err: unknown): err is { status: number; type?: string; message: string } {
  if (typeof err !== "object" || err === null) return false;
  const status = (err as { status?: unknown }).status;
  return typeof status === "number" && status >= 400 && status < 500;
}
