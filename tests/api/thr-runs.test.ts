/**
 * THR runs (docs/decisions/0037-thr-runs.md) against the real server, on one backend (ONE_BACKEND): Idul Fitri
 * 2026 run and saved with its items, the pay month's regular payroll carrying the THR in gross and PPh 21
 * by TER (the rupiah checked against the domain) and on the payslip in both languages, the settings and a
 * re-run (the payroll then outdated), the 7-day warning, cut-off, 409 when the pay month's payroll is cut
 * off, another company's run 404, access, and bad input 422.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculateMonthlyPayroll } from "../../api/domain/payroll/monthly";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";

interface ThrRun {
  _id: string;
  year: number;
  holiday: string;
  holiday_date: string;
  pay_month: number;
  pay_date: string;
  pay_deadline: string;
  late: boolean;
  settings: { method: string; exclude_ending_pkwt: boolean; holiday_mode: string };
  status: "saved" | "cut_off";
  employees: number;
  paid: number;
  total: number;
  cut_off_at: string | null;
  payroll: { _id: string; status: string; outdated: boolean } | null;
}
interface ThrItem {
  employee: { _id: string; fullname: string };
  religion: { name: string } | null;
  holiday: string;
  holiday_date: string;
  months_of_service: number;
  days_of_service: number;
  rule: string;
  wage: number;
  amount: number;
  end_date: string | null;
  warnings: { code: string }[];
}
interface PayrollItem {
  _id: string;
  gross: number;
  taxable_gross: number;
  ter_category: string;
  ter_rate: number;
  pph21: number;
  take_home: number;
  earnings: { thr: number };
  bpjs: Record<string, number>;
  lines: { key: string; kind: string; amount: number; detail?: { note?: string; floor?: number } }[];
}
type Failure = { code: string; codes?: Record<string, { code: string }> };

const NO_ALLOWANCES = { allowance_housing: 0, allowance_meal: 0, allowance_transport: 0, allowance_field: 0, allowance_telephone: 0, allowance_other: 0 };

describe("THR runs", () => {
  let api: TestApi;
  const ids = { full: "", three: "", contract: "", catholic: "" };
  let run: ThrRun;
  const call = async <T = { data: ThrRun }>(account: Account, method: string, path: string, body?: unknown) => api.call<T>(await api.login(account), method, path, body);
  const items = async (id: string) => (await call<{ data: ThrItem[]; meta: { total: number } }>("admin", "GET", `payroll/thr-runs/${id}/items?limit=1000`)).body;
  const itemOf = async (id: string, employee: string) => (await items(id)).data.find((item) => item.employee._id === employee);

  beforeAll(async () => {
    api = await startApi(ONE_BACKEND[0]);
    const admin = await api.login("admin");
    const religions = await api.call<{ data: { _id: string; code: string }[] }>(admin, "GET", "refs/employees/personal/religions?limit=100");
    const religion = (code: string) => religions.body.data.find((r) => r.code === code)!._id;
    const create = async (fullname: string, body: Record<string, unknown>) => {
      const created = await api.call<{ data: { _id: string } }>(admin, "POST", "employees", {
        fullname,
        marital_status: "tk/0",
        has_valid_npwp: true,
        bpjs_tk_registered: true,
        bpjs_ks_registered: true,
        religion: religion("ISL"),
        status: "pkwtt",
        ...NO_ALLOWANCES,
        ...body,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.data._id;
    };
    ids.full = await create("Thr Full", { basic_salary: 10_000_000, join_date: "2020-01-01" });
    // 2025-11-30 to the holiday (2026-03-20): 3 months, 110 days.
    ids.three = await create("Thr Three", { basic_salary: 6_000_000, join_date: "2025-11-30" });
    ids.contract = await create("Thr Contract", { basic_salary: 8_000_000, join_date: "2024-01-01", status: "pkwt", end_of_contract: "2026-03-05" });
    ids.catholic = await create("Thr Katolik", { basic_salary: 9_000_000, join_date: "2020-01-01", religion: religion("KAT") });
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
  });

  it("runs and saves Idul Fitri 2026: each employee of its religion, with service, wage and THR", async () => {
    expect((await call("admin", "GET", "payroll/thr-settings")).body.data).toEqual({ method: "month", exclude_ending_pkwt: true, holiday_mode: "religion" });
    const dates = (await call<{ data: { holiday: string; date: string | null; pay_deadline: string | null }[] }>("admin", "GET", "payroll/thr-holidays?year=2026")).body.data;
    expect(dates.find((d) => d.holiday === "idul_fitri")).toEqual({ holiday: "idul_fitri", date: "2026-03-20", pay_deadline: "2026-03-13" });
    const created = await call("admin", "POST", "payroll/thr-runs", { year: 2026, holiday: "idul_fitri", pay_month: 3 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    run = created.body.data;
    // The company's calendar (Leave › Holiday, loaded from the holiday package): 20 March 2026.
    expect(run).toMatchObject({ year: 2026, holiday: "idul_fitri", holiday_date: "2026-03-20", pay_month: 3, pay_date: "2026-03-13", pay_deadline: "2026-03-13", late: false, status: "saved", payroll: null });
    expect(run.employees).toBeGreaterThan(50);
    const list = await items(run._id);
    expect(list.meta.total).toBe(run.employees);
    expect(list.data.reduce((sum, item) => sum + item.amount, 0)).toBe(run.total);
    expect(list.data.filter((item) => item.amount > 0)).toHaveLength(run.paid);
    expect(await itemOf(run._id, ids.full)).toMatchObject({ religion: { name: "Islam" }, holiday: "idul_fitri", holiday_date: "2026-03-20", rule: "full", wage: 10_000_000, amount: 10_000_000 });
    expect(await itemOf(run._id, ids.three)).toMatchObject({ rule: "prorated", months_of_service: 3, days_of_service: 110, amount: 1_500_000, warnings: [] });
    expect(await itemOf(run._id, ids.contract)).toMatchObject({ rule: "contract_ended", end_date: "2026-03-05", amount: 0 });
    expect(await itemOf(run._id, ids.catholic)).toBeUndefined();
    expect((await call("admin", "GET", `payroll/thr-runs/${run._id}`)).body.data).toEqual(run);
    expect((await call<{ data: ThrRun[] }>("admin", "GET", "payroll/thr-runs?year=2026")).body.data).toEqual([run]);
    const search = await call<{ data: ThrItem[] }>("admin", "GET", `payroll/thr-runs/${run._id}/items?q=thr%20three`);
    expect(search.body.data.map((item) => item.employee._id)).toEqual([ids.three]);
  });

  it("puts the THR into the pay month's payroll: gross, PPh 21 by TER on it, and the payslip's THR line", async () => {
    const saved = await call<{ data: { _id: string; status: string } }>("admin", "POST", "payroll/runs", { year: 2026, month: 3 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const payroll = saved.body.data;
    const found = await call<{ data: PayrollItem[] }>("admin", "GET", `payroll/runs/${payroll._id}/items?employee._id=${ids.full}`);
    const item = found.body.data[0];
    const employee = (await call<{ data: { jkk_percentage: number } }>("admin", "GET", `employees/${ids.full}`)).body.data;
    const umk = item.lines.find((l) => l.key === "bpjs.ks_employee")?.detail?.floor;
    const domain = calculateMonthlyPayroll({
      year: 2026,
      month: 3,
      ptkpStatus: "TK/0",
      hasValidNpwp: true,
      basicSalary: 10_000_000,
      allowances: { housing: 0, meal: 0, transport: 0, field: 0, telephone: 0, other: 0 },
      jkkPercent: Number(employee.jkk_percentage),
      bpjsTkRegistered: true,
      bpjsKsRegistered: true,
      additionalFamilyMembers: 0,
      joinDate: "2020-01-01",
      umk,
      irregular: { thr: 10_000_000 },
    });
    expect(item.earnings.thr).toBe(10_000_000);
    expect(item).toMatchObject({ gross: 20_000_000, taxable_gross: domain.taxableGross, ter_category: "A", ter_rate: domain.terRatePercent, pph21: domain.pph21, take_home: domain.takeHome });
    // The demo company's JKK rate is 0.24 %: 20,000,000 + JKK 24,000 + JKM 30,000 + KS 400,000 = 20,454,000
    // → TER A 9 % → 1,840,860, as api/domain/payroll/thr.test.ts has it.
    expect([Number(employee.jkk_percentage), item.taxable_gross, item.pph21]).toEqual([0.24, 20_454_000, 1_840_860]);
    expect(item.lines.filter((l) => l.key === "thr")).toEqual([{ key: "thr", kind: "earning", amount: 10_000_000, detail: { irregular: true, note: "Idul Fitri 2026" } }]);
    // The prorated THR too; the excluded contract's none.
    const three = (await call<{ data: PayrollItem[] }>("admin", "GET", `payroll/runs/${payroll._id}/items?employee._id=${ids.three}`)).body.data[0];
    expect(three.earnings.thr).toBe(1_500_000);
    const contract = (await call<{ data: PayrollItem[] }>("admin", "GET", `payroll/runs/${payroll._id}/items?employee._id=${ids.contract}`)).body.data[0];
    expect(contract.earnings.thr).toBe(0);

    // The payslip shows the line in both languages.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "thr-payslip-"));
    for (const [lang, text] of [
      ["en", /THR: Idul Fitri 2026\s+Rp 10\.000\.000/],
      ["id", /THR: Idul Fitri 2026\s+Rp 10\.000\.000/],
    ] as const) {
      const response = await fetch(`${api.server.url}/v1/payroll/runs/${payroll._id}/items/${item._id}/payslip?lang=${lang}`, { headers: { Authorization: `Bearer ${await api.login("admin")}` } });
      expect(response.status).toBe(200);
      const file = path.join(dir, `${lang}.pdf`);
      fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const { stdout } = await promisify(execFile)("pdftotext", ["-layout", file, "-"]);
      expect(stdout).toMatch(text);
    }
    fs.rmSync(dir, { recursive: true, force: true });

    // The THR run now sees the month's payroll, saved after it.
    expect((await call("admin", "GET", `payroll/thr-runs/${run._id}`)).body.data.payroll).toEqual({ _id: payroll._id, status: "saved", run_at: expect.any(String), outdated: false });
  });

  it("re-runs with the company's settings; the payroll saved before it is then outdated; a late pay date warns", async () => {
    const settings = await call<{ data: unknown }>("admin", "PUT", "payroll/thr-settings", { method: "day", exclude_ending_pkwt: false, holiday_mode: "religion" });
    expect(settings.status).toBe(200);
    const again = await call("admin", "POST", "payroll/thr-runs", { year: 2026, holiday: "idul_fitri", pay_month: 3, pay_date: "2026-03-18" });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data).toMatchObject({ _id: run._id, pay_date: "2026-03-18", pay_deadline: "2026-03-13", late: true, settings: { method: "day", exclude_ending_pkwt: false } });
    expect(again.body.data.payroll).toMatchObject({ status: "saved", outdated: true });
    // 6,000,000 × 110 / 365 = 1,808,219.18; the PKWT contract is paid, service counted to its end.
    expect(await itemOf(run._id, ids.three)).toMatchObject({ rule: "prorated", amount: 1_808_219 });
    expect(await itemOf(run._id, ids.contract)).toMatchObject({ rule: "full", end_date: "2026-03-05", amount: 8_000_000 });
    expect((await call("admin", "PUT", "payroll/thr-settings", { method: "month", exclude_ending_pkwt: true, holiday_mode: "religion" })).status).toBe(200);
  });

  it("keeps another company's runs apart (404), refuses other roles (403) and bad input (422)", async () => {
    for (const [method, suffix] of [
      ["GET", ""],
      ["GET", "/items"],
      ["GET", "/export"],
      ["POST", "/cut-off"],
    ] as const) {
      expect((await call<Failure>("otherAdmin", method, `payroll/thr-runs/${run._id}${suffix}`)).status, suffix).toBe(404);
    }
    expect((await call<{ data: ThrRun[] }>("otherAdmin", "GET", "payroll/thr-runs?year=2026")).body.data).toEqual([]);
    expect((await call<Failure>("employee", "GET", "payroll/thr-runs")).status).toBe(403);
    expect((await call<Failure>("employee", "POST", "payroll/thr-runs", { year: 2026, holiday: "idul_fitri", pay_month: 3 })).status).toBe(403);

    const bad = await call<Failure>("admin", "POST", "payroll/thr-runs", { year: 2026, holiday: "diwali", pay_month: 13 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.codes ?? {}).sort()).toEqual(["holiday", "pay_month"]);
    const outside = await call<Failure>("admin", "POST", "payroll/thr-runs", { year: 2026, holiday: "natal", pay_month: 12, pay_date: "2026-11-30" });
    expect([outside.status, outside.body.codes?.pay_date?.code]).toEqual([422, "inMonth"]);
    expect((await call<Failure>("admin", "POST", "payroll/thr-runs", { year: 2026, holiday: "natal", pay_month: 12, extra: 1 })).status).toBe(422);
    expect((await call<Failure>("admin", "PUT", "payroll/thr-settings", { method: "week", exclude_ending_pkwt: "yes" })).status).toBe(422);
    // Nyepi past the holiday package's data, not in the company's calendar either.
    const dates = (await call<{ data: { holiday: string; date: string | null }[] }>("admin", "GET", "payroll/thr-holidays?year=2028")).body.data;
    expect(dates.find((d) => d.holiday === "nyepi")?.date).toBeNull();
    const noDate = await call<Failure>("admin", "POST", "payroll/thr-runs", { year: 2028, holiday: "nyepi", pay_month: 3 });
    expect([noDate.status, noDate.body.code]).toEqual([422, "thrNoHolidayDate"]);
  });

  it("exports the run as xlsx", async () => {
    const response = await fetch(`${api.server.url}/v1/payroll/thr-runs/${run._id}/export`, { headers: { Authorization: `Bearer ${await api.login("admin")}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it("refuses THR changes once the pay month's payroll is cut off (409), and cuts the THR off", async () => {
    const payroll = (await call<{ data: { _id: string }[] }>("admin", "GET", "payroll/runs?year=2026&month=3")).body.data[0];
    expect((await call("admin", "POST", `payroll/runs/${payroll._id}/cut-off`)).status).toBe(200);
    const refused = await call<Failure>("admin", "POST", "payroll/thr-runs", { year: 2026, holiday: "idul_fitri", pay_month: 3 });
    expect([refused.status, refused.body.code]).toEqual([409, "payrollCutOff"]);
    // Moving it to another month is refused too: March has paid it.
    const moved = await call<Failure>("admin", "POST", "payroll/thr-runs", { year: 2026, holiday: "idul_fitri", pay_month: 2 });
    expect([moved.status, moved.body.code]).toEqual([409, "payrollCutOff"]);

    const cut = await call("admin", "POST", `payroll/thr-runs/${run._id}/cut-off`);
    expect(cut.status).toBe(200);
    expect(cut.body.data).toMatchObject({ status: "cut_off", payroll: { status: "cut_off", outdated: false } });
    expect(cut.body.data.cut_off_at).toBeTruthy();
    const twice = await call<Failure>("admin", "POST", `payroll/thr-runs/${run._id}/cut-off`);
    expect([twice.status, twice.body.code]).toEqual([409, "thrCutOff"]);
    const rerun = await call<Failure>("admin", "POST", "payroll/thr-runs", { year: 2026, holiday: "idul_fitri", pay_month: 4 });
    expect([rerun.status, rerun.body.code]).toEqual([409, "thrCutOff"]);
  });
});
