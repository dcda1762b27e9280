/**
 * The sign-in page over HTTP, as a browser without JavaScript uses it: it returns to the page that asked
 * for it (same-origin paths only), and it remembers the browser as a known device, which keeps the owner
 * signing in while the account is throttled for other browsers (docs/decisions/0021-sign-in-throttling.md).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNTS, DEMO_PASSWORD, PAGES_BACKEND, startApi, type TestApi } from "../support/api";

const MAX = 3;

describe("the sign-in page", () => {
  let api: TestApi;
  let base: string;
  beforeAll(async () => {
    api = await startApi(PAGES_BACKEND, { LOGIN_MAX_FAILURES: String(MAX) });
    base = api.server.url;
  });
  afterAll(async () => {
    await api?.stop();
  });

  const cookiesOf = (response: Response) => (response.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]);

  /** Opens the sign-in page (with `query`) and posts the form, as a browser holding `cookies` would. */
  async function signIn(fields: Record<string, string>, cookies: string[] = [], query = ""): Promise<{ status: number; location: string | null; cookies: string[] }> {
    const page = await fetch(`${base}/${query}`, { headers: { cookie: cookies.join("; ") } });
    const html = await page.text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
    if (!csrf) throw new Error("no CSRF token on the sign-in page");
    const jar = [...cookies, ...cookiesOf(page)];
    const response = await fetch(`${base}/?index`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
      body: new URLSearchParams({ csrf, ...fields }),
    });
    return { status: response.status, location: response.headers.get("location"), cookies: cookiesOf(response) };
  }

  it("sends a signed-out visitor to the sign-in page and back to the page afterwards", async () => {
    const asked = await fetch(`${base}/dashboard/employees?search=budi`, { redirect: "manual" });
    expect(asked.status).toBe(302);
    const location = asked.headers.get("location")!;
    expect(location).toBe(`/?returnTo=${encodeURIComponent("/dashboard/employees?search=budi")}`);

    const page = await fetch(`${base}${location}`);
    expect(await page.text()).toContain('name="returnTo" value="/dashboard/employees?search=budi"');
    const back = await signIn({ username: ACCOUNTS.admin, password: DEMO_PASSWORD, returnTo: "/dashboard/employees?search=budi" });
    expect(back).toMatchObject({ status: 302, location: "/dashboard/employees?search=budi" });
  });

  it("goes to the home page instead of another site", async () => {
    for (const returnTo of ["/%09/evil.example", "/\t/evil.example", "//evil.example", "/\\evil.example", "https://evil.example/", "/%5Cevil.example"]) {
      const result = await signIn({ username: ACCOUNTS.admin, password: DEMO_PASSWORD, returnTo });
      expect(result, returnTo).toMatchObject({ status: 302, location: "/dashboard/home" });
    }
    // The navigation toggle's return path is checked by the same rule.
    const session = (await signIn({ username: ACCOUNTS.admin, password: DEMO_PASSWORD })).cookies;
    const home = await (await fetch(`${base}/dashboard/home`, { headers: { cookie: session.join("; ") } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(home)![1];
    for (const [returnTo, location] of [
      ["/dashboard/employees", "/dashboard/employees"],
      ["/\t/evil.example", "/dashboard/home"],
      ["/%09/evil.example", "/dashboard/home"],
    ]) {
      const toggled = await fetch(`${base}/dashboard/preferences`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: session.join("; ") },
        body: new URLSearchParams({ csrf, returnTo, navCollapsed: "true" }),
      });
      expect(toggled.headers.get("location"), returnTo).toBe(location);
    }

    // A returnTo in the page's address that leads elsewhere is not even put in the sign-in form.
    const page = await (await fetch(`${base}/?returnTo=${encodeURIComponent("/%09/evil.example")}`)).text();
    const form = /<form method="post"[\s\S]*?<\/form>/.exec(page)?.[0];
    expect(form).toContain('name="username"');
    expect(form).not.toContain('name="returnTo"');
  });

  it("remembers the browser, which keeps signing in while the account waits for other browsers", async () => {
    const first = await signIn({ username: ACCOUNTS.employee, password: DEMO_PASSWORD });
    expect(first.status).toBe(302);
    const device = first.cookies.find((c) => c.startsWith("__hr_device="));
    expect(device).toBeDefined();

    // Wrong passwords from many addresses throttle the account.
    for (let address = 1; address <= 8; address++) {
      for (let i = 0; i < MAX - 1; i++) {
        await fetch(`${base}/v1/auth/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": `192.0.2.${address}` },
          body: JSON.stringify({ username: ACCOUNTS.employee, password: `guess-${address}-${i}` }),
        });
      }
    }
    // Another browser waits (the page shows the API's message)…
    const stranger = await signIn({ username: ACCOUNTS.employee, password: DEMO_PASSWORD });
    expect(stranger.status).toBe(429);
    // …the remembered one gets in.
    const owner = await signIn({ username: ACCOUNTS.employee, password: DEMO_PASSWORD }, [device!]);
    expect(owner).toMatchObject({ status: 302, location: "/dashboard/home" });
  });
});
