/**
 * docs/design.md decision 8 (docs/decisions/0019): a user changes another account's password, e-mail, block
 * or level only from a level strictly above it, and gives no one a level as high as their own. The
 * whole matrix — caller level × target level × field — on fresh accounts made through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../api/mail/outbox";
import { ACCOUNTS, ONE_BACKEND, DEMO_PASSWORD, startApi, type TestApi } from "../support/api";

type Level = "admin" | "sub_admin" | "custom" | "admin_location" | "approver" | "employee";
type Caller = "admin" | "developer_as_admin" | "sub_admin" | "custom" | "admin_location" | "approver" | "employee";
type Field = "password" | "email" | "blocked" | "level";
type Body = { data?: Record<string, unknown> & { _id?: string; token?: string }; message?: string; errors?: Record<string, string> };

// The order the decision states, written out again here so that the test does not read the code's table.
const RANK: Record<Caller | Level, number> = { developer_as_admin: 3, admin: 3, sub_admin: 2, custom: 1, admin_location: 1, approver: 1, employee: 0 };
const CALLERS: Caller[] = ["admin", "developer_as_admin", "sub_admin", "custom", "admin_location", "approver", "employee"];
const TARGETS: Level[] = ["admin", "sub_admin", "custom", "admin_location", "approver", "employee"];
const FIELDS: Field[] = ["password", "email", "blocked", "level"];

/** Who reaches each route at all (docs/specification.md §6 menus); the test's custom caller holds active employees and approvers. */
const ACCOUNT_FORM: Caller[] = ["admin", "developer_as_admin", "sub_admin", "custom", "admin_location"];
/** Access Level is the admin's menu (docs/specification.md §6). */
const ACCESS_LEVEL: Caller[] = ["admin", "developer_as_admin"];
/** The level change each target gets: demoted through its own list, or an employee made an approver. */
const LEVEL_ROUTE: Record<Level, { method: "DELETE" | "POST"; list: string; to: Level | null }> = {
  sub_admin: { method: "DELETE", list: "sub-admins", to: "employee" },
  custom: { method: "DELETE", list: "custom-users", to: "employee" },
  approver: { method: "DELETE", list: "approver", to: "employee" },
  employee: { method: "POST", list: "approver", to: "approver" },
  // No route changes an admin's or a location admin's level: making them an approver is "already" one thing.
  admin: { method: "POST", list: "approver", to: null },
  admin_location: { method: "POST", list: "approver", to: null },
};
const INVITE_LEVELS = ["employee", "approver", "admin_location", "sub_admin"] as const;

function allowed(caller: Caller, target: Level, field: Field): boolean {
  if (field !== "level") return ACCOUNT_FORM.includes(caller) && RANK[caller] > RANK[target];
  const route = LEVEL_ROUTE[target];
  return route.to !== null && ACCESS_LEVEL.includes(caller) && RANK[caller] > RANK[target] && RANK[caller] > RANK[route.to];
}

