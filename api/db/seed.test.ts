/**
 * The demo data, the benchmark employees, the first developer and the permission list, on a real
 * database: PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set (a fresh database is
 * created for the run and dropped afterwards).
 */
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canAccess, PERMISSION_LIST, type Viewer } from "../../contract/navigation";
import { verifyPassword } from "../auth/password";
import { migrate, queryRows, type Database, type Db } from "./client";
import { testBackends } from "./test-backends";
import { syncPermissions } from "./permissions";
import { access_roles, companies, developers, employees, login_index, permissions, users } from "./schema/index";
import { createDeveloper } from "../platform/developers";
import { DEMO_ACCOUNTS, DEMO_DEVELOPER, DEMO_PASSWORD, employeeViewerPermissions, seedBulkEmployees, seedDemoData } from "./seed";

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

const backends = testBackends("hr-seed-test");

async function companyByCode(db: Db, code: string) {
  const [company] = await db.select().from(companies).where(eq(companies.code, code));
  if (!company) throw new Error(`no company ${code}`);
  return company;
}

async function employeeCount(db: Db, companyId: string): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from employees where company_id = ${companyId}`);
  return n;
}

describe.each(backends)("demo data on $name", (backend) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await backend.open();
    await migrate(database, { migrationsFolder });
    db = database.db;
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await backend.dispose();
  }, 60_000);

  it("syncs the permission list idempotently and removes values the menu no longer has", async () => {
    const first = await syncPermissions(db);
    expect(first).toEqual({ total: PERMISSION_LIST.length, removed: 0 });
    const before = await db.select().from(permissions).orderBy(asc(permissions.value));
    expect(before.map((p) => p.value)).toEqual([...PERMISSION_LIST].sort());
    expect(before.find((p) => p.value === "employees:read")).toMatchObject({ label: "Employees — read", menu: "employees" });
    expect(before.find((p) => p.value === "active-employees:write")).toMatchObject({ label: "Employees › Active employees — write", menu: "active-employees" });

    expect(await syncPermissions(db)).toEqual({ total: PERMISSION_LIST.length, removed: 0 });
    const after = await db.select().from(permissions).orderBy(asc(permissions.value));
    expect(after).toEqual(before); // not even updated_at moved

    await db.insert(permissions).values({ value: "retired-menu:read", label: "Retired — read", menu: "retired-menu" });
    await db.update(permissions).set({ label: "stale label" }).where(eq(permissions.value, "employees:read"));
    expect(await syncPermissions(db)).toEqual({ total: PERMISSION_LIST.length, removed: 1 });
    const repaired = await db.select().from(permissions).orderBy(asc(permissions.value));
    expect(repaired.map((p) => p.value)).toEqual([...PERMISSION_LIST].sort());
    expect(repaired.find((p) => p.value === "employees:read")?.label).toBe("Employees — read");
  });

  it("seeds once: the second run finds the developer and does nothing", async () => {
    const started = performance.now();
    const result = await seedDemoData(db);
    const ms = performance.now() - started;
    console.log(`seedDemoData on ${backend.name}: ${Math.round(ms)} ms`);
    expect(result).toEqual({ created: true });

    expect(await seedDemoData(db)).toEqual({ created: false });
    const devs = await db.select().from(developers).where(eq(developers.email, DEMO_DEVELOPER.email));
    expect(devs).toHaveLength(1);
    const all = await db.select({ code: companies.code, name: companies.name }).from(companies).orderBy(asc(companies.code));
    expect(all).toEqual([
      { code: "MAJU", name: "PT Maju Bersama" },
      { code: "SAMUDRA", name: "PT Samudra Energi" },
    ]);
  }, 60_000);

  it("gives each company about 150 realistic employees", async () => {
    for (const code of ["MAJU", "SAMUDRA"]) {
      const company = await companyByCode(db, code);
      expect(company).toMatchObject({ umk: code === "MAJU" ? "5729876" : "3916000", jkk_percentage: code === "MAJU" ? "0.240" : "1.270" });
      expect(company.npwp_number).toMatch(/^\d{16}$/);
      const rows = await db.select().from(employees).where(eq(employees.company_id, company.id));
      expect(rows.length).toBe(150);
      expect(new Set(rows.map((e) => e.nickname)).size).toBe(rows.length);
      expect(new Set(rows.map((e) => e.email)).size).toBe(rows.length);
      const active = rows.filter((e) => e.active);
      const resigned = rows.filter((e) => !e.active);
      expect(resigned.length).toBeGreaterThanOrEqual(2);
      for (const e of resigned) expect(e.resign_date && e.exit_reason && e.resign_date > (e.join_date ?? "")).toBeTruthy();
      for (const e of rows) {
        expect(e.ktp_number).toMatch(/^\d{16}$/);
        expect(e.account_number).toMatch(/^\d+$/);
        expect(e.phone).toMatch(/^\+62 8/);
        expect(Number(e.basic_salary)).toBeGreaterThanOrEqual(Number(company.umk));
        expect(Number.isInteger(Number(e.basic_salary))).toBe(true);
        const dependants = Number(e.marital_status?.split("/")[1]);
        expect(dependants).toBe(Math.min(3, e.no_of_children));
      }
      // Jakarta's month, as the seed uses it.
      const month = new Date(Date.now() + 7 * 3_600_000).getUTCMonth() + 1;
      expect(active.filter((e) => Number(e.birth_date?.slice(5, 7)) === month).length).toBeGreaterThanOrEqual(3);
      expect(rows.filter((e) => e.status === "pkwtt" || e.status === "pkwt").length).toBeGreaterThan(120);
      expect(rows.some((e) => e.status === "probation") && rows.some((e) => e.status === "intern")).toBe(true);
      if (code === "SAMUDRA") expect(rows.some((e) => e.work_days === 6)).toBe(true);
    }
  });

  it("gives every demo account exactly one login_index row and the demo password", async () => {
    expect(DEMO_ACCOUNTS).toHaveLength(9);
    for (const account of DEMO_ACCOUNTS) {
      const logins = await db.select().from(login_index).where(eq(login_index.login, account.email));
      expect(logins, account.email).toHaveLength(1);
      const [login] = logins;
      if (account.level === "developer") {
        expect(login).toMatchObject({ kind: "developer", company_id: null });
        const [dev] = await db.select().from(developers).where(eq(developers.id, login!.subject_id));
        expect(dev?.email).toBe(account.email);
        expect(await verifyPassword(dev?.password_hash, DEMO_PASSWORD)).toBe(true);
        continue;
      }
      const company = await companyByCode(db, account.company ?? "");
      expect(login).toMatchObject({ kind: "user", company_id: company.id });
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.company_id, company.id), eq(users.id, login!.subject_id)));
      expect(user).toMatchObject({ email: account.email, username: account.email, level: account.level });
      expect(user?.email_verified_at).toBeInstanceOf(Date);
      const [employee] = await db
        .select()
        .from(employees)
        .where(and(eq(employees.company_id, company.id), eq(employees.id, user!.employee_id ?? "")));
      expect(employee).toMatchObject({ email: account.email, fullname: user!.fullname, active: true });
      expect(await verifyPassword(user?.password_hash, DEMO_PASSWORD)).toBe(true);
      if (account.level === "admin") expect(company.admin_id).toBe(user!.id);
    }
    // Nothing else signs in: one row per account.
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from login_index`);
    expect(n).toBe(DEMO_ACCOUNTS.length);
  }, 60_000);

  it("lets the custom user only read employees", async () => {
    const maju = await companyByCode(db, "MAJU");
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.company_id, maju.id), eq(users.email, "custom@majubersama.demo")));
    const [role] = await db
      .select()
      .from(access_roles)
      .where(and(eq(access_roles.company_id, maju.id), eq(access_roles.id, user!.access_role_id ?? "")));
    expect(role).toMatchObject({ code: "VIEW-EMP", access_level: "Employee Viewer" });
    expect([...role!.permissions].sort()).toEqual(["active-employees:read", "employees:read", "hierarchy:read", "resigned-employees:read", "warning-letter:read"]);
    expect([...role!.permissions].sort()).toEqual(employeeViewerPermissions().sort());
    for (const value of role!.permissions) expect(PERMISSION_LIST).toContain(value);

    const viewer: Viewer = { id: user!.id, username: user!.username ?? "", level: "custom", companyId: maju.id, permissions: role!.permissions };
    const lists = { hse: [] };
    expect(canAccess("active-employees", viewer, lists)).toBe(true);
    expect(canAccess("warning-letter", viewer, lists)).toBe(true);
    expect(canAccess("employees", viewer, lists, "write")).toBe(false);
    expect(canAccess("attendance-group", viewer, lists)).toBe(false);
    expect(canAccess("leave", viewer, lists)).toBe(false);
    expect(canAccess("organization", viewer, lists)).toBe(false);
  });

  it("adds benchmark employees in bulk", async () => {
    const maju = await companyByCode(db, "MAJU");
    const before = await employeeCount(db, maju.id);
    const started = performance.now();
    expect(await seedBulkEmployees(db, maju.id, 2_500)).toEqual({ created: 2_500 });
    console.log(`seedBulkEmployees(2,500) on ${backend.name}: ${Math.round(performance.now() - started)} ms`);
    expect(await employeeCount(db, maju.id)).toBe(before + 2_500);
    const [{ numbers, total, orphans }] = await queryRows<{ numbers: number; total: number; orphans: number }>(
      db,
      sql`select count(distinct nickname)::int as numbers, count(*)::int as total,
            count(*) filter (where department_id is null or job_title_id is null or location_id is null)::int as orphans
          from employees where company_id = ${maju.id}`,
    );
    expect(numbers).toBe(total);
    expect(orphans).toBe(0);
    await expect(seedBulkEmployees(db, "00000000-0000-7000-8000-000000000000", 1)).rejects.toThrow(/No company/);
  }, 120_000);

  it("creates a developer and refuses an e-mail that already signs in", async () => {
    const dev = await createDeveloper(db, { name: "  Ops Team ", email: "Ops@Example.COM", password: "longpassword" });
    expect(dev).toMatchObject({ name: "Ops Team", email: "ops@example.com" });
    const [login] = await db.select().from(login_index).where(eq(login_index.login, "ops@example.com"));
    expect(login).toMatchObject({ kind: "developer", subject_id: dev.id, company_id: null });

    await expect(createDeveloper(db, { name: "Again", email: "OPS@example.com", password: "longpassword" })).rejects.toThrow(/already used/);
    await expect(createDeveloper(db, { name: "Admin", email: "admin@majubersama.demo", password: "longpassword" })).rejects.toThrow(/already used/);
    await expect(createDeveloper(db, { name: "Short", email: "short@example.com", password: "short" })).rejects.toThrow(/at least 8/);
    await expect(createDeveloper(db, { name: "Bad", email: "not-an-email", password: "longpassword" })).rejects.toThrow(/e-mail/);
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from developers`);
    expect(n).toBe(2);
  }, 30_000);
});
