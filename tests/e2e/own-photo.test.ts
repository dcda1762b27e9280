/**
 * The own photo on My profile without JavaScript (docs/decisions/0043-layout-and-accessibility.md): a
 * multipart form; a PDF is refused beside the field, a PNG shows on the profile and in the top bar, and
 * it comes off again.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { signedInPool } from "../support/pages";
import { PDF, PNG } from "../support/uploads";

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

describe("My profile's photo without JavaScript", () => {
  it("refuses a PDF beside the field, shows a PNG on the profile and in the top bar, and takes it off", async () => {
    const page = await sessions.page("employee");
    await page.goto("/dashboard/profile");
    expect(await page.locator("[data-topbar-photo]").count()).toBe(0);
    expect(await page.locator("[data-no-photo]").textContent()).toMatch(/No photo yet/);

    await page.setInputFiles("#photo-file", { name: "me.png", mimeType: "image/png", buffer: PDF });
    await page.click('form[data-self-form="photo"] button[value="photo"]');
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("#photo-file-error").textContent()).toMatch(/Only JPG, PNG or WebP files are accepted/);

    await page.setInputFiles("#photo-file", { name: "me.png", mimeType: "image/png", buffer: PNG });
    await page.click('form[data-self-form="photo"] button[value="photo"]');
    await page.waitForURL(/\/dashboard\/profile#photo$/);
    expect(await page.locator(".toast").textContent()).toMatch(/Your photo has been saved/);
    const src = await page.getAttribute("[data-topbar-photo]", "src");
    expect(src).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    expect(await page.getAttribute("[data-own-photo]", "src")).toBe(src);
    const image = await page.request.get(src!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");

    await page.click('form[data-self-form="photo"] button[value="remove-photo"]');
    await page.waitForURL(/\/dashboard\/profile#photo$/);
    expect(await page.locator("[data-topbar-photo]").count()).toBe(0);
    await page.close();
  }, 60_000);
});
