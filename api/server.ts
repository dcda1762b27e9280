/**
 * The /v1 API on its own (`npm run start:api`), for deployments that scale the web tier and the API
 * separately; the web tier then points API_URL at it.
 */
import express from "express";
import { pino } from "pino";
import * as z from "zod";
import { codedMessage } from "../contract/messages";
import { createApi } from "./app";
import { logOptions } from "./http/log-redact";
import { apiHeaders, requestLogging } from "./http/request-logging";
import { keepIdleConnections } from "./http/keep-alive";
import { limitHeapGrowth } from "./heap";

limitHeapGrowth();

const env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().default("0.0.0.0"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  })
  .parse(process.env);

const logger = pino(logOptions(env.LOG_LEVEL));
const api = await createApi({ logger });
const app = express();
app.disable("x-powered-by");
// A web tier on this machine names the browser's address in X-Forwarded-For (one elsewhere needs TRUST_PROXY).
app.set("trust proxy", env.TRUST_PROXY === "true" ? true : "loopback");
app.set("query parser", false);
app.use(requestLogging(logger));
app.use(apiHeaders(process.env.NODE_ENV === "production"));
app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
app.get("/readyz", (_req, res) => {
  api.ready().then(
    () => res.json({ status: "ready" }),
    () => res.status(503).json({ status: "unavailable" }),
  );
});
app.use("/v1", api.router);
app.use((_req, res) => void res.status(404).json(codedMessage("notFound")));

const server = keepIdleConnections(app.listen(env.PORT, env.HOST, () => logger.info({ port: env.PORT, database: api.databaseKind }, "API listening")));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  setTimeout(() => server.closeAllConnections(), 9_000).unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await api.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
