/**
 * The db project's global setup (vitest.config.ts): an embedded database folder made and migrated once
 * per run, that every database test copies instead of making its own (api/db/test-backends.ts). Making a
 * PGlite folder runs PostgreSQL's initdb in WebAssembly, and with the migrations it costs about ten
 * seconds of CPU on two cores; opening a copy costs half a second
 * (docs/decisions/0044-the-suite-on-two-cores.md). Making a folder from nothing is still tested: by the
 * e2e project's templates and the container test, which start the server on empty data.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrate, openDatabase } from "../../api/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A closed PGlite folder with every migration applied and no rows. */
    migratedPglite: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hr-db-template-"));
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database, { migrationsFolder: path.resolve(import.meta.dirname, "../../api/db/migrations") });
  } finally {
    await database.close();
  }
  project.provide("migratedPglite", dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
