// npm run bench:payroll — Run & Save (POST /v1/payroll/runs, then GET /v1/payroll/runs/{id} until saved)
// for PT Maju Bersama with 10,000 employees, timed end to end, against a baseline measured on the same
// database in the same run: a bulk insert of the same number of payroll_items rows.
//
// Rounds: the same month (this month) is run ROUNDS times; the first run creates the month, the next ones
// replace its items (the "run again" path: delete + insert in the one transaction).
//
// Baseline: the rows the last run saved, read back and inserted again under another run (a month far in
// the future) with new ids, exactly as an application would bulk-insert them — the same columns and values
// (the snapshot, `lines` and `warnings` jsonb included), the project's drivers (node-postgres; PGlite with
// pg_trgm, as api/db/client.ts opens them), 1,000 rows per parameterised multi-row INSERT like the run's
// save, the run row first, all in one transaction, committed. Timed from BEGIN to COMMIT; the read and the
// clean-up are not. It is what the run's save alone would cost with nothing computed and nothing read.
// On PGlite the database belongs to the server's process, so the server is stopped for the baseline; on
// both, the baseline rounds follow the run rounds.
//
// Memory: the server's resident set (VmRSS of /proc/<pid>/status, every 50 ms during each run; with
// WEB_CONCURRENCY > 1, its workers too) and the process's peak (VmHWM) at the end.
//
// On PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { v7 as uuidv7 } from "uuid";
import { backends, memoryOf, processTree, seededServer, signIn } from "./support.mjs";

const EMPLOYEES = 10_000;
const ROUNDS = 3;
const CHUNK = 1_000;
const BASELINE_YEAR = 2199;

// The background jobs' first run (absent days and leave grants over 10,000 employees) would share the cores
// and the database with the first Run & Save: only the run is measured.
process.env.JOBS = "off";

const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
const spread = (values) => `${sorted(values)[0].toFixed(2)}–${sorted(values).at(-1).toFixed(2)}`;
const mib = (bytes) => Math.round(bytes / 1024 / 1024);

async function api(url, token, route, init = {}) {
  return fetch(`${url}/v1/${route}`, { ...init, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...(init.headers ?? {}) } });
}

/** RSS of the server (and its workers) every 50 ms until stopped: the highest single process. */
function sampleMemory(pid) {
  let peak = 0;
  const tick = () => {
    for (const p of processTree(pid)) peak = Math.max(peak, memoryOf(p)?.rss ?? 0);
  };
  tick();
  const timer = setInterval(tick, 50);
  return () => {
    clearInterval(timer);
    tick();
    return peak;
  };
}

/** One Run & Save of the month, end to end: POST, then poll until this run is saved. */
async function runAndSave(server, token, year, month) {
  const started = Date.now();
  const t0 = performance.now();
  const stop = sampleMemory(server.pid);
  const response = await api(server.url, token, "payroll/runs", { method: "POST", body: JSON.stringify({ year, month }) });
  const posted = await response.json();
  if (response.status !== 201 && response.status !== 202) throw new Error(`POST payroll/runs: ${response.status} ${JSON.stringify(posted)}`);
  let run = posted.data;
  // With several workers a poll may reach one that does not know the run in progress: 404 before the first
  // save, or the previous run's row ("saved", an older run_at) during a re-run (decision 0028: progress
  // lives in the process). So: saved, and by this run.
  const savedByThisRun = (r) => r?.status === "saved" && r.run_at && Date.parse(r.run_at) >= started - 1000;
  while (!savedByThisRun(run)) {
    await new Promise((r) => setTimeout(r, 50));
    // A kept-alive connection may be reset by a server whose event loop was busy past its keep-alive
    // timeout (PGlite's writes run on it): the GET is simply asked again.
    const poll = await api(server.url, token, `payroll/runs/${posted.data._id}`).catch((error) => (error?.cause?.code === "ECONNRESET" ? null : Promise.reject(error)));
    if (!poll) continue;
    if (poll.status === 404) continue;
    if (!poll.ok) throw new Error(`GET payroll/runs/${posted.data._id}: ${poll.status} ${await poll.text()}`);
    run = (await poll.json()).data;
  }
  const seconds = (performance.now() - t0) / 1000;
  return { seconds, status: response.status, run, peakRss: stop() };
}

/** The project's drivers, as api/db/client.ts opens them, behind one query(text, params). */
async function openDriver(server) {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl, options: "-c TimeZone=UTC" });
    await client.connect();
    return { query: (text, params) => client.query(text, params), close: () => client.end() };
  }
  const client = await PGlite.create(path.join(server.dataDir, "pgdata"), { extensions: { pg_trgm } });
  await client.exec("SET TIME ZONE 'UTC'");
  return { query: (text, params) => client.query(text, params), close: () => client.close() };
}

