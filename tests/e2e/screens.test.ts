/**
 * The declared screens (docs/conventions.md habit 5) through their pages, on the real server with the demo
 * data, without JavaScript: the developer sections create, find by search, edit and delete a record where
 * the section allows it, and the option picker's search step past 200 options. The thirteen reference
 * lists are in screens-references.test.ts; the portal, access level, activity log, field manipulator, the
 * lists per role and the pages with JavaScript in screens-access.test.ts (one file was the suite's longest:
 * docs/decisions/0026-tests-in-parallel.md, addendum 2).
 * One server and one signed-in browser context per role for the whole file.
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { ACCOUNTS, DEMO_PASSWORD } from "../support/api";
import { newContext } from "../support/browser";
import { crud, deleteRow, row, save, search, toast, screensFile } from "../support/screens";
import { PDF, PNG } from "../support/uploads";

const file = screensFile();
const { signedIn, tag } = file;

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
    const context = await newContext(file.browser, { javaScript: false, baseURL: file.api.server.url });
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

describe("the option picker without JavaScript", () => {
  it("past 200 options, a search step finds the others and keeps what was chosen and typed", async () => {
    const token = await file.api.login("admin");
    // More job titles than a select holds (the demo data has about 60).
    for (let batch = 0; batch < 15; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => file.api.call(token, "POST", "refs/employees/orgs/job-titles", { code: `PK${tag}${batch * 10 + i}`, name: `Posisi ${tag} ${String(batch * 10 + i).padStart(3, "0")}` })),
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
    const stored = await file.api.call<{ data: { job_title: { name: string }[] }[] }>(token, "GET", `announcements?title=${encodeURIComponent(`Cari ${tag}`)}&populate[]=job_title`);
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
