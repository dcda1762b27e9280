import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNTS, ONE_BACKEND, DEMO_PASSWORD, startApi, type TestApi } from "../support/api";

type Me = { data: { _id: string; level: string; company: { name: string } | null; access_role: { permissions: string[] } | null; impersonating: boolean } };

describe.each(ONE_BACKEND)("sign-in and sessions on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { LOGIN_MAX_FAILURES: "3" });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it("signs in by e-mail, case-insensitively, and answers me with level, company and permissions", async () => {
    const login = await api.call<{ data: { token: string; user: Me["data"] } }>(null, "POST", "auth/login", { username: "ADMIN@majubersama.demo", password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.body.data.user.level).toBe("admin");
    const me = await api.call<Me>(login.body.data.token, "GET", "auth/me");
    expect(me.status).toBe(200);
    expect(me.body.data.company?.name).toBe("PT Maju Bersama");
    expect(me.body.data.impersonating).toBe(false);

    const custom = await api.call<Me>(await api.login("custom"), "GET", "auth/me");
    expect(custom.body.data.level).toBe("custom");
    expect(custom.body.data.access_role?.permissions).toContain("employees:read");
    const developer = await api.call<Me>(await api.login("developer"), "GET", "auth/me");
    expect(developer.body.data).toMatchObject({ level: "developer", company: null });
  });

  it("gives a new token at every sign-in", async () => {
    const a = await api.call<{ data: { token: string } }>(null, "POST", "auth/login", { username: ACCOUNTS.approver, password: DEMO_PASSWORD });
    const b = await api.call<{ data: { token: string } }>(null, "POST", "auth/login", { username: ACCOUNTS.approver, password: DEMO_PASSWORD });
    expect(a.body.data.token).not.toBe(b.body.data.token);
  });

  it("refuses a wrong password, an unknown account, bad bodies and missing tokens", async () => {
    const wrong = await api.call<{ message: string }>(null, "POST", "auth/login", { username: ACCOUNTS.employee, password: "nope-nope" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("The username or password is incorrect");
    const unknown = await api.call<{ message: string }>(null, "POST", "auth/login", { username: "nobody@nowhere.test", password: "whatever1" });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(wrong.body.message);
    const empty = await api.call<{ errors: Record<string, string> }>(null, "POST", "auth/login", { username: "", password: 5 });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(["password", "username"]);
    expect((await api.call(null, "GET", "auth/me")).status).toBe(401);
    expect((await api.call("not-a-real-token-at-all", "GET", "auth/me")).status).toBe(401);
    expect((await api.call(null, "GET", "employees")).status).toBe(401);
  });

  it("rate-limits repeated failures for an account, then lets it in after the block", async () => {
    const username = ACCOUNTS.otherEmployee;
    for (let i = 0; i < 3; i++) {
      expect((await api.call(null, "POST", "auth/login", { username, password: `wrong-${i}-pass` })).status).toBe(401);
    }
    const limited = await api.call<{ message: string }>(null, "POST", "auth/login", { username, password: DEMO_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account from the same address is not blocked by it.
    expect((await api.call(null, "POST", "auth/login", { username: ACCOUNTS.sub_admin, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it("revokes the token at logout", async () => {
    const login = await api.call<{ data: { token: string } }>(null, "POST", "auth/login", { username: ACCOUNTS.employee, password: DEMO_PASSWORD });
    const token = login.body.data.token;
    expect((await api.call(token, "GET", "auth/me")).status).toBe(200);
    expect((await api.call(token, "POST", "auth/logout")).status).toBe(204);
    expect((await api.call(token, "GET", "auth/me")).status).toBe(401);
  });

  it("lets a developer sign in as a company's admin and keeps the developer's own session", async () => {
    const developer = await api.login("developer");
    const companies = await api.call<{ data: { _id: string; name: string }[] }>(developer, "GET", "companies?search=Samudra");
    const samudra = companies.body.data[0];
    expect(samudra.name).toBe("PT Samudra Energi");
    const as = await api.call<{ data: { token: string; user: Me["data"] } }>(developer, "POST", `companies/${samudra._id}/login-as-admin`);
    expect(as.status).toBe(201);
    expect(as.body.data.user).toMatchObject({ level: "admin", impersonating: true, company: { name: "PT Samudra Energi" } });
    const employees = await api.call<{ meta: { total: number } }>(as.body.data.token, "GET", "employees?limit=1");
    expect(employees.status).toBe(200);
    expect(employees.body.meta.total).toBeGreaterThan(100);
    expect((await api.call(as.body.data.token, "POST", "auth/logout")).status).toBe(204);
    expect((await api.call(developer, "GET", "auth/me")).status).toBe(200);

    const admin = await api.login("admin");
    expect((await api.call(admin, "POST", `companies/${samudra._id}/login-as-admin`)).status).toBe(403);
  });

  it("gives the dashboard's chrome in one call: unread notifications, this month's coming birthdays and the own photo", async () => {
    type Person = { _id: string; fullname: string; birth_date: string };
    type Chrome = { data: { unread: number; birthdays: Person[]; birthdays_total: number; photo: string | null } };
    const token = await api.login("admin");
    const admin = await api.call<Chrome>(token, "GET", "me/chrome");
    expect(admin.status).toBe(200);
    expect(admin.body.data.unread).toBeGreaterThan(0);
    // The month and day in Jakarta (WIB, UTC+7).
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const month = await api.call<{ data: Person[] }>(token, "GET", "birthdays");
    expect(month.body.data.length).toBeGreaterThan(0);
    expect(month.body.data.every((person) => person.birth_date.slice(5, 7) === today.slice(5, 7))).toBe(true);
    // The chrome names the next ten from today and counts the whole month.
    expect(admin.body.data.birthdays_total).toBe(month.body.data.length);
    const coming = month.body.data.filter((person) => person.birth_date.slice(8, 10) >= today.slice(8, 10)).slice(0, 10);
    expect(admin.body.data.birthdays.map((person) => person._id)).toEqual(coming.map((person) => person._id));

    // A dashboard page's session check brings the same chrome along; nothing else may be included.
    const me = await api.call<{ data: { username: string; chrome: Chrome["data"] } }>(token, "GET", "auth/me?include=chrome");
    expect(me.body.data.username).toBe("admin@majubersama.demo");
    expect(me.body.data.chrome).toEqual(admin.body.data);
    expect((await api.call(token, "GET", "auth/me?include=everything")).status).toBe(400);

    const developer = await api.call<Chrome>(await api.login("developer"), "GET", "me/chrome");
    expect(developer.body.data).toEqual({ unread: 0, birthdays: [], birthdays_total: 0, photo: null });
    expect((await api.call(null, "GET", "me/chrome")).status).toBe(401);
  });

  it("gives each notification its message key and values beside the English text (decision 0018)", async () => {
    type Item = { title: string; body: string | null; key: string | null; values: Record<string, string | number> | null; link: string | null; read: boolean };
    const list = await api.call<{ data: Item[]; meta: { total: number; unread: number } }>(await api.login("admin"), "GET", "me/notifications");
    expect(list.status).toBe(200);
    const leave = list.body.data.find((item) => item.key === "leaveRequested")!;
    expect(leave).toMatchObject({ title: "New leave request", link: "/dashboard/approval/approval-leave", read: false, values: { leave_type: "Cuti Tahunan" } });
    expect(leave.values!.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(leave.body).toBe(`${leave.values!.name} asked for Cuti Tahunan starting ${leave.values!.start_date}.`);
    expect(list.body.data.find((item) => item.key === "overtimeRequested")?.values).toMatchObject({ hours: 3 });
    expect(list.body.data.every((item) => item.key !== null && item.title.length > 0)).toBe(true);
  });
});
