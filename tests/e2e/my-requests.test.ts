/**
 * Employee Services › My requests (docs/decisions/0029-requests-and-approvals.md) without JavaScript, on
 * the real server with the demo data, as the demo employee (employee@majubersama.demo, role employee):
 * the link from Employee Services, this year's leave balance, bad requests refused beside their fields
 * (by the form's schema, and by the API) with what was typed kept, an annual leave asked for well in
 * the future with an attachment and seen pending, then withdrawn; overtime (with the statutory limits'
 * hint and warning), a clock correction, a shift change and a business trip sent; the page in
 * Indonesian. One server, one browser, one signed-in page.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "~/lib/format";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { holidayDays } from "../support/holidays";
import { launchBrowser } from "../support/browser";
import { signedInPool } from "../support/pages";
import { PDF } from "../support/uploads";

let api: TestApi;
let browser: Browser;
let page: Page;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));

/** The company's holidays (Leave › Holiday): a leave's days leave them out, so the dates below avoid them. */
let holidays = new Set<string>();

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
  page = await sessions.page("employee");
  holidays = await holidayDays(api, await api.login("admin"));
});
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

const DAY = 86_400_000;
/** "YYYY-MM-DD" in Jakarta, the demo companies' time zone, `days` from today. */
const jakartaDay = (days = 0) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date(Date.now() + days * DAY));
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** The first Thursday at least `days` from today that is, with the Friday after it, two working days (no holiday). */
function thursdayAfter(days: number): string {
  let date = jakartaDay(days);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 4 || holidays.has(date) || holidays.has(addDays(date, 1))) date = addDays(date, 1);
  return date;
}
/** A date as the list shows it (four-digit year). */
const shown = (date: string) => formatDate(date, { language: "en", withTime: false, fullYear: true });

const toast = () => page.locator(".toast").textContent();
const row = (number: string) => page.locator(`tr[data-request="${number}"]`);
/** The number in "Request LV-2026-000004 sent". */
async function sentNumber(prefix: string): Promise<string> {
  const text = (await toast()) ?? "";
  const number = new RegExp(`^Request (${prefix}-\\d{4}-\\d{6}) sent$`).exec(text.trim())?.[1];
  expect(number, text).toBeTruthy();
  return number!;
}
const errorOf = async (field: string) => page.locator(`#${await page.getAttribute(`[name="${field}"]`, "id")}-error`).textContent();

async function openForm(label: string, form: string) {
  await page.getByRole("link", { name: label, exact: true }).click();
  await page.locator(`form[data-request-form="${form}"]`).waitFor();
}
async function send(form: string) {
  await page.click(`form[data-request-form="${form}"] button[type=submit]`);
  await page.waitForLoadState("domcontentloaded");
}

