/**
 * Throttling of sign-ins and other guessable calls, kept in the database so that every replica shares
 * it (docs/decisions/0021-sign-in-throttling.md). An attempt is counted before it is checked, in one
 * statement: parallel requests cannot all slip in before the first failure is written.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { LONGEST_BLOCK_MINUTES } from "../config";
import type { Db } from "../db/client";
import { login_attempts } from "../db/schema/index";

export interface ThrottlePolicy {
  /** Attempts a key may make freely; the attempt that reaches it starts the waits. */
  limit: number;
  /** The longest wait; waits double from one minute up to it. */
  capMinutes: number;
}

export type Counted = { allowed: true; attempts: number } | { allowed: false; retryAfter: number };

/** A count goes back to zero after this long without a counted attempt. */
export const quietMinutes = (policy: ThrottlePolicy) => Math.max(60, policy.capMinutes * 4);

/** The wait that the attempt numbered `attempts` sets: none below the limit, then 1, 2, 4 … minutes up to the cap. */
export function waitMinutes(attempts: number, policy: ThrottlePolicy): number {
  if (attempts < policy.limit) return 0;
  return Math.min(2 ** Math.min(attempts - policy.limit, 20), policy.capMinutes);
}

/**
 * Counts one attempt of `key` unless the key is waiting. One INSERT … ON CONFLICT … RETURNING: the row
 * lock orders parallel attempts, and an attempt that finds the key waiting changes nothing and gets no
 * row back.
 */
export async function countAttempt(db: Db, key: string, policy: ThrottlePolicy): Promise<Counted> {
  const a = login_attempts;
  const stale = sql`${a.updated_at} < now() - make_interval(mins => ${quietMinutes(policy)})`;
  const next = sql`(CASE WHEN ${stale} THEN 1 ELSE ${a.failures} + 1 END)`;
  const wait = (attempts: typeof next) =>
    sql`CASE WHEN ${attempts} >= ${policy.limit} THEN now() + make_interval(mins => least(power(2, least(${attempts} - ${policy.limit}, 20))::int, ${policy.capMinutes})) END`;
  const [row] = await db
    .insert(a)
    .values({ key, failures: 1, window_started_at: sql`now()`, blocked_until: wait(sql`1`), updated_at: sql`now()` })
    .onConflictDoUpdate({
      target: a.key,
      set: {
        failures: next,
        blocked_until: wait(next),
        window_started_at: sql`CASE WHEN ${stale} THEN now() ELSE ${a.window_started_at} END`,
        notified_at: sql`CASE WHEN ${stale} THEN NULL ELSE ${a.notified_at} END`,
        updated_at: sql`now()`,
      },
      setWhere: sql`${a.blocked_until} IS NULL OR ${a.blocked_until} <= now()`,
    })
    .returning({ failures: a.failures });
  if (row) return { allowed: true, attempts: row.failures };
  return { allowed: false, retryAfter: Math.max(1, await retryAfter(db, key)) };
}

/** Seconds until the key may try again, or 0 when it may now. */
export async function retryAfter(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ until: login_attempts.blocked_until }).from(login_attempts).where(eq(login_attempts.key, key)).limit(1);
  if (!row?.until) return 0;
  const wait = Math.ceil((row.until.getTime() - Date.now()) / 1000);
  return wait > 0 ? wait : 0;
}

/** Takes `by` attempts back (a right password); below the limit the key no longer waits. */
export async function lowerAttempts(db: Db, key: string, by: number, policy: ThrottlePolicy): Promise<void> {
  const a = login_attempts;
  await db
    .update(a)
    .set({
      failures: sql`greatest(${a.failures} - ${by}, 0)`,
      blocked_until: sql`CASE WHEN ${a.failures} - ${by} < ${policy.limit} THEN NULL ELSE ${a.blocked_until} END`,
    })
    .where(eq(a.key, key));
}

/**
 * Forgets every key quiet for longer than any throttle counts (the nightly job in api/jobs/registry.ts):
 * such a row counts as no row — its next attempt is the first again, and its wait ended long ago — so only
 * the table's size changes. Without it every address that ever tried would keep a row.
 */
export async function forgetQuietAttempts(db: Db): Promise<{ forgotten: number }> {
  const a = login_attempts;
  const quiet = quietMinutes({ limit: 1, capMinutes: LONGEST_BLOCK_MINUTES });
  const rows = await db
    .delete(a)
    .where(sql`${a.updated_at} < now() - make_interval(mins => ${quiet})`)
    .returning({ key: a.key });
  return { forgotten: rows.length };
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(login_attempts).where(eq(login_attempts.key, key));
}

/** True once per episode of a key at or past `limit`: the first caller claims the notice. */
export async function claimNotice(db: Db, key: string, limit: number): Promise<boolean> {
  const a = login_attempts;
  const rows = await db
    .update(a)
    .set({ notified_at: sql`now()` })
    .where(and(eq(a.key, key), isNull(a.notified_at), sql`${a.failures} >= ${limit}`))
    .returning({ key: a.key });
  return rows.length > 0;
}
