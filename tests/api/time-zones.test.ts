/**
 * Time zones on the real server and database (docs/decisions/0034): an employee's clock, day, late and
 * early minutes are read in their location's zone, else their company's. The server's clock is set
 * (tests/support/fake-clock.cjs) to 23:30 in Makassar (WITA, UTC+8), then to 00:30 the next morning
 * there, which is still 23:30 of the first day in Jakarta (WIB, UTC+7). PT Samudra Energi is a WITA
 * company; at PT Maju Bersama the Makassar branch is WITA and head office WIB. The company's zone is
 * saved through Portal › Company Info's resource, a location's through its reference list.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";

type One = { data: Record<string, unknown> & { _id: string }; message?: string; errors?: Record<string, string> };
type Listed = { data: (Record<string, unknown> & { _id: string })[] };
type Me = { data: { employee: string; company: { _id: string; time_zone: string } } };

const CLOCK = { NODE_OPTIONS: `--require ${path.resolve("tests/support/fake-clock.cjs")}` };
// Days away from the demo's attendance and rosters (around the day of seeding).
/** 23:30 WITA on 10 February 2027 (22:30 WIB). */
const EVENING = "2027-02-10T23:30:00+08:00";
/** 00:30 WITA on 11 February (23:30 WIB on the 10th). */
const AFTER_MIDNIGHT = "2027-02-11T00:30:00+08:00";

// The set clock runs on from the server's start, so a clock lands a little after the moment set: the
// figures are checked against the instant the API recorded, read in the zone.
const MINUTE = 60_000;
/** The wall time "HH:MM" of an instant at UTC+hours. */
const wall = (iso: unknown, hours: number) => new Date(Date.parse(String(iso)) + hours * 3_600_000).toISOString().slice(11, 16);
const minutesAfter = (iso: unknown, from: string) => Math.floor((Date.parse(String(iso)) - Date.parse(from)) / MINUTE);
const minutesBefore = (iso: unknown, until: string) => Math.ceil((Date.parse(until) - Date.parse(String(iso))) / MINUTE);

