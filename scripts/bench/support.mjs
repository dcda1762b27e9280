// Shared by the benchmark scripts: a seeded server on a throw-away database, and a load run.
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

export const root = path.resolve(import.meta.dirname, "../..");

// The web benchmark's page, the raw /v1 call it makes, and the shell (npm run bench:web, bench:serve, bench:cpu).
const TERM = "analyst";
export const PAGE = `/dashboard/organization/employee-organization?tab=job-titles&q=${TERM}`;
// What the page's loader asks for (app/screens/presenters/list.server.ts listQuery): the same page of the same search.
export const RAW = `/v1/refs/employees/orgs/job-titles?limit=50&skip=0&search=${TERM}&fields=code,name`;
/** The same page and call without the search (the first page of all 10,000). */
export const PAGE_ALL = "/dashboard/organization/employee-organization?tab=job-titles";
export const RAW_ALL = "/v1/refs/employees/orgs/job-titles?limit=50&skip=0&fields=code,name";
/** A dashboard page that makes no /v1 call of its own: the cost of the shell every page pays. */
export const SHELL = "/dashboard/qr";
const ADMIN = "admin@majubersama.demo";
const JOB_TITLES = 10_000;

/** Measured as deployed: production React and a configured session secret (cookies over plain HTTP here). */
export function asDeployed() {
  process.env.NODE_ENV = "production";
  process.env.SESSION_SECRET ??= crypto.randomBytes(32).toString("hex");
  process.env.COOKIE_SECURE = "false";
}

export function backends() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  return url ? [{ name: "PGlite", url: null }, { name: "PostgreSQL", url }] : [{ name: "PGlite", url: null }];
}

export async function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** As the README recommends: on PostgreSQL one server process per core; PGlite belongs to one process. */
export const processes = (databaseUrl) => ({ WEB_CONCURRENCY: String(databaseUrl ? os.availableParallelism() : 1) });

/**
 * A database with the demo data plus bulk employees, and the built server running on it.
 * `layout` is "one" (every employee in PT Maju Bersama), "spread" (ten companies of equal size), or
 * `{ MAJU: n, SAMUDRA: m }`: each demo company grown to that many employees (`employees` is then unused).
 */
export async function seededServer(backend, employees, layout = "one") {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hr-bench-"));
  let databaseUrl = null;
  let dropDatabase = async () => {};
  if (backend.url) {
    const name = `hr_bench_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: backend.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(backend.url);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: backend.url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const cli = (...args) => execFileSync(process.execPath, ["build/cli.js", ...args], { cwd: root, env, stdio: "pipe" });
  cli("seed");
  // The demo companies start with 150 employees each (api/db/seed.ts).
  const sizes = new Map(typeof layout === "object" ? [] : [["MAJU", 150], ["SAMUDRA", 150]]);
  if (typeof layout === "object") {
    for (const [code, size] of Object.entries(layout)) if (size > 150) cli("seed:bulk", "--company", code, "--count", String(size - 150));
    for (const [code, size] of Object.entries(layout)) sizes.set(code, Math.max(size, 150));
  } else {
    const companies = layout === "spread" ? ["MAJU", "SAMUDRA", ...Array.from({ length: 8 }, (_, i) => `BENCH${i + 1}`)] : ["MAJU"];
    const each = Math.floor(employees / companies.length);
    for (const code of companies) {
      if (code.startsWith("BENCH")) cli("company:create", "--name", `PT Bench ${code.slice(5)}`, "--code", code);
      const existing = code.startsWith("BENCH") ? 0 : 150;
      if (each - existing > 0) cli("seed:bulk", "--company", code, "--count", String(each - existing));
    }
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child;
  const start = async () => {
    // BENCH_NODE_ARGS: extra Node options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
    child = spawn(process.execPath, [...nodeArgs, "build/server.js"], { cwd: root, env: { ...env, ...processes(databaseUrl), PORT: String(port), HOST: "127.0.0.1", DEMO_DATA: "false" }, stdio: "inherit" });
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${url}/readyz`)).ok) break;
      } catch {
        // starting
      }
      // Five minutes: a server over 50,000 employees on a busy shared machine starts slowly.
      if (i > 3000) {
        child.kill("SIGTERM"); // not left running after the script gives up
        throw new Error("server did not start");
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const halt = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  };
  await start();
  return {
    url,
    /** Where the database lives: the PGlite folder (with the server stopped, a script may open it), or the URL. */
    dataDir,
    databaseUrl,
    get pid() {
      return child.pid;
    },
    /** Stops the server and keeps the database (PGlite: frees the folder for the script). */
    async halt() {
      await halt();
    },
    /** Grows a demo company to `size` employees (the server is stopped meanwhile: PGlite has one owner). */
    async grow(code, size) {
      await halt();
      const now = sizes.get(code) ?? 0;
      if (size > now) cli("seed:bulk", "--company", code, "--count", String(size - now));
      sizes.set(code, size);
      await start();
    },
    /** The same database under a freshly started server (a new build, for instance). */
    async restart() {
      await halt();
      await start();
    },
    async stop() {
      await halt();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A process and its children (the workers of WEB_CONCURRENCY > 1), by /proc. */
export function processTree(pid) {
  const children = (() => {
    try {
      return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
    } catch {
      return [];
    }
  })();
  return [pid, ...children.flatMap(processTree)];
}

/** A process's resident memory now and at its peak (VmRSS, VmHWM of /proc/<pid>/status), in bytes; null when gone. */
export function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
  } catch {
    return null;
  }
}

