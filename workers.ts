/**
 * WEB_CONCURRENCY > 1 (decision 0014): the process started by `npm start` only supervises that many
 * copies of the server (Node's cluster; they share the port), so that one machine's cores all serve.
 * The first copy migrates the database and loads the demo data before the others start; a copy that
 * dies is replaced; SIGTERM stops them all gracefully. The copies hear each other's changes (a logout,
 * a block) from PostgreSQL, as replicas on other machines do (docs/decisions/0025-one-cache-and-invalidation.md).
 */
import cluster, { type Worker } from "node:cluster";
import crypto from "node:crypto";
import type { Logger } from "pino";

const RESTART_DELAY_MS = 1_000;

/** Runs until every copy has stopped; resolves with the process's exit code. */
export function superviseWorkers(count: number, logger: Logger, shutdownTimeoutMs: number): Promise<number> {
  return new Promise((resolve) => {
    let stopping = false;
    let serving = false;
    // The copies must sign session cookies alike: without a configured secret (development), one for all.
    const env = process.env.SESSION_SECRET ? {} : { SESSION_SECRET: crypto.randomBytes(32).toString("hex") };

    const fork = (): Worker => cluster.fork(env);

    cluster.on("exit", (worker, code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) resolve(0);
        return;
      }
      if (!serving) {
        // The first copy could not start (a wrong setting, an unreachable database): so would the rest.
        logger.error({ code, signal }, "the server did not start");
        resolve(1);
        return;
      }
      logger.error({ pid: worker.process.pid, code, signal }, "a server process stopped; starting another");
      setTimeout(() => !stopping && fork(), RESTART_DELAY_MS);
    });

    // The first copy migrates and seeds; the others start once it listens, on the same database.
    fork().once("listening", () => {
      serving = true;
      for (let i = 1; i < count; i++) fork();
      logger.info({ workers: count }, "serving with several processes");
    });

    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, "stopping the server processes");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
      if (Object.keys(cluster.workers ?? {}).length === 0) resolve(0);
      setTimeout(() => resolve(1), shutdownTimeoutMs).unref();
    };
    process.on("SIGTERM", () => stop("SIGTERM"));
    process.on("SIGINT", () => stop("SIGINT"));
  });
}
