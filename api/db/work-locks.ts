/**
 * Background work that every server process must know about (decision 0014; a payroll run, the sending
 * of a month's payslips: docs/decisions/0028-payroll-runs.md). While a process does it, it holds an
 * advisory lock named by a class and a key, in a transaction kept open on a pooled connection of its own;
 * any session sees the lock in pg_locks, and a killed process's connection closes, and the lock with it.
 * Only on a database several processes share (PostgreSQL): PGlite belongs to one process, whose memory
 * says it all (and a transaction held open there would stop every other query).
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "./client";

/** This process's last lock of each (kind, key), settled when its transaction has ended. */
const lastHeld = new Map<string, Promise<void>>();
const nameOf = (kind: string, key: string) => `${kind}\u0000${key}`;

/**
 * Takes the lock of (`kind`, `key`) until `until` settles; false at once when another session holds it.
 * A lock lasts until its transaction's COMMIT, after what its work did is already visible (a payroll run
 * shows "saved", and a re-run may follow at once): so this process's own last lock of the same name is
 * waited for first. Callers refuse a second piece of work that is still running in this process before
 * asking, so that wait is only ever for a COMMIT. The two int4 keys are hashtext(kind) and hashtext(key).
 */
export async function holdWorkLock(db: Db, kind: string, key: string, until: Promise<void>): Promise<boolean> {
  const name = nameOf(kind, key);
  await lastHeld.get(name);
  const lock = await tryWorkLock(db, kind, key, until);
  if (lock) {
    lastHeld.set(name, lock.released);
    void lock.released.then(() => lastHeld.get(name) === lock.released && lastHeld.delete(name));
  }
  return lock !== null;
}

/** The lock if taken, with `released`, which settles when its transaction has ended. */
function tryWorkLock(db: Db, kind: string, key: string, until: Promise<void>): Promise<{ released: Promise<void> } | null> {
  let ended!: () => void;
  const released = new Promise<void>((resolve) => (ended = resolve));
  return new Promise((resolve, reject) => {
    db.transaction(async (tx) => {
      const [row] = await queryRows<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(hashtext(${kind}), hashtext(${key})) AS locked`);
      if (!row?.locked) return resolve(null);
      resolve({ released });
      await until;
    }).then(
      () => {
        ended();
        resolve(null);
      },
      (err: unknown) => {
        ended();
        reject(err);
      },
    );
  });
}

/**
 * Whether some session holds the lock of (`kind`, `key`): pg_locks shows the two int4 keys as oids. As in
 * `holdWorkLock`, this process's own last lock of the name is waited for first (its callers have already
 * looked at the work running in this process): a lock whose work has ended here is not another's work.
 */
export async function workLockHeld(db: Db, kind: string, key: string): Promise<boolean> {
  await lastHeld.get(nameOf(kind, key));
  const [row] = await queryRows<{ held: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 2
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND classid = hashtext(${kind})::oid AND objid = hashtext(${key})::oid) AS held`,
  );
  return Boolean(row?.held);
}
