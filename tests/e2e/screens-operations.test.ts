/**
 * Approvals, HSE (e-journey), Project POB and Leave › Holiday and Balance through their pages, on the real
 * server with the demo data, JavaScript disabled:
 * - the five approval lists show the seeded requests, read-only, with the request's content as an
 *   accordion that opens without JavaScript, a status filter and a search by approval number;
 * - approval flows, vehicles, JMP matrices, medical check-ups (with a file), projects, persons on board and
 *   holidays: create, find by search, edit, delete; leave balances (no create, no delete): find, adjust with a note;
 * - e-journey approval: approve and reject with a note, a second decision refused; the report's filter
 *   and its xlsx export;
 * - every role gets each of these lists or a 403, as contract/navigation.ts says.
 */
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNTS, PAGES_BACKEND, startApi, type Account, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { sessionCookie, signedInPool } from "../support/pages";
import { PDF } from "../support/uploads";

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const year = new Date().getUTCFullYear();
/** A day in WIB, `days` from today, as YYYY-MM-DD. */
const wibDay = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND, { HSE_ACCESS: ACCOUNTS.admin }), launchBrowser()]);
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
const rows = (page: Page) => page.locator("table.data-table tbody tr");

async function search(page: Page, term: string) {
  await page.fill("#list-q", term);
  await page.locator("form[role=search] button[type=submit]").click();
  await page.waitForURL((url) => url.searchParams.get("q") === term);
}

async function save(page: Page, label: "Create" | "Save" = "Save") {
  await page.locator(".form-actions").getByRole("button", { name: label, exact: true }).click();
  await page.waitForLoadState("domcontentloaded");
}

const errorsOn = (page: Page) => page.locator(".field__error, .notice--error").allTextContents().then((t) => t.join(" | "));

async function deleteRow(page: Page, text: string) {
  const target = row(page, text);
  await target.locator("details.confirm > summary").click();
  await expect.poll(() => target.locator(".confirm__panel p").textContent()).toMatch(/^Are you sure want to delete .+\?$/);
  await target.locator(".confirm__panel").getByRole("button", { name: "Delete" }).click();
  await page.waitForLoadState("domcontentloaded");
  expect(await toast(page)).toBe("Data deleted");
}

interface CrudCase {
  list: string;
  fill(page: Page): Promise<string>;
  edit(page: Page): Promise<string>;
  /** What the list shows for the record (default: the identifying text). */
  shown?(name: string): string;
}

