/**
 * Uploaded files open from the dashboard (docs/design.md decision 7, docs/decisions/0017), JavaScript
 * disabled: the browser has a session cookie and no bearer token, so every file link and image on a
 * page points at /files/{id}, which streams what /v1/files/{id} allows this user — a warning letter's
 * PDF, an ad's image — with a safe content type; another company's file and someone else's document
 * for an employee are a 404.
 */
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { sessionCookie, signedInPool } from "../support/pages";
import { PDF, PNG } from "../support/uploads";

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));
const tag = Date.now().toString(36).slice(-5).toUpperCase();
let letters = 0;

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
});
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

const toast = (page: Page) => page.locator(".toast").textContent();
const FILE_PATH = /^\/files\/[0-9a-f-]{36}$/;

/** Adds a warning letter with a PDF through the pages, as the admin; its file's dashboard address. */
async function letterWithPdf(page: Page): Promise<{ href: string; name: string }> {
  const name = `SP1 ${tag}-${++letters}.pdf`;
  const token = await api.login("admin");
  const employee = (await api.call<{ data: { _id: string; fullname: string }[] }>(token, "GET", "employees?limit=1&sort=-fullname")).body.data[0];
  await page.goto("/dashboard/employees/warning-letter");
  await page.getByRole("link", { name: "Add new" }).click();
  await page.waitForLoadState("domcontentloaded");
  await page.selectOption("select[name=employee]", employee._id);
  await page.selectOption("select[name=type]", "sp_1");
  await page.fill("input[name=start_date]", "2026-01-05");
  await page.fill("textarea[name=description]", `Surat ${tag}`);
  await page.setInputFiles("input[name=attachment]", { name, mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await page.waitForLoadState("domcontentloaded");
  expect(await toast(page)).toBe("Data saved");
  const link = page.locator("table.data-table tbody tr", { hasText: employee.fullname }).getByRole("link", { name });
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(FILE_PATH);
  return { href, name };
}

describe("files from the dashboard, without JavaScript", () => {
  it("a warning letter's PDF opens from its list: 200, application/pdf, the very bytes", async () => {
    const page = await sessions.page("admin");
    const { href, name } = await letterWithPdf(page);
    // Following the link as a person would: the browser asks with its cookie and gets the PDF.
    const opened = page.context().waitForEvent("response", { predicate: (response: Response) => new URL(response.url()).pathname === href });
    const popup = page.context().waitForEvent("page");
    await page.locator(`a[href="${href}"]`).click();
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toBe(`inline; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["cache-control"]).toMatch(/^private/);
    await (await popup).close();
    // The tab shows it in Chromium's PDF viewer; the bytes, asked for with the same browser's cookie:
    const bytes = await page.context().request.get(href);
    expect(bytes.status()).toBe(200);
    expect(Buffer.from(await bytes.body()).equals(PDF)).toBe(true);
    // The page itself links nothing under /v1.
    expect(await page.locator('[href^="/v1/"], [src^="/v1/"]').count()).toBe(0);
    await page.close();
  });

  it("an ad's image shows in Developer › Ads: image/png, loaded by the browser", async () => {
    const page = await sessions.page("developer");
    await page.goto("/dashboard/banners");
    await page.getByRole("link", { name: "Add new" }).click();
    await page.waitForLoadState("domcontentloaded");
    await page.fill("input[name=title]", `Promo ${tag}`);
    await page.setInputFiles("input[name=image]", { name: "promo.png", mimeType: "image/png", buffer: PNG });
    // The list the form returns to loads the new ad's image (the newest ad comes first).
    const loaded = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/files/"));
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("Data saved");

    const image = page.locator("table.data-table tbody tr", { hasText: `Promo ${tag}` }).locator("img.thumb");
    const src = (await image.getAttribute("src")) ?? "";
    expect(src).toMatch(FILE_PATH);
    const response = await loaded;
    expect(new URL(response.url()).pathname).toBe(src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(Buffer.from(await response.body()).equals(PNG)).toBe(true);
    // Drawn, not a broken image.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await page.close();
  });

  it("another company's file and a document the user may not read are a 404; no session goes to sign-in", async () => {
    const page = await sessions.page("admin");
    const { href } = await letterWithPdf(page);
    await page.close();
    const url = `${api.server.url}${href}`;
    const as = async (account: "admin" | "otherAdmin" | "employee") => fetch(url, { headers: { cookie: await sessionCookie(api.server.url, account) }, redirect: "manual" });
    expect((await as("admin")).status).toBe(200);
    const other = await as("otherAdmin");
    expect(other.status).toBe(404);
    expect(other.headers.get("content-type") ?? "").not.toMatch(/pdf/);
    expect((await as("employee")).status).toBe(404);
    const anonymous = await fetch(url, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    // To sign-in, which brings the person back to the file afterwards.
    expect(anonymous.headers.get("location")).toBe(`/?returnTo=${encodeURIComponent(new URL(url).pathname)}`);
    // Not a file id at all.
    expect((await fetch(`${api.server.url}/files/..%2F..%2Fetc%2Fpasswd`, { headers: { cookie: await sessionCookie(api.server.url, "admin") }, redirect: "manual" })).status).toBe(404);
  });
});
