/**
 * Leave balances from the rules (docs/decisions/0030-leave-balances-from-the-rules.md) through
 * the pages with JavaScript disabled, on the real server with the demo data: change the annual rule and
 * see the balances follow; an adjustment refused without a note, then saved with one; import balances
 * from the downloaded template — a bad file names each row and column and writes nothing, a good one is
 * confirmed and lands on the balance list.
 */
import ExcelJS from "exceljs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { signedInContext } from "../support/pages";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const year = Number(today.slice(0, 4));

interface Employee {
  _id: string;
  fullname: string;
  nickname: string;
  join_date: string | null;
}

let api: TestApi;
let browser: Browser;
let context: BrowserContext;
let token: string;
let annual = "";
let veterans: Employee[] = [];

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
  ({ context } = await signedInContext(browser, api.server.url, "admin"));
  context.setDefaultTimeout(15_000);
  token = await api.login("admin");
  const rules = await api.call<{ data: { _id: string; type: string }[] }>(token, "GET", "leave-rules?limit=100");
  annual = rules.body.data.find((rule) => rule.type === "Cuti Tahunan")!._id;
  const staff = await api.call<{ data: Employee[] }>(token, "GET", "employees?status=pkwtt&active=true&limit=200&sort=join_date");
  veterans = staff.body.data.filter((e) => e.nickname && e.join_date && e.join_date < `${year - 3}-01-01`);
  expect(veterans.length).toBeGreaterThan(3);
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await api?.stop();
});

const toast = (page: Page) => page.locator(".toast").textContent();

/** The balance list filtered to one employee's annual leave of this year: its cells by column header. */
async function annualBalance(page: Page, employee: Employee): Promise<Record<string, string>> {
  await page.goto("/dashboard/leave/balance");
  await page.selectOption("select[name='f.leave_rule']", annual);
  await page.selectOption("select[name='f.year']", String(year));
  await page.selectOption("select[name='f.employee']", employee._id);
  await page.locator("form[role=search] button[type=submit]").click();
  await page.waitForURL(/f\.employee=/);
  const headers = (await page.locator("table.data-table thead th").allTextContents()).map((text) => text.replace(/[▲▼↕]/g, "").trim().toLowerCase());
  const rows = page.locator("table.data-table tbody tr");
  expect(await rows.count()).toBe(1);
  const cells = (await rows.first().locator("td").allTextContents()).map((text) => text.trim());
  return Object.fromEntries(headers.map((header, i) => [header, cells[i]]));
}

describe("leave balances without JavaScript", () => {
  it("a change of the annual rule: every balance follows, what was used stays", async () => {
    const page = await context.newPage();
    const before = await annualBalance(page, veterans[0]);
    expect(before).toMatchObject({ employee: veterans[0].fullname, entitled: "12" });

    await page.goto(`/dashboard/edit/leave/rules/${annual}`);
    await page.fill("input[name=amount]", "14");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL(/\/dashboard\/leave\/rules/);
    expect(await toast(page)).toBe("Data saved");

    const after = await annualBalance(page, veterans[0]);
    expect(after).toMatchObject({ entitled: "14", used: before.used, "mass leave": before["mass leave"] });
    expect(Number(after.remaining)).toBe(Number(before.remaining) + 2);

    await page.goto(`/dashboard/edit/leave/rules/${annual}`);
    await page.fill("input[name=amount]", "12");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL(/\/dashboard\/leave\/rules/);
    expect((await annualBalance(page, veterans[0])).entitled).toBe("12");
    await page.close();
  });

  it("an adjustment needs a note: refused beside the field with the number kept, then saved", async () => {
    const page = await context.newPage();
    const before = await annualBalance(page, veterans[1]);
    await page.locator("table.data-table tbody tr").first().getByRole("link", { name: "Edit" }).click();
    await page.waitForURL(/\/dashboard\/edit\/leave\/balance\//);
    expect(await page.locator("h1, h2").filter({ hasText: "Cuti Tahunan" }).first().textContent()).toContain(veterans[1].fullname);
    await page.fill("input[name=adjustment]", "3");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator(".field", { has: page.locator("textarea[name=note]") }).locator(".field__error").textContent()).toBe("Say why the balance is adjusted: a note is needed");
    expect(await page.inputValue("input[name=adjustment]")).toBe("3");

    await page.fill("textarea[name=note]", "Pengganti kerja di hari libur");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL(/\/dashboard\/leave\/balance/);
    const after = await annualBalance(page, veterans[1]);
    expect(after).toMatchObject({ adjustment: "3" });
    expect(Number(after.remaining)).toBe(Number(before.remaining) + 3);
    await page.close();
  });

  it("imports balances from the template: a bad file names each row and column and writes nothing; a good one lands on the list", async () => {
    const page = await context.newPage();
    await page.goto("/dashboard/leave/balance");
    await page.getByRole("link", { name: "Import balances" }).click();
    await page.waitForURL(/\/dashboard\/leave\/balance\/import$/);

    const href = await page.getByRole("link", { name: "Download the template (.xlsx)" }).getAttribute("href");
    const template = await page.context().request.get(href!);
    expect(template.headers()["content-type"]).toContain("spreadsheetml");
    const fill = async (rows: unknown[][]) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await template.body()) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      sheet.spliceRows(2, 1);
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    const submit = async (bytes: Buffer) => {
      await page.setInputFiles("input[name=file]", { name: "leave.xlsx", mimeType: XLSX, buffer: bytes });
      await page.locator("button[name=intent][value=upload]").click();
      await page.waitForLoadState("domcontentloaded");
    };

    const [, , third, fourth] = veterans;
    await submit(await fill([
      [third.nickname, "Cuti Tahunan", year, 9, null, "Saldo dari sistem lama"],
      ["NO-SUCH-NUMBER", "Cuti Tahunan", year, 9, null, null],
      [fourth.nickname, "Cuti Tahunan", year, null, -1, null],
    ]));
    const errors = await page.locator("[role=alert] li").allTextContents();
    expect(errors).toEqual([expect.stringMatching(/^Row 3.*Employee No\..*/), expect.stringMatching(/^Row 4.*Note.*a note is needed/)]);
    expect((await annualBalance(page, third)).entitled).toBe("12");

    await page.goto("/dashboard/leave/balance/import");
    await submit(await fill([
      [third.nickname, "Cuti Tahunan", year, 9, null, "Saldo dari sistem lama"],
      [fourth.nickname, "Cuti Tahunan", year, null, -1, "Cuti diambil sebelum sistem baru"],
    ]));
    expect(await page.locator("[role=status]").textContent()).toContain("2 balance row(s) of 2 employee(s) are ready to import.");
    await page.getByRole("button", { name: "Import balances" }).click();
    await page.waitForURL(/\/dashboard\/leave\/balance$/);
    expect(await toast(page)).toBe("Data successfully imported");
    expect(await annualBalance(page, third)).toMatchObject({ entitled: "9" });
    expect(await annualBalance(page, fourth)).toMatchObject({ entitled: "12", adjustment: "-1" });
    await page.close();
  });
});
