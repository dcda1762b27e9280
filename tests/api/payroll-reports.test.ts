/**
 * The payroll reports and the bank file (docs/decisions/0036-payroll-reports-and-bank-files.md)
 * on a year of saved runs (2025) of four employees — a joiner, a leaver, a K/3 employee, one without
 * NPWP — the company's other employees out of the payroll: the PPh 21 report (month and year) and the
 * BPJS reports agree to the rupiah with the saved items and the runs' totals; the xlsx read back; the
 * bank files' bytes; the refusal list; another company's run 404; bad input 422; access 403.
 */
import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../api/db/client";
import type { BpjsKsReport, BpjsTkReport, Pph21Report, Pph21YearReport } from "../../contract/responses/payroll-reports";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";

interface Run {
  _id: string;
  month: number;
  status: string;
  totals: Record<"gross" | "pph21" | "take_home" | "bpjs_employee" | "bpjs_employer", number>;
}
interface Item {
  employee: { _id: string };
  taxable_gross: number;
  pph21: number;
  take_home: number;
  ter_category: string;
  ter_rate: number;
  marital_status: string;
  bpjs: Record<string, number>;
  annual: Record<string, number> | null;
  lines: { key: string; amount: number; detail?: Record<string, unknown> }[];
}
type Failure = { code: string; errors?: Record<string, string>; codes?: Record<string, { code: string; params?: Record<string, unknown> }> };

const YEAR = 2025;
const ZERO = { allowance_housing: 0, allowance_meal: 0, allowance_transport: 0, allowance_field: 0, allowance_telephone: 0, allowance_other: 0 };

let api: TestApi;
const ids = { joiner: "", leaver: "", k3: "", nonpwp: "", bca: "", mandiri: "" };
const runs = new Map<number, Run>();
const items = new Map<number, Map<string, Item>>();
const call = async <T,>(account: Account, path: string, method = "GET", body?: unknown) => api.call<T>(await api.login(account), method, path, body);

