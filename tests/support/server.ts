/**
 * Starts the real, built server (build/server.js) on a free port with a throw-away data folder.
 * `npm test` builds first; the tests never mock our own API.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

// Test files run in parallel (docs/decisions/0026-tests-in-parallel.md). Each Vitest worker takes its
// ports from a block of its own below the kernel's ephemeral range (32768 and up), so two servers of one
// run never get the same port and no outgoing connection holds one; a random start in the block keeps
// another run on the machine out of the way, and a port taken after all is retried by startServer.
const PORT_BLOCK = 1000;
const portBlock = 20_000 + (Number(process.env.VITEST_POOL_ID ?? 0) % 12) * PORT_BLOCK;
let nextPort = Math.floor(Math.random() * PORT_BLOCK);

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let tries = 0; tries < PORT_BLOCK; tries++) {
    const port = portBlock + (nextPort++ % PORT_BLOCK);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${portBlock}-${portBlock + PORT_BLOCK - 1}`);
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Directory to run in (defaults to the project root). */
  cwd?: string;
  dataDir?: string;
  timeoutMs?: number;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const cwd = options.cwd ?? projectRoot;
  const serverFile = path.join(cwd, "build/server.js");
  if (!fs.existsSync(serverFile)) throw new Error(`${serverFile} is missing: run \`npm run build\` first`);
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "hr-test-data-"));
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(cwd, serverFile, dataDir, await freePort(), deadline, options);
    } catch (err) {
      // Another process took the port between the check and the server's listen: another port.
      if (attempt < 3 && err instanceof PortTaken) continue;
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      throw err;
    }
  }
}

class PortTaken extends Error {}

const CONCURRENT_QUERY = "Calling client.query() when the client is already executing a query";

async function startOnce(cwd: string, serverFile: string, dataDir: string, port: number, deadline: number, options: StartOptions): Promise<RunningServer> {
  let output = "";
  const child = spawn(process.execPath, [serverFile], {
    cwd,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      // The background jobs stay off unless a test turns them on (docs/decisions/0032-background-jobs.md):
      // an absent day written at a random moment would change what other tests count.
      JOBS: "off",
      // The cheapest argon2id for every password the tests set and sign in with, the templates' demo
      // accounts included (api/auth/password.ts); a server in production mode keeps the standard cost.
      ...(options.env?.NODE_ENV === "production" ? {} : { PASSWORD_HASH_COST: "minimal" }),
      // The suite run at another date (README, "Tests"): the servers keep the tests' clock.
      ...Object.fromEntries(["FAKETIME", "LD_PRELOAD"].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  for (;;) {
    if (child.exitCode !== null) {
      const message = `server exited with ${child.exitCode}:\n${output}`;
      throw output.includes("EADDRINUSE") ? new PortTaken(message) : new Error(message);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      // pg warns once per process of a second query sent to a connection still busy with one — a transaction's
      // reads in parallel — which pg 9 will refuse (docs/decisions/0046-one-query-at-a-time-in-a-transaction.md).
      if (output.includes(CONCURRENT_QUERY)) throw new Error(`the server sent a query to a busy PostgreSQL connection:\n${output}`);
      return code;
    },
  };
}
