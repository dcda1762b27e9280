/**
 * Attendance › Shift management and the attendance import through the pages, with JavaScript disabled,
 * on the real server with the demo data (docs/decisions/0031-roster-and-attendance-import.md): open the
 * grid from the menu, set a roster day with the day's form and see it, clear it back to the group's
 * weekly shift; read the weekly schedules; import attendance from the downloaded template (a bad file's
 * rows named, nothing written), then see the imported day on Attendance › Daily.
 */
import ExcelJS from "exceljs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../api/domain/attendance/index";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { signedInContext } from "../support/pages";

let api: TestApi;
let browser: Browser;
let context: BrowserContext;
let token: string;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

interface Roster {
  data: {
    shifts: { _id: string; name: string; type: string; start_time: string | null }[];
    groups: { _id: string; type: string; weekly_shifts: string[] }[];
    employees: { _id: string; fullname: string; nickname: string; group: { _id: string } | null; days: { date: string; source: string | null }[] }[];
  };
}

const jakartaToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
function weekdayBefore(days: number): string {
  let date = addDays(jakartaToday(), -days);
  while ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = addDays(date, -1);
  return date;
}

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
  ({ context } = await signedInContext(browser, api.server.url, "admin"));
  context.setDefaultTimeout(15_000);
  token = await api.login("admin");
}, 180_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await api?.stop();
});

const toast = (page: Page) => page.locator(".toast").textContent();

/** An employee of a fixed schedule whose days of `month` all follow the group. */
async function fixedEmployee(month: string) {
  const roster = (await api.call<Roster>(token, "GET", `roster?month=${month}&limit=100`)).body.data;
  const regular = roster.shifts.find((s) => s.type === "full_day" && s.start_time === "08:00")!;
  const warehouse = roster.shifts.find((s) => s.type === "full_day" && s.start_time === "07:00")!;
  const group = roster.groups.find((g) => g.type === "fixed_schedule" && g.weekly_shifts.includes(regular._id))!;
  const employee = roster.employees.find((e) => e.group?._id === group._id && e.nickname && e.days.every((d) => d.source === "group"))!;
  return { employee, regular, warehouse };
}

describe("shift management without JavaScript", () => {
  it("sets a roster day with the day's form, shows it, and clears it back to the group's weekly shift", async () => {
    const date = weekdayBefore(20);
    const month = date.slice(0, 7);
    const { employee, warehouse } = await fixedEmployee(month);
    const page = await context.newPage();
    await page.goto("/dashboard/attendance/daily");
    await page.getByRole("link", { name: "Shift management" }).click();
    await page.waitForURL(/\/dashboard\/attendance\/shift-management$/);
    expect(await page.locator(".screen-header h2").textContent()).toBe("Shift management");

    // The month and the employee through the filter form.
    await page.fill("input[name=month]", month);
    await page.fill("input[name=q]", employee.nickname);
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForLoadState("domcontentloaded");
    const cell = page.locator(`tr[data-employee="${employee.nickname}"] td[data-date="${date}"]`);
    expect(await cell.getAttribute("data-source")).toBe("group");

    await cell.locator("a").click();
    await page.waitForLoadState("domcontentloaded");
    const form = page.locator("[data-day-form]");
    expect(await form.locator("h3").textContent()).toContain(employee.fullname);
    await page.selectOption("#roster-shift", warehouse._id);
    await form.getByRole("button", { name: "Save" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("The roster day is saved");
    expect(await cell.getAttribute("data-source")).toBe("roster");
    expect(await cell.textContent()).toBe(warehouse.name);
    expect(await page.locator(`tr[data-employee="${employee.nickname}"]`).count()).toBe(1);

    await cell.locator("a").click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("[data-day-form] [data-current]").textContent()).toContain("roster");
    await page.getByRole("button", { name: "Clear (back to the group's weekly shift)" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("The day follows the group's weekly shift again");
    expect(await cell.getAttribute("data-source")).toBe("group");

    // The weekly schedules, readable: a fixed schedule's seven days, a free shift's meaning.
    const weekly = page.locator("[data-weekly]");
    expect(await weekly.locator("thead th").allTextContents()).toEqual(["Attendance group", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(await weekly.textContent()).toContain("Free working hours: no fixed times");
    await page.close();
  });

  it("reads in Indonesian", async () => {
    const { context: other, page } = await signedInContext(browser, api.server.url, "admin");
    await page.goto("/dashboard/attendance/shift-management?lng=id");
    expect(await page.locator(".screen-header h2").textContent()).toBe("Manajemen shift");
    expect(await page.getByRole("link", { name: "Impor jadwal" }).count()).toBe(1);
    expect(await page.locator("[data-weekly] thead th").allTextContents()).toEqual(["Grup kehadiran", "Sen", "Sel", "Rab", "Kam", "Jum", "Sab", "Min"]);
    await other.close();
  });
});

describe("the attendance import without JavaScript", () => {
  async function filledTemplate(page: Page, rows: unknown[][]): Promise<Buffer> {
    const href = await page.getByRole("link", { name: "Download the template (.xlsx)" }).getAttribute("href");
    const response = await page.context().request.get(href!);
    expect(response.headers()["content-type"]).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await response.body()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    sheet.spliceRows(2, 1);
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  async function uploadAndCheck(page: Page, bytes: Buffer) {
    await page.setInputFiles("input[name=file]", { name: "attendance.xlsx", mimeType: XLSX, buffer: bytes });
    await page.locator("button[name=intent][value=upload]").click();
    await page.waitForLoadState("domcontentloaded");
  }

  it("names a bad file's rows, then imports a good one and shows the day on Daily", async () => {
    const date = weekdayBefore(25);
    const { employee } = await fixedEmployee(date.slice(0, 7));
    const page = await context.newPage();
    await page.goto("/dashboard/attendance/daily");
    await page.getByRole("link", { name: "Import attendance" }).click();
    await page.waitForURL(/\/dashboard\/attendance\/daily\/import$/);

    await uploadAndCheck(page, await filledTemplate(page, [
      [employee.nickname, date, "08:07", "17:00"],
      ["NO-SUCH-PERSON", date, "08:00", "17:00"],
      [employee.nickname, addDays(jakartaToday(), 2), "8 pagi", "17:00"],
    ]));
    expect(await page.locator("[role=alert] strong").textContent()).toBe("The file has 3 error(s); nothing was imported");
    expect(await page.locator(".sheet-errors li").allTextContents()).toEqual([
      "Row 3, column Employee No.: Not found",
      "Row 4, column Clock in: Must be a time (HH:MM)",
      "Row 4, column Date: A date after today cannot be imported",
    ]);

    await uploadAndCheck(page, await filledTemplate(page, [[employee.nickname, date, "08:07", "17:00"]]));
    expect(await page.locator(".notice--info p").first().textContent()).toBe("1 attendance day(s) of 1 employee(s) are ready to be imported.");
    await page.getByRole("button", { name: "Import the attendance" }).click();
    await page.waitForURL(/\/dashboard\/attendance\/daily$/);
    expect(await toast(page)).toBe("Data successfully imported");

    await page.goto(`/dashboard/attendance/daily?f.date.from=${date}&f.date.to=${date}`);
    const row = page.locator("tbody tr", { hasText: employee.fullname });
    // Wall times where the employee works: a location in another zone than the company's names it ("08:07 WITA").
    const cells = (await row.locator("td").allTextContents()).map((cell) => cell.replace(/ (WIB|WITA|WIT)$/, ""));
    expect(cells).toEqual(expect.arrayContaining(["08:07", "17:00", "7"]));
    await page.close();
  });
});
