// npm run bench:serve — the web benchmark's server (10 companies × 1,000 employees, 10,000 job titles),
// kept running for profiling. Prints the URL, an API token and a web session cookie as one line of JSON
// (save it for `npm run bench:cpu`); SIGUSR2 restarts the server on the same database (after a new
// build), Ctrl-C stops it and drops the database. BENCH_DATABASE=PostgreSQL uses BENCH_DATABASE_URL.
import { asDeployed, backends, benchSession, createJobTitles, seededServer, signIn } from "./support.mjs";

asDeployed();

const backend = backends().find((b) => b.name === (process.env.BENCH_DATABASE ?? "PGlite"));
if (!backend) throw new Error("BENCH_DATABASE=PostgreSQL needs BENCH_DATABASE_URL");
const server = await seededServer(backend, 10_000, "spread");
const token = await signIn(server.url);
await createJobTitles(server.url, token);
const cookie = await benchSession(server.url);
console.log(JSON.stringify({ url: server.url, pid: server.pid, token, cookie }));
process.on("SIGUSR2", async () => {
  await server.restart();
  console.error(`restarted ${server.pid}`);
});
process.on("SIGINT", async () => {
  await server.stop();
  process.exit(0);
});
setInterval(() => {}, 1 << 30);
