/**
 * The declared screens (docs/conventions.md habit 5) through their pages, on the real server with the demo
 * data: without JavaScript the portal, the access level and the activity log create, find by search, edit
 * and delete where they allow it, and the field manipulator holds through the action; every role gets each
 * list or a 403, as the menu says; with JavaScript, the searchable option picker and the live field
 * manipulator. Split from screens.test.ts (docs/decisions/0026-tests-in-parallel.md, addendum 2).
 * One server and one signed-in browser context per role for the whole file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNTS, type Account } from "../support/api";
import { sessionCookie } from "../support/pages";
import { crud, deleteRow, row, save, search, toast, screensFile } from "../support/screens";
import { PDF, PNG } from "../support/uploads";

const file = screensFile();
const { signedIn, tag } = file;

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
        const token = await file.api.login("admin");
        const id = new URL(p.url()).pathname.split("/").pop()!;
        const stored = await file.api.call<{ data: { content: string; department: string[] } }>(token, "GET", `announcements/${id}`);
        expect(stored.body.data.content).toBe("<p>Rapat <strong>Senin</strong></p>");
        expect(stored.body.data.department).toHaveLength(1);
        expect(await p.locator(".rich-text").innerHTML()).toBe("<p>Rapat <strong>Senin</strong></p>");
        await p.fill("input[name=title]", `Pengumuman Ubah ${tag}`);
        return `Pengumuman Ubah ${tag}`;
      },
    });
    // A record stored unsafely through the API is still shown safely.
    const created = await file.api.call<{ data: { _id: string } }>(await file.api.login("admin"), "POST", "announcements", { title: `Raw ${tag}`, content: '<img src=x onerror="alert(1)"><p>ok</p>' });
    await page.goto(`/dashboard/edit/portal/announcements/${created.body.data._id}`);
    expect(await page.locator(".rich-text").innerHTML()).toBe("<p>ok</p>");
    await page.goto("/dashboard/portal/announcements");
    // Dates as MMM Do with a four-digit year (docs/specification.md).
    expect(await page.locator("table").textContent()).toMatch(/[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) \d{4}/);
    await page.close();
  });
});

describe("access level, without JavaScript", () => {
  let employeeId = "";
  let employeeName = "";
  beforeAll(async () => {
    const token = await file.api.login("admin");
    const found = await file.api.call<{ data: { _id: string; fullname: string }[] }>(token, "GET", `employees?email=${encodeURIComponent(ACCOUNTS.employee)}&fields=fullname`);
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
    const token = await file.api.login("admin");
    const role = await file.api.call<{ data: { _id: string } }>(token, "POST", "roles", { code: `C${tag}`, access_level: `Khusus ${tag}`, permissions: ["employees:read"] });
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

    const token = await file.api.login("admin");
    const list = await file.api.call<{ data: { _id: string; start_time: string | null; finish_time: string | null; allowed_attendance: boolean | null }[] }>(
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
    const after = await file.api.call<{ data: { start_time: string; allowed_attendance: boolean | null } }>(token, "GET", `shifts/${shift._id}`);
    expect(after.body.data).toMatchObject({ start_time: "08:00", allowed_attendance: false });

    // A hand-made post that still carries a hidden field: the action drops it.
    await page.goto(`/dashboard/edit/attendance/shift/${shift._id}`);
    await page.selectOption("select[name=type]", "free_working_day");
    await save(page);
    const free = await file.api.call<{ data: { start_time: string | null; finish_time: string | null } }>(token, "GET", `shifts/${shift._id}`);
    expect(free.body.data).toMatchObject({ start_time: null, finish_time: null });
    await page.close();
  });

  it("a monthly leave rule keeps no distribution or expiration date", async () => {
    const token = await file.api.login("admin");
    const rules = await file.api.call<{ data: { _id: string; type: string }[] }>(token, "GET", "leave-rules?limit=1");
    const rule = rules.body.data[0];
    const page = await signedIn("admin");
    await page.goto(`/dashboard/edit/leave/rules/${rule._id}`);
    await page.fill("input[name=distribution_date]", "2026-01-01");
    await page.fill("input[name=expiration_date]", "2026-12-31");
    await save(page);
    expect((await file.api.call<{ data: { expiration_date: string | null } }>(token, "GET", `leave-rules/${rule._id}`)).body.data.expiration_date).toBe("2026-12-31");
    await page.goto(`/dashboard/edit/leave/rules/${rule._id}`);
    await page.selectOption("select[name=distribution]", "monthly");
    await save(page);
    const after = await file.api.call<{ data: { distribution: string; distribution_date: string | null; expiration_date: string | null } }>(token, "GET", `leave-rules/${rule._id}`);
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
    const cookie = await sessionCookie(file.api.server.url, role);
    const statuses = await Promise.all(LISTS.map(async ([path]) => (await fetch(`${file.api.server.url}${path}`, { headers: { cookie }, redirect: "manual" })).status));
    expect(Object.fromEntries(LISTS.map(([path], i) => [path, statuses[i]]))).toEqual(Object.fromEntries(LISTS.map(([path, roles]) => [path, roles.includes(role) ? 200 : 403])));
    // Writes are guarded like reads: a role without the list cannot post to it either.
    const denied = LISTS.find(([, roles]) => !roles.includes(role));
    if (denied) {
      const post = await fetch(`${file.api.server.url}${denied[0]}`, { method: "POST", headers: { cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=delete&id=x", redirect: "manual" });
      expect(post.status).toBe(403);
    }
  });

  it("ships no application JavaScript on list pages and on the dashboard's not-found page", async () => {
    const cookie = await sessionCookie(file.api.server.url, "admin");
    for (const path of ["/dashboard/organization/employee-organization", "/dashboard/no/such/page", "/dashboard/activity-log"]) {
      const html = await (await fetch(`${file.api.server.url}${path}`, { headers: { cookie } })).text();
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
