/**
 * A form posted from another site is refused (403) before any action runs, whatever it carries; a
 * same-site post, or one with neither Origin nor Referer, goes on to the CSRF token check.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNTS, DEMO_PASSWORD, PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser, newContext } from "../support/browser";
import { signIn } from "../support/pages";
import type { RunningServer } from "../support/server";

const REFUSED = "This form was sent from another site and has been refused. Open the page here and send it again.";

describe("cross-site form posts", () => {
  let api: TestApi;
  let server: RunningServer;
  let browser: Browser;
  let foreign: http.Server;
  let foreignUrl: string;

  beforeAll(async () => {
    // A copy of the run's demo data (tests/support/templates.ts): nothing here is about a first start.
    api = await startApi(PAGES_BACKEND);
    server = api.server;
    browser = await launchBrowser();
    // Another site on the same machine: a page that posts a sign-in form to the server.
    foreign = http.createServer((_req, res) => {
      res.setHeader("Content-Type", "text/html");
      res.end(
        `<form method="post" action="${server.url}/?index"><input name="username" value="${ACCOUNTS.admin}"><input name="password" value="${DEMO_PASSWORD}"><input name="csrf" value="guessed"><button>Go</button></form>`,
      );
    });
    await new Promise<void>((resolve) => foreign.listen(0, "127.0.0.1", resolve));
    foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => foreign?.close(resolve));
    await api?.stop();
  });

  /** The sign-in form's cookie and CSRF token, as a browser that opened the page holds them. */
  async function signInForm() {
    const page = await fetch(`${server.url}/`);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1];
    const cookie = (page.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
    return { csrf, cookie };
  }

  async function post(headers: Record<string, string | undefined>, language?: "id") {
    const { csrf, cookie } = await signInForm();
    const response = await fetch(`${server.url}/?index`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: language ? `${cookie}; lng=${encodeURIComponent(btoa('"id"'))}` : cookie, ...(headers as Record<string, string>) },
      body: new URLSearchParams({ csrf, username: ACCOUNTS.admin, password: DEMO_PASSWORD }),
    });
    return { status: response.status, text: await response.text() };
  }

  it("refuses a foreign Origin, or a foreign Referer without an Origin, even with the right token", async () => {
    for (const headers of [{ Origin: "http://evil.example" }, { Origin: foreignUrl }, { Origin: "null" }, { Referer: "http://evil.example/page" }, { Referer: "not a url" }, { Origin: "http://evil.example", Referer: `${server.url}/` }]) {
      const response = await post(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.text).toBe(REFUSED);
    }
    const indonesian = await post({ Origin: "http://evil.example" }, "id");
    expect(indonesian.status).toBe(403);
    expect(indonesian.text).toBe("Formulir ini dikirim dari situs lain dan ditolak. Buka halamannya di sini lalu kirim lagi.");
    expect(server.output()).toContain("cross-site form refused");
  });

  it("lets a same-site post, or one with neither header, through to the token check", async () => {
    for (const headers of [{ Origin: server.url }, { Referer: `${server.url}/` }, {}]) {
      expect((await post(headers)).status, JSON.stringify(headers)).toBe(302);
    }
    // GET is never checked.
    expect((await fetch(`${server.url}/`, { headers: { Origin: "http://evil.example" } })).status).toBe(200);
  });

  it("refuses a form another site's page makes a real browser post, and still signs in from our own page", async () => {
    const context = await newContext(browser, { javaScript: false, baseURL: server.url });
    const page = await context.newPage();
    await page.goto(foreignUrl);
    const [response] = await Promise.all([page.waitForNavigation(), page.click("button")]);
    expect(response?.status()).toBe(403);
    expect(await page.textContent("body")).toBe(REFUSED);
    await signIn(page, "admin");
    await context.close();
  });
});
