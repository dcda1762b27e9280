/**
 * Payroll › PPh 21 Report, BPJS Report and the bank transfer file (docs/decisions/0036-payroll-reports-and-bank-files.md) through the real pages without JavaScript, on the
 * demo data with March 2026 saved: the month's and the year's PPh 21 with their totals, a filter, the
 * export link; BPJS Kesehatan in Indonesian; a month with nothing saved says what to do; the bank file
 * form downloads the file, shows the fields to correct and the employees to fill in (in Indonesian too).
 */
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { signedInPool } from "../support/pages";

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));
const RUPIAH = /^Rp\u00a0-?[\d.]+,00$/;

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
  const admin = await api.login("admin");
  const run = await api.call<{ data: { status: string } }>(admin, "POST", "payroll/runs", { year: 2026, month: 3 });
  expect(run.status, JSON.stringify(run.body)).toBe(201);
}, 120_000);
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

async function xlsxOf(page: Page, href: string): Promise<ExcelJS.Worksheet> {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("spreadsheetml");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await response.body()) as unknown as ArrayBuffer);
  return book.worksheets[0];
}

describe("payroll reports and the bank file, without JavaScript", () => {
  it("PPh 21: the month with its totals, a search, the export; the year with its twelve months", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/payroll/pph21-report?year=2026&month=3");
    const rows = page.locator("table.pph21-table tbody tr");
    const count = await rows.count();
    expect(count).toBe(50);
    expect(await page.locator("[data-period]").textContent()).toMatch(/^March 2026 · \d+ employee\(s\) · saved$/);
    const total = await page.locator("tr[data-totals] [data-field=pph21]").textContent();
    expect(total).toMatch(RUPIAH);
    expect(await rows.first().locator("[data-field=taxable_gross]").textContent()).toMatch(RUPIAH);

    const number = ((await rows.nth(3).locator(".report-sub").first().textContent()) ?? "").split(" · ")[0];
    await page.fill("input[name=q]", number);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await rows.count()).toBe(1);
    const one = await rows.first().locator("[data-field=pph21]").textContent();
    expect(await page.locator("tr[data-totals] [data-field=pph21]").textContent()).toBe(one);

    const sheet = await xlsxOf(page, (await page.locator("a[data-export]").getAttribute("href"))!);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe(number);

    await page.getByRole("link", { name: "Year", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(page.url()).toContain("view=year");
    expect(await page.locator("table.pph21-year-table thead th").count()).toBe(15);
    expect(await page.locator("table.pph21-year-table tbody tr").count()).toBe(1);
    expect(await page.locator("table.pph21-year-table tbody [data-field=m3]").textContent()).toBe(one);
    expect(await page.locator("table.pph21-year-table tbody [data-field=m4]").textContent()).toBe("–");
    await page.close();
  });

  it("BPJS Kesehatan in Indonesian, and a month without a saved payroll says to run it", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/payroll/bpjs-report?year=2026&month=3&lng=id");
    await page.getByRole("link", { name: "BPJS Kesehatan", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(page.url()).toContain("kind=ks");
    expect(await page.locator("[data-period]").textContent()).toMatch(/^Maret 2026 · \d+ karyawan · tersimpan$/);
    expect(await page.locator("table.bpjs-table--ks tfoot th").textContent()).toMatch(/^Jumlah \(\d+\)$/);
    expect(await page.locator("tr[data-totals] [data-field=ks_employer]").textContent()).toMatch(RUPIAH);
    const sheet = await xlsxOf(page, (await page.getByRole("link", { name: "Ekspor xlsx" }).getAttribute("href"))!);
    expect(sheet.getRow(1).getCell(3).value).toBe("No Kartu BPJS");

    await page.selectOption("select[name=month]", "4");
    await page.getByRole("button", { name: "Cari", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("[data-empty]").textContent()).toContain("Belum ada penggajian tersimpan untuk April 2026 — jalankan di Payroll Run.");
    expect(await page.locator("a[data-export]").count()).toBe(0);
    await page.getByRole("link", { name: "Buka Payroll Run" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(page.url()).toContain("/dashboard/payroll/run?month=4&year=2026");
    await page.goto("/dashboard/payroll/run?month=3&year=2026&lng=en");
    await page.close();
  });

  it("the bank file: downloads from Payroll Run, says which fields to correct and whom to fill in", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/payroll/run?month=3&year=2026");
    await page.locator("[data-bank-file] > summary").click();
    await page.selectOption("select[name=format]", "csv");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download the file" }).click()]);
    expect(download.suggestedFilename()).toBe("payroll-2026-03.csv");
    const employees = Number(await page.locator("[data-total=employees]").textContent());

    // BCA without its header fields: its page with the form and what to correct.
    await page.selectOption("select[name=format]", "bca");
    await page.fill("input[name=debit_account]", "123");
    await page.getByRole("button", { name: "Download the file" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(page.url()).toContain("/dashboard/payroll/run/bank-file?");
    expect(await page.locator("[data-error-for=company_code]").textContent()).toBe("This field is required");
    expect(await page.locator("[data-error-for=debit_account]").textContent()).toBe("Must be exactly 10 digits");

    // An employee without an account stops every file: the list links to their record (in Indonesian too).
    const admin = await api.login("admin");
    const run = (await api.call<{ data: { _id: string }[] }>(admin, "GET", "payroll/runs?year=2026&month=3")).body.data[0]._id;
    const first = (await api.call<{ data: { employee: { _id: string; fullname: string } }[] }>(admin, "GET", `payroll/runs/${run}/items?limit=1`)).body.data[0].employee;
    expect((await api.call(admin, "PUT", `employees/${first._id}`, { account_number: null })).status).toBe(200);
    await page.goto("/dashboard/payroll/run/bank-file?month=3&year=2026&format=csv&lng=id");
    const refused = page.locator("[data-bank-refused]");
    expect(await refused.locator("p").textContent()).toBe("1 karyawan belum dapat dibayar lewat transfer: lengkapi data yang kurang pada data karyawannya");
    const link = refused.locator(`li[data-employee="${first._id}"] a`);
    expect(await link.textContent()).toContain(`${first.fullname} (`);
    expect(await link.getAttribute("href")).toBe(`/dashboard/edit/employees/active-employees/${first._id}`);

    // Filled in again: the page says what the file holds and offers it.
    expect((await api.call(admin, "PUT", `employees/${first._id}`, { account_number: "1234567890" })).status).toBe(200);
    await page.goto("/dashboard/payroll/run/bank-file?month=3&year=2026&format=csv&lng=en");
    expect(await page.locator("[data-bank-ready] p").first().textContent()).toMatch(new RegExp(`^payroll-2026-03\\.csv: ${employees} transfer\\(s\\), Rp\u00a0[\\d.]+,00 in all\\.$`));
    await page.close();
  });
});
