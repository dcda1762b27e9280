/**
 * Attendance through its pages, on the real server with the demo data and JavaScript disabled:
 * the employee clocks in and out on Employee Services; the admin finds the record on Daily, corrects it
 * and sees the late minutes recomputed, exports the day; Validate marks a record valid; the attendance
 * group screen creates, edits and deletes a group with the field manipulator holding; and every role
 * gets each page or a 403, as the menu says.
 */
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNTS, DEMO_PASSWORD, PAGES_BACKEND, startApi, type Account, type TestApi } from "../support/api";
import { launchBrowser, newContext } from "../support/browser";
import { signedInPool } from "../support/pages";

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));
const tag = Date.now().toString(36).slice(-5).toUpperCase();

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
});
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

/** Pages of browser contexts signed in through the real sign-in page (one per role). */
const signedIn = (account: Account) => sessions.page(account);

const toast = (page: Page) => page.locator(".toast").textContent();
const row = (page: Page, text: string) => page.locator("table.data-table tbody tr", { hasText: text });
const TIME = /^\d\d:\d\d$/;

async function submit(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).click();
  await page.waitForLoadState("domcontentloaded");
}

describe("clocking in and out, correcting and validating, without JavaScript", () => {
  it("the employee clocks in and out on Employee Services and sees the times", async () => {
    const page = await signedIn("employee");
    await page.goto("/dashboard/services");
    expect(await page.locator("[data-field=shift]").textContent()).toBe("Gudang 07:00–16:00");
    expect(await page.locator("[data-field=clock_in]").textContent()).toBe("-");
    expect(await page.getByRole("button", { name: "Clock out" }).count()).toBe(0);

    await submit(page, "Clock in");
    expect(await toast(page)).toMatch(/^Clocked in at \d\d:\d\d$/);
    const clockIn = await page.locator("[data-field=clock_in]").textContent();
    expect(clockIn).toMatch(TIME);
    expect(await toast(page)).toBe(`Clocked in at ${clockIn}`);
    expect(await page.getByRole("button", { name: "Clock in" }).count()).toBe(0);

    await submit(page, "Clock out");
    expect(await toast(page)).toMatch(/^Clocked out at \d\d:\d\d$/);
    expect(await page.locator("[data-field=clock_out]").textContent()).toMatch(TIME);
    expect(await page.locator("[data-field=clock_in]").textContent()).toBe(clockIn);
    expect(await page.getByRole("button", { name: "Clock out" }).count()).toBe(0);
    expect(await page.getByText("You have clocked in and out today.").count()).toBe(1);
    await page.close();
  });

  it("the admin sees the clock on Services' live view and the home figure", async () => {
    const page = await signedIn("admin");
    await page.goto("/dashboard/services");
    expect(Number(await page.locator("[data-stat=clocked_in]").textContent())).toBeGreaterThanOrEqual(1);
    expect(await row(page, "Siti Rahmawati").count()).toBe(1);
    await page.goto("/dashboard/home");
    expect(Number(await page.locator("[data-stat=present_today]").textContent())).toBeGreaterThanOrEqual(1);
    await page.close();
  });

  it("the admin finds the record on Daily (today by default), corrects it and sees late minutes recomputed; the export holds the day", async () => {
    const page = await signedIn("admin");
    await page.goto("/dashboard/attendance/daily");
    const today = await page.inputValue("input[name='f.date.from']");
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await page.inputValue("input[name='f.date.to']")).toBe(today);
    const record = row(page, "Siti Rahmawati");
    expect(await record.count()).toBe(1);

    await record.locator(".row-actions > a").click();
    await page.waitForURL(/\/dashboard\/edit\/attendance\/daily\//);
    await page.fill("input[name=clock_in]", "07:30");
    await page.fill("input[name=clock_out]", "16:00");
    await page.fill("input[name=note]", `Corrected ${tag}`);
    await page.locator(".form-actions").getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("Data saved");
    expect(new URL(page.url()).pathname).toBe("/dashboard/attendance/daily");
    // The warehouse shift starts at 07:00: half an hour late, not early.
    const cells = await row(page, "Siti Rahmawati").locator("td").allTextContents();
    expect(cells).toContain("07:30");
    expect(cells).toContain("16:00");
    const header = await page.locator("table.data-table thead th").allTextContents();
    expect(cells[header.findIndex((text) => text.startsWith("Late (min)"))]).toBe("30");
    expect(cells[header.findIndex((text) => text.startsWith("Early (min)"))]).toBe("0");

    // The export is the current filter: today's records.
    const href = await page.locator("a", { hasText: "Export" }).getAttribute("href");
    expect(href).toContain(`f.date.from=${today}`);
    const file = await page.context().request.get(href!);
    expect(file.headers()["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.body()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const names = sheet.getColumn(2).values.slice(2).map(String);
    expect(names).toContain("Siti Rahmawati");
    await page.close();
  });

  it("validate: the admin marks a pending record valid; the employee sees only their own records, without buttons", async () => {
    const page = await signedIn("admin");
    await page.goto("/dashboard/attendance/validate");
    const first = page.locator("tr[data-record]").first();
    const id = await first.getAttribute("data-record");
    expect(await first.locator("[data-validation]").getAttribute("data-validation")).toBe("pending");
    const button = first.getByRole("button", { name: /^Mark .+ valid$/ });
    expect(await button.textContent()).toBe("Valid");
    await button.click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("Data saved");
    expect(await page.locator(`tr[data-record="${id}"]`).count()).toBe(0);
    await page.selectOption("select[name=state]", "valid");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/state=valid/);
    expect(await page.locator(`tr[data-record="${id}"] [data-validation]`).getAttribute("data-validation")).toBe("valid");
    await page.close();

    const own = await signedIn("employee");
    const employees: string[] = [];
    for (const state of ["pending", "valid", "invalid"]) {
      await own.goto(`/dashboard/attendance/validate?state=${state}`);
      employees.push(...(await own.locator("tr[data-record] td:nth-child(2)").allTextContents()));
      expect(await own.locator("tr[data-record] form").count()).toBe(0);
    }
    // Today's off-site clock is among them, whatever was decided about it.
    expect(employees.length).toBeGreaterThan(0);
    expect(new Set(employees)).toEqual(new Set(["Siti Rahmawati"]));
    await own.close();
  });
});

describe("without a location, JavaScript disabled", () => {
  /** A test group at a point with a 100 m range, on one shift every day, for one account. */
  async function groupFor(account: Account, name: string, shift: { start_time: string; finish_time: string }, offsite: boolean) {
    const token = await api.login("admin");
    const created = await api.call<{ data: { _id: string } }>(token, "POST", "shifts", { name: `${name} shift`, type: "full_day", ...shift });
    const group = await api.call<{ data: { _id: string } }>(token, "POST", "attendance-groups", {
      name,
      type: "fixed_schedule",
      auto_closed: true,
      latitude: -6.175392,
      longitude: 106.827153,
      range_meters: 100,
      allowed_offsite_clock_in: offsite,
      allowed_offsite_clock_out: offsite,
      weekly_shifts: Array(7).fill(created.body.data._id),
    });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const employee = (await api.call<{ data: { employee: string } }>(await api.login(account), "GET", "auth/me")).body.data.employee;
    expect((await api.call(token, "PUT", `employees/${employee}`, { attendance_group: group.body.data._id })).status).toBe(200);
  }

  it("where off-site is allowed, the page says so and a clock-in after the shift's end is taken as off-site, for HR to review on Validate", async () => {
    // A shift that ended at 00:01 WIB today: the real clock is past it (at 00:00-00:02 WIB, wait).
    const wib = (Date.now() + 7 * 3_600_000) % 86_400_000;
    if (wib < 120_000) await new Promise((resolve) => setTimeout(resolve, 125_000 - wib));
    await groupFor("sub_admin", `Luar ${tag}`, { start_time: "00:00", finish_time: "00:01" }, true);
    const page = await signedIn("sub_admin");
    await page.goto("/dashboard/services");
    expect(await page.locator("[data-notice=shift-ended]").textContent()).toBe("Your shift ended at 00:01. You can still clock in: the day then waits for HR's review on Attendance → Validate.");
    expect(await page.locator("[data-help=offsite]").textContent()).toBe(
      "If your browser does not share your location (or JavaScript is off), the clock-in is still recorded, as off-site, and HR confirms it on Attendance → Validate.",
    );
    await submit(page, "Clock in");
    expect(await toast(page)).toMatch(/^Clocked in at \d\d:\d\d$/);
    expect(await page.locator("[data-field=clock_in]").textContent()).toMatch(TIME);
    expect(await page.locator("[data-notice=pending]").textContent()).toBe("This day waits for HR's review on Attendance → Validate.");
    // The page reads again, and so do Daily and Validate, where HR finds the off-site clock-in.
    expect((await page.goto("/dashboard/services"))!.status()).toBe(200);
    expect(await page.getByRole("button", { name: "Clock out" }).count()).toBe(1);
    await page.close();

    const admin = await signedIn("admin");
    expect((await admin.goto("/dashboard/attendance/daily"))!.status()).toBe(200);
    expect(await row(admin, "Andi Pratama").count()).toBe(1);
    expect((await admin.goto("/dashboard/attendance/validate"))!.status()).toBe(200);
    const reason = await row(admin, "Andi Pratama").locator("td").nth(5).textContent();
    expect(reason).toContain("off-site clock-in");
    expect(reason).toMatch(/late \d+ min/);
    await admin.close();
  });

  it("where a location is needed, the page explains up front what to do, in both languages, and the button waits for JavaScript", async () => {
    await groupFor("approver", `Titik wajib ${tag}`, { start_time: "00:00", finish_time: "23:59" }, false);
    const page = await signedIn("approver");
    await page.goto("/dashboard/services");
    const help = page.locator("[data-help=required]");
    expect(await help.locator("p.muted").textContent()).toBe(
      "Your attendance group needs your location to clock in. Allow this site to use your location in the browser, with JavaScript on, then press Clock in. If you cannot, HR can correct your day on Attendance → Daily.",
    );
    // JavaScript is off here, so the <noscript> warning shows.
    await expect.poll(() => help.locator(".notice--warning").isVisible()).toBe(true);
    expect(await help.locator(".notice--warning").textContent()).toContain("JavaScript is off in this browser");
    const button = page.getByRole("button", { name: "Clock in" });
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getAttribute("aria-describedby")).toBe("clock-in-help");

    await page.goto("/dashboard/services?lng=id");
    expect(await help.locator("p.muted").textContent()).toBe(
      "Grup absensi Anda memerlukan lokasi Anda untuk absen masuk. Izinkan situs ini memakai lokasi Anda di peramban, dengan JavaScript aktif, lalu tekan Absen masuk. Jika tidak bisa, HR dapat mengoreksi hari Anda di Kehadiran → Harian.",
    );
    expect(await help.locator(".notice--warning").textContent()).toContain("JavaScript nonaktif");
    await page.goto("/dashboard/services?lng=en");
    await page.close();
  });
});

