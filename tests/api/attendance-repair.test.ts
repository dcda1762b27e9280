/**
 * Open attendance records left by an older rule (docs/decisions/0016): a clock-in after the shift's end
 * in a group that closes automatically used to be closed at the shift's end, before its clock-in; the
 * database refused it, on every read of the company's attendance, also after a restart. Such a record
 * is put straight into the stopped server's database here; after the restart Daily, Validate and
 * Employee Services answer 200, the record is settled (never closed before its clock-in), and a record
 * that cannot be settled at all is logged and left while everyone else's attendance still reads.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../api/db/client";
import { newId } from "../../api/db/schema/_base";
import { BACKENDS, startApi, type Account, type TestApi } from "../support/api";
import { sessionCookie } from "../support/pages";

type One = { data: Record<string, unknown> & { _id: string } };
type Listed = { data: (Record<string, unknown> & { _id: string })[] };

/** Yesterday in Jakarta (YYYY-MM-DD), and a WIB wall time on it as an ISO instant. */
const yesterday = new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
const wib = (time: string) => `${yesterday}T${time}:00+07:00`;

describe.each(BACKENDS)("open attendance records after a restart on %s", (backend) => {
  let api: TestApi;
  const stuck = newId();
  const blocked = newId();
  const call = async <T = One>(account: Account, method: string, path: string, body?: unknown) => api.call<T>(await api.login(account), method, path, body);

  beforeAll(async () => {
    api = await startApi(backend);
    const employeeOf = async (account: Account) => (await call<{ data: { employee: string; company: { _id: string } } }>(account, "GET", "auth/me")).body.data;
    const approver = await employeeOf("approver");
    const subAdmin = await employeeOf("sub_admin");
    const company = approver.company._id;
    // The approver works at head office: "Regular 08:00–17:00", a group that closes automatically.
    const [regular] = (await call<Listed>("admin", "GET", `shifts?name=${encodeURIComponent("Regular 08:00–17:00")}`)).body.data;
    const group = (await call<One>("admin", "GET", `employees/${approver.employee}`)).body.data.attendance_group as string | { _id: string };
    const groupId = typeof group === "string" ? group : group._id;
    expect((await call<One>("admin", "GET", `attendance-groups/${groupId}`)).body.data).toMatchObject({ name: "Kantor Pusat Jakarta", auto_closed: true });

    await api.restart(async (data) => {
      const database = await openDatabase(data);
      try {
        const record = (id: string, employee: string, clockIn: string) => sql`
          insert into attendance_records (company_id, id, employee_id, date, shift_id, clock_in_at, status, source)
          values (${company}, ${id}, ${employee}, ${yesterday}, ${regular._id}, ${clockIn}, 'present', 'clock')`;
        await database.db.execute(sql`delete from attendance_records where company_id = ${company} and date = ${yesterday} and employee_id in (${approver.employee}, ${subAdmin.employee})`);
        // Clocked in at 18:30, after the shift's end at 17:00, and never out.
        await database.db.execute(record(stuck, approver.employee, wib("18:30")));
        // An ordinary open record that the database refuses to change (a trigger stands in for any fault).
        await database.db.execute(record(blocked, subAdmin.employee, wib("08:05")));
        await database.db.execute(sql.raw(`create function test_refuse_update() returns trigger language plpgsql as $$ begin raise exception 'test: this record cannot change'; end $$`));
        await database.db.execute(sql.raw(`create trigger test_refuse_update before update on attendance_records for each row when (old.id = '${blocked}') execute function test_refuse_update()`));
      } finally {
        await database.close();
      }
    });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it("answers Daily, Validate and Employee Services with 200, in the API and on the pages", async () => {
    for (const path of [`attendance?date=${yesterday}&limit=1000`, "attendance?validation=pending&limit=50", "attendance/live", "me/attendance/today"]) {
      const response = await call("admin", "GET", path);
      expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200);
    }
    expect((await call("approver", "GET", "me/attendance/today")).status).toBe(200);
    for (const account of ["admin", "approver"] as const) {
      const cookie = await sessionCookie(api.server.url, account);
      const pages = account === "admin" ? ["/dashboard/attendance/daily", "/dashboard/attendance/validate", "/dashboard/services"] : ["/dashboard/attendance/validate", "/dashboard/services"];
      for (const page of pages) expect((await fetch(`${api.server.url}${page}`, { headers: { cookie } })).status, `${account} ${page}`).toBe(200);
    }
  });

  it("settles the record clocked in after the shift's end as missed, for HR to decide, never closed before its clock-in", async () => {
    const record = (await call("admin", "GET", `attendance/${stuck}`)).body.data;
    expect(record).toMatchObject({ date: yesterday, clock_in: "18:30", clock_out: null, status: "missed", validation: "pending" });
    const pending = (await call<Listed>("admin", "GET", `attendance?validation=pending&date=${yesterday}&limit=1000`)).body.data;
    expect(pending.map((row) => row._id)).toContain(stuck);
  });

  it("logs a record that cannot be settled and leaves it open, without failing the others", async () => {
    const record = (await call("admin", "GET", `attendance/${blocked}`)).body.data;
    expect(record).toMatchObject({ clock_in: "08:05", clock_out: null, status: "present" });
    expect(api.server.output()).toContain(blocked);
    expect(api.server.output()).toContain("an open record could not be settled");
  });
});
