/**
 * The e2e project's global setup (vitest.config.ts): the demo data, migrated and seeded once per run by
 * the real server on an empty folder (and an empty PostgreSQL database), kept as templates that
 * startApi copies for each server (docs/decisions/0026-tests-in-parallel.md). Migrating an empty
 * PGlite folder costs several seconds of CPU, and the suite starts dozens of servers; a copy starts in
 * the time of a restart. The test that is about a first start (the container test of
 * tests/e2e/runtime.test.ts) still starts on empty data, as does the making of these templates.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A stopped server's data folder with the demo data. */
    pgliteTemplate: string;
    /** PostgreSQL (with TEST_DATABASE_URL): the database with the demo data, to CREATE DATABASE … TEMPLATE from. */
    postgresTemplate: string | null;
    /**
     * The data folder of the server that seeded postgresTemplate: the demo's stored files (photos, the
     * company's signature image), which live on disk beside the database, not in it.
     */
    postgresTemplateFiles: string | null;
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function seeded(env: Record<string, string>, dataDir: string): Promise<void> {
  // A first start migrates and seeds: on two cores shared with other work it has taken over 80 s.
  const server = await startServer({ dataDir, env: { DEMO_DATA: "true", ...env }, timeoutMs: 300_000 });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the template server stopped with ${code}:\n${server.output()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "hr-test-template-"));
  const postgresName = process.env.TEST_DATABASE_URL ? `hr_e2e_template_${crypto.randomBytes(6).toString("hex")}` : null;
  const postgresDir = postgresName ? fs.mkdtempSync(path.join(os.tmpdir(), "hr-test-template-files-")) : null;
  const teardown = async () => {
    for (const dir of [pgliteDir, postgresDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
    if (postgresName) await admin(`DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
  };
  try {
    const postgres = async () => {
      if (!postgresName || !postgresDir) return;
      await admin(`CREATE DATABASE ${postgresName}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${postgresName}`;
      await seeded({ DATABASE_URL: url.toString() }, postgresDir);
    };
    await Promise.all([seeded({}, pgliteDir), postgres()]);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide("pgliteTemplate", pgliteDir);
  project.provide("postgresTemplate", postgresName);
  project.provide("postgresTemplateFiles", postgresDir);
  return teardown;
}
