// npm run bench:cpu -- <file> [api|page|shell] [seconds] — CPU time per request of the web benchmark's
// targets against a running `npm run bench:serve` (<file> holds the line it printed), read from /proc:
// the server process, PostgreSQL's processes and the load client. Unlike req/s, robust to a machine that
// is busy with something else, and it says which side a change made cheaper (docs/benchmarks.md).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import { PAGE, RAW, SHELL } from "./support.mjs";

const [file, which = "page", seconds = "10"] = process.argv.slice(2);
if (!file) throw new Error("usage: npm run bench:cpu -- <file with bench:serve's line> [api|page|shell] [seconds]");
const serve = JSON.parse(fs.readFileSync(file, "utf8"));
const TICKS_PER_SECOND = 100;

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
const postgresTicks = () => pgrep("-x", "postgres").reduce((sum, pid) => sum + ticksOf(pid), 0);
// With WEB_CONCURRENCY the server is a supervisor and its workers.
const serverTicks = (pid) => [pid, ...pgrep("-P", String(pid))].reduce((sum, p) => sum + ticksOf(p), 0);

const target =
  which === "api"
    ? { url: `${serve.url}${RAW}`, headers: { Authorization: `Bearer ${serve.token}` } }
    : { url: `${serve.url}${which === "shell" ? SHELL : PAGE}`, headers: { cookie: serve.cookie } };
const pid = process.env.SERVER_PID ?? serve.pid;

await autocannon({ ...target, connections: 10, duration: 2 }); // warm-up
const before = { server: serverTicks(pid), postgres: postgresTicks(), client: process.cpuUsage() };
const result = await autocannon({ ...target, connections: 10, duration: Number(seconds) });
const client = process.cpuUsage(before.client);
const n = result.requests.total;
const ms = (ticks) => ((ticks * 1000) / TICKS_PER_SECOND / n).toFixed(2);
console.log(
  `${which}: ${Math.round(result.requests.average)} req/s; CPU per request: server ${ms(serverTicks(pid) - before.server)} ms, ` +
    `PostgreSQL ${ms(postgresTicks() - before.postgres)} ms, load client ${((client.user + client.system) / 1000 / n).toFixed(2)} ms`,
);