describe("with JavaScript", () => {
  it("the clock form sends the browser's position, checked against the group's range", async () => {
    // The approver works from a point with a 100 m range and no off-site clocks, on a shift open all day.
    const token = await api.login("admin");
    const shift = await api.call<{ data: { _id: string } }>(token, "POST", "shifts", { name: `All day ${tag}`, type: "full_day", start_time: "00:00", finish_time: "23:59" });
    const group = await api.call<{ data: { _id: string } }>(token, "POST", "attendance-groups", {
      name: `Titik ${tag}`,
      type: "fixed_schedule",
      latitude: -6.175392,
      longitude: 106.827153,
      range_meters: 100,
      weekly_shifts: Array(7).fill(shift.body.data._id),
    });
    const approver = (await api.call<{ data: { employee: string } }>(await api.login("approver"), "GET", "auth/me")).body.data.employee;
    expect((await api.call(token, "PUT", `employees/${approver}`, { attendance_group: group.body.data._id })).status).toBe(200);

    const context = await newContext(browser, { javaScript: true, baseURL: api.server.url });
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: -6.1755, longitude: 106.8272 });
    const page = await context.newPage();
    await page.goto("/");
    await page.fill("input[name=username]", ACCOUNTS.approver);
    await page.fill("input[name=password]", DEMO_PASSWORD);
    await page.click("form[method=post] button[type=submit]");
    await page.waitForURL(/\/dashboard\/home/);
    await page.goto("/dashboard/services");
    await page.locator("form.clock-form[data-hydrated=true]").waitFor();
    expect(await page.locator("[data-help=required] p.muted").textContent()).toMatch(/^Your attendance group needs your location to clock in\./);
    expect(await page.getByRole("button", { name: "Clock in" }).isDisabled()).toBe(false);
    await page.getByRole("button", { name: "Clock in" }).click();
    await page.waitForURL(/\/dashboard\/services/);
    await expect.poll(() => page.locator("[data-field=clock_in]").textContent()).toMatch(TIME);
    const today = await api.call<{ data: { record: { clock_in_offsite: boolean } } }>(await api.login("approver"), "GET", "me/attendance/today");
    expect(today.body.data.record.clock_in_offsite).toBe(false);
    await context.close();
  });
});

