/** The payroll calculator page, without JavaScript and with it, to the rupiah, in both languages. */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { signedInContext } from "../support/pages";

let api: TestApi;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const nbsp = "\u00a0";
const line = (key: string) => page.locator(`tr[data-line="${key}"] td`).first().textContent();
const total = (key: string) => page.locator(`dd[data-line="${key}"]`).textContent();

beforeAll(async () => {
  api = await startApi(PAGES_BACKEND);
  browser = await launchBrowser();
  ({ context, page } = await signedInContext(browser, api.server.url, "admin"));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await api?.stop();
});

describe("the payroll calculator without JavaScript", () => {
  it("computes a month with overtime to the rupiah, line by line", async () => {
    await page.goto("/dashboard/payroll/calculator");
    await page.selectOption("select[name=year]", "2026");
    await page.selectOption("select[name=month]", "3");
    await page.fill("input[name='employee.basic_salary']", "12000000");
    await page.fill("input[name='employee.allowances.transport']", "500000");
    // Adding an overtime row is a form round trip (a Conform intent), no script needed.
    await page.click("button:has-text('Add overtime')");
    await page.fill("input[name='overtime[0].date']", "2026-03-10");
    await page.fill("input[name='overtime[0].hours']", "3");
    await page.click("button:has-text('Calculate')");

    // 1/173 rule: (12,000,000 + 500,000) / 173 × (1.5 + 2 + 2) = 397,399.
    expect(await line("overtime")).toBe(`Rp${nbsp}397.399,00`);
    expect(await total("gross")).toBe(`Rp${nbsp}12.897.399,00`);
    // JP is capped at Rp11,086,300 from March 2026: 1 % = 110,863.
    expect(await line("bpjs.jp_employee")).toBe(`Rp${nbsp}110.863,00`);
    // Taxable gross adds JKK 30,000, JKM 37,500 and BPJS Kesehatan 480,000 (capped at Rp12,000,000).
    expect(await total("taxable_gross")).toBe(`Rp${nbsp}13.444.899,00`);
    expect(await total("ter")).toBe("A · 5 %");
    expect(await total("pph21")).toBe(`Rp${nbsp}672.244,00`);
    expect(await total("take_home")).toBe(`Rp${nbsp}11.744.292,00`);
    // The form keeps what was typed.
    expect(await page.inputValue("input[name='employee.basic_salary']")).toBe("12000000");
  });

  it("shows a December recalculation that ends in a refund", async () => {
    await page.goto("/dashboard/payroll/calculator");
    await page.selectOption("select[name=year]", "2026");
    await page.selectOption("select[name=month]", "12");
    await page.fill("input[name='employee.basic_salary']", "10000000");
    await page.fill("input[name='ytd.gross']", "115000000");
    await page.fill("input[name='ytd.pph21_withheld']", "9000000");
    await page.fill("input[name='ytd.pension_deduction']", "3300000");
    await page.click("button:has-text('Calculate')");
    // Annual PKP = 125,454,000 − 6,000,000 biaya jabatan − 3,600,000 pension − 54,000,000 PTKP.
    expect(await line("annual.pkp")).toBe(`Rp${nbsp}61.854.000,00`);
    const pph21 = (await total("pph21")) ?? "";
    expect(pph21.startsWith("-Rp")).toBe(true);
  });

  it("names the fields at fault and keeps the form", async () => {
    await page.goto("/dashboard/payroll/calculator");
    await page.selectOption("select[name=year]", "2024");
    await page.fill("input[name='employee.basic_salary']", "-5");
    await page.fill("input[name='employee.end_date']", "2020-01-01");
    await page.click("button:has-text('Calculate')");
    await page.locator(".field__error").first().waitFor();
    const errors = await page.locator(".field__error").allTextContents();
    expect(errors).toContain("Must be at least 0");
    expect(await page.inputValue("input[name='employee.basic_salary']")).toBe("-5");
    expect(await page.locator("dd[data-line=take_home]").count()).toBe(0);
  });

  it("speaks Indonesian", async () => {
    await page.goto("/dashboard/payroll/calculator?lng=id");
    await page.fill("input[name='employee.basic_salary']", "8000000");
    await page.click("button:has-text('Hitung')");
    await page.locator("th", { hasText: "Gaji pokok" }).waitFor();
    expect(await page.locator("dt", { hasText: "Gaji bersih" }).count()).toBe(1);
    await page.goto("/dashboard/payroll/calculator?lng=en");
  });

  it("is not open to roles without payroll", async () => {
    const employee = await signedInContext(browser, api.server.url, "employee");
    const response = await employee.page.goto("/dashboard/payroll/calculator");
    expect(response?.status()).toBe(403);
    await employee.context.close();
  });
});

describe("the payroll calculator with JavaScript", () => {
  it("computes a month, names a field at fault and keeps the form", async () => {
    const scripted = await signedInContext(browser, api.server.url, "admin", true);
    const on = scripted.page;
    await on.goto("/dashboard/payroll/calculator");
    await on.waitForFunction(() => "__remixRouter" in window);
    await on.selectOption("select[name=year]", "2026");
    await on.selectOption("select[name=month]", "3");
    await on.fill("input[name='employee.basic_salary']", "12000000");
    await on.fill("input[name='employee.allowances.transport']", "500000");
    await on.click("button:has-text('Calculate')");
    await expect.poll(() => on.locator('dd[data-line="gross"]').textContent()).toBe(`Rp${nbsp}12.500.000,00`);

    await on.fill("input[name='employee.basic_salary']", "-1");
    await on.click("button:has-text('Calculate')");
    await expect.poll(() => on.locator("[id$='basic_salary-error']").count()).toBe(1);
    expect(await on.inputValue("input[name='employee.allowances.transport']")).toBe("500000");
    await scripted.context.close();
  });
});
