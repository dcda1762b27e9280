import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser, newContext } from "../support/browser";
import type { RunningServer } from "../support/server";

// On a copy of the run's demo data: nothing here is about a first start, which the container test of
// tests/e2e/runtime.test.ts and the run's templates (tests/support/templates.ts) make on empty data.
let api: TestApi;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  api = await startApi(PAGES_BACKEND);
  server = api.server;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await api?.stop();
});

describe("over HTTP", () => {
  it("answers an unknown path with the not-found page", async () => {
    const response = await fetch(`${server.url}/no/such/page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("This page could not be found");
    expect(html).toContain("Back to the home page");
    expect(html).toMatch(/<html lang="en"/);
  });

  it("serves /sw.js for the whole origin, never cached stale", async () => {
    const response = await fetch(`${server.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("service-worker-allowed")).toBe("/");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    const body = await response.text();
    expect(body).toContain("/offline.html");
    expect(body).toMatch(/static-[0-9a-f]{12}/);
  });

  it("gives every response a request id, keeping a sane incoming one", async () => {
    const fresh = await fetch(`${server.url}/healthz`);
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "trace-12345678" } });
    expect(echoed.headers.get("x-request-id")).toBe("trace-12345678");
    const hostile = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "<script>alert(1)</script>" } });
    expect(hostile.headers.get("x-request-id")).not.toContain("<");
  });

  it("sends security headers with a nonce-based CSP", async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("switches language with ?lng=id, remembers it in a cookie and sets <html lang>", async () => {
    const switched = await fetch(`${server.url}/?lng=id`);
    const cookie = switched.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^lng=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const html = await switched.text();
    expect(html).toMatch(/<html lang="id"/);
    expect(html).toContain("Masuk");

    const remembered = await fetch(`${server.url}/no/such/page`, { headers: { cookie: cookie.split(";")[0] } });
    const page = await remembered.text();
    expect(page).toMatch(/<html lang="id"/);
    expect(page).toContain("Halaman ini tidak dapat ditemukan");
    expect(page).toContain("Kembali ke halaman utama");

    const ignored = await fetch(`${server.url}/?lng=xx`);
    expect(ignored.headers.get("set-cookie") ?? "").not.toMatch(/(^|, )lng=/);
    expect(await ignored.text()).toMatch(/<html lang="en"/);
  });

  it("?lng= is remembered by every answer: a redirect and the not-found page too, and ?lng=en switches back", async () => {
    const langCookie = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith("lng="))?.split(";")[0];
    // Signed out, a dashboard page redirects to sign-in: the redirect itself remembers the language.
    const redirected = await fetch(`${server.url}/dashboard/home?lng=id`, { redirect: "manual" });
    expect(redirected.status).toBe(302);
    const id = langCookie(redirected);
    expect(id).toMatch(/^lng=./);
    const signIn = await fetch(`${server.url}${redirected.headers.get("location")}`, { headers: { cookie: id! } });
    expect(await signIn.text()).toMatch(/<html lang="id"/);

    const missing = await fetch(`${server.url}/no/such/page?lng=id`);
    expect(missing.status).toBe(404);
    expect(langCookie(missing)).toBe(id);
    expect(await missing.text()).toMatch(/<html lang="id"/);

    // Back to English at once, in the very answer, and on the next request without the query.
    const english = await fetch(`${server.url}/forgot-password?lng=en`, { headers: { cookie: id! } });
    expect(await english.text()).toMatch(/<html lang="en"/);
    const en = langCookie(english);
    expect(en).toMatch(/^lng=./);
    expect(en).not.toBe(id);
    expect(await (await fetch(`${server.url}/`, { headers: { cookie: en! } })).text()).toMatch(/<html lang="en"/);
    // One cookie per answer, not one per layer.
    expect(english.headers.getSetCookie().filter((c) => c.startsWith("lng="))).toHaveLength(1);
  });

  it("ships no application JavaScript on pages with nothing interactive", async () => {
    for (const path of ["/", "/no/such/page"]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      // Only the service worker's registration (public/sw-register.js), no application bundle.
      expect([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]), path).toEqual(["/sw-register.js"]);
      expect(html, path).not.toContain("modulepreload");
    }
  });

  it("caches fingerprinted assets for a year and the rest briefly", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const stylesheet = /href="(\/build\/[^"]+\.css)"/.exec(html)?.[1];
    expect(stylesheet).toBeTruthy();
    const asset = await fetch(`${server.url}${stylesheet}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const locale = await fetch(`${server.url}/locales/id/common.json`);
    expect(locale.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await locale.json()).errors.notFound).toBe("Halaman ini tidak dapat ditemukan");
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect((await manifest.json()).scope).toBe("/");
  });

  it("reports alive and ready", async () => {
    const alive = await fetch(`${server.url}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("answers /v1 without a session with a JSON 401 and malformed JSON with a 400", async () => {
    const missing = await fetch(`${server.url}/v1/no-such-resource`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    const body = await missing.json();
    expect(body.message).toBeTruthy();
    expect(body.requestId).toBe(missing.headers.get("x-request-id"));
    const malformed = await fetch(`${server.url}/v1/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe("Malformed JSON body");
  });
});

describe("in a browser without JavaScript", () => {
  it("switches the language with the form and shows the not-found page in it", async () => {
    const context = await newContext(browser, { javaScript: false, baseURL: server.url });
    const page = await context.newPage();
    await page.goto("/");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Sign in");
    await page.selectOption("select[name=lng]", "id");
    await page.getByRole("button", { name: "Change" }).click();
    await page.waitForURL(/lng=id/);
    expect(await page.getAttribute("html", "lang")).toBe("id");
    expect(await page.locator("h1").textContent()).toBe("Masuk");

    await page.goto("/this/does/not/exist");
    expect(await page.locator("h1").textContent()).toBe("Halaman ini tidak dapat ditemukan");
    await page.getByRole("link", { name: "Kembali ke halaman utama" }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.locator("h1").textContent()).toBe("Masuk");
    await context.close();
  });
});

describe("in a browser with JavaScript", () => {
  it("installs the service worker, which serves the offline page when the network is gone", async () => {
    const context = await newContext(browser, { javaScript: true, baseURL: server.url });
    const page = await context.newPage();
    await page.goto("/");
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${server.url}/`);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names[0]);
      return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
    });
    expect(cached).toContain("/offline.html");
    // Pages themselves are never cached: only static, fingerprinted or public files.
    expect(cached.every((path) => !path.startsWith("/dashboard") && path !== "/")).toBe(true);

    await page.reload();
    await context.setOffline(true);
    await page.goto("/anything").catch(() => undefined);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("You are offline");
    await context.close();
  });
});
