/**
 * Employees in and out in bulk, and warning letters, through the pages with JavaScript disabled, on the
 * real server with the demo data: invite one employee; bulk-invite from the downloaded template; import
 * a good file and a bad one (nothing written, every row and column named); export and read it back;
 * add a warning letter with a PDF (a PNG refused, in both languages), see the status view, delete it.
 */
import ExcelJS from "exceljs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { readOutbox } from "../../api/mail/outbox";
import { launchBrowser, newContext } from "../support/browser";
import { signedInContext } from "../support/pages";
import { PDF, PNG } from "../support/uploads";

let api: TestApi;
let browser: Browser;
let context: BrowserContext;
let token: string;
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
  ({ context } = await signedInContext(browser, api.server.url, "admin"));
  context.setDefaultTimeout(15_000);
  token = await api.login("admin");
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await api?.stop();
});

const toast = (page: Page) => page.locator(".toast").textContent();
const employees = async (query: string) => (await api.call<{ data: Record<string, unknown>[] }>(token, "GET", `employees?${query}`)).body.data;

/** The cells of the invited users' row with this e-mail (the list is newest first). */
const invitedRow = (page: Page, email: string) => page.locator("tbody tr", { hasText: email }).locator("td").allTextContents();

/** Download a template through its link, fill rows 2… (replacing the example) with exceljs. */
async function filledTemplate(page: Page, rows: Record<string, unknown>[]): Promise<Buffer> {
  const href = await page.getByRole("link", { name: "Download the template (.xlsx)" }).getAttribute("href");
  const response = await page.context().request.get(href!);
  expect(response.headers()["content-type"]).toContain("spreadsheetml");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await response.body()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as string[]).slice(1);
  sheet.spliceRows(2, 1);
  for (const values of rows) sheet.addRow(header.map((title) => values[Object.keys(values).find((key) => title.startsWith(key)) ?? ""] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function uploadAndCheck(page: Page, bytes: Buffer) {
  await page.setInputFiles("input[name=file]", { name: "employees.xlsx", mimeType: XLSX, buffer: bytes });
  await page.locator("button[name=intent][value=upload]").click();
  await page.waitForLoadState("domcontentloaded");
}

describe("inviting with JavaScript", () => {
  it("lands on the invited users with the message, in Indonesian too", async () => {
    const { context: scripted, page } = await signedInContext(browser, api.server.url, "admin", true);
    await page.goto("/dashboard/employees/active-employees/invite?lng=id");
    await page.fill("input[name=fullname]", `Skrip ${tag}`);
    await page.fill("input[name=email]", `skrip.${tag.toLowerCase()}@example.test`);
    await page.locator("form.record-form button[type=submit]").click();
    await page.waitForURL(/\/dashboard\/employees\/active-employees\?tab=invited$/);
    expect(await toast(page)).toBe("Karyawan telah diundang");
    expect(await page.locator(".tabs [aria-current=page]").textContent()).toBe("Pengguna diundang");
    expect(await invitedRow(page, `skrip.${tag.toLowerCase()}@example.test`)).toEqual(expect.arrayContaining([`Skrip ${tag}`, "Menunggu"]));
    await scripted.close();
  });
});

describe("inviting and importing employees, without JavaScript", () => {
  it("invites one employee: 'Employee has been invited', then the invited users", async () => {
    const page = await context.newPage();
    await page.goto("/dashboard/employees/active-employees/invite");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator(".field", { has: page.locator("input[name=fullname]") }).locator(".field__error").textContent()).toBe("This field is required");

    await page.fill("input[name=fullname]", `Undangan ${tag}`);
    await page.fill("input[name=email]", "admin@majubersama.demo");
    await page.selectOption("select[name=level]", "approver");
    await page.fill("input[name=join_date]", "2026-12-01");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.waitForLoadState("domcontentloaded");
    // Refused beside the field, and what was typed is still there.
    expect(await page.locator(".field", { has: page.locator("input[name=email]") }).locator(".field__error").textContent()).toBe("Already used by another account");
    expect(await page.inputValue("input[name=fullname]")).toBe(`Undangan ${tag}`);

    await page.fill("input[name=email]", `undangan.${tag.toLowerCase()}@example.test`);
    await page.selectOption("select[name=department]", { index: 1 });
    await page.getByRole("button", { name: "Send invitation" }).click();
    // Spec §8: then the invited user list (a tab of Active Employees: its own menu item is the developer's).
    await page.waitForURL(/\/dashboard\/employees\/active-employees\?tab=invited$/);
    expect(await toast(page)).toBe("Employee has been invited");
    expect(await page.locator(".tabs [aria-current=page]").textContent()).toBe("Invited users");
    expect(await invitedRow(page, `undangan.${tag.toLowerCase()}@example.test`)).toEqual(expect.arrayContaining([`Undangan ${tag}`, "Approver", "Pending"]));
    expect(await employees(`search=${encodeURIComponent(`Undangan ${tag}`)}`)).toEqual([expect.objectContaining({ active: true, join_date: "2026-12-01" })]);
    await page.close();

    // The invitee follows the e-mailed link, chooses a password and signs in.
    const mail = (await readOutbox(api.server.dataDir)).find((m) => m.to === `undangan.${tag.toLowerCase()}@example.test`)!;
    const link = new URL(/https?:\/\/\S+\/invitation\?token=\S+/.exec(mail.text)![0]);
    const guest = await newContext(browser, { javaScript: false, baseURL: api.server.url });
    const invitee = await guest.newPage();
    await invitee.goto(`${link.pathname}${link.search}`);
    await invitee.fill("input[name=password]", "undangan-2026");
    await invitee.fill("input[name=confirm]", "undangan-2026");
    await invitee.getByRole("button", { name: "Create my account" }).click();
    await invitee.waitForLoadState("domcontentloaded");
    expect(await invitee.locator(".notice--success p").first().textContent()).toBe("Your account is ready. You can sign in now.");
    await invitee.goto("/");
    await invitee.fill("input[name=username]", `undangan.${tag.toLowerCase()}@example.test`);
    await invitee.fill("input[name=password]", "undangan-2026");
    await invitee.click("form[method=post] button[type=submit]");
    await invitee.waitForURL(/\/dashboard\/home$/);
    await guest.close();
  });

  it("bulk-invites from the downloaded template after a confirmation", async () => {
    const page = await context.newPage();
    await page.goto("/dashboard/employees/active-employees/bulk-invite");
    const bytes = await filledTemplate(page, [
      { "Full name": `Massal Satu ${tag}`, "E-mail": `massal1.${tag.toLowerCase()}@example.test`, Level: "employee", "Join date": "2026-12-01" },
      { "Full name": `Massal Dua ${tag}`, "E-mail": `massal2.${tag.toLowerCase()}@example.test`, Level: "employee", Phone: "081200000002" },
    ]);
    await uploadAndCheck(page, bytes);
    expect(await page.locator(".notice--info p").first().textContent()).toBe("The file is valid: 2 people will be invited.");
    expect(await employees(`search=${encodeURIComponent(`Massal Satu ${tag}`)}`)).toEqual([]);
    await page.getByRole("button", { name: "Invite them" }).click();
    await page.waitForURL(/\/dashboard\/employees\/active-employees\?tab=invited$/);
    expect(await toast(page)).toBe("Employee has been invited");
    expect(await invitedRow(page, `massal2.${tag.toLowerCase()}@example.test`)).toEqual(expect.arrayContaining([`Massal Dua ${tag}`, "Pending"]));
    expect(await employees(`search=${tag}&sort=fullname&fields=fullname`)).toEqual(
      expect.arrayContaining([expect.objectContaining({ fullname: `Massal Satu ${tag}` }), expect.objectContaining({ fullname: `Massal Dua ${tag}` })]),
    );
    await page.close();
  });

  it("imports a good file after a confirmation; a bad file writes nothing and names each row and column", async () => {
    const page = await context.newPage();
    await page.goto("/dashboard/employees/active-employees/import");
    const good = await filledTemplate(page, [
      { "Employee No.": `IM${tag}-1`, "Full name": `Impor Satu ${tag}`, "Join date": "2025-01-06", "Basic salary": 6_000_000 },
      { "Employee No.": `IM${tag}-2`, "Full name": `Impor Dua ${tag}`, "Join date": "2025-02-03", Gender: "male" },
    ]);
    await uploadAndCheck(page, good);
    expect(await page.locator(".notice--info p").first().textContent()).toBe("The file is valid: 2 employee(s) will be created and 0 updated.");
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.waitForURL(/\/dashboard\/employees\/active-employees$/);
    expect(await toast(page)).toBe("Data successfully imported");
    expect(await employees(`nickname=IM${tag}-1`)).toEqual([expect.objectContaining({ fullname: `Impor Satu ${tag}`, basic_salary: 6_000_000, join_date: "2025-01-06" })]);

    await page.goto("/dashboard/employees/active-employees/import");
    const bad = await filledTemplate(page, [
      { "Employee No.": `IM${tag}-3`, "Full name": `Impor Tiga ${tag}`, "Join date": "2025-03-03" },
      { "Employee No.": `IM${tag}-4`, "Full name": `Impor Empat ${tag}`, "Join date": "03/03/2025" },
      { "Employee No.": `IM${tag}-5`, "Full name": "", Department: "Tidak Ada" },
    ]);
    await uploadAndCheck(page, bad);
    expect(await page.locator(".notice--error strong").textContent()).toBe("The file has 3 error(s); nothing was imported");
    expect(await page.locator(".sheet-errors li").allTextContents()).toEqual([
      "Row 3, column Join date: Must be a date (YYYY-MM-DD)",
      "Row 4, column Full name: This field is required",
      "Row 4, column Department: Not found",
    ]);
    expect(await page.getByRole("button", { name: "Import", exact: true }).count()).toBe(0);
    expect(await employees(`nickname=IM${tag}-3`)).toEqual([]);

    // Not a spreadsheet: the files API refuses it before anything is read.
    await page.setInputFiles("input[name=file]", { name: "employees.xlsx", mimeType: XLSX, buffer: PDF });
    await page.locator("button[name=intent][value=upload]").click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator(".notice--error strong").textContent()).toBe("Only XLSX files are accepted");
    expect(await page.locator(".sheet-errors li").count()).toBe(0);

    // The same errors in Indonesian.
    await page.goto("/dashboard/employees/active-employees/import?lng=id");
    await uploadAndCheck(page, bad);
    expect(await page.locator(".sheet-errors li").first().textContent()).toBe("Baris 3, kolom Tanggal bergabung: Harus berupa tanggal (TTTT-BB-HH)");
    await page.goto("/dashboard/employees/active-employees/import?lng=en");
    await page.close();
  });

  it("exports the list's search as xlsx in the import's layout", async () => {
    const page = await context.newPage();
    const response = await page.context().request.get(`/dashboard/employees/active-employees/export?q=${encodeURIComponent(`Impor Satu ${tag}`)}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toMatch(/attachment; filename="employees-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await response.body()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe("Employee No. / No. Karyawan *");
    expect(sheet.actualRowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(`IM${tag}-1`);
    expect(sheet.getRow(2).getCell(2).value).toBe(`Impor Satu ${tag}`);

    const resigned = await page.context().request.get("/dashboard/employees/resigned-employees/export");
    expect(resigned.headers()["content-disposition"]).toMatch(/filename="resigned-employees-/);
    await page.close();
  });
});

describe("warning letters, without JavaScript", () => {
  it("adds a letter with a PDF (a PNG refused in both languages), shows its status, and deletes it", async () => {
    const [employee] = await employees(`nickname=IM${tag}-2`);
    const page = await context.newPage();
    await page.goto("/dashboard/employees/warning-letter?lng=en");
    await page.getByRole("link", { name: "Add new" }).click();
    await page.waitForLoadState("domcontentloaded");
    const form = page.url();
    await page.selectOption("select[name=employee]", String(employee._id));
    await page.selectOption("select[name=type]", "sp_2");
    const today = new Date(Date.now() + 7 * 3_600_000);
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    await page.fill("input[name=start_date]", day(-10));
    await page.fill("input[name=end_date]", day(170));
    await page.fill("textarea[name=description]", `Terlambat berulang ${tag}`);
    await page.setInputFiles("input[name=attachment]", { name: "letter.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("[id$='attachment-error']").textContent()).toBe("Only PDF files are accepted");
    expect(await page.inputValue("textarea[name=description]")).toBe(`Terlambat berulang ${tag}`);

    await page.goto(`${form}${form.includes("?") ? "&" : "?"}lng=id`);
    await page.selectOption("select[name=employee]", String(employee._id));
    await page.selectOption("select[name=type]", "sp_2");
    await page.fill("input[name=start_date]", day(-10));
    await page.setInputFiles("input[name=attachment]", { name: "letter.png", mimeType: "image/png", buffer: PNG });
    await page.locator(".form-actions button[type=submit]").click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("[id$='attachment-error']").textContent()).toBe("Hanya berkas PDF yang diterima");

    await page.goto(`${form}${form.includes("?") ? "&" : "?"}lng=en`);
    await page.selectOption("select[name=employee]", String(employee._id));
    await page.selectOption("select[name=type]", "sp_2");
    await page.fill("input[name=start_date]", day(-10));
    await page.fill("input[name=end_date]", day(170));
    await page.setInputFiles("input[name=attachment]", { name: "letter.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("Data saved");
    const letter = page.locator("table.data-table tbody tr", { hasText: `Impor Dua ${tag}` });
    expect(await letter.count()).toBe(1);
    expect(await letter.textContent()).toContain("SP 2");

    // The status view: active today (between start and end date), per employee.
    await page.getByRole("link", { name: "Status per employee" }).click();
    await page.waitForURL(/\/dashboard\/employees\/warning-letter\/status$/);
    await page.fill("#status-q", `Impor Dua ${tag}`);
    await page.selectOption("#status-filter", "active");
    await page.locator("form[role=search] button[type=submit]").click();
    await page.waitForLoadState("domcontentloaded");
    const summary = page.locator("table.data-table tbody tr");
    expect(await summary.count()).toBe(1);
    expect(await summary.locator("td").allTextContents()).toEqual([`Impor Dua ${tag}`, `IM${tag}-2`, "SP 2", expect.any(String), "1", "0", "0"]);
    await page.selectOption("#status-filter", "expired");
    await page.locator("form[role=search] button[type=submit]").click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("[data-empty]").textContent()).toBe("No Data");
    await page.goto("/dashboard/employees/warning-letter?tab=status");
    expect(new URL(page.url()).pathname).toBe("/dashboard/employees/warning-letter/status");

    // Delete asks about the employee's letter by name.
    await page.goto("/dashboard/employees/warning-letter");
    const row = page.locator("table.data-table tbody tr", { hasText: `Impor Dua ${tag}` });
    await row.locator("details.confirm > summary").click();
    expect(await row.locator(".confirm__panel p").textContent()).toBe(`Are you sure want to delete Impor Dua ${tag}?`);
    await row.locator(".confirm__panel").getByRole("button", { name: "Delete" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("Data deleted");
    expect(await page.locator("table.data-table tbody tr", { hasText: `Impor Dua ${tag}` }).count()).toBe(0);
    await page.close();
  });
});
