/**
 * The employee's own product (docs/decisions/0039-employee-self-service.md) without JavaScript, on the real
 * server with the demo data, as the demo employee (employee@majubersama.demo): the home with their own
 * day, leave, requests, payslips, the announcements and links meant for them and the coming holidays;
 * My profile from the top bar's name — bad input refused beside its field with what was typed kept, the
 * phone, a family member, a bank account HR accepts on its own page; the password changed (wrong current
 * password refused, this session kept); both pages in Indonesian. One server, one browser.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser, newContext } from "../support/browser";
import { signedInPool, signIn } from "../support/pages";

let api: TestApi;
let browser: Browser;
let page: Page;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
  page = await sessions.page("employee");
});
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

const toast = () => page.locator(".toast").textContent();
const errorOf = async (form: string, field: string) => page.locator(`#${await page.getAttribute(`form[data-self-form="${form}"] [name="${field}"]`, "id")}-error`).textContent();
async function send(form: string) {
  await page.click(`form[data-self-form="${form}"] button[type=submit]`);
  await page.waitForLoadState("domcontentloaded");
}
const idOf = (value: unknown) => (value && typeof value === "object" ? (value as { _id: string })._id : (value as string));

describe("The employee's own product without JavaScript", () => {
  it("the home shows the person's own day, leave, requests, payslips, their announcements and links, and the holidays", async () => {
    // An announcement for the employee's department and one for another department.
    const admin = await api.login("admin");
    const me = (await api.call<{ data: { employee: Record<string, unknown> } }>(await api.login("employee"), "GET", "me/profile")).body.data.employee;
    const departments = (await api.call<{ data: { _id: string }[] }>(admin, "GET", "refs/employees/orgs/departments?limit=50")).body.data;
    const other = departments.find((row) => row._id !== idOf(me.department))!._id;
    for (const [title, department] of [["For my department", idOf(me.department)], ["For another department", other]]) {
      expect((await api.call(admin, "POST", "announcements", { title, content: "<p>Hello <script>alert(1)</script>team</p>", start_date: "2020-01-01", department: [department] })).status).toBe(201);
    }

    await page.goto("/dashboard/home");
    // The company's count is HR's: the employee sees their own clock-in instead.
    expect(await page.locator("[data-stat=present_today]").count()).toBe(0);
    expect(await page.locator("#home-day").textContent()).toBe("My day");
    expect(await page.locator('[data-home=day] [data-field="clock"]').textContent()).toMatch(/^(Not clocked in yet|Clocked in at \d\d:\d\d)/);
    expect(await page.locator('[data-home=leave] [data-balance="Cuti Tahunan"] [data-field=remaining]').textContent()).toMatch(/^\d+ days left$/);
    // The demo employee's requests, newest first, a link to My requests.
    expect(await page.locator("[data-home=requests] li[data-request]").count()).toBeGreaterThan(0);
    expect(await page.locator("[data-home=payslips] [data-empty]").textContent()).toMatch(/No payslips yet/);
    const announcements = await page.locator("[data-home=announcements] [data-announcement]").evaluateAll((items) => items.map((item) => item.getAttribute("data-announcement")));
    expect(announcements).toContain("For my department");
    expect(announcements).not.toContain("For another department");
    expect(await page.locator('[data-announcement="For my department"] script').count()).toBe(0);
    expect(await page.locator("[data-home=links] [data-link]").count()).toBeGreaterThan(0);
    expect(await page.locator("[data-home=holidays] li, [data-home=holidays] [data-empty]").count()).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Open my requests" }).click();
    expect(new URL(page.url()).pathname).toBe("/dashboard/my-requests");
  });

  it("My profile opens from the top bar's name; a bad phone is refused beside it with what was typed kept, a good one saved", async () => {
    await page.goto("/dashboard/home");
    await page.click("[data-profile-link]");
    expect(new URL(page.url()).pathname).toBe("/dashboard/profile");
    expect(await page.locator("h2").first().textContent()).toBe("My profile");
    expect(await page.locator('[data-profile-part=record] [data-field="fullname"]').textContent()).toBe("Siti Rahmawati");

    await page.fill('form[data-self-form=profile] [name="phone"]', "call me maybe");
    await page.fill('form[data-self-form=profile] [name="id_card_address.city"]', "Kota Baru");
    await send("profile");
    expect(await errorOf("profile", "phone")).toBe("Must be a phone number (digits, spaces, +, -, parentheses)");
    expect(await page.inputValue('form[data-self-form=profile] [name="phone"]')).toBe("call me maybe");
    expect(await page.inputValue('form[data-self-form=profile] [name="id_card_address.city"]')).toBe("Kota Baru");

    await page.fill('form[data-self-form=profile] [name="phone"]', "+62 811-2222-3333");
    await send("profile");
    expect(await toast()).toBe("Data saved");
    expect(await page.inputValue('form[data-self-form=profile] [name="phone"]')).toBe("+62 811-2222-3333");
    expect(await page.inputValue('form[data-self-form=profile] [name="id_card_address.city"]')).toBe("Kota Baru");
  });

  it("adds a family member (a name is required), changes and removes it", async () => {
    await page.goto("/dashboard/profile");
    await page.fill('form[data-self-form=family] [name="phone"]', "0812 0000");
    await send("family");
    expect(await errorOf("family", "name")).toBe("This field is required");
    expect(await page.inputValue('form[data-self-form=family] [name="phone"]')).toBe("0812 0000");
    await page.fill('form[data-self-form=family] [name="name"]', "Budi Santoso");
    await send("family");
    expect(await toast()).toBe("Data saved");
    const row = page.locator('[data-rows=family] tr[data-row="Budi Santoso"]');
    expect(await row.locator("td").nth(2).textContent()).toBe("0812 0000");
    await row.getByRole("link", { name: "Edit" }).click();
    await page.fill('form[data-self-form=family] [name="name"]', "Budi S.");
    await send("family");
    expect(await page.locator('[data-rows=family] tr[data-row="Budi S."]').count()).toBe(1);
    await page.locator('[data-rows=family] tr[data-row="Budi S."] button', { hasText: "Remove" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await toast()).toBe("Data deleted");
    expect(await page.locator('[data-rows=family] tr[data-row="Budi S."]').count()).toBe(0);
  });

  it("asks for a new bank account, which changes nothing until HR accepts it on Bank account changes", async () => {
    await page.goto("/dashboard/profile");
    const before = await page.locator('[data-profile-part=bank-account] [data-field="account_number"]').textContent();
    const bank = await page.locator('form[data-self-form=bank] select[name="bank"] option').nth(1).getAttribute("value");
    await page.selectOption('form[data-self-form=bank] select[name="bank"]', bank!);
    await page.fill('form[data-self-form=bank] [name="account_number"]', "12ab");
    await send("bank");
    expect(await errorOf("bank", "account_number")).toBe("Must contain digits only");
    await page.fill('form[data-self-form=bank] [name="account_number"]', "7777000011");
    await send("bank");
    expect(await toast()).toBe("Your new bank account has been sent to HR. It is used once HR accepts it.");
    expect(await page.locator("[data-bank-change=pending]").textContent()).toMatch(/Waiting for HR: .* 7777000011/);
    expect(await page.locator('[data-profile-part=bank-account] [data-field="account_number"]').textContent()).toBe(before);

    const hr = await sessions.page("admin");
    try {
      await hr.goto("/dashboard/bank-changes");
      const row = hr.locator('tr[data-bank-change="Siti Rahmawati"]');
      expect(await row.locator("td").nth(2).textContent()).toMatch(/7777000011/);
      await row.getByRole("button", { name: "Accept" }).click();
      await hr.waitForLoadState("domcontentloaded");
      expect(await hr.locator(".toast").textContent()).toBe("The bank account change has been accepted");
      expect(await hr.locator('tr[data-bank-change="Siti Rahmawati"]').count()).toBe(0);
    } finally {
      await hr.close();
    }
    await page.goto("/dashboard/profile");
    expect(await page.locator('[data-profile-part=bank-account] [data-field="account_number"]').textContent()).toBe("7777000011");
    expect(await page.locator("[data-bank-change=approved]").count()).toBe(1);
    // An employee has no door to HR's page.
    expect((await page.goto("/dashboard/bank-changes"))?.status()).toBe(403);
  });

  it("reads in Indonesian: the home and the profile", async () => {
    try {
      await page.goto("/dashboard/home?lng=id");
      expect(await page.locator("#home-day").textContent()).toBe("Hari saya");
      expect(await page.locator("#home-announcements").textContent()).toBe("Pengumuman");
      expect(await page.locator('[data-home=leave] [data-balance="Cuti Tahunan"] [data-field=remaining]').textContent()).toMatch(/^sisa \d+ hari$/);
      await page.goto("/dashboard/profile");
      expect(await page.locator("h2").first().textContent()).toBe("Profil saya");
      await page.fill('form[data-self-form=password] [name="current_password"]', "not-my-password");
      await page.fill('form[data-self-form=password] [name="password"]', "a-new-pass-2026");
      await page.fill('form[data-self-form=password] [name="repeat"]', "a-new-pass-2026");
      await send("password");
      expect(await errorOf("password", "current_password")).toBe("Kata sandi saat ini tidak benar");
      // A password is never sent back.
      expect(await page.inputValue('form[data-self-form=password] [name="password"]')).toBe("");
    } finally {
      await page.goto("/dashboard/home?lng=en");
    }
  });

  it("changes the password: a wrong current one or a different repeat is refused; then this session goes on and the new password signs in", async () => {
    const elsewhere = await newContext(browser, { javaScript: false, baseURL: api.server.url });
    const other = await elsewhere.newPage();
    await signIn(other, "employee");
    try {
      await page.goto("/dashboard/profile");
      await page.fill('form[data-self-form=password] [name="current_password"]', DEMO_PASSWORD);
      await page.fill('form[data-self-form=password] [name="password"]', "a-new-pass-2026");
      await page.fill('form[data-self-form=password] [name="repeat"]', "a-new-pass-2027");
      await send("password");
      expect(await errorOf("password", "repeat")).toBe("The passwords do not match");

      await page.fill('form[data-self-form=password] [name="current_password"]', DEMO_PASSWORD);
      await page.fill('form[data-self-form=password] [name="password"]', "a-new-pass-2026");
      await page.fill('form[data-self-form=password] [name="repeat"]', "a-new-pass-2026");
      await send("password");
      expect(await toast()).toBe("Your password has been changed. You stay signed in here; every other session has been signed out.");
      expect(new URL(page.url()).pathname).toBe("/dashboard/profile");
      await page.goto("/dashboard/home");
      expect(new URL(page.url()).pathname).toBe("/dashboard/home");
      // The other browser's session has ended.
      await other.goto("/dashboard/home");
      expect(new URL(other.url()).pathname).toBe("/");
      await signIn(other, "employee", "a-new-pass-2026");
    } finally {
      await elsewhere.close();
    }
  });
});
