// npm run bench:scale — lists at company sizes of 1,000, 10,000 and 50,000 employees (docs/decisions/0038-lists-at-scale.md):
// the raw /v1/employees list the employee list page asks for, that page, and both with a name search, on
// PGlite and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; one server process per core).
//
// Only the two demo companies have admin accounts, so the sizes are measured in two phases on one
// database: first PT Samudra Energi at 1,000 and PT Maju Bersama at 10,000, all targets taking turns;
// then PT Samudra Energi grown to 50,000 (seed:bulk, 1,000 rows a statement) and measured in turns with
// PT Maju Bersama's 10,000 again. 10,000 ÷ 1,000 comes from the first phase, 50,000 ÷ 10,000 from the
// second, and 50,000 ÷ 1,000 is their product: each ratio is of runs made in the same minutes, and the
// 10,000 company links the phases (how much the machine drifted between them is printed too).
// BENCH_SECONDS and BENCH_RUNS: the measured runs (default 3 of 5 s per target and phase); BENCH_SIZES
// (default "1000,10000,50000") other sizes, for trying the script out quickly.
import os from "node:os";
import { asDeployed, backends, benchSession, loadInTurns, median, memoryOf, processTree, seededServer, signIn } from "./support.mjs";

const FIELDS = "fullname,nickname,department,job_title,location,join_date,status";
// What app/screens/presenters/list.server.ts asks for the Active Employees page (read from the API's log).
const RAW = `/v1/employees?limit=50&skip=0&active=true&populate%5B%5D=department&populate%5B%5D=job_title&populate%5B%5D=location&fields=${encodeURIComponent(FIELDS)}`;
const TERM = "sari";
const RAW_SEARCH = `/v1/employees?limit=50&skip=0&search=${TERM}&active=true&populate%5B%5D=department&populate%5B%5D=job_title&populate%5B%5D=location&fields=${encodeURIComponent(FIELDS)}`;
const PAGE = "/dashboard/employees/active-employees";
const PAGE_SEARCH = `${PAGE}?q=${TERM}`;
const ADMINS = { MAJU: "admin@majubersama.demo", SAMUDRA: "admin@samudraenergi.demo" };
const [SMALL, MIDDLE, LARGE] = (process.env.BENCH_SIZES ?? "1000,10000,50000").split(",").map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const runs = Number(process.env.BENCH_RUNS ?? 3);

asDeployed();
// The background jobs (decision 0032) run once at start over every employee: not what is measured here.
process.env.JOBS = "off";

const load = () => os.loadavg().map((n) => n.toFixed(1)).join(" ");
const mib = (bytes) => Math.round(bytes / 1024 / 1024);
/** The largest peak resident set (VmHWM) of the server's processes (its workers on PostgreSQL). */
const peakRss = (pid) => Math.max(...processTree(pid).map((p) => memoryOf(p)?.hwm ?? 0));

async function targetsOf(server, code) {
  const token = await signIn(server.url, ADMINS[code]);
  const cookie = await benchSession(server.url, ADMINS[code]);
  const headers = { Authorization: `Bearer ${token}` };
  const total = (await (await fetch(`${server.url}${RAW}`, { headers })).json()).meta;
  const matches = (await (await fetch(`${server.url}${RAW_SEARCH}`, { headers })).json()).meta;
  const first = (await (await fetch(`${server.url}${RAW}`, { headers })).json()).data[0];
  const html = await (await fetch(`${server.url}${PAGE}`, { headers: { cookie } })).text();
  if (!html.includes(first.nickname)) throw new Error(`${code}: the page does not show the API's first row`);
  return {
    total,
    matches,
    targets: {
      [`${code} raw`]: { url: `${server.url}${RAW}`, headers },
      [`${code} page`]: { url: `${server.url}${PAGE}`, headers: { cookie } },
      [`${code} raw search`]: { url: `${server.url}${RAW_SEARCH}`, headers },
      [`${code} page search`]: { url: `${server.url}${PAGE_SEARCH}`, headers: { cookie } },
    },
  };
}

/** Per round, a's req/s ÷ b's (they ran in the same round): the median and the spread. */
function ratio(a, b) {
  const per = a.runs.map((run, i) => run.rps / b.runs[i].rps);
  return { median: median(per), min: Math.min(...per), max: Math.max(...per) };
}
const fmt = (r) => `${r.median.toFixed(2)} (${r.min.toFixed(2)}–${r.max.toFixed(2)})`;
const cell = (r) => `${r.rps} (${r.rpsMin}–${r.rpsMax})`;