describe("attendance group screen, without JavaScript", () => {
  it("creates, finds, edits and deletes a group; the weekly schedule is only for a fixed schedule", async () => {
    const page = await signedIn("admin");
    const name = `Grup Uji ${tag}`;
    await page.goto("/dashboard/attendance/attendance-group");
    await page.getByRole("link", { name: "Add new" }).click();
    await page.waitForURL(/\/new$/);
    await page.fill("input[name=name]", name);
    await page.selectOption("select[name=type]", "fixed_schedule");
    await page.fill("input[name=latitude]", "-6.2253");
    await page.fill("input[name=longitude]", "106.8087");
    await page.fill("input[name=range_meters]", "200");
    for (const day of ["monday", "tuesday", "wednesday", "thursday", "friday"]) await page.selectOption(`select[name=${day}]`, { label: "Regular 08:00–17:00" });
    // Saturday and Sunday left empty: refused beside the fields, nothing lost.
    await page.locator(".form-actions").getByRole("button", { name: "Create", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator(".field__error").allTextContents()).toContain("Choose a shift for every day (or for none)");
    expect(await page.inputValue("input[name=name]")).toBe(name);
    for (const day of ["saturday", "sunday"]) await page.selectOption(`select[name=${day}]`, { label: "Off Day" });
    await page.locator(".form-actions").getByRole("button", { name: "Create", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("Data saved");

    await page.fill("#list-q", name);
    await page.locator("form[role=search] button[type=submit]").click();
    await page.waitForURL(/q=/);
    expect(await row(page, name).count()).toBe(1);

    // Edit: a working shift has no weekly schedule; the manipulator hides and clears it on the server.
    await row(page, name).locator(".row-actions > a").click();
    await page.waitForURL(/\/dashboard\/edit\/attendance\/attendance-group\//);
    const id = page.url().split("/").pop()!;
    expect(await page.locator("select[name=saturday] option:checked").textContent()).toBe("Off Day");
    await page.selectOption("select[name=type]", "working_shift");
    await page.locator(".form-actions").getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("Data saved");
    const token = await api.login("admin");
    const saved = await api.call<{ data: { type: string; weekly_shifts: string[]; range_meters: number } }>(token, "GET", `attendance-groups/${id}`);
    expect(saved.body.data).toMatchObject({ type: "working_shift", weekly_shifts: [], range_meters: 200 });
    await page.goto(`/dashboard/edit/attendance/attendance-group/${id}`);
    expect(await page.locator("select[name=monday]").count()).toBe(0);
    // Back to a fixed schedule: "Update the form" shows the days again without JavaScript.
    await page.selectOption("select[name=type]", "fixed_schedule");
    await page.getByRole("button", { name: "Update the form" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("select[name=monday]").count()).toBe(1);

    await page.goto(`/dashboard/attendance/attendance-group?q=${encodeURIComponent(name)}`);
    const target = row(page, name);
    await target.locator("details.confirm > summary").click();
    expect(await target.locator(".confirm__panel p").textContent()).toBe(`Are you sure want to delete ${name}?`);
    await target.locator(".confirm__panel").getByRole("button", { name: "Delete" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("Data deleted");
    expect(await page.locator("[data-empty]").textContent()).toBe("No Data");
    await page.close();
  });

  it("shows the API's refusal of a field beside it in the reader's language, by its code", async () => {
    const page = await signedIn("admin");
    await page.goto("/dashboard/edit/attendance/attendance-group/new?lng=id");
    await page.fill("input[name=name]", `Grup Tanpa Titik ${tag}`);
    await page.selectOption("select[name=type]", "working_shift");
    // A latitude alone: the API wants the place whole (code placeTogether on longitude and range_meters).
    await page.fill("input[name=latitude]", "-6.2253");
    await page.locator(".form-actions").getByRole("button", { name: "Buat", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("[id$='longitude-error']").textContent()).toBe("Isi lintang, bujur, dan jangkauan sekaligus (atau kosongkan semuanya)");
    expect(await page.inputValue("input[name=latitude]")).toBe("-6.2253");
    await page.goto("/dashboard/attendance/attendance-group?lng=en");
    await page.close();
  });
});

/** Which roles get each page (contract/navigation.ts); the others get 403. */
const PAGES: [string, Account[]][] = [
  ["/dashboard/attendance/attendance-group", ["admin", "sub_admin", "admin_location"]],
  ["/dashboard/attendance/daily", ["admin", "sub_admin", "admin_location"]],
  ["/dashboard/attendance/validate", ["admin", "sub_admin", "admin_location", "approver", "employee"]],
  ["/dashboard/services", ["admin", "sub_admin", "admin_location", "approver", "employee"]],
];
const ROLES: Account[] = ["developer", "admin", "sub_admin", "custom", "admin_location", "approver", "employee"];

describe("a page per role", () => {
  it.each(ROLES)("%s gets exactly the attendance pages the menu gives it, and 403 for the others", async (role) => {
    const page = await signedIn(role);
    const statuses: Record<string, number> = {};
    for (const [path] of PAGES) statuses[path] = (await page.goto(path))!.status();
    expect(statuses).toEqual(Object.fromEntries(PAGES.map(([path, roles]) => [path, roles.includes(role) ? 200 : 403])));
    if (!PAGES[2][1].includes(role)) {
      const post = await page.context().request.post("/dashboard/attendance/validate", { form: { id: "x", validation: "valid" }, maxRedirects: 0 });
      expect(post.status()).toBe(403);
    }
    await page.close();
  });

  it("the attendance group opens on its default child, Validate", async () => {
    const page = await signedIn("approver");
    await page.goto("/dashboard/attendance");
    expect(new URL(page.url()).pathname).toBe("/dashboard/attendance/validate");
    await page.close();
  });
});
