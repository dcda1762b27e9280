import { describe, expect, it } from "vitest";
import { RESOURCES } from "../../contract/resources/index";

describe("field groups (docs/design.md decision 9)", () => {
  const grouped = RESOURCES.filter((resource) => resource.fieldGroups);

  it("are declared for both employee lists", () => {
    expect(grouped.map((resource) => resource.path).sort()).toEqual(["employees", "employees/exit-employee"]);
  });

  it.each(grouped.map((resource) => [resource.path, resource] as const))("%s: every field is always shown or in exactly one group", (_path, resource) => {
    const { always, groups } = resource.fieldGroups!;
    const placed = [...always, ...Object.values(groups).flatMap((group) => group.fields)];
    expect(placed.length, "a field in two places").toBe(new Set(placed).size);
    expect([...placed].sort()).toEqual(Object.keys(resource.fields).sort());
  });
});
