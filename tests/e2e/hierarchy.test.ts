/**
 * Employees › Hierarchy (docs/decisions/0033-holidays-range-map-hierarchy.md) on the real server with the
 * demo data, JavaScript off: the organisation chart as nested lists, a person's team with the supervisors
 * above, a search, the link to the employee's record, a loop of supervisors shown once, print without the
 * dashboard's chrome; the API's chart is company-scoped and guarded.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrgChart } from "../../contract/responses/calendar";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { signedInPool } from "../support/pages";

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const ids = { boss: "", mid: "", report: "", loopA: "", loopB: "" };

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
  const admin = await api.login("admin");
  const create = async (fullname: string, supervisor?: string) => {
    const created = await api.call<{ data: { _id: string } }>(admin, "POST", "employees", { fullname, marital_status: "tk/0", join_date: "2020-01-01", ...(supervisor ? { supervisor } : {}) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data._id;
  };
  ids.boss = await create(`Org Boss ${tag}`);
  ids.mid = await create(`Org Mid ${tag}`, ids.boss);
  ids.report = await create(`Org Report ${tag}`, ids.mid);
  // Two people each other's supervisor: the chart shows them once, flagged.
  ids.loopA = await create(`Org Loop A ${tag}`);
  ids.loopB = await create(`Org Loop B ${tag}`, ids.loopA);
  const closed = await api.call(admin, "PUT", `employees/${ids.loopA}`, { supervisor: ids.loopB });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
}, 120_000);
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

/** A person's own line (name, details, links), and the list item that holds their reports too. */
const person = (page: Page, name: string) => page.locator(".org-person", { has: page.locator(".org-person__name", { hasText: name }) }).first();
const item = (page: Page, name: string) => page.locator("li", { has: page.locator(".org-person__name", { hasText: name }) }).first();

describe("the organisation chart without JavaScript", () => {
  it("shows the supervisors' tree as nested lists, each person linking to their record", async () => {
    const page = await sessions.page("admin");
    const response = await page.goto("/dashboard/employees/hierarchy");
    expect(response?.status()).toBe(200);
    expect(await page.locator("h2").first().textContent()).toBe("Organisation chart");
    expect(await page.locator(".shell__sidebar a", { hasText: "Organisation chart" }).count()).toBe(1);
    // The boss's list holds the middle manager, whose list holds the report.
    const boss = item(page, `Org Boss ${tag}`);
    expect(await person(page, `Org Boss ${tag}`).locator(".org-person__size").textContent()).toContain("2 below");
    const mid = boss.locator("li", { has: page.locator(".org-person__name", { hasText: `Org Mid ${tag}` }) });
    expect(await mid.count()).toBe(1);
    expect(await mid.locator(".org-person__name", { hasText: `Org Report ${tag}` }).count()).toBe(1);
    // The loop: each of the two once, the head flagged.
    expect(await page.locator(".org-person__name", { hasText: `Org Loop A ${tag}` }).count()).toBe(1);
    expect(await page.locator(".org-person__name", { hasText: `Org Loop B ${tag}` }).count()).toBe(1);
    expect(await person(page, `Org Loop A ${tag}`).locator(".org-person__flag").textContent()).toContain("loop");
    // Demo employees are on it too.
    expect(await page.locator(".org-person__name").count()).toBeGreaterThan(100);

    await page.locator(".org-person__name", { hasText: `Org Report ${tag}` }).click();
    await page.waitForURL(new RegExp(`/dashboard/edit/employees/active-employees/${ids.report}$`));
    expect(await page.inputValue("input[name=fullname]")).toBe(`Org Report ${tag}`);
    await page.close();
  });

  it("opens a person's team with the supervisors above, and finds an employee by name", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/employees/hierarchy");
    await person(page, `Org Mid ${tag}`).locator(".org-person__open").click();
    await page.waitForURL(new RegExp(`\\?root=${ids.mid}$`));
    expect(await page.locator(".org-chain").textContent()).toBe(`Top › Org Boss ${tag} › Org Mid ${tag}`);
    expect(await page.locator(".org-tree .org-person__name").allTextContents()).toEqual([`Org Mid ${tag}`, `Org Report ${tag}`]);

    await page.fill("input[name=q]", `report ${tag}`);
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await page.waitForURL(/\?q=/);
    expect(await page.locator(".org-matches .org-person__name").allTextContents()).toEqual([`Org Report ${tag}`]);
    await page.getByRole("link", { name: "Show on the chart" }).click();
    await page.waitForURL(new RegExp(`\\?root=${ids.report}$`));
    expect(await page.locator(".org-chain").textContent()).toBe(`Top › Org Boss ${tag} › Org Mid ${tag} › Org Report ${tag}`);

    await page.fill("input[name=q]", `nobody ${tag}`);
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await page.waitForURL(/\?q=/);
    expect(await page.locator(".empty-state").textContent()).toContain(`"nobody ${tag}"`);
    await page.close();
  });

  it("prints the chart without the menu and the search", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/employees/hierarchy?all=1");
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".shell__sidebar").isVisible()).toBe(false);
    expect(await page.locator(".org-chart__search").isVisible()).toBe(false);
    expect(await page.locator(".org-person__name", { hasText: `Org Report ${tag}` }).isVisible()).toBe(true);
    await page.close();
  });

  it("is in Indonesian for an Indonesian reader", async () => {
    const page = await sessions.page("sub_admin");
    await page.goto("/dashboard/employees/hierarchy?lng=id");
    expect(await page.locator("h2").first().textContent()).toBe("Struktur organisasi");
    await page.close();
  });

  it("is closed to employees, and each company sees only its own people", async () => {
    const page = await sessions.page("employee");
    expect((await page.goto("/dashboard/employees/hierarchy"))?.status()).toBe(403);
    await page.close();

    const other = await api.login("otherAdmin");
    const own = await api.call<{ data: OrgChart }>(other, "GET", "org-chart");
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body.data)).not.toContain(`Org Boss ${tag}`);
    expect((await api.call(other, "GET", `org-chart?root=${ids.boss}`)).status).toBe(404);
    expect((await api.call(await api.login("employee"), "GET", "org-chart")).status).toBe(403);
    expect((await api.call(await api.login("admin"), "GET", "org-chart?root=not-an-id")).status).toBe(422);
  });
});
