/**
 * The container's runtime stage without Docker (no engine runs on these machines): the files the
 * Dockerfile copies into the image, a clean `npm ci --omit=dev`, then the server must start and be healthy.
 * Also graceful shutdown: SIGTERM ends the process cleanly and releases the data folder. And several
 * server processes on one machine (WEB_CONCURRENCY, PostgreSQL only), and two servers on one PostgreSQL
 * database, as on two machines.
 */
import { execFile, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import pg from "pg";
import { ACCOUNTS, BACKENDS, startApi } from "../support/api";
import { sessionCookie } from "../support/pages";
import { projectRoot, startServer } from "../support/server";

/** The paths the runtime stage copies from the build stage, read from the Dockerfile itself. */
function runtimeCopies(): string[] {
  const dockerfile = fs.readFileSync(path.join(projectRoot, "Dockerfile"), "utf8");
  const runtime = dockerfile.split(/^FROM /m).find((stage) => /AS runtime/i.test(stage.split("\n")[0]));
  if (!runtime) throw new Error("Dockerfile has no runtime stage");
  const copies = [...runtime.matchAll(/^COPY\s+(?:--\S+\s+)*(.+)$/gm)].map((m) => m[1].trim().split(/\s+/));
  return copies.flatMap((parts) => parts.slice(0, -1)).map((source) => source.replace(/^\/app\//, ""));
}

describe("the container's runtime stage", () => {
  it("installs production dependencies only, starts and answers its health check", async () => {
    const copies = runtimeCopies();
    expect(copies).toEqual(expect.arrayContaining(["package.json", "package-lock.json", "build", "public"]));
    const image = fs.mkdtempSync(path.join(os.tmpdir(), "hr-image-"));
    for (const source of copies) {
      fs.cpSync(path.join(projectRoot, source), path.join(image, source), { recursive: true });
    }
    // Asynchronous: a worker blocked for a minute misses vitest's own messages (an RPC timeout fails the run).
    await promisify(execFile)("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: image });
    // The install applies patches/ (decision 0015).
    expect(fs.readFileSync(path.join(image, "node_modules/@remix-run/router/dist/router.cjs.js"), "utf8")).toContain("hr-dashboard patch");
    expect(fs.existsSync(path.join(image, "node_modules/@remix-run/dev"))).toBe(false);
    expect(fs.existsSync(path.join(image, "node_modules/vitest"))).toBe(false);

    const server = await startServer({ cwd: image, env: { NODE_ENV: "production", DEMO_DATA: "false", SESSION_SECRET: "a-test-secret-that-is-long-enough-0123456789" } });
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get("strict-transport-security")).toContain("max-age");
      // Every cookie is HTTPS-only in production, the language's too.
      const switched = await fetch(`${server.url}/?lng=id`);
      expect(switched.headers.getSetCookie().find((cookie) => cookie.startsWith("lng="))).toMatch(/; Secure/i);
    } finally {
      await server.stop();
      fs.rmSync(image, { recursive: true, force: true });
    }
  }, 240_000);
});

/**
 * A data folder that has been started before (a copy of the suite's demo template): the tests of a stop
 * and of the folder's lock are not about a first start, which migrates an empty folder for seconds.
 */
function startedBefore(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(inject("pgliteTemplate"), dataDir, { recursive: true });
  return dataDir;
}

describe("graceful shutdown", () => {
  it("exits cleanly on SIGTERM and frees the data folder for the next start", async () => {
    const dataDir = startedBefore("hr-shutdown-");
    const first = await startServer({ dataDir, env: { DEMO_DATA: "false" } });
    const started = Date.now();
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(first.output()).not.toMatch(/"level":(50|60)/);

    const second = await startServer({ dataDir, env: { DEMO_DATA: "false" } });
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    expect(await second.stop()).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

/**
 * A process that was killed but not reaped yet (a zombie: its parent, `sleep`, never waits for it), as a
 * server killed under a supervisor or a container's PID 1 leaves behind.
 */
async function zombie(): Promise<{ pid: number; end(): void }> {
  // The child ends half a second later, after the shell has become `sleep 60`: a shell still running
  // could reap a child that ended at once, and the zombie would be gone (seen on a loaded machine).
  const parent = spawn("sh", ["-c", "sleep 0.5 & echo $!; exec sleep 60"], { stdio: ["ignore", "pipe", "ignore"] });
  const pid = Number(await new Promise<string>((resolve) => parent.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString()))));
  for (let i = 0; i < 250 && !fs.readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z "); i++) await new Promise((r) => setTimeout(r, 20));
  return { pid, end: () => parent.kill("SIGKILL") };
}

describe("a lock file left behind", () => {
  it("is taken over when its process is gone or a zombie, and refused while it runs", async () => {
    const dataDir = startedBefore("hr-stale-lock-");
    const lockFile = path.join(dataDir, ".lock");
    const dead = zombie();
    const { pid } = await dead;
    try {
      expect(fs.readFileSync(`/proc/${pid}/stat`, "utf8")).toMatch(/\) Z /);
      fs.writeFileSync(lockFile, `${pid}\nelsewhere\n${new Date().toISOString()}\n`);
      const server = await startServer({ dataDir, env: { DEMO_DATA: "false" } });
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect(fs.readFileSync(lockFile, "utf8").split("\n")[0]).toBe(String(server.process.pid));
      // Killed, then started again at once: the new process takes the folder over.
      await server.stop("SIGKILL");
      const again = await startServer({ dataDir, env: { DEMO_DATA: "false" } });
      expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
      expect(await again.stop()).toBe(0);

      // A live process holding the lock still keeps the server out.
      fs.writeFileSync(lockFile, `${process.pid}\nelsewhere\n${new Date().toISOString()}\n`);
      await expect(startServer({ dataDir, env: { DEMO_DATA: "false" }, timeoutMs: 30_000 })).rejects.toThrow(/in use by process/);
    } finally {
      (await dead).end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** A request on a connection of its own: the primary hands each new connection to the next process. */
function freshGet(url: string, headers: Record<string, string>): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
      })
      .on("error", reject);
  });
}

const childrenOf = (pid: number) => {
  try {
    return execFileSync("pgrep", ["-P", String(pid)]).toString().trim().split("\n").filter(Boolean);
  } catch {
    return []; // none
  }
};

describe("several server processes (WEB_CONCURRENCY)", () => {
  it("refuses them on the embedded database, which belongs to one process", async () => {
    await expect(startServer({ env: { WEB_CONCURRENCY: "2", DEMO_DATA: "false" } })).rejects.toThrow(/WEB_CONCURRENCY above 1 needs DATABASE_URL/);
  });

  for (const backend of BACKENDS.filter((b) => b === "postgres")) {
    it("serves from every process, ends a session on all of them at once, and stops them all on SIGTERM", async () => {
      const api = await startApi(backend, { WEB_CONCURRENCY: "2", LOG_LEVEL: "info" });
      try {
        const pid = api.server.process.pid!;
        expect(childrenOf(pid)).toHaveLength(2);
        // The first process answers alone until the second has opened the database too.
        for (let tries = 0; (api.server.output().match(/"msg":"listening on /g) ?? []).length < 2; tries++) {
          if (tries > 200) throw new Error(`the second process did not start:\n${api.server.output()}`);
          await new Promise((r) => setTimeout(r, 100));
        }
        const token = await api.login("approver");
        const cookie = await sessionCookie(api.server.url, "approver");
        const me = () => freshGet(`${api.server.url}/v1/auth/me`, { Authorization: `Bearer ${token}` });
        const qr = () => freshGet(`${api.server.url}/dashboard/qr`, { cookie });
        // New connections go to the processes in turn: a run of them reaches every process, which then
        // keeps the token and the web session's answer for a few seconds.
        const each = async <T>(request: () => Promise<T>) => {
          const answers: T[] = [];
          for (let i = 0; i < 8; i++) answers.push(await request());
          return answers;
        };
        expect((await each(me)).map((r) => r.status)).toEqual(Array(8).fill(200));
        expect((await each(qr)).map((r) => r.status)).toEqual(Array(8).fill(200));
        // A password change revokes every other session of its owner: no process may still accept them.
        const changer = (await api.call<{ data: { token: string } }>(null, "POST", "auth/login", { username: "approver@majubersama.demo", password: "demo-pass-2026" })).body.data.token;
        expect((await api.call(changer, "POST", "auth/change-password", { current_password: "demo-pass-2026", password: "demo-pass-2026" })).status).toBe(200);
        expect((await each(me)).map((r) => r.status)).toEqual(Array(8).fill(401));
        expect(await each(qr)).toEqual(Array(8).fill({ status: 302, location: "/" }));
        expect(await api.server.stop("SIGTERM")).toBe(0);
        expect(childrenOf(pid)).toHaveLength(0);
      } finally {
        await api.stop();
      }
    }, 120_000);
  }
});

for (const backend of BACKENDS.filter((b) => b === "postgres")) {
  describe("two servers on one PostgreSQL database, as on two machines (docs/decisions/0025-one-cache-and-invalidation.md)", () => {
    it("refuses a session signed out on one at once on the other, in the API and in the web tier", async () => {
      // A minute of trust: whatever the other server drops at once, it drops because it was told.
      const env = { SESSION_SECRET: "a-test-secret-that-is-long-enough-0123456789", SESSION_CACHE_SECONDS: "60" };
      const api = await startApi(backend, env);
      const other = await startServer({ env: { ...env, DATABASE_URL: api.databaseUrl!, DEMO_DATA: "false" } });
      const database = new pg.Client({ connectionString: api.databaseUrl });
      await database.connect();
      try {
        const me = (token: string) => fetch(`${other.url}/v1/auth/me`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);
        // The other server keeps what it resolved: a session ended behind the servers' backs still passes there.
        const unannounced = await api.login("sub_admin");
        expect(await me(unannounced)).toBe(200);
        await database.query("UPDATE sessions SET revoked_at = now() WHERE user_id = (SELECT id FROM users WHERE email = $1)", [ACCOUNTS.sub_admin]);
        expect(await me(unannounced)).toBe(200);

        // A sign-out through the first server is refused by the other at once: as soon as the database's
        // notification reaches it (moments later; on a loaded machine not always before the next request).
        const token = await api.login("admin");
        expect(await me(token)).toBe(200);
        expect(await me(token)).toBe(200);
        expect((await api.call(token, "POST", "auth/logout")).status).toBe(204);
        await expect.poll(() => me(token), { timeout: 5_000 }).toBe(401);

        // The same for the web tier's remembered answer: signed in on the other server, signed out on the first.
        const cookie = await sessionCookie(other.url, "approver");
        const qr = () => freshGet(`${other.url}/dashboard/qr`, { cookie });
        expect(await qr()).toEqual({ status: 200 });
        expect(await qr()).toEqual({ status: 200 });
        const csrf = /name="csrf" value="([^"]+)"/.exec(await (await fetch(`${api.server.url}/logout`, { headers: { cookie } })).text())?.[1];
        const signOut = await fetch(`${api.server.url}/logout`, {
          method: "POST",
          redirect: "manual",
          headers: { cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ csrf: csrf ?? "" }),
        });
        expect(signOut.status).toBe(302);
        await expect.poll(() => qr(), { timeout: 5_000 }).toEqual({ status: 302, location: "/" });
      } finally {
        await database.end();
        await other.stop();
        await api.stop();
      }
    }, 180_000);
  });
}
