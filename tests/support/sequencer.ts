/**
 * The order files start in (`sequence.sequencer` in vitest.config.ts): the longest first, so that the
 * three workers stay busy to the end instead of one long file starting last and running alone
 * (docs/decisions/0026-tests-in-parallel.md, addendum 2). Vitest's own order is the last run's durations
 * when it has them (node_modules/.vite/vitest/results.json) and else the file size; on a fresh clone the
 * size puts the container test (a short file that runs `npm ci`) near the end. So the files measured as
 * the longest come first, in this order, then the others by the last run's duration, else by size.
 */
import fs from "node:fs";
import path from "node:path";
import type { TestSpecification } from "vitest/node";

/** Measured per file with the JSON reporter on two cores (the addendum's table); longest first. */
export const LONGEST_FIRST = [
  "tests/api/payroll-runs.test.ts",
  "tests/e2e/runtime.test.ts",
  "tests/e2e/screens-operations.test.ts",
  "tests/e2e/payroll-run.test.ts",
  "tests/e2e/access.test.ts",
  "tests/e2e/attendance.test.ts",
  "tests/e2e/employees.test.ts",
  "tests/e2e/screens.test.ts",
  "tests/e2e/screens-references.test.ts",
  "tests/e2e/screens-access.test.ts",
];

interface Context {
  config: { root: string };
  cache: {
    getFileTestResults(key: string): { duration: number; failed: boolean } | undefined;
    getFileStats(key: string): { size: number } | undefined;
  };
}

export default class LongestFirst {
  constructor(private readonly ctx: Context) {}

  /** Not used (the suite is not sharded); the files in a stable order. */
  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const rank = (spec: TestSpecification) => {
      const file = path.relative(root, spec.moduleId).split(path.sep).join("/");
      const listed = LONGEST_FIRST.indexOf(file);
      const key = `${spec.project.name}:${file}`;
      const last = this.ctx.cache.getFileTestResults(key);
      const size = this.ctx.cache.getFileStats(key)?.size ?? fs.statSync(spec.moduleId).size;
      return { listed: listed === -1 ? Infinity : listed, duration: last?.duration, size };
    };
    const ranked = new Map(files.map((spec) => [spec, rank(spec)]));
    return [...files].sort((a, b) => {
      const ra = ranked.get(a)!;
      const rb = ranked.get(b)!;
      if (ra.listed !== rb.listed) return ra.listed - rb.listed;
      if (ra.duration !== undefined && rb.duration !== undefined) return rb.duration - ra.duration;
      if (ra.duration !== undefined || rb.duration !== undefined) return ra.duration === undefined ? -1 : 1;
      return rb.size - ra.size;
    });
  }
}