describe.each(ONE_BACKEND)("time zones on %s", (backend) => {
  let api: TestApi;
  const who = new Map<Account, string>();
  const call = async <T = One>(account: Account, method: string, path: string, body?: unknown) => api.call<T>(await api.login(account), method, path, body);

  /** A group whose every day is "Test evening 23:00–23:59", in the admin's company, for these employees. */
  async function eveningGroup(admin: Account, people: Account[]): Promise<void> {
    const shift = await call(admin, "POST", "shifts", { name: "Test evening 23:00–23:59", type: "full_day", start_time: "23:00", finish_time: "23:59" });
    expect(shift.status, JSON.stringify(shift.body)).toBe(201);
    const group = await call(admin, "POST", "attendance-groups", { name: "Test evening", type: "fixed_schedule", weekly_shifts: Array(7).fill(shift.body.data._id) });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    for (const person of people) {
      const moved = await call(admin, "PUT", `employees/${who.get(person)}`, { attendance_group: group.body.data._id });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
  }

  beforeAll(async () => {
    api = await startApi(backend, { ...CLOCK, TEST_CLOCK: EVENING });
    for (const account of ["approver", "sub_admin", "otherEmployee"] as const) {
      who.set(account, (await call<Me>(account, "GET", "auth/me")).body.data.employee);
    }
    // The sub admin works at the Makassar branch (WITA); the approver stays at head office (WIB).
    const [makassar] = (await call<Listed>("admin", "GET", "refs/employees/orgs/locations?code=MKS")).body.data;
    expect(makassar).toMatchObject({ name: "Cabang Makassar", time_zone: "Asia/Makassar" });
    expect((await call("admin", "PUT", `employees/${who.get("sub_admin")}`, { location: makassar._id })).status).toBe(200);
    await eveningGroup("admin", ["approver", "sub_admin"]);
    await eveningGroup("otherAdmin", ["otherEmployee"]);
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
  });

  it("says each company's zone with the session", async () => {
    expect((await call<Me>("otherEmployee", "GET", "auth/me")).body.data.company.time_zone).toBe("Asia/Makassar");
    expect((await call<Me>("approver", "GET", "auth/me")).body.data.company.time_zone).toBe("Asia/Jakarta");
  });

  it("a WITA employee clocking in at 23:30 local gets that day's record, late by the minutes since 23:00 WITA", async () => {
    const today = await call<{ data: Record<string, unknown> }>("otherEmployee", "GET", "me/attendance/today");
    expect(today.body.data).toMatchObject({ date: "2027-02-10", time_zone: "Asia/Makassar", can_clock_in: true, shift: { name: "Test evening 23:00–23:59" } });
    const clockIn = await call("otherEmployee", "POST", "me/attendance/clock-in", {});
    expect(clockIn.status, JSON.stringify(clockIn.body)).toBe(201);
    const at = clockIn.body.data.clock_in_at;
    expect(clockIn.body.data).toMatchObject({ date: "2027-02-10", clock_in: wall(at, 8), time_zone: "Asia/Makassar" });
    expect(wall(at, 8)).toMatch(/^23:[3-5]\d$/);
    // Late since 23:00 WITA (in WIB it would be 22:3x, before the start: not late at all).
    expect(clockIn.body.data.late_minutes).toBe(minutesAfter(at, "2027-02-10T23:00:00+08:00"));
    expect(clockIn.body.data.late_minutes).toBeGreaterThanOrEqual(30);
  });

  it("a location's zone overrides the company's: Makassar is WITA, head office WIB, at the same moment", async () => {
    const makassar = await call("sub_admin", "POST", "me/attendance/clock-in", {});
    expect(makassar.status, JSON.stringify(makassar.body)).toBe(201);
    const inMakassar = makassar.body.data.clock_in_at;
    expect(makassar.body.data).toMatchObject({ date: "2027-02-10", clock_in: wall(inMakassar, 8), late_minutes: minutesAfter(inMakassar, "2027-02-10T23:00:00+08:00"), time_zone: "Asia/Makassar" });
    // 22:3x in Jakarta: before the 23:00 start, not late.
    const jakarta = await call("approver", "POST", "me/attendance/clock-in", {});
    expect(jakarta.status, JSON.stringify(jakarta.body)).toBe(201);
    expect(jakarta.body.data).toMatchObject({ date: "2027-02-10", clock_in: wall(jakarta.body.data.clock_in_at, 7), late_minutes: 0, time_zone: "Asia/Jakarta" });
    // Daily reads each record in its own zone, and says which.
    const daily = await call<Listed>("admin", "GET", `attendance?employee=${who.get("sub_admin")}`);
    expect(daily.body.data.find((row) => row.date === "2027-02-10")).toMatchObject({ clock_in: wall(inMakassar, 8), time_zone: "Asia/Makassar" });
  });

  it("after midnight in Makassar it is the next WITA day, while Jakarta is still on the first", async () => {
    await api.restart(undefined, { TEST_CLOCK: AFTER_MIDNIGHT });
    const today = await call<{ data: Record<string, unknown> }>("otherEmployee", "GET", "me/attendance/today");
    expect(today.body.data).toMatchObject({ date: "2027-02-11", time_zone: "Asia/Makassar", can_clock_in: true, can_clock_out: false });
    const clockIn = await call("otherEmployee", "POST", "me/attendance/clock-in", {});
    expect(clockIn.status, JSON.stringify(clockIn.body)).toBe(201);
    expect(clockIn.body.data).toMatchObject({ date: "2027-02-11", clock_in: wall(clockIn.body.data.clock_in_at, 8), late_minutes: 0 });
    expect(wall(clockIn.body.data.clock_in_at, 8)).toMatch(/^00:[3-5]\d$/);
    // The evening's record, never clocked out, was settled once its WITA shift was over.
    const records = (await call<Listed>("otherAdmin", "GET", `attendance?employee=${who.get("otherEmployee")}`)).body.data;
    expect(records.find((row) => row.date === "2027-02-10")).toMatchObject({ status: "missed", clock_out: null });
    // In Jakarta it is 23:3x on the 10th: the approver's shift runs until 23:59, so the clock-out is early.
    const jakarta = await call("approver", "POST", "me/attendance/clock-out", {});
    expect(jakarta.status, JSON.stringify(jakarta.body)).toBe(200);
    const out = jakarta.body.data.clock_out_at;
    expect(jakarta.body.data).toMatchObject({ date: "2027-02-10", clock_out: wall(out, 7), early_minutes: minutesBefore(out, "2027-02-10T23:59:00+07:00"), status: "present" });
    expect(jakarta.body.data.early_minutes).toBeGreaterThan(0);
  });

  it("the company info form saves the zone; a bad zone is refused with the field named", async () => {
    const company = (await call<Me>("admin", "GET", "auth/me")).body.data.company._id;
    const portal = `portal/${company}`;
    const bad = await call("admin", "PUT", portal, { time_zone: "Europe/Paris" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.time_zone).toBeTruthy();
    expect((await call("admin", "PUT", portal, { time_zone: "" })).status).toBe(422);
    const saved = await call("admin", "PUT", portal, { time_zone: "Asia/Jayapura" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call("admin", "GET", portal)).body.data.time_zone).toBe("Asia/Jayapura");
    expect((await call<Me>("admin", "GET", "auth/me")).body.data.company.time_zone).toBe("Asia/Jayapura");
    // The other company keeps its own, and one company's admin cannot set another's.
    const other = (await call<Me>("otherAdmin", "GET", "auth/me")).body.data.company._id;
    expect((await call("otherAdmin", "GET", `portal/${other}`)).body.data.time_zone).toBe("Asia/Makassar");
    expect((await call("admin", "PUT", `portal/${other}`, { time_zone: "Asia/Jakarta" })).status).toBe(404);
    expect((await call("otherAdmin", "GET", `portal/${other}`)).body.data.time_zone).toBe("Asia/Makassar");
    // A location without its own zone follows the company's; a bad one is refused.
    const [surabaya] = (await call<Listed>("admin", "GET", "refs/employees/orgs/locations?code=SBY")).body.data;
    expect(surabaya.time_zone).toBeNull();
    expect((await call("admin", "PUT", `refs/employees/orgs/locations/${surabaya._id}`, { time_zone: "WIB" })).status).toBe(422);
    const located = await call("admin", "PUT", `refs/employees/orgs/locations/${surabaya._id}`, { time_zone: "Asia/Jakarta" });
    expect(located.status, JSON.stringify(located.body)).toBe(200);
    expect(located.body.data.time_zone).toBe("Asia/Jakarta");
    expect((await call("admin", "PUT", portal, { time_zone: "Asia/Jakarta" })).status).toBe(200);
  });
});
