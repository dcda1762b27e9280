/**
 * HR's home (docs/decisions/0042-hr-home.md) without JavaScript, on the real server with the demo data:
 * as the admin, "What needs doing" links each item to its list and the list shows those records (a PKWT
 * contract made here ending in 10 days, this month's work anniversaries, today's attendance); the charts
 * are SVG images with a title and a table of their figures; the page in Indonesian too; the employee's
 * home has no HR part. The demo's today moves with the date: counts are read from the page, never fixed.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../api/domain/attendance/index";
import type { HrHome } from "../../contract/responses/home";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { signedInPool } from "../support/pages";

let api: TestApi;
let browser: Browser;
let page: Page;
let today: string;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
  const admin = await api.login("admin");
  today = (await api.call<{ data: HrHome }>(admin, "GET", "dashboard/home")).body.data.todo.today;
  const year = Number(today.slice(0, 4));
  // A PKWT contract ending in 10 days, and one ending in 40 days (not in the item).
  for (const [fullname, days] of [
    ["Kontrak Sepuluh Hari", 10],
    ["Kontrak Empat Puluh Hari", 40],
  ] as const) {
    const created = await api.call(admin, "POST", "employees", { fullname, status: "pkwt", join_date: `${year - 2}-01-10`, end_of_contract: addDays(today, days) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  // Joined three years ago this month: a work anniversary.
  const anniversary = await api.call(admin, "POST", "employees", { fullname: "Ulang Tahun Kerja", status: "pkwtt", join_date: `${year - 3}-${today.slice(5, 7)}-01` });
  expect(anniversary.status).toBe(201);
  page = await sessions.page("admin");
}, 180_000);
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

const countOf = async (item: string) => Number(await page.locator(`[data-todo="${item}"]`).getAttribute("data-count"));
/** The list's total from its summary line ("Showing 1–3 of 3"); 0 when it has no rows. */
const listTotal = async (on: Page = page) => {
  const text = (await on.locator(".list-summary").textContent()) ?? "";
  return Number(/of ([\d,]+)/.exec(text)?.[1].replace(/,/g, "") ?? 0);
};
const rowNames = async () => page.locator("table tbody tr td:first-child").evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ""));

