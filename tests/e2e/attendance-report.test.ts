/**
 * Attendance › Report and the absent-day job through the pages, on the real server with the demo data and
 * JavaScript disabled: a scheduled day without a clock-in becomes an absent day on its own (the
 * job runs every two seconds here), seen on Daily and in the report, red; the report filters, highlights,
 * links each row to Daily and exports what it shows; a wrong period is said beside its field.
 */
import ExcelJS from "exceljs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { signedInPool } from "../support/pages";

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const NAME = `Absen Uji ${tag}`;
const wibToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

type One = { data: { _id: string } & Record<string, unknown> };
let employeeId = "";
const yesterday = dayBefore(wibToday());

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND, { LOG_LEVEL: "info", JOBS: "on", ABSENT_DAYS_SCHEDULE: "*/2 * * * * *", ABSENT_DAYS_CATCH_UP: "2" }), launchBrowser()]);
  const token = await api.login("admin");
  const post = async (path: string, body: unknown) => {
    const response = await api.call<One>(token, "POST", path, body);
    expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(201);
    return response.body.data._id;
  };
  // A day shift every day of the week: yesterday was a scheduled working day, and it is over.
  const shift = await post("shifts", { name: `Pagi ${tag}`, type: "full_day", start_time: "08:00", finish_time: "17:00" });
  const group = await post("attendance-groups", { name: `Grup ${tag}`, type: "fixed_schedule", weekly_shifts: Array(7).fill(shift) });
  employeeId = await post("employees", { fullname: NAME, join_date: "2025-01-06", attendance_group: group });
});
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

