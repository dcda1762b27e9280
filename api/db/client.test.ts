/**
 * The database layer on a real database: PGlite always, and PostgreSQL too when TEST_DATABASE_URL is
 * set (a fresh database is created for the run and dropped afterwards).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import zlib from "node:zlib";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseLockedError, migrate, openDatabase, queryRows, type Database, type Db, type Tx } from "./client";
import { migratedPgliteFolder, testBackends } from "./test-backends";
import {
  attendance_records,
  companies,
  company_digital_signatures,
  departments,
  employee_family,
  employees,
  files,
  relationships,
  users,
  warning_letters,
} from "./schema/index";

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

const backends = testBackends("hr-db-test");

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
function pgCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if ("code" in current && typeof current.code === "string") return current.code;
    current = "cause" in current ? current.cause : undefined;
  }
  return undefined;
}

async function expectPgError(promise: Promise<unknown>, code: string): Promise<void> {
  let caught: unknown;
  try {
    await promise;
  } catch (err) {
    caught = err;
  }
  expect(caught, `expected a database error ${code}`).toBeDefined();
  expect(pgCode(caught)).toBe(code);
}

const FK_VIOLATION = "23503";
const UNIQUE_VIOLATION = "23505";
const CHECK_VIOLATION = "23514";

async function newCompany(db: Db, name: string) {
  const code = `${name.replace(/\W+/g, "").slice(0, 8).toUpperCase()}${Math.random().toString(36).slice(2, 6)}`;
  const [company] = await db.insert(companies).values({ name, code }).returning();
  return company;
}

describe.each(backends)("database on $name", (backend) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await backend.open();
    await migrate(database, { migrationsFolder });
    db = database.db;
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await backend.dispose();
  }, 60_000);

  it("reports its kind, answers a ping and migrates again as a no-op", async () => {
    expect(database.kind).toBe(backend.name);
    await database.ping();
    await migrate(database, { migrationsFolder });
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    expect(n).toBe(journal.entries.length);
  });

  it("writes and reads a company, an employee and a sub-list row", async () => {
    const company = await newCompany(db, "PT Maju Bersama");
    expect(company.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/); // UUIDv7 from the app
    expect(company.created_at).toBeInstanceOf(Date);

    const [relationship] = await db.insert(relationships).values({ company_id: company.id, code: "SP", name: "Spouse" }).returning();
    const [employee] = await db
      .insert(employees)
      .values({
        company_id: company.id,
        fullname: "Budi Santoso",
        nickname: "EMP-001",
        birth_date: "1990-05-17",
        gender: "male",
        marital_status: "k/1",
        basic_salary: "7500000",
        id_card_address: { address: "Jl. Merdeka 1", rt: "001", rw: "002", city: "Bandung" },
      })
      .returning();
    await db.insert(employee_family).values({
      company_id: company.id,
      employee_id: employee.id,
      name: "Siti Aminah",
      relationship_id: relationship.id,
      bpjs_ks_additional: true,
    });

    const [read] = await db
      .select()
      .from(employees)
      .where(and(eq(employees.company_id, company.id), eq(employees.id, employee.id)));
    // Dates and numerics come back as strings on both drivers; jsonb as objects; defaults applied.
    expect(read.birth_date).toBe("1990-05-17");
    expect(read.basic_salary).toBe("7500000");
    expect(read.allowance_meal).toBe("0");
    expect(read.id_card_address).toEqual({ address: "Jl. Merdeka 1", rt: "001", rw: "002", city: "Bandung" });
    expect(read.active).toBe(true);
    expect(read.status).toBe("not_set");

    const family = await db
      .select({ name: employee_family.name, relationship: relationships.name })
      .from(employee_family)
      .innerJoin(
        relationships,
        and(eq(relationships.company_id, employee_family.company_id), eq(relationships.id, employee_family.relationship_id)),
      )
      .where(and(eq(employee_family.company_id, company.id), eq(employee_family.employee_id, employee.id)));
    expect(family).toEqual([{ name: "Siti Aminah", relationship: "Spouse" }]);
  });

  it("refuses a reference to another company's row (composite foreign key)", async () => {
    const a = await newCompany(db, "PT A");
    const b = await newCompany(db, "PT B");
    const [deptB] = await db.insert(departments).values({ company_id: b.id, code: "FIN", name: "Finance" }).returning();
    await expectPgError(db.insert(employees).values({ company_id: a.id, fullname: "Ani", department_id: deptB.id }), FK_VIOLATION);

    // Same for files: a company's row may only point at its own files.
    const [fileB] = await db
      .insert(files)
      .values({ company_id: b.id, purpose: "photo", name: "b.png", content_type: "image/png", size: 10, storage_key: `b/${b.id}.png` })
      .returning();
    await expectPgError(db.insert(employees).values({ company_id: a.id, fullname: "Ani", photo_id: fileB.id }), FK_VIOLATION);
    await db.insert(employees).values({ company_id: b.id, fullname: "Bayu", photo_id: fileB.id });
  });

  it("deleting a department clears it on its employees and keeps their company", async () => {
    const company = await newCompany(db, "PT Set Null");
    const [dept] = await db.insert(departments).values({ company_id: company.id, code: "HR", name: "Human Resources" }).returning();
    const inserted = await db
      .insert(employees)
      .values([
        { company_id: company.id, fullname: "Dewi", department_id: dept.id },
        { company_id: company.id, fullname: "Eko", department_id: dept.id },
      ])
      .returning({ id: employees.id });
    // The department's head is an employee: a cycle of references, which is fine.
    await db
      .update(departments)
      .set({ head_id: inserted[0].id })
      .where(and(eq(departments.company_id, company.id), eq(departments.id, dept.id)));

    await db.delete(departments).where(and(eq(departments.company_id, company.id), eq(departments.id, dept.id)));

    const rows = await db
      .select({ company_id: employees.company_id, department_id: employees.department_id })
      .from(employees)
      .where(eq(employees.company_id, company.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toEqual({ company_id: company.id, department_id: null });
  });

  it("declares every composite SET NULL key with a column list (only the id column is nulled)", async () => {
    const keys = await queryRows<{ name: string; columns: number; setnull: number[] | null; company_attnum: number }>(
      db,
      sql`select c.conname as name, cardinality(c.conkey) as columns, c.confdelsetcols::int[] as setnull,
                 (select a.attnum::int from pg_attribute a where a.attrelid = c.conrelid and a.attname = 'company_id') as company_attnum
          from pg_constraint c
          where c.contype = 'f' and c.confdeltype = 'n' and c.connamespace = 'public'::regnamespace`,
    );
    const composite = keys.filter((k) => k.columns > 1);
    expect(composite.length).toBeGreaterThan(40);
    for (const key of composite) {
      expect(key.setnull, key.name).not.toBeNull();
      expect(key.setnull, key.name).toHaveLength(1);
      expect(key.setnull, key.name).not.toContain(key.company_attnum);
    }
  });

  it("keeps history: an employee with a warning letter cannot be hard-deleted; sub-lists cascade", async () => {
    const company = await newCompany(db, "PT History");
    const [withLetter] = await db.insert(employees).values({ company_id: company.id, fullname: "Fajar" }).returning();
    await db.insert(warning_letters).values({ company_id: company.id, employee_id: withLetter.id, type: "sp_1", start_date: "2026-01-05" });
    await expectPgError(
      db.delete(employees).where(and(eq(employees.company_id, company.id), eq(employees.id, withLetter.id))),
      FK_VIOLATION,
    );

    const [plain] = await db.insert(employees).values({ company_id: company.id, fullname: "Gita" }).returning();
    await db.insert(employee_family).values({ company_id: company.id, employee_id: plain.id, name: "Hadi" });
    await db.delete(employees).where(and(eq(employees.company_id, company.id), eq(employees.id, plain.id)));
    const left = await db.select().from(employee_family).where(eq(employee_family.company_id, company.id));
    expect(left).toEqual([]);
  });

  it("scopes unique constraints by company", async () => {
    const a = await newCompany(db, "PT Unique A");
    const b = await newCompany(db, "PT Unique B");
    await db.insert(departments).values({ company_id: a.id, code: "OPS", name: "Operations" });
    await db.insert(departments).values({ company_id: b.id, code: "OPS", name: "Operations" });
    await expectPgError(db.insert(departments).values({ company_id: a.id, code: "OPS", name: "Other" }), UNIQUE_VIOLATION);

    // At most one selected digital signature per company (partial unique index).
    await db.insert(company_digital_signatures).values({ company_id: a.id, name: "Director", selected: true });
    await db.insert(company_digital_signatures).values({ company_id: a.id, name: "Manager", selected: false });
    await db.insert(company_digital_signatures).values({ company_id: b.id, name: "Director", selected: true });
    await expectPgError(db.insert(company_digital_signatures).values({ company_id: a.id, name: "HR", selected: true }), UNIQUE_VIOLATION);
  });

  it("rejects values outside the allowed lists and ranges", async () => {
    const company = await newCompany(db, "PT Checks");
    const base = { company_id: company.id, fullname: "Indra" };
    await expectPgError(db.insert(employees).values({ ...base, work_days: 7 }), CHECK_VIOLATION);
    await expectPgError(db.insert(employees).values({ ...base, no_of_children: 21 }), CHECK_VIOLATION);
    await expectPgError(db.insert(employees).values({ ...base, marital_status: "married" }), CHECK_VIOLATION);
    await expectPgError(db.insert(employees).values({ ...base, account_number: "12-34" }), CHECK_VIOLATION);
    await expectPgError(db.insert(users).values({ company_id: company.id, fullname: "Dev", email: "dev@x.id", level: "developer" }), CHECK_VIOLATION);
    await expectPgError(db.update(companies).set({ jkk_percentage: "0.3" }).where(eq(companies.id, company.id)), CHECK_VIOLATION);
    await db.update(companies).set({ jkk_percentage: "0.24" }).where(eq(companies.id, company.id));
    await db.insert(employees).values({ ...base, work_days: 6, no_of_children: 20, marital_status: "tk/0", account_number: "0123456789" });
  });

  it("rolls a transaction back as a whole", async () => {
    const company = await newCompany(db, "PT Tx");
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(employees).values({ company_id: company.id, fullname: "Joko" });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const count = await db.$count(employees, eq(employees.company_id, company.id));
    expect(count).toBe(0);

    // Helpers take a Tx (or a Db: a Tx is one) so they compose inside a caller's transaction.
    const addEmployee = async (tx: Tx | Db, fullname: string) => {
      await tx.insert(employees).values({ company_id: company.id, fullname });
    };
    await db.transaction(async (tx) => {
      await addEmployee(tx, "Kartika");
      // A nested transaction is a savepoint: its failure does not undo the outer work.
      await expect(
        tx.transaction(async (inner) => {
          await addEmployee(inner, "Lukas");
          throw new Error("inner abort");
        }),
      ).rejects.toThrow("inner abort");
    });
    expect(await db.$count(employees, eq(employees.company_id, company.id))).toBe(1);
  });

  it("runs in UTC and sorts names with the ICU collation", async () => {
    const [{ tz }] = await queryRows<{ tz: string }>(db, sql`select current_setting('TimeZone') as tz`);
    expect(tz).toBe("UTC");

    const company = await newCompany(db, "PT Sort");
    const clockIn = new Date("2026-03-02T01:05:00.000Z");
    const [employee] = await db.insert(employees).values({ company_id: company.id, fullname: "Lestari" }).returning();
    await db.insert(attendance_records).values({ company_id: company.id, employee_id: employee.id, date: "2026-03-02", clock_in_at: clockIn, late_minutes: 5 });
    const [record] = await db.select().from(attendance_records).where(eq(attendance_records.company_id, company.id));
    expect(record.clock_in_at?.toISOString()).toBe(clockIn.toISOString());
    const [{ text }] = await queryRows<{ text: string }>(
      db,
      sql`select clock_in_at::text as text from attendance_records where company_id = ${company.id}`,
    );
    expect(text).toBe("2026-03-02 01:05:00+00");

    for (const fullname of ["bambang", "Agus", "Çahya", "Zainal", "ani"]) {
      await db.insert(employees).values({ company_id: company.id, fullname });
    }
    const sorted = await db
      .select({ fullname: employees.fullname })
      .from(employees)
      .where(eq(employees.company_id, company.id))
      .orderBy(asc(sql`${employees.fullname} COLLATE "und-x-icu"`));
    expect(sorted.map((r) => r.fullname)).toEqual(["Agus", "ani", "bambang", "Çahya", "Lestari", "Zainal"]);
  });

  it("keeps the data across close and reopen", async () => {
    const company = await newCompany(db, "PT Persist");
    await database.close();
    database = await backend.open();
    db = database.db;
    const [again] = await db.select().from(companies).where(eq(companies.id, company.id));
    expect(again?.name).toBe("PT Persist");
  }, 60_000);

  it("deletes a company with all of its rows", async () => {
    const company = await newCompany(db, "PT Gone");
    const [dept] = await db.insert(departments).values({ company_id: company.id, code: "X", name: "X" }).returning();
    const [employee] = await db.insert(employees).values({ company_id: company.id, fullname: "Mega", department_id: dept.id }).returning();
    await db.insert(warning_letters).values({ company_id: company.id, employee_id: employee.id, type: "sp_2", start_date: "2026-02-01" });
    await db.delete(companies).where(eq(companies.id, company.id));
    expect(await db.$count(employees, eq(employees.company_id, company.id))).toBe(0);
    expect(await db.$count(warning_letters, eq(warning_letters.company_id, company.id))).toBe(0);
  });
});

describe("the embedded database's folder", () => {
  const dataDir = migratedPgliteFolder("hr-db-lock");
  const lockFile = path.join(dataDir, ".lock");
  let database: Database | undefined;

  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("is locked while open, released on close, and a stale lock is taken over", async () => {
    database = await openDatabase({ dataDir });
    expect(fs.readFileSync(lockFile, "utf8").split("\n")[0]).toBe(String(process.pid));
    await database.db.execute(sql`create table t (v text)`);
    await database.db.execute(sql`insert into t values ('kept')`);

    // A second open of the same folder is refused while the first is open.
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);

    // Another live process holding the lock is refused too.
    await database.close();
    database = undefined;
    expect(fs.existsSync(lockFile)).toBe(false);
    fs.writeFileSync(lockFile, `${process.ppid}\nelsewhere\n`);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);

    // A lock left by a dead process is stale: it is taken over, and the data is still there.
    const dead = spawnSync(process.execPath, ["-e", "process.exit(0)"]);
    fs.writeFileSync(lockFile, `${dead.pid}\nelsewhere\n`);
    database = await openDatabase({ dataDir });
    expect(fs.readFileSync(lockFile, "utf8").split("\n")[0]).toBe(String(process.pid));
    const rows = await queryRows<{ v: string }>(database.db, sql`select v from t`);
    expect(rows).toEqual([{ v: "kept" }]);
  }, 60_000);

  it("writes a gzip backup of the data folder", async () => {
    expect(database?.backup).toBeTypeOf("function");
    const target = path.join(dataDir, "backups", "backup.tar.gz");
    await database?.backup?.(target);
    const tar = zlib.gunzipSync(fs.readFileSync(target));
    expect(tar.length).toBeGreaterThan(1024);
    expect(tar.includes(Buffer.from("PG_VERSION"))).toBe(true);
  }, 60_000);

  it("takes over a lock whose PID now belongs to a process started after the lock was written", async () => {
    await database?.close();
    database = undefined;
    const stranger = spawn("sleep", ["30"], { stdio: "ignore" });
    try {
      // The PID of a running process, in a lock written before it started (a restart reused the PID).
      fs.writeFileSync(lockFile, `${stranger.pid}\nelsewhere\n`);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
      const anHourAgo = new Date(Date.now() - 3_600_000);
      fs.utimesSync(lockFile, anHourAgo, anHourAgo);
      database = await openDatabase({ dataDir });
      expect(fs.readFileSync(lockFile, "utf8").split("\n")[0]).toBe(String(process.pid));
    } finally {
      stranger.kill("SIGKILL");
    }
  }, 60_000);

  it("refuses a data folder that is not a database", async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "hr-db-bad-"));
    try {
      fs.mkdirSync(path.join(other, "pgdata"));
      fs.writeFileSync(path.join(other, "pgdata", "notes.txt"), "hello");
      await expect(openDatabase({ dataDir: other })).rejects.toThrow(/not a PostgreSQL data folder/);
      expect(fs.existsSync(path.join(other, ".lock"))).toBe(false);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
