import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseTests } from "../../vitest.config";

// The "unit" project (and so `npm run test:quick`) stays pure: a test file that opens a database or
// starts the server belongs in the "db" project (databaseTests in vitest.config.ts) or under tests/api|e2e.
const root = path.resolve(import.meta.dirname, "../..");
const self = path.relative(root, import.meta.filename);
const databaseMarkers = ["test-backends", "@electric-sql/pglite", "openDatabase", "tests/support/server", "tests/support/api", "startServer", "TEST_DATABASE_URL"];

function testFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file).split(path.sep).join("/"));
}

const unitFiles = ["app", "api", "tests/unit"].flatMap(testFiles).filter((file) => file !== self && !databaseTests.includes(file));

describe("the unit test project", () => {
  it("holds only pure tests", () => {
    expect(unitFiles.length).toBeGreaterThan(20);
    const impure = unitFiles.filter((file) => {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      return databaseMarkers.some((marker) => text.includes(marker));
    });
    expect(impure, "move these to databaseTests in vitest.config.ts").toEqual([]);
  });

  it.each(databaseTests)("leaves out %s, which opens a database", (file) => {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    expect(databaseMarkers.some((marker) => text.includes(marker))).toBe(true);
  });
});

// Test files run in parallel, and other runs may share the PostgreSQL server (docs/decisions/0026-tests-in-parallel.md):
// a file that ends PostgreSQL sessions ends only those on its own database, and no server gets a fixed port.
describe("test files running side by side", () => {
  const allTests = ["app", "api", "tests"].flatMap(testFiles).filter((file) => file !== self);

  it("end PostgreSQL sessions of their own database only", () => {
    const lines = allTests.flatMap((file) =>
      fs
        .readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .filter((line) => /pg_(terminate|cancel)_backend/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => !line.includes("datname = current_database()"))).toEqual([]);
  });

  it("leave the choice of port to tests/support/server.ts", () => {
    const fixed = allTests.filter((file) => /\bPORT: /.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(fixed).toEqual([]);
  });
});
