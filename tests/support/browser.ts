/**
 * Debian's Chromium driven by playwright-core (no browser downloads on these machines): its headless
 * shell (`chromium-headless-shell`, the same Blink and V8 without the browser's windows), which costs a
 * third to a quarter of the CPU per page and per context of the full browser in headless mode
 * (docs/decisions/0044-the-suite-on-two-cores.md). `CHROMIUM_PATH` chooses another build.
 */
import { chromium, type Browser, type BrowserContext } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

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
