/**
 * The employee record through its pages, JavaScript disabled, on the real server with the demo
 * data: the active list's search, filters and toolbar; every section of the employee page edited and
 * kept (one row in every sub-list); the same-address copy; the account's block; resigning and finding
 * the leaver in the resigned list; the resume and its print page; who may see and change what.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_BACKEND, startApi, type Account, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { signedInPool } from "../support/pages";
import { PDF } from "../support/uploads";

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));
const tag = Date.now().toString(36).slice(-5).toUpperCase();
let employeeId = "";
const name = `Sekar Ayuningtyas ${tag}`;
const number = `E2E-${tag}`;
const base = () => `/dashboard/edit/employees/active-employees/${employeeId}`;

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
  const admin = await api.login("admin");
  const created = await api.call<{ data: { _id: string } }>(admin, "POST", "employees", { fullname: name, email: `sekar.${tag.toLowerCase()}@majubersama.demo`, join_date: "2021-04-01" });
  expect(created.status).toBe(201);
  employeeId = created.body.data._id;
});
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

/** Pages of browser contexts signed in through the real sign-in page (one per role). */
const signedIn = (account: Account) => sessions.page(account);

const toast = (page: Page) => page.locator(".toast").textContent();
const errors = (page: Page) => page.locator(".field__error, .notice--error, [id$=-error]").allTextContents().then((all) => all.join(" | "));
const rows = (page: Page) => page.locator("table.data-table tbody tr");
/** A read-only (computed) field's text on a record form. */
const readOnly = async (page: Page, field: string) => (await page.locator(`#record-form-${field}.field__readonly`).textContent())?.replace(/\s/g, " ");

async function submit(page: Page, label: string) {
  await page.locator(".form-actions").getByRole("button", { name: label, exact: true }).click();
  await page.waitForLoadState("domcontentloaded");
}

/** Opens a tab of the employee page, changes it and saves; the toast says so. */
async function editSection(page: Page, section: string, fill: (p: Page) => Promise<void>) {
  await page.goto(`${base()}?section=${section}`);
  await fill(page);
  await submit(page, "Save");
  expect(await toast(page), await errors(page)).toBe("Data saved");
  expect(new URL(page.url()).searchParams.get("section")).toBe(section);
}

/** Adds one row to a sub-list through its own form and comes back to the tab, where the row shows. */
async function addRow(page: Page, section: string, fill: (p: Page) => Promise<void>, shows: string) {
  await page.goto(`${base()}?section=${section}`);
  await page.getByRole("link", { name: "Add new" }).click();
  await page.waitForURL(new RegExp(`/${section}/new$`));
  await fill(page);
  await submit(page, "Create");
  expect(await toast(page), await errors(page)).toBe("Data saved");
  expect(new URL(page.url()).searchParams.get("section")).toBe(section);
  expect(await rows(page).filter({ hasText: shows }).count()).toBe(1);
}

