/**
 * The throttle on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): counted
 * before the check, atomic under parallel attempts, waits that double up to a cap.
 */
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LONGEST_BLOCK_MINUTES } from "../config";
import { migrate, type Database, type Db } from "../db/client";
import { login_attempts } from "../db/schema/index";
import { testBackends } from "../db/test-backends";
import { claimNotice, clearAttempts, countAttempt, forgetQuietAttempts, lowerAttempts, quietMinutes, waitMinutes, type ThrottlePolicy } from "./rate-limit";

const policy: ThrottlePolicy = { limit: 3, capMinutes: 15 };

describe("waitMinutes", () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [4, 2],
    [5, 4],
    [6, 8],
    [7, 15],
    [8, 15],
    [5000, 15],
  ])("attempt %i makes the next one wait %i minute(s)", (attempts, minutes) => {
    expect(waitMinutes(attempts, policy)).toBe(minutes);
  });
});

describe.each(testBackends("hr-rate-limit"))("the sign-in throttle on $name", (backend) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await backend.open();
    await migrate(database, { migrationsFolder: path.resolve(import.meta.dirname, "../db/migrations") });
    db = database.db;
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await backend.dispose();
  });

  /** As if the current wait had passed. */
  const waitOver = (key: string) => db.update(login_attempts).set({ blocked_until: sql`now() - interval '1 second'` }).where(eq(login_attempts.key, key));

  it("lets the attempts up to the limit through, then makes each next one wait twice as long, up to the cap", async () => {
    const key = "pair:growing";
    expect(await countAttempt(db, key, policy)).toEqual({ allowed: true, attempts: 1 });
    expect(await countAttempt(db, key, policy)).toEqual({ allowed: true, attempts: 2 });
    expect(await countAttempt(db, key, policy)).toEqual({ allowed: true, attempts: 3 });
    const waits: number[] = [];
    for (let round = 0; round < 6; round++) {
      const refused = await countAttempt(db, key, policy);
      if (refused.allowed) throw new Error(`round ${round}: not refused`);
      waits.push(Math.round(refused.retryAfter / 60));
      await waitOver(key);
      expect(await countAttempt(db, key, policy)).toEqual({ allowed: true, attempts: 4 + round });
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15]);
  });

  it("counts parallel attempts one by one: no more than the limit get through", async () => {
    const key = "pair:parallel";
    const results = await Promise.all(Array.from({ length: 40 }, () => countAttempt(db, key, { limit: 5, capMinutes: 15 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.filter((r) => r.allowed).map((r) => (r.allowed ? r.attempts : 0)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  });

  it("lowers a count below the limit, which ends the wait, and clears it", async () => {
    const key = "account:lowered";
    for (let i = 0; i < 3; i++) await countAttempt(db, key, policy);
    expect((await countAttempt(db, key, policy)).allowed).toBe(false);
    await lowerAttempts(db, key, 1, policy);
    expect(await countAttempt(db, key, policy)).toEqual({ allowed: true, attempts: 3 });
    await clearAttempts(db, key);
    expect(await countAttempt(db, key, policy)).toEqual({ allowed: true, attempts: 1 });
  });

  it("forgets a count after a quiet time, and gives the notice once per episode", async () => {
    const key = "account:notice";
    expect(await claimNotice(db, key, policy.limit)).toBe(false);
    for (let i = 0; i < 3; i++) await countAttempt(db, key, policy);
    const claims = await Promise.all([claimNotice(db, key, policy.limit), claimNotice(db, key, policy.limit), claimNotice(db, key, policy.limit)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await waitOver(key);
    await countAttempt(db, key, policy);
    expect(await claimNotice(db, key, policy.limit)).toBe(false);

    // Quiet long enough: a new episode, counted from one, with a notice of its own.
    await db
      .update(login_attempts)
      .set({ blocked_until: null, updated_at: sql`now() - make_interval(mins => ${quietMinutes(policy) + 1})` })
      .where(eq(login_attempts.key, key));
    expect(await countAttempt(db, key, policy)).toEqual({ allowed: true, attempts: 1 });
    for (let i = 0; i < 2; i++) await countAttempt(db, key, policy);
    expect(await claimNotice(db, key, policy.limit)).toBe(true);
  });

  it("forgets the keys quiet for longer than any throttle counts, and only those", async () => {
    const longest = quietMinutes({ limit: 1, capMinutes: LONGEST_BLOCK_MINUTES });
    const quietFor = (key: string, minutes: number) =>
      db.update(login_attempts).set({ updated_at: sql`now() - make_interval(mins => ${minutes})` }).where(eq(login_attempts.key, key));
    for (const key of ["forget:old", "forget:recent", "forget:blocked"]) for (let i = 0; i < policy.limit + 1; i++) await countAttempt(db, key, policy);
    await quietFor("forget:old", longest + 1);
    await quietFor("forget:recent", longest - 5);
    const keys = async () => (await db.select({ key: login_attempts.key }).from(login_attempts)).map((row) => row.key).filter((key) => key.startsWith("forget:"));

    const { forgotten } = await forgetQuietAttempts(db);
    expect(forgotten).toBeGreaterThanOrEqual(1);
    expect((await keys()).sort()).toEqual(["forget:blocked", "forget:recent"]);
    // What a forgotten key meets next is what a quiet row gave it: a first attempt.
    expect(await countAttempt(db, "forget:old", policy)).toEqual({ allowed: true, attempts: 1 });
    expect((await countAttempt(db, "forget:blocked", policy)).allowed).toBe(false);
  });
});
