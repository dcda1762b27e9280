// npm run bench:web — a declared list page against the raw /v1 call it makes, and the JavaScript each
// page ships. The page: Data References › Organization › Job titles with a search, 50 rows a page, over
// 10,000 job titles in the admin's company (created through the API), on the reference layout of
// docs/STACK.md (10 companies × 1,000 employees). At 10 concurrent connections, on PGlite, and on
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. Then, per page, the gzip bytes
// of every <script src> and modulepreload it references.
import crypto from "node:crypto";
import zlib from "node:zlib";
import { backends, load, seededServer, signIn } from "./support.mjs";

const ROWS = 10_000;
const TERM = "analyst";
const PAGE = `/dashboard/organization/employee-organization?tab=job-titles&q=${TERM}`;
// What the page's loader asks for (app/lib/screens.server.ts listQuery): the same page of the same search.
const RAW = `/v1/refs/employees/orgs/job-titles?limit=50&skip=0&search=${TERM}&fields=code,name`;
const ADMIN = "admin@majubersama.demo";
/** A dashboard page that makes no /v1 call of its own: the cost of the shell every page pays. */
const SHELL = "/dashboard/qr";

const WORDS = ["Senior", "Junior", "Lead", "Principal", "Associate", "Assistant", "Chief", "Staff", "Head", "Trainee"];
const ROLES = ["Analyst", "Engineer", "Officer", "Supervisor", "Coordinator", "Specialist", "Manager", "Technician", "Clerk", "Consultant"];

/** 10,000 job titles through POST /v1 (10 at a time); one in ten is an analyst. */
async function createRows(url, token) {
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= ROWS) return;
      const name = `${WORDS[Math.floor(i / 10) % WORDS.length]} ${ROLES[i % ROLES.length]} ${String(i).padStart(5, "0")}`;
      const response = await fetch(`${url}/v1/refs/employees/orgs/job-titles`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ code: `BJ-${String(i).padStart(5, "0")}`, name }),
      });
      if (response.status !== 201) throw new Error(`create ${i}: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}

const cookiesOf = (response) => (response.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]);

/** The session cookie of the real sign-in form (POST /?index with the page's CSRF token). */
async function webSession(url, username = ADMIN) {
  const first = await fetch(`${url}/`);
  const jar = cookiesOf(first);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await first.text())?.[1];
  if (!csrf) throw new Error("no CSRF token on the sign-in page");
  const response = await fetch(`${url}/?index`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ csrf, username, password: "demo-pass-2026" }),
  });
  if (response.status !== 302) throw new Error(`web sign-in failed: ${response.status}`);
  return cookiesOf(response).join("; ");
}

/** gzip bytes (level 9) of the JavaScript a page references: <script src> and <link rel=modulepreload>. */
async function shippedJs(url, path, cookie) {
  const response = await fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  const sources = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]));
  let bytes = 0;
  for (const source of sources) {
    const file = await fetch(new URL(source, url));
    bytes += zlib.gzipSync(Buffer.from(await file.arrayBuffer()), { level: 9 }).length;
  }
  return { status: response.status, files: sources.size, bytes };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

// Measured as deployed: production React and a configured session secret (cookies over plain HTTP here).
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET ??= crypto.randomBytes(32).toString("hex");
process.env.COOKIE_SECURE = "false";

const speed = [];
const js = new Map();
for (const backend of backends()) {
  console.error(`${backend.name}: seeding 10 companies × 1,000 employees…`);
  const server = await seededServer(backend, 10_000, "spread");
  try {
    const token = await signIn(server.url, ADMIN);
    console.error(`${backend.name}: creating ${ROWS} job titles through the API…`);
    const started = Date.now();
    await createRows(server.url, token);
    console.error(`${backend.name}: created in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const cookie = await webSession(server.url);
    const headers = { Authorization: `Bearer ${token}` };
    const raw = await (await fetch(`${server.url}${RAW}`, { headers })).json();
    const total = (await (await fetch(`${server.url}/v1/refs/employees/orgs/job-titles?limit=1`, { headers })).json()).meta.total;
    const html = await (await fetch(`${server.url}${PAGE}`, { headers: { cookie } })).text();
    if (!html.includes(raw.data[0].name)) throw new Error("the page does not show the API's first row");
    console.error(`${backend.name}: loading the API…`);
    const api = await load({ url: `${server.url}${RAW}`, headers });
    console.error(`${backend.name}: loading the page…`);
    const page = await load({ url: `${server.url}${PAGE}`, headers: { cookie } });
    // What every dashboard page costs before its own data: the shell (root and dashboard loaders, i18n, render).
    console.error(`${backend.name}: loading a page with no data of its own (the dashboard shell)…`);
    const shell = await load({ url: `${server.url}${SHELL}`, headers: { cookie } });
    speed.push({ backend: backend.name, total, matches: raw.meta.total, api, page, shell });

    if (!js.size) {
      const subAdmin = "/dashboard/edit/access-level/sub-admin/new";
      for (const [label, path, session] of [
        ["Sign-in page `/`", "/", null],
        ["Not-found page `/no/such/page`", "/no/such/page", null],
        ["Dashboard not-found page `/dashboard/no/such/page`", "/dashboard/no/such/page", cookie],
        ["List page (this benchmark's)", PAGE, cookie],
        ["Company info (record form) `/dashboard/portal/company-info?tab=tax`", "/dashboard/portal/company-info?tab=tax", cookie],
        ["Create page `/dashboard/edit/organization/employee-organization/new?tab=sub-departments`", "/dashboard/edit/organization/employee-organization/new?tab=sub-departments", cookie],
        [`Create page with the searchable picker \`${subAdmin}\``, subAdmin, cookie],
      ]) {
        js.set(label, await shippedJs(server.url, path, session));
      }
    }
  } finally {
    await server.stop();
  }
}

console.log(`Page: \`GET ${PAGE}\` (50 rows of the matches, with the session cookie).`);
console.log(`Raw API call the page makes: \`GET ${RAW}\` (bearer token).`);
console.log("");
console.log(`Shell: \`GET ${SHELL}\` (a dashboard page with no /v1 call of its own).`);
console.log("");
console.log("| Database | Job titles | Matching | API req/s | API p95 (ms) | Page req/s | Page p95 (ms) | Page / API | Shell req/s | Shell p95 (ms) |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const row of speed) {
  console.log(
    `| ${row.backend} | ${row.total} | ${row.matches} | ${row.api.rps} | ${row.api.p95} | ${row.page.rps} | ${row.page.p95} | ${Math.round((row.page.rps / row.api.rps) * 100)} % | ${row.shell.rps} | ${row.shell.p95} |`,
  );
}
console.log("");
console.log("| Page | Status | Script files | JavaScript (gzip) |");
console.log("|---|---|---|---|");
for (const [label, result] of js) console.log(`| ${label} | ${result.status} | ${result.files} | ${result.files ? `${kb(result.bytes)} KB` : "none"} |`);
