/**
 * A company's first year over /v1 (docs/payroll-rules.md B14): it starts saving payroll in July 2024 and
 * brings January–June as opening figures — three employees by form and import (TER A, B without NPWP, C)
 * and one without — then runs July to December. December's PPh 21 is the whole year's computed by hand,
 * the BPA1 and the A1 run from January, the employee without opening figures is warned
 * (`openingBalanceMissing`), and a cut-off December closes the year's figures. 2024: a year the demo never
 * saves. On one backend (ONE_BACKEND): nothing here depends on the database.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PayrollItemOut, PayrollRunOut } from "../../contract/responses/payroll";
import type { Pph21YearReport } from "../../contract/responses/payroll-reports";
import type { A1ListOut } from "../../contract/responses/tax";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";
import { upload } from "../support/uploads";

const YEAR = 2024;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const NO_ALLOWANCES = { allowance_housing: 0, allowance_meal: 0, allowance_transport: 0, allowance_field: 0, allowance_telephone: 0, allowance_other: 0 };
const ZERO = { tax_allowance: 0, other_allowances: 0, honorarium: 0, insurance: 0, natura: 0, bonus: 0, pension_deduction: 0, zakat: 0 };
const HEADER = [
  "Employee No. / No. Karyawan *",
  "Year / Tahun *",
  "First month / Bulan pertama *",
  "Last month / Bulan terakhir *",
  "Salary / Gaji",
  "PPh allowance / Tunjangan PPh",
  "Other allowances and overtime / Tunjangan lainnya dan lembur",
  "Honorarium",
  "Insurance paid by the employer / Premi asuransi dibayar pemberi kerja",
  "Natura",
  "Bonus, THR / Tantiem, bonus, gratifikasi, THR",
  "JHT and JP paid by the employee / Iuran JHT dan JP karyawan",
  "Zakat through the employer / Zakat melalui pemberi kerja",
  "PPh 21 withheld / PPh 21 yang telah dipotong",
];
type Failure = { code: string; message: string; errors?: Record<string, string> };
interface Opening {
  _id: string;
  employee: string | { _id: string };
  year: number;
  first_month: number;
  last_month: number;
  salary: number;
  pph21_withheld: number;
  gross: number;
  label: string;
}

const run = promisify(execFile);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hr-opening-"));
let api: TestApi;
const tokens = {} as Record<Account, string>;
const call = <T>(account: Account, method: string, p: string, body?: unknown) => api.call<T>(tokens[account], method, p, body);
// A: TK/0 (TER A), B: K/1 (TER B) without NPWP, C: K/3 (TER C), D: no opening figures. No BPJS, so the hand figures stay plain.
const people = {
  a: { fullname: "Opening Ayu", nickname: "OB-A", marital_status: "tk/0", basic_salary: 10_000_000, has_valid_npwp: true, ktp_number: "3201010101900001", npwp_number: "3201010101900001" },
  b: { fullname: "Opening Bima", nickname: "OB-B", marital_status: "k/1", basic_salary: 8_000_000, has_valid_npwp: false, ktp_number: "3201010101900002" },
  c: { fullname: "Opening Citra", nickname: "OB-C", marital_status: "k/3", basic_salary: 30_000_000, has_valid_npwp: true, ktp_number: "3201010101900003", npwp_number: "3201010101900003" },
  d: { fullname: "Opening Dewi", nickname: "OB-D", marital_status: "tk/0", basic_salary: 10_000_000, has_valid_npwp: true, ktp_number: "3201010101900004", npwp_number: "3201010101900004" },
};
type Who = keyof typeof people;
const ids = {} as Record<Who, string>;
const runs = new Map<number, PayrollRunOut>();
const openings = {} as Record<"a" | "b" | "c", string>;

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Sheet1");
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
async function uploadBook(bytes: Buffer) {
  const stored = await upload(api.server.url, tokens.admin, "import", { bytes, name: "opening.xlsx", type: XLSX });
  expect(stored.status).toBe(201);
  return stored.body.data!._id;
}
async function download(account: Account, p: string) {
  const response = await fetch(`${api.server.url}/v1/${p}`, { headers: { Authorization: `Bearer ${tokens[account]}` } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}
async function runMonth(month: number): Promise<PayrollRunOut> {
  const response = await call<{ data: PayrollRunOut }>("admin", "POST", "payroll/runs", { year: YEAR, month });
  expect([201, 202], JSON.stringify(response.body)).toContain(response.status);
  let saved = response.body.data;
  while (saved.status === "running") {
    await new Promise((resolve) => setTimeout(resolve, 250));
    saved = (await call<{ data: PayrollRunOut }>("admin", "GET", `payroll/runs/${saved._id}`)).body.data;
  }
  runs.set(month, saved);
  return saved;
}
async function itemOf(month: number, who: Who): Promise<PayrollItemOut> {
  const found = await call<{ data: PayrollItemOut[] }>("admin", "GET", `payroll/runs/${runs.get(month)!._id}/items?employee._id=${ids[who]}`);
  expect(found.body.data).toHaveLength(1);
  return found.body.data[0];
}
const rowsOf = (xml: string) =>
  [...xml.matchAll(/<A1>([\s\S]*?)<\/A1>/g)].map((row) => Object.fromEntries([...row[1].matchAll(/<(\w+)(?: xsi:nil="true"\/>|>([^<]*)<\/\1>)/g)].map((m) => [m[1], m[2] ?? null])));

beforeAll(async () => {
  api = await startApi(ONE_BACKEND[0]);
  for (const account of ["admin", "employee", "otherAdmin", "custom"] as const) tokens[account] = await api.login(account);
  const titles = await call<{ data: { _id: string }[] }>("admin", "GET", "refs/employees/orgs/job-titles?limit=1");
  for (const [who, person] of Object.entries(people) as [Who, (typeof people)[Who]][]) {
    const created = await call<{ data: { _id: string } }>("admin", "POST", "employees", {
      ...person,
      job_title: titles.body.data[0]._id,
      join_date: "2020-01-01",
      bpjs_tk_registered: false,
      bpjs_ks_registered: false,
      ...NO_ALLOWANCES,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ids[who] = created.body.data._id;
  }
}, 120_000);
afterAll(async () => {
  await api?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("opening figures of a company that starts in July", () => {
  it("are entered by form: one per employee and year, the months before the first saved month, in the activity log", async () => {
    const body = { employee: ids.a, year: YEAR, first_month: 1, last_month: 6, salary: 60_000_000, ...ZERO, pph21_withheld: 1_200_000 };
    const created = await call<{ data: Opening }>("admin", "POST", "payroll/opening-balances", body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ year: YEAR, first_month: 1, last_month: 6, salary: 60_000_000, gross: 60_000_000, label: `Opening Ayu · ${YEAR}` });
    openings.a = created.body.data._id;
    expect((await call<Failure>("admin", "POST", "payroll/opening-balances", body)).status).toBe(409);

    const wrong = async (change: Record<string, unknown>) => (await call<Failure>("admin", "POST", "payroll/opening-balances", { ...body, employee: ids.d, ...change })).body;
    expect((await wrong({ first_month: 6, last_month: 2 })).errors).toMatchObject({ last_month: expect.stringMatching(/not be before the first month/) });
    // Nothing saved here yet in 2024: December is the company's own, so the figures end by November.
    expect((await wrong({ last_month: 12 })).errors).toMatchObject({ last_month: expect.stringMatching(/12\/2024/) });
    expect((await wrong({ salary: -1 })).errors).toHaveProperty("salary");
    expect((await wrong({ year: 2023 })).errors).toHaveProperty("year");
    expect((await call("admin", "GET", `payroll/opening-balances?year=${YEAR}&employee._id=${ids.d}`)).body).toMatchObject({ data: [] });

    const log = await call<{ data: { menu: string; type: string }[] }>("admin", "GET", "logs?menu=opening-balances&limit=5&sort=-created_at");
    expect(log.body.data[0]).toMatchObject({ menu: "opening-balances", type: "create" });
  });

  it("are imported all or nothing: every bad cell named, another company's employee unknown", async () => {
    const theirs = (await call<{ data: { nickname: string }[] }>("otherAdmin", "GET", "employees?limit=1&sort=nickname")).body.data[0].nickname;
    const bad = await uploadBook(
      await workbook([
        ["OB-B", YEAR, 1, 6, 48_000_000, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [theirs, YEAR, 1, 6, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        ["OB-C", YEAR, 7, 3, 180_000_000, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        ["OB-C", YEAR, 1, 6, -5, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        ["OB-B", YEAR, 1, 6, 48_000_000, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      ]),
    );
    const refused = await call<Failure>("admin", "POST", "payroll/opening-balances/import", { file: bad });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("fileErrors");
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(["3.nickname", "4.last_month", "5.salary", "6.nickname"]);
    expect((await call<{ data: Opening[] }>("admin", "GET", `payroll/opening-balances?year=${YEAR}`)).body.data).toHaveLength(1);

    const good = await uploadBook(
      await workbook([
        ["OB-B", YEAR, 1, 6, 48_000_000, null, null, null, null, null, null, null, null, 0],
        ["ob-c", YEAR, 1, 6, 180_000_000, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      ]),
    );
    expect((await call<{ data: unknown }>("admin", "POST", "payroll/opening-balances/import", { file: good, dry_run: true })).body.data).toEqual({ rows: 2, employees: 2 });
    const done = await call<{ data: { imported: number } }>("admin", "POST", "payroll/opening-balances/import", { file: good });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const list = (await call<{ data: Opening[] }>("admin", "GET", `payroll/opening-balances?year=${YEAR}&limit=10`)).body.data;
    expect(list).toHaveLength(3);
    for (const who of ["b", "c"] as const) openings[who] = list.find((row) => (typeof row.employee === "string" ? row.employee : row.employee._id) === ids[who])!._id;
    expect(list.find((row) => row._id === openings.c)).toMatchObject({ gross: 180_000_000, pph21_withheld: 0 });

    // The template: the same bilingual header.
    const template = await download("admin", "payroll/opening-balances/template");
    expect(template.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.bytes.buffer.slice(template.bytes.byteOffset, template.bytes.byteOffset + template.bytes.byteLength) as ArrayBuffer);
    expect((book.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
  });

  it("are the payroll's alone: another company's row is 404, an employee and a reader of employees are refused", async () => {
    expect((await call("otherAdmin", "GET", `payroll/opening-balances/${openings.a}`)).status).toBe(404);
    expect((await call("otherAdmin", "PATCH", `payroll/opening-balances/${openings.a}`, { salary: 1 })).status).toBe(404);
    expect((await call("employee", "GET", `payroll/opening-balances?year=${YEAR}`)).status).toBe(403);
    expect((await call("custom", "GET", `payroll/opening-balances?year=${YEAR}`)).status).toBe(403);
    expect((await download("employee", "payroll/opening-balances/template")).status).toBe(403);
  });

  it("runs July to December: a covered month is refused, December taxes the whole year (hand figures), the employee without them is warned", async () => {
    const june = await call<Failure>("admin", "POST", "payroll/runs", { year: YEAR, month: 6 });
    expect(june.status).toBe(409);
    expect(june.body.code).toBe("payrollOpeningCovers");
    for (let month = 7; month <= 11; month++) await runMonth(month);
    // The months before July can no longer end after June: July is saved here.
    expect((await call<Failure>("admin", "PATCH", `payroll/opening-balances/${openings.a}`, { last_month: 7 })).body.errors).toHaveProperty("last_month");

    // What the previous system withheld in January–June, as it would: the same TER month as July here.
    const july = { b: (await itemOf(7, "b")).pph21, c: (await itemOf(7, "c")).pph21 };
    expect((await itemOf(7, "a")).pph21).toBe(200_000);
    for (const who of ["b", "c"] as const) {
      const patched = await call<{ data: Opening }>("admin", "PATCH", `payroll/opening-balances/${openings[who]}`, { pph21_withheld: 6 * july[who] });
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    }

    await runMonth(12);
    const [a, b, c, d] = await Promise.all((["a", "b", "c", "d"] as const).map((who) => itemOf(12, who)));
    // A, TK/0: 120,000,000 − biaya jabatan 6,000,000 − PTKP 54,000,000 = PKP 60,000,000; 5 % = 3,000,000;
    // withheld 1,200,000 (opening) + 5 × 200,000 → December 800,000.
    expect(a.annual).toMatchObject({ annual_gross: 120_000_000, biaya_jabatan: 6_000_000, ptkp: 54_000_000, pkp: 60_000_000, tax: 3_000_000, withheld: 2_200_000, this_month: 800_000 });
    expect(a.pph21).toBe(800_000);
    // B, K/1 without NPWP: 96,000,000 − 4,800,000 − PTKP 63,000,000 = 28,200,000; 5 % = 1,410,000; × 120 % = 1,692,000.
    expect(b.annual).toMatchObject({ annual_gross: 96_000_000, biaya_jabatan: 4_800_000, ptkp: 63_000_000, pkp: 28_200_000, tax: 1_692_000, surcharge: 282_000, withheld: 11 * july.b });
    expect(b.pph21).toBe(1_692_000 - 11 * july.b);
    // C, K/3: 360,000,000 − 6,000,000 − 72,000,000 = 282,000,000; 3,000,000 + 28,500,000 + 8,000,000 = 39,500,000.
    expect(c.annual).toMatchObject({ annual_gross: 360_000_000, pkp: 282_000_000, tax: 39_500_000, withheld: 11 * july.c });
    expect(c.pph21).toBe(39_500_000 - 11 * july.c);
    for (const item of [a, b, c]) expect(item.warnings.map((w) => w.code)).not.toContain("openingBalanceMissing");
    // D has no opening figures: a July–December year, and the warning names January–June.
    expect(d.warnings).toContainEqual({ code: "openingBalanceMissing", detail: { months: [1, 2, 3, 4, 5, 6], year: YEAR } });
    expect(d.annual).toMatchObject({ annual_gross: 60_000_000 });
    // The annual recalculation, not a TER month, names the December line.
    expect(a.lines.find((line) => line.key === "pph21")).toMatchObject({ detail: { method: "annual" } });

    const pph21 = await call<Pph21YearReport>("admin", "GET", `payroll/reports/pph21/year?year=${YEAR}&q=Opening%20Ayu`);
    expect(pph21.body.data[0]).toMatchObject({ opening: { first_month: 1, last_month: 6, taxable_gross: 60_000_000, pph21: 1_200_000 }, taxable_gross: 120_000_000, pph21: 3_000_000 });
  });

  it("the BPA1 and the A1 run from January with the opening figures; the A1 list names the months D lacks", async () => {
    for (let month = 7; month <= 12; month++) expect((await call("admin", "POST", `payroll/runs/${runs.get(month)!._id}/cut-off`)).status).toBe(200);
    const xml = (await download("admin", `payroll/runs/${runs.get(12)!._id}/coretax/bpa1`)).bytes.toString("utf8");
    const rows = rowsOf(xml);
    const ayu = rows.find((row) => row.CounterpartTin === people.a.ktp_number)!;
    expect(ayu).toMatchObject({ TaxPeriodMonthStart: "1", TaxPeriodMonthEnd: "12", StatusOfWithholding: "FullYear", SalaryPensionJhtTht: "120000000", PensionContributionJhtThtFee: "0", Zakat: "0" });
    expect(rows.find((row) => row.CounterpartTin === people.c.ktp_number)).toMatchObject({ TaxPeriodMonthStart: "1", SalaryPensionJhtTht: "360000000" });
    expect(rows.find((row) => row.CounterpartTin === people.d.ktp_number)).toMatchObject({ TaxPeriodMonthStart: "7", StatusOfWithholding: "PartialYear", SalaryPensionJhtTht: "60000000" });

    const list = await call<A1ListOut>("admin", "GET", `payroll/a1?year=${YEAR}`);
    expect(list.body.data.find((row) => row.employee._id === ids.a)).toMatchObject({ month_start: 1, month_end: 12, months_missing: [] });
    expect(list.body.data.find((row) => row.employee._id === ids.d)).toMatchObject({ month_start: 7, months_missing: [1, 2, 3, 4, 5, 6] });

    const pdf = await download("admin", `payroll/a1/${ids.a}?year=${YEAR}&lang=en`);
    expect(pdf.status).toBe(200);
    const file = path.join(scratch, "a1.pdf");
    fs.writeFileSync(file, pdf.bytes);
    const text = (await run("pdftotext", ["-layout", file, "-"])).stdout;
    expect(text).toMatch(/01\s*[-–]\s*12/);
    expect(text).toContain("120.000.000");
    expect(text).toContain("3.000.000");
  });

  it("a year whose December is cut off refuses every change, by form and by import", async () => {
    const closed = await call<Failure>("admin", "PATCH", `payroll/opening-balances/${openings.a}`, { salary: 61_000_000 });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe("openingYearCutOff");
    expect((await call("admin", "DELETE", `payroll/opening-balances/${openings.a}`)).status).toBe(409);
    expect((await call("admin", "POST", "payroll/opening-balances", { employee: ids.d, year: YEAR, first_month: 1, last_month: 6, salary: 1, ...ZERO, pph21_withheld: 0 })).status).toBe(409);
    const file = await uploadBook(await workbook([["OB-D", YEAR, 1, 6, 60_000_000, 0, 0, 0, 0, 0, 0, 0, 0, 1_200_000]]));
    const refused = await call<Failure>("admin", "POST", "payroll/opening-balances/import", { file });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("openingYearCutOff");
    expect((await call<{ data: Opening[] }>("admin", "GET", `payroll/opening-balances?year=${YEAR}`)).body.data).toHaveLength(3);
  });
});
