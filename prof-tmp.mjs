import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { benchSession } from "./scripts/bench/support.mjs";
const dir = process.argv[2], out = process.argv[3], cwd = process.argv[4] ?? process.cwd();
const child = spawn(process.execPath, [`--cpu-prof`, `--cpu-prof-dir=${out}`, "build/server.js"], { cwd, env: { ...process.env, PORT: "3399", DATA_DIR: dir, NODE_ENV: "production", LOG_LEVEL: "warn", SESSION_SECRET: "x".repeat(40) }, stdio: "inherit" });
const url = "http://127.0.0.1:3399";
for (let i = 0; i < 120; i++) { try { if ((await fetch(`${url}/healthz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 1000)); }
const cookie = await benchSession(url);
await autocannon({ url: `${url}/dashboard/qr`, headers: { cookie }, connections: 10, duration: 5 });
const r = await autocannon({ url: `${url}/dashboard/qr`, headers: { cookie }, connections: 10, duration: 10 });
console.log("req/s", r.requests.average, "non2xx", r.non2xx);
child.kill("SIGINT"); await new Promise((r) => child.once("exit", r));
