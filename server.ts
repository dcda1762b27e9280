/**
 * The Express host: static files, /sw.js, health checks, the /v1 API and the Remix app.
 * Run from the project root (paths resolve from the working directory): `npm start`.
 */
import cluster from "node:cluster";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express, { type Request, type Response } from "express";
import helmet from "helmet";
import { pino } from "pino";
import * as z from "zod";
import { createApi } from "./api/app";
import { logOptions } from "./api/http/log-redact";
import { isCrossSite } from "./app/lib/origin.server";
import { apiHeaders, requestLogging } from "./api/http/request-logging";
import { languageCookie, languageSetCookie } from "./app/lib/language.server";
import { superviseWorkers } from "./workers";
import { keepIdleConnections } from "./api/http/keep-alive";
import { limitHeapGrowth } from "./api/heap";

limitHeapGrowth();

const env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    NODE_ENV: z.string().default("development"),
    TRUST_PROXY: z.enum(["true", "false"]).default("false"),
    API_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
    DATABASE_URL: z.string().optional(),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  })
  .refine((e) => e.WEB_CONCURRENCY === 1 || e.DATABASE_URL || e.API_URL, {
    message: "WEB_CONCURRENCY above 1 needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process",
    path: ["WEB_CONCURRENCY"],
  })
  .parse(process.env);
const production = env.NODE_ENV === "production";

const logger = pino(logOptions(env.LOG_LEVEL));

const SHUTDOWN_TIMEOUT_MS = 10_000;

// With WEB_CONCURRENCY > 1 this process only supervises that many copies of itself (workers.ts).
if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) process.exit(await superviseWorkers(env.WEB_CONCURRENCY, logger, SHUTDOWN_TIMEOUT_MS));
const root = process.cwd();
const buildPath = pathToFileURL(path.resolve(root, "build/index.cjs")).href;
const build = (await import(buildPath)).default as ServerBuild;
// With API_URL the web tier talks to a separate API (`npm run start:api`) and opens no database here.
const api = env.API_URL ? null : await createApi({ logger });

const app = express();
app.disable("x-powered-by");
// Loopback is always trusted: the web tier below calls the API mounted here over loopback and names the
// browser's address in X-Forwarded-For, which the sign-in throttle needs (docs/decisions/0021-sign-in-throttling.md).
app.set("trust proxy", env.TRUST_PROXY === "true" ? true : "loopback");

// Nothing reads req.query (the API parses its own query strings, Remix reads the URL).
app.set("query parser", false);
app.use(requestLogging(logger));

// The JSON API first: it needs no page headers (CSP, nonce), no static-file lookups and no gzip (a
// reverse proxy compresses for outside clients; the web tier calls it on loopback).
if (api) app.use("/v1", apiHeaders(production), api.router);

app.use(compression());

app.use((_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // OpenStreetMap's tiles for the attendance group's range map, and no other host (docs/decisions/0033-holidays-range-map-hierarchy.md).
        imgSrc: ["'self'", "data:", "blob:", "https://tile.openstreetmap.org"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: production,
    // "no-referrer" makes browsers send `Origin: null` on form posts, which Remix refuses as cross-site.
    referrerPolicy: { policy: "same-origin" },
  }),
);

app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").json({ status: "ok" });
});
app.get("/readyz", async (req, res) => {
  res.set("Cache-Control", "no-store");
  try {
    if (api) await api.ready();
    else if (!(await fetch(`${env.API_URL}/readyz`)).ok) throw new Error("the API is not ready");
    res.json({ status: "ready" });
  } catch (err) {
    req.log.warn({ err }, "not ready");
    res.status(503).json({ status: "unavailable" });
  }
});

app.get("/sw.js", (_req, res) => {
  res.set({ "Service-Worker-Allowed": "/", "Cache-Control": "no-cache", "Content-Type": "text/javascript; charset=utf-8" });
  res.sendFile(path.resolve(root, "build/sw.js"));
});
// Remix fingerprints everything under /build: cache it for a year. The rest briefly.
app.use("/build", express.static(path.resolve(root, "public/build"), { immutable: true, maxAge: "1y", index: false }));
// Only paths whose first segment exists in public/ look at the disk: a page request costs no stat().
const publicDir = path.resolve(root, "public");
const publicEntries = new Set(fs.readdirSync(publicDir));
const publicFiles = express.static(publicDir, { maxAge: "1h", index: false });
app.use((req, res, next) => (publicEntries.has(req.path.split("/")[1] ?? "") ? publicFiles(req, res, next) : next()));

// The language switcher's ?lng= is remembered by whatever the page answers, a redirect or an error page too.
app.use((req, res, next) => {
  languageSetCookie(req.url).then((cookie) => {
    if (cookie) res.append("Set-Cookie", cookie);
    next();
  }, next);
});

// A form posted from another site is refused before any action runs; the CSRF token check follows.
const crossSite = { en: localeMessage("en", "crossSite"), id: localeMessage("id", "crossSite") };
app.use((req, res, next) => {
  const hosts = [req.headers.host, env.TRUST_PROXY === "true" ? req.get("x-forwarded-host")?.split(",")[0].trim() : undefined];
  if (!isCrossSite(req.method, req.headers.origin, req.headers.referer, hosts)) return next();
  req.log.warn({ origin: req.headers.origin ?? null, referer: req.headers.referer ?? null }, "cross-site form refused");
  languageCookie.parse(req.headers.cookie ?? null).then(
    (language) => res.status(403).type("text/plain").send(crossSite[language === "id" ? "id" : "en"]),
    next,
  );
});

app.all(
  "*",
  createRequestHandler({
    build,
    mode: build.mode,
    getLoadContext: (req: Request, res: Response) => ({
      cspNonce: res.locals.cspNonce as string,
      requestId: String(req.id),
      logger: req.log,
      apiBase: localApi,
      clientAddress: req.ip ?? "",
    }),
  }),
);

function localeMessage(language: "en" | "id", key: string): string {
  return (JSON.parse(fs.readFileSync(path.resolve(root, `public/locales/${language}/messages.json`), "utf8")) as Record<string, string>)[key];
}

// The web tier reaches the API mounted here over loopback (unless API_URL names another).
const loopbackHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "127.0.0.1" : env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
let localApi = `http://${loopbackHost}:${env.PORT}`;
const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  localApi = `http://${loopbackHost}:${port}`;
  logger.info({ port, database: api?.databaseKind ?? `API at ${env.API_URL}` }, `listening on http://localhost:${port}`);
});
keepIdleConnections(server);

// Graceful shutdown: stop accepting, let in-flight requests finish, close the database; 10 s at most.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => {
    logger.warn("in-flight requests did not finish in time; closing connections");
    server.closeAllConnections();
  }, SHUTDOWN_TIMEOUT_MS - 1_000);
  force.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  clearTimeout(force);
  await api?.close();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
