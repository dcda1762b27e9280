import crypto from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "pino";

const incomingId = /^[A-Za-z0-9._-]{8,64}$/;

declare module "express-serve-static-core" {
  interface Request {
    id: string;
    log: Logger;
  }
}

/**
 * A request id (a sane incoming X-Request-Id is kept, otherwise one is made), echoed back, on every
 * log line of the request, and one line per finished request at info level. Cheaper than pino-http:
 * the child logger is made only when something logs.
 */
export function requestLogging(logger: Logger): RequestHandler {
  const quiet = new Set(["/healthz", "/readyz"]);
  return (req, res, next) => {
    const given = req.headers["x-request-id"];
    const id = typeof given === "string" && incomingId.test(given) ? given : crypto.randomUUID();
    req.id = id;
    res.setHeader("X-Request-Id", id);
    let child: Logger | undefined;
    Object.defineProperty(req, "log", { get: () => (child ??= logger.child({ reqId: id })), configurable: true });
    if (logger.isLevelEnabled("info") && !quiet.has(req.path)) {
      const started = process.hrtime.bigint();
      res.once("finish", () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        req.log.info({ req: { method: req.method, url: req.originalUrl }, res: { statusCode: res.statusCode }, responseTime: Math.round(ms) }, "request completed");
      });
    }
    next();
  };
}

/** The security headers of a JSON API (helmet's page headers are for HTML): set once, cheaply. */
export function apiHeaders(production: boolean): RequestHandler {
  const headers: Record<string, string> = {
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "no-store",
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
  return (_req, res, next) => {
    res.set(headers);
    next();
  };
}
