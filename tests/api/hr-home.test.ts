/**
 * HR's home (docs/decisions/0042-hr-home.md): `GET /v1/dashboard/home` against the real server with the
 * demo data plus rows this file makes around the company's today (the demo's today moves with the date,
 * so every count is checked as a difference from before): a PKWT contract ending in 10 days counts and
 * one ending in 40 days does not, probation, today's leave / late / absent, this month's birthday and
 * work anniversary, a request waiting for the approver; another company's rows never count; each count
 * is what the list behind its link answers; the parts follow the caller's permissions (an employee: 403).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../api/db/client";
import { newId } from "../../api/db/schema/_base";
import { addDays } from "../../api/domain/attendance/index";
import type { HrHome } from "../../contract/responses/home";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";

type Me = { company: { _id: string }; employee: string | null };
type ListTotal = { meta: { total: number } };

describe.each(ONE_BACKEND)("HR home on %s", (backend) => {
  let api: TestApi;
  const tokens = {} as Record<Account, string>;
  let before: HrHome;
  let after: HrHome;
  let today: string;
  const ids = { pkwt10: newId(), pkwt40: newId(), probation: newId(), anniversary: newId(), otherPkwt: newId() };

  const home = async (account: Account, query = "") => api.call<{ data: HrHome }>(tokens[account], "GET", `dashboard/home${query}`);
  const total = async (account: Account, path: string) => {
    const answer = await api.call<ListTotal>(tokens[account], "GET", path);
    expect(answer.status, path).toBe(200);
    return answer.body.meta.total;
  };

  beforeAll(async () => {
    api = await startApi(backend);
    for (const account of ["admin", "otherAdmin", "approver", "employee", "custom"] as const) tokens[account] = await api.login(account);
    const first = await home("admin");
    expect(first.status).toBe(200);
    before = first.body.data;
    today = before.todo.today;
    const [admin, other, approver] = await Promise.all(
      (["admin", "otherAdmin", "approver"] as const).map(async (account) => (await api.call<{ data: Me }>(tokens[account], "GET", "auth/me")).body.data),
    );
    const month = today.slice(5, 7);
    const year = Number(today.slice(0, 4));
    // Born and joined this month, the joining three years ago: a birthday and a work anniversary. The
    // others joined long ago in another month, so they add to neither.
    const otherMonth = month === "01" ? "02" : "01";
    const old = `${year - 5}-${otherMonth}-15`;
    await api.restart(async (data) => {
      const database = await openDatabase(data);
      const db = database.db;
      try {
        const person = (company: string, id: string, name: string, status: string, end: string | null, join: string, birth: string) =>
          db.execute(sql`insert into employees (company_id, id, fullname, status, end_of_contract, join_date, birth_date)
            values (${company}, ${id}, ${name}, ${status}, ${end}, ${join}, ${birth})`);
        await person(admin.company._id, ids.pkwt10, "Home PKWT Sepuluh", "pkwt", addDays(today, 10), old, old);
        await person(admin.company._id, ids.pkwt40, "Home PKWT Empat Puluh", "pkwt", addDays(today, 40), old, old);
        await person(admin.company._id, ids.probation, "Home Percobaan", "probation", addDays(today, 5), old, old);
        await person(admin.company._id, ids.anniversary, "Home Ulang Tahun", "pkwtt", null, `${year - 3}-${month}-01`, `1990-${month}-02`);
        await person(other.company._id, ids.otherPkwt, "Other PKWT", "pkwt", addDays(today, 10), `${year - 3}-${month}-01`, `1990-${month}-02`);
        const record = (company: string, employee: string, status: string, late: number, clockIn: string | null) =>
          db.execute(sql`insert into attendance_records (company_id, id, employee_id, date, clock_in_at, late_minutes, status, source)
            values (${company}, ${newId()}, ${employee}, ${today}, ${clockIn}, ${late}, ${status}, 'system')`);
        await record(admin.company._id, ids.pkwt10, "leave", 0, null);
        await record(admin.company._id, ids.pkwt40, "present", 12, `${today}T01:12:00Z`);
        await record(admin.company._id, ids.probation, "absent", 0, null);
        await record(other.company._id, ids.otherPkwt, "absent", 0, null);
        // A leave request waiting at level 1 for the approver account's employee record.
        await db.execute(sql`insert into approvals (company_id, id, approval_number, employee_id, type, status, current_level, approver_ids, content)
          values (${admin.company._id}, ${newId()}, ${`LV-HOME-${Date.now()}`}, ${ids.pkwt10}, 'leave', 'pending', 1, ${`{${approver.employee}}`}::uuid[], ${JSON.stringify({ start_date: addDays(today, 3), end_date: addDays(today, 3) })}::jsonb)`);
      } finally {
        await database.close();
      }
    });
    for (const account of ["admin", "otherAdmin", "approver", "employee", "custom"] as const) tokens[account] = await api.login(account);
    const second = await home("admin");
    expect(second.status).toBe(200);
    after = second.body.data;
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
  });

  it("counts a PKWT contract ending in 10 days, not one ending in 40, and probation ending; the list behind the link has exactly those", async () => {
    expect(after.todo.contracts_ending).toEqual({ count: before.todo.contracts_ending!.count + 1, from: today, to: addDays(today, 30) });
    expect(after.todo.probation_ending!.count).toBe(before.todo.probation_ending!.count + 1);
    const window = `end_of_contract[$gte]=${today}&end_of_contract[$lte]=${addDays(today, 30)}`;
    expect(await total("admin", `employees?active=true&status=pkwt&${window}&limit=1`)).toBe(after.todo.contracts_ending!.count);
    expect(await total("admin", `employees?active=true&status=probation&${window}&limit=1`)).toBe(after.todo.probation_ending!.count);
    const names = (await api.call<{ data: { fullname: string }[] }>(tokens.admin, "GET", `employees?active=true&status=pkwt&${window}&limit=1000`)).body.data.map((row) => row.fullname);
    expect(names).toContain("Home PKWT Sepuluh");
    expect(names).not.toContain("Home PKWT Empat Puluh");
    expect(names).not.toContain("Other PKWT");
  });

  it("counts today's leave, late and absent records as Attendance › Daily's filters list them", async () => {
    expect(after.todo.attendance).toEqual({
      on_leave: before.todo.attendance!.on_leave + 1,
      late: before.todo.attendance!.late + 1,
      absent: before.todo.attendance!.absent + 1,
    });
    const day = `date[$gte]=${today}&date[$lte]=${today}&limit=1`;
    expect(await total("admin", `attendance?${day}&status=leave`)).toBe(after.todo.attendance!.on_leave);
    expect(await total("admin", `attendance?${day}&status=absent`)).toBe(after.todo.attendance!.absent);
    expect(await total("admin", `attendance?${day}&late=true`)).toBe(after.todo.attendance!.late);
    // The chart's today agrees: the late record is late, not present.
    const chartToday = after.charts.attendance!.at(-1)!;
    expect(chartToday.date).toBe(today);
    expect(chartToday.late).toBe(after.todo.attendance!.late);
  });

  it("counts this month's birthdays and work anniversaries (joined in an earlier year) as their lists do", async () => {
    expect(after.todo.birthdays!.count).toBe(before.todo.birthdays!.count + 1);
    expect(after.todo.anniversaries!.count).toBe(before.todo.anniversaries!.count + 1);
    const { month, before: joinedBy } = after.todo.anniversaries!;
    expect(joinedBy).toBe(`${Number(today.slice(0, 4)) - 1}-12-31`);
    expect(await total("admin", `employees?active=true&join_month=${month}&join_date[$lte]=${joinedBy}&limit=1`)).toBe(after.todo.anniversaries!.count);
    const birthdays = (await api.call<{ data: unknown[] }>(tokens.admin, "GET", "birthdays")).body.data;
    expect(birthdays.length).toBe(after.todo.birthdays!.count);
  });

  it("counts the requests waiting for the approver as the named approver, and the list filtered by waiting_for shows them", async () => {
    const approver = await home("approver");
    expect(approver.status).toBe(200);
    const leave = approver.body.data.todo.approvals!.by_type.find((row) => row.type === "leave")!;
    expect(leave.count).toBeGreaterThanOrEqual(1);
    expect(await total("approver", `approvals/leave?waiting_for=${approver.body.data.todo.approvals!.employee}&limit=1`)).toBe(leave.count);
    // The approver reads no employee or attendance data: those parts are absent, not zero.
    expect(approver.body.data.todo.contracts_ending).toBeUndefined();
    expect(approver.body.data.todo.attendance).toBeUndefined();
    expect(approver.body.data.todo.payroll).toBeUndefined();
    expect(approver.body.data.charts).toEqual({});
  });

  it("never counts another company's rows, and gives the other company its own", async () => {
    const other = await home("otherAdmin");
    expect(other.status).toBe(200);
    const names = (await api.call<{ data: { fullname: string }[] }>(tokens.otherAdmin, "GET", `employees?active=true&status=pkwt&end_of_contract[$gte]=${today}&end_of_contract[$lte]=${addDays(today, 30)}&limit=1000`)).body.data.map(
      (row) => row.fullname,
    );
    expect(names).toEqual(expect.arrayContaining(["Other PKWT"]));
    expect(names).not.toContain("Home PKWT Sepuluh");
    expect(other.body.data.todo.contracts_ending!.count).toBe(names.length);
    // The admin's counts grew by this file's rows alone (checked above); the other company's absent record is theirs.
    expect(other.body.data.todo.attendance!.absent).toBeGreaterThanOrEqual(1);
    expect(after.todo.attendance!.absent).toBe(before.todo.attendance!.absent + 1);
  });

  it("draws the charts from the same data: departments sum to the active headcount, 12 months ending this month, 30 days ending today", async () => {
    const summary = (await api.call<{ data: { active_employees: number } }>(tokens.admin, "GET", "dashboard/summary")).body.data;
    const departments = after.charts.headcount_by_department!;
    expect(departments.reduce((sum, row) => sum + row.count, 0)).toBe(summary.active_employees);
    expect([...departments].sort((a, b) => b.count - a.count).map((row) => row.count)).toEqual(departments.map((row) => row.count));
    const trend = after.charts.headcount_trend!;
    expect(trend).toHaveLength(12);
    expect(trend.at(-1)!.month).toBe(today.slice(0, 7));
    expect(trend.at(-1)!.count).toBeGreaterThan(0);
    expect(after.charts.joiners_leavers!.map((row) => row.month)).toEqual(trend.map((row) => row.month));
    expect(after.charts.attendance).toHaveLength(30);
    expect(after.charts.attendance![0].date).toBe(addDays(today, -29));
    expect(after.todo.payroll).toMatchObject({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
    expect(["not_run", "saved", "cut_off"]).toContain(after.todo.payroll!.status);
    // The window is a validated query: 6 months, and nonsense refused.
    const six = await home("admin", "?months=6&days=7");
    expect(six.body.data.charts.headcount_trend).toHaveLength(6);
    expect(six.body.data.charts.attendance).toHaveLength(7);
    expect((await home("admin", "?months=abc")).status).toBe(422);
    expect((await home("admin", "?months=240")).status).toBe(422);
    expect((await home("admin", "?company=x")).status).toBe(422);
  });

  it("gives each role what its permissions allow: the employee gets 403, the custom role (employees only) no attendance or payroll", async () => {
    const employee = await home("employee");
    expect(employee.status).toBe(403);
    const custom = await home("custom");
    expect(custom.status).toBe(200);
    expect(custom.body.data.todo.contracts_ending).toBeDefined();
    expect(custom.body.data.charts.headcount_by_department).toBeDefined();
    expect(custom.body.data.todo.attendance).toBeUndefined();
    expect(custom.body.data.charts.attendance).toBeUndefined();
    expect(custom.body.data.todo.payroll).toBeUndefined();
    expect(custom.body.data.todo.bank_changes).toBeUndefined();
  });
});
