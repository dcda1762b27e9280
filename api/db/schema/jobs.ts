/**
 * The background jobs' run records (api/jobs/, docs/decisions/0032-background-jobs.md): one row per run
 * of a job in any server process — when it started and ended, what it did, or why it failed. A global
 * table: a run goes over every company.
 */
import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { enumCheck, idColumn, timestamps, timestamptz, type Constraints } from "./_base";

export const JOB_RUN_STATUSES = ["running", "done", "failed", "skipped"] as const;

export const job_runs = pgTable(
  "job_runs",
  {
    id: idColumn().primaryKey(),
    /** The job's name in the registry (api/jobs/registry.ts), e.g. "absent-days". */
    job: text().notNull(),
    status: text().notNull().default("running"),
    /** Why it ran: "start" (the server started) or "schedule". */
    trigger: text().notNull(),
    started_at: timestamptz().notNull().defaultNow(),
    finished_at: timestamptz(),
    /** What the run did (the job's own figures, e.g. { written: 12, days: 7 }). */
    detail: jsonb().$type<Record<string, unknown>>(),
    error: text(),
    ...timestamps(),
  },
  (t): Constraints => [index("job_runs_job_started_at_idx").on(t.job, t.started_at), enumCheck(t.status, JOB_RUN_STATUSES)],
);
