/**
 * Every write path names what it changed here (docs/decisions/0025-one-cache-and-invalidation.md):
 * `invalidate(db, …)` drops what was made of it in every cache of this process at once (cache/changes.ts)
 * and, on PostgreSQL, tells every other process on the same database through `NOTIFY`, on the handle the
 * write used: inside a transaction PostgreSQL delivers it when the transaction commits, and never if it
 * rolls back. Each process LISTENs on one connection of its own and drops the same entries when it hears.
 * It hears its own changes too, after the commit, which also drops whatever a request read in this process
 * between the write and its commit. On the embedded database (one process) nothing is sent.
 *
 * A sign-out, a block or a changed account holds at once everywhere (decisions 0006, 0013): a write that
 * changes what sessions are made of returns (or `announcing(db).transaction` resolves) only once this
 * process has heard the notification back, so PostgreSQL has handed it to every listening process before
 * the answer leaves.
 */
import { randomUUID } from "node:crypto";
import { getTableName, sql } from "drizzle-orm";
import { PgTransaction, type PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Logger } from "pino";
import * as z from "zod";
import { EVERYTHING, forgetChanged, kindOf, rowsChanged, SESSION_KINDS, type Change } from "../../cache/changes";
import type { Db, Tx } from "./client";

export const CHANGES_CHANNEL = "hr_dashboard_changes";

/** PostgreSQL refuses a payload of 8000 bytes or more: a longer list goes as "everything". */
const MAX_PAYLOAD = 7_500;
const RELISTEN_MS = 1_000;
/** The longest a write waits to hear its own notification (a listener that is away holds nothing up). */
const ECHO_TIMEOUT_MS = 1_000;

/** The kinds whose changes must hold everywhere before the write answers: what sessions are made of. */
const AT_ONCE: ReadonlySet<string> = new Set(SESSION_KINDS);

/** How many PostgreSQL listeners run in this process: while one does, changes are also sent to the others. */
let listeners = 0;
/** Notifications this process sent and waits to hear back, by id. */
const echoes = new Map<string, () => void>();
/** The echoes each `announcing(db).transaction` waits for once it commits. */
const awaitedBy = new WeakMap<object, Promise<void>[]>();

/** Rows of this table in this company (null: a table without companies) changed. */
export const tableChanged = (table: PgTable, companyId: string | null): Change => rowsChanged(getTableName(table), companyId);

/** Call it right after the write, with the handle the write used (a transaction's, inside one). */
export async function invalidate(db: Db | Tx, ...changes: Change[]): Promise<void> {
  const relevant = forgetChanged(changes);
  if (!listeners || !relevant.length) return;
  const id = randomUUID();
  const echo = relevant.some((change) => change === EVERYTHING || AT_ONCE.has(kindOf(change))) ? echoOf(id) : null;
  const payload = JSON.stringify({ id, changes: relevant });
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload.length < MAX_PAYLOAD ? payload : JSON.stringify({ id, changes: [EVERYTHING] })})`);
  if (!echo) return;
  const awaited = awaitedBy.get(db);
  if (awaited) awaited.push(echo);
  // In a transaction not begun through `announcing`, the notification leaves at its commit: not awaitable here.
  else if (!(db instanceof PgTransaction)) await echo;
}

/**
 * `db`, whose `transaction` resolves only once the session changes named inside it have been delivered
 * (see above), for the writes that sign people out or change their accounts. A failed one waits for nothing.
 */
export function announcing(db: Db): Pick<Db, "transaction"> {
  return {
    async transaction(work) {
      const awaited: Promise<void>[] = [];
      const result = await db.transaction((tx) => {
        awaitedBy.set(tx, awaited);
        return work(tx);
      });
      await Promise.all(awaited);
      return result;
    },
  };
}

function echoOf(id: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      echoes.delete(id);
      resolve();
    };
    const timer = setTimeout(done, ECHO_TIMEOUT_MS);
    timer.unref();
    echoes.set(id, done);
  });
}

const notification = z.object({
  id: z.string(),
  changes: z.array(z.string().regex(/^(\*|[^@\s]+@[^@\s]+)$/).transform((change) => change as Change)),
});

/** What a notification says; one that cannot be read may have said anything: everything. */
function readNotification(payload: string | undefined): { id?: string; changes: Change[] } {
  try {
    const parsed = notification.safeParse(JSON.parse(payload ?? ""));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON
  }
  return { changes: [EVERYTHING] };
}

export interface ChangeListener {
  close(): Promise<void>;
}

/**
 * Listens for the changes of every process on this PostgreSQL database (needs a session of its own: a
 * direct connection, or a pooler in session mode). When the connection drops it listens again, and
 * forgets everything then, since changes may have been missed meanwhile.
 */
export async function listenForChanges(databaseUrl: string, logger: Pick<Logger, "info" | "warn">, hear: (changes: Change[]) => void = forgetChanged): Promise<ChangeListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: "hr-dashboard changes" });
    next.on("error", (err) => logger.warn({ err }, "the change listener's connection failed"));
    next.on("notification", (message) => {
      const { id, changes } = readNotification(message.payload);
      hear(changes);
      if (id) echoes.get(id)?.();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    next.once("end", () => {
      client = null;
      if (!closed) listenAgain();
    });
    client = next;
  };

  const listenAgain = () => {
    retry = setTimeout(() => {
      connect().then(
        () => {
          hear([EVERYTHING]);
          logger.info("listening for changes again");
        },
        (err: unknown) => {
          logger.warn({ err }, "could not listen for changes; trying again");
          if (!closed) listenAgain();
        },
      );
    }, RELISTEN_MS);
    retry.unref();
  };

  await connect();
  listeners++;
  return {
    async close() {
      if (closed) return;
      closed = true;
      listeners--;
      clearTimeout(retry);
      await client?.end();
    },
  };
}
