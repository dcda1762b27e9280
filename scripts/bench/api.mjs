// npm run bench:api — the /v1 employee list (50 rows, with a search) at 10 concurrent connections, over
// 10,000 employees: spread over ten companies (the reference layout of docs/conventions.md, "Stack facts"), and all in one
// company. On PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
import { backends, load, seededServer, signIn } from "./support.mjs";

const EMPLOYEES = 10_000;
const LIST = "/v1/employees?limit=50&search=sari&sort=fullname&fields=fullname,nickname,email,department,job_title,location,status,join_date";
const rows = [];
for (const layout of ["spread", "one"]) {
  for (const backend of backends()) {
    console.error(`${backend.name}, ${layout}: seeding ${EMPLOYEES} employees…`);
    const server = await seededServer(backend, EMPLOYEES, layout);
    try {
      const token = await signIn(server.url);
      const headers = { Authorization: `Bearer ${token}` };
      const total = (await (await fetch(`${server.url}/v1/employees?limit=1`, { headers })).json()).meta.total;
      const matches = (await (await fetch(`${server.url}${LIST}`, { headers })).json()).meta.total;
      const result = await load({ url: `${server.url}${LIST}`, headers });
      rows.push(`| ${backend.name} | ${layout === "spread" ? "10 × 1,000" : "1 × 10,000"} | ${total} | ${matches} | ${result.rps} | ${result.p95} |`);
    } finally {
      await server.stop();
    }
  }
}
console.log(`GET ${LIST}`);
console.log("| Database | Companies × employees | In the admin's company | Matching the search | Requests/s (median of 3 × 10 s) | p95 latency (ms) |");
console.log("|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
