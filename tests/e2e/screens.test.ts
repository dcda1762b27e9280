/**
 * The declared screens (docs/conventions.md habit 5) through their pages, on the real server with the demo data:
 * - with JavaScript disabled, every generic section creates, finds by search, edits and deletes a record
 *   where the section allows it (developer sections, the thirteen reference lists, the portal, access level,
 *   the activity log), and the field manipulator holds through the action;
 * - every role gets each list or a 403, as the menu says;
 * - with JavaScript on, the searchable option picker and the live field manipulator.
 * One server and one signed-in browser context per role for the whole file.
 */
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNTS, DEMO_PASSWORD, PAGES_BACKEND, startApi, type Account, type TestApi } from "../support/api";
import { launchBrowser, newContext } from "../support/browser";
import { sessionCookie, signedInPool } from "../support/pages";
import { PDF, PNG } from "../support/uploads";

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));
const tag = Date.now().toString(36).slice(-5).toUpperCase();

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND, { HSE_ACCESS: ACCOUNTS.admin }), launchBrowser()]);
});
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

/** Pages of browser contexts signed in through the real sign-in page (one per role and JavaScript setting). */
const signedIn = (account: Account, javaScript = false) => sessions.page(account, javaScript);

const toast = (page: Page) => page.locator(".toast").textContent();

/** The list's search form (a plain GET form). */
async function search(page: Page, term: string) {
  await page.fill("#list-q", term);
  await page.locator("form[role=search] button[type=submit]").click();
  await page.waitForURL((url) => url.searchParams.get("q") === term);
}

const row = (page: Page, text: string) => page.locator("table.data-table tbody tr", { hasText: text });

async function save(page: Page, label: "Create" | "Save" = "Save") {
  await page.locator(".form-actions").getByRole("button", { name: label, exact: true }).click();
  await page.waitForLoadState("domcontentloaded");
}

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
  /** Fills the create form; returns the text that identifies the record. */
  fill(page: Page): Promise<string>;
  /** Changes the record on its edit page; returns the new identifying text. */
  edit?(page: Page): Promise<string>;
  /** The search term that finds it (default: the identifying text). */
  term?(name: string): string;
}

