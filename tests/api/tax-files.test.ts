/**
 * The tax files over /v1 (docs/decisions/0035-coretax-files-and-a1.md) on a YEAR of saved and cut-off
 * runs (2025) with four employees of their own — a joiner (April), a leaver (June), a K/3 employee with a
 * THR and a yard bonus, one without an NPWP — beside the demo staff: the BPMP of a TER month, the leaver's
 * BPA1 in June, December's BPA1 equal to the December recalculation of the saved items, the A1 PDF's
 * figures (pdftotext) equal to the same, 409 before the cut-off, 422 with what is missing, 404 for
 * another company. On one backend (ONE_BACKEND): nothing here depends on the database.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import type { PayrollItemOut, PayrollRunOut } from "../../contract/responses/payroll";
import type { A1ListOut, CoretaxSummaryOut, TaxMissingBody } from "../../contract/responses/tax";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";

const run = promisify(execFile);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hr-tax-"));
const NO_ALLOWANCES = { allowance_housing: 0, allowance_meal: 0, allowance_transport: 0, allowance_field: 0, allowance_telephone: 0, allowance_other: 0 };
const NPWP = "0017254893041000";
const YEAR = 2025;

/** Each row of a Coretax file as element → text (null for xsi:nil). */
function rowsOf(xml: string, tag: "MmPayroll" | "A1"): Record<string, string | null>[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((row) =>
    Object.fromEntries([...row[1].matchAll(/<(\w+)(?: xsi:nil="true"\/>|>([^<]*)<\/\1>)/g)].map((m) => [m[1], m[2] ?? null])),
  );
}

async function schemaProblems(xml: string, file: "bpmp" | "bpa1"): Promise<string[]> {
  const xsd = fs.readFileSync(path.join(import.meta.dirname, "../fixtures/coretax", `${file}.xsd`), "utf8");
  return (await validateXML({ xml: [{ fileName: `${file}.xml`, contents: xml }], schema: [xsd] })).errors.map((e) => e.rawMessage);
}

