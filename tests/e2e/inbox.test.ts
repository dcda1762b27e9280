/**
 * The inbox in the reader's language (decision 0018): the demo's notifications are stored as message
 * keys with values, so the same rows read in Indonesian and in English. Without JavaScript.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { signedInContext } from "../support/pages";

let api: TestApi;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
  ({ context } = await signedInContext(browser, api.server.url, "admin"));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await api?.stop();
});

describe("the inbox", () => {
  it("shows the notifications in Indonesian, then in English", async () => {
    const page = await context.newPage();
    await page.goto("/dashboard/inbox?lng=id");
    const titles = () => page.locator(".inbox__title").allTextContents();
    const bodies = () => page.locator(".inbox__item > div:first-child > p:nth-child(2)").allTextContents();
    expect((await titles()).map((text) => text.replace(/^Belum dibaca\s*/, "").trim())).toEqual(
      expect.arrayContaining(["Pengajuan cuti baru", "Pengajuan lembur baru", "Selamat datang di dasbor HR"]),
    );
    expect(await bodies()).toEqual(expect.arrayContaining([expect.stringMatching(/ mengajukan Cuti Tahunan mulai [A-Z][a-z]{2} \d{1,2} \d{2}\.$/), expect.stringMatching(/ mengajukan lembur 3 jam pada /)]));
    expect((await titles()).join(" ")).not.toContain("New leave request");

    await page.goto("/dashboard/inbox?lng=en");
    expect((await titles()).join(" ")).toContain("New leave request");
    expect(await bodies()).toEqual(expect.arrayContaining([expect.stringMatching(/ asked for 3 hours of overtime on /)]));
    await page.close();
  });
});
