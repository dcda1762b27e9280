// npm run bench:web — a declared list page against the raw /v1 call it makes, and the JavaScript each
// page ships. The page: Data References › Organization › Job titles with a search, 50 rows a page, over
// 10,000 job titles in the admin's company (created through the API), on the reference layout of
// docs/conventions.md, "Stack facts" (10 companies × 1,000 employees). At 10 concurrent connections, on PGlite, and on
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (one server process per core,
// as the README recommends for PostgreSQL). Then a load phase: the page and the employee list at 50
// connections for BENCH_LOAD_SECONDS each (default 60; 0 skips it), every non-2xx answer counted. Then,
// per page, the gzip bytes of every <script src> and modulepreload it references.
// BENCH_SECONDS and BENCH_RUNS shorten the measured runs (default 3 runs of 10 s).
import os from "node:os";
import zlib from "node:zlib";
import { PAGE, PAGE_ALL, RAW, RAW_ALL, SHELL, asDeployed, backends, benchSession, createJobTitles, loadInTurns, memoryOf, processTree, processes, seededServer, signIn, soak } from "./support.mjs";

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
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** The employee list: its rows and the department and location options of its filters, three /v1 calls. */
const EMPLOYEES = "/dashboard/employees/active-employees";

asDeployed();

const loadAvg = () => os.loadavg().map((n) => n.toFixed(1)).join(" ");
/** Each server process's peak resident set (VmHWM), MiB: the supervisor first, then its workers on PostgreSQL. */
const peaks = (pid) => processTree(pid).map((p) => Math.round((memoryOf(p)?.hwm ?? 0) / 1024 / 1024));
const ratioOf = (a, b) => {
  const per = a.runs.map((run, i) => run.rps / b.runs[i].rps).sort((x, y) => x - y);
  return `${Math.round(per[Math.floor(per.length / 2)] * 100)} % (${Math.round(per[0] * 100)}–${Math.round(per[per.length - 1] * 100)})`;
};

const speed = [];
const loads = [];
const js = new Map();
for (const backend of backends()) {
  console.error(`${backend.name}: seeding 10 companies × 1,000 employees…`);
  const server = await seededServer(backend, 10_000, "spread");
  try {
    const token = await signIn(server.url);
    console.error(`${backend.name}: creating 10,000 job titles through the API…`);
    const started = Date.now();
    await createJobTitles(server.url, token);
    console.error(`${backend.name}: created in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const cookie = await benchSession(server.url);
    const headers = { Authorization: `Bearer ${token}` };
    const raw = await (await fetch(`${server.url}${RAW}`, { headers })).json();
    const total = (await (await fetch(`${server.url}/v1/refs/employees/orgs/job-titles?limit=1`, { headers })).json()).meta.total;
    const html = await (await fetch(`${server.url}${PAGE}`, { headers: { cookie } })).text();
    if (!html.includes(raw.data[0].name)) throw new Error("the page does not show the API's first row");
    // The shell: what every dashboard page costs before its own data (root and dashboard loaders, i18n, render).
    console.error(`${backend.name}: loading the API, the page and the shell in turns…`);
    const before = loadAvg();
    const { api, page, apiAll, pageAll, shell } = await loadInTurns({
      api: { url: `${server.url}${RAW}`, headers },
      page: { url: `${server.url}${PAGE}`, headers: { cookie } },
      apiAll: { url: `${server.url}${RAW_ALL}`, headers },
      pageAll: { url: `${server.url}${PAGE_ALL}`, headers: { cookie } },
      shell: { url: `${server.url}${SHELL}`, headers: { cookie } },
    }, { seconds, runs });
    speed.push({ backend: backend.name, total, matches: raw.meta.total, api, page, apiAll, pageAll, shell, load: `${before} → ${loadAvg()}`, rss: peaks(server.pid) });
    if (loadSeconds > 0) {
      for (const [label, path] of [["List page (this benchmark's)", PAGE], ["Employee list", EMPLOYEES]]) {
        console.error(`${backend.name}: ${label} at 50 connections for ${loadSeconds} s…`);
        const before = loadAvg();
        loads.push({ backend: backend.name, label, path, ...(await soak({ url: `${server.url}${path}`, headers: { cookie }, connections: 50 }, loadSeconds)), load: `${before} → ${loadAvg()}`, rss: peaks(server.pid) });
      }
    }

    if (!js.size) {
      const subAdmin = "/dashboard/edit/access-level/sub-admin/new";
      const employee = (await (await fetch(`${server.url}/v1/employees?limit=1`, { headers })).json()).data[0]._id;
      const print = `/print/employees/active-employees/${employee}/resume`;
      for (const [label, path, session] of [
        ["Sign-in page `/`", "/", null],
        ["Not-found page `/no/such/page`", "/no/such/page", null],
        ["Dashboard not-found page `/dashboard/no/such/page`", "/dashboard/no/such/page", cookie],
        ["List page (this benchmark's)", PAGE, cookie],
        ["Company info (record form) `/dashboard/portal/company-info?tab=tax`", "/dashboard/portal/company-info?tab=tax", cookie],
        ["Print view (an employee's resume) `/print/employees/active-employees/{id}/resume`", print, cookie],
        ["Create page `/dashboard/edit/organization/employee-organization/new?tab=sub-departments`", "/dashboard/edit/organization/employee-organization/new?tab=sub-departments", cookie],
        [`Create page with the searchable picker \`${subAdmin}\``, subAdmin, cookie],
        ["Payroll calculator `/dashboard/payroll/calculator`", "/dashboard/payroll/calculator", cookie],
        ["Payroll run `/dashboard/payroll/run`", "/dashboard/payroll/run", cookie],
        ["Mass payslip `/dashboard/payroll/mass-payslip`", "/dashboard/payroll/mass-payslip", cookie],
        ["Employee services `/dashboard/services`", "/dashboard/services", cookie],
        ["My requests `/dashboard/my-requests`", "/dashboard/my-requests", cookie],
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
console.log(`Server processes: PGlite ${processes(null).WEB_CONCURRENCY}, PostgreSQL ${processes("postgres://").WEB_CONCURRENCY} (WEB_CONCURRENCY, one per core).`);
console.log("");
console.log("Req/s: median (slowest–fastest run); Page / API: the median (range) of each round's ratio, the two taking turns.");
console.log("");
console.log("| Database | Job titles | Matching | API req/s | API p95 (ms) | Page req/s | Page p95 (ms) | Page / API | Unsearched API req/s | Unsearched page req/s | Unsearched page p95 (ms) | Unsearched page / API | Shell req/s | Shell p95 (ms) | Load (1/5/15 min) | Peak RSS per process (MiB) |");
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
const span = (r) => `${r.rps} (${r.rpsMin}–${r.rpsMax})`;
for (const row of speed) {
  console.log(
    `| ${row.backend} | ${row.total} | ${row.matches} | ${span(row.api)} | ${row.api.p95} | ${span(row.page)} | ${row.page.p95} | ${ratioOf(row.page, row.api)} | ${span(row.apiAll)} | ${span(row.pageAll)} | ${row.pageAll.p95} | ${ratioOf(row.pageAll, row.apiAll)} | ${span(row.shell)} | ${row.shell.p95} | ${row.load} | ${row.rss.join(", ")} |`,
  );
}
if (loads.length) {
  console.log("");
  console.log(`Load: each page at 50 connections for ${loadSeconds} s (autocannon, its timeout 60 s).`);
  console.log("");
  console.log("| Database | Page | Requests | req/s | p95 (ms) | Non-2xx | Statuses | No answer (errors / timeouts) | Load (1/5/15 min) | Peak RSS per process so far (MiB) |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const row of loads) {
    const statuses = Object.entries(row.statuses).map(([status, n]) => `${status}: ${n}`).join(", ");
    console.log(`| ${row.backend} | ${row.label} \`${row.path}\` | ${row.requests} | ${row.rps} | ${row.p95} | ${row.non2xx} | ${statuses} | ${row.errors} / ${row.timeouts} | ${row.load} | ${row.rss.join(", ")} |`);
  }
}
console.log("");
console.log("| Page | Status | Script files | JavaScript (gzip) |");
console.log("|---|---|---|---|");
for (const [label, result] of js) console.log(`| ${label} | ${result.status} | ${result.files} | ${result.files ? `${kb(result.bytes)} KB` : "none"} |`);