describe("the employee lists, without JavaScript", () => {
  it("searches by name, employee no., department, job title and location, and filters", async () => {
    const page = await signedIn("admin");
    const search = async (q: string) => {
      await page.goto(`/dashboard/employees/active-employees?q=${encodeURIComponent(q)}`);
      return rows(page).allTextContents();
    };
    // Employee numbers follow the order of joining, which moves with the seed's "today": read hers first.
    const caroline = await api.call<{ data: { nickname: string }[] }>(await api.login("admin"), "GET", "employees?search=Caroline%20Kusuma&limit=1");
    expect((await search(caroline.body.data[0].nickname)).join()).toContain("Caroline Kusuma");
    expect(await search("Caroline Kusuma")).toHaveLength(1);
    const finance = await search("Finance & Accounting");
    expect(finance.length).toBeGreaterThan(3);
    for (const text of finance) expect(text).toContain("Finance & Accounting");
    const cashiers = await search("Cashier");
    expect(cashiers.length).toBeGreaterThan(0);
    for (const text of cashiers) expect(text).toContain("Cashier");
    expect((await search("Sudirman")).length).toBeGreaterThan(0);

    // The filter form: status, department, location, join date range (a plain GET form).
    await page.goto("/dashboard/employees/active-employees");
    await page.selectOption("select[name='f.status']", "pkwt");
    await page.selectOption("select[name='f.department']", { label: "FIN · Finance & Accounting" });
    await page.fill("input[name='f.join_date.from']", "2025-01-01");
    await page.locator("form[role=search] button[type=submit]").click();
    await page.waitForURL(/f\.status=pkwt/);
    const filtered = await rows(page).allTextContents();
    expect(filtered.length).toBeGreaterThan(0);
    for (const text of filtered) {
      expect(text).toContain("Contract (PKWT)");
      expect(text).toContain("Finance & Accounting");
      expect(text).toMatch(/ 20(25|26)(?!\d)/);
    }
    await page.selectOption("select[name='f.location']", { index: 1 });
    await page.locator("form[role=search] button[type=submit]").click();
    await page.waitForURL(/f\.location=/);

    // Create is an invitation; the toolbar leads to bulk invite, import and an export of the current filter.
    const href = (label: string) => page.locator(".list-toolbar .button-row").getByRole("link", { name: label, exact: true }).getAttribute("href");
    expect(await href("Add new")).toBe("/dashboard/employees/active-employees/invite");
    expect(await href("Bulk invite")).toBe("/dashboard/employees/active-employees/bulk-invite");
    expect(await href("Import")).toBe("/dashboard/employees/active-employees/import");
    const exported = new URL((await href("Export"))!, api.server.url);
    expect(exported.pathname).toBe("/dashboard/employees/active-employees/export");
    expect(exported.searchParams.get("f.status")).toBe("pkwt");
    expect(exported.searchParams.get("f.join_date.from")).toBe("2025-01-01");

    await page.goto("/dashboard/employees/resigned-employees?q=Caroline");
    expect(await page.locator(".list-toolbar").getByRole("link", { name: "Add new" }).count()).toBe(0);
    expect(new URL((await href("Export"))!, api.server.url).pathname).toBe("/dashboard/employees/resigned-employees/export");
    await page.close();
  });
});