/** Create → find by search → edit → find again → delete → 'No Data', all through the pages. */
async function crud(page: Page, c: CrudCase) {
  await page.goto(c.list);
  await page.getByRole("link", { name: "Add new" }).click();
  await page.waitForURL(/\/dashboard\/edit\/.+\/new/);
  const name = await c.fill(page);
  await save(page, "Create");
  expect(await toast(page), await errorsOn(page)).toBe("Data saved");
  await search(page, name);
  expect(await row(page, c.shown?.(name) ?? name).count()).toBe(1);
  await row(page, c.shown?.(name) ?? name).locator(".row-actions > a").click();
  await page.waitForURL(/\/dashboard\/edit\//);
  const changed = await c.edit(page);
  await save(page);
  expect(await toast(page), await errorsOn(page)).toBe("Data saved");
  await search(page, changed);
  expect(await row(page, c.shown?.(changed) ?? changed).count()).toBe(1);
  await deleteRow(page, c.shown?.(changed) ?? changed);
  await search(page, changed);
  expect(await page.locator("[data-empty]").textContent()).toBe("No Data");
}

const APPROVAL_LISTS = [
  ["clock-in-out", "CC-"],
  ["change-shift", "SH-"],
  ["approval-leave", "LV-"],
  ["approval-overtime", "OT-"],
  ["business-trip", "BT-"],
] as const;

describe("approval lists, without JavaScript", () => {
  it.each(APPROVAL_LISTS)("%s shows the seeded requests, read-only, and opens a request's content without JavaScript", async (leaf, prefix) => {
    const page = await signedIn("admin");
    await page.goto(`/dashboard/approval/${leaf}`);
    expect(await rows(page).count()).toBeGreaterThan(0);
    expect(await page.locator("table.data-table tbody td:first-child").first().textContent()).toContain(prefix);
    // No create, no edit, no delete: only a decision on what waits (docs/decisions/0029-requests-and-approvals.md).
    expect(await page.getByRole("link", { name: "Add new" }).count()).toBe(0);
    expect(await page.locator(".row-actions a, .row-actions summary:not(:has-text('Decide'))").count()).toBe(0);
    expect(await page.locator("table.data-table tbody .pill").first().textContent()).toMatch(/^(Pending|Partially approved|Approved|Rejected|Withdrawn)$/);
    // The employee is a name, not an id.
    expect(await page.locator("table.data-table tbody td:nth-child(2)").first().textContent()).toMatch(/^[A-Z][a-z]+ /);
    // The accordion: closed, then open on a click of its summary (a <details>, no script on the page).
    const details = page.locator("details.row-details").first();
    expect(await details.locator("dl").isVisible()).toBe(false);
    await details.locator("summary").click();
    expect(await details.locator("dl").isVisible()).toBe(true);
    expect(await details.locator("dt").allTextContents()).toContain("Reason");
    expect(await page.locator('script[src]:not([src="/sw-register.js"])').count()).toBe(0);
    await page.close();
  });

  it("what each request asks: dates, shift, hours, destination", async () => {
    const page = await signedIn("admin");
    const contentOf = async (leaf: string) => {
      await page.goto(`/dashboard/approval/${leaf}`);
      return (await page.locator("details.row-details dt").allTextContents()).join(",");
    };
    expect(await contentOf("approval-leave")).toMatch(/Leave type.*From.*Until.*Days/);
    expect(await contentOf("clock-in-out")).toMatch(/Date.*Clock in.*Clock out/);
    expect(await contentOf("change-shift")).toMatch(/From shift.*To shift/);
    expect(await contentOf("approval-overtime")).toMatch(/Hours/);
    expect(await contentOf("business-trip")).toMatch(/Destination.*Purpose/);
    await page.close();
  });

  it("searches by approval number and filters by status", async () => {
    const page = await signedIn("admin");
    await page.goto("/dashboard/approval/clock-in-out");
    // The demo's approved correction, by its number.
    const number = ((await row(page, "Mesin absen mati").locator("td").first().textContent()) ?? "").trim();
    expect(number).toMatch(new RegExp(`^CC-${year}-\\d{6}$`));
    await search(page, number);
    expect(await rows(page).count()).toBe(1);
    expect(await row(page, number).locator(".pill").textContent()).toBe("Approved");
    // The export holds the request as text.
    const exported = await page.context().request.get((await page.getByRole("link", { name: "Export" }).getAttribute("href"))!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported.body()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(["Approval No.", "Employee", "Requested", "Request", "Status", "Approval"]);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(4).value).toMatch(/^Date: .+; Clock in: 08:01; Clock out: 17:03; Reason: Mesin absen mati/);
    expect(sheet.getRow(2).getCell(6).value).toMatch(/^1\. .+: Approved; 2\. .+: Approved$/);
    await page.goto("/dashboard/approval/clock-in-out");
    await page.selectOption("select[name='f.status']", "pending");
    await page.locator("form[role=search] button[type=submit]").click();
    await page.waitForURL(/f\.status=pending/);
    const statuses = await page.locator("table.data-table tbody .pill").allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(["Pending"]));
    await search(page, "ZZ-NONE");
    expect(await page.locator("[data-empty]").textContent()).toBe("No Data");
    await page.close();
  });

  it("reads in Indonesian: badges, the content's labels, 'Tidak Ada Data'", async () => {
    const page = await signedIn("admin");
    await page.goto("/dashboard/approval/business-trip?lng=id");
    const badges = await page.locator("table.data-table tbody .pill").allTextContents();
    expect(badges).toEqual(expect.arrayContaining(["Menunggu", "Disetujui sebagian"]));
    expect(await page.locator("details.row-details dt").allTextContents()).toEqual(expect.arrayContaining(["Tujuan", "Keperluan", "Alasan"]));
    expect(await page.locator("th").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining("No. Persetujuan")]));
    await page.goto("/dashboard/approval/business-trip?q=tidak-ada");
    expect(await page.locator("[data-empty]").textContent()).toBe("Tidak Ada Data");
    await page.goto("/dashboard/approval/business-trip?lng=en");
    await page.close();
  });

  it("approval flow: create with employees, approvers and cc, search, edit, delete", async () => {
    const page = await signedIn("admin");
    await crud(page, {
      list: "/dashboard/approval/approval-flow",
      async fill(p) {
        await p.fill("input[name=name]", `Alur Gudang ${tag}`);
        await p.locator("input[name=employees]").nth(3).check();
        await p.locator("input[name=employees]").nth(4).check();
        await p.locator("input[name=approver]").nth(0).check();
        await p.locator("input[name=approver]").nth(1).check();
        await p.locator("input[name=cc]").nth(2).check();
        return `Alur Gudang ${tag}`;
      },
      async edit(p) {
        expect(await p.locator("input[name=approver]:checked").count()).toBe(2);
        await p.fill("input[name=name]", `Alur Gudang Baru ${tag}`);
        return `Alur Gudang Baru ${tag}`;
      },
    });
    await page.goto("/dashboard/approval/approval-flow?q=Operations");
    expect(await row(page, "Operations & Logistics").locator("td").nth(2).textContent()).toMatch(/^.+, .+$/);
    await page.close();
  });
});

