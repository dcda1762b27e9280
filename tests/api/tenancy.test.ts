/**
 * Tenancy and roles for every resource: another company's record is a 404 exactly like a missing one,
 * and each role reaches only what section 6 gives it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canAccess, type Viewer } from "../../contract/navigation";
import type { ResourceContract } from "../../contract/resource";
import { RESOURCES } from "../../contract/resources/index";
import { ACCOUNTS, ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";

type Listed = { data: { _id: string }[]; meta: { total: number } };
type MeBody = { data: { _id: string; username: string; level: Viewer["level"]; company: { _id: string } | null; access_role: { permissions: string[] } | null } };

const HSE = "admin@majubersama.demo,admin@samudraenergi.demo";
const companyResources = RESOURCES.filter((r) => r.access.read !== "developer" && r.path !== "permission-list" && r.path !== "portal");

describe.each(ONE_BACKEND)("tenancy and roles on %s", (backend) => {
  let api: TestApi;
  let majuCompany: string;
  let majuEmployee: string;

  beforeAll(async () => {
    api = await startApi(backend, { HSE_ACCESS: HSE });
    const admin = await api.login("admin");
    majuCompany = (await api.call<MeBody>(admin, "GET", "auth/me")).body.data.company!._id;
    majuEmployee = (await api.call<Listed>(admin, "GET", "employees?limit=1")).body.data[0]._id;
  });
  afterAll(async () => {
    await api?.stop();
  });

  const pathIn = (contract: ResourceContract, company: string, employee: string) =>
    contract.path.replace(":id", contract.parent === "portal" ? company : employee);

  it.each(companyResources.map((r) => [r.path, r] as const))("%s: the other company sees none of Maju's rows", async (_path, contract) => {
    const maju = await api.login("admin");
    const other = await api.login("otherAdmin");
    const majuPath = pathIn(contract, majuCompany, majuEmployee);
    const rows = await api.call<Listed>(maju, "GET", `${majuPath}?limit=3`);
    expect(rows.status).toBe(200);

    if (contract.parent) {
      // The whole sub-list of another company's parent is missing.
      expect((await api.call(other, "GET", majuPath)).status).toBe(404);
    }
    for (const row of rows.body.data) {
      const otherList = await api.call<Listed>(other, "GET", contract.parent ? majuPath : `${contract.path}?_id=${row._id}`);
      if (!contract.parent) {
        expect(otherList.status).toBe(200);
        expect(otherList.body.meta.total).toBe(0);
      }
      expect((await api.call(other, "GET", `${majuPath}/${row._id}`)).status).toBe(404);
      if (contract.update !== false) expect((await api.call(other, "PUT", `${majuPath}/${row._id}`, {})).status).toBe(404);
      if (contract.remove !== false) expect((await api.call(other, "DELETE", `${majuPath}/${row._id}`)).status).toBe(404);
    }
    // The same row is still there for its own company.
    expect((await api.call<Listed>(maju, "GET", `${majuPath}?limit=3`)).body.meta.total).toBe(rows.body.meta.total);
  });

  it("keeps each company's own profile to itself", async () => {
    const other = await api.login("otherAdmin");
    const portal = await api.call<Listed>(other, "GET", "portal");
    expect(portal.body.data.map((row) => row._id)).not.toContain(majuCompany);
    expect((await api.call(other, "GET", `portal/${majuCompany}`)).status).toBe(404);
    expect((await api.call(other, "PUT", `portal/${majuCompany}`, { name: "Taken over" })).status).toBe(404);
  });

  const accounts = Object.keys(ACCOUNTS) as Account[];

  it.each(accounts)("%s reaches exactly the resources section 6 gives it", async (account) => {
    const token = await api.login(account);
    const me = (await api.call<MeBody>(token, "GET", "auth/me")).body.data;
    const viewer: Viewer = { id: me._id, username: me.username, level: me.level, companyId: me.company?._id ?? null, permissions: me.access_role?.permissions ?? [] };
    const lists = { hse: HSE.split(",") };
    for (const contract of RESOURCES) {
      const access = contract.access.read;
      const allowed =
        access === "developer"
          ? me.level === "developer"
          : access === "company"
            ? viewer.companyId !== null
            : // Rows of one's own (requests, leave balance) are read by everyone of the company.
              access.some((id) => canAccess(id, viewer, lists, "read")) || (Boolean(contract.access.own) && viewer.companyId !== null);
      const path = pathIn(contract, viewer.companyId ?? majuCompany, majuEmployee);
      const response = await api.call(token, "GET", path);
      const expected = allowed ? (contract.parent && viewer.companyId !== majuCompany && contract.parent !== "portal" ? 404 : 200) : 403;
      expect(response.status, `${account} GET ${contract.path}`).toBe(expected);
    }
  });

  it("follows section 6 on the cases people ask about", async () => {
    const employee = await api.login("employee");
    expect((await api.call(employee, "GET", "employees")).status).toBe(403);
    expect((await api.call(employee, "GET", "shifts")).status).toBe(200);
    const custom = await api.login("custom");
    expect((await api.call(custom, "GET", "employees")).status).toBe(200);
    expect((await api.call(custom, "POST", "employees", { fullname: "Not allowed" })).status).toBe(403);
    expect((await api.call(custom, "GET", "approval-flow")).status).toBe(403);
    const subAdmin = await api.login("sub_admin");
    expect((await api.call(subAdmin, "GET", "logs")).status).toBe(403);
    expect((await api.call(subAdmin, "GET", "employees")).status).toBe(200);
    const approver = await api.login("approver");
    expect((await api.call(approver, "GET", "approvals/leave")).status).toBe(200);
    expect((await api.call(approver, "GET", "employees")).status).toBe(403);
    const admin = await api.login("admin");
    expect((await api.call(admin, "GET", "companies")).status).toBe(403);
    expect((await api.call(admin, "GET", "logs")).status).toBe(200);
    const developer = await api.login("developer");
    expect((await api.call(developer, "GET", "employees")).status).toBe(403);
    // Lists open to a whole company need one: a developer signs in as a company's admin first.
    const choose = await api.call<{ message: string }>(developer, "GET", "shifts");
    expect(choose.status).toBe(403);
    expect(choose.body.message).toBe("Choose a company first");
    expect((await api.call(developer, "GET", "companies")).status).toBe(200);
  });
});
