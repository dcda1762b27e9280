/**
 * A new company's first day in the browser, without JavaScript (docs/decisions/0050-a-new-company-s-first-day.md):
 * the developer creates a company on Companies and invites its admin with the row's "Invite admin"; the
 * admin follows the e-mailed link, sets a password, signs in and finds "Setting up" at the top of the home,
 * each step a line with its state and link — the defaults' three done, the rest not; the admin adds a
 * location and a department through the organisation screen the step links to, and the step turns done.
 * The card in Indonesian too, and axe finds nothing serious in it. Nothing depends on today: a new company without employees has the same nine
 * steps on any day.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../api/mail/outbox";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser, newContext } from "../support/browser";
import { signedInPool } from "../support/pages";
import { row, save, search, toast } from "../support/screens";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const companyName = `PT Langkah Awal ${tag}`;
const adminEmail = `admin.${tag.toLowerCase()}@langkah.example.test`;
const password = "langkah-awal-2026";

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

/** The steps as the card shows them: key, done, its link and the state in words. */
const stepsOf = async (page: Page) =>
  page.locator("[data-home=setup] [data-step]").evaluateAll((items) =>
    items.map((item) => ({
      key: item.getAttribute("data-step")!,
      done: item.getAttribute("data-done") === "true",
      href: item.querySelector("a")!.getAttribute("href")!,
      state: item.querySelector(".setup__state")!.textContent!.trim(),
    })),
  );

