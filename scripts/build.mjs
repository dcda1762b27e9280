// Builds everything `npm start` serves: the Remix app (build/index.cjs, public/build/*),
// the Express host with the API bundled in (build/server.js), and the service worker (build/sw.js).
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const remixCli = path.join(root, "node_modules/@remix-run/dev/dist/cli.js");
execFileSync(process.execPath, [remixCli, "build"], { cwd: root, stdio: "inherit" });

// server.js: the whole app; api.js: the /v1 API alone; cli.js: migrate, seed, user:create, backup.
await esbuild.build({
  entryPoints: {
    server: path.join(root, "server.ts"),
    api: path.join(root, "api/server.ts"),
    cli: path.join(root, "api/cli.ts"),
  },
  outdir: path.join(root, "build"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // Keep the API's lazily loaded modules (demo data) inside the bundle.
  splitting: false,
});

// The worker's cache name changes with every build of the assets it caches.
const manifest = fs.readdirSync(path.join(root, "public/build")).filter((f) => f.startsWith("manifest-")).join();
const buildId = crypto.createHash("sha256").update(manifest).digest("hex").slice(0, 12);
await esbuild.build({
  entryPoints: [path.join(root, "app/worker/sw.ts")],
  outfile: path.join(root, "build/sw.js"),
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  define: { BUILD_ID: JSON.stringify(buildId) },
  logLevel: "warning",
});
console.log(`built server and service worker (${buildId})`);