/** Create → find by search → edit → find again → delete → gone, all through the pages without JavaScript. */
async function crud(page: Page, c: CrudCase) {
  await page.goto(c.list);
  await page.getByRole("link", { name: "Add new" }).click();
  await page.waitForURL(/\/dashboard\/edit\/.+\/new/);
  const name = await c.fill(page);
  await save(page, "Create");
  expect(await toast(page), await page.locator(".field__error, .notice--error").allTextContents().then((t) => t.join(" | "))).toBe("Data saved");
  await search(page, c.term?.(name) ?? name);
  expect(await row(page, name).count()).toBe(1);
  let current = name;
  if (c.edit) {
    await row(page, name).locator(".row-actions > a").click();
    await page.waitForURL(/\/dashboard\/edit\//);
    current = await c.edit(page);
    await save(page);
    expect(await toast(page), await page.locator(".field__error, .notice--error").allTextContents().then((t) => t.join(" | "))).toBe("Data saved");
    await search(page, c.term?.(current) ?? current);
    expect(await row(page, current).count()).toBe(1);
  }
  await deleteRow(page, current);
  await search(page, c.term?.(current) ?? current);
  expect(await page.locator("[data-empty]").textContent()).toBe("No Data");
}

describe("developer sections, without JavaScript", () => {
  it("companies: create, search by name, edit, delete; login as admin on each row", async () => {
    const page = await signedIn("developer");
    await crud(page, {
      list: "/dashboard/companies",
      async fill(p) {
        await p.fill("input[name=name]", `PT Uji ${tag}`);
        await p.fill("input[name=code]", `U${tag}`);
        await p.fill("input[name=umk]", "Rp 5.500.000,00");
        await p.selectOption("select[name=jkk_percentage]", "0.54");
        return `PT Uji ${tag}`;
      },
      async edit(p) {
        expect(await p.inputValue("input[name=umk]")).toBe("5500000");
        await p.fill("input[name=name]", `PT Uji Ubah ${tag}`);
        return `PT Uji Ubah ${tag}`;
      },
    });
    await page.goto("/dashboard/companies");
    expect(await row(page, "PT Maju Bersama").locator("td").nth(2).textContent()).toBe("Rina Wulandari");
    await page.close();

    // "Login as admin" on a row (a session of its own: it changes who is signed in).
    const context = await newContext(browser, { javaScript: false, baseURL: api.server.url });
    const own = await context.newPage();
    await own.goto("/");
    await own.fill("input[name=username]", ACCOUNTS.developer);
    await own.fill("input[name=password]", DEMO_PASSWORD);
    await own.click("form[method=post] button[type=submit]");
    await own.waitForURL(/\/dashboard\/home/);
    await own.goto("/dashboard/companies");
    await row(own, "PT Samudra Energi").getByRole("button", { name: "Login as admin" }).click();
    await own.waitForURL(/\/dashboard\/home/);
    expect(await own.locator(".notice--warning").textContent()).toContain("PT Samudra Energi");
    await context.close();
  });

  it("developers: create, search, edit, delete; a server error comes back beside its field", async () => {
    const page = await signedIn("developer");
    await crud(page, {
      list: "/dashboard/developer",
      async fill(p) {
        await p.fill("input[name=name]", `Dev ${tag}`);
        await p.fill("input[name=email]", `dev.${tag.toLowerCase()}@example.test`);
        return `Dev ${tag}`;
      },
      async edit(p) {
        await p.fill("input[name=name]", `Dev Ubah ${tag}`);
        return `Dev Ubah ${tag}`;
      },
    });
    // Another account's e-mail: the API's 409 shows beside the e-mail field, and the form keeps what was typed.
    await page.goto("/dashboard/edit/developer/new");
    await page.fill("input[name=name]", `Dup ${tag}`);
    await page.fill("input[name=email]", ACCOUNTS.developer);
    await save(page, "Create");
    expect(await page.locator("#record-form-email-error, [id$='email-error']").textContent()).toMatch(/Already used/);
    expect(await page.inputValue("input[name=name]")).toBe(`Dup ${tag}`);
    await page.close();
  });

  it("invited users: no create, a searchable list with 'No Data' when nothing matches", async () => {
    const page = await signedIn("developer");
    await page.goto("/dashboard/invited-user");
    expect(await page.getByRole("link", { name: "Add new" }).count()).toBe(0);
    await search(page, `nobody-${tag}`);
    expect(await page.locator("[data-empty]").textContent()).toBe("No Data");
    await page.close();
  });

  it("request access: a company asks (Access Level), the developer finds it, moves it to In Progress and deletes it", async () => {
    const admin = await signedIn("admin");
    await admin.goto("/dashboard/access-level/request-access");
    await admin.fill("textarea[name=purpose]", `Payroll export ${tag}`);
    await admin.getByRole("button", { name: "Send request" }).click();
    await admin.waitForLoadState("domcontentloaded");
    expect(await toast(admin)).toBe("Request has been sent, thank you for your feedback");
    await admin.close();

    const page = await signedIn("developer");
    await page.goto("/dashboard/access");
    expect(await page.getByRole("link", { name: "Add new" }).count()).toBe(0);
    await search(page, "Rina Wulandari");
    const request = row(page, `Payroll export ${tag}`);
    expect(await request.locator(".pill").textContent()).toBe("To-Do");
    await request.locator(".row-actions > a").click();
    await page.selectOption("select[name=status]", "progress");
    await save(page);
    expect(await toast(page)).toBe("Data saved");
    await page.goto("/dashboard/access?f.status=progress");
    expect(await row(page, `Payroll export ${tag}`).locator(".pill").textContent()).toBe("In Progress");
    await page.goto("/dashboard/access?f.status=done");
    expect(await row(page, `Payroll export ${tag}`).count()).toBe(0);
    await page.goto("/dashboard/access?f.status=progress");
    await deleteRow(page, `Payroll export ${tag}`);
    await page.close();
  });

  it("ads: create with a PNG image, refuse a PDF beside the field, search, edit, delete", async () => {
    const page = await signedIn("developer");
    await crud(page, {
      list: "/dashboard/banners",
      async fill(p) {
        await p.fill("input[name=title]", `Promo ${tag}`);
        await p.fill("input[name=link]", "https://example.test/promo");
        await p.setInputFiles("input[name=image]", { name: "letter.pdf", mimeType: "application/pdf", buffer: PDF });
        await save(p, "Create");
        expect(await p.locator("[id$='image-error']").textContent()).toBe("Only PNG, JPG or GIF files are accepted");
        expect(await p.inputValue("input[name=title]")).toBe(`Promo ${tag}`);
        await p.setInputFiles("input[name=image]", { name: "promo.png", mimeType: "image/png", buffer: PNG });
        return `Promo ${tag}`;
      },
      async edit(p) {
        expect(await p.locator(".field__file a").count()).toBe(1);
        await p.fill("input[name=title]", `Promo Baru ${tag}`);
        return `Promo Baru ${tag}`;
      },
    });
    await page.close();
  });

  it("exports the current filter as an .xlsx file", async () => {
    const page = await signedIn("developer");
    await page.goto("/dashboard/companies?q=Maju");
    const href = await page.getByRole("link", { name: "Export" }).getAttribute("href");
    expect(href).toBe("/dashboard/export/companies?q=Maju");
    const response = await page.context().request.get(href!);
    expect(response.headers()["content-type"]).toContain("spreadsheetml");
    expect(response.headers()["content-disposition"]).toMatch(/attachment; filename="companies-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.body()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, "Name", "Address", "Admin"]);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe("PT Maju Bersama");
    await page.close();
  });
});

const REFERENCE_TABS = [
  ["employee-organization", "sponsors"],
  ["employee-organization", "departments"],
  ["employee-organization", "sub-departments"],
  ["employee-organization", "job-titles"],
  ["employee-organization", "locations"],
  ["employee-personal", "nationalities"],
  ["employee-personal", "religions"],
  ["employee-personal", "titles"],
  ["employee-personal", "majors"],
  ["employee-personal", "courses-type"],
  ["employee-personal", "relationships"],
  ["employee-personal", "banks"],
  ["employee-personal", "roles"],
] as const;

describe("data references, without JavaScript", () => {
  it("each of the thirteen lists: create, search, edit, delete", async () => {
    const page = await signedIn("admin");
    for (const [leaf, tab] of REFERENCE_TABS) {
      const code = `T${tag}${tab.slice(0, 3).toUpperCase()}`;
      await crud(page, {
        list: `/dashboard/organization/${leaf}?tab=${tab}`,
        async fill(p) {
          expect(new URL(p.url()).searchParams.get("tab")).toBe(tab);
          await p.fill("input[name=code]", code);
          await p.fill("input[name=name]", `Uji ${tab} ${tag}`);
          if (tab === "departments") await p.selectOption("select[name=head]", { index: 2 });
          if (tab === "roles") await p.fill("input[name=level]", "4");
          return `Uji ${tab} ${tag}`;
        },
        async edit(p) {
          expect(await p.inputValue("input[name=code]")).toBe(code);
          await p.fill("input[name=name]", `Ubah ${tab} ${tag}`);
          return `Ubah ${tab} ${tag}`;
        },
      });
    }
    await page.close();
  });

  it("keeps a bad value beside its field with the form filled, in the user's language", async () => {
    const page = await signedIn("admin");
    await page.goto("/dashboard/edit/organization/employee-organization/new?tab=sponsors");
    await page.fill("input[name=code]", "PERT");
    await page.fill("input[name=name]", `Sponsor ${tag}`);
    await save(page, "Create");
    await page.goto("/dashboard/edit/organization/employee-organization/new?tab=sponsors&lng=id");
    await page.fill("input[name=code]", "PERT");
    await page.fill("input[name=name]", `Sponsor kedua ${tag}`);
    await page.locator(".form-actions").getByRole("button", { name: "Buat" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("[id$='code-error']").textContent()).toBe("Sudah dipakai oleh data lain");
    expect(await page.inputValue("input[name=name]")).toBe(`Sponsor kedua ${tag}`);
    await page.goto(`/dashboard/organization/employee-organization?tab=sponsors&q=zz-${tag}`);
    expect(await page.locator("[data-empty]").textContent()).toBe("Tidak Ada Data");
    await page.goto("/dashboard/organization/employee-organization?tab=sponsors&lng=en");
    await page.close();
  });
});

describe("portal, without JavaScript", () => {
  it("company info tabs: info, tax information (tax person number read-only), other", async () => {
    const page = await signedIn("admin");
    await page.goto("/dashboard/portal/company-info");
    expect(await page.locator(".tabs a").allTextContents()).toEqual(["Company Info", "Tax Information", "Digital Signature", "Certificates", "Other"]);
    await page.fill("input[name=phone]", "+62 21 5150 9999");
    await save(page);
    expect(await toast(page)).toBe("Data saved");
    expect(await page.inputValue("input[name=phone]")).toBe("+62 21 5150 9999");

    await page.goto("/dashboard/portal/company-info?tab=tax");
    expect(await page.locator("input[name=tax_person_number]").count()).toBe(0);
    expect(await page.locator(".field__readonly").first().textContent()).toMatch(/^\d{16}$/);
    await page.fill("input[name=bpjs_tk_no]", `BP${tag}`);
    await page.selectOption("select[name=jkk_percentage]", "1.27");
    await save(page);
    expect(await toast(page)).toBe("Data saved");
    expect(await page.inputValue("input[name=bpjs_tk_no]")).toBe(`BP${tag}`);
    expect(await page.inputValue("select[name=jkk_percentage]")).toBe("1.27");

    await page.goto("/dashboard/portal/company-info?tab=other");
    await page.fill("input[name=industry]", `Distribusi ${tag}`);
    await save(page);
    expect(await page.inputValue("input[name=industry]")).toBe(`Distribusi ${tag}`);
    await page.close();
  });

  it("digital signatures and certificates: create with a file, search, edit, delete", async () => {
    const page = await signedIn("admin");
    await crud(page, {
      list: "/dashboard/portal/company-info?tab=digital-sign",
      async fill(p) {
        await p.fill("input[name=name]", `Ttd ${tag}`);
        await p.fill("input[name=title]", "Direktur");
        await p.check("input[name=selected]");
        await p.setInputFiles("input[name=file]", { name: "sign.png", mimeType: "image/png", buffer: PNG });
        return `Ttd ${tag}`;
      },
      async edit(p) {
        expect(await p.isChecked("input[name=selected]")).toBe(true);
        await p.fill("input[name=name]", `Ttd Baru ${tag}`);
        return `Ttd Baru ${tag}`;
      },
    });
    await crud(page, {
      list: "/dashboard/portal/company-info?tab=certificates",
      async fill(p) {
        await p.fill("input[name=cert_name]", `ISO ${tag}`);
        await p.setInputFiles("input[name=file]", { name: "iso.pdf", mimeType: "application/pdf", buffer: PDF });
        return `ISO ${tag}`;
      },
      async edit(p) {
        await p.fill("input[name=cert_name]", `ISO 9001 ${tag}`);
        return `ISO 9001 ${tag}`;
      },
    });
    await page.close();
  });

  it("useful links with optional targets: create, search, edit, delete", async () => {
    const page = await signedIn("admin");
    await crud(page, {
      list: "/dashboard/portal/links",
      async fill(p) {
        await p.fill("input[name=display]", `Panduan ${tag}`);
        await p.fill("input[name=link]", "https://example.test/panduan");
        await p.selectOption("select[name=department]", { label: "HRD · Human Resources" });
        return `Panduan ${tag}`;
      },
      async edit(p) {
        await p.fill("input[name=display]", `Panduan Baru ${tag}`);
        return `Panduan Baru ${tag}`;
      },
    });
    await page.close();
  });

  it("announcements: rich text is sanitised before it is stored and when shown", async () => {
    const page = await signedIn("admin");
    await crud(page, {
      list: "/dashboard/portal/announcements",
      async fill(p) {
        await p.fill("input[name=title]", `Pengumuman ${tag}`);
        await p.fill("textarea[name=content]", '<p onclick="steal()">Rapat <strong>Senin</strong></p><script>alert(1)</script>');
        await p.fill("input[name=start_date]", "2026-12-01");
        await p.fill("input[name=end_date]", "2026-12-05");
        await p.getByRole("group", { name: "Department", exact: true }).getByLabel("HRD · Human Resources").check();
        return `Pengumuman ${tag}`;
      },
      async edit(p) {
        const token = await api.login("admin");
        const id = new URL(p.url()).pathname.split("/").pop()!;
        const stored = await api.call<{ data: { content: string; department: string[] } }>(token, "GET", `announcements/${id}`);
        expect(stored.body.data.content).toBe("<p>Rapat <strong>Senin</strong></p>");
        expect(stored.body.data.department).toHaveLength(1);
        expect(await p.locator(".rich-text").innerHTML()).toBe("<p>Rapat <strong>Senin</strong></p>");
        await p.fill("input[name=title]", `Pengumuman Ubah ${tag}`);
        return `Pengumuman Ubah ${tag}`;
      },
    });
    // A record stored unsafely through the API is still shown safely.
    const created = await api.call<{ data: { _id: string } }>(await api.login("admin"), "POST", "announcements", { title: `Raw ${tag}`, content: '<img src=x onerror="alert(1)"><p>ok</p>' });
    await page.goto(`/dashboard/edit/portal/announcements/${created.body.data._id}`);
    expect(await page.locator(".rich-text").innerHTML()).toBe("<p>ok</p>");
    await page.goto("/dashboard/portal/announcements");
    expect(await page.locator("table").textContent()).toContain("Nov");
    await page.close();
  });
});

describe("the option picker without JavaScript", () => {
  it("past 200 options, a search step finds the others and keeps what was chosen and typed", async () => {
    const token = await api.login("admin");
    // More job titles than a select holds (the demo data has about 60).
    for (let batch = 0; batch < 15; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => api.call(token, "POST", "refs/employees/orgs/job-titles", { code: `PK${tag}${batch * 10 + i}`, name: `Posisi ${tag} ${String(batch * 10 + i).padStart(3, "0")}` })),
      );
    }
    const page = await signedIn("admin");
    await page.goto("/dashboard/edit/portal/announcements/new");
    await page.fill("input[name=title]", `Cari ${tag}`);
    await page.fill("textarea[name=content]", "Isi");
    const jobs = page.getByRole("group", { name: "Job title", exact: true });
    expect(await jobs.locator("input[type=checkbox]").count()).toBe(200);
    expect(await jobs.locator(".find-step small").textContent()).toBe("Showing the first 200: find the others by name.");
    await jobs.getByLabel("JT-012 · Accountant").check();
    await jobs.locator("input[type=search]").fill(`Posisi ${tag} 149`);
    await jobs.getByRole("button", { name: "Find" }).click();
    await page.waitForLoadState("domcontentloaded");
    // The ticked one stays (and stays ticked); the match is offered; the title typed before is still there.
    expect(await jobs.locator("input[type=checkbox]").count()).toBe(2);
    expect(await jobs.getByLabel("JT-012 · Accountant").isChecked()).toBe(true);
    expect(await page.inputValue("input[name=title]")).toBe(`Cari ${tag}`);
    await jobs.getByLabel(`PK${tag}149 · Posisi ${tag} 149`).check();
    await save(page, "Create");
    expect(await toast(page)).toBe("Data saved");
    const stored = await api.call<{ data: { job_title: { name: string }[] }[] }>(token, "GET", `announcements?title=${encodeURIComponent(`Cari ${tag}`)}&populate[]=job_title`);
    expect(stored.body.data[0].job_title.map((job) => job.name).sort()).toEqual(["Accountant", `Posisi ${tag} 149`]);

    // A single select: the search step narrows it, and the choice is saved.
    await page.goto("/dashboard/edit/portal/links/new");
    await page.fill("input[name=display]", `Tautan ${tag}`);
    await page.fill("input[name=link]", "https://example.test/cari");
    await page.fill("#find-job_title", `Posisi ${tag} 148`);
    await page.locator(".field", { has: page.locator("#find-job_title") }).getByRole("button", { name: "Find" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("select[name=job_title] option").allTextContents()).toEqual(["Choose…", `PK${tag}148 · Posisi ${tag} 148`]);
    await page.selectOption("select[name=job_title]", { label: `PK${tag}148 · Posisi ${tag} 148` });
    expect(await page.inputValue("input[name=display]")).toBe(`Tautan ${tag}`);
    await save(page, "Create");
    expect(await toast(page)).toBe("Data saved");
    await page.close();
  });
});

describe("access level, without JavaScript", () => {
  let employeeId = "";
  let employeeName = "";
  beforeAll(async () => {
    const token = await api.login("admin");
    const found = await api.call<{ data: { _id: string; fullname: string }[] }>(token, "GET", `employees?email=${encodeURIComponent(ACCOUNTS.employee)}&fields=fullname`);
    employeeId = found.body.data[0]._id;
    employeeName = found.body.data[0].fullname;
  });

  for (const leaf of ["sub-admin", "approver"] as const) {
    it(`${leaf}: assign an employee, find them, remove them (no edit)`, async () => {
      const page = await signedIn("admin");
      await page.goto(`/dashboard/access-level/${leaf}`);
      await page.getByRole("link", { name: "Add new" }).click();
      await page.selectOption("select[name=employee]", employeeId);
      await save(page, "Create");
      expect(await toast(page)).toBe("Data saved");
      await search(page, employeeName);
      expect(await row(page, ACCOUNTS.employee).count()).toBe(1);
      expect(await row(page, ACCOUNTS.employee).locator(".row-actions > a").count()).toBe(0);
      await deleteRow(page, employeeName);
      await search(page, employeeName);
      expect(await page.locator("[data-empty]").textContent()).toBe("No Data");
      await page.close();
    });
  }

  it("admin-location: create with locations and employees, search, edit, delete", async () => {
    const page = await signedIn("admin");
    await crud(page, {
      list: "/dashboard/access-level/admin-location",
      async fill(p) {
        await p.fill("input[name=name]", `Admin Lokasi ${tag}`);
        await p.getByRole("group", { name: "Locations", exact: true }).getByLabel("BDG · Cabang Bandung").check();
        await p.locator(`.checklist input[name=employees][value="${employeeId}"]`).check();
        return `Admin Lokasi ${tag}`;
      },
      async edit(p) {
        expect(await p.locator(`.checklist input[name=employees][value="${employeeId}"]`).isChecked()).toBe(true);
        await p.fill("input[name=name]", `Admin Lokasi Ubah ${tag}`);
        return `Admin Lokasi Ubah ${tag}`;
      },
    });
    await page.close();
  });

  it("role-permission: a custom access level from the permission list, search, edit, delete", async () => {
    const page = await signedIn("admin");
    await crud(page, {
      list: "/dashboard/access-level/role-permission",
      async fill(p) {
        await p.fill("input[name=code]", `R${tag}`);
        await p.fill("input[name=access_level]", `Peran ${tag}`);
        await p.getByLabel("Employees › Active Employees — Read").check();
        await p.getByLabel("Leave › Rules — Change").check();
        return `Peran ${tag}`;
      },
      async edit(p) {
        expect(await p.getByLabel("Employees › Active Employees — Read").isChecked()).toBe(true);
        await p.getByLabel("Leave › Rules — Change").uncheck();
        await p.fill("input[name=access_level]", `Peran Ubah ${tag}`);
        return `Peran Ubah ${tag}`;
      },
    });
    await page.close();
  });

  it("assign-access: a custom user with an access level, search, change the level, delete", async () => {
    const token = await api.login("admin");
    const role = await api.call<{ data: { _id: string } }>(token, "POST", "roles", { code: `C${tag}`, access_level: `Khusus ${tag}`, permissions: ["employees:read"] });
    const page = await signedIn("admin");
    await page.goto("/dashboard/access-level/assign-access");
    await page.getByRole("link", { name: "Add new" }).click();
    await page.selectOption("select[name=employee]", employeeId);
    await page.selectOption("select[name=access_role]", { label: "Employee Viewer · VIEW-EMP" });
    await save(page, "Create");
    expect(await toast(page)).toBe("Data saved");
    await search(page, employeeName);
    await row(page, ACCOUNTS.employee).locator(".row-actions > a").click();
    expect(await page.locator(".field__readonly").first().textContent()).toBe(employeeName);
    await page.selectOption("select[name=access_role]", role.body.data._id);
    await save(page);
    await search(page, employeeName);
    expect(await row(page, ACCOUNTS.employee).textContent()).toContain(`Khusus ${tag}`);
    await deleteRow(page, employeeName);
    await page.close();
  });
});

describe("the activity log, without JavaScript", () => {
  it("has no create and no row action; search shows the first 30 characters of detail", async () => {
    const page = await signedIn("admin");
    await page.goto("/dashboard/activity-log");
    expect(await page.getByRole("link", { name: "Add new" }).count()).toBe(0);
    await search(page, `Peran Ubah ${tag}`);
    const rows = page.locator("table.data-table tbody tr");
    expect(await rows.count()).toBe(2);
    expect(await page.locator("table.data-table thead th").allTextContents()).toEqual(["Time▼", "User↕", "Action↕", "Menu↕", "Detail"]);
    const details = await rows.locator("td:last-child").allTextContents();
    // The update's detail names the changed fields: longer than 30 characters, so it is cut.
    expect(details).toEqual([`Peran Ubah ${tag}`, `${`Peran Ubah ${tag} (code, access_level, permissions)`.slice(0, 30)}…`]);
    expect(await rows.first().locator("td").nth(3).textContent()).toBe("Access Level › Role Permission");
    expect(await rows.first().locator(".pill").textContent()).toBe("Delete");
    expect(await page.locator("table .row-actions, table details").count()).toBe(0);
    await page.goto("/dashboard/activity-log?f.type=delete");
    expect(await page.locator("table.data-table tbody tr .pill").allTextContents()).toEqual(expect.arrayContaining(["Delete"]));
    expect(new Set(await page.locator("table.data-table tbody tr .pill").allTextContents())).toEqual(new Set(["Delete"]));
    await page.close();
  });
});

describe("the field manipulator on the server (docs/specification.md §4)", () => {
  it("a shift's hidden fields are neither sent nor kept", async () => {
    const page = await signedIn("admin");
    await page.goto("/dashboard/edit/attendance/shift/new");
    await page.fill("input[name=name]", `Libur ${tag}`);
    await page.selectOption("select[name=type]", "off_day");
    // Without JavaScript the fields stay until the form is refreshed; whatever is typed in them is dropped.
    await page.fill("input[name=start_time]", "08:00");
    await page.fill("input[name=finish_time]", "17:00");
    await page.check("input[name=allowed_attendance]");
    await page.getByRole("button", { name: "Update the form" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("input[name=start_time]").count()).toBe(0);
    expect(await page.inputValue("input[name=name]")).toBe(`Libur ${tag}`);
    expect(await page.isChecked("input[name=allowed_attendance]")).toBe(true);
    await save(page, "Create");
    expect(await toast(page)).toBe("Data saved");

    const token = await api.login("admin");
    const list = await api.call<{ data: { _id: string; start_time: string | null; finish_time: string | null; allowed_attendance: boolean | null }[] }>(
      token,
      "GET",
      `shifts?name=${encodeURIComponent(`Libur ${tag}`)}`,
    );
    const shift = list.body.data[0];
    expect(shift).toMatchObject({ start_time: null, finish_time: null, allowed_attendance: true });

    // Off day → full day with a value still posted for Allowed Attendance: it is cleared, not kept.
    await page.goto(`/dashboard/edit/attendance/shift/${shift._id}`);
    await page.selectOption("select[name=type]", "full_day");
    await page.getByRole("button", { name: "Update the form" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("input[name=allowed_attendance]").count()).toBe(0);
    await page.fill("input[name=start_time]", "08:00");
    await page.fill("input[name=finish_time]", "17:00");
    await save(page);
    expect(await toast(page)).toBe("Data saved");
    const after = await api.call<{ data: { start_time: string; allowed_attendance: boolean | null } }>(token, "GET", `shifts/${shift._id}`);
    expect(after.body.data).toMatchObject({ start_time: "08:00", allowed_attendance: false });

    // A hand-made post that still carries a hidden field: the action drops it.
    await page.goto(`/dashboard/edit/attendance/shift/${shift._id}`);
    await page.selectOption("select[name=type]", "free_working_day");
    await save(page);
    const free = await api.call<{ data: { start_time: string | null; finish_time: string | null } }>(token, "GET", `shifts/${shift._id}`);
    expect(free.body.data).toMatchObject({ start_time: null, finish_time: null });
    await page.close();
  });

  it("a monthly leave rule keeps no distribution or expiration date", async () => {
    const token = await api.login("admin");
    const rules = await api.call<{ data: { _id: string; type: string }[] }>(token, "GET", "leave-rules?limit=1");
    const rule = rules.body.data[0];
    const page = await signedIn("admin");
    await page.goto(`/dashboard/edit/leave/rules/${rule._id}`);
    await page.fill("input[name=distribution_date]", "2026-01-01");
    await page.fill("input[name=expiration_date]", "2026-12-31");
    await save(page);
    expect((await api.call<{ data: { expiration_date: string | null } }>(token, "GET", `leave-rules/${rule._id}`)).body.data.expiration_date).toBe("2026-12-31");
    await page.goto(`/dashboard/edit/leave/rules/${rule._id}`);
    await page.selectOption("select[name=distribution]", "monthly");
    await save(page);
    const after = await api.call<{ data: { distribution: string; distribution_date: string | null; expiration_date: string | null } }>(token, "GET", `leave-rules/${rule._id}`);
    expect(after.body.data).toMatchObject({ distribution: "monthly", distribution_date: null, expiration_date: null });
    await page.goto(`/dashboard/edit/leave/rules/${rule._id}`);
    expect(await page.locator("input[name=expiration_date]").count()).toBe(0);
    await page.close();
  });
});

/** Which roles get each list (docs/specification.md §6 through contract/navigation.ts); the others get 403. */
const LISTS: [string, Account[]][] = [
  ["/dashboard/companies", ["developer"]],
  ["/dashboard/developer", ["developer"]],
  ["/dashboard/invited-user", ["developer"]],
  ["/dashboard/access", ["developer"]],
  ["/dashboard/banners", ["developer"]],
  ["/dashboard/organization/employee-organization", ["admin", "sub_admin", "admin_location"]],
  ["/dashboard/organization/employee-personal?tab=banks", ["admin", "sub_admin", "admin_location"]],
  ["/dashboard/portal/company-info?tab=digital-sign", ["admin"]],
  ["/dashboard/portal/links", ["admin"]],
  ["/dashboard/portal/announcements", ["admin", "sub_admin", "admin_location"]],
  ["/dashboard/activity-log", ["admin"]],
  ["/dashboard/access-level/sub-admin", ["admin"]],
  ["/dashboard/access-level/admin-location", ["admin"]],
  ["/dashboard/access-level/approver", ["admin"]],
  ["/dashboard/access-level/request-access", ["admin"]],
  ["/dashboard/access-level/role-permission", ["admin"]],
  ["/dashboard/access-level/assign-access", ["admin"]],
];
const ROLES: Account[] = ["developer", "admin", "sub_admin", "custom", "admin_location", "approver", "employee"];

describe("a list per role", () => {
  it.each(ROLES)("%s gets exactly the lists the menu gives it, and 403 for the others", async (role) => {
    const cookie = await sessionCookie(api.server.url, role);
    const statuses = await Promise.all(LISTS.map(async ([path]) => (await fetch(`${api.server.url}${path}`, { headers: { cookie }, redirect: "manual" })).status));
    expect(Object.fromEntries(LISTS.map(([path], i) => [path, statuses[i]]))).toEqual(Object.fromEntries(LISTS.map(([path, roles]) => [path, roles.includes(role) ? 200 : 403])));
    // Writes are guarded like reads: a role without the list cannot post to it either.
    const denied = LISTS.find(([, roles]) => !roles.includes(role));
    if (denied) {
      const post = await fetch(`${api.server.url}${denied[0]}`, { method: "POST", headers: { cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=delete&id=x", redirect: "manual" });
      expect(post.status).toBe(403);
    }
  });

  it("ships no application JavaScript on list pages and on the dashboard's not-found page", async () => {
    const cookie = await sessionCookie(api.server.url, "admin");
    for (const path of ["/dashboard/organization/employee-organization", "/dashboard/no/such/page", "/dashboard/activity-log"]) {
      const html = await (await fetch(`${api.server.url}${path}`, { headers: { cookie } })).text();
      // Only the service worker's registration (public/sw-register.js), no application bundle.
      expect([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]), path).toEqual(["/sw-register.js"]);
      expect(html, path).not.toContain("modulepreload");
    }
  });
});

describe("with JavaScript", () => {
  it("the option picker searches the server after 500 ms, offers 'Clear Selection' unless disabled, and is 300 px high (200 px below 1440 px)", async () => {
    const page = await signedIn("admin", true);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/dashboard/edit/organization/employee-organization/new?tab=sub-departments");
    const toggle = page.locator("#record-form-supervisor");
    // Server-rendered as a select; once JavaScript has taken over, a searchable dropdown.
    await expect.poll(() => toggle.evaluate((el) => el.tagName)).toBe("BUTTON");
    await toggle.click();
    const list = page.locator(".picker__list");
    expect(await list.locator("[role=option]").first().textContent()).toBe("Clear Selection");
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("300px");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/dashboard/options")) requests.push(request.url());
    });
    const started = Date.now();
    await page.locator(".picker__search").pressSequentially("wulan", { delay: 40 });
    await expect.poll(() => requests.length, { timeout: 5000 }).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(decodeURIComponent(requests[0])).toContain("field=supervisor");
    expect(decodeURIComponent(requests[0])).toContain("q=wulan");
    // The first page of options stays until the answer arrives: wait for it (the loading note goes).
    await expect.poll(() => page.locator(".picker__status").count()).toBe(0);
    await expect.poll(() => list.locator("[role=option]").allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/Wulan/)]));
    const labels = await list.locator("[role=option]").allTextContents();
    expect(labels.slice(1).every((label) => /wulan/i.test(label))).toBe(true);
    await page.locator(".picker__search").press("ArrowDown");
    await page.locator(".picker__search").press("ArrowDown");
    await page.locator(".picker__search").press("Enter");
    await expect.poll(() => page.locator(".picker__panel").count()).toBe(0);
    expect(await toggle.textContent()).toBe(labels[1]);
    expect(await page.locator("input[type=hidden][name=supervisor]").inputValue()).toMatch(/^[0-9a-f-]{36}$/);

    await page.setViewportSize({ width: 1200, height: 900 });
    await toggle.click();
    expect(await page.locator(".picker__list").evaluate((el) => getComputedStyle(el).maxHeight)).toBe("200px");
    await page.locator(".picker__option--clear").click();
    await expect.poll(() => page.locator("input[type=hidden][name=supervisor]").inputValue()).toBe("");

    // A required picker (an employee to promote) has no 'Clear Selection'.
    await page.goto("/dashboard/edit/access-level/sub-admin/new");
    await expect.poll(() => page.locator("#record-form-employee").evaluate((el) => el.tagName)).toBe("BUTTON");
    await page.locator("#record-form-employee").click();
    expect(await page.locator(".picker__option--clear").count()).toBe(0);
    await page.close();
  });

  it("saving shows the progress card, which turns to 'An error occured' when the server refuses a value", async () => {
    const page = await signedIn("admin", true);
    await page.goto("/dashboard/edit/portal/links/new");
    await expect.poll(() => page.locator("#record-form-department").evaluate((el) => el.tagName)).toBe("BUTTON");
    await page.fill("input[name=display]", `Salah ${tag}`);
    await page.fill("input[name=link]", "ftp://example.test");
    await page.locator(".form-actions").getByRole("button", { name: "Create" }).click();
    await expect.poll(() => page.locator(".progress-card").textContent()).toBe("An error occuredClose");
    expect(await page.locator("[id$='link-error']").textContent()).toBe("Must be a link starting with http:// or https://");
    expect(await page.inputValue("input[name=display]")).toBe(`Salah ${tag}`);
    await page.locator(".progress-card").getByRole("button", { name: "Close" }).click();
    expect(await page.locator(".progress-card").count()).toBe(0);
    await page.close();
  });

  it("the field manipulator hides fields as the user chooses", async () => {
    const page = await signedIn("admin", true);
    await page.goto("/dashboard/edit/attendance/shift/new");
    await page.locator("input[name=start_time]").waitFor();
    // The no-JavaScript refresh button goes once the form updates itself.
    await expect.poll(() => page.getByRole("button", { name: "Update the form" }).count()).toBe(0);
    await page.selectOption("select[name=type]", "off_day");
    await expect.poll(() => page.locator("input[name=start_time]").count()).toBe(0);
    expect(await page.locator("input[name=allowed_attendance]").count()).toBe(1);
    await page.selectOption("select[name=type]", "full_day");
    await expect.poll(() => page.locator("input[name=allowed_attendance]").count()).toBe(0);
    expect(await page.locator("input[name=start_time]").count()).toBe(1);
    await page.close();
  });
});
