/**
 * Leave balances from the rules (docs/decisions/0030-leave-balances-from-the-rules.md) against
 * the real server, on PGlite and PostgreSQL: the demo annual rule's balances; a rule's change recomputes
 * them without losing what was used or adjusted; a mass leave linked to a rule takes its working days;
 * a status change takes the rule away; an adjustment needs a note and is logged; the import, all or
 * nothing, whose entitlement then stands; another company's balance and file are 404.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeaveBalanceOut } from "../../contract/responses/leave";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";
import { holidayDays } from "../support/holidays";
import { upload } from "../support/uploads";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const HEADER = ["Employee No. / No. Karyawan *", "Leave type / Jenis cuti *", "Year / Tahun *", "Entitled / Hak cuti", "Adjustment / Penyesuaian", "Note / Catatan"];
type Failure = { code: string; message: string; errors?: Record<string, string> };
type Balance = LeaveBalanceOut;
interface Employee {
  _id: string;
  nickname: string;
  status: string;
  join_date: string | null;
}

/** Today in Jakarta (WIB), as the server counts. */
const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const year = Number(today.slice(0, 4));

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Sheet1");
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe.each(ONE_BACKEND)("leave balances on %s", (backend) => {
  let api: TestApi;
  const tokens = {} as Record<Account, string>;
  const call = <T = { data: Balance }>(account: Account, method: string, path: string, body?: unknown) => api.call<T>(tokens[account], method, path, body);
  let annual = "";
  /** Permanent staff with years of service (annual leave in full). */
  let veterans: Employee[] = [];

  const balancesOf = async (rule: string, employees?: string[]) => {
    const page = await call<{ data: Balance[] }>("admin", "GET", `leave-balance?leave_rule._id=${rule}&year=${year}&limit=1000`);
    expect(page.status).toBe(200);
    return employees ? page.body.data.filter((row) => employees.includes(row.employee as string)) : page.body.data;
  };
  const balanceOf = async (rule: string, employee: string) => (await balancesOf(rule, [employee]))[0];
  const uploadBook = async (account: Account, bytes: Buffer) => {
    const stored = await upload(api.server.url, tokens[account], "import", { bytes, name: "leave.xlsx", type: XLSX });
    expect(stored.status).toBe(201);
    return stored.body.data!._id;
  };

  beforeAll(async () => {
    api = await startApi(backend);
    for (const account of ["admin", "employee", "otherAdmin"] as const) tokens[account] = await api.login(account);
    const rules = await call<{ data: { _id: string; type: string; min_service_months: number }[] }>("admin", "GET", "leave-rules?limit=100");
    const rule = rules.body.data.find((r) => r.type === "Cuti Tahunan")!;
    expect(rule.min_service_months).toBe(12);
    annual = rule._id;
    const staff = await call<{ data: Employee[] }>("admin", "GET", "employees?status=pkwtt&active=true&limit=200&sort=join_date");
    const longAgo = `${year - 3}-01-01`;
    veterans = staff.body.data.filter((e) => e.nickname && e.join_date && e.join_date < longAgo);
    expect(veterans.length).toBeGreaterThan(4);
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
  });

  it("the demo's annual leave: 12 days for a veteran, the year's cuti bersama taken, remaining as the figures say", async () => {
    const balance = await balanceOf(annual, veterans[0]._id);
    expect(balance).toMatchObject({ entitled: 12, year });
    expect(balance.mass_leave).toBeGreaterThan(0);
    expect(balance.remaining + balance.expired).toBe(balance.entitled + balance.adjustment - balance.used - balance.mass_leave);
    // Nobody under 12 months of service is granted it.
    const joiners = (await call<{ data: Employee[] }>("admin", "GET", "employees?active=true&limit=1000")).body.data.filter((e) => e.join_date && e.join_date > `${year - 1}${today.slice(4)}`);
    const theirs = await balancesOf(annual, joiners.map((e) => e._id));
    expect(theirs.every((row) => row.entitled === 0)).toBe(true);
  });

  it("a rule's change recomputes its balances; what was used and adjusted stays", async () => {
    const [first] = veterans;
    const before = await balanceOf(annual, first._id);
    const adjusted = await call("admin", "PUT", `leave-balance/${before._id}`, { adjustment: 1.5, note: "Kompensasi lembur hari raya" });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);

    expect((await call("admin", "PUT", `leave-rules/${annual}`, { amount: 15 })).status).toBe(200);
    const after = await balanceOf(annual, first._id);
    expect(after).toMatchObject({ entitled: 15, used: before.used, adjustment: 1.5, mass_leave: before.mass_leave });
    // Every eligible veteran follows.
    expect((await balancesOf(annual, veterans.map((e) => e._id))).every((row) => row.entitled === 15)).toBe(true);

    expect((await call("admin", "PUT", `leave-rules/${annual}`, { amount: 12 })).status).toBe(200);
    expect(await balanceOf(annual, first._id)).toMatchObject({ entitled: 12, used: before.used, adjustment: 1.5 });
  });

  it("a new rule grants at once; its mass leave takes working days; a status it leaves out takes the rule away", async () => {
    const created = await call<{ data: { _id: string } }>("admin", "POST", "leave-rules", {
      type: "Cuti Penghargaan",
      unit: "day",
      calculation: "work_day",
      distribution: "annual",
      quota_type: "fixed",
      amount: 4,
      distribution_date: `${year}-01-01`,
      expiration_date: `${year}-12-31`,
      employment_status: ["pkwtt"],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rule = created.body.data._id;
    const [, second] = veterans;
    expect(await balanceOf(rule, second._id)).toMatchObject({ entitled: 4, used: 0, mass_leave: 0, remaining: 4 });

    // A Wednesday of this year that no holiday covers, linked to the rule: one working day taken.
    const holidays = await holidayDays(api, tokens.admin);
    let day = `${year}-01-07`;
    while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 3 || holidays.has(day)) day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const mass = await call<{ data: { _id: string } }>("admin", "POST", "refs/mass-leave", { name: "Cuti bersama uji", start_date: day, end_date: day, leave_rule: rule });
    expect(mass.status, JSON.stringify(mass.body)).toBe(201);
    expect(await balanceOf(rule, second._id)).toMatchObject({ entitled: 4, mass_leave: 1, remaining: 3 });
    expect((await call("admin", "DELETE", `refs/mass-leave/${mass.body.data._id}`)).status).toBe(200);
    expect(await balanceOf(rule, second._id)).toMatchObject({ mass_leave: 0, remaining: 4 });

    // Contract staff are not in the rule: a change of status to pkwt takes its entitlement away.
    expect((await call("admin", "PUT", `employees/${second._id}`, { status: "pkwt" })).status).toBe(200);
    expect(await balanceOf(rule, second._id)).toMatchObject({ entitled: 0 });
    expect((await call("admin", "PUT", `employees/${second._id}`, { status: "pkwtt" })).status).toBe(200);
    expect(await balanceOf(rule, second._id)).toMatchObject({ entitled: 4 });
  });

  it("an adjustment needs a note and lands in the activity log; the system's figures are not written by hand", async () => {
    const balance = await balanceOf(annual, veterans[2]._id);
    const bare = await call<Failure>("admin", "PUT", `leave-balance/${balance._id}`, { adjustment: -2 });
    expect(bare.status).toBe(422);
    expect(bare.body.errors?.note).toBeTruthy();
    expect((await balanceOf(annual, veterans[2]._id)).adjustment).toBe(balance.adjustment);

    const noted = await call("admin", "PUT", `leave-balance/${balance._id}`, { adjustment: -2, note: "Cuti tahun lalu terpakai lebih" });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect(noted.body.data).toMatchObject({ adjustment: -2, note: "Cuti tahun lalu terpakai lebih", remaining: balance.remaining + balance.expired - balance.adjustment - 2 });
    const logs = await call<{ data: { menu: string; detail: string; type: string }[] }>("admin", "GET", "logs?limit=20");
    expect(logs.body.data.find((log) => log.menu === "balance" && log.detail.includes("Cuti tahun lalu terpakai lebih"))).toMatchObject({ type: "update" });

    const entitled = await call<Failure>("admin", "PUT", `leave-balance/${balance._id}`, { entitled: 40 });
    expect(entitled.status).toBe(422);
    // An employee reads their own balances but changes none.
    expect((await call("employee", "PUT", `leave-balance/${balance._id}`, { adjustment: 5, note: "x" })).status).toBe(403);
  });

  it("the import is all or nothing, names each bad cell, and an imported entitlement stands through a rule's change", async () => {
    const [, , , fourth, fifth] = veterans;
    const before = await balanceOf(annual, fourth._id);
    const bad = await uploadBook("admin", await workbook([
      [fourth.nickname, "Cuti Tahunan", year, 20, null, "Saldo sistem lama"],
      [fifth.nickname, "Cuti Liburan", year, 3, null, null],
      [fifth.nickname, "Cuti Tahunan", year, null, 2, null],
    ]));
    const refused = await call<Failure>("admin", "POST", "leave-balance/import", { file: bad });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("fileErrors");
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(["3.leave_type", "4.note"]);
    expect((await balanceOf(annual, fourth._id)).entitled).toBe(before.entitled);

    const good = await uploadBook("admin", await workbook([
      [fourth.nickname, "cuti tahunan", year, 20, null, "Saldo sistem lama"],
      [fifth.nickname, "Cuti Tahunan", year, null, 2, "Carry-over disetujui direksi"],
    ]));
    const dry = await call<{ data: { rows: number; employees: number } }>("admin", "POST", "leave-balance/import", { file: good, dry_run: true });
    expect(dry.body.data).toEqual({ rows: 2, employees: 2 });
    expect((await balanceOf(annual, fourth._id)).entitled).toBe(before.entitled);
    const done = await call<{ data: { imported: number } }>("admin", "POST", "leave-balance/import", { file: good });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.data.imported).toBe(2);
    expect(await balanceOf(annual, fourth._id)).toMatchObject({ entitled: 20, used: before.used, note: "Saldo sistem lama" });
    expect(await balanceOf(annual, fifth._id)).toMatchObject({ entitled: 12, adjustment: 2 });

    expect((await call("admin", "PUT", `leave-rules/${annual}`, { amount: 13 })).status).toBe(200);
    expect((await balanceOf(annual, fourth._id)).entitled).toBe(20);
    expect((await balanceOf(annual, fifth._id)).entitled).toBe(13);
    expect((await call("admin", "PUT", `leave-rules/${annual}`, { amount: 12 })).status).toBe(200);

    // The template: the same bilingual header.
    const response = await fetch(`${api.server.url}/v1/leave-balance/template`, { headers: { Authorization: `Bearer ${tokens.admin}` } });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    expect((book.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
  });

  it("another company's balance and file are 404", async () => {
    const balance = await balanceOf(annual, veterans[0]._id);
    expect((await call("otherAdmin", "GET", `leave-balance/${balance._id}`)).status).toBe(404);
    expect((await call("otherAdmin", "PUT", `leave-balance/${balance._id}`, { adjustment: 3, note: "x" })).status).toBe(404);
    const file = await uploadBook("admin", await workbook([[veterans[0].nickname, "Cuti Tahunan", year, 1, null, null]]));
    expect((await call("otherAdmin", "POST", "leave-balance/import", { file })).status).toBe(404);
    expect((await call<Failure>("admin", "POST", "leave-balance/import", { file: "nope" })).status).toBe(422);
  });
});
