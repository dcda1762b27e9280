/**
 * Every role sees exactly its part of the menu (docs/specification.md §6), with or without JavaScript;
 * a section typed into the address bar is refused; the session rules of docs/specification.md §4; logout, also from
 * "login as admin"; forms without the CSRF token are refused.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MENU_ENTRIES } from "../../contract/navigation";
import { ACCOUNTS, PAGES_BACKEND, startApi, type Account, type TestApi } from "../support/api";
import { launchBrowser, newContext } from "../support/browser";
import { signIn, signedInContext } from "../support/pages";

const APPROVALS = ["clock-in-out", "change-shift", "approval-leave", "approval-overtime", "business-trip"];
const STAFF_COMMON = [
  "home",
  "approval",
  ...APPROVALS,
  "approval-flow",
  "portal",
  "announcements",
  "project-pob",
  "employees",
  "active-employees",
  "resigned-employees",
  "warning-letter",
  "hierarchy",
  "organization",
  "employee-organization",
  "employee-personal",
  "attendance",
  "shift",
  "attendance-group",
  "shift-management",
  "daily",
  "attendance-report",
  "validate",
  "leave",
  "rules",
  "mass-leave",
  "balance",
  "services",
];
const HSE = ["ejourney", "company-vehicles", "jmp-matrix", "ejourney-approval", "ejourney-report", "medical-checkup"];
const ADMIN = [
  ...STAFF_COMMON,
  "company-info",
  "links",
  "activity-log",
  "access-level",
  "sub-admin",
  "admin-location",
  "approver",
  "request-access",
  "role-permission",
  "assign-access",
  "payroll",
  "payroll-run",
  "payroll-import",
  "mass-payslip",
  "thr",
  "opening-balances",
  "pph21-report",
  "bpjs-report",
  "tax-slips",
  "payroll-calculator",
];

/** Spec §6's table, written out by hand for the demo accounts (HSE is open to the Maju admin here). */
const EXPECTED: Record<Account, string[]> = {
  developer: ["home", "companies", "developer", "invited-user", "access", "banners"],
  admin: [...ADMIN, ...HSE],
  otherAdmin: ADMIN,
  sub_admin: [...STAFF_COMMON, "payroll", "payroll-run", "payroll-import", "mass-payslip", "thr", "opening-balances", "pph21-report", "bpjs-report", "tax-slips", "payroll-calculator"],
  // The demo custom role may only read employees.
  custom: ["home", "employees", "active-employees", "resigned-employees", "warning-letter", "hierarchy"],
  admin_location: STAFF_COMMON,
  approver: ["home", "approval", ...APPROVALS, "attendance", "validate", "services"],
  employee: ["home", "attendance", "validate", "services"],
  otherEmployee: ["home", "attendance", "validate", "services"],
};

let api: TestApi;
let browser: Browser;

beforeAll(async () => {
  api = await startApi(PAGES_BACKEND, { HSE_ACCESS: ACCOUNTS.admin });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await api?.stop();
});

const sorted = (ids: string[]) => [...new Set(ids)].sort();

describe("the menu of each role, without JavaScript", () => {
  it.each(Object.keys(EXPECTED) as Account[])("%s sees exactly its items and is refused the others", async (account) => {
    const { context, page } = await signedInContext(browser, api.server.url, account);
    const shown = await page.locator("nav.nav [data-menu-id]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-menu-id") ?? ""));
    expect(sorted(shown)).toEqual(sorted(EXPECTED[account]));

    // Every link of the menu leads to a page (no dead links), and every group opens on a page too.
    const links = await page.locator("nav.nav a[data-menu-id]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? ""));
    const groups = MENU_ENTRIES.filter((entry) => entry.children && EXPECTED[account].includes(entry.id)).map((entry) => `/dashboard/${entry.path}`);
    expect(links.length).toBeGreaterThan(0);
    for (const href of [...links, ...groups]) {
      const response = await page.request.get(href);
      expect(response.status(), `${account} → ${href}`).toBe(200);
      expect(await response.text(), `${account} → ${href}`).toMatch(/<h1[^>]*>/);
    }

    // A hidden section typed into the address bar answers 403, never its page.
    for (const entry of MENU_ENTRIES.filter((e) => !EXPECTED[account].includes(e.id))) {
      const response = await page.request.get(`/dashboard/${entry.path}`, { maxRedirects: 0 });
      expect(response.status(), `${account} → ${entry.path}`).toBe(403);
      expect(await response.text()).toContain("You do not have access to this page");
    }
    await context.close();
  });
});