export async function signIn(url, username = ADMIN) {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password: "demo-pass-2026" }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One run of `seconds` at `connections`: requests per second and p95 latency (ms); any failure throws. */
async function run({ url, headers = {}, connections = 10 }, seconds) {
  const latencies = [];
  let failures = 0;
  // A shared machine may hold a page past autocannon's 10 s: 60 s before a request counts as failed.
  const instance = autocannon({ url, headers, connections, duration: seconds, timeout: 60 });
  instance.on("response", (_client, status, _bytes, time) => {
    if (status >= 200 && status < 300) latencies.push(time);
    else failures++;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  if (failures || result.errors || result.non2xx) throw new Error(`${failures + result.errors + result.non2xx} failed requests to ${url}`);
  // No answer within a short run (a very busy machine): no latency to tell.
  return { rps: result.requests.average, p95: latencies.length ? latencies[Math.floor(latencies.length * 0.95)] : null };
}

/** The median of the runs, their spread (the slowest and fastest run's req/s), and every run. */
const summary = (results) => ({
  rps: Math.round(median(results.map((r) => r.rps))),
  p95: results.some((r) => r.p95 !== null) ? Number(median(results.filter((r) => r.p95 !== null).map((r) => r.p95)).toFixed(1)) : null,
  rpsMin: Math.round(Math.min(...results.map((r) => r.rps))),
  rpsMax: Math.round(Math.max(...results.map((r) => r.rps))),
  runs: results,
});

/** Requests per second and p95 latency (ms) at `connections`, the median of `runs` runs of `seconds`. */
export async function load({ url, headers = {}, connections = 10, seconds = 10, runs = 3 }) {
  await run({ url, headers, connections }, 2); // warm-up
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await run({ url, headers, connections }, seconds));
  return summary(results);
}

/**
 * Like `load`, for targets that are compared with each other: they take turns, round after round, so a
 * machine that speeds up or slows down during the measurement does so for all of them alike.
 */
export async function loadInTurns(targets, { seconds = 10, runs = 3 } = {}) {
  for (const target of Object.values(targets)) await run(target, 2); // warm-up
  const results = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let i = 0; i < runs; i++) for (const [name, target] of Object.entries(targets)) results[name].push(await run(target, seconds));
  return Object.fromEntries(Object.entries(results).map(([name, list]) => [name, summary(list)]));
}

/**
 * A load run that tolerates failures and counts them: `seconds` at `connections` (50 by default), every
 * answer counted by status, and the requests that got none (reset, timed out) apart. Requests per second
 * and p95 latency (ms) of the 2xx answers.
 */
export async function soak({ url, headers = {}, connections = 50 }, seconds) {
  const latencies = [];
  const statuses = new Map();
  // A page at 50 connections on a slow machine may wait long: 60 s before autocannon gives up on one.
  const instance = autocannon({ url, headers, connections, duration: seconds, timeout: 60 });
  instance.on("response", (_client, status, _bytes, time) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status >= 200 && status < 300) latencies.push(time);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const answers = [...statuses.values()].reduce((a, b) => a + b, 0);
  const non2xx = [...statuses].filter(([status]) => status < 200 || status >= 300).reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: answers + result.errors,
    non2xx,
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    errors: result.errors,
    timeouts: result.timeouts,
    rps: Math.round(answers / seconds),
    p95: latencies.length ? Number(latencies[Math.floor(latencies.length * 0.95)].toFixed(1)) : null,
  };
}

const WORDS = ["Senior", "Junior", "Lead", "Principal", "Associate", "Assistant", "Chief", "Staff", "Head", "Trainee"];
const ROLES = ["Analyst", "Engineer", "Officer", "Supervisor", "Coordinator", "Specialist", "Manager", "Technician", "Clerk", "Consultant"];

/** 10,000 job titles through POST /v1 (10 at a time); one in ten is an analyst. */
export async function createJobTitles(url, token) {
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= JOB_TITLES) return;
      const name = `${WORDS[Math.floor(i / 10) % WORDS.length]} ${ROLES[i % ROLES.length]} ${String(i).padStart(5, "0")}`;
      const response = await fetch(`${url}/v1/refs/employees/orgs/job-titles`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ code: `BJ-${String(i).padStart(5, "0")}`, name }),
      });
      if (response.status !== 201) throw new Error(`create ${i}: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}

const cookiesOf = (response) => (response.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]);

/** The session cookie of the real sign-in form (POST /?index with the page's CSRF token). */
export async function benchSession(url, username = ADMIN) {
  const first = await fetch(`${url}/`);
  const jar = cookiesOf(first);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await first.text())?.[1];
  if (!csrf) throw new Error("no CSRF token on the sign-in page");
  const response = await fetch(`${url}/?index`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrf, username, password: "demo-pass-2026" }),
  });
  if (response.status !== 302) throw new Error(`web sign-in failed: ${response.status}`);
  return cookiesOf(response).join("; ");
}
