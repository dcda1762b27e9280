/**
 * Payroll › THR without JavaScript (docs/decisions/0037-thr-runs.md), on the real server with the demo
 * data: the empty state with the holiday's date, Run & Save of Idul Fitri 2026, the list with a known
 * employee's THR and the totals, the export, the settings, the warnings of a late pay date and of the pay
 * month's payroll saved before the THR, the cut-off after its confirmation — then the same page in
 * Indonesian, and on a laptop and a phone.
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
const PAGE = "/dashboard/payroll/thr?year=2026&holiday=idul_fitri";

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
  const admin = await api.login("admin");
  const religions = await api.call<{ data: { _id: string; code: string }[] }>(admin, "GET", "refs/employees/personal/religions?limit=100");
  // 30 November 2025 to Idul Fitri (20 March 2026): 3 months → 3/12 of 6,000,000.
  const created = await api.call(admin, "POST", "employees", {
    fullname: "Thr Tiga Bulan",
    marital_status: "tk/0",
    religion: religions.body.data.find((r) => r.code === "ISL")!._id,
    join_date: "2025-11-30",
    basic_salary: 6_000_000,
    allowance_housing: 0,
    allowance_meal: 0,
    allowance_transport: 0,
    allowance_field: 0,
    allowance_telephone: 0,
    allowance_other: 0,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}, 180_000);
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

const toast = (page: Page) => page.locator(".toast").textContent();
const rows = (page: Page) => page.locator("table.thr-table tbody tr");
const RUPIAH = /^Rp\u00a0[\d.]+,00$/;

async function submit(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).click();
  await page.waitForLoadState("domcontentloaded");
}

describe("Payroll › THR without JavaScript", () => {
  it("runs and saves Idul Fitri 2026, lists it, exports it, warns of a late pay date and cuts it off", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/payroll");
    expect(await page.getByRole("link", { name: "THR", exact: true }).getAttribute("href")).toBe("/dashboard/payroll/thr");
    await page.goto(PAGE);
    // The empty state says what to do and when the holiday is; the pay month is the deadline's.
    expect(await page.locator("[data-payroll-empty] .payroll-empty__title").textContent()).toBe("No THR for Idul Fitri 2026 yet");
    expect(await page.locator("[data-thr-holiday-date]").textContent()).toBe("Idul Fitri falls on Mar 20th 2026 in the company's calendar: pay the THR by Mar 13th 2026.");
    expect(await page.inputValue("select[name=pay_month]")).toBe("3");

    await submit(page, "Run & Save");
    expect(await toast(page)).toBe("Data saved");
    expect(await page.locator("[data-run-status=saved]").count()).toBe(1);
    expect(await page.locator("[data-total=holiday_date]").textContent()).toBe("Mar 20th 2026");
    expect(await page.locator("[data-total=pay_date]").textContent()).toBe("Mar 13th 2026");
    expect(await page.locator("[data-thr-late]").count()).toBe(0);
    const employees = Number(await page.locator("[data-total=employees]").textContent());
    expect(employees).toBeGreaterThan(10);
    expect(await rows(page).count()).toBe(Math.min(50, employees));
    const total = await page.locator("[data-total=total]").textContent();
    expect(total).toMatch(RUPIAH);
    expect(await page.locator("tr[data-totals] td").first().textContent()).toBe(total);

    // The employee who joined on 30 November 2025: 3 months, 1,500,000.
    await page.fill("input[name=q]", "Thr Tiga");
    await submit(page, "Search");
    expect(await rows(page).count()).toBe(1);
    const row = rows(page).first();
    expect(await row.locator("td").nth(1).textContent()).toBe("Islam");
    expect(await row.locator("[data-field=service]").textContent()).toBe("3 months since Nov 30th 2025");
    expect(await row.locator("[data-field=amount]").textContent()).toBe("Rp\u00a01.500.000,00");
    expect(await row.locator("[data-field=notes]").textContent()).toBe("Prorated");

    // The export: every employee of the run, headers in both languages.
    const href = (await page.getByRole("link", { name: "Export xlsx" }).getAttribute("href")) ?? "";
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await response.body()) as unknown as ArrayBuffer);
    expect(book.worksheets[0].name).toBe("THR Idul Fitri 2026");
    expect(book.worksheets[0].rowCount).toBe(employees + 1);
    expect(book.worksheets[0].getRow(1).getCell(11).value).toBe("Monthly wage / Upah sebulan");

    // The settings: the day method, saved.
    await page.goto(PAGE);
    await page.locator("[data-thr-settings] summary").click();
    await page.check("input[name=method][value=day]");
    await submit(page, "Save settings");
    expect(await toast(page)).toBe("Data saved");
    expect(await page.isChecked("input[name=method][value=day]")).toBe(true);
    // Back to the regulation's method for the run again below.
    await page.locator("[data-thr-settings] summary").click();
    await page.check("input[name=method][value=month]");
    await submit(page, "Save settings");

    // March's payroll saved (through the API), then the THR run again with a pay date after the deadline:
    // the page warns of both.
    const token = await api.login("admin");
    let payroll = (await api.call<{ data: { _id: string; status: string } }>(token, "POST", "payroll/runs", { year: 2026, month: 3 })).body.data;
    for (let tries = 0; payroll.status === "running" && tries < 240; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      payroll = (await api.call<{ data: { _id: string; status: string } }>(token, "GET", `payroll/runs/${payroll._id}`)).body.data;
    }
    expect(payroll.status).toBe("saved");
    await page.locator("details.thr-again summary").click();
    await page.fill("details.thr-again input[name=pay_date]", "2026-03-18");
    await page.locator("details.thr-again button[type=submit]").click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("Data saved");
    expect(await page.locator("[data-thr-late]").textContent()).toMatch(/^The pay date, Mar 18th 2026, is after Mar 13th 2026: THR must be paid at least 7 days before the holiday/);
    expect(await page.locator("[data-thr-outdated]").textContent()).toBe("The payroll of March 2026 was saved before this THR: run that month again so that its pay and payslips carry the THR. Open Payroll Run");
    expect(await page.locator("[data-thr-outdated] a").getAttribute("href")).toBe("/dashboard/payroll/run?month=3&year=2026");

    // Cut off, after the confirmation: no more Run again.
    await page.locator("details.confirm summary").click();
    await submit(page, "Yes, cut off");
    expect(await toast(page)).toBe("Data saved");
    expect(await page.locator("[data-run-status=cut_off]").count()).toBe(1);
    expect(await page.locator("details.thr-again").count()).toBe(0);
    expect(await page.locator("details.confirm").count()).toBe(0);
    await page.close();
  });

  it("shows the run in Indonesian", async () => {
    const page = await sessions.page("admin");
    await page.goto(`${PAGE}&q=Thr%20Tiga&lng=id`);
    expect(await page.locator("h2").first().textContent()).toBe("THR");
    expect(await page.locator("[data-run-status=cut_off]").textContent()).toBe("Cut-off");
    expect(await page.locator("[data-run-cut-off]").textContent()).toMatch(/^Di-cut off oleh .+ pada \w{3} \d+ \d{4} /);
    expect(await page.locator("[data-thr-late]").textContent()).toMatch(/^Tanggal pembayaran, Mar 18 2026, setelah Mar 13 2026: THR wajib dibayar paling lambat 7 hari sebelum hari raya/);
    expect(await page.locator("table.thr-table thead th").allTextContents()).toEqual(["Karyawan", "Agama", "Hari raya", "Masa kerja", "Upah sebulan", "THR", "Catatan"]);
    expect(await rows(page).first().locator("[data-field=service]").textContent()).toBe("3 bulan sejak Nov 30 2025");
    expect(await rows(page).first().locator("[data-field=notes]").textContent()).toBe("Proporsional");
    expect(await page.locator("[data-thr-outdated]").textContent()).toMatch(/^Penggajian Maret 2026 disimpan sebelum THR ini/);
    await page.goto(`/dashboard/payroll/thr?year=2026&holiday=natal&lng=id`);
    expect(await page.locator("[data-payroll-empty] .payroll-empty__title").textContent()).toBe("Belum ada THR Natal 2026");
    await page.close();
  });

  it("fits a laptop (every column inside the table's frame) and a phone (no sideways scrolling)", async () => {
    const page = await sessions.page("admin");
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${PAGE}&lng=en`);
    const table = await page.locator(".payroll .table-wrap").evaluate((wrap) => ({ scroll: wrap.scrollWidth, client: wrap.clientWidth }));
    expect(table.scroll).toBeLessThanOrEqual(table.client);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PAGE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });
});
