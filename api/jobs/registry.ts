/**
 * The background jobs (docs/decisions/0032-background-jobs.md): work that runs without anyone opening a
 * page, on a cron schedule and once when the server starts. A job is one entry here; the runner
 * (./runner.ts) schedules them, keeps them to one process at a time and records every run (job_runs).
 */
import type { Logger } from "pino";
import type { ApiConfig } from "../config";
import type { Db } from "../db/client";
import { forgetQuietAttempts } from "../auth/rate-limit";
import { distributeLeave } from "../leave/balances";
import { absentDaysJob } from "./absent-days";

export interface JobContext {
  db: Db;
  logger: Logger;
  /** The moment the run started (the job's "now"). */
  now: Date;
}

export interface Job {
  /** Unique; names the run records and the lock. */
  name: string;
  /** A croner pattern: 5 fields, or 6 with seconds first. */
  schedule: string;
  /** Does the work; answers what it did, for the run record and the log. Must be safe to run again. */
  run(ctx: JobContext): Promise<Record<string, unknown>>;
}

/**
 * The leave grants of the day (docs/decisions/0030-leave-balances-from-the-rules.md): hourly, because each
 * zone's midnight is another UTC hour (WIB, WITA, WIT); a run that finds nothing new writes nothing.
 */
const leaveDistributionJob: Job = {
  name: "leave-distribution",
  schedule: "10 * * * *",
  run: ({ db }) => distributeLeave(db),
};

/** The sign-in throttle's rows of keys long quiet (docs/decisions/0021-sign-in-throttling.md): nightly. */
const quietAttemptsJob: Job = {
  name: "forget-quiet-sign-in-attempts",
  schedule: "40 3 * * *",
  run: ({ db }) => forgetQuietAttempts(db),
};

/** Every job the server runs. */
export function registeredJobs(config: ApiConfig): Job[] {
  return [absentDaysJob(config.jobs.absentDaysSchedule, config.jobs.absentDaysCatchUp), leaveDistributionJob, quietAttemptsJob];
}
