/**
 * The tenancy and data rules of docs/design.md, checked on the schema itself (no database), and a check
 * that the committed migrations match the schema.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { execFile } from "node:child_process";
import { getTableName, is, SQL } from "drizzle-orm";
import { getTableConfig, PgTable, type AnyPgColumn } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./schema/index";

const exported: unknown[] = Object.values(schema);
const tables = exported.filter((value): value is PgTable => is(value, PgTable));
const tenantNames = new Set<string>(Object.values(schema.TENANT_TABLES).map((t) => getTableName(t)));
const globalNames = new Set<string>(Object.values(schema.GLOBAL_TABLES).map((t) => getTableName(t)));

function firstColumnName(columns: readonly unknown[]): string | undefined {
  const first = columns[0];
  if (is(first, SQL)) return undefined;
  return (first as AnyPgColumn | undefined)?.name;
}

describe("schema rules", () => {
  it("classifies every table as tenant or global, exactly once", () => {
    expect(tables.length).toBe(tenantNames.size + globalNames.size);
    for (const table of tables) {
      const name = getTableName(table);
      expect(tenantNames.has(name) !== globalNames.has(name), name).toBe(true);
    }
  });

  it("gives every table created_at/updated_at and application-generated uuid ids", () => {
    for (const table of tables) {
      const config = getTableConfig(table);
      const names = config.columns.map((c) => c.name);
      expect(names, config.name).toContain("created_at");
      expect(names, config.name).toContain("updated_at");
      for (const column of config.columns) {
        expect(column.columnType, `${config.name}.${column.name}`).not.toMatch(/Serial/);
        expect(column.generatedIdentity, `${config.name}.${column.name}`).toBeUndefined();
      }
      const id = config.columns.find((c) => c.name === "id");
      if (id) {
        expect(id.columnType, config.name).toBe("PgUUID");
        expect(id.defaultFn, config.name).toBeTypeOf("function");
      }
    }
  });

  for (const table of Object.values(schema.TENANT_TABLES)) {
    const config = getTableConfig(table);
    it(`tenant table ${config.name}: company_id first in the key, the unique indexes and the foreign keys`, () => {
      const companyId = config.columns.find((c) => c.name === "company_id");
      expect(companyId?.notNull).toBe(true);
      expect(config.columns.filter((c) => c.primary)).toEqual([]);
      expect(config.primaryKeys.map((pk) => pk.columns.map((c) => c.name))).toEqual([["company_id", "id"]]);
      for (const index of config.indexes.filter((i) => i.config.unique)) {
        expect(firstColumnName(index.config.columns), index.config.name).toBe("company_id");
      }
      for (const unique of config.uniqueConstraints) {
        expect(unique.columns[0]?.name, unique.name).toBe("company_id");
      }
      for (const fk of config.foreignKeys) {
        const ref = fk.reference();
        const target = getTableName(ref.foreignTable);
        const from = ref.columns.map((c) => c.name);
        const to = ref.foreignColumns.map((c) => c.name);
        if (target === "companies") {
          expect(from, fk.getName()).toEqual(["company_id"]);
        } else if (tenantNames.has(target) || target === "files") {
          expect(from.length, fk.getName()).toBe(2);
          expect(from[0], fk.getName()).toBe("company_id");
          expect(to, fk.getName()).toEqual(["company_id", "id"]);
        } else {
          // A plain reference to a global table (e.g. the acting developer of a log row).
          expect(globalNames.has(target), fk.getName()).toBe(true);
        }
      }
    });
  }

  it("never references a tenant table from a global table (Citus cannot enforce it)", () => {
    for (const table of Object.values(schema.GLOBAL_TABLES)) {
      for (const fk of getTableConfig(table).foreignKeys) {
        expect(tenantNames.has(getTableName(fk.reference().foreignTable)), fk.getName()).toBe(false);
      }
    }
  });
});

describe("migrations", () => {
  it("match the schema (drizzle-kit generate finds nothing to do)", async () => {
    const root = path.resolve(import.meta.dirname, "..", "..");
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "hr-migrations-"));
    try {
      fs.cpSync(path.join(root, "api", "db", "migrations"), copy, { recursive: true });
      const kit = path.join(root, "node_modules", "drizzle-kit", "bin.cjs");
      // drizzle-kit takes --out relative to the working directory.
      const out = path.relative(root, copy);
      // Asynchronous: a worker blocked for a minute misses vitest's own messages (an RPC timeout fails the run).
      const result = await promisify(execFile)(process.execPath, [kit, "generate", "--dialect", "postgresql", "--schema", "./api/db/schema/index.ts", "--out", out], {
        cwd: root,
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(result.stdout).toContain("No schema changes");
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
