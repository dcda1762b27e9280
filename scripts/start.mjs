// `npm start`: build first when the build is missing or older than the sources, then serve.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
// `npm start` serves everything; `npm run start:api` (argument "api") serves the /v1 API alone.
const entry = process.argv[2] === "api" ? "api" : "server";
const output = path.join(root, `build/${entry}.js`);
const sources = ["app", "api", "server.ts", "remix.config.js", "package.json"].map((p) => path.join(root, p));

function newest(file) {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(file).map((name) => newest(path.join(file, name))));
}

const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
if (!built || sources.some((source) => newest(source) > built)) {
  console.log("Building the app first…");
  execFileSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
}
process.chdir(root);
await import(pathToFileURL(output).href);