describe("absent days and the attendance report, without JavaScript", () => {
  it("a scheduled day without a clock-in becomes absent without anyone opening a page, and shows on Daily", async () => {
    const token = await api.login("admin");
    // The job runs on its own schedule; nobody reads attendance meanwhile.
    await expect
      .poll(
        async () => {
          const log = api.server.output();
          return /"job":"absent-days".*"msg":"job: done"/.test(log) && (await api.call<{ data: unknown[] }>(token, "GET", `attendance?employee._id=${employeeId}&date=${yesterday}`)).body.data.length;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    const page = await sessions.page("admin");
    await page.goto(`/dashboard/attendance/daily?f.date.from=${yesterday}&f.date.to=${yesterday}&f.employee=${employeeId}`);
    const rows = page.locator("table.data-table tbody tr");
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(NAME);
    expect(await rows.first().textContent()).toContain("Absent");
    // Written once: the job keeps running, the day stays one record.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    const again = await api.call<{ data: { status: string; source: string }[] }>(token, "GET", `attendance?employee._id=${employeeId}&date=${yesterday}`);
    expect(again.body.data).toMatchObject([{ status: "absent", source: "system" }]);
    await page.close();
  });

  it("opens the report from the menu, finds the employee, shows the absent day in red and links to Daily", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/attendance/daily");
    await page.getByRole("link", { name: "Report", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(new URL(page.url()).pathname).toBe("/dashboard/attendance/report");
    expect(await page.locator("h2").textContent()).toBe("Report");
    // This month, every employee, with the totals at the foot; late figures are yellow somewhere in the demo.
    expect(await page.locator("table.report-table tfoot tr[data-totals]").count()).toBe(1);
    expect(await page.locator("table.report-table thead th").allTextContents()).toEqual(["Employee", "Scheduled", "Present", "Late", "Early leave", "Absent", "Missed clock-out", "On leave", "On duty", "Overtime (hours)"]);

    // The period around yesterday and a search: one row.
    await page.locator("form.report-filters input[name=from]").fill(yesterday);
    await page.locator("form.report-filters input[name=to]").fill(yesterday);
    await page.locator("form.report-filters input[name=q]").fill(NAME);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    const row = page.locator(`table.report-table tbody tr[data-employee="${employeeId}"]`);
    expect(await page.locator("table.report-table tbody tr").count()).toBe(1);
    expect(await row.locator("[data-field=scheduled]").textContent()).toBe("1");
    expect(await row.locator("[data-field=present]").textContent()).toBe("0");
    expect(await row.locator("[data-field=absent]").textContent()).toBe("1");
    expect(await row.locator("[data-field=absent]").getAttribute("class")).toContain("report-cell--bad");
    expect(await row.locator("[data-field=late]").getAttribute("class")).not.toContain("report-cell--warn");
    const background = await row.locator("[data-field=absent]").evaluate((cell) => getComputedStyle(cell).backgroundColor);
    expect(background).toBe("rgb(253, 236, 234)");

    // The daily records one click away.
    await row.getByRole("link", { name: NAME }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(new URL(page.url()).pathname).toBe("/dashboard/attendance/daily");
    const daily = page.locator("table.data-table tbody tr");
    expect(await daily.count()).toBe(1);
    expect(await daily.first().textContent()).toContain("Absent");
    await page.close();
  });

  it("highlights late and early in yellow, and exports the same figures as xlsx", async () => {
    const page = await sessions.page("admin");
    const from = dayBefore(dayBefore(dayBefore(dayBefore(dayBefore(dayBefore(dayBefore(yesterday)))))));
    await page.goto(`/dashboard/attendance/report?from=${from}&to=${yesterday}`);
    // The demo's last working days have late clock-ins (api/db/seed-attendance.ts).
    expect(await page.locator("td.report-cell--warn[data-field=late]").count()).toBeGreaterThan(0);
    const warn = await page.locator("td.report-cell--warn").first().evaluate((cell) => getComputedStyle(cell).backgroundColor);
    expect(warn).toBe("rgb(255, 246, 214)");
    const firstName = (await page.locator("table.report-table tbody tr td:first-child a").first().textContent()) ?? "";
    const firstPresent = await page.locator("table.report-table tbody tr").first().locator("[data-field=present]").textContent();

    const href = (await page.getByRole("link", { name: "Export to Excel" }).getAttribute("href")) ?? "";
    expect(href).toBe(`/dashboard/attendance/report/export?from=${from}&to=${yesterday}`);
    const file = await page.context().request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.body()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe("Employee");
    expect(sheet.getRow(2).getCell(2).value).toBe(firstName);
    expect(String(sheet.getRow(2).getCell(6).value)).toBe(firstPresent);
    const last = sheet.getRow(sheet.rowCount);
    expect(String(last.getCell(2).value)).toMatch(/^Total \(\d+ employees\)$/);
    const names = sheet.getColumn(2).values.slice(2).map(String);
    expect(names).toContain(NAME);
    await page.close();
  });

  it("says beside the field when the period ends before it starts, and keeps what was typed", async () => {
    const page = await sessions.page("admin");
    await page.goto(`/dashboard/attendance/report?from=2026-09-30&to=2026-09-01&q=${encodeURIComponent(NAME)}`);
    expect(await page.locator("[data-error-for=to]").textContent()).toBe("Must not be before the start date");
    expect(await page.locator("form.report-filters input[name=from]").inputValue()).toBe("2026-09-30");
    expect(await page.locator("form.report-filters input[name=to]").inputValue()).toBe("2026-09-01");
    expect(await page.locator("form.report-filters input[name=q]").inputValue()).toBe(NAME);
    expect(await page.locator("[data-report-refused]").count()).toBe(1);
    await page.close();
  });

  it("reads in Indonesian, and is for staff only", async () => {
    const page = await sessions.page("admin");
    await page.goto(`/dashboard/attendance/report?from=${yesterday}&to=${yesterday}&q=${encodeURIComponent(NAME)}&lng=id`);
    expect(await page.locator("h2").textContent()).toBe("Laporan");
    expect(await page.locator("table.report-table thead th").allTextContents()).toContain("Absen");
    expect(await page.getByRole("link", { name: "Ekspor ke Excel" }).count()).toBe(1);
    await page.goto("/dashboard/attendance/report?lng=en");
    await page.close();
    const employee = await sessions.page("employee");
    expect((await employee.goto("/dashboard/attendance/report"))?.status()).toBe(403);
    await employee.close();
  });
});
