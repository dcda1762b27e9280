import { describe, expect, it } from "vitest";
import { DEFAULT_HEAP_GROWTH_PERCENT, heapGrowthPercent } from "./heap";

describe("HEAP_GROWTH_PERCENT", () => {
  it("defaults to the measured 60 % when unset or empty, and takes 0 (V8's own rule) to 400", () => {
    expect(heapGrowthPercent(undefined)).toBe(DEFAULT_HEAP_GROWTH_PERCENT);
    expect(heapGrowthPercent(" ")).toBe(DEFAULT_HEAP_GROWTH_PERCENT);
    expect(heapGrowthPercent("0")).toBe(0);
    expect(heapGrowthPercent("150")).toBe(150);
  });

  it("refuses what is not a whole number from 0 to 400, naming the setting", () => {
    for (const bad of ["sixty", "12.5", "-1", "401"]) expect(() => heapGrowthPercent(bad)).toThrow("HEAP_GROWTH_PERCENT must be a whole number from 0 to 400");
  });
});
