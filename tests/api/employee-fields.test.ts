/**
 * docs/design.md decision 9 (docs/decisions/0019): what each caller reads of an employee, by field group.
 * Every level and a custom role per permission against the groups returned by the list, one record,
 * the resigned list and the export; filters, sorts, searches and writes on unread fields.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPLOYEE_FIELD_GROUPS } from "../../contract/resources/employees";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";

type Group = "identity" | "contact" | "assignment" | "salary" | "legality" | "address";
type Row = Record<string, unknown> & { _id: string };
type Page = { data: Row[]; meta: { total: number } };

const PERSON: Group[] = ["identity", "contact", "assignment", "legality", "address"];
const ALL: Group[] = [...PERSON, "salary"];

/** Who reads which groups: the demo levels, then custom roles holding only the permissions named. */
const LEVELS: [Account | "developer_as_admin", Group[] | "refused"][] = [
  ["admin", ALL],
  ["developer_as_admin", ALL],
  ["sub_admin", ALL],
  ["admin_location", PERSON],
  // The demo custom role reads the employee screens.
  ["custom", PERSON],
  ["approver", "refused"],
  ["employee", "refused"],
];
const ROLES: [string[], Group[]][] = [
  [["announcements:read"], []],
  [["approval-flow:read"], []],
  [["balance:read"], []],
  [["daily:read"], []],
  [["project-pob:read"], []],
  [["active-employees:read"], PERSON],
  [["resigned-employees:read"], PERSON],
  [["active-employees:read", "payroll-calculator:read"], ALL],
  [["announcements:read", "payroll:read"], ["salary"]],
];

const fieldsOf = (groups: Group[]) => [...EMPLOYEE_FIELD_GROUPS.always, ...groups.flatMap((group) => EMPLOYEE_FIELD_GROUPS.groups[group].fields)];
const RECORD = ["_id", "created_at", "updated_at"];

