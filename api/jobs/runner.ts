/**
 * Runs the registered jobs (./registry.ts; docs/decisions/0032-background-jobs.md): croner schedules each
 * one, and each also runs once at start, so a server that was down catches up. A run is skipped while
 * the same job still runs in this process (croner's `protect`) or in another process on the same
 * PostgreSQL database (an advisory lock, api/db/work-locks.ts); PGlite belongs to one process, whose
 * memory says it all. Every run that happens is a job_runs row and a log line.
 */
import { Cron } from "croner";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import { holdWorkLock } from "../db/work-locks";
import type { Job } from "./registry";

const LOCK = "job";

export type RunOutcome = { status: "done"; detail: Record<string, unknown> } | { status: "failed"; error: string } | { status: "skipped" };

export interface JobRunner {
  /** Runs a job now (as the schedule would); answers how it went. */
  run(name: string, trigger?: "start" | "schedule"): Promise<RunOutcome>;
  /** Stops the schedules and waits for the runs in progress. */
  stop(): Promise<void>;
}

export interface RunnerOptions {
  db: Db;
  logger: Logger;
  /** Whether other processes share the database (PostgreSQL): runs then take the job's advisory lock. */
  shared: boolean;
  /** Run every job once now (the catch-up after a restart). */
  runAtStart: boolean;
  /** Schedule the jobs (false: only `run` runs them). */
  schedule: boolean;
  /** The clock (tests set the moment of a run). */
  clock?: () => Date;
}

export function startJobs(jobs: readonly Job[], options: RunnerOptions): JobRunner {
  const { db, shared } = options;
  const logger = options.logger.child({ component: "jobs" });
  const running = new Map<string, Promise<RunOutcome>>();
  const byName = new Map(jobs.map((job) => [job.name, job]));
  let stopped = false;

  async function work(job: Job, trigger: string): Promise<RunOutcome> {
    let release = () => {};
    const finished = new Promise<void>((resolve) => (release = resolve));
    try {
      if (shared && !(await holdWorkLock(db, LOCK, job.name, finished))) {
        logger.debug({ job: job.name, trigger }, "job: another process is running it; skipped");
        return { status: "skipped" };
      }
      const now = options.clock?.() ?? new Date();
      const [row] = await db.insert(s.job_runs).values({ job: job.name, trigger, started_at: now }).returning({ id: s.job_runs.id });
      try {
        const detail = await job.run({ db, logger: logger.child({ job: job.name }), now });
        await db.update(s.job_runs).set({ status: "done", finished_at: new Date(), detail, updated_at: new Date() }).where(eq(s.job_runs.id, row.id));
        logger.info({ job: job.name, trigger, ms: Date.now() - now.getTime(), ...detail }, "job: done");
        return { status: "done", detail };
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        logger.error({ err, job: job.name, trigger }, "job: failed");
        await db
          .update(s.job_runs)
          .set({ status: "failed", finished_at: new Date(), error: message.slice(0, 2000), updated_at: new Date() })
          .where(eq(s.job_runs.id, row.id))
          .catch((recordErr: unknown) => logger.error({ err: recordErr, job: job.name }, "job: the failed run could not be recorded"));
        return { status: "failed", error: message };
      }
    } catch (err) {
      // The lock or the run record could not be taken (the database is closing or gone): next time.
      logger.error({ err, job: job.name, trigger }, "job: could not start");
      return { status: "failed", error: err instanceof Error ? err.message : String(err) };
    } finally {
      release();
    }
  }

  function run(name: string, trigger: "start" | "schedule" = "schedule"): Promise<RunOutcome> {
    const job = byName.get(name);
    if (!job) return Promise.reject(new Error(`no job named ${name}`));
    if (stopped) return Promise.resolve({ status: "skipped" });
    const current = running.get(name);
    if (current) return current.then(() => ({ status: "skipped" }) as const);
    const promise = work(job, trigger).finally(() => running.delete(name));
    running.set(name, promise);
    return promise;
  }

  const schedules = options.schedule
    ? jobs.map((job) => new Cron(job.schedule, { name: `job:${job.name}`, protect: true, unref: true, catch: (err) => logger.error({ err, job: job.name }, "job: failed") }, async () => void (await run(job.name, "schedule"))))
    : [];
  if (options.runAtStart) for (const job of jobs) void run(job.name, "start");
  if (schedules.length) logger.info({ jobs: jobs.map((job) => ({ name: job.name, schedule: job.schedule })) }, "jobs scheduled");

  return {
    run,
    async stop() {
      stopped = true;
      for (const cron of schedules) cron.stop();
      await Promise.allSettled([...running.values()]);
    },
  };
}
