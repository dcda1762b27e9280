import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../api/mail/outbox";
import { ACCOUNTS, ONE_BACKEND, DEMO_PASSWORD, startApi, type TestApi } from "../support/api";

type Message = { message: string; errors?: Record<string, string> };

const linkToken = (text: string, path: string) => {
  const match = new RegExp(`${path.replace(/\//g, "\\/")}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
};

describe.each(ONE_BACKEND)("registration, password recovery and verification on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { PUBLIC_URL: "https://hr.example.test" });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it("turns a registration into an access request for the developer", async () => {
    const registered = await api.call<Message>(null, "POST", "auth/register", { company: "PT Cahaya Baru", name: "Rina Wijaya", email: "rina@cahayabaru.test", purpose: "Payroll for 40 staff" });
    expect(registered.status).toBe(201);
    expect(registered.body.message).toBe("Request has been sent, thank you for your feedback");
    const requests = await api.call<{ data: Record<string, unknown>[] }>(await api.login("developer"), "GET", "requests?search=Cahaya");
    expect(requests.body.data).toHaveLength(1);
    expect(requests.body.data[0]).toMatchObject({ company: "PT Cahaya Baru", name: "Rina Wijaya", status: "todo" });
    const mail = (await readOutbox(api.server.dataDir)).find((m) => m.to === "rina@cahayabaru.test");
    expect(mail?.subject).toBe("We received your request");

    const invalid = await api.call<Message>(null, "POST", "auth/register", { company: "", name: "R", email: "not-an-email" });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors!).sort()).toEqual(["company", "email", "name"]);
  });

  it("resets a forgotten password through the e-mailed link, once, and signs out everywhere", async () => {
    const before = await api.login("approver");
    const unknown = await api.call<Message>(null, "POST", "auth/forgot-password", { email: "nobody@nowhere.test" });
    const known = await api.call<Message>(null, "POST", "auth/forgot-password", { email: ACCOUNTS.approver });
    expect(known.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);

    const mail = (await readOutbox(api.server.dataDir)).filter((m) => m.to === ACCOUNTS.approver).at(-1)!;
    expect(mail.subject).toBe("Reset your password");
    expect(mail.text).toContain("https://hr.example.test/forgot-password/reset?token=");
    const token = linkToken(mail.text, "/forgot-password/reset");

    const weak = await api.call<Message>(null, "POST", "auth/reset-password", { token, password: "short" });
    expect(weak.status).toBe(422);
    expect(weak.body.errors?.password).toBe("Must be at least 8 characters");
    expect((await api.call(null, "POST", "auth/reset-password", { token, password: "a-new-password-1" })).status).toBe(200);
    const again = await api.call<Message>(null, "POST", "auth/reset-password", { token, password: "another-password-2" });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid or has expired/);

    expect((await api.call(before, "GET", "auth/me")).status).toBe(401);
    expect((await api.call(null, "POST", "auth/login", { username: ACCOUNTS.approver, password: DEMO_PASSWORD })).status).toBe(401);
    expect((await api.call(null, "POST", "auth/login", { username: ACCOUNTS.approver, password: "a-new-password-1" })).status).toBe(200);
  });

  it("verifies an e-mail address with the link it sends", async () => {
    const token = await api.login("employee");
    expect((await api.call(token, "POST", "auth/send-verification")).status).toBe(202);
    const mail = (await readOutbox(api.server.dataDir)).filter((m) => m.to === ACCOUNTS.employee).at(-1)!;
    const value = linkToken(mail.text, "/verification");
    expect((await api.call<Message>(null, "POST", "auth/verify-email", { token: value })).body.message).toBe("Your e-mail address has been verified.");
    expect((await api.call(null, "POST", "auth/verify-email", { token: value })).status).toBe(400);
    expect((await api.call(null, "POST", "auth/verify-email", { token: "x".repeat(43) })).status).toBe(400);
  });

  it("changes a password only with the current one", async () => {
    const token = await api.login("otherEmployee");
    const wrong = await api.call<Message>(token, "POST", "auth/change-password", { current_password: "not-it-at-all", password: "brand-new-pass-1" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.current_password).toBe("The current password is not right");
    const elsewhere = (await api.call<{ data: { token: string } }>(null, "POST", "auth/login", { username: ACCOUNTS.otherEmployee, password: DEMO_PASSWORD })).body.data.token;
    expect((await api.call(token, "POST", "auth/change-password", { current_password: DEMO_PASSWORD, password: "brand-new-pass-1" })).status).toBe(200);
    // The session that changed it goes on; every other one ends (docs/decisions/0039-employee-self-service.md).
    expect((await api.call(token, "GET", "auth/me")).status).toBe(200);
    expect((await api.call(elsewhere, "GET", "auth/me")).status).toBe(401);
    expect((await api.call(null, "POST", "auth/login", { username: ACCOUNTS.otherEmployee, password: "brand-new-pass-1" })).status).toBe(200);
  });
});
