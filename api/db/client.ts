/**
 * The database client: embedded PGlite persisted in `${dataDir}/pgdata` by default, or a PostgreSQL
 * server through `pg` when a `databaseUrl` is given. Both are exposed as the same drizzle `Db`, so
 * callers never care which one runs.
 *
 * PGlite runs inside this process and serialises every query (docs/conventions.md, "Stack facts"): keep transactions
 * short, never await network or file I/O inside one, and always use `db.transaction(async (tx) => …)`
 * (drizzle routes it through the driver's transaction API; a raw `BEGIN` would share PGlite's single
 * session with concurrent requests). Never issue a session-level `SET` at run time: on PGlite every
 * later request would see it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type ExtractTablesWithRelations, type SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index";

export type Schema = typeof schema;

/** The drizzle database, identical for both drivers (PgDatabase is their common base class). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What `db.transaction(async (tx) => …)` hands to its callback. A Tx is also a Db. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseLogger {
  info(obj: object, msg?: string): void;
  error?(obj: object, msg?: string): void;
}

export interface OpenDatabaseOptions {
  /** Where the embedded database lives (`${dataDir}/pgdata`) and its lock file (`${dataDir}/.lock`). */
  dataDir: string;
  /** postgres://… — use this PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  logger?: DatabaseLogger;
  /** PostgreSQL only: the pool size (default 10). */
  poolSize?: number;
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** Closes the database (and, for PGlite, releases the folder lock). Safe to call twice. */
  close(): Promise<void>;
  /** PGlite only: writes a gzip tarball of the data folder (PGlite's dumpDataDir) to targetFile. */
  backup?(targetFile: string): Promise<void>;
}

export interface MigrateOptions {
  /**
   * The folder drizzle-kit generates into. Defaults to `<cwd>/api/db/migrations`, which is right both
   * when running from source (tsx) and for the bundled build/server.js, as long as the process starts
   * in the project folder and the image copies api/db/migrations.
   */
  migrationsFolder?: string;
}

/** Thrown when the embedded database's folder is held by another live process (or this one). */
export class DatabaseLockedError extends Error {
  readonly code = "EDBLOCKED";
  constructor(
    message: string,
    readonly lockFile: string,
    readonly holderPid: number | null,
  ) {
    super(message);
    this.name = "DatabaseLockedError";
  }
}

/** How each open Database runs its migrations (needs the concrete driver, which `Db` hides). */
const migrators = new WeakMap<Database, (migrationsFolder: string) => Promise<void>>();

/** What one driver does; databaseOver() makes it a Database. */
interface Driver extends Pick<Database, "ping" | "backup"> {
  /** Ends the connection(s); called once, however often the Database is closed. */
  close(): Promise<void>;
  migrate(migrationsFolder: string): Promise<void>;
}

/** The Database over a driver, alike for both: a second close() does nothing, and closing forgets the migrator. */
function databaseOver(kind: DatabaseKind, db: Db, driver: Driver): Database {
  let closed = false;
  const database: Database = {
    db,
    kind,
    ping: driver.ping,
    async close() {
      if (closed) return;
      closed = true;
      migrators.delete(database);
      await driver.close();
    },
  };
  if (driver.backup) database.backup = driver.backup;
  migrators.set(database, driver.migrate);
  return database;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts);
}

/** Applies every pending migration. Run at start (before serving) and by `npm run db:migrate`. */
export async function migrate(database: Database, opts: MigrateOptions = {}): Promise<void> {
  const migrationsFolder = path.resolve(opts.migrationsFolder ?? path.resolve(process.cwd(), "api/db/migrations"));
  if (!fs.existsSync(path.join(migrationsFolder, "meta", "_journal.json"))) {
    throw new Error(`No drizzle migrations in ${migrationsFolder} (meta/_journal.json is missing)`);
  }
  const run = migrators.get(database);
  if (!run) throw new Error("migrate(): not a Database returned by openDatabase(), or already closed");
  await run(migrationsFolder);
}

/**
 * Runs a raw SQL query and returns its rows, on either driver (both results carry `rows`). Prefer the
 * query builder; this is for what it cannot express.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// ---------------------------------------------------------------------------------------------------
// PostgreSQL server

/** Any constant: serialises migrations of replicas that start at the same time. */
const MIGRATION_LOCK_KEY = 7_426_001;