async function xlsxRows(path: string): Promise<unknown[][]> {
  const response = await fetch(`${api.server.url}/v1/${path}`, { headers: { Authorization: `Bearer ${await api.login("admin")}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("spreadsheetml");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  return (book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).map((row) => row.slice(1));
}

async function bankFile(runId: string, query: string, account: Account = "admin") {
  const response = await fetch(`${api.server.url}/v1/payroll/runs/${runId}/bank-file?${query}`, { headers: { Authorization: `Bearer ${await api.login(account)}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  api = await startApi(ONE_BACKEND[0]);
  const banks = await call<{ data: { _id: string; code: string }[] }>("admin", "refs/employees/legalities/banks?limit=100");
  ids.bca = banks.body.data.find((b) => b.code === "014")!._id;
  ids.mandiri = banks.body.data.find((b) => b.code === "008")!._id;
  const create = async (fullname: string, body: Record<string, unknown>) => {
    const created = await call<{ data: { _id: string } }>("admin", "employees", "POST", {
      fullname,
      marital_status: "tk/0",
      has_valid_npwp: true,
      bpjs_tk_registered: true,
      bpjs_ks_registered: true,
      join_date: "2020-01-01",
      ...ZERO,
      ...body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data._id;
  };
  ids.joiner = await create("Laporan Joiner", { nickname: "RPT-J", join_date: "2025-05-16", basic_salary: 8_000_000, ktp_number: "3171000000000001", npwp_number: "0000000000000001", bpjs_tk_number: "25000000001", bank: ids.bca, account_number: "1111111111" });
  ids.leaver = await create("Laporan Leaver", { nickname: "RPT-L", basic_salary: 9_000_000, allowance_transport: 500_000, ktp_number: "3171000000000002", bpjs_tk_number: "25000000002", bank: ids.mandiri, account_number: "1222222222222" });
  ids.k3 = await create("Laporan K3", { nickname: "RPT-K", marital_status: "k/3", basic_salary: 20_000_000, ktp_number: "3171000000000003", bpjs_ks_number: "0001234567890", additional_family_member: true, total_additional_family: 1, bank: ids.bca, account_number: "3333333333" });
  ids.nonpwp = await create("Laporan Tanpa NPWP", { nickname: "RPT-N", has_valid_npwp: false, basic_salary: 12_000_000, ktp_number: "3171000000000004" });
  expect((await call("admin", `employees/${ids.leaver}/exit`, "POST", { resign_date: "2025-07-20", exit_reason: "Moved" })).status).toBe(200);
  const company = (await call<{ data: { company: { _id: string } } }>("admin", "auth/me")).body.data.company._id;
  await api.restart(async (data) => {
    const database = await openDatabase(data);
    try {
      const mine = Object.values(ids).slice(0, 4);
      await database.db.execute(sql`update employees set payroll_active = false where company_id = ${company} and id not in (${sql.join(mine.map((id) => sql`${id}`), sql`, `)})`);
    } finally {
      await database.close();
    }
  });
  for (let month = 1; month <= 12; month += 1) {
    const created = await call<{ data: Run }>("admin", "payroll/runs", "POST", { year: YEAR, month });
    expect([201, 202], JSON.stringify(created.body)).toContain(created.status);
    let run = created.body.data;
    while (run.status === "running") {
      await new Promise((resolve) => setTimeout(resolve, 200));
      run = (await call<{ data: Run }>("admin", `payroll/runs/${run._id}`)).body.data;
    }
    runs.set(month, run);
    const list = await call<{ data: Item[] }>("admin", `payroll/runs/${run._id}/items?limit=1000`);
    items.set(month, new Map(list.body.data.map((item) => [item.employee._id, item])));
  }
}, 300_000);
afterAll(async () => {
  await api?.stop();
});

const surchargeLine = (item: Item) => item.lines.find((l) => l.key === "pph21.npwp_surcharge" || l.key === "annual.npwp_surcharge");

describe("payroll reports of a saved year", () => {
  it("has the four employees in the months they were employed", () => {
    expect([...items.get(4)!.keys()].sort()).toEqual([ids.k3, ids.leaver, ids.nonpwp].sort());
    expect(items.get(5)!.has(ids.joiner)).toBe(true);
    expect(items.get(7)!.has(ids.leaver)).toBe(true);
    expect(items.get(8)!.has(ids.leaver)).toBe(false);
    expect(items.get(7)!.get(ids.leaver)!.annual).not.toBeNull();
  });

  it("PPh 21 of each month agrees with the saved items and the run's totals, to the rupiah", async () => {
    for (let month = 1; month <= 12; month += 1) {
      const report = (await call<Pph21Report>("admin", `payroll/reports/pph21?year=${YEAR}&month=${month}`)).body;
      const saved = items.get(month)!;
      expect(report.meta).toMatchObject({ year: YEAR, month, run: { _id: runs.get(month)!._id, status: "saved" }, total: saved.size });
      for (const row of report.data) {
        const item = saved.get(row.employee._id)!;
        expect(row).toMatchObject({ taxable_gross: item.taxable_gross, pph21: item.pph21, ter_category: item.ter_category, ter_rate: item.ter_rate, ptkp_status: item.marital_status.toUpperCase() });
        expect(row.method).toBe(item.annual ? "annual" : "ter");
        expect(row.npwp_valid).toBe(row.employee._id !== ids.nonpwp);
        if (!item.annual) expect(row.surcharge).toBe(surchargeLine(item)?.amount ?? 0);
      }
      const sum = (key: "taxable_gross" | "pph21" | "surcharge") => report.data.reduce((total, row) => total + row[key], 0);
      expect(report.meta.totals).toEqual({ employees: saved.size, taxable_gross: sum("taxable_gross"), pph21: sum("pph21"), surcharge: sum("surcharge") });
      expect(report.meta.totals.pph21).toBe(runs.get(month)!.totals.pph21);
    }
    const march = (await call<Pph21Report>("admin", `payroll/reports/pph21?year=${YEAR}&month=3`)).body;
    const nonpwp = march.data.find((row) => row.employee._id === ids.nonpwp)!;
    expect(nonpwp.surcharge).toBeGreaterThan(0);
    expect(nonpwp).toMatchObject({ nik: "3171000000000004", npwp: null, ptkp_status: "TK/0", ter_category: "A" });
    expect(march.data.find((row) => row.employee._id === ids.k3)).toMatchObject({ ptkp_status: "K/3", ter_category: "C", nik: "3171000000000003" });
  });

  it("the year view: January–December per employee, the final recalculation as saved, the months adding up to the year's tax", async () => {
    const report = (await call<Pph21YearReport>("admin", `payroll/reports/pph21/year?year=${YEAR}`)).body;
    expect(report.meta.months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(report.data.map((row) => row.employee.fullname)).toEqual(["Laporan Joiner", "Laporan K3", "Laporan Leaver", "Laporan Tanpa NPWP"]);
    for (const row of report.data) {
      for (let month = 1; month <= 12; month += 1) {
        const item = items.get(month)!.get(row.employee._id);
        expect(row.months[month - 1]?.pph21 ?? null).toBe(item ? item.pph21 : null);
        expect(row.months[month - 1]?.taxable_gross ?? null).toBe(item ? item.taxable_gross : null);
      }
      const finalMonth = row.employee._id === ids.leaver ? 7 : 12;
      const annual = items.get(finalMonth)!.get(row.employee._id)!.annual!;
      expect(row.final).toEqual({ ...annual, month: finalMonth });
      // Σ PPh 21 of the months = the year's tax; Σ taxable gross = the annual gross; Σ surcharge = the year's.
      expect(row.pph21).toBe(annual.tax);
      expect(row.taxable_gross).toBe(annual.annual_gross);
      expect(row.surcharge).toBe(annual.surcharge);
      expect(row.final!.withheld + row.final!.this_month).toBe(annual.tax);
    }
    const nonpwp = report.data.find((row) => row.employee._id === ids.nonpwp)!;
    expect(nonpwp.surcharge).toBeGreaterThan(0);
    const december = (await call<Pph21Report>("admin", `payroll/reports/pph21?year=${YEAR}&month=12`)).body.data.find((row) => row.employee._id === ids.nonpwp)!;
    expect(december.surcharge).toBe(nonpwp.months[11]!.surcharge);
    expect(report.meta.totals.pph21).toBe([...runs.values()].reduce((sum, run) => sum + run.totals.pph21, 0));
    expect(report.meta.totals.months.map((m) => m.pph21)).toEqual([...runs.values()].map((run) => run.totals.pph21));
  });

  it("BPJS Ketenagakerjaan and Kesehatan agree with the items; with the other's parts they make the run's BPJS totals", async () => {
    for (const month of [3, 5, 7, 12]) {
      const tk = (await call<BpjsTkReport>("admin", `payroll/reports/bpjs-tk?year=${YEAR}&month=${month}`)).body;
      const ks = (await call<BpjsKsReport>("admin", `payroll/reports/bpjs-ks?year=${YEAR}&month=${month}`)).body;
      const saved = items.get(month)!;
      for (const row of tk.data) {
        const item = saved.get(row.employee._id)!;
        const b = item.bpjs;
        expect(row).toMatchObject({ jht_employee: b.jht_employee, jht_employer: b.jht_employer, jp_employee: b.jp_employee, jp_employer: b.jp_employer, jkk: b.jkk, jkm: b.jkm });
        expect(row.wage).toBe(item.lines.find((l) => l.key === "bpjs.jht_employer")!.detail!.base);
        expect(row.jp_base).toBe(Math.min(row.wage, row.jp_cap));
        expect(row.total).toBe(row.employee_total + row.employer_total);
      }
      for (const row of ks.data) {
        const b = saved.get(row.employee._id)!.bpjs;
        expect(row).toMatchObject({ ks_employee: b.ks_employee, ks_employer: b.ks_employer, ks_additional: b.ks_additional });
      }
      const run = runs.get(month)!;
      expect(tk.meta.totals.employer_total + ks.meta.totals.ks_employer).toBe(run.totals.bpjs_employer);
      expect(tk.meta.totals.employee_total + ks.meta.totals.employee_total).toBe(run.totals.bpjs_employee);
      expect(tk.meta.totals.total).toBe(tk.data.reduce((sum, row) => sum + row.total, 0));
      expect(ks.meta.totals.total).toBe(ks.data.reduce((sum, row) => sum + row.total, 0));
    }
    const march = (await call<BpjsKsReport>("admin", `payroll/reports/bpjs-ks?year=${YEAR}&month=3`)).body.data.find((row) => row.employee._id === ids.k3)!;
    expect(march).toMatchObject({ members: 1, bpjs_ks_number: "0001234567890", wage: 12_000_000, ks_employer: 480_000, ks_employee: 120_000, ks_additional: 120_000 });
    const tk = (await call<BpjsTkReport>("admin", `payroll/reports/bpjs-tk?year=${YEAR}&month=3`)).body.data.find((row) => row.employee._id === ids.k3)!;
    expect(tk).toMatchObject({ wage: 20_000_000, jp_base: tk.jp_cap, jp_employee: Math.floor(tk.jp_cap / 100) });
  });

  it("filters by department, employee and search; pages keep the totals of every match", async () => {
    const one = (await call<Pph21Report>("admin", `payroll/reports/pph21?year=${YEAR}&month=6&employee=${ids.k3}`)).body;
    expect(one.data.map((row) => row.employee._id)).toEqual([ids.k3]);
    const searched = (await call<Pph21Report>("admin", `payroll/reports/pph21?year=${YEAR}&month=6&q=rpt-n`)).body;
    expect(searched.data.map((row) => row.employee._id)).toEqual([ids.nonpwp]);
    const paged = (await call<Pph21Report>("admin", `payroll/reports/pph21?year=${YEAR}&month=6&limit=1&skip=1`)).body;
    const whole = (await call<Pph21Report>("admin", `payroll/reports/pph21?year=${YEAR}&month=6`)).body;
    expect(paged.data).toEqual(whole.data.slice(1, 2));
    expect(paged.meta).toMatchObject({ total: whole.data.length, limit: 1, skip: 1, totals: whole.meta.totals });
    const department = "00000000-0000-4000-8000-000000000000";
    expect((await call<Pph21Report>("admin", `payroll/reports/pph21/year?year=${YEAR}&department=${department}`)).body.data).toEqual([]);
    const empty = (await call<Pph21Report>("admin", `payroll/reports/pph21?year=2024&month=3`)).body;
    expect(empty).toEqual({ data: [], meta: { year: 2024, month: 3, run: null, total: 0, limit: 1000, skip: 0, totals: { employees: 0, taxable_gross: 0, pph21: 0, surcharge: 0 } } });
  });

  it("exports the same rows as xlsx: PPh 21 with its totals last, BPJS in the upload templates' columns", async () => {
    const report = (await call<Pph21Report>("admin", `payroll/reports/pph21?year=${YEAR}&month=12`)).body;
    const pph21 = await xlsxRows(`payroll/reports/pph21/export?year=${YEAR}&month=12`);
    expect(pph21[0].slice(0, 4)).toEqual(["Employee No. / No. Karyawan", "Name / Nama", "NIK", "NPWP"]);
    expect(pph21).toHaveLength(report.data.length + 2);
    const at = (name: string) => pph21[0].indexOf(name);
    report.data.forEach((row, index) => {
      const cells = pph21[index + 1];
      expect([cells[0], cells[1], cells[2], cells[at("Taxable gross / Penghasilan bruto")], cells[at("PPh 21 withheld / PPh 21 dipotong")], cells[at("No-NPWP surcharge / Tambahan tanpa NPWP")]]).toEqual([
        row.employee.employee_id,
        row.employee.fullname,
        row.nik ?? undefined,
        row.taxable_gross,
        row.pph21,
        row.surcharge,
      ]);
    });
    expect(pph21.at(-1)![at("PPh 21 withheld / PPh 21 dipotong")]).toBe(report.meta.totals.pph21);

    const year = await xlsxRows(`payroll/reports/pph21/year/export?year=${YEAR}`);
    const yearReport = (await call<Pph21YearReport>("admin", `payroll/reports/pph21/year?year=${YEAR}`)).body;
    expect(year.at(-1)![year[0].indexOf("PPh 21 (year) / PPh 21 (setahun)")]).toBe(yearReport.meta.totals.pph21);

    const tk = await xlsxRows(`payroll/reports/bpjs-tk/export?year=${YEAR}&month=3`);
    expect(tk[0]).toEqual(["No", "No KPJ", "NIK", "Nama", "Upah", "JHT TK (2%)", "JHT Perusahaan (3,7%)", "JHT Total", "JKK", "JKM (0,3%)", "JP TK (1%)", "JP Perusahaan (2%)", "JP Total", "Total TK", "Total Perusahaan", "Total Iuran"]);
    const tkReport = (await call<BpjsTkReport>("admin", `payroll/reports/bpjs-tk?year=${YEAR}&month=3`)).body;
    expect(tk).toHaveLength(tkReport.data.length + 1);
    expect(tk.slice(1).reduce((sum, row) => sum + Number(row[15]), 0)).toBe(tkReport.meta.totals.total);
    const ks = await xlsxRows(`payroll/reports/bpjs-ks/export?year=${YEAR}&month=3`);
    expect(ks[0]).toEqual(["No", "NIK", "No Kartu BPJS", "Nama", "Upah", "Iuran Perusahaan (4%)", "Iuran Pekerja (1%)", "Anggota Keluarga Tambahan", "Iuran Keluarga Tambahan (1%)", "Total Iuran"]);
    const ksReport = (await call<BpjsKsReport>("admin", `payroll/reports/bpjs-ks?year=${YEAR}&month=3`)).body;
    expect(ks.slice(1).reduce((sum, row) => sum + Number(row[9]), 0)).toBe(ksReport.meta.totals.total);
  });

  it("refuses bad input with 422 and each field's message, other roles with 403", async () => {
    for (const [query, field] of [
      ["year=1999&month=3", "year"],
      ["year=2201&month=3", "year"],
      ["year=2025&month=13", "month"],
      ["year=2025&month=0", "month"],
      ["month=3", "year"],
      ["year=2025&month=3&department=nope", "department"],
      ["year=2025&month=3&extra=1", "extra"],
    ]) {
      const response = await call<Failure>("admin", `payroll/reports/bpjs-tk?${query}`);
      expect(response.status, query).toBe(422);
      expect(Object.keys(response.body.errors ?? {}), query).toContain(field);
    }
    expect((await call<Failure>("employee", `payroll/reports/pph21?year=2025&month=3`)).status).toBe(403);
    expect((await call<Failure>("custom", `payroll/reports/bpjs-ks?year=2025&month=3`)).status).toBe(403);
    expect((await call<Failure>("sub_admin", `payroll/reports/pph21/year?year=2025`)).status).toBe(200);
  });
});

describe("the bank transfer file of a saved month", () => {
  it("refuses while an employee paid has no bank or account, naming each one", async () => {
    const response = await call<Failure>("admin", `payroll/runs/${runs.get(3)!._id}/bank-file?format=csv`);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe("bankFileRefused");
    expect(Object.keys(response.body.codes ?? {})).toEqual([ids.nonpwp]);
    expect(response.body.codes![ids.nonpwp]).toEqual({ code: "noBankAccount", params: { name: "Laporan Tanpa NPWP", number: "RPT-N" } });
  });

  it("writes BCA, Mandiri and the plain CSV with the saved take-home pay, once the record is filled in", async () => {
    expect((await call("admin", `employees/${ids.nonpwp}`, "PUT", { bank: ids.bca, account_number: "4444444444" })).status).toBe(200);
    const run = runs.get(3)!;
    const march = items.get(3)!;
    const pay = (id: string) => march.get(id)!.take_home;
    const bca = await bankFile(run._id, "format=bca&company_code=003700138gaji&debit_account=0373207770&value_date=2025-03-25&batch=2");
    expect(bca.status).toBe(200);
    expect(bca.headers.get("content-disposition")).toBe('attachment; filename="payroll-bca-2025-03.txt"');
    const bcaTotal = pay(ids.k3) + pay(ids.nonpwp);
    const lines = bca.bytes.toString("latin1").split("\r\n");
    expect(lines).toEqual([
      `00000000000003700138GAJI25020373207770${"00MF"}00002${String(bcaTotal).padStart(14, "0")}.00032025`,
      `03333333333${String(pay(ids.k3)).padStart(13, "0")}00${"000000RPTK"}${"LAPORAN K3".padEnd(30)}    `,
      `04444444444${String(pay(ids.nonpwp)).padStart(13, "0")}00${"000000RPTN"}${"LAPORAN TANPA NPWP".padEnd(30)}    `,
      "",
    ]);
    const check = await call<{ data: unknown }>("admin", `payroll/runs/${run._id}/bank-file?format=bca&company_code=003700138GAJI&debit_account=0373207770&value_date=2025-03-25&batch=2&dry_run=true`);
    expect(check.body.data).toEqual({ format: "bca", name: "payroll-bca-2025-03.txt", count: 2, total: bcaTotal, other_banks: 1 });

    const mandiri = await bankFile(run._id, "format=mandiri&debit_account=1400015522221&value_date=2025-03-25");
    const [header, detail] = mandiri.bytes.toString("utf8").split("\r\n");
    expect(header.startsWith(`P,20250325,1400015522221,1,${pay(ids.leaver)},`)).toBe(true);
    expect(detail.split(",").slice(0, 8)).toEqual(["1222222222222", "LAPORAN LEAVER", "", "", "", "IDR", String(pay(ids.leaver)), "GAJI 03 2025"]);

    const csv = (await bankFile(run._id, "format=csv")).bytes.toString("utf8").split("\r\n");
    expect(csv).toHaveLength(5);
    expect(csv.slice(1, 4).reduce((sum, row) => sum + Number(row.split(",")[5]), 0)).toBe(runs.get(3)!.totals.take_home);
  });

  it("checks the form's fields, and another company's run is 404", async () => {
    const run = runs.get(3)!._id;
    const missing = await call<Failure>("admin", `payroll/runs/${run}/bank-file?format=bca&debit_account=12345`);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(["batch", "company_code", "debit_account", "value_date"]);
    const wrong = await call<Failure>("admin", `payroll/runs/${run}/bank-file?format=mandiri&debit_account=0373207770&value_date=2025-02-30`);
    expect(Object.keys(wrong.body.errors ?? {}).sort()).toEqual(["debit_account", "value_date"]);
    expect((await call<Failure>("admin", `payroll/runs/${run}/bank-file?format=swift`)).status).toBe(422);
    expect((await bankFile(run, "format=csv", "otherAdmin")).status).toBe(404);
    expect((await call<Pph21Report>("otherAdmin", `payroll/reports/pph21?year=${YEAR}&month=3`)).body.data).toEqual([]);
    expect((await bankFile(run, "format=csv", "employee")).status).toBe(403);
  });
});
