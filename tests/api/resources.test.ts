/**
 * The contract, for every declared resource: list, create, read, search, filter, update, delete,
 * with the activity log written for each change. Bodies come from the resources' own declarations.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResourceContract } from "../../contract/resource";
import { RESOURCES } from "../../contract/resources/index";
import { ACCOUNTS, ONE_BACKEND, startApi, type TestApi } from "../support/api";
import { sampleBody, searchableField, unique } from "../support/samples";
import { fileFor, upload } from "../support/uploads";

type Listed = { data: Record<string, unknown>[]; meta: { total: number; limit: number; skip: number } };
type One = { data: Record<string, unknown> & { _id: string } };

const actorOf = (contract: ResourceContract) => (contract.access.write === "developer" || contract.access.read === "developer" ? "developer" : "admin");

describe.each(ONE_BACKEND)("every resource on %s", (backend) => {
  let api: TestApi;
  let companyId: string;
  let employeePick = 0;
  const employees: string[] = [];
  /** Employees who joined before the sample year (2024): opening figures start no earlier than the join month (docs/payroll-rules.md B14). */
  const veterans: string[] = [];

  beforeAll(async () => {
    // HSE is limited to a configured list: include the demo admin so its screens can be tested.
    api = await startApi(backend, { HSE_ACCESS: "admin@majubersama.demo" });
    const admin = await api.login("admin");
    companyId = ((await api.call<{ data: { company: { _id: string } } }>(admin, "GET", "auth/me")).body.data.company._id);
    const list = await api.call<Listed>(admin, "GET", "employees?active=true&limit=200&sort=fullname");
    // The demo accounts hold levels already (approver, sub admin, custom): an assignment must not pick them.
    const demoAccounts: string[] = Object.values(ACCOUNTS);
    employees.push(...list.body.data.filter((e) => e.email && !demoAccounts.includes(e.email as string)).map((e) => e._id as string));
    veterans.push(...list.body.data.filter((e) => typeof e.join_date === "string" && e.join_date < "2024-01-01").map((e) => e._id as string));
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function tokenFor(contract: ResourceContract) {
    return api.login(actorOf(contract));
  }

  function pathOf(contract: ResourceContract): string {
    if (!contract.parent) return contract.path;
    // Sub-lists hang off an employee, or off the caller's own company.
    return contract.path.replace(":id", contract.parent === "portal" ? companyId : employees[employees.length - 1]);
  }

  function refs(token: string, contract: ResourceContract) {
    return async (path: string): Promise<string | null> => {
      // Assigning an account needs an employee nobody has used yet; later employees are kept free for it.
      // A developer's records (companies) cannot point at a company's employees.
      if (path === "employees" && contract.path === "payroll/opening-balances") return veterans[0] ?? null;
      if (path === "employees") return actorOf(contract) === "developer" ? null : employees[(employeePick++ * 7 + 11) % (employees.length - 1)];
      const list = await api.call<Listed>(token, "GET", `${path}?limit=5`);
      return list.status === 200 ? ((list.body.data[0]?._id as string | undefined) ?? null) : null;
    };
  }

  function files(token: string, contract: ResourceContract) {
    return async () => {
      const field = Object.values(contract.fields).find((f) => f.kind === "file" && !f.readOnly);
      const purpose = field?.purpose ?? "attachment";
      const uploaded = await upload(api.server.url, token, purpose, fileFor(purpose));
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      return uploaded.body.data!._id;
    };
  }

  it.each(RESOURCES.map((r) => [r.path, r] as const))("%s", async (_path, contract) => {
    const token = await tokenFor(contract);
    const path = pathOf(contract);

    const list = await api.call<Listed>(token, "GET", `${path}?limit=5`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(typeof list.body.meta.total).toBe("number");
    expect(list.body.data.length).toBeLessThanOrEqual(5);

    let record: One["data"] | undefined;
    if (contract.create !== false) {
      const body = await sampleBody(contract, refs(token, contract), files(token, contract));
      const created = await api.call<One>(token, "POST", path, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      record = created.body.data;
      for (const [name, value] of Object.entries(body)) {
        const def = contract.fields[name];
        if (["text", "email", "enum", "date", "money", "integer", "boolean", "time"].includes(def.kind)) expect(record[name], name).toEqual(value);
      }
      const read = await api.call<One>(token, "GET", `${path}/${record._id}`);
      expect(read.status).toBe(200);
      expect(read.body.data._id).toBe(record._id);
    } else if (contract.update !== false) {
      record = list.body.data[0] as One["data"] | undefined;
    }

    const searchField = searchableField(contract);
    if (record && searchField && typeof record[searchField] === "string") {
      const term = (record[searchField] as string).slice(-8);
      const found = await api.call<Listed>(token, "GET", `${path}?search=${encodeURIComponent(term)}`);
      expect(found.status).toBe(200);
      expect(found.body.data.map((row) => row._id)).toContain(record._id);
      const filtered = await api.call<Listed>(token, "GET", `${path}?${searchField}[$regex]=${encodeURIComponent(term.toUpperCase())}`);
      expect(filtered.body.data.map((row) => row._id)).toContain(record._id);
    }

    if (record && contract.update !== false) {
      const textField = Object.entries(contract.fields).find(([, f]) => f.kind === "text" && !f.readOnly && (f.max ?? 200) >= 12)?.[0];
      const change = textField ? { [textField]: `Changed ${unique()}`.slice(0, contract.fields[textField].max ?? 200) } : {};
      const updated = await api.call<One>(token, "PUT", `${path}/${record._id}`, change);
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      if (textField) expect(updated.body.data[textField]).toBe(change[textField]);
    }

    if (record && contract.create !== false && contract.remove !== false) {
      const removed = await api.call<{ data: { _id: string } }>(token, "DELETE", `${path}/${record._id}`);
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      expect(removed.body.data._id).toBe(record._id);
      const gone = await api.call(token, "GET", `${path}/${record._id}`);
      // Assigned accounts are demoted, not deleted: they leave this list.
      expect(gone.status).toBe(404);
    }
  });

  it("stores announcements sanitised, on create and on update, whoever sends them", async () => {
    const token = await api.login("admin");
    const hostile = '<p onclick="steal()">Hi <script>alert(1)</script><strong>all</strong></p><img src=x onerror=alert(1)><a href="javascript:alert(2)">x</a>';
    const created = await api.call<One>(token, "POST", "announcements", { title: `Hostile ${unique()}`, content: hostile, company: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const clean = '<p>Hi <strong>all</strong></p><a rel="noopener noreferrer" target="_blank">x</a>';
    expect(created.body.data.content).toBe(clean);
    const read = await api.call<One>(token, "GET", `announcements/${created.body.data._id}`);
    expect(read.body.data.content).toBe(clean);

    const updated = await api.call<One>(token, "PUT", `announcements/${created.body.data._id}`, { content: '<h2 style="x">News</h2><iframe src="https://evil.test"></iframe>Plain <b>bold</b>' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const listed = await api.call<Listed>(token, "GET", `announcements?_id=${created.body.data._id}`);
    expect([updated.body.data.content, listed.body.data.find((row) => row._id === created.body.data._id)?.content]).toEqual(["<h2>News</h2>Plain <b>bold</b>", "<h2>News</h2>Plain <b>bold</b>"]);
    // Nothing but markup the policy drops: as empty as no content at all.
    const emptied = await api.call<{ errors: Record<string, string> }>(token, "PUT", `announcements/${created.body.data._id}`, { content: "<script>alert(1)</script>" });
    expect(emptied.status).toBe(422);
    expect(emptied.body.errors).toEqual({ content: "This field is required" });
  });

  it("writes every change into the company's activity log", async () => {
    const admin = await api.login("admin");
    const name = `Finance ${unique()}`;
    const created = await api.call<One>(admin, "POST", "refs/employees/orgs/departments", { code: unique().slice(0, 10), name });
    await api.call(admin, "PUT", `refs/employees/orgs/departments/${created.body.data._id}`, { name: `${name} II` });
    await api.call(admin, "DELETE", `refs/employees/orgs/departments/${created.body.data._id}`);
    const logs = await api.call<Listed>(admin, "GET", `logs?search=${encodeURIComponent(name)}&sort=created_at`);
    expect(logs.body.data.map((row) => [row.type, row.menu])).toEqual([
      ["create", "employee-organization"],
      ["update", "employee-organization"],
      ["delete", "employee-organization"],
    ]);
    expect(logs.body.data[1].detail).toBe(`${name} II (name)`);
    expect(logs.body.data[0].user).toBeTruthy();
  });

  it("pages, sorts, populates and filters by range and by reference", async () => {
    const admin = await api.login("admin");
    const first = await api.call<Listed>(admin, "GET", "employees?limit=10&skip=0&sort=fullname");
    const second = await api.call<Listed>(admin, "GET", "employees?limit=10&skip=10&sort=fullname");
    expect(first.body.meta).toMatchObject({ limit: 10, skip: 0 });
    expect(first.body.meta.total).toBeGreaterThan(20);
    const ids = new Set([...first.body.data, ...second.body.data].map((row) => row._id));
    expect(ids.size).toBe(20);
    const names = first.body.data.map((row) => row.fullname as string);
    expect([...names].sort((a, b) => a.localeCompare(b, "en"))).toEqual(names);

    const populated = await api.call<Listed>(admin, "GET", "employees?limit=5&populate[]=department&department[$ne]=00000000-0000-0000-0000-000000000000");
    const department = populated.body.data.find((row) => row.department)?.department as { _id: string; name: string };
    expect(department.name).toBeTruthy();
    const byDepartment = await api.call<Listed>(admin, "GET", `employees?department._id=${department._id}&limit=500`);
    expect(byDepartment.body.data.every((row) => row.department === department._id)).toBe(true);
    const joined = await api.call<Listed>(admin, "GET", "employees?join_date[$gte]=2020-01-01&join_date[$lte]=2022-12-31&limit=500");
    expect(joined.body.data.length).toBeGreaterThan(0);
    expect(joined.body.data.every((row) => (row.join_date as string) >= "2020-01-01" && (row.join_date as string) <= "2022-12-31")).toBe(true);
    const statuses = await api.call<Listed>(admin, "GET", "employees?status[$in][]=pkwt&status[$in][]=probation&limit=500");
    expect(statuses.body.data.every((row) => ["pkwt", "probation"].includes(row.status as string))).toBe(true);
  });

  it("answers 400 naming an unknown filter, operator or sort, and 404 for an unknown path", async () => {
    const admin = await api.login("admin");
    const unknown = await api.call<{ message: string }>(admin, "GET", "employees?salary=1");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown filter field "salary"');
    expect((await api.call<{ message: string }>(admin, "GET", "employees?fullname[$where]=1")).body.message).toBe('Unknown filter operator "$where" on "fullname"');
    expect((await api.call<{ message: string }>(admin, "GET", "employees?join_date=yesterday")).body.message).toBe('Filter "join_date" needs a date (YYYY-MM-DD)');
    expect((await api.call(admin, "GET", "no-such-resource")).status).toBe(404);
    expect((await api.call(admin, "GET", "employees/not-an-id")).status).toBe(404);
  });
});
