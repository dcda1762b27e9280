/**
 * A list's delete confirmation is shown whole, over the page, not cut by the table's scrolling wrapper
 * (it once showed as a 3-pixel sliver on the last row of Data References › Sponsors), with
 * JavaScript off and on; a click beside it closes it, its Delete button deletes. Screenshots go to the
 * system's temp folder.
 */
import os from "node:os";
import path from "node:path";
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { signedInPool } from "../support/pages";

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));
const tag = Date.now().toString(36).slice(-5).toUpperCase();

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
});
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

/** Whether the whole box is on screen and every sampled point of it hits the box itself (nothing clips or covers it). */
function wholeOnScreen(box: Locator) {
  return box.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const inside = rect.width > 100 && rect.height > 40 && rect.top >= 0 && rect.left >= 0 && rect.bottom <= innerHeight && rect.right <= innerWidth;
    const points = [
      [rect.left + 3, rect.top + 3],
      [rect.right - 3, rect.top + 3],
      [rect.left + 3, rect.bottom - 3],
      [rect.right - 3, rect.bottom - 3],
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
    ];
    const hits = points.map(([x, y]) => element.contains(document.elementFromPoint(x, y)));
    return { inside, hits, height: Math.round(rect.height) };
  });
}

describe.each([false, true])("the delete confirmation (JavaScript %s)", (javaScript) => {
  it("on the last row of Sponsors is shown whole, and its Delete button deletes", async () => {
    const name = `Sponsor ${tag} ${javaScript ? "js" : "plain"}`;
    const token = await api.login("admin");
    expect((await api.call(token, "POST", "refs/employees/orgs/sponsors", { code: `S${tag}${javaScript ? "J" : "P"}`, name })).status).toBe(201);

    const page = await sessions.page("admin", javaScript);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Searched down to one row: the wrapper is as short as a table gets.
    await page.goto(`/dashboard/organization/employee-organization?tab=sponsors&q=${encodeURIComponent(name)}`);
    const row = page.locator("table.data-table tbody tr", { hasText: name });
    expect(await row.count()).toBe(1);
    await row.locator("details.confirm > summary").click();
    const panel = row.locator(".confirm__panel");
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.locator("p").textContent()).toBe(`Are you sure want to delete ${name}?`);
    await page.screenshot({ path: path.join(os.tmpdir(), `confirm-delete-${javaScript ? "js" : "no-js"}.png`) });
    expect(await wholeOnScreen(panel)).toEqual({ inside: true, hits: [true, true, true, true, true], height: expect.any(Number) });

    // A click beside it closes it (the backdrop belongs to the summary); opened again, it is whole again.
    await page.mouse.click(20, 780);
    await expect.poll(() => panel.isVisible()).toBe(false);
    await row.locator("details.confirm > summary").click();
    expect(await wholeOnScreen(panel)).toEqual({ inside: true, hits: [true, true, true, true, true], height: expect.any(Number) });

    await panel.getByRole("button", { name: "Delete" }).click();
    await page.waitForLoadState("domcontentloaded");
    await expect.poll(() => page.locator(".toast").textContent()).toBe("Data deleted");
    expect(await page.locator("table.data-table tbody tr", { hasText: name }).count()).toBe(0);
    await page.close();
  });
});