describe("where am I in the menu", () => {
  it("marks the section's item and opens its group, on the list and on a record's page", async () => {
    const { context, page } = await signedInContext(browser, api.server.url, "admin");
    const current = async () => ({
      items: await page.locator('nav.nav a[aria-current="page"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-menu-id"))),
      groups: await page.locator("nav.nav details[open]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-menu-id"))),
    });
    await page.goto("/dashboard/organization/employee-organization?tab=departments");
    expect(await current()).toEqual({ items: ["employee-organization"], groups: ["organization"] });
    await page.locator("table.data-table tbody a.row-link").first().click();
    await page.waitForURL(/\/dashboard\/edit\/organization\/employee-organization\/[0-9a-f-]{36}/);
    expect(await current()).toEqual({ items: ["employee-organization"], groups: ["organization"] });
    await page.goto("/dashboard/home");
    expect(await current()).toEqual({ items: ["home"], groups: [] });
    await context.close();
  });
});

describe("with JavaScript", () => {
  it("shows the same menu and opens a group on its default child", async () => {
    const { context, page } = await signedInContext(browser, api.server.url, "sub_admin", true);
    const shown = await page.locator("nav.nav [data-menu-id]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-menu-id") ?? ""));
    expect(sorted(shown)).toEqual(sorted(EXPECTED.sub_admin));
    await page.goto("/dashboard/payroll");
    expect(new URL(page.url()).pathname).toBe("/dashboard/payroll/run");
    await context.close();
  });
});

describe("the birthday notice (docs/specification.md §1)", () => {
  it("names the month's coming birthdays in the top bar and lists them all on their page, without JavaScript", async () => {
    const { context, page } = await signedInContext(browser, api.server.url, "employee");
    const notice = page.locator("details.birthdays");
    // The sentence names the button (below 1600 px it is read out, and its count shows in a badge).
    const summary = (await notice.locator("summary .topbar-text").textContent()) ?? "";
    expect(await notice.locator("summary .topbar-count").textContent()).toBe(/^\d+/.exec(summary)?.[0]);
    const total = Number(/^(\d+) birthdays? this month$/.exec(summary)?.[1]);
    expect(total).toBeGreaterThan(0);
    await notice.locator("summary").click();
    expect(await notice.locator(".topbar-menu__title").textContent()).toBe("Employee has birthday this month");
    expect(await notice.locator("li").count()).toBeLessThanOrEqual(10);
    await notice.getByRole("link", { name: /See (all )?(the )?\d+ birthdays? of the month/ }).click();
    await page.waitForURL(/\/dashboard\/birthdays$/);
    expect(await page.locator("table.data-table tbody tr").count()).toBe(total);
    await context.close();
  });
});

