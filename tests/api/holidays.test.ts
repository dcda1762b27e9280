/**
 * Holidays (docs/decisions/0033-holidays-range-map-hierarchy.md) against the real server: each company's
 * national holidays from the package, this year's and the next; loading a year adds what is missing and
 * nothing the second time; only those who may change Leave › Holiday load; a new company gets its own; a
 * holiday added on the screen makes the payroll run pay overtime on it as holiday overtime.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../api/db/client";
import { newId } from "../../api/db/schema/_base";
import type { HolidayLoad } from "../../contract/responses/calendar";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";

interface Holiday {
  _id: string;
  name: string;
  holiday_type: "national" | "mass_leave";
  start_date: string;
  end_date: string;
}
type Failure = { code: string; errors?: Record<string, string> };

/** A Wednesday without holidays (Indonesia) in a month no other test runs. */
const OVERTIME_DAY = "2026-09-16";

describe.each(ONE_BACKEND)("holidays on %s", (backend) => {
  let api: TestApi;
  const tokens = {} as Record<Account, string>;
  const call = <T>(account: Account, method: string, path: string, body?: unknown) => api.call<T>(tokens[account], method, path, body);
  const year = Number(new Date().toISOString().slice(0, 4));
  let employee = "";
  let newCompanyHolidays = 0;

  const holidaysOf = async (account: Account, from: string, to: string) => {
    const page = await call<{ data: Holiday[] }>(account, "GET", `refs/mass-leave?limit=500&start_date[$gte]=${from}&start_date[$lte]=${to}`);
    expect(page.status).toBe(200);
    return page.body.data;
  };

  beforeAll(async () => {
    api = await startApi(backend);
    for (const account of ["admin", "employee", "otherAdmin", "developer"] as const) tokens[account] = await api.login(account);
    const created = await call<{ data: { _id: string } }>("admin", "POST", "employees", { fullname: "Overtime Holiday", marital_status: "tk/0", join_date: "2020-01-01", basic_salary: 17_300_000 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    employee = created.body.data._id;
    const company = await call<{ data: { _id: string } }>("developer", "POST", "companies", { name: "PT Libur Baru", code: "LIBUR-BARU" });
    expect(company.status, JSON.stringify(company.body)).toBe(201);
    const me = (await call<{ data: { company: { _id: string } } }>("admin", "GET", "auth/me")).body.data.company._id;
    // An approved overtime of two hours on a working Wednesday, its request saying "working".
    await api.restart(async (data) => {
      const database = await openDatabase(data);
      try {
        await database.db.execute(sql`
          insert into approvals (company_id, id, approval_number, employee_id, type, status, current_level, content)
          values (${me}, ${newId()}, 'OT-2026-990101', ${employee}, 'overtime', 'approved', 2,
                  ${JSON.stringify({ type: "overtime", date: OVERTIME_DAY, start_time: "17:00", end_time: "19:00", day_type: "working", total_hours: 2 })}::jsonb)`);
        const counted = await database.db.execute<{ count: string }>(sql`select count(*) as count from mass_leaves where company_id = ${company.body.data._id} and holiday_type = 'national'`);
        newCompanyHolidays = Number((counted as unknown as { rows: { count: string }[] }).rows[0].count);
      } finally {
        await database.close();
      }
    });
    for (const account of ["admin", "employee", "otherAdmin", "developer"] as const) tokens[account] = await api.login(account);
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
  });

  it("each company has this year's and next year's national holidays, and the demo cuti bersama apart", async () => {
    for (const account of ["admin", "otherAdmin"] as const) {
      const rows = await holidaysOf(account, `${year}-01-01`, `${year + 1}-12-31`);
      const national = rows.filter((row) => row.holiday_type === "national");
      expect(national.filter((row) => row.start_date.startsWith(String(year))).length).toBeGreaterThanOrEqual(14);
      expect(national.filter((row) => row.start_date.startsWith(String(year + 1))).length).toBeGreaterThanOrEqual(14);
      expect(national.map((row) => row.start_date)).toContain(`${year}-08-17`);
      expect(rows.some((row) => row.holiday_type === "mass_leave" && row.name.startsWith("Cuti Bersama"))).toBe(true);
    }
    // A company made after the seed gets them too.
    expect(newCompanyHolidays).toBeGreaterThanOrEqual(28);
  });

  it("loading a year adds its national holidays once; the other company's stay as they were", async () => {
    const target = year + 2;
    const before = await holidaysOf("otherAdmin", `${target}-01-01`, `${target}-12-31`);
    const first = await call<{ data: HolidayLoad }>("admin", "POST", "holidays/national", { year: target });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.year).toBe(target);
    expect(first.body.data.added.length).toBeGreaterThanOrEqual(12);
    expect(first.body.data.added.map((row) => row.start_date)).toContain(`${target}-08-17`);
    const rows = await holidaysOf("admin", `${target}-01-01`, `${target}-12-31`);
    expect(rows.filter((row) => row.holiday_type === "national")).toHaveLength(first.body.data.added.length);

    const again = await call<{ data: HolidayLoad }>("admin", "POST", "holidays/national", { year: target });
    expect(again.status).toBe(200);
    expect(again.body.data.added).toEqual([]);
    expect(await holidaysOf("admin", `${target}-01-01`, `${target}-12-31`)).toHaveLength(rows.length);
    // The seeded year is complete already.
    expect((await call<{ data: HolidayLoad }>("admin", "POST", "holidays/national", { year })).body.data.added).toEqual([]);
    expect(await holidaysOf("otherAdmin", `${target}-01-01`, `${target}-12-31`)).toHaveLength(before.length);
  });

  it("refuses an employee (403) and a bad year (422), writing nothing", async () => {
    expect((await call("employee", "POST", "holidays/national", { year })).status).toBe(403);
    const bad = await call<Failure>("admin", "POST", "holidays/national", { year: 1900 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.year).toBeTruthy();
    expect((await call<Failure>("admin", "POST", "holidays/national", { year: "2027" })).status).toBe(422);
    expect((await call<Failure>("admin", "POST", "holidays/national", { year: 2027, extra: 1 })).status).toBe(422);
  });

  it("a holiday added on Leave › Holiday makes that day's overtime holiday overtime in the payroll run", async () => {
    const run = async () => {
      const response = await call<{ data: { _id: string; status: string } }>("admin", "POST", "payroll/runs", { year: 2026, month: 9 });
      expect([201, 202], JSON.stringify(response.body)).toContain(response.status);
      let current = response.body.data;
      const deadline = Date.now() + 90_000;
      while (current.status === "running" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        current = (await call<{ data: { _id: string; status: string } }>("admin", "GET", `payroll/runs/${current._id}`)).body.data;
      }
      const items = await call<{ data: { earnings: { overtime: number; overtime_hours: number } }[] }>("admin", "GET", `payroll/runs/${current._id}/items?employee._id=${employee}`);
      return items.body.data[0].earnings;
    };
    const hourly = 17_300_000 / 173;
    const working = await run();
    expect(working.overtime_hours).toBe(2);
    // A working day: 1.5× the first hour, 2× the next (PP 35/2021).
    expect(working.overtime).toBe(Math.round(hourly * 3.5));

    const added = await call<{ data: Holiday }>("admin", "POST", "refs/mass-leave", { name: "Libur daerah", holiday_type: "national", start_date: OVERTIME_DAY, end_date: OVERTIME_DAY });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const holiday = await run();
    // A holiday in a 5-day week: 2× each of the first eight hours.
    expect(holiday.overtime).toBe(Math.round(hourly * 4));

    // As cuti bersama the day is a working day for overtime.
    expect((await call("admin", "PUT", `refs/mass-leave/${added.body.data._id}`, { holiday_type: "mass_leave" })).status).toBe(200);
    expect((await run()).overtime).toBe(Math.round(hourly * 3.5));
  });
});
