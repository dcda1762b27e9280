import { configDefaults, defineConfig } from "vitest/config";
import path from "node:path";

// The unit-level suites that open a database (PGlite, and PostgreSQL with TEST_DATABASE_URL): their own
// project, so that the "unit" project stays pure and fast (tests/unit/test-projects.test.ts checks it).
export const databaseTests = [
  "api/auth/rate-limit.test.ts",
  "api/db/changes.test.ts",
  "api/db/client.test.ts",
  "api/db/seed.test.ts",
  "api/http/log-redact.test.ts",
];

// Three projects: pure tests, tests on a real database, and tests that start the real server (API
// contract and browser).
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    // Test files that start a server or a database each would fight over two cores: one file at a time.
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "api/**/*.test.ts", "tests/unit/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...databaseTests],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: databaseTests,
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/api/**/*.test.ts", "tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