/** The saved items of a run as rows to insert again (jsonb as JSON text, the rest as read). */
async function itemsOf(db, companyId, runId) {
  const { rows } = await db.query(`SELECT * FROM payroll_items WHERE company_id = $1 AND payroll_run_id = $2 ORDER BY employee_id`, [companyId, runId]);
  const columns = Object.keys(rows[0]);
  const json = new Set(["employee", "lines", "annual", "warnings"]);
  return { columns, rows: rows.map((row) => columns.map((c) => (json.has(c) && row[c] !== null ? JSON.stringify(row[c]) : row[c]))) };
}

/** The baseline: the items inserted again under a new run, 1,000 rows per INSERT, in one transaction. */
async function bulkInsert(db, companyId, { columns, rows }, month) {
  const runId = uuidv7();
  const idAt = columns.indexOf("id");
  const runAt = columns.indexOf("payroll_run_id");
  const t0 = performance.now();
  await db.query("BEGIN");
  await db.query(`INSERT INTO payroll_runs (company_id, id, year, month, status, run_at, employee_count) VALUES ($1, $2, $3, $4, 'saved', now(), $5)`, [companyId, runId, BASELINE_YEAR, month, rows.length]);
  const list = columns.map((c) => `"${c}"`).join(", ");
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params = [];
    const tuples = chunk.map((row) => {
      const values = row.map((value, i) => (i === idAt ? uuidv7() : i === runAt ? runId : value));
      const first = params.length;
      params.push(...values);
      return `(${values.map((_, i) => `$${first + i + 1}`).join(", ")})`;
    });
    await db.query(`INSERT INTO payroll_items (${list}) VALUES ${tuples.join(", ")}`, params);
  }
  await db.query("COMMIT");
  const seconds = (performance.now() - t0) / 1000;
  // Not timed: the table back as the runs left it (the items go with their run: ON DELETE CASCADE).
  await db.query(`DELETE FROM payroll_runs WHERE company_id = $1 AND id = $2`, [companyId, runId]);
  return seconds;
}

const today = new Date();
const year = today.getUTCFullYear();
const month = today.getUTCMonth() + 1;
const results = [];
// BENCH_ONLY=PGlite (or PostgreSQL) measures one of them.
for (const backend of backends().filter((b) => !process.env.BENCH_ONLY || b.name === process.env.BENCH_ONLY)) {
  console.error(`${backend.name}: seeding ${EMPLOYEES} employees…`);
  const server = await seededServer(backend, EMPLOYEES, "one");
  try {
    const token = await signIn(server.url);
    const idle = Math.max(...processTree(server.pid).map((p) => memoryOf(p)?.rss ?? 0));
    const runs = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const r = await runAndSave(server, token, year, month);
      runs.push(r);
      console.error(`  run ${round}: ${r.seconds.toFixed(2)} s (${r.status}), ${r.run.employees} employees, peak RSS ${mib(r.peakRss)} MiB`);
    }
    const hwm = Math.max(...processTree(server.pid).map((p) => memoryOf(p)?.hwm ?? 0));
    const runId = runs.at(-1).run._id;
    await server.halt();
    const db = await openDriver(server);
    const baselines = [];
    try {
      const [{ company_id }] = (await db.query(`SELECT company_id FROM payroll_runs WHERE id = $1`, [runId])).rows;
      const items = await itemsOf(db, company_id, runId);
      if (items.rows.length !== runs.at(-1).run.employees) throw new Error(`${items.rows.length} items for ${runs.at(-1).run.employees} employees`);
      for (let round = 1; round <= ROUNDS; round++) {
        const seconds = await bulkInsert(db, company_id, items, round);
        baselines.push(seconds);
        console.error(`  baseline ${round}: ${seconds.toFixed(2)} s (${items.rows.length} rows)`);
      }
    } finally {
      await db.close();
    }
    const run = median(runs.map((r) => r.seconds));
    const base = median(baselines);
    results.push(
      `| ${backend.name} | ${runs.at(-1).run.employees.toLocaleString("en")} | ${run.toFixed(2)} (${spread(runs.map((r) => r.seconds))}) | ${base.toFixed(2)} (${spread(baselines)}) | ${(run / base).toFixed(1)}× | ${mib(Math.max(...runs.map((r) => r.peakRss)))} MiB (idle before: ${mib(idle)} MiB) | ${mib(hwm)} MiB |`,
    );
  } finally {
    await server.stop();
  }
}
const load = os.loadavg().map((l) => l.toFixed(1)).join(" / ");
console.log(`Run & Save of ${year}-${String(month).padStart(2, "0")} (${ROUNDS} rounds: a first run, then re-runs), against a bulk insert of the same rows; median (min–max), seconds. Load average at the end: ${load}`);
console.log("| Database | Employees | Run & Save, s | Bulk insert, s | Run / insert | Server peak RSS during the runs | Server VmHWM |");
console.log("|---|---|---|---|---|---|---|");
for (const line of results) console.log(line);
