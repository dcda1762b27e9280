/**
 * The monthly payroll cycle through its pages, on the real server with the demo data.
 * Without JavaScript: Run & Save of a month, the list with totals, search and the xlsx export; an
 * employee's detail with a one-off line (that employee recomputed); the import (bad cells in a table, then
 * a confirmed file); re-run, the cut-off after its confirmation, and stale pages' writes refused with the
 * API's 409 shown as a message; a payslip from the detail and the month's payslips (one PDF, a zip) read
 * back with pdftotext, sent to each employee; an employee's own payslip from Employee Services and nobody
 * else's. With JavaScript: the cut-off confirmation. On PostgreSQL a run held in progress shows the
 * self-refreshing page without JavaScript and the progress notifier with it. The API answers every run
 * with 202 here (PAYROLL_RUN_WAIT_MS=0) unless it is saved first.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { BACKENDS, PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser, newContext } from "../support/browser";
import { signedInPool } from "../support/pages";

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND, { PAYROLL_RUN_WAIT_MS: "0" }), launchBrowser()]);
});
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

const toast = (page: Page) => page.locator(".toast").textContent();
const rows = (page: Page) => page.locator("table.payroll-table tbody tr");
const RUPIAH = /^Rp\u00a0[\d.]+,00$/;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const HEADER = ["Employee No. / No. Karyawan *", "Component / Komponen *", "Amount / Jumlah *", "Note / Catatan"];

async function workbook(rowsOf: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Sheet1");
  sheet.addRow(HEADER);
  for (const row of rowsOf) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A PDF's text as pdftotext reads it (poppler-utils, README › Tests). */
