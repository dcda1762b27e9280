/**
 * Time zones through the pages, JavaScript disabled (docs/decisions/0034). The server's clock is set
 * (tests/support/fake-clock.cjs) to 23:30 in Makassar, 22:30 in Jakarta. A head-office employee (WIB)
 * and one at the Makassar branch (WITA) clock in at that moment; the admin's Daily (a WIB company)
 * opens on the WIB day and shows each record's wall time, the Makassar one with "WITA" beside it.
 * Company Info saves the company's zone, and the dates shown follow it.
 */
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type Account, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { signedInPool } from "../support/pages";

type One = { data: Record<string, unknown> & { _id: string } };
type Listed = { data: (Record<string, unknown> & { _id: string })[] };

/** 23:30 WITA on 10 February 2027, away from the demo's attendance and rosters. */
const EVENING = "2027-02-10T23:30:00+08:00";
const wall = (iso: unknown, hours: number) => new Date(Date.parse(String(iso)) + hours * 3_600_000).toISOString().slice(11, 16);

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));
const call = async <T = One>(account: Account, method: string, at: string, body?: unknown) => api.call<T>(await api.login(account), method, at, body);
const names = new Map<Account, string>();
const clocks = new Map<Account, string>();

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi("pglite", { NODE_OPTIONS: `--require ${path.resolve("tests/support/fake-clock.cjs")}`, TEST_CLOCK: EVENING }), launchBrowser()]);
  const employeeOf = async (account: Account) => (await call<{ data: { employee: string } }>(account, "GET", "auth/me")).body.data.employee;
  const [makassar] = (await call<Listed>("admin", "GET", "refs/employees/orgs/locations?code=MKS")).body.data;
  const shift = await call("admin", "POST", "shifts", { name: "Test evening 23:00–23:59", type: "full_day", start_time: "23:00", finish_time: "23:59" });
  const group = await call("admin", "POST", "attendance-groups", { name: "Test evening", type: "fixed_schedule", weekly_shifts: Array(7).fill(shift.body.data._id) });
  for (const account of ["approver", "sub_admin"] as const) {
    const id = await employeeOf(account);
    const moved = await call("admin", "PUT", `employees/${id}`, { attendance_group: group.body.data._id, ...(account === "sub_admin" ? { location: makassar._id } : {}) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    names.set(account, String(moved.body.data.fullname));
    const clockIn = await call(account, "POST", "me/attendance/clock-in", {});
    expect(clockIn.status, JSON.stringify(clockIn.body)).toBe(201);
    clocks.set(account, String(clockIn.body.data.clock_in_at));
  }
}, 180_000);
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

const row = (page: Page, text: string) => page.locator("table.data-table tbody tr", { hasText: text });

describe("time zones, without JavaScript", () => {
  it("Daily opens on the company's day and shows a WITA employee's wall time with its zone", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/attendance/daily?lng=en");
    expect(await page.inputValue("input[name='f.date.from']")).toBe("2027-02-10");
    const makassar = row(page, names.get("sub_admin")!);
    expect(await makassar.count()).toBe(1);
    const inMakassar = wall(clocks.get("sub_admin"), 8);
    expect(inMakassar).toMatch(/^23:[3-5]\d$/);
    expect(await makassar.locator("td[data-label='Clock in']").textContent()).toBe(`${inMakassar} WITA`);
    // Head office is the company's own zone: the time alone.
    const jakarta = row(page, names.get("approver")!);
    expect(await jakarta.locator("td[data-label='Clock in']").textContent()).toBe(wall(clocks.get("approver"), 7));
    await page.close();
  });

  it("Company Info saves the company's zone, and Daily then reads the day and times in it", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/portal/company-info?lng=en");
    expect(await page.inputValue("select[name=time_zone]")).toBe("Asia/Jakarta");
    expect(await page.locator("select[name=time_zone] option:not([value=''])").allTextContents()).toEqual(["WIB (UTC+7), western Indonesia", "WITA (UTC+8), central Indonesia", "WIT (UTC+9), eastern Indonesia"]);
    await page.selectOption("select[name=time_zone]", "Asia/Makassar");
    await page.locator(".form-actions").getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator(".toast").textContent()).toBe("Data saved");
    expect(await page.inputValue("select[name=time_zone]")).toBe("Asia/Makassar");

    // Now the company is WITA: the Makassar record reads without a label, head office's with "WIB".
    await page.goto("/dashboard/attendance/daily?lng=en&f.date.from=2027-02-10&f.date.to=2027-02-10");
    expect(await row(page, names.get("sub_admin")!).locator("td[data-label='Clock in']").textContent()).toBe(wall(clocks.get("sub_admin"), 8));
    expect(await row(page, names.get("approver")!).locator("td[data-label='Clock in']").textContent()).toBe(`${wall(clocks.get("approver"), 7)} WIB`);
    // The locations list says which follow the company.
    await page.goto("/dashboard/organization/employee-organization?tab=locations&lng=en");
    expect(await row(page, "Cabang Makassar").textContent()).toContain("WITA (UTC+8), central Indonesia");
    expect(await row(page, "Cabang Surabaya").textContent()).toContain("As the company");
    await page.close();
  });
});
