// npm run bench:cpu -- <file> [target…] — CPU time per request of the web benchmark's targets against a
// running `npm run bench:serve` (<file> holds the line it printed), read from /proc: the server's processes,
// PostgreSQL's and the load client's. Unlike req/s, robust to a machine that is busy with something else,
// and it says which side a change made cheaper (docs/benchmarks.md). The targets take turns, round after
// round (BENCH_ROUNDS, default 3, of BENCH_SECONDS, default 8, at 10 connections); each figure is the
// median of the rounds with their range. Targets: api, apiAll, page, pageAll, shell, and signIn — the
// sign-in page, the smallest document the web tier renders (no session, no /v1 call): the floor of any
// page's cost. Without targets, all of them.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import { PAGE, PAGE_ALL, RAW, RAW_ALL, SHELL } from "./support.mjs";

const [file, ...chosen] = process.argv.slice(2);
if (!file) throw new Error("usage: npm run bench:cpu -- <file with bench:serve's line> [api|apiAll|page|pageAll|shell|signIn…]");
const serve = JSON.parse(fs.readFileSync(file, "utf8"));
const TICKS_PER_SECOND = 100;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

const ticksOf = (pid) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
};
const pgrep = (...args) => {
  try {
    return execFileSync("pgrep", args).toString().trim().split("\n").filter(Boolean);
  } catch {
    return []; // none
  }
};
/** Each PostgreSQL process's ticks: a backend that exits during a run takes its ticks with it, so runs compare them pid by pid. */
const postgresTicks = () => new Map(pgrep("-x", "postgres").map((pid) => [pid, ticksOf(pid)]));
const postgresSince = (before) => [...postgresTicks()].reduce((sum, [pid, ticks]) => sum + ticks - (before.get(pid) ?? 0), 0);
// With WEB_CONCURRENCY the server is a supervisor and its workers.
const serverTicks = (pid) => [pid, ...pgrep("-P", String(pid))].reduce((sum, p) => sum + ticksOf(p), 0);

const api = { headers: { Authorization: `Bearer ${serve.token}` } };
const web = { headers: { cookie: serve.cookie, "accept-encoding": "gzip" } };
const TARGETS = {
  api: { url: `${serve.url}${RAW}`, ...api },
  apiAll: { url: `${serve.url}${RAW_ALL}`, ...api },
  page: { url: `${serve.url}${PAGE}`, ...web },
  pageAll: { url: `${serve.url}${PAGE_ALL}`, ...web },
  shell: { url: `${serve.url}${SHELL}`, ...web },
  signIn: { url: `${serve.url}/`, headers: { "accept-encoding": "gzip" } },
};
const names = chosen.length ? chosen : Object.keys(TARGETS);
for (const name of names) if (!TARGETS[name]) throw new Error(`unknown target ${name}: ${Object.keys(TARGETS).join(", ")}`);
const pid = process.env.SERVER_PID ?? serve.pid;

async function measure(target) {
  await autocannon({ ...target, connections: 10, duration: 1 }); // warm-up
  const before = { server: serverTicks(pid), postgres: postgresTicks(), client: process.cpuUsage() };
  const result = await autocannon({ ...target, connections: 10, duration: seconds });
  const client = process.cpuUsage(before.client);
  const n = result.requests.total;
  const ms = (ticks) => (ticks * 1000) / TICKS_PER_SECOND / n;
  if (result.non2xx || result.errors) throw new Error(`${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, server: ms(serverTicks(pid) - before.server), postgres: ms(postgresSince(before.postgres)), client: (client.user + client.system) / 1000 / n };
}

const runs = Object.fromEntries(names.map((name) => [name, []]));
for (let round = 1; round <= rounds; round++) {
  for (const name of names) runs[name].push(await measure(TARGETS[name]));
  console.error(`round ${round} of ${rounds} done`);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values, digits) => `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;
console.log("| Target | req/s | Server CPU per request (ms) | PostgreSQL (ms) | Load client (ms) |");
console.log("|---|---|---|---|---|");
for (const name of names) {
  const of = (key) => runs[name].map((run) => run[key]);
  console.log(`| ${name} | ${spread(of("rps"), 0)} | ${spread(of("server"), 2)} | ${spread(of("postgres"), 2)} | ${spread(of("client"), 2)} |`);
}
