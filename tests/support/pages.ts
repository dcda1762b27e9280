/** Signing in through the real sign-in page, as a person would. */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { ACCOUNTS, DEMO_PASSWORD, type Account } from "./api";
import { newContext } from "./browser";

export async function signIn(page: Page, account: Account, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/");
  await page.fill("input[name=username]", ACCOUNTS[account]);
  await page.fill("input[name=password]", password);
  await page.click("form[method=post] button[type=submit]");
  await page.waitForURL(/\/dashboard\/home$/);
}

export async function signedInContext(browser: Browser, baseURL: string, account: Account, javaScript = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { javaScript, baseURL });
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}