describe("session rules (docs/specification.md §4)", () => {
  it("sends a visitor without a session from the dashboard to the sign-in page", async () => {
    const context = await newContext(browser, { javaScript: false, baseURL: api.server.url });
    const page = await context.newPage();
    for (const path of ["/dashboard/home", "/dashboard/employees/active-employees", "/dashboard/", "/logout"]) {
      await page.goto(path);
      expect(new URL(page.url()).pathname, path).toBe("/");
    }
    await context.close();
  });

  it("sends a signed-in user from the sign-in, verification and recovery pages to the home page", async () => {
    const { context, page } = await signedInContext(browser, api.server.url, "employee");
    for (const path of ["/", "/verification", "/forgot-password", "/dashboard/", "/register"]) {
      await page.goto(path);
      expect(new URL(page.url()).pathname, path).toBe("/dashboard/home");
    }
    await context.close();
  });

  it("ends the session when the API no longer accepts its token", async () => {
    const { context, page } = await signedInContext(browser, api.server.url, "approver");
    // The QR page asks /v1 nothing of its own: only the session check can notice (the web tier's
    // remembered answer is forgotten when the API announces the change, decision 0013).
    await page.goto("/dashboard/qr");
    expect(new URL(page.url()).pathname).toBe("/dashboard/qr");
    // The same person changes the password elsewhere: every session of theirs is revoked.
    const token = await api.login("approver");
    expect((await api.call(token, "POST", "auth/change-password", { current_password: "demo-pass-2026", password: "demo-pass-2026" })).status).toBe(200);
    await page.goto("/dashboard/qr");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto("/dashboard/home");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto("/dashboard/home");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });
});

describe("logout", () => {
  it("asks first, works without JavaScript and revokes the session", async () => {
    const { context, page } = await signedInContext(browser, api.server.url, "sub_admin");
    await page.click("a[href='/logout']");
    expect(await page.locator("main p").first().textContent()).toBe("Are you sure want to logout?");
    await page.click("text=No");
    expect(new URL(page.url()).pathname).toBe("/dashboard/home");
    await page.goto("/logout");
    await page.click("button:has-text('Yes, log out')");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto("/dashboard/home");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("returns a developer from a company's admin to their own session", async () => {
    const { context, page } = await signedInContext(browser, api.server.url, "developer");
    const developerToken = await api.login("developer");
    const companies = await api.call<{ data: { _id: string; name: string }[] }>(developerToken, "GET", "companies?search=Samudra");
    const csrf = await page.locator("input[name=csrf]").first().getAttribute("value");
    await page.request.post(`/dashboard/login-as/${companies.body.data[0]._id}`, { form: { csrf: csrf ?? "" } });
    await page.goto("/dashboard/home");
    expect(await page.locator(".shell__topbar-title").textContent()).toBe("PT Samudra Energi");
    expect(await page.locator(".notice--warning").textContent()).toContain("PT Samudra Energi");
    await page.click("a[href='/logout']");
    await page.click("button:has-text('Yes, log out')");
    expect(new URL(page.url()).pathname).toBe("/dashboard/companies");
    await page.goto("/dashboard/home");
    const shown = await page.locator("nav.nav [data-menu-id]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-menu-id") ?? ""));
    expect(sorted(shown)).toEqual(sorted(EXPECTED.developer));
    await context.close();
  });

  it("refuses a form posted without its CSRF token", async () => {
    const { context, page } = await signedInContext(browser, api.server.url, "admin");
    const response = await page.request.post("/logout", { form: { nothing: "here" } });
    expect(response.status()).toBe(403);
    const forged = await page.request.post("/dashboard/preferences", { form: { navCollapsed: "true", csrf: "forged-token-value" } });
    expect(forged.status()).toBe(403);
    // Still signed in: nothing happened.
    await page.goto("/dashboard/home");
    expect(new URL(page.url()).pathname).toBe("/dashboard/home");
    await context.close();
  });

  it("signs in with the server's message on failure", async () => {
    const context = await newContext(browser, { javaScript: false, baseURL: api.server.url });
    const page = await context.newPage();
    await page.goto("/");
    await page.fill("input[name=username]", ACCOUNTS.employee);
    await page.fill("input[name=password]", "not-the-password");
    await page.click("form[method=post] button[type=submit]");
    expect(await page.locator(".notice--error").textContent()).toBe("The username or password is incorrect");
    expect(await page.inputValue("input[name=username]")).toBe(ACCOUNTS.employee);
    await signIn(page, "employee");
    await context.close();
  });
});
