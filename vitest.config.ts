import { configDefaults, defineConfig } from "vitest/config";
import path from "node:path";
import LongestFirst from "./tests/support/sequencer";

// The unit-level suites that open a database (PGlite, and PostgreSQL with TEST_DATABASE_URL): their own
// project, so that the "unit" project stays pure and fast (tests/unit/test-projects.test.ts checks it).
export const databaseTests = [
  "api/auth/rate-limit.test.ts",
  "api/db/changes.test.ts",
  "api/db/client.test.ts",
  "api/db/seed.test.ts",
  "api/http/log-redact.test.ts",
  "api/jobs/absent-days.test.ts",
  "api/leave/balances.test.ts",
  "api/resources/list-plans.test.ts",
];

// Three projects: pure tests, tests on a real database, and tests that start the real server (API
// contract and browser).
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    // Three files at a time on two cores: while one waits for its server, browser or database, the others
    // use the cores. Every server has its own port, data folder and database
    // (docs/decisions/0026-tests-in-parallel.md). `--maxWorkers=1` runs one file at a time.
    maxWorkers: 3,
    // The longest files start first, so that no long file runs alone at the end (tests/support/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "api/**/*.test.ts", "tests/unit/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...databaseTests],
          environment: "node",
          // Pure tests share worker threads and their imports: a fresh process per file spent more than
          // twice the CPU, mostly importing the same modules again (docs/decisions/0026-tests-in-parallel.md,
          // addendum 2). A unit test therefore restores what it changes globally (fake timers, replaced globals).
          pool: "threads",
          isolate: false,
          // The PDF, XML-schema and zip tests take a few seconds of CPU each: on two cores shared with the
          // browser tests the default 5 s failed them, and a test that times out leaves its work running
          // in the shared thread, which Vitest then terminates ("Terminating worker thread").
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: databaseTests,
          // One migrated embedded database for the run, that each file copies (tests/support/db-template.ts).
          globalSetup: ["tests/support/db-template.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/api/**/*.test.ts", "tests/e2e/**/*.test.ts"],
          // The demo data, migrated and seeded once per run, that each server starts on a copy of.
          globalSetup: ["tests/support/templates.ts"],
          environment: "node",
          // Three files at a time on two cores: a long browser test takes up to three times as long.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A poll mostly waits for the browser (a page to hydrate, a fetcher to settle). With three files
          // on two busy cores that took more than Vitest's default second: the fresh-clone CI once failed
          // waiting for a form's picker to hydrate. A poll that succeeds returns as soon as it does.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
