import express, { type Router } from "express";
import type { Logger } from "pino";
import { loadApiConfig, type ApiConfig } from "./config";
import { migrate, openDatabase } from "./db/client";
import { errorHandler, notFoundHandler } from "./http/errors";

export interface Api {
  router: Router;
  databaseKind: "pglite" | "postgres";
  /** Resolves when the database answers; rejects otherwise (for /readyz). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The /v1 API: opens and migrates the database, and returns a router to mount at /v1. */
export async function createApi(options: { logger: Logger; config?: ApiConfig }): Promise<Api> {
  const config = options.config ?? loadApiConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, logger: options.logger });
  await migrate(database);

  const router = express.Router();
  router.use(express.json({ limit: "1mb" }));
  router.use(notFoundHandler);
  router.use(errorHandler);

  return {
    router,
    databaseKind: database.kind,
    ready: () => database.ping(),
    close: () => database.close(),
  };
}
