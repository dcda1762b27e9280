/** Debian's Chromium driven by playwright-core (no browser downloads on these machines). */
import { chromium, type Browser, type BrowserContext } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export async function newContext(browser: Browser, options: { javaScript: boolean; baseURL: string }): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled: options.javaScript, baseURL: options.baseURL, locale: "en-US" });
}
