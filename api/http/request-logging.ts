import crypto from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";

const incomingId = /^[A-Za-z0-9._-]{8,64}$/;

/** pino-http with a request id: a sane incoming X-Request-Id is kept, otherwise one is made; it is echoed back. */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && incomingId.test(given) ? given : crypto.randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
  });
}
