/**
 * The daily distribution of leave (api/leave/balances.ts, docs/decisions/0030-leave-balances-from-the-rules.md)
 * on a real database, PGlite always and PostgreSQL with TEST_DATABASE_URL: annual grants on their day,
 * the 12 months of service first, monthly grants each month, mass leave taken; a second run the same day
 * writes nothing; what was used, adjusted or imported is never touched; an inactive employee is left alone.
 */
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, type Database, type Db } from "../db/client";
import { testBackends } from "../db/test-backends";
import * as s from "../db/schema/index";
import { distributeLeave } from "./balances";

const migrationsFolder = path.resolve(import.meta.dirname, "../db/migrations");
const backends = testBackends("hr-leave-test");

describe.each(backends)("leave distribution on $name", (backend) => {
  let database: Database;
  let db: Db;
  let companyId = "";
  const ids = { veteran: "", joiner: "", leaver: "", annual: "", monthly: "" };

  const balance = async (employee: string, rule: string, year = 2027) => {
    const b = s.leave_balances;
    const [row] = await db
      .select()
      .from(b)
      .where(and(eq(b.company_id, companyId), eq(b.employee_id, employee), eq(b.leave_rule_id, rule), eq(b.year, year)));
    return row ? { entitled: Number(row.entitled), used: Number(row.used), adjustment: Number(row.adjustment), mass_leave: Number(row.mass_leave) } : null;
  };

  beforeAll(async () => {
    database = await backend.open();
    await migrate(database, { migrationsFolder });
    db = database.db;
    const [company] = await db.insert(s.companies).values({ name: "PT Cuti Uji", code: `CUTI${Date.now() % 100000}` }).returning();
    companyId = company.id;
    const employee = async (fullname: string, join_date: string, active = true) =>
      (await db.insert(s.employees).values({ company_id: companyId, fullname, join_date, status: "pkwtt", active, work_days: 5 }).returning())[0].id;
    ids.veteran = await employee("Budi Lama", "2015-02-01");
    // Twelve months of service on 10 March 2027.
    ids.joiner = await employee("Sari Baru", "2026-03-10");
    ids.leaver = await employee("Joko Keluar", "2015-02-01", false);
    const rule = async (type: string, values: Partial<typeof s.leave_rules.$inferInsert>) =>
      (await db.insert(s.leave_rules).values({ company_id: companyId, type, unit: "day", calculation: "work_day", quota_type: "fixed", ...values }).returning())[0].id;
    ids.annual = await rule("Cuti Tahunan", { distribution: "annual", amount: "12", distribution_date: "2027-01-01", expiration_date: "2027-12-31", employment_status: ["pkwtt", "pkwt"], min_service_months: 12 });
    ids.monthly = await rule("Cuti Haid", { distribution: "monthly", amount: "2" });
    // Cuti bersama on Friday 26 March 2027 (annual leave), and a national holiday beside it.
    await db.insert(s.mass_leaves).values([
      { company_id: companyId, name: "Cuti Bersama Nyepi", start_date: "2027-03-26", end_date: "2027-03-26", leave_rule_id: ids.annual },
      { company_id: companyId, name: "Hari Raya Nyepi", start_date: "2027-03-25", end_date: "2027-03-25" },
    ]);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await backend.dispose();
  }, 60_000);

  it("grants annual leave on its day, monthly leave each month, and takes the year's mass leave", async () => {
    await distributeLeave(db, companyId, "2027-01-01");
    expect(await balance(ids.veteran, ids.annual)).toEqual({ entitled: 12, used: 0, adjustment: 0, mass_leave: 1 });
    expect(await balance(ids.veteran, ids.monthly)).toMatchObject({ entitled: 2 });
    // Not 12 months of service yet: nothing.
    expect(await balance(ids.joiner, ids.annual)).toBeNull();
    // January re-closes last year as of its last day.
    expect(await balance(ids.veteran, ids.monthly, 2026)).toMatchObject({ entitled: 24 });
    expect(await balance(ids.leaver, ids.annual)).toBeNull();
  });

  it("never touches what was used, adjusted or imported; a second run the same day writes nothing", async () => {
    const b = s.leave_balances;
    await db.update(b).set({ used: "3", adjustment: "1.5" }).where(and(eq(b.employee_id, ids.veteran), eq(b.leave_rule_id, ids.annual)));
    await db.update(b).set({ entitled: "5", entitled_imported: true }).where(and(eq(b.employee_id, ids.veteran), eq(b.leave_rule_id, ids.monthly), eq(b.year, 2027)));
    expect((await distributeLeave(db, companyId, "2027-03-01")).rows).toBeGreaterThan(0);
    expect((await distributeLeave(db, companyId, "2027-03-01")).rows).toBe(0);
    expect(await balance(ids.veteran, ids.annual)).toEqual({ entitled: 12, used: 3, adjustment: 1.5, mass_leave: 1 });
    expect(await balance(ids.veteran, ids.monthly)).toMatchObject({ entitled: 5 });
  });

  it("a joiner reaching 12 months of service gets the months left of the year, the mass leave after that day only", async () => {
    await distributeLeave(db, companyId, "2027-03-09");
    expect(await balance(ids.joiner, ids.annual)).toBeNull();
    await distributeLeave(db, companyId, "2027-03-10");
    // 12 × 10/12 from March; the cuti bersama of 26 March comes after.
    expect(await balance(ids.joiner, ids.annual)).toEqual({ entitled: 10, used: 0, adjustment: 0, mass_leave: 1 });
    expect(await balance(ids.joiner, ids.monthly)).toMatchObject({ entitled: 6 });
  });
});