async function openPostgres(databaseUrl: string, opts: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: opts.poolSize ?? 10,
    // Every connection's session time zone is UTC, whatever the server's default.
    options: "-c TimeZone=UTC",
    application_name: "hr-dashboard",
  });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on("error", (err) => opts.logger?.error?.({ err }, "postgres: idle connection error"));

  const database = databaseOver("postgres", drizzleNodePg({ client: pool, schema }), {
    async ping() {
      await pool.query("select 1");
    },
    close: () => pool.end(),
    async migrate(migrationsFolder) {
      // One dedicated connection holds a session advisory lock around the migrator, so replicas that
      // start together migrate one after another (the later ones find nothing left to do).
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
  });

  try {
    await database.ping();
  } catch (err) {
    await database.close();
    throw err;
  }
  opts.logger?.info({ kind: "postgres", host: safeHost(databaseUrl) }, "database opened");
  return database;
}

/** host:port/database of a URL, without credentials, for the log. */
function safeHost(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || "5432"}${url.pathname}`;
  } catch {
    return "(unparsable url)";
  }
}

// ---------------------------------------------------------------------------------------------------
// Embedded PGlite

async function openPglite(opts: OpenDatabaseOptions): Promise<Database> {
  const dataDir = path.resolve(opts.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(path.join(dataDir, ".lock"));

  let client: PGlite;
  try {
    const pgdata = path.join(dataDir, "pgdata");
    checkDataFolder(pgdata);
    // pg_trgm backs the employee search (trigram indexes), as on a PostgreSQL server.
    // shared_buffers at 32 MB instead of PostgreSQL's 128 MB: PGlite holds its buffers in the process's own
    // memory and touches all of them at start (about 120 MB of resident set), while the data files are read
    // through the operating system's page cache anyway; measured no slower (docs/benchmarks.md, "Memory").
    client = await PGlite.create(pgdata, { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"] });
    // PGlite has a single session: set once here, it holds for every later query.
    await client.exec("SET TIME ZONE 'UTC'");
  } catch (err) {
    release();
    throw err;
  }

  const database = databaseOver("pglite", drizzlePglite({ client, schema }), {
    async ping() {
      await client.query("select 1");
    },
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
    async backup(targetFile: string) {
      const target = path.resolve(targetFile);
      const dump = await client.dumpDataDir("gzip");
      const bytes = Buffer.from(await dump.arrayBuffer());
      fs.mkdirSync(path.dirname(target), { recursive: true });
      // Write next to the target and rename, so a crash never leaves a truncated backup behind.
      const temp = `${target}.${process.pid}.tmp`;
      fs.writeFileSync(temp, bytes);
      fs.renameSync(temp, target);
      opts.logger?.info({ file: target, bytes: bytes.length }, "database backup written");
    },
    async migrate(migrationsFolder) {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
  });
  opts.logger?.info({ kind: "pglite", dataDir }, "database opened");
  return database;
}

/** Refuses a pgdata folder that has files but is not a PostgreSQL data folder (a wrong DATA_DIR). */
function checkDataFolder(pgdata: string): void {
  if (!fs.existsSync(pgdata)) return;
  const entries = fs.readdirSync(pgdata);
  if (entries.length > 0 && !entries.includes("PG_VERSION")) {
    throw new Error(`${pgdata} is not empty and is not a PostgreSQL data folder (no PG_VERSION): check DATA_DIR`);
  }
}

/** Lock files held by this process (absolute paths), so that a second open in-process is refused too. */
const heldLocks = new Set<string>();
let exitHookInstalled = false;

/** A lock whose holder cannot be read yet is treated as live for this long (it is being written). */
const UNREADABLE_LOCK_GRACE_MS = 10_000;

/**
 * Takes the folder lock: creates the lock file exclusively with this process's PID. An existing lock
 * whose process is alive is refused; a stale one (dead process, or our own PID left by a previous run,
 * e.g. PID 1 in a restarted container) is taken over. Returns the release function.
 *
 * Limits: the PID check only sees processes of this machine and PID namespace; two containers sharing
 * one volume are not detected (run one replica on PGlite, or use PostgreSQL).
 */
function acquireLock(lockFile: string): () => void {
  if (heldLocks.has(lockFile)) {
    throw new DatabaseLockedError(
      `The database folder ${path.dirname(lockFile)} is already open in this process`,
      lockFile,
      process.pid,
    );
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(lockFile, "wx");
      try {
        fs.writeSync(fd, `${process.pid}\n${os.hostname()}\n${new Date().toISOString()}\n`);
      } finally {
        fs.closeSync(fd);
      }
      heldLocks.add(lockFile);
      installExitHook();
      return () => releaseLock(lockFile);
    } catch (err) {
      if (!isErrno(err, "EEXIST")) throw err;
    }

    const holder = readLockPid(lockFile);
    if (holder === "gone") continue;
    if (holder === "unreadable") {
      if (lockAgeMs(lockFile) < UNREADABLE_LOCK_GRACE_MS) {
        throw new DatabaseLockedError(`The database folder ${path.dirname(lockFile)} is being opened by another process`, lockFile, null);
      }
    } else if (holder !== process.pid && isLockHolderAlive(holder, lockFile)) {
      throw new DatabaseLockedError(
        `The database folder ${path.dirname(lockFile)} is in use by process ${holder}. Stop that process first ` +
          `(if no server is running, delete ${lockFile}).`,
        lockFile,
        holder,
      );
    }
    // Stale: move it aside (rename is atomic, so of two processes taking over only one succeeds), then
    // try the exclusive create again.
    const aside = `${lockFile}.stale-${process.pid}`;
    try {
      fs.renameSync(lockFile, aside);
      fs.rmSync(aside, { force: true });
    } catch (err) {
      if (!isErrno(err, "ENOENT")) throw err;
    }
  }
  throw new DatabaseLockedError(`Could not take the lock ${lockFile}`, lockFile, null);
}

function releaseLock(lockFile: string): void {
  if (!heldLocks.delete(lockFile)) return;
  try {
    if (readLockPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  } catch {
    // Nothing to do: a lock left behind is stale and the next start takes it over.
  }
}

/** A process that exits without close() (an uncaught error, process.exit) still frees its folders. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const lockFile of [...heldLocks]) releaseLock(lockFile);
  });
}

function readLockPid(lockFile: string): number | "unreadable" | "gone" {
  let text: string;
  try {
    text = fs.readFileSync(lockFile, "utf8");
  } catch (err) {
    if (isErrno(err, "ENOENT")) return "gone";
    throw err;
  }
  const pid = Number.parseInt(text.split("\n")[0] ?? "", 10);
  return Number.isInteger(pid) && pid > 0 ? pid : "unreadable";
}

function lockAgeMs(lockFile: string): number {
  try {
    return Date.now() - fs.statSync(lockFile).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Whether the lock's holder still runs. process.kill(pid, 0) alone is not enough: a killed process
 * stays a zombie until its parent reaps it (a supervisor that has not yet, or a container's PID 1 that
 * never does), and after a restart its PID may belong to a process started after the lock was written.
 */
function isLockHolderAlive(pid: number, lockFile: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    if (!isErrno(err, "EPERM")) return false;
  }
  const proc = procStat(pid);
  if (!proc) return true;
  if (proc.state === "Z" || proc.state === "X") return false;
  // btime is in whole seconds and may drift with the clock: a few seconds of slack.
  return proc.startedAtMs === null || proc.startedAtMs <= lockWrittenAtMs(lockFile) + 5000;
}

/** Linux's view of a process (/proc/<pid>/stat), or null where there is no /proc. */
function procStat(pid: number): { state: string; startedAtMs: number | null } | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // "pid (name) state ppid …": the name may hold spaces and parentheses, so split after the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const state = fields[0] ?? "";
  const startTicks = Number(fields[19]);
  const bootSeconds = Number(/^btime (\d+)$/m.exec(readText("/proc/stat"))?.[1]);
  // Clock ticks of 1/100 s (USER_HZ, the same on every Linux architecture Node runs on).
  const startedAtMs = Number.isFinite(startTicks) && bootSeconds > 0 ? bootSeconds * 1000 + startTicks * 10 : null;
  return { state, startedAtMs };
}

function readText(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

function lockWrittenAtMs(lockFile: string): number {
  try {
    return fs.statSync(lockFile).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function isErrno(err: unknown, code: string): boolean {
  return typeof err === "object" && err !== null && "code" in err && (err as { code: unknown }).code === code;
}

/** For the health check and the tests: the server's version string. */
export async function serverVersion(db: Db): Promise<string> {
  const rows = await queryRows<{ version: string }>(db, sql`select version() as version`);
  return rows[0]?.version ?? "";
}
