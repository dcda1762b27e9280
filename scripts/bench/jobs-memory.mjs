// node scripts/bench/jobs-memory.mjs — the PGlite server's peak resident set (VmHWM) through the background
// jobs' first run over 10,000 bulk-seeded employees (docs/benchmarks.md, "Memory"). Seeds the demo data and
// grows PT Maju Bersama to BENCH_EMPLOYEES (10,000) once; then, BENCH_RUNS times (3), starts the built server
// on a fresh copy of that folder with the jobs on (each job runs once at start), waits until every job has
// logged its first run, and reads VmHWM and VmRSS from /proc. BENCH_JOBS=off measures the same start without
// the jobs (ended after BENCH_IDLE_SECONDS, 20); BENCH_NODE_ARGS passes Node options to the server, e.g.
// "--max-old-space-size=128". Needs `npm run build`.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { asDeployed, freePort, median, memoryOf, root } from "./support.mjs";

const employees = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const jobs = process.env.BENCH_JOBS ?? "on";
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const JOBS = ["absent-days", "leave-distribution"];
const mib = (bytes) => Math.round(bytes / 1024 / 1024);

asDeployed();

const pristine = fs.mkdtempSync(path.join(os.tmpdir(), "hr-jobs-memory-"));
const seedEnv = { ...process.env, DATA_DIR: pristine, LOG_LEVEL: "warn" };
console.error(`seeding the demo data and ${employees.toLocaleString("en")} employees in PT Maju Bersama…`);
execFileSync(process.execPath, ["build/cli.js", "seed"], { cwd: root, env: seedEnv, stdio: "pipe" });
execFileSync(process.execPath, ["build/cli.js", "seed:bulk", "--company", "MAJU", "--count", String(employees - 150)], { cwd: root, env: seedEnv, stdio: "pipe" });

const results = [];
try {
  for (let i = 0; i < runs; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hr-jobs-memory-run-"));
    fs.cpSync(pristine, dataDir, { recursive: true });
    const port = await freePort();
    const started = Date.now();
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, "build/server.js"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "info", JOBS: jobs, PORT: String(port), HOST: "127.0.0.1", DEMO_DATA: "false", WEB_CONCURRENCY: "1" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const done = new Map();
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(child.pid)?.hwm ?? 0)), 200);
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, (jobs === "on" ? 600 : idleSeconds) * 1000);
      const lines = readline.createInterface({ input: child.stdout });
      lines.on("line", (line) => {
        let entry;
        try {
          entry = JSON.parse(line);
        } catch {
          return;
        }
        if (entry.msg === "job: done" || entry.msg === "job: failed") {
          done.set(entry.job, { ms: entry.ms ?? Date.now() - started, written: entry.written, status: entry.msg.slice(5) });
          if (jobs === "on" && JOBS.every((name) => done.has(name))) {
            clearTimeout(timer);
            resolve();
          }
        }
      });
      child.once("exit", (code) => reject(new Error(`server exited (${code})`)));
    });
    // A moment for the last writes' memory to show, then the figures of this run.
    await new Promise((r) => setTimeout(r, 1000));
    const memory = memoryOf(child.pid);
    clearInterval(sampler);
    child.removeAllListeners("exit");
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
    const run = { hwm: Math.max(peak, memory.hwm), rss: memory.rss, seconds: (Date.now() - started) / 1000, absent: done.get("absent-days") };
    results.push(run);
    console.error(`run ${i + 1}: VmHWM ${mib(run.hwm)} MiB, VmRSS at the end ${mib(run.rss)} MiB, absent-days ${run.absent ? `${run.absent.status} in ${run.absent.ms} ms, ${run.absent.written} written` : "—"} (load ${os.loadavg()[0].toFixed(1)})`);
  }
} finally {
  fs.rmSync(pristine, { recursive: true, force: true });
}
const hwms = results.map((r) => mib(r.hwm));
console.log(`JOBS=${jobs}${process.env.BENCH_NODE_ARGS ? `, ${process.env.BENCH_NODE_ARGS}` : ""}, ${employees.toLocaleString("en")} employees: peak ${mib(median(results.map((r) => r.hwm)))} MiB (${Math.min(...hwms)}–${Math.max(...hwms)}), ${runs} runs`);