describe.each(ONE_BACKEND)("who may change whose account, on %s", (backend) => {
  let api: TestApi;
  let admin: string;
  const tokens = new Map<Caller, string>();
  let seq = 0;
  let customRole = "";

  const call = (token: string, method: string, path: string, body?: unknown) => api.call<Body>(token, method, path, body);
  const signIn = async (username: string, password: string) => (await api.call<Body>(null, "POST", "auth/login", { username, password })).body.data?.token;
  const me = async (token: string) => (await call(token, "GET", "auth/me")).body.data as { _id: string; level: string; employee: string };

  /** A new employee with an account of `level`, made the way the dashboard makes one. */
  async function account(level: Level): Promise<{ email: string; password: string; employee: string; user: string }> {
    const email = `lvl.${level.replace("_", "-")}.${++seq}.${Date.now()}@majubersama.demo`;
    const password = `pass-${seq}-2026`;
    if (level === "sub_admin" || level === "admin_location" || level === "approver") {
      expect((await call(admin, "POST", "employees/invite", { fullname: `Level ${level} ${seq}`, email, level })).status).toBe(201);
      const mail = (await readOutbox(api.server.dataDir)).find((m) => m.to === email)!;
      const token = decodeURIComponent(/invitation\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]);
      expect((await api.call(null, "POST", "auth/accept-invitation", { token, password })).status).toBe(201);
    } else {
      const created = await call(admin, "POST", "employees", { fullname: `Level ${level} ${seq}`, email });
      expect((await call(admin, "PUT", `employees/${created.body.data!._id}/account`, { password })).status).toBe(200);
      if (level === "custom") {
        expect((await call(admin, "POST", "custom-users", { employee: created.body.data!._id, access_role: customRole })).status).toBe(201);
      }
    }
    const signed = await me((await signIn(email, password))!);
    expect(signed.level).toBe(level);
    return { email, password, employee: signed.employee, user: signed._id };
  }

  beforeAll(async () => {
    api = await startApi(backend);
    admin = await api.login("admin");
    // A custom role that reaches the account form and the approvers: the rule, not the menu, must stop it.
    const role = await call(admin, "POST", "roles", { code: `WRITER-${Date.now()}`, access_level: "Employee writer", permissions: ["active-employees:read", "active-employees:write"] });
    customRole = role.body.data!._id!;
    const custom = await account("custom");
    tokens.set("custom", (await signIn(custom.email, custom.password))!);
    for (const caller of ["admin", "sub_admin", "admin_location", "approver", "employee"] as const) tokens.set(caller, await api.login(caller));
    const developer = await api.login("developer");
    const maju = (await api.call<{ data: { _id: string }[] }>(developer, "GET", "companies?search=Maju")).body.data[0];
    tokens.set("developer_as_admin", (await call(developer, "POST", `companies/${maju._id}/login-as-admin`)).body.data!.token!);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it.each(CALLERS)("%s changes an account's password, e-mail, block and level only from above it", async (caller) => {
    const token = tokens.get(caller)!;
    const demoAdmin = await me(admin);
    for (const level of TARGETS) {
      // The company's admin is the demo one (no route makes another): for the admin and the developer signed
      // in as admin that is their own account, whose rules tests/api/employees.test.ts covers.
      if (level === "admin" && RANK[caller] === RANK.admin) continue;
      const target = level === "admin" ? { email: ACCOUNTS.admin, password: DEMO_PASSWORD, employee: demoAdmin.employee, user: demoAdmin._id } : await account(level);
      for (const field of FIELDS) {
        const cell = `${caller} → ${level}: ${field}`;
        const expected = allowed(caller, level, field);
        const newPassword = `new-${seq}-password`;
        const newEmail = `moved.${seq}.${field}@majubersama.demo`;
        let answer;
        if (field === "password") answer = await call(token, "PUT", `employees/${target.employee}/account`, { password: newPassword });
        else if (field === "email") answer = await call(token, "PUT", `employees/${target.employee}/account`, { email: newEmail });
        else if (field === "blocked") answer = await call(token, "PUT", `employees/${target.employee}/account`, { blocked: true });
        else {
          const route = LEVEL_ROUTE[level];
          answer =
            route.method === "DELETE" ? await call(token, "DELETE", `${route.list}/${target.user}`) : await call(token, "POST", route.list, { employee: target.employee });
        }
        if (expected) {
          expect(answer.status, `${cell}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
        } else {
          expect(answer.status, `${cell}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, cell).toBeLessThan(500);
          // Past the menu, the rule itself answers: 403 with a sentence that says why.
          const reachable = field === "level" ? ACCESS_LEVEL.includes(caller) && LEVEL_ROUTE[level].to !== null : ACCOUNT_FORM.includes(caller);
          if (reachable) {
            expect(answer.status, cell).toBe(403);
            expect(answer.body.message, cell).toMatch(/higher level than this account's|level as high as your own/);
          }
        }
        // What it did, seen from outside.
        const effect = await call(admin, "GET", `employees/${target.employee}/account`);
        if (field === "password") {
          expect(Boolean(await signIn(target.email, newPassword)), cell).toBe(expected);
          if (expected) target.password = newPassword;
        } else if (field === "email") {
          expect(effect.body.data!.email, cell).toBe(expected ? newEmail : target.email);
          if (expected) target.email = newEmail;
        } else if (field === "blocked") {
          expect(effect.body.data!.blocked, cell).toBe(expected);
          expect(Boolean(await signIn(target.email, target.password)), cell).toBe(!expected);
          if (expected) expect((await call(admin, "PUT", `employees/${target.employee}/account`, { blocked: false })).status).toBe(200);
        } else {
          expect(effect.body.data!.level, cell).toBe(expected ? LEVEL_ROUTE[level].to : level);
        }
      }
    }
    // The demo admin is untouched by everyone.
    expect(await signIn(ACCOUNTS.admin, DEMO_PASSWORD)).toBeTruthy();
  });

  it("refuses the probe's takeover: a sub admin or a location admin cannot set the admin's password, e-mail or block", async () => {
    const { employee } = await me(admin);
    for (const caller of ["sub_admin", "admin_location"] as const) {
      const token = tokens.get(caller)!;
      for (const body of [{ password: "taken-over-2026" }, { email: `${caller}.owns@majubersama.demo` }, { blocked: true }]) {
        const refused = await call(token, "PUT", `employees/${employee}/account`, body);
        expect(refused.status, JSON.stringify(body)).toBe(403);
      }
      // Resigning the admin would block the account too.
      expect((await call(token, "POST", `employees/${employee}/exit`, { resign_date: "2026-12-01", exit_reason: "Takeover" })).status).toBe(403);
    }
    expect(await signIn(ACCOUNTS.admin, "taken-over-2026")).toBeFalsy();
    expect(await signIn(ACCOUNTS.admin, DEMO_PASSWORD)).toBeTruthy();
    expect((await call(admin, "GET", `employees/${employee}`)).body.data!.active).toBe(true);
  });

  it("gives no one a level as high as the inviter's own (an invitation opens an account at its level)", async () => {
    for (const caller of CALLERS) {
      for (const level of INVITE_LEVELS) {
        const cell = `${caller} invites ${level}`;
        const answer = await call(tokens.get(caller)!, "POST", "employees/invite", { fullname: `Invitee ${++seq}`, email: `invitee.${seq}.${Date.now()}@example.test`, level });
        const reachable = ACCOUNT_FORM.includes(caller);
        expect(answer.status, `${cell}: ${JSON.stringify(answer.body)}`).toBe(!reachable ? 403 : RANK[caller] > RANK[level] ? 201 : 403);
        if (reachable && answer.status === 403) expect(answer.body.message, cell).toBe("You may not give a level as high as your own");
      }
    }
  });

  it("answers a taken e-mail on the account form with 422, and names no other company", async () => {
    const fresh = await call(admin, "POST", "employees", { fullname: "No Account Yet" });
    const id = fresh.body.data!._id!;
    // Used in this company: said so, beside the field (this used to be a 500 for an employee without an account).
    const own = await call(admin, "PUT", `employees/${id}/account`, { email: ACCOUNTS.sub_admin, password: "some-pass-2026" });
    expect(own.status, JSON.stringify(own.body)).toBe(422);
    expect(own.body.errors?.email).toBe("Already used by another account");
    const withAccount = await account("employee");
    const moved = await call(admin, "PUT", `employees/${withAccount.employee}/account`, { email: ACCOUNTS.approver });
    expect(moved.status).toBe(422);
    expect(moved.body.errors?.email).toBe("Already used by another account");
    // Another company's account, and a developer's, get one neutral sentence: no "another account", no company.
    for (const email of [ACCOUNTS.otherAdmin, ACCOUNTS.developer]) {
      for (const target of [id, withAccount.employee]) {
        const other = await call(admin, "PUT", `employees/${target}/account`, { email, password: "some-pass-2026" });
        expect(other.status, email).toBe(422);
        expect(other.body.errors?.email).toBe("This e-mail address cannot be used. Choose another one.");
        expect(JSON.stringify(other.body)).not.toMatch(/Samudra|developer|another account/i);
      }
    }
    expect((await call(admin, "GET", `employees/${id}/account`)).body.data!.has_account).toBe(false);
  });

  it("keeps one developer from taking another's sign-in e-mail", async () => {
    const developer = await api.login("developer");
    const other = await call(developer, "POST", "developers", { name: "Second Developer", email: `second.${Date.now()}@demo.hr` });
    expect(other.status).toBe(201);
    const refused = await call(developer, "PUT", `developers/${other.body.data!._id}`, { email: `hijack.${Date.now()}@demo.hr` });
    expect(refused.status).toBe(403);
    expect((await call(developer, "PUT", `developers/${other.body.data!._id}`, { name: "Renamed Developer" })).status).toBe(200);
  });
});
