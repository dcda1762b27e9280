// npm run bench:import — the employee import: a generated 5,000-row xlsx in the import's layout
// (every column filled, references by name), uploaded through /v1/files and imported by
// POST /v1/employees/import into PT Maju Bersama. Reports the median of 3 runs of the dry run (the whole
// file checked) and of the import (checked again, then written in one transaction). Each run uses new
// employee numbers, so every row is a create. On PGlite, and on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a server.
import ExcelJS from "exceljs";
import { backends, seededServer, signIn } from "./support.mjs";

const ROWS = 5_000;
const RUNS = 3;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function api(url, token, path, init = {}) {
  const response = await fetch(`${url}/v1/${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 500)}`);
  return response;
}

/** A workbook of ROWS employees under the template's own header. */
async function generate(url, token, prefix) {
  const template = new ExcelJS.Workbook();
  await template.xlsx.load(await (await api(url, token, "employees/export-template")).arrayBuffer());
  const header = template.worksheets[0].getRow(1).values.slice(1);
  const names = async (path) => (await (await api(url, token, `${path}?limit=1000&fields=name`)).json()).data.map((row) => row.name);
  const [departments, jobs, locations, banks] = await Promise.all(["refs/employees/orgs/departments", "refs/employees/orgs/job-titles", "refs/employees/orgs/locations", "refs/employees/legalities/banks"].map(names));
  const pick = (list, i) => list[i % list.length];
  const date = (year, i) => `${year}-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`;
  const values = (i) => ({
    "Employee No.": `${prefix}-${String(i + 1).padStart(5, "0")}`,
    "Full name": `Karyawan Impor ${prefix} ${i + 1}`,
    "E-mail": `impor.${prefix.toLowerCase()}.${i + 1}@example.test`,
    Phone: `0812${String(10_000_000 + i)}`,
    Gender: i % 2 ? "male" : "female",
    "Birth date": date(1980 + (i % 20), i),
    "Birth place": "Jakarta",
    "Marital status": ["tk/0", "k/0", "k/1", "k/2"][i % 4],
    "Join date": date(2015 + (i % 10), i),
    "End of contract": null,
    "Employment status": ["pkwtt", "pkwt", "probation"][i % 3],
    Department: pick(departments, i),
    "Job title": pick(jobs, i),
    Location: pick(locations, i),
    "Work days": 5 + (i % 2),
    Bank: pick(banks, i),
    "Account number": String(1_000_000_000 + i),
    "Basic salary": 5_000_000 + (i % 50) * 100_000,
    "Housing allowance": 500_000,
    "Meal allowance": 400_000,
    "Transport allowance": 300_000,
    "Field allowance": 0,
    "Telephone allowance": 100_000,
    "Other allowance": 0,
    "KTP number": String(3_170_000_000_000_000 + i),
    "NPWP number": null,
    "BPJS TK number": null,
    "BPJS KS number": null,
  });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Employees");
  sheet.addRow(header);
  for (let i = 0; i < ROWS; i++) {
    const row = values(i);
    sheet.addRow(header.map((title) => row[Object.keys(row).find((key) => title.startsWith(`${key} /`) || title.startsWith(`${key} *`) || title === key)] ?? null));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const lines = [];
for (const backend of backends()) {
  console.error(`${backend.name}: starting a server with the demo data…`);
  const server = await seededServer(backend, 150, "one");
  try {
    const token = await signIn(server.url);
    const checks = [];
    const imports = [];
    for (let run = 0; run < RUNS; run++) {
      const bytes = await generate(server.url, token, `BX${run}`);
      const form = new FormData();
      form.set("purpose", "import");
      form.set("file", new Blob([bytes], { type: XLSX }), "employees.xlsx");
      const { data: file } = await (await api(server.url, token, "files", { method: "POST", body: form })).json();
      const post = async (dry_run) => {
        const started = performance.now();
        const body = await (await api(server.url, token, "employees/import", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ file: file._id, dry_run }) })).json();
        return { seconds: (performance.now() - started) / 1000, body };
      };
      const check = await post(true);
      if (check.body.data.create !== ROWS) throw new Error(`dry run: ${JSON.stringify(check.body)}`);
      const done = await post(false);
      if (done.body.data.created !== ROWS) throw new Error(`import: ${JSON.stringify(done.body)}`);
      checks.push(check.seconds);
      imports.push(done.seconds);
      console.error(`  run ${run + 1}: check ${check.seconds.toFixed(2)} s, import ${done.seconds.toFixed(2)} s (${(bytes.length / 1024).toFixed(0)} KiB)`);
    }
    lines.push(`| ${backend.name} | ${ROWS.toLocaleString("en")} | ${median(checks).toFixed(1)} | ${median(imports).toFixed(1)} |`);
  } finally {
    await server.stop();
  }
}
console.log(`POST /v1/employees/import of ${ROWS.toLocaleString("en")} new employees (median of ${RUNS} runs)`);
console.log("| Database | Rows | Check only (dry run), s | Import (check + write), s |");
console.log("|---|---|---|---|");
for (const line of lines) console.log(line);
