// node scripts/bench/worker-memory.mjs — the PostgreSQL server processes' peak resident set (VmHWM) under the
// list pages' load, and where a worker's JavaScript heap goes (docs/benchmarks.md, "Memory"). Needs
// BENCH_DATABASE_URL or TEST_DATABASE_URL and `npm run build`. Seeds the demo data with PT Maju Bersama grown to
// 10,000 employees, starts the server with WEB_CONCURRENCY=2 (BENCH_NODE_ARGS passes Node options, which the
// workers inherit, e.g. "--max-old-space-size=128"), loads the employee list, its name search and its
// department filter, and the job titles page at 10 connections, BENCH_SECONDS (20) each, BENCH_ROUNDS (2)
// rounds, then prints each process's VmHWM and VmRSS. With BENCH_HEAP_SNAPSHOT=1 it then writes a heap
// snapshot of the first worker (v8's, through --heapsnapshot-signal=SIGUSR2, into BENCH_SNAPSHOT_DIR, /tmp)
// and prints its self sizes by kind and constructor.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { asDeployed, benchSession, memoryOf, processTree, seededServer } from "./support.mjs";

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) throw new Error("set BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)");
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const snapshotDir = process.env.BENCH_SNAPSHOT_DIR ?? os.tmpdir();
const snapshot = process.env.BENCH_HEAP_SNAPSHOT === "1";
const mib = (bytes) => Math.round(bytes / 1024 / 1024);

asDeployed();
process.env.JOBS = "off"; // their first run reads every employee once; the pages are measured here
process.env.WEB_CONCURRENCY = "2";
if (snapshot) process.env.BENCH_NODE_ARGS = `${process.env.BENCH_NODE_ARGS ?? ""} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshotDir}`;

const PAGES = [
  "/dashboard/employees/active-employees",
  "/dashboard/employees/active-employees?q=Budi",
  "/dashboard/employees/active-employees?page=3",
  "/dashboard/organization/employee-organization?tab=job-titles",
];

console.error("seeding PT Maju Bersama with 10,000 employees on PostgreSQL…");
const server = await seededServer({ name: "PostgreSQL", url }, 0, { MAJU: 10_000 });
try {
  const cookie = await benchSession(server.url);
  for (const page of PAGES) {
    const response = await fetch(`${server.url}${page}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${page}: ${response.status}`);
  }
  const started = processTree(server.pid).map((pid) => `${pid}: ${mib(memoryOf(pid)?.rss ?? 0)} MiB`);
  console.error(`after start: ${started.join(", ")}`);
  for (let round = 0; round < rounds; round++) {
    for (const page of PAGES) {
      const result = await autocannon({ url: `${server.url}${page}`, headers: { cookie }, connections: 10, duration: seconds, timeout: 60 });
      console.error(`round ${round + 1} ${page}: ${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx, errors ${result.errors}`);
    }
  }
  const figures = processTree(server.pid).map((pid) => ({ pid, ...memoryOf(pid) }));
  console.log(`processes (supervisor first): ${figures.map((f) => `${f.pid} VmHWM ${mib(f.hwm)} MiB, VmRSS ${mib(f.rss)} MiB`).join("; ")} (load ${os.loadavg()[0].toFixed(1)})`);
  if (snapshot) {
    const worker = figures[1].pid;
    const before = new Set(fs.readdirSync(snapshotDir));
    process.kill(worker, "SIGUSR2");
    let file = null;
    for (let i = 0; i < 600 && !file; i++) {
      await new Promise((r) => setTimeout(r, 500));
      const made = fs.readdirSync(snapshotDir).find((name) => name.endsWith(".heapsnapshot") && !before.has(name));
      // Written when its size stops changing.
      if (made) {
        const size = fs.statSync(path.join(snapshotDir, made)).size;
        await new Promise((r) => setTimeout(r, 2000));
        if (size && fs.statSync(path.join(snapshotDir, made)).size === size) file = path.join(snapshotDir, made);
      }
    }
    if (!file) throw new Error("no heap snapshot written");
    console.log(`heap snapshot of worker ${worker}: ${file}`);
    summarise(file);
  }
} finally {
  await server.stop();
}

/** Self sizes of a heap snapshot by node kind, and the largest constructors (objects) and strings. */
function summarise(file) {
  const { snapshot: meta, nodes, strings } = JSON.parse(fs.readFileSync(file, "utf8"));
  const fields = meta.meta.node_fields;
  const types = meta.meta.node_types[0];
  const width = fields.length;
  const at = { type: fields.indexOf("type"), name: fields.indexOf("name"), size: fields.indexOf("self_size") };
  const byKind = new Map();
  const byName = new Map();
  let total = 0;
  for (let i = 0; i < nodes.length; i += width) {
    const kind = types[nodes[i + at.type]];
    const size = nodes[i + at.size];
    total += size;
    byKind.set(kind, (byKind.get(kind) ?? 0) + size);
    const name = kind === "object" || kind === "closure" || kind === "native" || kind === "code" ? `${kind}: ${strings[nodes[i + at.name]].slice(0, 60)}` : kind;
    const entry = byName.get(name) ?? { size: 0, count: 0 };
    entry.size += size;
    entry.count++;
    byName.set(name, entry);
  }
  console.log(`total self size ${mib(total)} MiB`);
  console.log(`by kind: ${[...byKind].sort((a, b) => b[1] - a[1]).map(([kind, size]) => `${kind} ${(size / 1048576).toFixed(1)}`).join(", ")} (MiB)`);
  for (const [name, { size, count }] of [...byName].sort((a, b) => b[1].size - a[1].size).slice(0, 30)) console.log(`  ${(size / 1048576).toFixed(1)} MiB  ${count}  ${name}`);
}
