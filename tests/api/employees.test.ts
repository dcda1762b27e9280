/**
 * The employee record's own rules: the computed read-only fields (age, service length, the BPJS amounts
 * at and above the caps), the same-address copy, the account (blocking ends sessions at once), exit and
 * reinstatement, removing leavers, and another company's employee as 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_BACKEND, startApi, type TestApi } from "../support/api";

type Employee = Record<string, unknown> & { _id: string };
type One = { data: Employee };
type Message = { message: string; errors?: Record<string, string> };

const iso = (date: Date) => date.toISOString().slice(0, 10);
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
};

describe.each(ONE_BACKEND)("employee records on %s", (backend) => {
  let api: TestApi;
  let admin: string;
  let seq = 0;

  beforeAll(async () => {
    api = await startApi(backend);
    admin = await api.login("admin");
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function create(body: Record<string, unknown>): Promise<Employee> {
    const created = await api.call<One>(admin, "POST", "employees", { fullname: `Test Employee ${++seq}`, ...body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data;
  }
  const read = async (id: string) => (await api.call<One>(admin, "GET", `employees/${id}`)).body.data;

  it("computes age and service length (up to the resign date), read-only", async () => {
    // One day short of 30 years: still 29.
    const employee = await create({ birth_date: yearsAgo(30, 1), join_date: "2020-01-01" });
    expect(employee.age).toBe(29);
    expect((await create({ birth_date: yearsAgo(30) })).age).toBe(30);

    const resigned = await create({ join_date: "2020-01-01" });
    expect((await api.call(admin, "POST", `employees/${resigned._id}/exit`, { resign_date: "2025-07-01", exit_reason: "Moved to another city" })).status).toBe(200);
    const left = await read(resigned._id);
    // 2020-01-01 → 2025-07-01 is 2008 days: 5.49 years, shown as 5.4 (one decimal, rounded down).
    expect(left.service_length).toBe(5.4);
    expect(left.work_experience).toBe(5.4);
    expect(left).toMatchObject({ active: false, resign_date: "2025-07-01", exit_reason: "Moved to another city" });

    for (const field of ["age", "service_length", "work_experience", "bpjs_tk_jht", "bpjs_ks", "active", "resign_date"]) {
      const refused = await api.call<Message>(admin, "PUT", `employees/${employee._id}`, { [field]: 1 });
      expect(refused.status, field).toBe(422);
      expect(refused.body.errors?.[field], field).toBe("Unknown field");
    }
    expect((await read(employee._id)).age).toBe(29);
  });

  it("computes the BPJS amounts below, at and above the caps, to the rupiah", async () => {
    // PT Maju Bersama: JKK 0.24 %, UMK Rp5.729.876. JP cap Rp11.086.300 (from March 2026), KS cap Rp12.000.000.
    const below = await create({ basic_salary: 5_000_000, allowance_meal: 1_000_000, bpjs_tk_registered: true, bpjs_ks_registered: true });
    expect(below).toMatchObject({ jkk_percentage: 0.24, bpjs_tk_jht: 120_000, bpjs_tk_jp: 60_000, bpjs_jkk: 14_400, bpjs_jkm: 18_000, bpjs_ks: 60_000 });

    const atCap = await create({ basic_salary: 1_000_000, bpjs_tk_salary: 11_086_300, bpjs_ks_salary: 12_000_000, bpjs_tk_registered: true, bpjs_ks_registered: true });
    expect(atCap).toMatchObject({ bpjs_tk_jht: 221_726, bpjs_tk_jp: 110_863, bpjs_jkk: 26_607, bpjs_jkm: 33_259, bpjs_ks: 120_000 });

    const above = await create({
      basic_salary: 20_000_000,
      bpjs_tk_registered: true,
      bpjs_ks_registered: true,
      additional_family_member: true,
      total_additional_family: 2,
    });
    // JP and KS stop at their caps; JHT, JKK and JKM have none. KS: 1 % of 12,000,000 plus 1 % for each of two more members.
    expect(above).toMatchObject({ bpjs_tk_jht: 400_000, bpjs_tk_jp: 110_863, bpjs_jkk: 48_000, bpjs_jkm: 60_000, bpjs_ks: 360_000 });

    // Kesehatan's floor is the UMK: 1 % of 5,729,876 = 57,298.76 → 57,299.
    const floor = await create({ basic_salary: 4_000_000, bpjs_ks_registered: true });
    expect(floor).toMatchObject({ bpjs_ks: 57_299, bpjs_tk_jht: 0, bpjs_tk_jp: 0, bpjs_jkk: 0, bpjs_jkm: 0 });

    // The amounts follow the salary on every read.
    await api.call(admin, "PUT", `employees/${below._id}`, { basic_salary: 30_000_000 });
    expect(await read(below._id)).toMatchObject({ bpjs_tk_jht: 620_000, bpjs_tk_jp: 110_863, bpjs_ks: 120_000 });
  });

  it("copies the ID-card address to the domicile while 'same address' is on", async () => {
    const ktp = { address: "Jl. Melati No. 5", rt: "003", rw: "004", city: "Bandung", province: "Jawa Barat", postal_code: "40111" };
    const employee = await create({ id_card_address: ktp, domicile_same_address: true, domicile_address: { address: "Somewhere else" } });
    expect(employee.domicile_address).toEqual(ktp);
    const moved = { ...ktp, address: "Jl. Mawar No. 9" };
    await api.call(admin, "PUT", `employees/${employee._id}`, { id_card_address: moved });
    expect((await read(employee._id)).domicile_address).toEqual(moved);
    await api.call(admin, "PUT", `employees/${employee._id}`, { domicile_same_address: false, domicile_address: { address: "Kos Cempaka" } });
    expect((await read(employee._id)).domicile_address).toEqual({ address: "Kos Cempaka" });
  });

  it("opens, changes and blocks the account; a block ends the employee's session at once", async () => {
    const employee = await create({ email: `acc.${Date.now()}@majubersama.demo` });
    const email = `login.${Date.now()}@majubersama.demo`;
    const opened = await api.call<One>(admin, "PUT", `employees/${employee._id}/account`, { email, phone: "0812 1111 2222", password: "secret-pass-1" });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data).toMatchObject({ email, phone: "0812 1111 2222", blocked: false, has_account: true, level: "employee" });
    expect(await read(employee._id)).toMatchObject({ email, phone: "0812 1111 2222" });

    const login = await api.call<{ data: { token: string } }>(null, "POST", "auth/login", { username: email, password: "secret-pass-1" });
    expect(login.status).toBe(200);
    const token = login.body.data.token;
    expect((await api.call(token, "GET", "auth/me")).status).toBe(200);

    const short = await api.call<Message>(admin, "PUT", `employees/${employee._id}/account`, { password: "short" });
    expect(short.status).toBe(422);
    expect(short.body.errors?.password).toBeTruthy();
    expect((await api.call<Message>(admin, "PUT", `employees/${employee._id}/account`, { email: "not-an-email" })).status).toBe(422);
    expect((await api.call<Message>(admin, "PUT", `employees/${employee._id}/account`, { level: "admin" })).status).toBe(422);
    const taken = await api.call<Message>(admin, "PUT", `employees/${employee._id}/account`, { email: "admin@majubersama.demo" });
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.email).toBe("Already used by another account");

    const blocked = await api.call<One>(admin, "PUT", `employees/${employee._id}/account`, { blocked: true });
    expect(blocked.body.data.blocked).toBe(true);
    expect((await api.call(token, "GET", "auth/me")).status).toBe(401);
    // A blocked account's right password answers as a wrong one does (no oracle).
    expect((await api.call(null, "POST", "auth/login", { username: email, password: "secret-pass-1" })).status).toBe(401);

    await api.call(admin, "PUT", `employees/${employee._id}/account`, { blocked: false });
    expect((await api.call(null, "POST", "auth/login", { username: email, password: "secret-pass-1" })).status).toBe(200);

    // The admin's own account cannot be blocked (or its password replaced) from an employee page.
    const me = await api.call<{ data: { employee: string | null } }>(admin, "GET", "auth/me");
    expect(me.body.data.employee).toBeTruthy();
    const own = await api.call<Message>(admin, "PUT", `employees/${me.body.data.employee}/account`, { blocked: true });
    expect(own.status).toBe(422);
    expect(own.body.errors?.blocked).toBe("You cannot block your own account");
    expect((await api.call(admin, "GET", "auth/me")).status).toBe(200);
  });

  it("resigns an employee: inactive, blocked at once, in the resigned list; refuses twice and before joining", async () => {
    const email = `leaver.${Date.now()}@majubersama.demo`;
    const employee = await create({ join_date: "2022-02-01", email });
    await api.call(admin, "PUT", `employees/${employee._id}/account`, { password: "leaver-pass-1" });
    const token = (await api.call<{ data: { token: string } }>(null, "POST", "auth/login", { username: email, password: "leaver-pass-1" })).body.data.token;
    expect((await api.call(token, "GET", "auth/me")).status).toBe(200);

    const early = await api.call<Message>(admin, "POST", `employees/${employee._id}/exit`, { resign_date: "2021-12-31", exit_reason: "x" });
    expect(early.status).toBe(422);
    expect(early.body.errors?.resign_date).toBe("Must be on or after the join date");
    const empty = await api.call<Message>(admin, "POST", `employees/${employee._id}/exit`, { resign_date: "not a date" });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors!).sort()).toEqual(["exit_reason", "resign_date"]);

    expect((await api.call(admin, "POST", `employees/${employee._id}/exit`, { resign_date: "2026-10-31", exit_reason: "Contract ended" })).status).toBe(200);
    expect((await api.call(token, "GET", "auth/me")).status).toBe(401);
    expect((await api.call<Message>(admin, "POST", `employees/${employee._id}/exit`, { resign_date: "2026-10-31", exit_reason: "again" })).status).toBe(409);

    const resigned = await api.call<{ data: Employee[] }>(admin, "GET", `employees/exit-employee?search=${encodeURIComponent(email)}`);
    expect(resigned.body.data.map((row) => row._id)).toEqual([employee._id]);
    expect(resigned.body.data[0]).toMatchObject({ resign_date: "2026-10-31", exit_reason: "Contract ended", active: false });
    const active = await api.call<{ data: Employee[] }>(admin, "GET", `employees?active=true&search=${encodeURIComponent(email)}`);
    expect(active.body.data).toEqual([]);
    // An active employee is not in the resigned list, so it cannot be removed through it.
    const stillHere = await create({});
    expect((await api.call(admin, "DELETE", `employees/exit-employee/${stillHere._id}`)).status).toBe(404);

    const back = await api.call(admin, "POST", `employees/${employee._id}/reinstate`);
    expect(back.status).toBe(200);
    expect(await read(employee._id)).toMatchObject({ active: true, resign_date: null, exit_reason: null });
    expect((await api.call(null, "POST", "auth/login", { username: email, password: "leaver-pass-1" })).status).toBe(200);
    expect((await api.call(admin, "POST", `employees/${employee._id}/reinstate`)).status).toBe(409);
  });

  it("removes a leaver without history for good, and keeps one with history (409)", async () => {
    const clean = await create({ email: `clean.${Date.now()}@majubersama.demo` });
    await api.call(admin, "PUT", `employees/${clean._id}/account`, { password: "clean-pass-12" });
    await api.call(admin, "POST", `employees/${clean._id}/exit`, { resign_date: "2026-11-01", exit_reason: "Left" });
    const removed = await api.call(admin, "DELETE", `employees/exit-employee/${clean._id}`);
    expect(removed.status).toBe(200);
    expect((await api.call(admin, "GET", `employees/${clean._id}`)).status).toBe(404);

    const kept = await create({});
    const letter = await api.call(admin, "POST", "employees/surat-peringatan", { employee: kept._id, type: "sp_1", start_date: "2026-06-01" });
    expect(letter.status).toBe(201);
    await api.call(admin, "POST", `employees/${kept._id}/exit`, { resign_date: "2026-11-01", exit_reason: "Left" });
    const refused = await api.call<Message>(admin, "DELETE", `employees/exit-employee/${kept._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("is kept as a resigned employee");
    expect((await read(kept._id)).active).toBe(false);

    const logs = await api.call<{ data: { detail: string }[] }>(admin, "GET", `logs?search=${encodeURIComponent(String(clean.fullname))}`);
    expect(logs.body.data.map((log) => log.detail)).toEqual(expect.arrayContaining([`${clean.fullname} (resigned 2026-11-01)`]));
  });

  it("answers 404 for another company's employee on every employee route", async () => {
    const other = await api.login("otherAdmin");
    const theirs = await create({});
    expect((await api.call(other, "GET", `employees/${theirs._id}`)).status).toBe(404);
    expect((await api.call(other, "PUT", `employees/${theirs._id}`, { fullname: "Hijack" })).status).toBe(404);
    expect((await api.call(other, "GET", `employees/${theirs._id}/account`)).status).toBe(404);
    expect((await api.call(other, "PUT", `employees/${theirs._id}/account`, { blocked: true })).status).toBe(404);
    expect((await api.call(other, "POST", `employees/${theirs._id}/exit`, { resign_date: "2026-11-01", exit_reason: "x" })).status).toBe(404);
    expect((await api.call(other, "GET", `employees/${theirs._id}/family`)).status).toBe(404);
    await api.call(admin, "POST", `employees/${theirs._id}/exit`, { resign_date: "2026-11-01", exit_reason: "x" });
    expect((await api.call(other, "DELETE", `employees/exit-employee/${theirs._id}`)).status).toBe(404);
    expect((await api.call(other, "POST", `employees/${theirs._id}/reinstate`)).status).toBe(404);
    expect((await read(theirs._id)).fullname).toBe(theirs.fullname);
    // Roles: an employee may not resign anyone or read accounts.
    const employee = await api.login("employee");
    expect((await api.call(employee, "POST", `employees/${theirs._id}/reinstate`)).status).toBe(403);
    expect((await api.call(employee, "GET", `employees/${theirs._id}/account`)).status).toBe(403);
  });
});
