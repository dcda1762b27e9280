/**
 * The sign-in throttle over HTTP (docs/decisions/0021-sign-in-throttling.md): attempts are counted
 * before they are checked, per account and address with growing waits, per account across addresses
 * for browsers it has not seen, per address across accounts; a known device keeps working; the owner
 * hears of it once. Also the forgotten-password limits and the blocked account's answer.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../api/mail/outbox";
import { ACCOUNTS, ONE_BACKEND, DEMO_PASSWORD, startApi, type TestApi } from "../support/api";

const MAX = 3;
const WRONG = "The username or password is incorrect";
const NEUTRAL = "If an account uses this e-mail address, we have sent it a link to reset the password.";

type Answer = { status: number; message: string; retryAfter: number | null };

describe.each(ONE_BACKEND)("sign-in limits on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { LOGIN_MAX_FAILURES: String(MAX), LOGIN_BLOCK_MINUTES: "15" });
  });
  afterAll(async () => {
    await api?.stop();
  });

  /** POST /v1/auth/login from an address (the API trusts X-Forwarded-For from loopback, as from the web tier). */
  async function login(address: string, username: string, password: string, device?: string): Promise<Answer> {
    const response = await fetch(`${api.server.url}/v1/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
      body: JSON.stringify({ username, password, ...(device ? { device } : {}) }),
    });
    const body = (await response.json()) as { message?: string };
    const retryAfter = response.headers.get("retry-after");
    return { status: response.status, message: body.message ?? "", retryAfter: retryAfter === null ? null : Number(retryAfter) };
  }

  async function forgot(address: string, email: string) {
    const response = await fetch(`${api.server.url}/v1/auth/forgot-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
      body: JSON.stringify({ email }),
    });
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  }

  const device = () => crypto.randomBytes(32).toString("base64url");

  it("checks at most the allowed number of 40 parallel wrong passwords; the rest wait (429)", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login("198.51.100.1", ACCOUNTS.approver, `wrong-pass-${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - MAX);
    const waiting = answers.find((a) => a.status === 429)!;
    expect(waiting.message).toBe("Too many failed sign-in attempts. Try again in 1 minute(s).");
    expect(waiting.retryAfter).toBeGreaterThan(0);
    expect(waiting.retryAfter).toBeLessThanOrEqual(60);
  });

  it("does not lock the admin out from another address after one address's wrong passwords", async () => {
    for (let i = 0; i < MAX; i++) expect((await login("198.51.100.2", ACCOUNTS.admin, `wrong-pass-${i}`)).status).toBe(401);
    // That address now waits, even with the right password…
    expect((await login("198.51.100.2", ACCOUNTS.admin, DEMO_PASSWORD)).status).toBe(429);
    // …but the admin, from the office, signs in as usual (no device cookie yet).
    expect((await login("203.0.113.10", ACCOUNTS.admin, DEMO_PASSWORD)).status).toBe(200);
    // Other accounts from the waiting address are not held back.
    expect((await login("198.51.100.2", ACCOUNTS.sub_admin, DEMO_PASSWORD)).status).toBe(200);
  });

  it("lets the owner in from a known device while wrong passwords from many addresses throttle the account, and tells the owner once", async () => {
    const owner = ACCOUNTS.employee;
    const laptop = device();
    expect((await login("203.0.113.20", owner, DEMO_PASSWORD, laptop)).status).toBe(200);

    // Wrong passwords from many addresses, each below its own limit: the account as a whole starts waiting.
    const refused: number[] = [];
    for (let address = 1; address <= 8; address++) {
      for (let i = 0; i < MAX - 1; i++) refused.push((await login(`192.0.2.${address}`, owner, `guess-${address}-${i}`)).status);
    }
    expect(refused.filter((s) => s === 401)).toHaveLength(MAX * 4);
    expect(refused.slice(MAX * 4).every((s) => s === 429)).toBe(true);
    expect((await login("192.0.2.200", owner, DEMO_PASSWORD)).status).toBe(429);
    // A new browser, even at the owner's own address, waits too.
    expect((await login("203.0.113.20", owner, DEMO_PASSWORD, device())).status).toBe(429);

    // The owner's laptop gets in, from the same or another address.
    expect((await login("203.0.113.20", owner, DEMO_PASSWORD, laptop)).status).toBe(200);
    expect((await login("198.51.100.77", owner, DEMO_PASSWORD, laptop)).status).toBe(200);
    // A known device guessing is throttled on its own.
    for (let i = 0; i < MAX; i++) expect((await login("203.0.113.20", owner, `laptop-guess-${i}`, laptop)).status).toBe(401);
    expect((await login("203.0.113.20", owner, DEMO_PASSWORD, laptop)).status).toBe(429);

    const notices = (await readOutbox(api.server.dataDir)).filter((m) => m.to === owner && m.subject.startsWith("Failed sign-ins"));
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toContain("Percobaan masuk yang gagal");
    expect(notices[0].text).toContain("192.0.2.");
    expect(notices[0].text).toContain("Jika itu bukan Anda, ganti kata sandi Anda.");
  });

  it("answers a blocked account's right password exactly as a wrong one", async () => {
    const admin = await api.login("admin");
    const me = await api.call<{ data: { employee: string } }>(await api.login("approver"), "GET", "auth/me");
    const account = `employees/${me.body.data.employee}/account`;
    expect((await api.call(admin, "PUT", account, { blocked: true })).status).toBe(200);
    try {
      const blocked = await login("203.0.113.30", ACCOUNTS.approver, DEMO_PASSWORD);
      const wrong = await login("203.0.113.31", ACCOUNTS.approver, "not-the-password");
      expect(blocked).toEqual({ status: 401, message: WRONG, retryAfter: null });
      expect(wrong).toEqual(blocked);
    } finally {
      await api.call(admin, "PUT", account, { blocked: false });
    }
    expect((await login("203.0.113.30", ACCOUNTS.approver, DEMO_PASSWORD)).status).toBe(200);
  });

  it("limits forgotten-password links per e-mail and per address, with the same answer either way", async () => {
    const target = ACCOUNTS.otherEmployee;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await forgot(`198.51.100.${100 + i}`, target));
    expect(answers.every((a) => a.status === 200 && a.message === NEUTRAL)).toBe(true);
    const links = (await readOutbox(api.server.dataDir)).filter((m) => m.to === target && m.subject === "Reset your password");
    expect(links).toHaveLength(3);

    // One address asking for many addresses: the same answer, and no more mail past its limit.
    const spray = [];
    for (let i = 0; i < 22; i++) spray.push(await forgot("198.51.100.250", `nobody.${i}@nowhere.test`));
    expect(spray.every((a) => a.status === 200 && a.message === NEUTRAL)).toBe(true);
    const before = (await readOutbox(api.server.dataDir)).filter((m) => m.to === ACCOUNTS.otherAdmin).length;
    expect(await forgot("198.51.100.250", ACCOUNTS.otherAdmin)).toEqual({ status: 200, message: NEUTRAL });
    expect((await readOutbox(api.server.dataDir)).filter((m) => m.to === ACCOUNTS.otherAdmin)).toHaveLength(before);
    // From another address the same e-mail gets its link.
    await forgot("198.51.100.251", ACCOUNTS.otherAdmin);
    expect((await readOutbox(api.server.dataDir)).filter((m) => m.to === ACCOUNTS.otherAdmin)).toHaveLength(before + 1);
  });
});
