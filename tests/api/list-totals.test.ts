/**
 * A list's total (docs/decisions/0038-lists-at-scale.md): exact when the page holds the end of the list,
 * counted up to LIST_TOTAL_CAP otherwise — past it `total_exact: false` and `total` a lower bound — and
 * kept per query until a write to the table drops it. The real server, with the cap at 100.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_BACKEND, startApi, type TestApi } from "../support/api";

type Listed = { data: { _id: string }[]; meta: { total: number; limit: number; skip: number; total_exact?: boolean } };

describe.each(ONE_BACKEND)("list totals on %s", (backend) => {
  let api: TestApi;
  let admin: string;
  let employees: number;

  beforeAll(async () => {
    api = await startApi(backend, { LIST_TOTAL_CAP: "100", LIST_TOTAL_CACHE_SECONDS: "60" });
    admin = await api.login("admin");
    // The whole list in one page: counted by the page itself, exact.
    const all = await api.call<Listed>(admin, "GET", "employees?limit=1000&fields=fullname");
    employees = all.body.data.length;
    expect(all.body.meta).toEqual({ total: employees, limit: 1000, skip: 0 });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it("says 'more than the cap' past it, as a number", async () => {
    expect(employees).toBeGreaterThan(100);
    const first = await api.call<Listed>(admin, "GET", "employees?limit=10&fields=fullname");
    expect(first.body.data).toHaveLength(10);
    expect(first.body.meta).toEqual({ total: 100, limit: 10, skip: 0, total_exact: false });
    // A page past the cap knows of at least its own rows.
    const later = await api.call<Listed>(admin, "GET", "employees?limit=10&skip=110&fields=fullname");
    expect(later.body.meta).toEqual({ total: 120, limit: 10, skip: 110, total_exact: false });
  });

  it("is exact on the page that holds the end, and past the end", async () => {
    const last = await api.call<Listed>(admin, "GET", `employees?limit=10&skip=${employees - 5}&fields=fullname`);
    expect(last.body.data).toHaveLength(5);
    expect(last.body.meta).toEqual({ total: employees, limit: 10, skip: employees - 5 });
    const beyond = await api.call<Listed>(admin, "GET", "employees?limit=10&skip=100000&fields=fullname");
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta).toEqual({ total: 100, limit: 10, skip: 100000, total_exact: false });
  });

  it("follows a write at once, though kept", async () => {
    const path = "refs/employees/orgs/job-titles";
    const total = async () => (await api.call<Listed>(admin, "GET", `${path}?limit=1`)).body.meta.total;
    const before = await total();
    expect(before).toBeGreaterThan(1);
    expect(await total()).toBe(before);
    const created = await api.call<{ data: { _id: string } }>(admin, "POST", path, { code: "TOTAL-1", name: "Totals Tester" });
    expect(created.status).toBe(201);
    expect(await total()).toBe(before + 1);
    expect((await api.call(admin, "DELETE", `${path}/${created.body.data._id}`)).status).toBe(200);
    expect(await total()).toBe(before);
  });
});
