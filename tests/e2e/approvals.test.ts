/**
 * A request through its approval, as the people involved do it, JavaScript disabled, on the real server
 * with the demo data (docs/decisions/0029-requests-and-approvals.md). The demo flow "Operations &
 * Logistics" sends the demo employee's requests to the approver account (level 1), then to the admin
 * (level 2):
 * - a leave over a weekend and a holiday: partial after the approver, approved after the admin; the balance
 *   goes down by its working days only;
 * - a clock correction approved rewrites that day's attendance record;
 * - an overtime approved is paid in that month's payroll run;
 * - a rejected and a withdrawn request change nothing.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeaveBalanceOut } from "../../contract/responses/leave";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { holidayDays } from "../support/holidays";
import { launchBrowser } from "../support/browser";
import { signedInPool } from "../support/pages";

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
});
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

const DAY = 86_400_000;
/** "YYYY-MM-DD" in Jakarta, `days` from today. */
const jakartaDay = (days = 0) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date(Date.now() + days * DAY));
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
function thursdayAfter(days: number): string {
  let date = jakartaDay(days);
  while (weekday(date) !== 4) date = addDays(date, 1);
  return date;
}
/** The last Monday–Friday at least `days` ago. */
function workdayBefore(days: number): string {
  let date = jakartaDay(-days);
  while (weekday(date) === 0 || weekday(date) === 6) date = addDays(date, -1);
  return date;
}

const toast = (page: Page) => page.locator(".toast").textContent();

/** The employee sends a request from My requests; answers its number. */
async function ask(page: Page, tab: string, form: string, fill: (page: Page) => Promise<void>): Promise<string> {
  await page.goto("/dashboard/my-requests");
  await page.getByRole("link", { name: tab, exact: true }).click();
  await page.locator(`form[data-request-form="${form}"]`).waitFor();
  await fill(page);
  await page.click(`form[data-request-form="${form}"] button[type=submit]`);
  await page.waitForLoadState("domcontentloaded");
  const refused = await page.locator(".field__error:not(:empty)").allTextContents();
  expect(refused, "the request was refused").toEqual([]);
  const text = ((await toast(page)) ?? "").trim();
  const number = /^Request ([A-Z]{2}-\d{4}-\d{6}) sent$/.exec(text)?.[1];
  expect(number, text).toBeTruthy();
  return number!;
}

/** An approver (or the admin) decides a request on its approval list. */
async function decide(page: Page, leaf: string, number: string, decision: "Approve" | "Reject", note = ""): Promise<string> {
  await page.goto(`/dashboard/approval/${leaf}?q=${number}`);
  const row = page.locator("table.data-table tbody tr", { hasText: number });
  await row.locator("summary", { hasText: "Decide" }).click();
  if (note) await row.locator("input[name=note]").fill(note);
  await row.getByRole("button", { name: decision, exact: true }).click();
  await page.waitForLoadState("domcontentloaded");
  return ((await toast(page)) ?? "").trim();
}

async function statusOn(page: Page, leaf: string, number: string): Promise<string> {
  await page.goto(`/dashboard/approval/${leaf}?q=${number}`);
  return ((await page.locator("table.data-table tbody tr", { hasText: number }).locator(".pill").textContent()) ?? "").trim();
}

/** What the API holds (read only: the pages did the work). */
async function read<T>(account: "admin" | "employee", path: string): Promise<T> {
  const response = await api.call<{ data: T }>(await api.login(account), "GET", path);
  expect(response.status, path).toBe(200);
  return response.body.data;
}

type Balance = Pick<LeaveBalanceOut, "used" | "remaining" | "entitled" | "adjustment" | "mass_leave" | "expired">;