describe("the employee page, without JavaScript", () => {
  it("edits every section and keeps the values; computed fields are read-only", async () => {
    const page = await signedIn("admin");
    await editSection(page, "personnel", async (p) => {
      await p.fill("input[name=nickname]", number);
      await p.fill("input[name=birth_date]", "1990-05-17");
      await p.fill("input[name=birth_place]", "Yogyakarta");
      await p.selectOption("select[name=gender]", "female");
      await p.selectOption("select[name=marital_status]", "k/1");
      await p.selectOption("select[name=blood_type]", "AB+");
      await p.fill("input[name=no_of_children]", "1");
      await p.selectOption("select[name=religion]", { index: 1 });
    });
    expect(await page.inputValue("input[name=nickname]")).toBe(number);
    expect(await page.inputValue("input[name=birth_place]")).toBe("Yogyakarta");
    expect(await page.inputValue("select[name=blood_type]")).toBe("AB+");
    expect(await page.locator("input[name=age]").count()).toBe(0);
    expect(Number(await readOnly(page, "age"))).toBeGreaterThanOrEqual(36);

    await editSection(page, "employment", async (p) => {
      await p.fill("input[name=end_of_contract]", "2027-03-31");
      await p.selectOption("select[name=recruitment_type]", "job_portal");
      await p.selectOption("select[name=status]", "pkwt");
    });
    expect(await page.inputValue("select[name=status]")).toBe("pkwt");
    expect(await page.inputValue("input[name=end_of_contract]")).toBe("2027-03-31");
    expect(Number(await readOnly(page, "service_length"))).toBeGreaterThanOrEqual(5.6);
    expect(await page.locator("input[name=service_length], input[name=work_experience]").count()).toBe(0);

    await editSection(page, "assignment", async (p) => {
      await p.selectOption("select[name=department]", { label: "FIN · Finance & Accounting" });
      await p.selectOption("select[name=location]", { index: 1 });
      await p.selectOption("select[name=work_days]", "6");
      await p.selectOption("select[name=supervisor]", { index: 2 });
    });
    expect(await page.inputValue("select[name=work_days]")).toBe("6");
    expect(await page.locator("select[name=supervisor] option:checked").textContent()).not.toBe("");

    // Bad input keeps every value and names the field.
    await page.goto(`${base()}?section=salary`);
    await page.fill("input[name=account_number]", "12-34x");
    await page.fill("input[name=basic_salary]", "Rp 12.500.000,00");
    await submit(page, "Save");
    expect(await page.locator("[id$=account_number-error]").textContent()).toBe("Must contain digits only");
    expect(await page.inputValue("input[name=basic_salary]")).toBe("12500000");
    await editSection(page, "salary", async (p) => {
      await p.selectOption("select[name=bank]", { index: 1 });
      await p.fill("input[name=account_number]", "0012345678");
      await p.fill("input[name=thp]", "14000000");
      await p.fill("input[name=basic_salary]", "12500000");
      await p.selectOption("select[name=pph_deduction]", "gross_up");
      await p.check("input[name=has_valid_npwp]");
      await p.fill("input[name=allowance_housing]", "1000000");
      await p.fill("input[name=allowance_meal]", "500000");
      await p.fill("input[name=allowance_transport]", "400000");
      await p.fill("input[name=allowance_field]", "300000");
      await p.fill("input[name=allowance_telephone]", "200000");
      await p.fill("input[name=allowance_other]", "100000");
      await p.fill("input[name=yard_bonus]", "250000");
      await p.fill("input[name=job_bonus_normal]", "150000");
      await p.fill("input[name=job_bonus_complex]", "350000");
      await p.uncheck("input[name=payroll_active]");
    });
    expect(await page.inputValue("input[name=account_number]")).toBe("0012345678");
    expect(await page.inputValue("input[name=allowance_telephone]")).toBe("200000");
    expect(await page.inputValue("select[name=pph_deduction]")).toBe("gross_up");
    expect(await page.isChecked("input[name=payroll_active]")).toBe(false);

    await editSection(page, "legalities", async (p) => {
      await p.fill("input[name=ktp_number]", "3471015705900001");
      await p.fill("input[name=npwp_number]", "12.345.678.9-012.000");
      await p.fill("input[name=bpjs_tk_number]", "20012345678");
      await p.fill("input[name=bpjs_ks_number]", "0001234567890");
    });
    expect(await page.inputValue("input[name=ktp_number]")).toBe("3471015705900001");

    // BPJS: the amounts follow from the wage bases and the caps (JP capped at 11,086,300; KS at 12,000,000).
    await editSection(page, "deduction", async (p) => {
      await p.check("input[name=bpjs_tk_registered]");
      await p.selectOption("select[name=bpjs_type]", "1");
      await p.fill("input[name=bpjs_tk_salary]", "20000000");
      await p.check("input[name=bpjs_ks_registered]");
      await p.check("input[name=additional_family_member]");
      await p.fill("input[name=total_additional_family]", "1");
    });
    expect(await readOnly(page, "jkk_percentage")).toBe("0.24 %");
    expect(await readOnly(page, "bpjs_tk_jht")).toBe("Rp 400.000,00");
    expect(await readOnly(page, "bpjs_tk_jp")).toBe("Rp 110.863,00");
    expect(await readOnly(page, "bpjs_jkk")).toBe("Rp 48.000,00");
    expect(await readOnly(page, "bpjs_jkm")).toBe("Rp 60.000,00");
    // Kesehatan on basic salary + allowances = 15,000,000, capped at 12,000,000: 1 % twice (the employee and one more member).
    expect(await readOnly(page, "bpjs_ks")).toBe("Rp 240.000,00");
    expect(await page.locator("input[name=bpjs_ks]").count()).toBe(0);
    await page.close();
  });

  it("copies the ID-card address to the domicile when 'same address' is ticked", async () => {
    const page = await signedIn("admin");
    await editSection(page, "address", async (p) => {
      await p.fill("input[name='id_card_address.address']", "Jl. Kaliurang Km 5 No. 12");
      await p.fill("input[name='id_card_address.rt']", "007");
      await p.fill("input[name='id_card_address.rw']", "002");
      await p.fill("input[name='id_card_address.city']", "Sleman");
      await p.fill("input[name='id_card_address.province']", "DI Yogyakarta");
      await p.fill("input[name='id_card_address.postal_code']", "55281");
      await p.fill("input[name='domicile_address.address']", "Kos Melati");
      await p.check("input[name=domicile_same_address]");
    });
    expect(await page.inputValue("input[name='id_card_address.city']")).toBe("Sleman");
    expect(await page.inputValue("input[name='domicile_address.address']")).toBe("Jl. Kaliurang Km 5 No. 12");
    expect(await page.inputValue("input[name='domicile_address.postal_code']")).toBe("55281");
    // While the copy holds, the domicile cannot be typed over.
    expect(await page.isDisabled("input[name='domicile_address.address']")).toBe(true);
    await page.close();
  });

  it("adds a row to every sub-list", async () => {
    const page = await signedIn("admin");
    await addRow(page, "emergency-contacts", async (p) => {
      await p.fill("input[name=name]", "Bambang Wijaya");
      await p.selectOption("select[name=relationship]", { index: 1 });
      await p.fill("input[name=phone]", "0812 7777 8888");
    }, "Bambang Wijaya");
    await addRow(page, "family", async (p) => {
      await p.fill("input[name=name]", "Raka Ayuningtyas");
      await p.selectOption("select[name=relationship]", { index: 1 });
      await p.check("input[name=bpjs_ks_additional]");
    }, "Raka Ayuningtyas");
    expect(await rows(page).filter({ hasText: "Raka Ayuningtyas" }).textContent()).toContain("Yes");
    await addRow(page, "work-experiences", async (p) => {
      await p.fill("input[name=company_name]", "PT Sinar Mas Logistik");
      await p.fill("input[name=job_title]", "Staff Keuangan");
      await p.fill("input[name=location]", "Surabaya");
      await p.fill("input[name=start_date]", "2015-02-01");
      await p.fill("input[name=end_date]", "2021-03-15");
    }, "PT Sinar Mas Logistik");
    await addRow(page, "educations", async (p) => {
      await p.fill("input[name=institute_name]", "Universitas Gadjah Mada");
      await p.selectOption("select[name=title]", { index: 1 });
      await p.selectOption("select[name=major]", { index: 1 });
      await p.fill("input[name=grad_year]", "2013");
    }, "Universitas Gadjah Mada");
    // A course without dates reads 'No Date'.
    await addRow(page, "courses", async (p) => {
      await p.fill("input[name=name]", "Brevet Pajak A dan B");
      await p.fill("input[name=issuing_organization]", "IKPI");
    }, "Brevet Pajak A dan B");
    expect(await rows(page).filter({ hasText: "Brevet Pajak A dan B" }).textContent()).toContain("No Date");
    await addRow(page, "attachments", async (p) => {
      await p.fill("input[name=name]", "Ijazah S1");
      await p.setInputFiles("input[name=file]", { name: "ijazah.pdf", mimeType: "application/pdf", buffer: PDF });
    }, "Ijazah S1");
    expect(await rows(page).filter({ hasText: "Ijazah S1" }).getByRole("link", { name: "ijazah.pdf" }).count()).toBe(1);
    // A row is deleted after 'Are you sure want to delete {name}?'.
    await addRow(page, "attachments", async (p) => {
      await p.fill("input[name=name]", "Salah unggah");
    }, "Salah unggah");
    const wrong = rows(page).filter({ hasText: "Salah unggah" });
    await wrong.locator("details.confirm > summary").click();
    expect(await wrong.locator(".confirm__panel p").textContent()).toBe("Are you sure want to delete Salah unggah?");
    await wrong.locator(".confirm__panel").getByRole("button", { name: "Delete" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("Data deleted");
    expect(new URL(page.url()).searchParams.get("section")).toBe("attachments");
    expect(await rows(page).filter({ hasText: "Salah unggah" }).count()).toBe(0);
    await addRow(page, "case-achievement", async (p) => {
      await p.fill("input[name=title]", "Karyawan Terbaik 2025");
      await p.selectOption("select[name=type]", "achievement");
      await p.fill("input[name=date]", "2025-12-20");
      await p.fill("textarea[name=description]", "Penutupan buku tercepat");
    }, "Karyawan Terbaik 2025");

    // A row opens on its own form, keeps what was saved and can be changed.
    await page.getByRole("link", { name: "Karyawan Terbaik 2025" }).first().click();
    await page.waitForURL(/\/case-achievement\/[0-9a-f-]{36}$/);
    expect(await page.inputValue("input[name=date]")).toBe("2025-12-20");
    await page.fill("input[name=title]", "Karyawan Terbaik 2025 (Keuangan)");
    await submit(page, "Save");
    expect(await rows(page).filter({ hasText: "Karyawan Terbaik 2025 (Keuangan)" }).count()).toBe(1);
    await page.close();
  });

  it("sets the account: e-mail, phone, a new password and the block (which ends the employee's session)", async () => {
    const page = await signedIn("admin");
    const email = `sekar.login.${tag.toLowerCase()}@majubersama.demo`;
    await editSection(page, "account", async (p) => {
      await p.fill("input[name=email]", email);
      await p.fill("input[name=phone]", "0813 2222 4444");
      await p.fill("input[name=password]", "Sekar-pass-2026");
    });
    expect(await page.inputValue("input[name=email]")).toBe(email);
    expect(await page.inputValue("input[name=password]")).toBe("");
    expect(await readOnly(page, "level")).toBe("Employee");

    const login = await api.call<{ data: { token: string } }>(null, "POST", "auth/login", { username: email, password: "Sekar-pass-2026" });
    expect(login.status).toBe(200);
    const token = login.body.data.token;
    await editSection(page, "account", async (p) => {
      await p.check("input[name=blocked]");
    });
    expect(await page.isChecked("input[name=blocked]")).toBe(true);
    expect((await api.call(token, "GET", "auth/me")).status).toBe(401);
    await editSection(page, "account", async (p) => {
      await p.uncheck("input[name=blocked]");
    });
    await page.close();
  });

  it("shows the resume and its print page", async () => {
    const page = await signedIn("admin");
    await page.goto(base());
    await page.getByRole("link", { name: "Resume" }).click();
    await page.waitForURL(/\/resume$/);
    const resume = page.locator("article.resume");
    expect(await resume.locator(".resume__name").textContent()).toBe(name);
    const text = await resume.textContent();
    for (const shown of [number, "Yogyakarta", "PT Sinar Mas Logistik", "Universitas Gadjah Mada", "Brevet Pajak A dan B", "No Date", "Raka Ayuningtyas", "Bambang Wijaya", "Karyawan Terbaik 2025", "Ijazah S1", "Jl. Kaliurang Km 5 No. 12"]) {
      expect(text, shown).toContain(shown);
    }
    const print = await page.getByRole("link", { name: "Print" }).getAttribute("href");
    await page.goto(print!);
    expect(await page.locator(".shell, nav").count()).toBe(0);
    expect(await page.locator("article.resume .resume__name").textContent()).toBe(name);
    expect(await page.locator("link[rel=stylesheet][href*=resume]").count()).toBe(1);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".no-print").isVisible()).toBe(false);
    await page.close();
  });

  it("resigns the employee, who then shows in the resigned list with the date and reason", async () => {
    const page = await signedIn("admin");
    await page.goto(`${base()}?section=exit`);
    await submit(page, "Resign employee");
    // The browser's own check stops an empty form; the server's message shows when it gets through.
    expect(page.url()).toContain("section=exit");
    await page.fill("input[name=resign_date]", "2020-01-01");
    await page.fill("textarea[name=exit_reason]", "Pindah ke luar kota");
    await submit(page, "Resign employee");
    expect(await page.locator("[id$=resign_date-error]").textContent()).toBe("Must be on or after the join date");
    expect(await page.inputValue("textarea[name=exit_reason]")).toBe("Pindah ke luar kota");
    await page.fill("input[name=resign_date]", "2026-11-15");
    await submit(page, "Resign employee");
    await page.waitForURL(/\/dashboard\/employees\/resigned-employees$/);
    expect(await toast(page)).toBe("The employee has resigned. They are now in Resigned Employees.");

    await page.goto(`/dashboard/employees/resigned-employees?q=${encodeURIComponent(number)}`);
    const leaver = rows(page).filter({ hasText: name });
    expect(await leaver.count()).toBe(1);
    expect(await leaver.textContent()).toContain("Nov 15th 2026");
    expect(await leaver.textContent()).toContain("Pindah ke luar kota");
    await page.goto(`/dashboard/employees/active-employees?q=${encodeURIComponent(number)}`);
    expect(await page.locator("[data-empty]").textContent()).toBe("No Data");
    // Nor is the leaver's page found under Active Employees any more.
    expect((await page.goto(base()))?.status()).toBe(404);

    // The leaver's page reads through the resigned list; their history keeps them (delete is refused).
    await page.goto(`/dashboard/employees/resigned-employees?q=${encodeURIComponent(number)}`);
    await rows(page).filter({ hasText: name }).getByRole("link", { name, exact: true }).click();
    await page.waitForURL(/\/resigned-employees\/[0-9a-f-]{36}$/);
    await page.goto(`${page.url()}?section=employment`);
    expect(await readOnly(page, "exit_reason")).toBe("Pindah ke luar kota");
    expect(await readOnly(page, "resign_date")).toBe("Nov 15th 26");
    expect(await page.locator(".tabs").getByRole("link", { name: "Reinstate" }).count()).toBe(1);

    // Deleting from the resigned list (DELETE employees/exit-employee/{id}): a leaver without payroll or
    // attendance history goes for good, sub-lists and account with them.
    await page.goto(`/dashboard/employees/resigned-employees?q=${encodeURIComponent(number)}`);
    const target = rows(page).filter({ hasText: name });
    await target.locator("details.confirm > summary").click();
    expect(await target.locator(".confirm__panel p").textContent()).toBe(`Are you sure want to delete ${name}?`);
    await target.locator(".confirm__panel").getByRole("button", { name: "Delete" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast(page)).toBe("Data deleted");
    expect(await page.locator("[data-empty]").textContent()).toBe("No Data");
    expect((await api.call(await api.login("admin"), "GET", `employees/${employeeId}`)).status).toBe(404);
    await page.close();
  });
});

describe("roles", () => {
  it("offers an inviter only the levels below their own (decision 0019)", async () => {
    for (const [account, levels] of [
      ["admin", ["employee", "approver", "sub_admin", "admin_location"]],
      ["sub_admin", ["employee", "approver", "admin_location"]],
      ["admin_location", ["employee"]],
    ] as const) {
      const page = await signedIn(account);
      expect((await page.goto("/dashboard/employees/active-employees/invite"))?.status()).toBe(200);
      expect(await page.locator("select[name=level] option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)), account).toEqual(levels);
      await page.close();
    }
  });

  it("lets a read-only custom user see the record but not change it; an employee gets 403", async () => {
    const custom = await signedIn("custom");
    const list = await custom.goto("/dashboard/employees/active-employees?q=Caroline");
    expect(list?.status()).toBe(200);
    expect(await custom.locator(".list-toolbar").getByRole("link", { name: "Add new" }).count()).toBe(0);
    const caroline = (await api.call<{ data: { _id: string }[] }>(await api.login("admin"), "GET", "employees?search=Caroline%20Kusuma")).body.data[0]._id;
    const record = await custom.goto(`/dashboard/edit/employees/active-employees/${caroline}?section=legalities`);
    expect(record?.status()).toBe(200);
    // Pay is the payroll menu's (decision 0019): without it the salary and BPJS tabs are not there.
    for (const tab of ["Salary", "BPJS deduction"]) expect(await custom.locator(".tabs").getByRole("link", { name: tab, exact: true }).count(), tab).toBe(0);
    expect(await custom.locator(".tabs").getByRole("link", { name: "Legalities", exact: true }).count()).toBe(1);
    expect(await custom.locator(".form-actions").count()).toBe(0);
    expect(await custom.locator(".notice--info").count()).toBe(1);
    expect(await custom.locator(".tabs").getByRole("link", { name: "Resign" }).count()).toBe(0);
    expect((await custom.goto(`/dashboard/edit/employees/active-employees/${caroline}?section=exit`))?.status()).toBe(403);
    expect((await custom.goto(`/dashboard/edit/employees/active-employees/${caroline}?section=salary`))?.status()).toBe(404);
    await custom.goto(`/dashboard/edit/employees/active-employees/${caroline}?section=family`);
    expect(await custom.getByRole("link", { name: "Add new" }).count()).toBe(0);
    expect(await custom.locator("details.confirm").count()).toBe(0);
    expect((await custom.goto(`/dashboard/edit/employees/active-employees/${caroline}/family/new`))?.status()).toBe(403);
    await custom.close();

    const employee = await signedIn("employee");
    expect((await employee.goto("/dashboard/employees/active-employees"))?.status()).toBe(403);
    expect((await employee.goto(`/dashboard/edit/employees/active-employees/${caroline}`))?.status()).toBe(403);
    expect((await employee.goto(`/dashboard/employees/active-employees/${caroline}/resume`))?.status()).toBe(403);
    expect((await employee.goto(`/print/employees/active-employees/${caroline}/resume`))?.status()).toBe(403);
    await employee.close();
  });
});
