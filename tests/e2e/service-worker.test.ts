/**
 * Every page registers the service worker (docs/decisions/0001), including the read-only pages that
 * ship no application JavaScript (docs/decisions/0003): a list page opened first in a fresh browser
 * gets the worker from public/sw-register.js, allowed by the CSP, and still loads no Remix bundle.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser, newContext } from "../support/browser";
import { sessionCookie } from "../support/pages";

let api: TestApi;
let browser: Browser;

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await api?.stop();
});

describe("the service worker on a read-only page", () => {
  it("a list page, the first page this browser opens, registers /sw.js and loads no application bundle", async () => {
    const context = await newContext(browser, { javaScript: true, baseURL: api.server.url });
    const { hostname } = new URL(api.server.url);
    const cookie = await sessionCookie(api.server.url, "admin");
    await context.addCookies(cookie.split("; ").map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), domain: hostname, path: "/" })));
    const page = await context.newPage();
    const scripts: string[] = [];
    const refused: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });

    const response = await page.goto("/dashboard/organization/employee-organization");
    expect(response?.status()).toBe(200);
    expect(await page.locator("table.data-table tbody tr").count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null), { timeout: 10_000 })
      .toBe(`${api.server.url}/sw.js`);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${api.server.url}/`);

    // Only the registration script: no Remix bundle, no route module, no preload.
    expect(scripts).toEqual(["/sw-register.js"]);
    expect(await page.locator('script[src^="/build/"], link[rel=modulepreload]').count()).toBe(0);
    expect(refused).toEqual([]);
    await context.close();
  });

  it("serves the registration script from public/ with a cache header", async () => {
    const script = await fetch(`${api.server.url}/sw-register.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect(script.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await script.text()).length).toBeLessThan(1024);
  });
});