describe("a new company's first day, without JavaScript", () => {
  let admin: Page;

  it("the developer creates a company and invites its admin from the companies list", async () => {
    const page = await sessions.page("developer");
    await page.goto("/dashboard/companies");
    await page.getByRole("link", { name: "Add new" }).click();
    await page.waitForURL(/\/dashboard\/edit\/companies\/new/);
    await page.fill("input[name=name]", companyName);
    await page.fill("input[name=code]", `LA-${tag}`);
    await save(page, "Create");
    expect(await toast(page)).toBe("Data saved");
    await search(page, companyName);
    // No admin yet: the row offers to invite one.
    await row(page, companyName).getByRole("link", { name: "Invite admin" }).click();
    await page.waitForURL(/\/dashboard\/companies\/[0-9a-f-]+\/invite-admin$/);
    const invitePage = new URL(page.url()).pathname;
    expect(await page.locator("h2").textContent()).toBe("Invite the company's admin");
    await page.fill("input[name=fullname]", "Rini Langkah");
    await page.fill("input[name=email]", adminEmail);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.waitForURL(/\/dashboard\/companies$/);
    expect(await toast(page)).toBe("The admin has been invited");
    await page.close();

    // The admin follows the e-mailed link, chooses a password and signs in.
    const mail = (await readOutbox(api.server.dataDir)).find((m) => m.to === adminEmail)!;
    const link = new URL(/https?:\/\/\S+\/invitation\?token=\S+/.exec(mail.text)![0]);
    const context = await newContext(browser, { javaScript: false, baseURL: api.server.url });
    context.setDefaultTimeout(10_000);
    admin = await context.newPage();
    await admin.goto(`${link.pathname}${link.search}`);
    await admin.fill("input[name=password]", password);
    await admin.fill("input[name=confirm]", password);
    await admin.getByRole("button", { name: "Create my account" }).click();
    await admin.waitForLoadState("domcontentloaded");
    expect(await admin.locator(".notice--success p").first().textContent()).toBe("Your account is ready. You can sign in now.");
    await admin.goto("/");
    await admin.fill("input[name=username]", adminEmail);
    await admin.fill("input[name=password]", password);
    await admin.click("form[method=post] button[type=submit]");
    await admin.waitForURL(/\/dashboard\/home$/);

    // The developer's list now names the company's admin, and offers no second invitation.
    const again = await sessions.page("developer");
    await again.goto(`/dashboard/companies?q=${encodeURIComponent(companyName)}`);
    expect(await row(again, companyName).locator("td").nth(2).textContent()).toBe("Rini Langkah");
    expect(await row(again, companyName).getByRole("link", { name: "Invite admin" }).count()).toBe(0);
    await again.close();
    // A company's admin may not open the developer's page.
    const other = await sessions.page("admin");
    expect((await other.goto(invitePage))!.status()).toBe(403);
    await other.close();
  });

  it("the admin's home starts with Setting up: the defaults' steps done, the others not, each linking to its screen", async () => {
    await admin.goto("/dashboard/home");
    const card = admin.locator("[data-home=setup]");
    expect(await card.locator("#setup-heading").textContent()).toBe("Setting up");
    // At the top of the home: before the rest of it.
    expect(await admin.locator(".home > h2 + [data-home=setup]").count()).toBe(1);
    expect(await card.locator(".setup__summary").textContent()).toBe("3 of 9 steps done");
    const steps = await stepsOf(admin);
    expect(steps.map((step) => step.key)).toEqual(["company_tax", "bpjs", "organization", "attendance", "leave_rules", "holidays", "employees", "approval_flows", "payroll_month"]);
    expect(steps.filter((step) => step.done).map((step) => step.key)).toEqual(["attendance", "leave_rules", "holidays"]);
    expect(steps.find((step) => step.key === "organization")).toEqual({ key: "organization", done: false, href: "/dashboard/organization/employee-organization?tab=locations", state: "Not done" });
    expect(steps.find((step) => step.key === "leave_rules")!.state).toBe("Done");
    expect(await card.locator('[data-step="organization"] a').textContent()).toBe("Locations and departments");
  });

  it("adding a location and a department through the step's link turns it done", async () => {
    await admin.locator('[data-home=setup] [data-step="organization"] a').click();
    await admin.waitForURL(/\/dashboard\/organization\/employee-organization\?tab=locations$/);
    await admin.getByRole("link", { name: "Add new" }).click();
    await admin.waitForURL(/\/dashboard\/edit\/.+\/new/);
    await admin.fill("input[name=code]", "BDG");
    await admin.fill("input[name=name]", "Kantor Bandung");
    await save(admin, "Create");
    expect(await toast(admin)).toBe("Data saved");

    // One of the two: not done yet.
    await admin.goto("/dashboard/home");
    expect(await admin.locator('[data-step="organization"]').getAttribute("data-done")).toBe("false");

    await admin.goto("/dashboard/organization/employee-organization?tab=departments");
    await admin.getByRole("link", { name: "Add new" }).click();
    await admin.waitForURL(/\/dashboard\/edit\/.+\/new/);
    await admin.fill("input[name=code]", "HRD");
    await admin.fill("input[name=name]", "Human Resources");
    await save(admin, "Create");
    expect(await toast(admin)).toBe("Data saved");

    await admin.goto("/dashboard/home");
    expect(await admin.locator('[data-step="organization"]').getAttribute("data-done")).toBe("true");
    expect(await admin.locator('[data-step="organization"] .setup__state').textContent()).toBe("Done");
    expect(await admin.locator("[data-home=setup] .setup__summary").textContent()).toBe("4 of 9 steps done");
  });

  it("reads the same in Indonesian", async () => {
    try {
      await admin.goto("/dashboard/home?lng=id");
      expect(await admin.locator("#setup-heading").textContent()).toBe("Persiapan awal");
      expect(await admin.locator("[data-home=setup] .setup__summary").textContent()).toBe("4 dari 9 langkah selesai");
      expect(await admin.locator('[data-step="organization"] a').textContent()).toBe("Lokasi dan departemen");
      expect(await admin.locator('[data-step="organization"] .setup__state').textContent()).toBe("Selesai");
      expect(await admin.locator('[data-step="employees"] .setup__state').textContent()).toBe("Belum");
    } finally {
      await admin.goto("/dashboard/home?lng=en");
      await admin.context().close();
    }
  });

  it("has no serious or critical accessibility violations, as the server's HTML (tests/e2e/accessibility.test.ts's check)", async () => {
    // axe needs the browser's timers: JavaScript on, every script of the page refused.
    const context = await browser.newContext({ baseURL: api.server.url, locale: "en-US", javaScriptEnabled: true });
    await context.route(/\.m?js(\?|$)/, (route) => route.abort());
    try {
      const page = await context.newPage();
      await page.goto("/");
      await page.fill("input[name=username]", adminEmail);
      await page.fill("input[name=password]", password);
      await page.click("form[method=post] button[type=submit]");
      await page.waitForURL(/\/dashboard\/home$/);
      for (const path of ["/dashboard/home", "/dashboard/home?lng=id"]) {
        await page.goto(path);
        expect(await page.locator("[data-home=setup]").count()).toBe(1);
        await page.evaluate(AXE);
        const found = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
          const result = await axe.run(document.querySelector("[data-home=setup]")!, { resultTypes: ["violations"] });
          return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        });
        expect(found, path).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});