describe("HR's home without JavaScript", () => {
  it("links 'PKWT contracts ending' to the active employees filtered to them: the 10-day contract is there, the 40-day one is not", async () => {
    await page.goto("/dashboard/home");
    expect(await page.locator("#hr-todo-heading").textContent()).toBe("What needs doing");
    const count = await countOf("contracts_ending");
    expect(count).toBeGreaterThanOrEqual(1);
    const item = page.locator('[data-todo="contracts_ending"] a');
    expect(await item.textContent()).toMatch(/PKWT contracts? ends? in the next 30 days/);
    await item.click();
    await page.waitForLoadState("domcontentloaded");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/dashboard/employees/active-employees");
    expect(url.searchParams.get("f.status")).toBe("pkwt");
    expect(url.searchParams.get("f.end_of_contract.to")).toBe(addDays(today, 30));
    const names = await rowNames();
    expect(names).toContain("Kontrak Sepuluh Hari");
    expect(names).not.toContain("Kontrak Empat Puluh Hari");
    expect(await listTotal()).toBe(count);
    // The filter is the list's own: its date range shows in the filter form.
    expect(await page.inputValue('[name="f.end_of_contract.from"]')).toBe(today);
  });

  it("links this month's work anniversaries to the active employees by join month, joined in an earlier year", async () => {
    await page.goto("/dashboard/home");
    const count = await countOf("anniversaries");
    expect(count).toBeGreaterThanOrEqual(1);
    await page.locator('[data-todo="anniversaries"] a').click();
    await page.waitForLoadState("domcontentloaded");
    expect(new URL(page.url()).searchParams.get("f.join_month")).toBe(String(Number(today.slice(5, 7))));
    expect(await rowNames()).toContain("Ulang Tahun Kerja");
    expect(await listTotal()).toBe(count);
    // The join month filter shows the month by name.
    expect(await page.locator('select[name="f.join_month"] option:checked').textContent()).toMatch(/^[A-Z][a-z]+$/);
  });

  it("links today's attendance items to Attendance › Daily on today with the item's filter, and the list has as many rows", async () => {
    await page.goto("/dashboard/home");
    const items = [
      ["on_leave", "f.status", "leave"],
      ["absent", "f.status", "absent"],
      ["late", "f.late", "true"],
    ] as const;
    for (const [item, key, value] of items) {
      await page.goto("/dashboard/home");
      const count = await countOf(item);
      if (!count) {
        // An empty item says so, without a link.
        expect(await page.locator(`[data-todo="${item}"] a`).count()).toBe(0);
        expect(await page.locator(`[data-todo="${item}"] [data-empty]`).textContent()).toMatch(/^Nobody/);
        continue;
      }
      await page.locator(`[data-todo="${item}"] a`).click();
      await page.waitForLoadState("domcontentloaded");
      const url = new URL(page.url());
      expect(url.pathname).toBe("/dashboard/attendance/daily");
      expect(url.searchParams.get(key)).toBe(value);
      expect(url.searchParams.get("f.date.from")).toBe(today);
      expect(await listTotal(), item).toBe(count);
    }
  });

  it("links the requests waiting for the admin's approval to each approval list filtered to them", async () => {
    await page.goto("/dashboard/home");
    const items = await page.locator('[data-todo^="approvals-"]').evaluateAll((found) =>
      found.map((item) => ({ id: item.getAttribute("data-todo")!, count: Number(item.getAttribute("data-count")), href: item.querySelector("a")!.getAttribute("href")! })),
    );
    if (!items.length) expect(await page.locator('[data-todo="approvals"] [data-empty]').textContent()).toBe("Nothing is waiting for your approval.");
    for (const item of items) {
      expect(item.href).toMatch(/^\/dashboard\/approval\/[a-z-]+\?f\.waiting_for=[0-9a-f-]{36}$/);
      await page.goto(item.href);
      expect(await listTotal(), item.id).toBe(item.count);
    }
  });

  it("keeps the approver's list filtered to what waits for them when they search it", async () => {
    const approver = await sessions.page("approver");
    await approver.goto("/dashboard/home");
    const href = await approver.locator('[data-todo="approvals-leave"] a').getAttribute("href");
    const waitingFor = new URL(href!, approver.url()).searchParams.get("f.waiting_for");
    expect(waitingFor).toMatch(/^[0-9a-f-]{36}$/);
    const waiting = Number(await approver.locator('[data-todo="approvals-leave"]').getAttribute("data-count"));
    await approver.goto("/dashboard/approval/approval-leave");
    const all = await listTotal(approver);
    await approver.goto(href!);
    expect(await listTotal(approver)).toBe(waiting);
    expect(waiting).toBeLessThan(all);
    await approver.locator("form[role=search] button[type=submit]").click();
    await approver.waitForLoadState("domcontentloaded");
    expect(new URL(approver.url()).searchParams.get("f.waiting_for")).toBe(waitingFor);
    expect(await listTotal(approver)).toBe(waiting);
    await approver.close();
  });

  it("links the payroll month's state to Payroll Run of that month", async () => {
    await page.goto("/dashboard/home");
    const payroll = page.locator('[data-todo="payroll"]');
    expect(["not_run", "saved", "cut_off"]).toContain(await payroll.getAttribute("data-state"));
    const href = await payroll.locator("a").getAttribute("href");
    expect(href).toBe(`/dashboard/payroll/run?year=${Number(today.slice(0, 4))}&month=${Number(today.slice(5, 7))}`);
  });

  it("draws the four charts as SVG images with a title, and a table of their figures for screen readers", async () => {
    await page.goto("/dashboard/home");
    for (const chart of ["headcount_by_department", "headcount_trend", "joiners_leavers", "attendance"]) {
      const figure = page.locator(`[data-chart="${chart}"]`);
      expect(await figure.count(), chart).toBe(1);
      const svg = figure.locator('svg[role="img"]');
      expect(await svg.count(), chart).toBe(1);
      expect((await svg.locator("title").textContent())?.length, chart).toBeGreaterThan(0);
      expect(await figure.locator("table[data-chart-table] tbody tr").count(), chart).toBeGreaterThan(0);
    }
    expect(await page.locator('[data-chart="headcount_trend"] table tbody tr').count()).toBe(12);
    expect(await page.locator('[data-chart="attendance"] table tbody tr').count()).toBe(30);
    // The titles name the periods the page asked for, as many as the tables' rows.
    expect(await page.locator('[data-chart="headcount_trend"] svg title').textContent()).toBe("Headcount over the last 12 months");
    expect(await page.locator('[data-chart="attendance"] svg title').textContent()).toBe("Attendance over the last 30 days");
    // Bars and a line, drawn on the server.
    expect(await page.locator('[data-chart="headcount_by_department"] svg rect').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-chart="headcount_trend"] svg path').getAttribute("d")).toMatch(/^M/);
    // Months with four-digit years in the table; numbers in the reader's format.
    expect(await page.locator('[data-chart="headcount_trend"] table tbody tr th').last().textContent()).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  });

  it("reads the same in Indonesian", async () => {
    try {
      await page.goto("/dashboard/home?lng=id");
      expect(await page.locator("#hr-todo-heading").textContent()).toBe("Yang perlu dikerjakan");
      expect(await page.locator('[data-todo="contracts_ending"] a').textContent()).toMatch(/kontrak PKWT berakhir dalam 30 hari ke depan/);
      expect(await page.locator('[data-chart="headcount_by_department"] svg title').textContent()).toBe("Jumlah karyawan per departemen");
      expect(await page.locator('[data-chart="headcount_trend"] table caption').textContent()).toBe("Jumlah karyawan 12 bulan terakhir");
      expect(await page.locator('[data-chart="headcount_trend"] table thead th').first().textContent()).toBe("Bulan");
      const lastMonth = await page.locator('[data-chart="headcount_trend"] table tbody tr th').last().textContent();
      expect(lastMonth).toMatch(/^(Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}$/);
      await page.locator('[data-todo="contracts_ending"] a').click();
      await page.waitForLoadState("domcontentloaded");
      expect(await rowNames()).toContain("Kontrak Sepuluh Hari");
    } finally {
      await page.goto("/dashboard/home?lng=en");
    }
  });

  it("gives the employee their own home, without HR's part", async () => {
    const employee = await sessions.page("employee");
    await employee.goto("/dashboard/home");
    expect(await employee.locator("[data-home=todo]").count()).toBe(0);
    expect(await employee.locator("[data-chart]").count()).toBe(0);
    expect(await employee.locator("#home-day").count()).toBe(1);
    await employee.close();
  });
});