describe.each(ONE_BACKEND)("employee fields by group on %s", (backend) => {
  let api: TestApi;
  let admin: string;
  let seq = 0;
  const tokens = new Map<string, string>();
  /** A custom user per role, and their own employee record. */
  const customs: { permissions: string[]; groups: Group[]; token: string; employee: string }[] = [];

  const get = <T = Page>(token: string, path: string) => api.call<T>(token, "GET", path);

  beforeAll(async () => {
    api = await startApi(backend);
    admin = await api.login("admin");
    for (const [account] of LEVELS) if (account !== "developer_as_admin") tokens.set(account, await api.login(account));
    const developer = await api.login("developer");
    const maju = (await get<{ data: Row[] }>(developer, "companies?search=Maju")).body.data[0];
    tokens.set("developer_as_admin", (await api.call<{ data: { token: string } }>(developer, "POST", `companies/${maju._id}/login-as-admin`)).body.data.token);
    // Every group has something to show: the first employees get a salary, a KTP number and an address.
    const first = (await get(admin, "employees?limit=3&sort=fullname")).body.data;
    for (const row of first) {
      expect((await api.call(admin, "PUT", `employees/${row._id}`, { basic_salary: 9_000_000, ktp_number: "3171000000000001", id_card_address: { city: "Jakarta" }, phone: "0812" })).status).toBe(200);
    }
    for (const [permissions, groups] of ROLES) {
      const role = await api.call<{ data: Row }>(admin, "POST", "roles", { code: `FG-${++seq}-${Date.now()}`, access_level: `Fields ${seq}`, permissions });
      expect(role.status, JSON.stringify(role.body)).toBe(201);
      const email = `fields.${seq}.${Date.now()}@majubersama.demo`;
      const person = (await api.call<{ data: Row }>(admin, "POST", "employees", { fullname: `Fields Person ${seq}`, email, basic_salary: 7_000_000 })).body.data;
      expect((await api.call(admin, "PUT", `employees/${person._id}/account`, { password: "fields-pass-2026" })).status).toBe(200);
      expect((await api.call(admin, "POST", "custom-users", { employee: person._id, access_role: role.body.data._id })).status).toBe(201);
      const login = await api.call<{ data: { token: string } }>(null, "POST", "auth/login", { username: email, password: "fields-pass-2026" });
      customs.push({ permissions, groups, token: login.body.data.token, employee: person._id });
    }
  });
  afterAll(async () => {
    await api?.stop();
  });

  /** Every row other than the caller's own carries exactly the fields of the groups named. */
  function expectGroups(rows: Row[], groups: Group[], own: string | null, what: string) {
    expect(rows.length, what).toBeGreaterThan(0);
    const expected = [...RECORD, ...fieldsOf(groups)].sort();
    for (const row of rows) if (row._id !== own) expect(Object.keys(row).sort(), `${what} ${row._id}`).toEqual(expected);
  }

  it.each(LEVELS)("%s reads the groups of its level", async (account, groups) => {
    const token = tokens.get(account)!;
    const list = await get(token, "employees?limit=20&sort=fullname");
    if (groups === "refused") {
      expect(list.status).toBe(403);
      return;
    }
    expect(list.status).toBe(200);
    const own = (await get<{ data: { employee: string | null } }>(token, "auth/me")).body.data.employee;
    expectGroups(list.body.data, groups, own, `${account} list`);
    const one = await get<{ data: Row }>(token, `employees/${list.body.data.find((row) => row._id !== own)!._id}`);
    expectGroups([one.body.data], groups, own, `${account} record`);
  });

  it.each(ROLES)("a custom role with %j reads exactly its groups (its own record whole)", async (permissions) => {
    const custom = customs.find((entry) => entry.permissions === permissions)!;
    const list = await get(custom.token, "employees?limit=20&sort=fullname");
    expect(list.status).toBe(200);
    expectGroups(list.body.data, custom.groups, custom.employee, `${permissions.join("+")} list`);
    // The picker's query (docs/specification.md §7): names and numbers, searched by name.
    const picker = await get(custom.token, "employees?active=true&fields=fullname,nickname&limit=5&search=Fields%20Person");
    expect(picker.status).toBe(200);
    expect(picker.body.data.length).toBeGreaterThan(0);
    // One's own record is one's own, every group of it.
    const own = await get<{ data: Row }>(custom.token, `employees/${custom.employee}`);
    expect(own.body.data.basic_salary).toBe(7_000_000);
    expect(Object.keys(own.body.data).sort()).toEqual([...RECORD, ...fieldsOf(ALL)].sort());
    if (!custom.groups.includes("salary")) {
      // Filtering or sorting by a field one may not read would reveal it.
      for (const query of ["basic_salary[$gte]=8000000", "sort=-basic_salary", "ktp_number[$regex]=3171", "account_number=1"]) {
        if (custom.groups.includes("legality") && query.startsWith("ktp")) continue;
        const refused = await get<{ message: string }>(custom.token, `employees?${query}`);
        expect(refused.status, query).toBe(403);
        expect(refused.body.message, query).toMatch(/^Your access does not cover these fields: /);
      }
    }
    if (!custom.groups.includes("contact")) {
      // The search box does not look in the e-mail addresses a picker may not read.
      const byEmail = await get(custom.token, `employees?search=${encodeURIComponent("fields.")}`);
      expect(byEmail.body.data.filter((row) => row._id !== custom.employee)).toEqual([]);
      expect((await get(admin, `employees?search=${encodeURIComponent("fields.")}`)).body.meta.total).toBeGreaterThan(1);
    }
  });

  it("projects the resigned list and the export the same way", async () => {
    const leaver = (await api.call<{ data: Row }>(admin, "POST", "employees", { fullname: "Fields Leaver", basic_salary: 5_000_000, ktp_number: "3171000000000002" })).body.data;
    expect((await api.call(admin, "POST", `employees/${leaver._id}/exit`, { resign_date: "2026-11-30", exit_reason: "Moved" })).status).toBe(200);
    const resignedReader = customs.find((entry) => entry.permissions.length === 1 && entry.permissions[0] === "resigned-employees:read")!;
    const resigned = await get(resignedReader.token, "employees/exit-employee?limit=20");
    expect(resigned.status).toBe(200);
    expectGroups(resigned.body.data, PERSON, null, "resigned list");
    expect(resigned.body.data.find((row) => row._id === leaver._id)).toMatchObject({ ktp_number: "3171000000000002", resign_date: "2026-11-30" });

    const headers = async (token: string) => {
      const response = await fetch(`${api.server.url}/v1/employees/export`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
      return (book.worksheets[0].getRow(1).values as unknown[]).filter(Boolean).map(String);
    };
    const full = await headers(admin);
    const person = await headers(tokens.get("admin_location")!);
    expect(full.length).toBeGreaterThan(person.length);
    expect(full.join("|")).toMatch(/Account number/);
    expect(person.join("|")).not.toMatch(/Account number|Bank/);
    expect(person.join("|")).toMatch(/KTP number/);
  });

  it("refuses writes to fields one may not read, and keeps the rest of the form working", async () => {
    const writerRole = await api.call<{ data: Row }>(admin, "POST", "roles", { code: `FG-W-${Date.now()}`, access_level: "Employee writer", permissions: ["active-employees:read", "active-employees:write"] });
    const email = `fields.writer.${Date.now()}@majubersama.demo`;
    const person = (await api.call<{ data: Row }>(admin, "POST", "employees", { fullname: "Fields Writer", email })).body.data;
    await api.call(admin, "PUT", `employees/${person._id}/account`, { password: "fields-pass-2026" });
    await api.call(admin, "POST", "custom-users", { employee: person._id, access_role: writerRole.body.data._id });
    const writer = (await api.call<{ data: { token: string } }>(null, "POST", "auth/login", { username: email, password: "fields-pass-2026" })).body.data.token;
    const target = (await api.call<{ data: Row }>(admin, "POST", "employees", { fullname: "Fields Target", basic_salary: 4_000_000 })).body.data;

    const salary = await api.call<{ message: string }>(writer, "PUT", `employees/${target._id}`, { basic_salary: 99_000_000 });
    expect(salary.status).toBe(403);
    expect(salary.body.message).toBe("Your access does not cover these fields: basic_salary");
    expect((await api.call(writer, "POST", "employees", { fullname: "Fields New", basic_salary: 1 })).status).toBe(403);
    // Their own salary neither: one reads one's own record, one does not set one's pay.
    expect((await api.call(writer, "PUT", `employees/${person._id}`, { basic_salary: 99_000_000 })).status).toBe(403);
    const renamed = await api.call<{ data: Row }>(writer, "PUT", `employees/${target._id}`, { nickname: `FW-${Date.now()}`, ktp_number: "3171000000000003" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.basic_salary).toBeUndefined();
    expect((await get<{ data: Row }>(admin, `employees/${target._id}`)).body.data.basic_salary).toBe(4_000_000);
  });
});