describe("My requests without JavaScript, as the employee", () => {
  let leave = "";

  it("is linked from Employee Services and shows this year's leave balance and the requests sent, newest first", async () => {
    await page.goto("/dashboard/services");
    await page.getByRole("link", { name: "Open my requests" }).click();
    expect(new URL(page.url()).pathname).toBe("/dashboard/my-requests");
    expect(await page.locator("h2").first().textContent()).toBe("My requests");
    // The demo grants 12 days of annual leave this year, less the year's cuti bersama; nothing used yet.
    const year = jakartaDay().slice(0, 4);
    expect(await page.locator("#leave-balance").textContent()).toBe(`Leave balance ${year}`);
    const annual = page.locator('[data-balance="Cuti Tahunan"]');
    const massLeave = Number(await annual.locator('[data-field="mass_leave"]').textContent());
    expect(massLeave).toBeGreaterThan(0);
    expect(await annual.locator("td").allTextContents()).toEqual(["Cuti Tahunan", "Days", "12", "0", String(massLeave), "0", "0", String(12 - massLeave)]);
    // The demo's requests of the employee: a leave, a clock correction, two overtimes, newest first.
    const numbers = await page.locator("tr[data-request]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-request")));
    expect(numbers).toHaveLength(4);
    expect(numbers[0]).toMatch(/^LV-/);
    expect(await row(numbers[0]!).locator("[data-status-badge]").textContent()).toBe("Pending");
    expect(await row(numbers[0]!).locator("[data-standing]").textContent()).toMatch(/^Waiting for .+ \(level 1 of 2\)$/);
    expect(await page.locator('tr[data-status="partial"] [data-status-badge]').first().textContent()).toBe("Partially approved");
  });

  it("refuses a leave ending before it starts, then one meeting another request, beside the fields and keeping what was typed; then sends it with its attachment, pending", async () => {
    const start = thursdayAfter(150);
    await openForm("Leave", "leave");
    await page.selectOption("select[name=leave_type]", { label: "Cuti Tahunan (Days)" });
    await page.fill("input[name=start_date]", start);
    await page.fill("input[name=end_date]", addDays(start, -1));
    await page.fill("textarea[name=reason]", "Menghadiri pernikahan saudara di Medan");
    // Without JavaScript the hours show for every leave type, with their hint.
    expect(await page.locator("[data-hourly]").isVisible()).toBe(true);
    await send("leave");
    expect(await errorOf("end_date")).toBe("Must not be before the start date");
    expect(await page.inputValue("input[name=start_date]")).toBe(start);
    expect(await page.inputValue("input[name=end_date]")).toBe(addDays(start, -1));
    expect(await page.inputValue("textarea[name=reason]")).toBe("Menghadiri pernikahan saudara di Medan");
    expect(await page.locator("select[name=leave_type] option:checked").textContent()).toBe("Cuti Tahunan (Days)");

    // Dates that meet the demo's pending leave: the API refuses them beside the start date, naming that
    // request; the file chosen was uploaded and stays attached, so it need not be chosen again.
    const token = await api.login("employee");
    const demo = (await api.call<{ data: { approval_number: string; content: { start_date: string } }[] }>(token, "GET", "approvals/leave?status=pending")).body.data[0];
    await page.fill("input[name=start_date]", demo.content.start_date);
    await page.fill("input[name=end_date]", demo.content.start_date);
    await page.setInputFiles("input[name=attachment_file]", { name: "undangan.pdf", mimeType: "application/pdf", buffer: PDF });
    await send("leave");
    expect(await errorOf("start_date")).toBe(`You already have request ${demo.approval_number} for these dates`);
    expect(await page.locator("[data-attached]").textContent()).toBe("Attached: undangan.pdf. Choose another file to replace it.");
    expect(await page.inputValue("textarea[name=reason]")).toBe("Menghadiri pernikahan saudara di Medan");

    await page.fill("input[name=start_date]", start);
    await page.fill("input[name=end_date]", addDays(start, 1));
    await send("leave");
    expect(new URL(page.url()).pathname).toBe("/dashboard/my-requests");
    leave = await sentNumber("LV");
    const sent = row(leave);
    expect(await page.locator("tr[data-request]").first().getAttribute("data-request")).toBe(leave);
    expect(await sent.locator("[data-status-badge]").textContent()).toBe("Pending");
    expect(await sent.locator("[data-what]").textContent()).toBe(`Cuti Tahunan · ${shown(start)} – ${shown(addDays(start, 1))} · 2 days`);
    expect(await sent.getByRole("link", { name: "Attachment: undangan.pdf" }).getAttribute("href")).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    // Levels: the demo flow's two approvers, the first waited for.
    await sent.locator(".request-levels summary").click();
    expect(await sent.locator(".request-levels li").allTextContents()).toEqual([
      expect.stringMatching(/^Level 1 · .+ — waiting$/),
      expect.stringMatching(/^Level 2 · .+ — after the level before$/),
    ]);
  });

  it("withdraws a pending request after its confirmation and sees it withdrawn", async () => {
    const sent = row(leave);
    await sent.locator("[data-confirm=withdraw] summary").click();
    expect(await sent.locator(".confirm__panel p").first().textContent()).toBe(`Withdraw request ${leave}?`);
    await sent.getByRole("button", { name: "Yes, withdraw" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect((await toast())?.trim()).toBe(`Request ${leave} withdrawn`);
    expect(await row(leave).locator("[data-status-badge]").textContent()).toBe("Withdrawn");
    expect(await row(leave).locator("[data-status-badge]").getAttribute("class")).toBe("pill pill--withdrawn");
    expect(await row(leave).locator("[data-confirm]").count()).toBe(0);
  });

  it("sends overtime (with the statutory limits as a hint, and the warning of a long day), a clock correction, a shift change and a business trip", async () => {
    const overtimeDay = thursdayAfter(40);
    await openForm("Overtime", "overtime");
    expect(await page.locator("[data-overtime-limits]").textContent()).toContain("at most 4 hours of overtime a day and 18 hours a week");
    await page.fill("input[name=date]", overtimeDay);
    await page.fill("input[name=start_time]", "17:00");
    await page.fill("input[name=end_time]", "22:30");
    await page.fill("textarea[name=reason]", "Persiapan audit stok akhir tahun");
    await send("overtime");
    const overtime = await sentNumber("OT");
    expect(await row(overtime).locator("[data-what]").textContent()).toBe(`${shown(overtimeDay)}, 17:00–22:30 · 5.5 hours · Working day`);
    expect(await row(overtime).locator("[data-warning]").allTextContents()).toEqual(["Beyond the statutory 4 hours of overtime on a working day."]);

    // A correction is for today or before: the date field says so to the browser (max), the API checks it again.
    const today = jakartaDay();
    await openForm("Clock correction", "clock-correction");
    expect(await page.getAttribute("input[name=date]", "max")).toBe(today);
    await page.fill("input[name=date]", today);
    await page.fill("input[name=clock_in]", "07:55");
    await page.fill("textarea[name=reason]", "Ponsel mati saat tiba di gudang");
    await send("clock-correction");
    const correction = await sentNumber("CC");
    expect(await row(correction).locator("[data-what]").textContent()).toBe(`${shown(today)} · Clock in 07:55`);

    // A shift other than the roster's: the API refuses the one already set ("already your shift") beside the field.
    const shiftDay = addDays(thursdayAfter(30), 1);
    await openForm("Shift change", "shift");
    const choices = (await page.locator("select[name=shift] option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).label))).filter((label) =>
      /\d{2}:\d{2}/.test(label),
    );
    expect(choices.length).toBeGreaterThan(1);
    await page.fill("input[name=date]", shiftDay);
    await page.selectOption("select[name=shift]", { label: choices[0] });
    await page.fill("textarea[name=reason]", "Tukar jadwal dengan rekan");
    await send("shift");
    if (new URL(page.url()).searchParams.get("new") === "shift") {
      expect(await errorOf("shift")).toBe("That is already your shift on this date");
      expect(await page.inputValue("textarea[name=reason]")).toBe("Tukar jadwal dengan rekan");
      await page.selectOption("select[name=shift]", { label: choices[1] });
      await send("shift");
    }
    const shift = await sentNumber("SH");
    expect(await row(shift).locator("[data-what]").textContent()).toMatch(new RegExp(`^${shown(shiftDay)} · .+ → .+$`));

    const tripStart = thursdayAfter(200);
    await openForm("Business trip", "business-trip");
    await page.fill("input[name=destination]", "Balikpapan");
    await page.fill("input[name=start_date]", tripStart);
    await page.fill("input[name=end_date]", addDays(tripStart, 2));
    await page.fill("textarea[name=purpose]", "Pelatihan sistem gudang baru");
    await send("business-trip");
    const trip = await sentNumber("BT");
    expect(await row(trip).locator("[data-what]").textContent()).toBe(`Balikpapan · ${shown(tripStart)} – ${shown(addDays(tripStart, 2))} · 3 days`);

    for (const number of [overtime, correction, shift, trip]) expect(await row(number).locator("[data-status-badge]").textContent(), number).toBe("Pending");
    // Newest first: the trip, then the shift change, the correction and the overtime.
    const numbers = await page.locator("tr[data-request]").evaluateAll((rows) => rows.slice(0, 4).map((r) => r.getAttribute("data-request")));
    expect(numbers).toEqual([trip, shift, correction, overtime]);
  });

  it("reads in Indonesian", async () => {
    await page.goto("/dashboard/my-requests?new=leave&lng=id");
    try {
      expect(await page.locator("h2").first().textContent()).toBe("Pengajuan saya");
      expect(await page.locator("#leave-balance").textContent()).toMatch(/^Saldo cuti \d{4}$/);
      expect(await page.locator(`tr[data-request="${leave}"] [data-status-badge]`).textContent()).toBe("Ditarik");
      expect(await page.locator("form[data-request-form=leave] button[type=submit]").textContent()).toBe("Kirim pengajuan");
    } finally {
      await page.goto("/dashboard/my-requests?lng=en");
    }
  });
});

describe("My requests with JavaScript, as the employee", () => {
  it("posts a form only when sent: refused beside its field with what was typed kept, then sent; an hourly leave type shows the hours", async () => {
    const scripted = await sessions.page("employee", true);
    const posts: string[] = [];
    scripted.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await scripted.goto("/dashboard/my-requests?new=overtime#ask");
    await scripted.waitForFunction(() => "__remixRouter" in window);
    const day = thursdayAfter(60);
    // Leaving each field checks nothing on the server: no post until the form is sent.
    await scripted.fill("input[name=date]", day);
    await scripted.fill("input[name=start_time]", "17:00");
    await scripted.click("input[name=end_time]");
    await scripted.click("textarea[name=reason]");
    await scripted.click("input[name=date]");
    expect(posts).toEqual([]);
    await scripted.click('form[data-request-form="overtime"] button[type=submit]');
    const errorOf = async (field: string) => scripted.locator(`#${await scripted.getAttribute(`[name=${field}]`, "id")}-error`).textContent();
    await expect.poll(() => errorOf("reason")).toBe("This field is required");
    // A time left empty is missing, not malformed.
    expect(await errorOf("end_time")).toBe("This field is required");
    expect(posts).toHaveLength(1);
    expect(await scripted.inputValue("input[name=start_time]")).toBe("17:00");

    await scripted.fill("input[name=end_time]", "19:00");
    await scripted.fill("textarea[name=reason]", "Penutupan buku bulanan");
    await scripted.click('form[data-request-form="overtime"] button[type=submit]');
    await expect.poll(() => scripted.locator(".toast").textContent()).toMatch(/^\s*Request OT-\d{4}-\d{6} sent\s*$/);
    expect(posts).toHaveLength(2);

    await scripted.goto("/dashboard/my-requests?new=leave#ask");
    await scripted.waitForFunction(() => "__remixRouter" in window);
    expect(await scripted.locator("[data-hourly]").isVisible()).toBe(false);
    await scripted.selectOption("select[name=leave_type]", { label: "Izin (Hours)" });
    await expect.poll(() => scripted.locator("[data-hourly]").isVisible()).toBe(true);
    await scripted.close();
  });
});
