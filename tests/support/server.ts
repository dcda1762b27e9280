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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
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
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "hr-test-data-"));
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
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
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
      return code;
    },
  };
}
