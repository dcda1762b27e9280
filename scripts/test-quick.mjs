// `npm run test:quick`: the type check, the linter and the pure unit tests, no build, database or browser.
// The type check (one core) runs beside the linter and then the unit tests (the other core); both keep a
// cache in .cache/ so that a second run only looks again at what changed. `npm test` runs everything.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (file) => path.join(root, "node_modules", file);

const steps = {
  typecheck: [
    [bin("typescript/bin/tsc"), "--noEmit", "--incremental", "--tsBuildInfoFile", ".cache/tsc/app.tsbuildinfo"],
    [bin("typescript/bin/tsc"), "--noEmit", "-p", "tsconfig.worker.json", "--incremental", "--tsBuildInfoFile", ".cache/tsc/worker.tsbuildinfo"],
  ],
  lint: [[bin("eslint/bin/eslint.js"), "--max-warnings", "0", "--cache", "--cache-strategy", "content", "--cache-location", ".cache/eslint/", "."]],
  unit: [[bin("vitest/vitest.mjs"), "run", "--project", "unit"]],
};

// Runs one step's commands in turn; its output is printed in one piece when it ends, not interleaved.
async function run(name) {
  const started = Date.now();
  let output = "";
  let code = 0;
  for (const args of steps[name]) {
    code = await new Promise((resolve) => {
      const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, FORCE_COLOR: "1" } });
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("close", (status) => resolve(status ?? 1));
    });
    if (code !== 0) break;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`\n── ${name}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s\n${output}`);
  return code;
}

const started = Date.now();
const lintThenUnit = async () => [await run("lint"), await run("unit")];
const [typecheck, [lint, unit]] = await Promise.all([run("typecheck"), lintThenUnit()]);
const codes = [typecheck, lint, unit];
const failed = codes.some((code) => code !== 0);
console.log(`\ntest:quick ${failed ? "FAILED" : "passed"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = failed ? 1 : 0;
