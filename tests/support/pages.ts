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

/** A session cookie from the real sign-in form (CSRF token from the page), for requests without a browser. */
export async function sessionCookie(baseURL: string, account: Account): Promise<string> {
  const cookiesOf = (response: Response) => (response.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
  const first = await fetch(`${baseURL}/`);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await first.text())?.[1];
  if (!csrf) throw new Error("no CSRF token on the sign-in page");
  const signIn = await fetch(`${baseURL}/?index`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: cookiesOf(first) },
    body: new URLSearchParams({ csrf, username: ACCOUNTS[account], password: DEMO_PASSWORD }),
  });
  if (signIn.status !== 302) throw new Error(`sign-in as ${account} answered ${signIn.status}`);
  return cookiesOf(signIn);
}

export async function signedInContext(browser: Browser, baseURL: string, account: Account, javaScript = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { javaScript, baseURL });
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

/**
 * Browser contexts signed in through the real sign-in page, one per account and JavaScript setting,
 * made on first use and kept for a whole test file (`close()` in its afterAll).
 */
export function signedInPool(target: () => { browser: Browser; baseURL: string }) {
  const contexts = new Map<string, BrowserContext>();
  return {
    async page(account: Account, javaScript = false): Promise<Page> {
      const key = `${account}:${javaScript}`;
      let context = contexts.get(key);
      if (!context) {
        const { browser, baseURL } = target();
        context = await newContext(browser, { javaScript, baseURL });
        context.setDefaultTimeout(10_000);
        const page = await context.newPage();
        await signIn(page, account);
        await page.close();
        contexts.set(key, context);
      }
      return context.newPage();
    },
    async close(): Promise<void> {
      for (const context of contexts.values()) await context.close();
      contexts.clear();
    },
  };
}