async function textOf(pdf: Buffer): Promise<string> {
  const file = path.join(scratch, `${Math.random().toString(16).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  return (await run("pdftotext", ["-layout", file, "-"])).stdout;
}

/** The A1's amounts: id-ID digits. */
const amount = (n: number) => `${n < 0 ? "-" : ""}${String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;

/** Lines 1–7 of an A1 row, as the XML carries them. */
const grossOf = (row: Record<string, string | null>) =>
  ["SalaryPensionJhtTht", "IncomeTaxBenefit", "OtherBenefit", "Honorarium", "InsurancePaidByEmployer", "Natura", "TantiemBonusThr"].reduce((acc, key) => acc + Number(row[key]), 0);

let api: TestApi;
const ids = { joiner: "", leaver: "", family: "", noNpwp: "" };
const NIK = { joiner: "3201011604950001", leaver: "3201012002880002", family: "3201010503800003", noNpwp: "3201012507990004" };
const runs = new Map<number, PayrollRunOut>();
const items = new Map<string, PayrollItemOut[]>();

const call = async <T>(account: Account, method: string, p: string, body?: unknown) => api.call<T>(await api.login(account), method, p, body);
async function download(account: Account, p: string) {
  const response = await fetch(`${api.server.url}/v1/${p}`, { headers: { Authorization: `Bearer ${await api.login(account)}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
const runOf = (month: number) => runs.get(month)!;
const cutOff = async (month: number) => expect((await call("admin", "POST", `payroll/runs/${runOf(month)._id}/cut-off`)).status).toBe(200);
/** The employee's saved items of the year, January to `upTo`. */
const savedOf = (employee: string, upTo = 12) => (items.get(employee) ?? []).filter((item) => item.run.month <= upTo);
const sum = (list: PayrollItemOut[], pick: (item: PayrollItemOut) => number) => list.reduce((acc, item) => acc + pick(item), 0);

beforeAll(async () => {
  api = await startApi(ONE_BACKEND[0]);
  const titles = await call<{ data: { _id: string }[] }>("admin", "GET", "refs/employees/orgs/job-titles?limit=1");
  const job_title = titles.body.data[0]._id;
  const create = async (fullname: string, body: Record<string, unknown>) => {
    const created = await call<{ data: { _id: string } }>("admin", "POST", "employees", {
      fullname,
      job_title,
      has_valid_npwp: true,
      bpjs_tk_registered: true,
      bpjs_ks_registered: true,
      join_date: "2020-01-01",
      ...NO_ALLOWANCES,
      ...body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data._id;
  };
  ids.joiner = await create("Tax Joiner", { marital_status: "tk/0", basic_salary: 7_000_000, join_date: "2025-04-16", ktp_number: NIK.joiner, npwp_number: NIK.joiner });
  ids.leaver = await create("Tax Leaver", { marital_status: "k/1", basic_salary: 9_000_000, ktp_number: NIK.leaver, npwp_number: NIK.leaver });
  ids.family = await create("Tax Family", { marital_status: "k/3", basic_salary: 12_000_000, allowance_housing: 1_500_000, yard_bonus: 250_000, ktp_number: NIK.family, npwp_number: NIK.family });
  ids.noNpwp = await create("Tax Without NPWP", { marital_status: "tk/1", basic_salary: 6_500_000, has_valid_npwp: false, ktp_number: NIK.noNpwp });
  expect((await call("admin", "POST", `employees/${ids.leaver}/exit`, { resign_date: `${YEAR}-06-20`, exit_reason: "Moved to another city" })).status).toBe(200);
  expect((await call("admin", "POST", "payroll/components", { employee: { _id: ids.family }, year: YEAR, month: 3, kind: "thr", amount: 12_000_000 })).status).toBe(201);

  for (let month = 1; month <= 12; month++) {
    const response = await call<{ data: PayrollRunOut }>("admin", "POST", "payroll/runs", { year: YEAR, month });
    expect([201, 202], JSON.stringify(response.body)).toContain(response.status);
    let saved = response.body.data;
    while (saved.status === "running") {
      await new Promise((resolve) => setTimeout(resolve, 250));
      saved = (await call<{ data: PayrollRunOut }>("admin", "GET", `payroll/runs/${saved._id}`)).body.data;
    }
    runs.set(month, saved);
    for (const id of Object.values(ids)) {
      const found = (await call<{ data: PayrollItemOut[] }>("admin", "GET", `payroll/runs/${saved._id}/items?employee._id=${id}`)).body.data;
      items.set(id, [...(items.get(id) ?? []), ...found]);
    }
  }
  // Every month but December is cut off; December waits (409 first).
  for (let month = 1; month <= 11; month++) await cutOff(month);
}, 240_000);
afterAll(async () => {
  await api?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("Coretax files of a year of saved payroll", () => {
  it("BPMP of a TER month: every employee of the month with the saved taxable gross and TER rate, named by the file", async () => {
    const april = await download("admin", `payroll/runs/${runOf(4)._id}/coretax/bpmp`);
    expect(april.status).toBe(200);
    expect(april.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(april.headers.get("content-disposition")).toBe(`attachment; filename="BPMP-${NPWP}-${YEAR}-04.xml"`);
    const xml = april.bytes.toString("utf8");
    expect(await schemaProblems(xml, "bpmp")).toEqual([]);
    const rows = rowsOf(xml, "MmPayroll");
    const summary = (await call<{ data: CoretaxSummaryOut }>("admin", "GET", `payroll/coretax?year=${YEAR}&month=4`)).body.data;
    expect(rows.length).toBe(summary.bpmp);
    expect(summary.bpmp).toBeGreaterThan(100);
    expect(xml.match(/<TIN>/g)).toHaveLength(1);
    for (const [key, nik] of [["joiner", NIK.joiner], ["family", NIK.family], ["noNpwp", NIK.noNpwp]] as const) {
      const item = savedOf(ids[key]).find((i) => i.run.month === 4)!;
      const row = rows.find((r) => r.CounterpartTin === nik)!;
      expect(row).toMatchObject({ TaxPeriodMonth: "4", TaxPeriodYear: String(YEAR), CounterpartOpt: "Resident", CounterpartPassport: null, Gross: String(item.taxable_gross), Rate: String(item.ter_rate) });
      expect(row.IDPlaceOfBusinessActivity).toBe(`${NPWP}000000`);
      expect(row.WithholdingDate).toBe(`${YEAR}-04-30`);
    }
    expect(rows.find((r) => r.CounterpartTin === NIK.family)?.StatusTaxExemption).toBe("K/3");
    // The joiner is not there before April; the leaver's June is not a TER month.
    const march = rowsOf((await download("admin", `payroll/runs/${runOf(3)._id}/coretax/bpmp`)).bytes.toString("utf8"), "MmPayroll");
    expect(march.some((r) => r.CounterpartTin === NIK.joiner)).toBe(false);
    const june = rowsOf((await download("admin", `payroll/runs/${runOf(6)._id}/coretax/bpmp`)).bytes.toString("utf8"), "MmPayroll");
    expect(june.some((r) => r.CounterpartTin === NIK.leaver)).toBe(false);
    expect(june.some((r) => r.CounterpartTin === NIK.family)).toBe(true);
  });

  it("BPA1 of the leaver's month: January to June, part of the year, equal to June's recalculation", async () => {
    const june = await download("admin", `payroll/runs/${runOf(6)._id}/coretax/bpa1`);
    expect(june.status).toBe(200);
    const xml = june.bytes.toString("utf8");
    expect(await schemaProblems(xml, "bpa1")).toEqual([]);
    const row = rowsOf(xml, "A1").find((r) => r.CounterpartTin === NIK.leaver)!;
    const saved = savedOf(ids.leaver);
    expect(saved.map((i) => i.run.month)).toEqual([1, 2, 3, 4, 5, 6]);
    const annual = saved[5].annual!;
    expect(row).toMatchObject({ TaxPeriodMonthStart: "1", TaxPeriodMonthEnd: "6", StatusOfWithholding: "PartialYear", TaxExemptOpt: "K/1", WithholdingDate: `${YEAR}-06-30` });
    expect(Number(row.SalaryPensionJhtTht)).toBe(sum(saved, (i) => i.earnings.basic_salary));
    expect(grossOf(row)).toBe(annual.annual_gross);
    expect(Number(row.PensionContributionJhtThtFee)).toBe(annual.pension);
  });

  it("December: 409 until cut off; then BPA1 for everyone of December, equal to the December recalculation; no BPMP", async () => {
    const refused = await call<{ code: string }>("admin", "GET", `payroll/runs/${runOf(12)._id}/coretax/bpa1`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("taxFileNotCutOff");
    expect((await call<{ code: string }>("admin", "GET", `payroll/a1/${ids.family}?year=${YEAR}`)).status).toBe(409);
    await cutOff(12);

    const xml = (await download("admin", `payroll/runs/${runOf(12)._id}/coretax/bpa1`)).bytes.toString("utf8");
    expect(await schemaProblems(xml, "bpa1")).toEqual([]);
    const rows = rowsOf(xml, "A1");
    expect(rows.length).toBe(runOf(12).employees);
    for (const [key, nik, start] of [["joiner", NIK.joiner, "4"], ["family", NIK.family, "1"], ["noNpwp", NIK.noNpwp, "1"]] as const) {
      const saved = savedOf(ids[key]);
      const annual = saved[saved.length - 1].annual!;
      const row = rows.find((r) => r.CounterpartTin === nik)!;
      expect(row).toMatchObject({ TaxPeriodMonthStart: start, TaxPeriodMonthEnd: "12", StatusOfWithholding: start === "1" ? "FullYear" : "PartialYear", Article21IncomeTax: "0" });
      expect(grossOf(row)).toBe(annual.annual_gross);
      expect(Number(row.PensionContributionJhtThtFee)).toBe(annual.pension);
    }
    const family = rows.find((r) => r.CounterpartTin === NIK.family)!;
    expect(Number(family.TantiemBonusThr)).toBe(12_000_000 + 12 * 250_000);
    expect(family.TaxExemptOpt).toBe("K/3");
    // December is a final period for everyone: its BPMP has nobody.
    expect((await call<{ code: string }>("admin", "GET", `payroll/runs/${runOf(12)._id}/coretax/bpmp`)).body.code).toBe("taxFileEmpty");
  });

  it("the A1 PDF shows the saved figures: December's for the K/3 employee, June's for the leaver; the year's list and zip", async () => {
    const list = await call<A1ListOut>("admin", "GET", `payroll/a1?year=${YEAR}`);
    expect(list.status).toBe(200);
    expect(list.body.company).toEqual([]);
    const byId = new Map(list.body.data.map((row) => [row.employee._id, row]));
    expect(byId.get(ids.leaver)).toMatchObject({ month_start: 1, month_end: 6, run: { month: 6, status: "cut_off" }, missing: [] });
    expect(byId.get(ids.joiner)).toMatchObject({ month_start: 4, month_end: 12 });

    const pdf = await download("admin", `payroll/a1/${ids.family}?year=${YEAR}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^inline; filename="A1-2025-[\w.-]+\.pdf"$/);
    const text = await textOf(pdf.bytes);
    const saved = savedOf(ids.family);
    const annual = saved[11].annual!;
    expect(text).toContain("Tax Family");
    expect(text).toContain(NIK.family);
    expect(text).toContain(`${NPWP}000000`);
    expect(text).toMatch(/Status PTKP\s+K\/3/);
    const line = (n: number, value: number) => expect(text).toMatch(new RegExp(`\\n\\s*${n} [^\\n]+ ${amount(value).replace(/\./g, "\\.")}\\n`));
    line(1, sum(saved, (i) => i.earnings.basic_salary));
    line(5, sum(saved, (i) => i.bpjs.jkk + i.bpjs.jkm + i.bpjs.ks_employer));
    line(7, 12_000_000 + 12 * 250_000);
    line(8, annual.annual_gross);
    line(9, annual.biaya_jabatan);
    line(10, annual.pension);
    line(13, annual.net);
    line(16, annual.ptkp);
    line(17, annual.pkp);
    line(20, annual.tax);
    expect(text).toContain(amount(annual.withheld));
    expect(text).toContain(amount(annual.this_month));

    const leaver = await textOf((await download("admin", `payroll/a1/${ids.leaver}?year=${YEAR}&lang=en`)).bytes);
    expect(leaver).toContain("01 – 06");
    expect(leaver).toContain("Gross income (1 to 7)");
    expect(leaver).toContain(amount(savedOf(ids.leaver)[5].annual!.annual_gross));
    expect(leaver).toContain("PPh 21 withheld January 2025 to May 2025");

    const zip = await download("admin", `payroll/a1?year=${YEAR}&format=zip`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const names = Object.keys(unzipSync(zip.bytes));
    expect(names.length).toBe(list.body.data.length);
    expect(names.every((name) => /^A1-2025-.+\.pdf$/.test(name))).toBe(true);
  });

  it("422 names per employee and for the company what is missing; the page's summary says the same", async () => {
    expect((await call("admin", "PUT", `employees/${ids.family}`, { job_title: null, ktp_number: "123" })).status).toBe(200);
    const refused = await call<TaxMissingBody>("admin", "GET", `payroll/runs/${runOf(4)._id}/coretax/bpmp`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: "taxFileMissing", params: { count: 1 }, errors: { [ids.family]: ["jobTitle"] } });
    expect(refused.body.employees).toEqual([{ _id: ids.family, fullname: "Tax Family", nickname: null, active: true }]);
    // Its NPWP still names them; without it the NIK is missing too.
    expect((await call("admin", "PUT", `employees/${ids.family}`, { npwp_number: null })).status).toBe(200);
    const company = (await call<{ data: { company: { _id: string } } }>("admin", "GET", "auth/me")).body.data.company._id;
    expect((await call("admin", "PUT", `portal/${company}`, { nitku: null })).status).toBe(200);
    const both = await call<TaxMissingBody>("admin", "GET", `payroll/runs/${runOf(12)._id}/coretax/bpa1`);
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({ company: ["nitku"], [ids.family]: ["nik", "jobTitle"] });
    const summary = await call<{ data: CoretaxSummaryOut }>("admin", "GET", `payroll/coretax?year=${YEAR}&month=12`);
    expect(summary.body.data).toMatchObject({ run: { _id: runOf(12)._id, status: "cut_off" }, bpmp: 0, bpa1: runOf(12).employees, missing: { company: ["nitku"], employees: [{ _id: ids.family, missing: ["nik", "jobTitle"] }] } });
    expect((await call("admin", "GET", `payroll/a1/${ids.joiner}?year=${YEAR}`)).status).toBe(422);
    // A NITKU that is not the NPWP's is refused where it is typed.
    const wrong = await call<{ codes: Record<string, { code: string }> }>("admin", "PUT", `portal/${company}`, { nitku: "0017254893041999000000" });
    expect([wrong.status, wrong.body.codes.nitku.code]).toEqual([422, "nitkuNpwp"]);
    expect((await call("admin", "PUT", `portal/${company}`, { nitku: `${NPWP}000000` })).status).toBe(200);
  });

  it("another company's run or employee is 404; the employee and custom roles are refused; bad input is 422", async () => {
    expect((await download("otherAdmin", `payroll/runs/${runOf(4)._id}/coretax/bpmp`)).status).toBe(404);
    expect((await download("otherAdmin", `payroll/a1/${ids.joiner}?year=${YEAR}`)).status).toBe(404);
    const other = await call<{ data: CoretaxSummaryOut }>("otherAdmin", "GET", `payroll/coretax?year=${YEAR}&month=4`);
    expect(other.body.data.run).toBeNull();
    expect((await download("employee", `payroll/runs/${runOf(4)._id}/coretax/bpmp`)).status).toBe(403);
    expect((await download("custom", `payroll/a1?year=${YEAR}`)).status).toBe(403);
    expect((await download("admin", `payroll/a1?year=19`)).status).toBe(422);
    expect((await download("admin", `payroll/coretax?year=${YEAR}&month=13`)).status).toBe(422);
    expect((await download("admin", `payroll/a1/${ids.joiner}?year=${YEAR}&format=zip`)).status).toBe(422);
    expect((await download("admin", `payroll/a1/${ids.joiner}?year=2024`)).status).toBe(404);
  });
});
