/**
 * The databases the database-layer tests run on: PGlite always, and PostgreSQL too when
 * TEST_DATABASE_URL is set (a fresh database is created for the run and dropped afterwards).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "./client";

export interface Backend {
  name: "pglite" | "postgres";
  /** PostgreSQL: the test database's address (for a connection of its own). */
  databaseUrl?: string;
  /** Opens (or reopens) the backend's database. */
  open(): Promise<Database>;
  /** Removes everything the backend created. */
  dispose(): Promise<void>;
}

/**
 * A new embedded database folder, migrated, with no rows: a copy of the one the db project's global setup
 * made for the run (tests/support/db-template.ts), which opens in a fraction of the time a new folder takes.
 */
export function migratedPgliteFolder(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.cpSync(inject("migratedPglite"), dataDir, { recursive: true });
  return dataDir;
}

function pgliteBackend(prefix: string): Backend {
  const dataDir = migratedPgliteFolder(prefix);
  return {
    name: "pglite",
    open: () => openDatabase({ dataDir }),
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresBackend(baseUrl: string, prefix: string): Backend {
  const dbName = `${prefix.replace(/-/g, "_")}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const adminUrl = new URL(baseUrl);
  adminUrl.pathname = "/postgres";
  const testUrl = new URL(baseUrl);
  testUrl.pathname = `/${dbName}`;
  let created = false;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name: "postgres",
    databaseUrl: testUrl.toString(),
    async open() {
      if (!created) {
        await admin(`CREATE DATABASE "${dbName}"`);
        created = true;
      }
      return openDatabase({ dataDir: "/nonexistent-unused", databaseUrl: testUrl.toString() });
    },
    async dispose() {
      if (created) await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    },
  };
}

/** PGlite, plus PostgreSQL when the environment names a server. */
export function testBackends(prefix: string): Backend[] {
  const backends = [pgliteBackend(prefix)];
  if (process.env.TEST_DATABASE_URL) backends.push(postgresBackend(process.env.TEST_DATABASE_URL, prefix));
  return backends;
}