const rows = [];
const ratios = [];
for (const backend of backends()) {
  console.error(`${backend.name}: seeding PT Samudra Energi to ${SMALL} and PT Maju Bersama to ${MIDDLE} employees… (load ${load()})`);
  let started = Date.now();
  const server = await seededServer(backend, 0, { SAMUDRA: SMALL, MAJU: MIDDLE });
  console.error(`${backend.name}: seeded and started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const phases = [];
    for (const [phase, size] of [["A", SMALL], ["B", LARGE]]) {
      if (phase === "B") {
        started = Date.now();
        console.error(`${backend.name}: growing PT Samudra Energi to ${LARGE}… (load ${load()})`);
        await server.grow("SAMUDRA", size);
        console.error(`${backend.name}: grown and restarted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      const small = await targetsOf(server, "SAMUDRA");
      const fixed = await targetsOf(server, "MAJU");
      const before = load();
      console.error(`${backend.name}, phase ${phase}: 8 targets in turns, ${runs} × ${seconds} s… (load ${before})`);
      const result = await loadInTurns({ ...small.targets, ...fixed.targets }, { seconds, runs });
      const measured = { phase, size, result, load: `${before} → ${load()}`, rss: mib(peakRss(server.pid)) };
      phases.push(measured);
      for (const [code, company, n] of [["SAMUDRA", small, size], ["MAJU", fixed, MIDDLE]]) {
        rows.push(
          `| ${backend.name} | ${phase} | ${n.toLocaleString("en")} | ${company.total.total}${company.total.total_exact === false ? "+" : ""} | ${company.matches.total}${company.matches.total_exact === false ? "+" : ""} | ` +
            `${cell(result[`${code} raw`])} | ${result[`${code} raw`].p95} | ${cell(result[`${code} page`])} | ${result[`${code} page`].p95} | ` +
            `${cell(result[`${code} raw search`])} | ${result[`${code} raw search`].p95} | ${cell(result[`${code} page search`])} | ${result[`${code} page search`].p95} | ${measured.load} | ${measured.rss} |`,
        );
      }
    }
    const [a, b] = phases;
    for (const target of ["raw", "page", "raw search", "page search"]) {
      const tenOverOne = ratio(a.result[`MAJU ${target}`], a.result[`SAMUDRA ${target}`]);
      const fiftyOverTen = ratio(b.result[`SAMUDRA ${target}`], b.result[`MAJU ${target}`]);
      const drift = b.result[`MAJU ${target}`].rps / a.result[`MAJU ${target}`].rps;
      const direct = b.result[`SAMUDRA ${target}`].rps / a.result[`SAMUDRA ${target}`].rps;
      ratios.push(
        `| ${backend.name} | ${target} | ${fmt(tenOverOne)} | ${fmt(fiftyOverTen)} | **${(tenOverOne.median * fiftyOverTen.median).toFixed(2)}** | ${direct.toFixed(2)} | ${drift.toFixed(2)} |`,
      );
    }
    const pageOverRaw = (phase, code, searched) => ratio(phase.result[`${code} page${searched ? " search" : ""}`], phase.result[`${code} raw${searched ? " search" : ""}`]);
    for (const phase of phases) {
      for (const [code, n] of [["SAMUDRA", phase.size], ["MAJU", MIDDLE]]) {
        ratios.push(`| ${backend.name} | page ÷ raw at ${n.toLocaleString("en")} (phase ${phase.phase}) | unsearched ${fmt(pageOverRaw(phase, code, false))} | searched ${fmt(pageOverRaw(phase, code, true))} | | | |`);
      }
    }
  } finally {
    await server.stop();
  }
}

console.log(`Raw: \`GET ${RAW}\` (bearer token); search: the same with \`search=${TERM}\`.`);
console.log(`Page: \`GET ${PAGE}\` and \`${PAGE_SEARCH}\` (session cookie). 10 connections; median (min–max) of ${runs} runs of ${seconds} s, all eight targets in turns.`);
console.log("");
console.log("| Database | Phase | Employees | Listed | Matching | Raw req/s | Raw p95 | Page req/s | Page p95 | Raw search req/s | Raw search p95 | Page search req/s | Page search p95 | Load (1/5/15 min, before → after) | Peak RSS (MiB) |");
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
console.log("");
console.log("| Database | Target | 10,000 ÷ 1,000 (phase A) | 50,000 ÷ 10,000 (phase B) | 50,000 ÷ 1,000 (product) | 50,000 (B) ÷ 1,000 (A), across phases | 10,000 in B ÷ in A (drift) |");
console.log("|---|---|---|---|---|---|---|");
for (const row of ratios) console.log(row);
