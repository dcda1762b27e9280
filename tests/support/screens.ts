/**
 * The generic screens' files (tests/e2e/screens*.test.ts): their one server and browser, and their steps
 * through the pages without JavaScript — the toast, the list's search form, a row, the form's save, a row's
 * delete and a whole create → search → edit → delete round.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { ACCOUNTS, PAGES_BACKEND, startApi, type Account, type TestApi } from "./api";
import { launchBrowser } from "./browser";
import { signedInPool } from "./pages";

/**
 * One server (with the HSE screens open to the admin) and one browser for the whole file, started and
 * stopped by hooks in the file's scope; `signedIn` gives a page of a context signed in through the real
 * sign-in page, one context per role and JavaScript setting. `tag` makes the file's records its own.
 */
export function screensFile() {
  const state = {} as { api: TestApi; browser: Browser };
  const sessions = signedInPool(() => ({ browser: state.browser, baseURL: state.api.server.url }));
  beforeAll(async () => {
    [state.api, state.browser] = await Promise.all([startApi(PAGES_BACKEND, { HSE_ACCESS: ACCOUNTS.admin }), launchBrowser()]);
  });
  afterAll(async () => {
    await sessions.close();
    await state.browser?.close();
    await state.api?.stop();
  });
  return {
    get api() {
      return state.api;
    },
    get browser() {
      return state.browser;
    },
    signedIn: (account: Account, javaScript = false) => sessions.page(account, javaScript),
    tag: Date.now().toString(36).slice(-5).toUpperCase(),
  };
}

export const toast = (page: Page) => page.locator(".toast").textContent();

/** The list's search form (a plain GET form). */
export async function search(page: Page, term: string) {
  await page.fill("#list-q", term);
  await page.locator("form[role=search] button[type=submit]").click();
  await page.waitForURL((url) => url.searchParams.get("q") === term);
}

export const row = (page: Page, text: string) => page.locator("table.data-table tbody tr", { hasText: text });

export async function save(page: Page, label: "Create" | "Save" = "Save") {
  await page.locator(".form-actions").getByRole("button", { name: label, exact: true }).click();
  await page.waitForLoadState("domcontentloaded");
}

export async function deleteRow(page: Page, text: string) {
  const target = row(page, text);
  await target.locator("details.confirm > summary").click();
  await expect.poll(() => target.locator(".confirm__panel p").textContent()).toMatch(/^Are you sure want to delete .+\?$/);
  await target.locator(".confirm__panel").getByRole("button", { name: "Delete" }).click();
  await page.waitForLoadState("domcontentloaded");
  expect(await toast(page)).toBe("Data deleted");
}

export interface CrudCase {
  list: string;
  /** Fills the create form; returns the text that identifies the record. */
  fill(page: Page): Promise<string>;
  /** Changes the record on its edit page; returns the new identifying text. */
  edit?(page: Page): Promise<string>;
  /** The search term that finds it (default: the identifying text). */
  term?(name: string): string;
}

/** Create → find by search → edit → find again → delete → gone, all through the pages without JavaScript. */
export async function crud(page: Page, c: CrudCase) {
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
