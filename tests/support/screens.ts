/**
 * The generic screens' steps through their pages without JavaScript (tests/e2e/screens*.test.ts): the
 * toast, the list's search form, a row, the form's save, a row's delete and a whole create → search →
 * edit → delete round.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

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
