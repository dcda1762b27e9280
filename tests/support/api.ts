/**
 * The API under test: the real built server on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set
 * (a fresh database per server, dropped afterwards). The demo data gives two companies and every role;
 * each server starts on a copy of the run's templates (tests/support/templates.ts), or migrates and
 * seeds empty data where there are none.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { startServer, type RunningServer } from "./server";

export const DEMO_PASSWORD = "demo-pass-2026";

export const ACCOUNTS = {
  developer: "developer@demo.hr",
  admin: "admin@majubersama.demo",
  sub_admin: "subadmin@majubersama.demo",
  custom: "custom@majubersama.demo",
  admin_location: "adminloc@majubersama.demo",
  approver: "approver@majubersama.demo",
  employee: "employee@majubersama.demo",
  otherAdmin: "admin@samudraenergi.demo",
  otherEmployee: "employee@samudraenergi.demo",
} as const;
export type Account = keyof typeof ACCOUNTS;

export type Backend = "pglite" | "postgres";

/**
 * For the files where the database's own behaviour is under test — locks and concurrent writes, a killed
 * process, what the database refuses, SQL written by hand: PGlite always, PostgreSQL too when the
 * environment names a server.
 */
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * For the files where the API behaves the same on either (PGlite is PostgreSQL compiled to WebAssembly):
 * one backend — the server when there is one, which costs the two cores less, else PGlite
 * (docs/decisions/0026-tests-in-parallel.md).
 */
export const ONE_BACKEND: Backend[] = process.env.TEST_DATABASE_URL ? ["postgres"] : ["pglite"];

/**
 * The browser tests' backend, where a page and not the database is under test: the same choice as
 * ONE_BACKEND. A PGlite server costs about 4 s of CPU to start and runs every query in WebAssembly in its
 * own process; without TEST_DATABASE_URL (a fresh machine) the pages run on PGlite
 * (docs/decisions/0026-tests-in-parallel.md, addendum 2).
 */
export const PAGES_BACKEND: Backend = ONE_BACKEND[0];

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Where the server under test keeps its data: the embedded database's folder, or a PostgreSQL database. */
export interface TestData {
  dataDir: string;
  databaseUrl?: string;
}

export interface TestApi {
  server: RunningServer;
  backend: Backend;
  /** PostgreSQL: the database the server runs on (another server may be started on it too). */
  databaseUrl?: string;
  /**
   * Stops the server, runs `between` on its stopped data (e.g. SQL through api/db/client), and starts
   * it again on the same data, as after a restart; `env` is added to its environment from then on.
   */
  restart(between?: (data: TestData) => Promise<void>, env?: Record<string, string>): Promise<void>;
  call<T = Record<string, unknown>>(token: string | null, method: string, path: string, body?: unknown): Promise<ApiResponse<T>>;
  login(account: Account): Promise<string>;
  stop(): Promise<void>;
}

async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `hr_e2e_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  const template = inject("postgresTemplate");
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function startApi(backend: Backend, env: Record<string, string> = {}): Promise<TestApi> {
  const database = backend === "postgres" ? await freshPostgresDatabase() : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hr-test-data-"));
  // The template's data folder: PGlite's database, or beside PostgreSQL's the files the seed stored.
  const template = backend === "pglite" ? inject("pgliteTemplate") : inject("postgresTemplateFiles");
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  let later: Record<string, string> = {};
  const start = () => startServer({ dataDir, env: { DEMO_DATA: "true", ...(database ? { DATABASE_URL: database.url } : {}), ...env, ...later } });
  let server = await start();
  const tokens = new Map<Account, string>();

  async function call<T>(token: string | null, method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      payload = typeof body === "string" ? body : JSON.stringify(body);
    }
    const response = await fetch(`${server.url}/v1/${path.replace(/^\//, "")}`, { method, headers, body: payload });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  return {
    get server() {
      return server;
    },
    backend,
    databaseUrl: database?.url,
    call,
    async restart(between, more) {
      await server.stop();
      await between?.({ dataDir, databaseUrl: database?.url });
      later = { ...later, ...more };
      server = await start();
    },
    async login(account) {
      const cached = tokens.get(account);
      if (cached) return cached;
      const response = await call<{ data: { token: string } }>(null, "POST", "auth/login", { username: ACCOUNTS[account], password: DEMO_PASSWORD });
      if (response.status !== 200) throw new Error(`login ${account}: ${response.status} ${JSON.stringify(response.body)}`);
      tokens.set(account, response.body.data.token);
      return response.body.data.token;
    },
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
