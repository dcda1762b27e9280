import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { login_attempts } from "../db/schema/index";

export interface RateLimitPolicy {
  maxFailures: number;
  blockMinutes: number;
}

/** Seconds until the key may try again, or 0 when it may now. Kept in the database: replicas share it. */
export async function retryAfter(db: Db, key: string): Promise<number> {
  const [row] = await db.select().from(login_attempts).where(eq(login_attempts.key, key)).limit(1);
  if (!row?.blocked_until) return 0;
  const wait = Math.ceil((row.blocked_until.getTime() - Date.now()) / 1000);
  return wait > 0 ? wait : 0;
}

/** Count a failure in the current window; block the key once it reaches the limit. */
export async function recordFailure(db: Db, key: string, policy: RateLimitPolicy): Promise<void> {
  const windowStart = sql`now() - make_interval(mins => ${policy.blockMinutes})`;
  await db
    .insert(login_attempts)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: login_attempts.key,
      set: {
        // A window older than the block time starts again from one failure.
        failures: sql`CASE WHEN ${login_attempts.window_started_at} < ${windowStart} THEN 1 ELSE ${login_attempts.failures} + 1 END`,
        window_started_at: sql`CASE WHEN ${login_attempts.window_started_at} < ${windowStart} THEN now() ELSE ${login_attempts.window_started_at} END`,
        updated_at: sql`now()`,
      },
    });
  await db
    .update(login_attempts)
    .set({ blocked_until: sql`now() + make_interval(mins => ${policy.blockMinutes})`, failures: 0, window_started_at: sql`now()` })
    .where(sql`${login_attempts.key} = ${key} AND ${login_attempts.failures} >= ${policy.maxFailures}`);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(login_attempts).where(eq(login_attempts.key, key));
}