describe("HSE, without JavaScript", () => {
  it("company vehicles: create, search by registration number, edit, delete", async () => {
    const page = await signedIn("admin");
    await crud(page, {
      list: "/dashboard/ejourney/company-vehicles",
      async fill(p) {
        await p.fill("input[name=registration_number]", `B 1${tag}`);
        await p.fill("input[name=type]", "Mitsubishi Pajero");
        await p.selectOption("select[name=category]", "light");
        await p.selectOption("select[name=status]", "active");
        return `B 1${tag}`;
      },
      async edit(p) {
        await p.selectOption("select[name=status]", "maintenance");
        await p.fill("input[name=registration_number]", `B 2${tag}`);
        return `B 2${tag}`;
      },
    });
    // The form and its choices in Indonesian.
    await page.goto("/dashboard/edit/ejourney/company-vehicles/new?lng=id");
    expect(await page.locator("label[for$=registration_number]").textContent()).toContain("No. Polisi");
    expect(await page.locator("select[name=category] option").allTextContents()).toEqual(expect.arrayContaining(["Kendaraan ringan", "Kendaraan berat"]));
    expect(await page.locator("select[name=status] option").allTextContents()).toEqual(expect.arrayContaining(["Aktif", "Dalam perawatan", "Tidak aktif"]));
    await page.goto("/dashboard/ejourney/company-vehicles?lng=en");
    await page.goto("/dashboard/ejourney/company-vehicles?f.category=heavy");
    expect(await page.locator("table.data-table tbody td:nth-child(3)").allTextContents()).toEqual(["Heavy vehicle"]);
    await page.close();
  });

  it("JMP matrix: create with a range, employees and an approver, search, edit, delete; 15-28 reads 15-18", async () => {
    const page = await signedIn("admin");
    await crud(page, {
      list: "/dashboard/ejourney/jmp-matrix",
      async fill(p) {
        await p.fill("input[name=name]", `Rute Bekasi ${tag}`);
        await p.selectOption("select[name=matrix_range]", "15-28");
        await p.selectOption("select[name=approver]", { index: 2 });
        await p.locator("input[name=employees]").nth(0).check();
        return `Rute Bekasi ${tag}`;
      },
      async edit(p) {
        await p.fill("input[name=name]", `Rute Bekasi Malam ${tag}`);
        await p.selectOption("select[name=matrix_range]", "above_35_or_night_driving");
        return `Rute Bekasi Malam ${tag}`;
      },
    });
    await page.goto("/dashboard/ejourney/jmp-matrix?f.matrix_range=0-14");
    expect(await page.locator("table.data-table tbody td:nth-child(2)").allTextContents()).toEqual(["0-14 (Cell Leader)"]);
    await page.close();
  });

  it("medical check-up: create with a report file, search, edit, delete", async () => {
    const page = await signedIn("admin");
    await crud(page, {
      list: "/dashboard/ejourney/medical-checkup",
      async fill(p) {
        await p.selectOption("select[name=employee]", { index: 1 });
        await p.fill("input[name=date]", "2026-10-05");
        await p.fill("input[name=result]", `Fit ${tag}`);
        await p.setInputFiles("input[name=file]", { name: "mcu.pdf", mimeType: "application/pdf", buffer: PDF });
        return `Fit ${tag}`;
      },
      async edit(p) {
        expect(await p.locator("a", { hasText: "mcu.pdf" }).count()).toBe(1);
        await p.fill("input[name=result]", `Fit with note ${tag}`);
        return `Fit with note ${tag}`;
      },
    });
    await page.close();
  });

  it("e-journey approval: approve and reject with a note; a decided journey cannot be decided again", async () => {
    const page = await signedIn("admin");
    await page.goto("/dashboard/ejourney/ejourney-approval");
    expect(await rows(page).count()).toBe(3);
    // A queue: the next departure first.
    expect(await rows(page).first().textContent()).toContain("Gudang Karawang");
    expect(await page.getByRole("link", { name: "Add new" }).count()).toBe(0);
    // A second page holds the same queue, to decide a journey that is already decided.
    const stale = await page.context().newPage();
    await stale.goto("/dashboard/ejourney/ejourney-approval");

    const decide = async (destination: string, note: string, button: "Approve" | "Reject") => {
      const target = row(page, destination);
      await target.locator("details.confirm > summary").click();
      await target.locator("input[name=note]").fill(note);
      await target.getByRole("button", { name: button }).click();
      await page.waitForLoadState("domcontentloaded");
    };
    await decide("Cabang Bandung", `Istirahat di rest area ${tag}`, "Approve");
    expect(await toast(page)).toBe("Approved");
    expect(await row(page, "Cabang Bandung").count()).toBe(0);
    await decide("Pelabuhan Tanjung Priok", "Kendaraan dipakai audit", "Reject");
    expect(await toast(page)).toBe("Rejected");
    expect(await rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain("Gudang Karawang");

    const again = row(stale, "Cabang Bandung");
    await again.locator("details.confirm > summary").click();
    await again.getByRole("button", { name: "Reject" }).click();
    await stale.waitForLoadState("domcontentloaded");
    expect(await toast(stale)).toBe("This journey has already been decided");
    await stale.close();

    // In Indonesian: the last one approved, then the queue is empty.
    await page.goto("/dashboard/ejourney/ejourney-approval?lng=id");
    const last = row(page, "Gudang Karawang");
    await last.locator("details.confirm > summary").click();
    await last.getByRole("button", { name: "Setujui" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("Disetujui");
    expect(await page.locator("[data-empty]").textContent()).toBe("Tidak Ada Data");
    await page.goto("/dashboard/ejourney/ejourney-approval?lng=en");

    await page.goto("/dashboard/ejourney/ejourney-report?q=Cabang%20Bandung");
    expect(await row(page, "Cabang Bandung").locator(".pill").textContent()).toBe("Approved");
    expect(await row(page, "Cabang Bandung").textContent()).toContain("Rina Wulandari");
    await page.goto("/dashboard/ejourney/ejourney-report?q=Tanjung%20Priok");
    expect(await row(page, "Tanjung Priok").locator(".pill").textContent()).toBe("Rejected");
    await page.goto("/dashboard/activity-log?q=Cabang%20Bandung");
    expect(await rows(page).first().locator("span[title]").getAttribute("title")).toMatch(/→ Cabang Bandung \(approved\)$/);
    await page.close();
  });

  it("e-journey report: departure range and status filters, exported as .xlsx of the current filter", async () => {
    const page = await signedIn("admin");
    const day = wibDay(-4);
    await page.goto("/dashboard/ejourney/ejourney-report");
    expect(await page.getByRole("link", { name: "Add new" }).count()).toBe(0);
    await page.fill("input[name='f.departure_at.from']", day);
    await page.fill("input[name='f.departure_at.to']", day);
    await page.selectOption("select[name='f.status']", "completed");
    await page.locator("form[role=search] button[type=submit]").click();
    await page.waitForURL(/f\.status=completed/);
    expect(await rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain("Kantor Pusat Jakarta");

    const href = await page.getByRole("link", { name: "Export" }).getAttribute("href");
    expect(href).toContain("f.status=completed");
    const response = await page.context().request.get(href!);
    expect(response.headers()["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.body()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(["Departure", "Traveller", "Vehicle", "From", "To", "Status", "Decided by", "Arrived"]);
    expect(sheet.rowCount).toBe(2);
    const cells = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(cells[3]).toBe("Kantor Pusat Jakarta");
    expect(cells[4]).toBe("Gudang Karawang");
    expect(cells[5]).toBe("Completed");

    // A range with no journey: 'No Data'.
    await page.goto("/dashboard/ejourney/ejourney-report?f.departure_at.from=2020-01-01&f.departure_at.to=2020-01-31");
    expect(await page.locator("[data-empty]").textContent()).toBe("No Data");
    await page.close();
  });
});

describe("e-journey report, editing a journey without JavaScript", () => {
  it("shows times in WIB, records the arrival of an approved journey (completed), then refuses further changes", async () => {
    const page = await signedIn("admin");
    await page.goto("/dashboard/ejourney/ejourney-report?q=Cabang%20Bekasi");
    expect(await row(page, "Cabang Bekasi").locator(".pill").textContent()).toBe("Approved");
    await row(page, "Cabang Bekasi").locator(".row-actions > a").click();
    await page.waitForURL(/\/dashboard\/edit\/ejourney\/ejourney-report\//);
    // Seeded at 07:00 WIB the day before.
    expect(await page.inputValue("input[name=departure_at]")).toBe(`${wibDay(-1)}T07:00`);
    expect(await page.locator(".field__readonly").allTextContents()).toEqual(expect.arrayContaining(["Approved", "Rina Wulandari", expect.stringMatching(/^[A-Z][a-z]{2} \d+(st|nd|rd|th) \d{2} \d{2}:\d{2}:\d{2}$/)]));
    await page.fill("input[name=arrived_at]", `${wibDay(-1)}T09:15`);
    await save(page);
    expect(await toast(page), await errorsOn(page)).toBe("Data saved");
    await page.goto("/dashboard/ejourney/ejourney-report?q=Cabang%20Bekasi");
    expect(await row(page, "Cabang Bekasi").locator(".pill").textContent()).toBe("Completed");
    expect(await row(page, "Cabang Bekasi").locator("td").nth(7).textContent()).toMatch(/09:15:00$/);

    // A completed journey is closed: the refusal comes back on the form, which keeps what was typed.
    await row(page, "Cabang Bekasi").locator(".row-actions > a").click();
    await page.waitForURL(/\/dashboard\/edit\//);
    await page.fill("input[name=origin]", `Gudang Baru ${tag}`);
    await save(page);
    expect(await page.locator(".notice--error").textContent()).toContain("A rejected or completed journey can no longer be changed");
    expect(await page.inputValue("input[name=origin]")).toBe(`Gudang Baru ${tag}`);
    await page.close();
  });
});

describe("project POB and leave, without JavaScript", () => {
  it("projects: create, search, edit, delete", async () => {
    const page = await signedIn("admin");
    await crud(page, {
      list: "/dashboard/project-pob?tab=projects",
      async fill(p) {
        await p.fill("input[name=name]", `Proyek Gudang ${tag}`);
        await p.selectOption("select[name=location]", { index: 1 });
        await p.fill("input[name=start_date]", "2026-11-01");
        await p.fill("input[name=end_date]", "2026-12-31");
        return `Proyek Gudang ${tag}`;
      },
      async edit(p) {
        await p.fill("input[name=name]", `Proyek Gudang Timur ${tag}`);
        return `Proyek Gudang Timur ${tag}`;
      },
    });
    await page.close();
  });

  it("persons on board: create for a project and a day, search, edit, delete", async () => {
    const page = await signedIn("admin");
    await crud(page, {
      list: "/dashboard/project-pob?tab=pob",
      async fill(p) {
        await p.selectOption("select[name=project]", { index: 1 });
        await p.fill("input[name=date]", "2026-11-20");
        await p.selectOption("select[name=employee]", { index: 5 });
        await p.fill("input[name=note]", `Shift pagi ${tag}`);
        return `Shift pagi ${tag}`;
      },
      async edit(p) {
        await p.fill("input[name=note]", `Shift malam ${tag}`);
        return `Shift malam ${tag}`;
      },
    });
    await page.close();
  });

  it("holidays (mass leave): create, search, edit, delete", async () => {
    const page = await signedIn("admin");
    await crud(page, {
      list: "/dashboard/leave/mass-leave",
      async fill(p) {
        await p.fill("input[name=name]", `Cuti Bersama ${tag}`);
        await p.fill("input[name=start_date]", "2026-12-24");
        await p.fill("input[name=end_date]", "2026-12-26");
        return `Cuti Bersama ${tag}`;
      },
      async edit(p) {
        await p.fill("input[name=end_date]", "2026-12-27");
        await p.fill("input[name=name]", `Cuti Bersama Natal ${tag}`);
        return `Cuti Bersama Natal ${tag}`;
      },
    });
    await page.close();
  });

  it("leave balance: no create, no delete; find by search, adjust with a note", async () => {
    const token = await api.login("admin");
    const employee = (await api.call<{ data: { _id: string }[] }>(token, "GET", "employees?limit=1&active=true")).body.data[0]._id;
    const rule = (await api.call<{ data: { _id: string }[] }>(token, "GET", "leave-rules?limit=1")).body.data[0]._id;
    // Last year's balance, made by hand: the rules grant its entitlement (docs/decisions/0030).
    const created = await api.call(token, "POST", "leave-balance", { employee, leave_rule: rule, year: 2025, adjustment: 1, note: `Saldo awal ${tag}` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const page = await signedIn("admin");
    await page.goto("/dashboard/leave/balance");
    expect(await page.getByRole("link", { name: "Add new" }).count()).toBe(0);
    await search(page, `Saldo awal ${tag}`);
    expect(await rows(page).count()).toBe(1);
    await row(page, "2025").locator(".row-actions > a").click();
    await page.waitForURL(/\/dashboard\/edit\//);
    expect(await page.locator("input[name=used], input[name=entitled]").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Delete" }).count()).toBe(0);
    await page.fill("input[name=adjustment]", "3");
    await page.fill("textarea[name=note]", `Saldo koreksi ${tag}`);
    await save(page);
    expect(await toast(page), await errorsOn(page)).toBe("Data saved");
    await search(page, `Saldo koreksi ${tag}`);
    expect(await row(page, "2025").locator("td").nth(6).textContent()).toBe("3");
    await page.close();
  });
});

/** Which roles get each list (docs/specification.md §6 through contract/navigation.ts; HSE only for the configured admin). */
const APPROVAL_ROLES: Account[] = ["admin", "sub_admin", "admin_location", "approver"];
const STAFF: Account[] = ["admin", "sub_admin", "admin_location"];
const LISTS: [string, Account[]][] = [
  ...APPROVAL_LISTS.map(([leaf]): [string, Account[]] => [`/dashboard/approval/${leaf}`, APPROVAL_ROLES]),
  ["/dashboard/approval/approval-flow", STAFF],
  ["/dashboard/ejourney/company-vehicles", ["admin"]],
  ["/dashboard/ejourney/jmp-matrix", ["admin"]],
  ["/dashboard/ejourney/ejourney-approval", ["admin"]],
  ["/dashboard/ejourney/ejourney-report", ["admin"]],
  ["/dashboard/ejourney/medical-checkup", ["admin"]],
  ["/dashboard/project-pob?tab=projects", STAFF],
  ["/dashboard/project-pob?tab=pob", STAFF],
  ["/dashboard/leave/mass-leave", STAFF],
  ["/dashboard/leave/balance", STAFF],
];
const ROLES: Account[] = ["developer", "admin", "sub_admin", "custom", "admin_location", "approver", "employee"];

describe("a list per role", () => {
  it.each(ROLES)("%s gets exactly the lists the menu gives it, and 403 for the others", async (role) => {
    const cookie = await sessionCookie(api.server.url, role);
    const statuses = await Promise.all(LISTS.map(async ([path]) => (await fetch(`${api.server.url}${path}`, { headers: { cookie }, redirect: "manual" })).status));
    expect(Object.fromEntries(LISTS.map(([path], i) => [path, statuses[i]]))).toEqual(Object.fromEntries(LISTS.map(([path, roles]) => [path, roles.includes(role) ? 200 : 403])));
    // A decision posted by a role without the e-journey menu is refused like the page.
    if (role !== "admin") {
      const post = await fetch(`${api.server.url}/dashboard/ejourney/ejourney-approval`, {
        method: "POST",
        headers: { cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=decide&id=x&decision=approved",
        redirect: "manual",
      });
      expect(post.status).toBe(403);
    }
  });
});
