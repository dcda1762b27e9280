/**
 * The payroll import and recompute over /v1 (docs/decisions/0028-payroll-runs.md) against the
 * real server, on PGlite and PostgreSQL: the template, the dry run's counts, every bad row and cell named,
 * all or nothing, the save and its activity log, 409 once the month is cut off; recomputing one employee
 * (the run's totals follow), and an employee's payroll fields refused while the current month is cut off.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";
import { upload } from "../support/uploads";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const HEADER = ["Employee No. / No. Karyawan *", "Component / Komponen *", "Amount / Jumlah *", "Note / Catatan"];

interface Run {
  _id: string;
  status: "running" | "saved" | "cut_off";
  employees: number;
  totals: Record<"gross" | "pph21" | "take_home" | "bpjs_employee" | "bpjs_employer" | "deductions", number>;
}
interface Item {
  _id: string;
  employee: { _id: string; nickname: string | null };
  gross: number;
  take_home: number;
  earnings: { bonus: number; thr: number; other_income: number };
  deductions: number;
}
type Failure = { code: string; message: string; errors?: Record<string, string> };

async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Sheet1");
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe.each(ONE_BACKEND)("payroll import and recompute on %s", (backend) => {
  let api: TestApi;
  let numbers: string[] = [];
  const call = async <T = { data: Run }>(account: Account, method: string, p: string, body?: unknown) => api.call<T>(await api.login(account), method, p, body);
  const uploadBook = async (account: Account, bytes: Buffer) => {
    const stored = await upload(api.server.url, await api.login(account), "import", { bytes, name: "components.xlsx", type: XLSX });
    expect(stored.status).toBe(201);
    return stored.body.data!._id;
  };
  async function runMonth(year: number, month: number): Promise<Run> {
    const response = await call("admin", "POST", "payroll/runs", { year, month });
    expect([201, 202], JSON.stringify(response.body)).toContain(response.status);
    let current = response.body.data;
    const deadline = Date.now() + 90_000;
    while (current.status === "running" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      current = (await call("admin", "GET", `payroll/runs/${current._id}`)).body.data;
    }
    expect(current.status).toBe("saved");
    return current;
  }
  const itemsOf = async (run: Run) => (await call<{ data: Item[] }>("admin", "GET", `payroll/runs/${run._id}/items?limit=1000`)).body.data;

  beforeAll(async () => {
    api = await startApi(backend);
    const run = await runMonth(2026, 3);
    numbers = (await itemsOf(run)).map((item) => item.employee.nickname!).slice(0, 3);
    expect(numbers).toHaveLength(3);
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
  });

  it("gives the template: bilingual header, an example row and a help sheet", async () => {
    const response = await fetch(`${api.server.url}/v1/payroll/components/template`, { headers: { Authorization: `Bearer ${await api.login("admin")}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain(XLSX);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(["EMP-0001", "bonus", 1_500_000, "Bonus proyek Maret"]);
    expect(book.worksheets[1].rowCount).toBeGreaterThan(4);
    expect((await call("employee", "GET", "payroll/components/template")).status).toBe(403);
  });

  it("names every bad row and cell and writes nothing", async () => {
    const file = await uploadBook("admin", await workbook(HEADER, [
      [numbers[0], "bonus", 1_000_000, "ok"],
      ["NO-SUCH-NUMBER", "bonus", 1_000, null],
      [numbers[1], "gift", 1_000, null],
      [numbers[1], "deduction", 0, null],
      [numbers[2], "thr", 1500.5, null],
      [numbers[2], "other_income", 10_000, "x".repeat(501)],
    ]));
    const response = await call<Failure>("admin", "POST", "payroll/components/import", { year: 2026, month: 3, file, dry_run: true });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe("fileErrors");
    expect(Object.keys(response.body.errors!)).toEqual(["3.nickname", "4.kind", "5.amount", "6.amount", "7.note"]);
    expect(response.body.errors!["5.amount"]).toBe("Must be at least 1");
    const saved = await call<Failure>("admin", "POST", "payroll/components/import", { year: 2026, month: 3, file });
    expect(saved.status).toBe(422);
    expect((await call<{ data: unknown[] }>("admin", "GET", "payroll/components?year=2026&month=3")).body.data).toEqual([]);

    const header = await uploadBook("admin", await workbook(["Employee No.", "Amount"], [[numbers[0], 1]]));
    const wrong = await call<Failure>("admin", "POST", "payroll/components/import", { year: 2026, month: 3, file: header });
    expect([wrong.status, wrong.body.code]).toEqual([422, "fileErrors"]);
    expect(Object.keys(wrong.body.errors!)).toEqual(["1.header"]);
  });

  it("reports another company's employee number exactly like one that does not exist", async () => {
    const created = await call<{ data: { _id: string } }>("otherAdmin", "POST", "employees", { fullname: "Only At Samudra", nickname: "SAMUDRA-ONLY-1" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const file = await uploadBook("admin", await workbook(HEADER, [
      ["SAMUDRA-ONLY-1", "bonus", 1_000, null],
      ["NOBODY-AT-ALL-1", "bonus", 1_000, null],
    ]));
    const response = await call<Failure>("admin", "POST", "payroll/components/import", { year: 2026, month: 3, file, dry_run: true });
    expect([response.status, response.body.code]).toEqual([422, "fileErrors"]);
    expect(response.body.errors).toEqual({ "2.nickname": "Not found", "3.nickname": "Not found" });
  });

  it("answers the dry run's counts, then saves every row in one go and re-runs the month with them", async () => {
    const file = await uploadBook("admin", await workbook(HEADER, [
      [numbers[0], "bonus", 1_000_000, "Bonus proyek"],
      [numbers[0], "deduction", 250_000, "Koperasi"],
      [numbers[1], "THR", 2_000_000, null],
    ]));
    const dry = await call<{ data: Record<string, number> }>("admin", "POST", "payroll/components/import", { year: 2026, month: 3, file, dry_run: true });
    expect(dry.status).toBe(200);
    expect(dry.body.data).toEqual({ components: 3, employees: 2, earnings: 3_000_000, deductions: 250_000 });
    expect((await call<{ data: unknown[] }>("admin", "GET", "payroll/components?year=2026&month=3")).body.data).toEqual([]);

    const saved = await call<{ message: string; data: Record<string, number> }>("admin", "POST", "payroll/components/import", { year: 2026, month: 3, file });
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe("Data successfully imported");
    expect(saved.body.data).toEqual({ imported: 3, employees: 2 });
    const components = (await call<{ data: { kind: string; amount: number; note: string | null }[] }>("admin", "GET", "payroll/components?year=2026&month=3")).body.data;
    expect(components.map((c) => [c.kind, c.amount, c.note]).sort()).toEqual([["bonus", 1_000_000, "Bonus proyek"], ["deduction", 250_000, "Koperasi"], ["thr", 2_000_000, null]].sort());
    const log = await call<{ data: { detail: string }[] }>("admin", "GET", "logs?search=one-off%20components%20imported");
    expect(log.status).toBe(200);
    expect(log.body.data.map((entry) => entry.detail)).toContain("Payroll 03/2026: 3 one-off components imported for 2 employees");

    // Another company's admin cannot import with this company's file: 404, as for a file that does not exist.
    const foreign = await call<Failure>("otherAdmin", "POST", "payroll/components/import", { year: 2026, month: 3, file });
    const missing = await call<Failure>("otherAdmin", "POST", "payroll/components/import", { year: 2026, month: 3, file: "00000000-0000-4000-8000-000000000000" });
    expect([foreign.status, foreign.body.code]).toEqual([404, "notFound"]);
    expect({ ...missing.body, requestId: undefined }).toEqual({ ...foreign.body, requestId: undefined });
    expect((await call("employee", "POST", "payroll/components/import", { year: 2026, month: 3, file })).status).toBe(403);
  });

  it("recomputes one employee from the month's components; the run's totals follow", async () => {
    const [march] = (await call<{ data: Run[] }>("admin", "GET", "payroll/runs?year=2026&month=3")).body.data;
    const before = (await itemsOf(march)).find((item) => item.employee.nickname === numbers[0])!;
    expect([before.earnings.bonus, before.deductions]).toEqual([0, 0]);
    const response = await call<{ data: Item }>("admin", "POST", `payroll/runs/${march._id}/items/${before._id}/recompute`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const after = response.body.data;
    expect(after._id).toBe(before._id);
    expect([after.earnings.bonus, after.deductions]).toEqual([1_000_000, 250_000]);
    expect(after.gross).toBe(before.gross + 1_000_000);
    // The other employee with an imported THR is not recomputed: one employee alone.
    const untouched = (await itemsOf(march)).find((item) => item.employee.nickname === numbers[1])!;
    expect(untouched.earnings.thr).toBe(0);
    const run = (await call("admin", "GET", `payroll/runs/${march._id}`)).body.data;
    expect(run.totals.gross).toBe(march.totals.gross + 1_000_000);
    expect(run.totals.deductions).toBe(march.totals.deductions + 250_000);
    expect(run.totals.take_home).toBe(march.totals.take_home + after.take_home - before.take_home);
    // The run of the month agrees with the recompute.
    const rerun = await runMonth(2026, 3);
    expect(rerun.totals.gross).toBe(march.totals.gross + 1_000_000 + 2_000_000);
    const again = (await itemsOf(rerun)).find((item) => item.employee.nickname === numbers[0])!;
    expect([again.gross, again.take_home]).toEqual([after.gross, after.take_home]);

    expect((await call("otherAdmin", "POST", `payroll/runs/${march._id}/items/${again._id}/recompute`)).status).toBe(404);
    expect((await call("employee", "POST", `payroll/runs/${march._id}/items/${again._id}/recompute`)).status).toBe(403);
    expect((await call("admin", "POST", `payroll/runs/${march._id}/items/00000000-0000-4000-8000-000000000000/recompute`)).status).toBe(404);
  });

  it("after cut-off refuses the import, a one-off line and a recompute (409) and changes nothing", async () => {
    const [march] = (await call<{ data: Run[] }>("admin", "GET", "payroll/runs?year=2026&month=3")).body.data;
    const item = (await itemsOf(march))[0];
    expect((await call("admin", "POST", `payroll/runs/${march._id}/cut-off`)).status).toBe(200);
    const file = await uploadBook("admin", await workbook(HEADER, [[numbers[2], "bonus", 5_000, null]]));
    for (const dry_run of [true, false]) {
      const refused = await call<Failure>("admin", "POST", "payroll/components/import", { year: 2026, month: 3, file, dry_run });
      expect([refused.status, refused.body.code]).toEqual([409, "payrollCutOff"]);
    }
    const line = await call<Failure>("admin", "POST", "payroll/components", { employee: { _id: item.employee._id }, year: 2026, month: 3, kind: "bonus", amount: 1 });
    expect([line.status, line.body.code]).toEqual([409, "payrollCutOff"]);
    const recompute = await call<Failure>("admin", "POST", `payroll/runs/${march._id}/items/${item._id}/recompute`);
    expect([recompute.status, recompute.body.code]).toEqual([409, "payrollCutOff"]);
    expect((await call<{ data: unknown[] }>("admin", "GET", "payroll/components?year=2026&month=3")).body.data).toHaveLength(3);
    expect((await call("admin", "GET", `payroll/runs/${march._id}`)).body.data).toMatchObject({ status: "cut_off", totals: march.totals });
  });

  it("refuses a change of an employee's payroll fields while the company's current month is cut off", async () => {
    // The current month in Asia/Jakarta, as the API takes it.
    const local = new Date(Date.now() + 7 * 3_600_000);
    const [year, month] = [local.getUTCFullYear(), local.getUTCMonth() + 1];
    // In December the run recalculates the year's tax on the months saved before it, and names the ones
    // missing since March (beforeAll): save them first, as the API asks (docs/decisions/0028-payroll-runs.md).
    if (month === 12) {
      const refused = await call<Failure & { params: { months: string } }>("admin", "POST", "payroll/runs", { year, month });
      expect([refused.status, refused.body.code]).toEqual([409, "payrollMonthsMissing"]);
      for (const missing of refused.body.params.months.split(", ")) await runMonth(year, Number(missing.split("/")[0]));
    }
    const current = await runMonth(year, month);
    const item = (await itemsOf(current))[0];
    const employee = (await call<{ data: { basic_salary: number; phone: string | null } }>("admin", "GET", `employees/${item.employee._id}`)).body.data;
    // Before cut-off: a salary change is taken.
    expect((await call("admin", "PUT", `employees/${item.employee._id}`, { basic_salary: Number(employee.basic_salary) + 1_000 })).status).toBe(200);
    expect((await call("admin", "POST", `payroll/runs/${current._id}/cut-off`)).status).toBe(200);
    for (const change of [{ basic_salary: Number(employee.basic_salary) + 2_000 }, { allowance_meal: 123_000 }, { job_bonus_normal: 1 }, { bpjs_ks_registered: false, bpjs_tk_registered: false }]) {
      const refused = await call<Failure>("admin", "PUT", `employees/${item.employee._id}`, change);
      expect([refused.status, refused.body.code], JSON.stringify(change)).toEqual([409, "payrollFieldsCutOff"]);
      expect(refused.body.message).toMatch(/^Payroll of \d+\/\d{4} has been cut off: salary/);
    }
    // The same salary again, and fields pay does not use, still go through.
    expect((await call("admin", "PUT", `employees/${item.employee._id}`, { basic_salary: Number(employee.basic_salary) + 1_000, birth_place: "Bogor" })).status).toBe(200);
    const after = (await call<{ data: { basic_salary: number; nickname: string; fullname: string } }>("admin", "GET", `employees/${item.employee._id}`)).body.data;
    expect(Number(after.basic_salary)).toBe(Number(employee.basic_salary) + 1_000);

    // The employee import is held to the same rule: a file that would change a salary is refused whole.
    const cutMonth = `${month}/${year}`;
    const sheet = async (rows: unknown[][]) => uploadBook("admin", await workbook(["Employee No.", "Full name", "Basic salary"], rows));
    const changing = await sheet([
      ["CUT-0001", "Karyawan Baru", 5_000_000],
      [after.nickname, "Renamed In File", Number(after.basic_salary) + 5_000],
    ]);
    for (const dry_run of [true, false]) {
      const refused = await call<Failure>("admin", "POST", "employees/import", { file: changing, dry_run });
      expect([refused.status, refused.body.code], JSON.stringify(refused.body)).toEqual([409, "payrollFieldsCutOffImport"]);
      expect(refused.body.message).toBe(
        `Payroll of ${cutMonth} has been cut off: the file changes the salary, allowances, bonuses or BPJS settings of 1 employee(s) (${after.nickname}), so nothing was imported; they can be changed again next month`,
      );
    }
    // Nothing written: neither the new employee nor the other fields of the refused row.
    expect((await call<{ meta: { total: number } }>("admin", "GET", "employees?limit=1&nickname=CUT-0001")).body.meta.total).toBe(0);
    expect((await call<{ data: { fullname: string; basic_salary: number } }>("admin", "GET", `employees/${item.employee._id}`)).body.data).toMatchObject({ fullname: after.fullname });
    // The same salary, with other fields changed, goes through.
    const same = await sheet([[after.nickname, "Renamed In File", Number(after.basic_salary)]]);
    const imported = await call<{ data: { updated: number } }>("admin", "POST", "employees/import", { file: same });
    expect([imported.status, imported.body.data.updated]).toEqual([201, 1]);
    expect((await call<{ data: { fullname: string } }>("admin", "GET", `employees/${item.employee._id}`)).body.data.fullname).toBe("Renamed In File");
  });
});
