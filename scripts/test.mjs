// `npm test`: the build, then every test file (`vitest run`) with the type check and the linter beside it
// at the lowest CPU priority, so that they use the cores the test files leave idle instead of adding their
// time to the run's (docs/decisions/0045-the-checks-beside-the-suite.md).
// `npm run test:quick` (`quick`): the type check beside the linter and then the pure unit tests, with no
// build, database or browser. `npm run typecheck` and `npm run lint` run one step alone.
// The type check and the linter keep a cache in .cache/, so that a second run only looks again at what
// changed. A step's output is printed in one piece when it ends, but for the suite's, which is live.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (file) => path.join(root, "node_modules", file);

const steps = {
  build: [[path.join(root, "scripts/build.mjs")]],
  typecheck: [
    [bin("typescript/bin/tsc"), "--noEmit", "--incremental", "--tsBuildInfoFile", ".cache/tsc/app.tsbuildinfo"],
    [bin("typescript/bin/tsc"), "--noEmit", "-p", "tsconfig.worker.json", "--incremental", "--tsBuildInfoFile", ".cache/tsc/worker.tsbuildinfo"],
  ],
  lint: [[bin("eslint/bin/eslint.js"), "--max-warnings", "0", "--cache", "--cache-strategy", "content", "--cache-location", ".cache/eslint/", "."]],
  unit: [[bin("vitest/vitest.mjs"), "run", "--project", "unit"]],
  suite: [[bin("vitest/vitest.mjs"), "run", ...process.argv.slice(3)]],
};

/** Runs one step's commands in turn; `live` passes the output through as it comes, `idle` runs at the lowest priority. */
async function run(name, { live = false, idle = false } = {}) {
  const started = Date.now();
  let output = "";
  let code = 0;
  for (const args of steps[name]) {
    code = await new Promise((resolve) => {
      const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, FORCE_COLOR: "1" }, stdio: ["ignore", live ? "inherit" : "pipe", live ? "inherit" : "pipe"] });
      if (idle) os.setPriority(child.pid, 19);
      child.stdout?.on("data", (chunk) => (output += chunk));
      child.stderr?.on("data", (chunk) => (output += chunk));
      child.on("close", (status) => resolve(status ?? 1));
    });
    if (code !== 0) break;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`\n── ${name}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s\n${output}`);
  return code;
}

/** Each mode's steps, as their exit codes. */
const modes = {
  async quick() {
    const lintThenUnit = async () => [await run("lint"), await run("unit")];
    const [typecheck, [lint, unit]] = await Promise.all([run("typecheck"), lintThenUnit()]);
    return [typecheck, lint, unit];
  },
  async full() {
    const build = await run("build");
    if (build !== 0) return [build];
    const checks = async () => [await run("typecheck", { idle: true }), await run("lint", { idle: true })];
    const [suite, [typecheck, lint]] = await Promise.all([run("suite", { live: true }), checks()]);
    return [suite, typecheck, lint];
  },
  typecheck: async () => [await run("typecheck")],
  lint: async () => [await run("lint")],
};

const mode = process.argv[2];
if (!(mode in modes)) throw new Error(`scripts/test.mjs: ${mode} is not one of ${Object.keys(modes).join(", ")}`);
const started = Date.now();
const codes = await modes[mode]();
const failed = codes.some((code) => code !== 0);
console.log(`\n${mode} ${failed ? "FAILED" : "passed"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = failed ? 1 : 0;