async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "payslip-"));
  try {
    await writeFile(path.join(dir, "p.pdf"), bytes);
    return (await promisify(execFile)("pdftotext", ["-layout", path.join(dir, "p.pdf"), "-"])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function runAndSave(page: Page, label = "Run & Save") {
  await page.getByRole("button", { name: label, exact: true }).click();
  await page.waitForLoadState("domcontentloaded");
  // The progress page refreshes itself (meta refresh) until the run is saved.
  await page.locator("[data-run-status=saved]").waitFor({ timeout: 60_000 });
}

describe("the payroll run without JavaScript", () => {
  it("opens on the current month and says when a month has no payroll", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/payroll");
    expect(new URL(page.url()).pathname).toBe("/dashboard/payroll/run");
    expect(await page.locator("h2").first().textContent()).toBe("Payroll Run");
    await page.goto("/dashboard/payroll/run?month=2&year=2026");
    expect(await page.locator("[data-payroll-empty] .payroll-empty__title").textContent()).toBe("Payroll has not been set for this month & year");
    expect(await page.inputValue("select[name=month]")).toBe("2");
    expect(await page.inputValue("select[name=year]")).toBe("2026");
    await page.close();
  });

  it("runs and saves a month, lists every item with totals, searches and exports", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/payroll/run?month=2&year=2026");
    await page.getByRole("button", { name: "Run & Save", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    // Either the progress page or, when the run was quicker than the page, the saved run.
    expect(await page.locator("[data-run-progress], [data-run-status=saved]").count()).toBeGreaterThan(0);
    await page.locator("[data-run-status=saved]").waitFor({ timeout: 60_000 });
    expect(await page.locator("[data-run-saved]").textContent()).toMatch(/^Saved by .+ · \w{3} \d+\w\w \d{4} /);

    const employees = Number(await page.locator("[data-total=employees]").textContent());
    expect(employees).toBeGreaterThan(10);
    expect(await rows(page).count()).toBe(Math.min(50, employees));
    expect(await page.locator("tr[data-totals] th").textContent()).toBe(`Total · ${employees} employees`);
    const takeHome = await page.locator("[data-total=take_home]").textContent();
    expect(takeHome).toMatch(RUPIAH);
    expect(await page.locator("tr[data-totals] td").last().textContent()).toBe(takeHome);
    expect(await rows(page).first().locator("[data-field=take_home]").textContent()).toMatch(RUPIAH);

    // Search by name: one row, the totals still of the whole month.
    const name = (await rows(page).first().locator("a.row-link").textContent()) ?? "";
    await page.fill("input[name=q]", name);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await rows(page).count()).toBe(1);
    expect(await page.locator("tr[data-totals] th").textContent()).toBe(`Total of all ${employees} employees`);

    // The export: the month's items and a totals row.
    const exportHref = (await page.getByRole("link", { name: "Export xlsx" }).getAttribute("href")) ?? "";
    const response = await page.request.get(exportHref.replace(/([?&])q=[^&]*/, "$1q="));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await response.body()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe("February 2026");
    expect(sheet.rowCount).toBe(employees + 2);
    expect(sheet.getRow(1).getCell(2).value).toBe("Employee");
    expect(sheet.getRow(employees + 2).getCell(2).value).toBe(`Total · ${employees} employees`);
    await page.close();
  });

  it("fits a laptop (1366 × 768: every column of the table shown) and a phone (390 × 844: the filter bar without gaps)", async () => {
    const page = await sessions.page("admin");
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/dashboard/payroll/run?month=2&year=2026");
    const table = await page.locator(".payroll .table-wrap").evaluate((wrap) => ({ scroll: wrap.scrollWidth, client: wrap.clientWidth }));
    expect(table.scroll, "the table's last column is inside its frame").toBeLessThanOrEqual(table.client);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard/payroll/run?month=2&year=2026");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const boxes = await page.locator("form.list-filters > :not([type=hidden])").evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, width: r.width })));
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].top - boxes[i - 1].bottom, `gap before filter ${i}`).toBeLessThanOrEqual(16);
    // Each filter takes the phone's whole line.
    for (const box of boxes) expect(box.width).toBeGreaterThan(250);
    await page.close();
  });

  it("opens an employee's detail, adds a one-off deduction and sees take-home pay change, then removes it", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/payroll/run?month=2&year=2026");
    const first = rows(page).first();
    const name = (await first.locator("a.row-link").textContent()) ?? "";
    await first.locator("a.row-link").click();
    await page.waitForURL(/\/dashboard\/edit\/payroll-employees\/[0-9a-f-]{36}\?month=1&year=2026$/);
    expect(await page.locator("h2").first().textContent()).toBe(name);
    expect(await page.inputValue("select[name=month]")).toBe("1");
    const takeHome = async () => Number(((await page.locator("[data-line=take_home] [data-amount]").textContent()) ?? "").replace(/[^\d,]/g, "").replace(",", "."));
    const before = await takeHome();
    expect(before).toBeGreaterThan(0);
    expect(await page.locator("[data-section=earnings] tr[data-line=basic_salary] th").textContent()).toBe("Basic salary");
    expect(await page.locator("[data-section=deductions] tr[data-line='bpjs.jht_employee'] th").textContent()).toBe("JHT (employee)");
    expect(await page.locator("[data-section=employer] tr[data-line='bpjs.jkk']").count()).toBe(1);
    expect(await page.locator("tr[data-line=ter] td").textContent()).toMatch(/^[ABC] · [\d,]+ %$/);

    await page.selectOption("select[name=kind]", "deduction");
    await page.fill("input[name=amount]", "250000");
    await page.fill("input[name=note]", "Koperasi");
    await page.getByRole("button", { name: "Add and recompute" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("Data saved");
    expect(await page.locator("[data-component=deduction]").textContent()).toContain("Koperasi");
    expect(await takeHome()).toBe(before - 250000);
    // The one-off line with its note, as the payslip prints it.
    expect(await page.locator("[data-section=deductions] tr[data-line='deduction.other'] [data-note]").textContent()).toBe("Koperasi");

    await page.locator("[data-component=deduction]").getByRole("button", { name: "Remove" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("[data-component]").count()).toBe(0);
    expect(await takeHome()).toBe(before);

    // Indonesian: the same lines in the reader's language.
    await page.goto(`${new URL(page.url()).pathname}?month=1&year=2026&lng=id`);
    expect(await page.locator("[data-line=take_home] span").first().textContent()).toBe("Gaji bersih");
    await page.goto(`${new URL(page.url()).pathname}?month=1&year=2026&lng=en`);
    await page.close();
  });

  it("imports one-off components: bad cells in a table, then a good file confirmed, the month saved again with them", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/payroll/import?month=2&year=2026");
    expect(await page.locator("h2").first().textContent()).toBe("Payroll Import");
    const template = await page.request.get("/dashboard/payroll/import/template");
    expect(template.status()).toBe(200);
    expect(template.headers()["content-type"]).toContain("spreadsheetml");

    // The employee numbers of the month's first two items.
    await page.goto("/dashboard/payroll/run?month=2&year=2026");
    const numbers = (await rows(page).locator(".payroll-sub").allTextContents()).slice(0, 2).map((text) => text.split(" · ")[0]);
    const before = Number((await page.locator("[data-total=take_home]").textContent())!.replace(/[^\d,]/g, "").replace(",", "."));

    await page.goto("/dashboard/payroll/import?month=2&year=2026");
    await page.setInputFiles("input[name=file]", { name: "bad.xlsx", mimeType: XLSX, buffer: await workbook([[numbers[0], "bonus", 1_000_000, ""], ["NOPE-404", "gift", -5, ""]]) });
    await page.getByRole("button", { name: "Upload and check" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("[data-import-errors] strong").textContent()).toBe("The file has 3 error(s); nothing was imported");
    expect(await page.locator("[data-import-errors] tbody tr").count()).toBe(3);
    expect(await page.locator("[data-cell='3.nickname'] td").nth(1).textContent()).toBe("Employee No.");

    await page.setInputFiles("input[name=file]", { name: "good.xlsx", mimeType: XLSX, buffer: await workbook([[numbers[0], "bonus", 1_000_000, "Proyek"], [numbers[1], "deduction", 200_000, "Koperasi"]]) });
    await page.getByRole("button", { name: "Upload and check" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("[data-import-confirm] p").textContent()).toBe("2 line(s) for 2 employee(s) in February 2026: Rp\u00a01.000.000,00 added to pay, Rp\u00a0200.000,00 deducted. Import them?");
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.waitForURL(/\/dashboard\/payroll\/run\?month=2&year=2026$/);
    expect(await toast(page)).toBe("Data successfully imported");
    await page.locator("[data-run-status=saved]").waitFor({ timeout: 60_000 });
    const after = Number((await page.locator("[data-total=take_home]").textContent())!.replace(/[^\d,]/g, "").replace(",", "."));
    expect(after).toBeGreaterThan(before);
    await page.close();
  });

  it("runs the month again, cuts it off after the confirmation, and a stale page's re-run shows the 409", async () => {
    const page = await sessions.page("admin");
    const stale = await sessions.page("admin");
    await page.goto("/dashboard/payroll/run?month=2&year=2026");
    await runAndSave(page, "Run again");
    await stale.goto("/dashboard/payroll/run?month=2&year=2026");
    const staleDetail = await sessions.page("admin");
    await staleDetail.goto((await rows(page).first().locator("a.row-link").getAttribute("href")) ?? "");

    // docs/specification.md §5: the confirmation first (a <details>, no script), then the cut-off.
    await page.locator("details.confirm summary", { hasText: "Cut off" }).click();
    expect(await page.locator(".confirm__panel p").first().textContent()).toBe("Are you sure to cut off payroll?");
    await page.getByRole("button", { name: "Yes, cut off" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("[data-run-status]").getAttribute("data-run-status")).toBe("cut_off");
    expect(await page.locator("[data-run-cut-off]").textContent()).toMatch(/^Cut off by .+ · /);
    expect(await page.getByRole("button", { name: "Run again" }).count()).toBe(0);
    expect(await page.locator("details.confirm").count()).toBe(0);

    // The page opened before the cut-off still offers 'Run again': the API refuses it, the page says why.
    await stale.getByRole("button", { name: "Run again", exact: true }).click();
    await stale.waitForLoadState("domcontentloaded");
    expect(await toast(stale)).toBe("Payroll of 2/2026 has been cut off and can no longer be changed");
    expect(await stale.locator("[data-run-status]").getAttribute("data-run-status")).toBe("cut_off");
    // A one-off line on a detail opened before the cut-off: refused too.
    await staleDetail.fill("input[name=amount]", "100000");
    await staleDetail.getByRole("button", { name: "Add and recompute" }).click();
    await staleDetail.waitForLoadState("domcontentloaded");
    expect(await toast(staleDetail)).toBe("Payroll of 2/2026 has been cut off and can no longer be changed");
    expect(await staleDetail.locator("[data-locked]").count()).toBe(1);
    expect(await staleDetail.getByRole("button", { name: "Add and recompute" }).count()).toBe(0);
    await page.close();
    await stale.close();
    await staleDetail.close();
  });

  it("downloads a payslip from the detail and every payslip of the month from Mass Payslip; sends each employee theirs", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/payroll/run?month=2&year=2026");
    const name = (await rows(page).first().locator("a.row-link").textContent()) ?? "";
    await rows(page).first().locator("a.row-link").click();
    await page.waitForLoadState("domcontentloaded");
    const href = (await page.locator("a[data-payslip=en]").getAttribute("href")) ?? "";
    const slip = await page.request.get(href);
    expect(slip.status()).toBe(200);
    expect(slip.headers()["content-type"]).toBe("application/pdf");
    const text = await pdfText(await slip.body());
    expect(text).toContain(name);
    expect(text).toContain("February 2026");

    await page.goto("/dashboard/payroll/mass-payslip?month=2&year=2026");
    expect(await page.locator("h2").first().textContent()).toBe("Mass Payslip");
    // Every payslip of the month in one file: seconds of work, more on a busy machine than the 10 s default.
    const all = await page.request.get("/dashboard/payroll/mass-payslip/download?month=2&year=2026&format=pdf&lang=id", { timeout: 60_000 });
    expect(all.status()).toBe(200);
    expect(all.headers()["content-type"]).toBe("application/pdf");
    expect(await pdfText(await all.body())).toContain(name);
    const zip = await page.request.get("/dashboard/payroll/mass-payslip/download?month=2&year=2026&format=zip&lang=en", { timeout: 60_000 });
    expect(zip.headers()["content-type"]).toBe("application/zip");
    expect((await zip.body()).subarray(0, 2).toString()).toBe("PK");

    // The sending goes on in the background: the page follows it (refreshing itself), then shows the result.
    await page.getByRole("button", { name: "Send to each employee" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("[data-send-progress], [data-sent]").count()).toBeGreaterThan(0);
    await page.locator("[data-sent]").waitFor({ timeout: 60_000 });
    expect(await page.locator("[data-sent]").getAttribute("data-send-status")).toBe("done");
    expect(Number(await page.locator("[data-sent]").getAttribute("data-sent"))).toBeGreaterThan(0);
    expect(await page.locator("[data-sent] strong").textContent()).toMatch(/^Sent to \d+ employees?\.$/);
    expect(await page.locator("[data-send-progress]").count()).toBe(0);
    await page.close();
  });

  it("lets an employee download their own payslip from Employee Services, and no one else's", async () => {
    const page = await sessions.page("employee");
    await page.goto("/dashboard/services");
    const mine = page.locator("[data-my-payslips] tr[data-payslip='2026-2']");
    expect(await mine.count()).toBe(1);
    const href = (await mine.locator("a", { hasText: "PDF (ID)" }).getAttribute("href")) ?? "";
    const slip = await page.request.get(href);
    expect(slip.status()).toBe(200);
    expect(slip.headers()["content-type"]).toBe("application/pdf");
    expect(await pdfText(await slip.body())).toContain("Siti Rahmawati");

    // Another employee's payslip, and the employee's own one asked by another company: not found.
    const admin = await sessions.page("admin");
    await admin.goto("/dashboard/payroll/run?month=2&year=2026&q=Ade");
    await rows(admin).first().locator("a.row-link").click();
    await admin.waitForLoadState("domcontentloaded");
    const someoneElse = (await admin.locator("a[data-payslip=id]").getAttribute("href")) ?? "";
    expect((await page.request.get(someoneElse)).status()).toBe(404);
    const other = await sessions.page("otherAdmin");
    expect((await other.request.get(href)).status()).toBe(404);
    await page.close();
    await admin.close();
    await other.close();
  });

  it("is refused to the roles the menu leaves out", async () => {
    for (const account of ["employee", "custom", "approver"] as const) {
      const page = await sessions.page(account);
      const response = await page.request.get("/dashboard/payroll/run?month=2&year=2026");
      expect(response.status(), account).toBe(403);
      expect((await page.request.get("/dashboard/payroll/run/export?month=2&year=2026")).status(), account).toBe(403);
      expect((await page.request.get("/dashboard/payroll/import?month=2&year=2026")).status(), account).toBe(403);
      expect((await page.request.get("/dashboard/payroll/mass-payslip?month=2&year=2026")).status(), account).toBe(403);
      await page.close();
    }
  });
});

describe("a custom user holding only the Payroll Run permission", () => {
  it("sees Payroll Run, its detail and payslips, and no payroll screen or link that would refuse them", async () => {
    const admin = await api.login("admin");
    const role = await api.call<{ data: { _id: string } }>(admin, "POST", "roles", { code: `PAYRUN-${Date.now()}`, access_level: "Payroll runner", permissions: ["payroll-run:read", "payroll-run:write"] });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const email = `payroll.runner.${Date.now()}@majubersama.demo`;
    const person = await api.call<{ data: { _id: string } }>(admin, "POST", "employees", { fullname: "Payroll Runner", email });
    expect((await api.call(admin, "PUT", `employees/${person.body.data._id}/account`, { password: "runner-pass-2026" })).status).toBe(200);
    expect((await api.call(admin, "POST", "custom-users", { employee: person.body.data._id, access_role: role.body.data._id })).status).toBe(201);

    const context = await newContext(browser, { javaScript: false, baseURL: api.server.url });
    const page = await context.newPage();
    await page.goto("/");
    await page.fill("input[name=username]", email);
    await page.fill("input[name=password]", "runner-pass-2026");
    await page.click("form[method=post] button[type=submit]");
    await page.waitForURL(/\/dashboard\/home$/);

    const response = await page.goto("/dashboard/payroll/run?month=2&year=2026");
    expect(response?.status()).toBe(200);
    // The menu names Payroll Run alone of the payroll screens.
    const menu = async (path: string) => page.locator(`nav a[href^="${path}"]`).count();
    expect(await menu("/dashboard/payroll/run")).toBeGreaterThan(0);
    for (const path of ["/dashboard/payroll/import", "/dashboard/payroll/mass-payslip", "/dashboard/payroll/calculator"]) expect(await menu(path), path).toBe(0);
    // Every link the run page and the detail offer answers; the other screens refuse, and are linked nowhere.
    const links = async () => (await page.locator("main a[href^='/dashboard/']").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))).filter((href) => !href.includes("#"));
    const runLinks = await links();
    await rows(page).first().locator("a.row-link").click();
    await page.waitForLoadState("domcontentloaded");
    const detailLinks = await links();
    expect(detailLinks.some((href) => href.startsWith("/dashboard/payslips/"))).toBe(true);
    for (const href of new Set([...runLinks.slice(0, 12), ...detailLinks])) expect((await page.request.get(href)).status(), href).toBe(200);
    for (const href of [...runLinks, ...detailLinks]) expect(href, "no link to a screen the role has not").not.toMatch(/\/dashboard\/payroll\/(import|mass-payslip|calculator)/);
    for (const path of ["/dashboard/payroll/import?month=2&year=2026", "/dashboard/payroll/mass-payslip?month=2&year=2026", "/dashboard/payroll/import/template"]) {
      expect((await page.request.get(path)).status(), path).toBe(403);
    }
    await context.close();
  });
});

describe("the payroll run with JavaScript", () => {
  it("runs a month and cuts it off after the confirmation", async () => {
    const page = await sessions.page("admin", true);
    await page.goto("/dashboard/payroll/run?month=3&year=2026");
    await page.getByRole("button", { name: "Run & Save", exact: true }).click();
    await page.locator("[data-run-status=saved]").waitFor({ timeout: 60_000 });
    expect(await page.locator("table.payroll-table tbody tr").count()).toBeGreaterThan(10);

    await page.locator("details.confirm summary", { hasText: "Cut off" }).click();
    expect(await page.locator(".confirm__panel p").first().textContent()).toBe("Are you sure to cut off payroll?");
    await page.getByRole("button", { name: "Yes, cut off" }).click();
    await page.locator("[data-run-status=cut_off]").waitFor();
    expect(await page.getByRole("button", { name: "Run again" }).count()).toBe(0);
    await page.close();
  });
});

/**
 * A run held in progress: on PostgreSQL a transaction of the test locks the month's run row, so a re-run
 * waits at its save (api/payroll/runs.ts) until the test lets it go. Without JavaScript the page shows the
 * state and refreshes itself; with it, the progress notifier polls until the run is saved.
 */
describe.each(BACKENDS.filter((backend) => backend === "postgres"))("a run in progress (%s)", (backend) => {
  let held: TestApi;
  const pool = signedInPool(() => ({ browser, baseURL: held.server.url }));
  beforeAll(async () => {
    held = await startApi(backend, { PAYROLL_RUN_WAIT_MS: "0" });
  });
  afterAll(async () => {
    await pool.close();
    await held?.stop();
  });

  async function holdingTheMonth(month: number, during: () => Promise<void>) {
    const client = new pg.Client({ connectionString: held.databaseUrl });
    await client.connect();
    try {
      await client.query("BEGIN");
      const locked = await client.query("SELECT id FROM payroll_runs WHERE year = 2026 AND month = $1 FOR UPDATE", [month]);
      expect(locked.rowCount).toBeGreaterThan(0);
      await during();
    } finally {
      await client.query("COMMIT");
      await client.end();
    }
  }

  it.each([false, true])("shows the progress (JavaScript %s) until the run is saved", async (javaScript) => {
    const month = javaScript ? 6 : 5;
    const page = await pool.page("admin", javaScript);
    await page.goto(`/dashboard/payroll/run?month=${month}&year=2026`);
    await runAndSave(page);
    await holdingTheMonth(month, async () => {
      await page.getByRole("button", { name: "Run again", exact: true }).click();
      if (javaScript) {
        await page.locator(".progress-notifier").waitFor({ timeout: 20_000 });
        expect(await page.locator(".progress-notifier").getAttribute("aria-valuenow")).toMatch(/^\d+$/);
      } else {
        await page.waitForLoadState("domcontentloaded");
        expect(await page.locator("[data-run-status]").first().getAttribute("data-run-status")).toBe("running");
        expect(await page.locator("[data-progress-count]").textContent()).toMatch(/^\d+ of \d+ employees \(\d+%\)$/);
        expect(await page.locator("noscript").innerHTML()).toContain('http-equiv="refresh"');
      }
    });
    await page.locator("[data-run-status=saved]").waitFor({ timeout: 30_000 });
    expect(await page.locator(".progress-notifier, [data-run-progress]").count()).toBe(0);
    await page.close();
  });
});
