/**
 * Accessibility (docs/decisions/0043-layout-and-accessibility.md): axe-core (pinned) on every kind of page —
 * sign-in, the home, a list, a record, a form, a report and My profile — in English and Indonesian, as
 * the server's HTML alone (no script runs) and once more with JavaScript, failing on any serious or
 * critical violation; and the keyboard: the skip link first, a visible focus, a confirmation that
 * Escape closes with the focus back on its button; and the top bar, whose company name is never cut from 1024 px.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNTS, DEMO_PASSWORD, PAGES_BACKEND, startApi, type Account, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let api: TestApi;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await api?.stop();
});

/**
 * A signed-in page. "Without JavaScript" is the server's HTML with every script refused: axe itself needs
 * the browser's timers, which a context without JavaScript stops, and the page is then exactly what a
 * browser without JavaScript shows.
 */
async function open(account: Account | null, javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: api.server.url, locale: "en-US", javaScriptEnabled: true });
  contexts.push(context);
  context.setDefaultTimeout(15_000);
  if (!javaScript) await context.route(/\.m?js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  if (account) {
    await page.goto("/");
    await page.fill("input[name=username]", ACCOUNTS[account]);
    await page.fill("input[name=password]", DEMO_PASSWORD);
    await page.click("form[method=post] button[type=submit]");
    await page.waitForURL(/\/dashboard\/home$/);
  }
  return page;
}

/** The serious and critical violations axe finds on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((node) => node.target.join(" ")) }));
  });
  return found.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.impact} ${v.id} (${v.help}): ${v.targets.join(", ")}`);
}

/** The pages of each kind, found from the demo data as a person would reach them. */
async function pagesOf(page: Page): Promise<Record<string, string>> {
  await page.goto("/dashboard/employees/active-employees");
  const record = (await page.locator("a.row-link").first().getAttribute("href"))!;
  await page.goto("/dashboard/attendance/shift");
  const form = (await page.locator("a.button", { hasText: "Add new" }).first().getAttribute("href"))!;
  return {
    home: "/dashboard/home",
    list: "/dashboard/employees/active-employees",
    record,
    form,
    report: "/dashboard/attendance/report",
    profile: "/dashboard/profile",
  };
}

const withLanguage = (path: string, language: string) => `${path}${path.includes("?") ? "&" : "?"}lng=${language}`;

describe("axe finds nothing serious", () => {
  for (const language of ["en", "id"]) {
    it(`on every kind of page without JavaScript, in ${language === "en" ? "English" : "Indonesian"}`, async () => {
      const guest = await open(null, false);
      await guest.goto(withLanguage("/", language));
      const found: Record<string, string[]> = { signIn: await violations(guest) };
      const page = await open("admin", false);
      for (const [kind, path] of Object.entries(await pagesOf(page))) {
        await page.goto(withLanguage(path, language));
        found[kind] = await violations(page);
      }
      const employee = await open("employee", false);
      await employee.goto(withLanguage("/dashboard/profile", language));
      found.ownProfile = await violations(employee);
      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((kind) => [kind, []])));
    }, 180_000);
  }

  it("with JavaScript, on a list, a form and My profile", async () => {
    const page = await open("admin", true);
    const pages = await pagesOf(page);
    const found: Record<string, string[]> = {};
    for (const kind of ["list", "form", "profile"]) {
      await page.goto(pages[kind]);
      await page.waitForLoadState("networkidle");
      found[kind] = await violations(page);
    }
    expect(found).toEqual({ list: [], form: [], profile: [] });
  }, 180_000);
});

describe("the keyboard", () => {
  it("reaches the skip link first, shows where the focus is, and Escape closes a confirmation with the focus back on its button", async () => {
    const page = await open("admin", true);
    await page.goto("/dashboard/attendance/shift");
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("skip-link");
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe("none");

    // A record's Delete (its form page hydrates, decision 0003): a <details> opened from the keyboard, closed by Escape.
    await page.goto((await page.locator("a.row-link").first().getAttribute("href"))!);
    await page.waitForLoadState("networkidle");
    const summary = page.locator("details.confirm > summary", { hasText: "Delete" }).first();
    await summary.focus();
    await page.keyboard.press("Enter");
    expect(await page.locator("details.confirm[open]").count()).toBe(1);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    expect(await page.locator("details.confirm[open]").count()).toBe(0);
    expect(await summary.evaluate((node) => node === document.activeElement)).toBe(true);
  }, 60_000);

  it("opens the narrow screen's menu and a menu group without JavaScript", async () => {
    const page = await open("admin", false);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard/home");
    expect(await page.locator(".shell__sidebar .nav").isVisible()).toBe(false);
    await page.focus("#nav-toggle");
    await page.keyboard.press("Space");
    expect(await page.locator(".shell__sidebar .nav").isVisible()).toBe(true);
    const group = page.locator(".nav__group > summary").first();
    await group.focus();
    await page.keyboard.press("Enter");
    expect(await page.locator(".nav__group[open]").count()).toBeGreaterThan(0);
  }, 60_000);
});

describe("the top bar", () => {
  it("shows the company's whole name from 1024 px, in Indonesian too, the tools wrapping beside it", async () => {
    const page = await open("admin", false);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/dashboard/home?lng=id");
      const title = page.locator(".shell__topbar-title");
      expect(await title.textContent()).toBe("PT Maju Bersama");
      expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth), `cut at ${width} px`).toBe(true);
    }
  }, 60_000);
});
