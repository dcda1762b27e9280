import { getTableColumns, getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { columnOf } from "../../contract/fields";
import { RESOURCES } from "../../contract/resources/index";
import { KINDS } from "../../cache/changes";
import { KEPT_SOURCES } from "../../app/screens/presenters/options.server";
import { bindings } from "./registry";

/** Served by a route of its own rather than the generic engine. */
const CUSTOM = new Set(["permission-list"]);

describe("the resource registry", () => {
  const bound = bindings();

  it("binds every declared resource exactly once", () => {
    const paths = bound.map((b) => b.contract.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual(RESOURCES.map((r) => r.path).filter((p) => !CUSTOM.has(p)).sort());
  });

  it.each(bound.map((b) => [b.contract.path, b] as const))("%s: every writable field has a column", (_path, binding) => {
    const columns = getTableColumns(binding.table);
    for (const [name, field] of Object.entries(binding.contract.fields)) {
      if (field.readOnly) continue;
      expect(columns, `${name} → ${columnOf(name, field)}`).toHaveProperty(columnOf(name, field));
    }
    for (const field of binding.contract.search ?? []) expect(binding.contract.fields, field).toHaveProperty(field);
  });

  it("points every reference at a declared resource", () => {
    const paths = new Set(RESOURCES.map((r) => r.path));
    for (const resource of RESOURCES) {
      for (const [name, field] of Object.entries(resource.fields)) {
        if (field.ref) expect(paths.has(field.ref), `${resource.path}.${name} → ${field.ref}`).toBe(true);
      }
    }
  });

  it("binds the option lists the web tier keeps to the tables their changes name (docs/decisions/0038-lists-at-scale.md)", () => {
    for (const [path, kind] of Object.entries(KEPT_SOURCES)) {
      const binding = bound.find((b) => b.contract.path === path);
      expect(binding && getTableName(binding.table), path).toBe(kind);
      expect(KINDS, path).toContain(kind);
    }
  });
});