describe("a request through its approval, without JavaScript", () => {
  let employeeId = "";
  let annualLeave = "";
  beforeAll(async () => {
    employeeId = (await read<{ employee: string }>("employee", "auth/me")).employee;
    annualLeave = (await read<{ _id: string; type: string }[]>("admin", "leave-rules?limit=100")).find((rule) => rule.type === "Cuti Tahunan")!._id;
  });
  const balance = async (year: string) => (await read<Balance[]>("admin", `leave-balance?employee._id=${employeeId}&leave_rule._id=${annualLeave}&year=${year}`))[0];

  it("a leave across a weekend and a holiday: partial, then approved; the balance loses its working days only", async () => {
    const employee = await sessions.page("employee");
    const approver = await sessions.page("approver");
    const admin = await sessions.page("admin");
    const start = thursdayAfter(45);
    const end = addDays(start, 6);
    const year = start.slice(0, 4);

    // The admin makes the Friday a holiday (Leave › Holiday).
    await admin.goto("/dashboard/leave/mass-leave");
    await admin.getByRole("link", { name: "Add new" }).click();
    await admin.fill("input[name=name]", "Libur perusahaan");
    await admin.fill("input[name=start_date]", addDays(start, 1));
    await admin.fill("input[name=end_date]", addDays(start, 1));
    await admin.locator(".form-actions").getByRole("button", { name: "Create", exact: true }).click();
    await admin.waitForLoadState("domcontentloaded");
    // The working days of the range: not Saturday or Sunday (a 5-day week), not a holiday of the company.
    const holidays = await holidayDays(api, await api.login("admin"), { from: start, to: end });
    expect(holidays.has(addDays(start, 1))).toBe(true);
    const working = [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(start, i)).filter((d) => weekday(d) !== 0 && weekday(d) !== 6 && !holidays.has(d));
    expect(working.length).toBeLessThan(5);
    const before = await balance(year);

    const number = await ask(employee, "Leave", "leave", async (page) => {
      await page.selectOption("select[name=leave_type]", { label: "Cuti Tahunan (Days)" });
      await page.fill("input[name=start_date]", start);
      await page.fill("input[name=end_date]", end);
      await page.fill("textarea[name=reason]", "Liburan keluarga ke Yogyakarta");
    });
    expect(await employee.locator(`tr[data-request="${number}"] [data-what]`).textContent()).toMatch(new RegExp(` · ${working.length} days?$`));

    expect(await decide(approver, "approval-leave", number, "Approve", "Silakan")).toBe("Approved");
    expect(await statusOn(approver, "approval-leave", number)).toBe("Partially approved");
    expect((await balance(year))?.used ?? 0).toBe(before?.used ?? 0);
    expect(await decide(admin, "approval-leave", number, "Approve")).toBe("Approved");
    expect(await statusOn(admin, "approval-leave", number)).toBe("Approved");

    await employee.goto("/dashboard/my-requests");
    expect(await employee.locator(`tr[data-request="${number}"] [data-status-badge]`).textContent()).toBe("Approved");
    const after = await balance(year);
    expect(after.used).toBe((before?.used ?? 0) + working.length);
    // What remains is what the rules give (12 days, less the year's cuti bersama) less the days taken.
    expect(after.remaining).toBe(after.entitled + after.adjustment - after.mass_leave - after.expired - after.used);
    expect(after.remaining).toBe((before?.remaining ?? after.entitled - after.mass_leave) - working.length);
  });

  it("a clock correction approved rewrites that day's attendance record", async () => {
    const employee = await sessions.page("employee");
    const day = workdayBefore(4);
    const number = await ask(employee, "Clock correction", "clock-correction", async (page) => {
      await page.fill("input[name=date]", day);
      await page.fill("input[name=clock_in]", "07:10");
      await page.fill("input[name=clock_out]", "16:40");
      await page.fill("textarea[name=reason]", "Ponsel tertinggal di rumah");
    });
    expect(await decide(await sessions.page("approver"), "clock-in-out", number, "Approve")).toBe("Approved");
    const admin = await sessions.page("admin");
    expect(await decide(admin, "clock-in-out", number, "Approve")).toBe("Approved");
    await admin.goto(`/dashboard/attendance/daily?f.date.from=${day}&f.date.to=${day}&f.employee=${employeeId}`);
    const record = admin.locator("table.data-table tbody tr").first();
    expect(await record.textContent()).toContain("07:10");
    expect(await record.textContent()).toContain("16:40");
  });

  it("an overtime approved is paid in that month's payroll", async () => {
    const employee = await sessions.page("employee");
    // After the demo's overtime of these days (which end by 19:00).
    const day = workdayBefore(2);
    const number = await ask(employee, "Overtime", "overtime", async (page) => {
      await page.fill("input[name=date]", day);
      await page.fill("input[name=start_time]", "20:00");
      await page.fill("input[name=end_time]", "22:00");
      await page.fill("textarea[name=reason]", "Stock opname akhir bulan");
    });
    expect(await decide(await sessions.page("approver"), "approval-overtime", number, "Approve")).toBe("Approved");
    const admin = await sessions.page("admin");
    expect(await decide(admin, "approval-overtime", number, "Approve")).toBe("Approved");
    const [year, month] = day.split("-").map(Number);
    await admin.goto(`/dashboard/payroll/run?month=${month}&year=${year}`);
    await admin.getByRole("button", { name: /^(Run & Save|Run again)/ }).first().click();
    await admin.waitForLoadState("domcontentloaded");
    await admin.locator("[data-run-status=saved]").waitFor({ timeout: 60_000 });
    await admin.goto(`/dashboard/edit/payroll-employees/${employeeId}?month=${month - 1}&year=${year}`);
    const overtime = admin.locator('tr[data-line="overtime"]');
    expect(await overtime.count()).toBe(1);
    expect(await overtime.textContent()).toMatch(/Rp\s?[1-9]/);
  });

  it("a rejection and a withdrawal change nothing", async () => {
    const employee = await sessions.page("employee");
    // Two Thursdays a week apart, a one-day leave on each: neither may be a holiday (Waisak 2027 is a Thursday).
    let start = thursdayAfter(70);
    const holidays = await holidayDays(api, await api.login("admin"), { from: start, to: addDays(start, 120) });
    while (holidays.has(start) || holidays.has(addDays(start, 7))) start = addDays(start, 7);
    const year = start.slice(0, 4);
    const before = await balance(year);
    const rejected = await ask(employee, "Leave", "leave", async (page) => {
      await page.selectOption("select[name=leave_type]", { label: "Cuti Tahunan (Days)" });
      await page.fill("input[name=start_date]", start);
      await page.fill("input[name=end_date]", start);
      await page.fill("textarea[name=reason]", "Urusan keluarga");
    });
    expect(await decide(await sessions.page("approver"), "approval-leave", rejected, "Reject", "Gudang sedang stock opname")).toBe("Rejected");
    await employee.goto("/dashboard/my-requests");
    const row = employee.locator(`tr[data-request="${rejected}"]`);
    expect(await row.locator("[data-status-badge]").textContent()).toBe("Rejected");
    expect(await row.textContent()).toContain("Gudang sedang stock opname");

    const withdrawn = await ask(employee, "Leave", "leave", async (page) => {
      await page.selectOption("select[name=leave_type]", { label: "Cuti Tahunan (Days)" });
      await page.fill("input[name=start_date]", addDays(start, 7));
      await page.fill("input[name=end_date]", addDays(start, 7));
      await page.fill("textarea[name=reason]", "Urusan bank");
    });
    const pending = employee.locator(`tr[data-request="${withdrawn}"]`);
    await pending.locator("[data-confirm=withdraw] summary").click();
    await pending.getByRole("button", { name: "Yes, withdraw" }).click();
    await employee.waitForLoadState("domcontentloaded");
    expect(await employee.locator(`tr[data-request="${withdrawn}"] [data-status-badge]`).textContent()).toBe("Withdrawn");
    // No decision is offered on either any more, and the balance is as it was.
    const approver = await sessions.page("approver");
    for (const number of [rejected, withdrawn]) {
      await approver.goto(`/dashboard/approval/approval-leave?q=${number}`);
      expect(await approver.locator("table.data-table tbody tr", { hasText: number }).locator("summary", { hasText: "Decide" }).count()).toBe(0);
    }
    expect((await balance(year))?.used ?? 0).toBe(before?.used ?? 0);
  });
});
