/**
 * The container's runtime stage without Docker (no engine runs on these machines): the files the
 * Dockerfile copies into the image, a clean `npm ci --omit=dev`, then the server must start and be healthy.
 * Also graceful shutdown: SIGTERM ends the process cleanly and releases the data folder.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
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
    execFileSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: image, stdio: "pipe" });
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
    } finally {
      await server.stop();
      fs.rmSync(image, { recursive: true, force: true });
    }
  }, 240_000);
});

describe("graceful shutdown", () => {
  it("exits cleanly on SIGTERM and frees the data folder for the next start", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hr-shutdown-"));
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
