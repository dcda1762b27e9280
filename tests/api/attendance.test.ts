/**
 * Attendance on the real server and database (docs/design.md decision 3): clocking in and out for one's own
 * employee record (shift rules, the attendance group's range, 409s), corrections recomputing late and
 * early, the Validate screen's decisions, the roles of §6 and company scoping.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";

type Listed = { data: Record<string, unknown>[]; meta: { total: number } };
type One = { data: Record<string, unknown> & { _id: string }; message?: string; errors?: Record<string, string> };
type Failure = { message: string; errors?: Record<string, string> };

/** Monas, Jakarta: the test group's clock-in point. */
const POINT = { latitude: -6.175392, longitude: 106.827153 };
const NEAR = { latitude: -6.1755, longitude: 106.8272 };
const FAR = { latitude: -6.2, longitude: 106.85 };

describe.each(ONE_BACKEND)("attendance on %s", (backend) => {
  let api: TestApi;
  const admin = "admin";
  const me = new Map<Account, { employee: string }>();
  let allDayShift: string;
  let offShift: string;
  let regularShift: string;
  let group: string;

  const call = async <T = One>(account: Account, method: string, path: string, body?: unknown) => api.call<T>(await api.login(account), method, path, body);

  beforeAll(async () => {
    api = await startApi(backend);
    for (const account of ["approver", "sub_admin", "employee", "admin_location"] as const) {
      const token = await api.login(account);
      me.set(account, (await api.call<{ data: { employee: string } }>(token, "GET", "auth/me")).body.data);
    }
    // A shift open all day, so the tests do not depend on the hour they run at.
    allDayShift = (await call(admin, "POST", "shifts", { name: "Test all day", type: "full_day", start_time: "00:00", finish_time: "23:59" })).body.data._id;
    offShift = (await call(admin, "POST", "shifts", { name: "Test off", type: "off_day", allowed_attendance: false })).body.data._id;
    regularShift = ((await call<Listed>(admin, "GET", `shifts?name=${encodeURIComponent("Regular 08:00–17:00")}`)).body.data[0]._id as string) ?? "";
    const created = await call(admin, "POST", "attendance-groups", {
      name: "Test point",
      type: "fixed_schedule",
      ...POINT,
      range_meters: 100,
      weekly_shifts: Array(7).fill(allDayShift),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    group = created.body.data._id;
    // The approver works from the test point.
    const moved = await call(admin, "PUT", `employees/${me.get("approver")!.employee}`, { attendance_group: group });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it("shows the signed-in employee's day: shift, group, and that clocking in is possible", async () => {
    const today = await call<{ data: Record<string, unknown> }>("employee", "GET", "me/attendance/today");
    expect(today.status).toBe(200);
    expect(today.body.data).toMatchObject({ can_clock_in: true, can_clock_out: false, record: null, employee: { _id: me.get("employee")!.employee } });
    expect((today.body.data.shift as { name: string }).name).toBe("Gudang 07:00–16:00");
  });

  it("refuses bad clock bodies with a 4xx and writes nothing", async () => {
    for (const body of [{ latitude: "north", longitude: 106 }, { latitude: 91, longitude: 106 }, { latitude: -6.1 }, { place: "office" }]) {
      const response = await call<Failure>("employee", "POST", "me/attendance/clock-in", body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.errors).toBeTruthy();
    }
    expect((await call<Failure>("employee", "POST", "me/attendance/clock-in", "[1]")).status).toBe(400);
    expect((await call<{ data: { record: unknown } }>("employee", "GET", "me/attendance/today")).body.data.record).toBeNull();
  });

  it("clocks in once and out once (409 the second time), and the home figure counts it", async () => {
    const before = (await call<{ data: { present_today: number } }>(admin, "GET", "dashboard/summary")).body.data.present_today;
    const clockIn = await call("employee", "POST", "me/attendance/clock-in", {});
    expect(clockIn.status, JSON.stringify(clockIn.body)).toBe(201);
    expect(clockIn.body.data.clock_in).toMatch(/^\d\d:\d\d$/);
    // The demo employee's group allows off-site clocks: without a location the clock is off-site, to be validated.
    expect(clockIn.body.data).toMatchObject({ clock_in_offsite: true, validation: "pending", status: "present" });
    const again = await call<Failure>("employee", "POST", "me/attendance/clock-in", {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You have already clocked in today");
    expect((await call<{ data: { present_today: number } }>(admin, "GET", "dashboard/summary")).body.data.present_today).toBe(before + 1);

    const clockOut = await call("employee", "POST", "me/attendance/clock-out", {});
    expect(clockOut.status).toBe(200);
    expect(clockOut.body.data.clock_out).toMatch(/^\d\d:\d\d$/);
    const twice = await call<Failure>("employee", "POST", "me/attendance/clock-out", {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("You have already clocked out today");
    const today = await call<{ data: Record<string, unknown> }>("employee", "GET", "me/attendance/today");
    expect(today.body.data).toMatchObject({ can_clock_in: false, can_clock_out: false });

    const logs = await call<Listed>(admin, "GET", "logs?menu=services&limit=10");
    const details = logs.body.data.map((row) => String(row.detail));
    expect(details.some((detail) => detail.startsWith("Siti Rahmawati clocked in"))).toBe(true);
    expect(details.some((detail) => detail.startsWith("Siti Rahmawati clocked out"))).toBe(true);
  });

  it("checks the attendance group's range: a location is required, outside is refused, off-site is recorded where allowed", async () => {
    const noPlace = await call<Failure>("approver", "POST", "me/attendance/clock-out", {});
    expect(noPlace.status).toBe(409);
    expect(noPlace.body.message).toBe("You have not clocked in today");
    const missing = await call<Failure>("approver", "POST", "me/attendance/clock-in", {});
    expect(missing.status).toBe(422);
    expect(missing.body.message).toMatch(/^Your location is needed to clock in/);
    const outside = await call<Failure>("approver", "POST", "me/attendance/clock-in", FAR);
    expect(outside.status).toBe(422);
    expect(outside.body.message).toMatch(/^You are \d+ m from your attendance location; clocking in is allowed within 100 m$/);
    const inside = await call("approver", "POST", "me/attendance/clock-in", NEAR);
    expect(inside.status, JSON.stringify(inside.body)).toBe(201);
    expect(inside.body.data).toMatchObject({ clock_in_offsite: false });

    expect((await call<Failure>("approver", "POST", "me/attendance/clock-out", FAR)).status).toBe(422);
    expect((await call(admin, "PUT", `attendance-groups/${group}`, { allowed_offsite_clock_out: true })).status).toBe(200);
    const offsite = await call("approver", "POST", "me/attendance/clock-out", FAR);
    expect(offsite.status).toBe(200);
    expect(offsite.body.data).toMatchObject({ clock_out_offsite: true, validation: "pending" });
  });

  it("refuses a clock-in when the day's shift does not allow attendance, and without an employee record", async () => {
    const off = await call(admin, "POST", "attendance-groups", { name: "Test days off", type: "fixed_schedule", weekly_shifts: Array(7).fill(offShift) });
    expect(off.status).toBe(201);
    expect((await call(admin, "PUT", `employees/${me.get("sub_admin")!.employee}`, { attendance_group: off.body.data._id })).status).toBe(200);
    const refused = await call<Failure>("sub_admin", "POST", "me/attendance/clock-in", {});
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Your shift today does not allow attendance");
    expect((await call<{ data: Record<string, unknown> }>("sub_admin", "GET", "me/attendance/today")).body.data).toMatchObject({ attendance_allowed: false, can_clock_in: false });

    const developer = await call<Failure>("developer", "POST", "me/attendance/clock-in", {});
    expect(developer.status).toBe(403);
  });

  it("lets an admin correct a record: times in WIB, late and early recomputed, source correction, logged", async () => {
    const [record] = (await call<Listed>(admin, "GET", `attendance?shift._id=${regularShift}&status=present&limit=1`)).body.data;
    const corrected = await call(admin, "PUT", `attendance/${record._id}`, { clock_in: "09:30", clock_out: "16:15", note: "Forgot to clock" });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.data).toMatchObject({ clock_in: "09:30", clock_out: "16:15", late_minutes: 90, early_minutes: 45, source: "correction", status: "present" });
    expect(corrected.body.data.clock_in_at).toBe(`${record.date as string}T02:30:00.000Z`);
    const logs = await call<Listed>(admin, "GET", `logs?menu=daily&limit=5`);
    expect(logs.body.data.some((row) => String(row.detail).includes("clock_in"))).toBe(true);

    const onTime = await call(admin, "PUT", `attendance/${record._id}`, { clock_in: "07:55", clock_out: "17:05" });
    expect(onTime.body.data).toMatchObject({ late_minutes: 0, early_minutes: 0 });
    expect((await call<Failure>(admin, "PUT", `attendance/${record._id}`, { clock_in: "25:00" })).status).toBe(422);
    expect((await call<Failure>(admin, "PUT", `attendance/${record._id}`, { employee: me.get("employee")!.employee })).status).toBe(422);
  });

  it("filters by date range, status and employee; refuses filters on the clock times", async () => {
    const employee = me.get("employee")!.employee;
    const mine = await call<Listed>(admin, "GET", `attendance?employee._id=${employee}&date[$gte]=2020-01-01&limit=100`);
    expect(mine.body.data.length).toBeGreaterThan(5);
    expect(mine.body.data.every((row) => row.employee === employee)).toBe(true);
    const missed = await call<Listed>(admin, "GET", "attendance?status=missed&limit=100");
    expect(missed.body.data.length).toBeGreaterThan(0);
    expect(missed.body.data.every((row) => row.status === "missed" && row.clock_out === null)).toBe(true);
    expect((await call<Failure>(admin, "GET", "attendance?clock_in=08:00")).status).toBe(400);
    expect((await call<Failure>(admin, "GET", "attendance-groups?monday=00000000-0000-0000-0000-000000000000")).status).toBe(400);
  });

  it("records a validation decision by admins and approvers; employees see only their own records", async () => {
    // Someone else's records: the employee must not reach them.
    const others = `attendance?validation=pending&employee[$ne]=${me.get("employee")!.employee}&limit=1`;
    const [pending] = (await call<Listed>(admin, "GET", others)).body.data;
    const valid = await call(admin, "POST", `attendance/${pending._id}/validation`, { validation: "valid" });
    expect(valid.status).toBe(200);
    expect(valid.body.data.validation).toBe("valid");
    const [next] = (await call<Listed>(admin, "GET", others)).body.data;
    expect((await call("approver", "POST", `attendance/${next._id}/validation`, { validation: "invalid" })).body.data.validation).toBe("invalid");
    expect((await call<Failure>(admin, "POST", `attendance/${next._id}/validation`, { validation: "maybe" })).status).toBe(422);
    expect((await call<Failure>("employee", "POST", `attendance/${next._id}/validation`, { validation: "valid" })).status).toBe(403);
    const [plain] = (await call<Listed>(admin, "GET", "attendance?status=absent&limit=1")).body.data;
    expect((await call<Failure>(admin, "POST", `attendance/${plain._id}/validation`, { validation: "valid" })).status).toBe(409);

    const own = await call<Listed>("employee", "GET", "attendance?limit=1000");
    expect(own.status).toBe(200);
    expect(own.body.data.length).toBeGreaterThan(0);
    expect(own.body.data.every((row) => row.employee === me.get("employee")!.employee)).toBe(true);
    expect((await call<Failure>("employee", "GET", `attendance/${next._id}`)).status).toBe(404);
  });

  it("keeps to §6's roles", async () => {
    const [record] = (await call<Listed>(admin, "GET", "attendance?limit=1")).body.data;
    expect((await call("approver", "GET", "attendance?limit=1")).status).toBe(200);
    expect((await call<Failure>("approver", "PUT", `attendance/${record._id}`, { note: "x" })).status).toBe(403);
    expect((await call<Failure>("employee", "PUT", `attendance/${record._id}`, { note: "x" })).status).toBe(403);
    expect((await call<Failure>("employee", "GET", "attendance/live")).status).toBe(403);
    // The custom demo role may only read employees.
    expect((await call<Failure>("custom", "GET", "attendance")).status).toBe(403);
    const live = await call<{ data: { counts: Record<string, number> } }>("admin_location", "GET", "attendance/live");
    expect(live.status).toBe(200);
    expect(live.body.data.counts.clocked_in).toBeGreaterThanOrEqual(2);
    expect((await call(admin, "POST", "attendance", { note: "x" })).status).toBe(405);
    expect((await call(admin, "DELETE", `attendance/${record._id}`)).status).toBe(405);
  });

  it("answers 404 for another company's record, whatever the verb", async () => {
    const [record] = (await call<Listed>(admin, "GET", "attendance?limit=1")).body.data;
    expect((await call("otherAdmin", "GET", `attendance/${record._id}`)).status).toBe(404);
    expect((await call("otherAdmin", "PUT", `attendance/${record._id}`, { note: "x" })).status).toBe(404);
    expect((await call("otherAdmin", "POST", `attendance/${record._id}/validation`, { validation: "valid" })).status).toBe(404);
    const theirs = await call<Listed>("otherAdmin", "GET", "attendance?limit=1000");
    expect(theirs.body.data.some((row) => row._id === record._id)).toBe(false);
  });

  it("takes a clock-in after the shift's end as a record for HR to review, open until the day ends; the company's attendance still reads", async () => {
    // A shift that ended at 00:01 WIB today, so the real clock is past its end (at 00:00-00:02 WIB, wait).
    const wib = (Date.now() + 7 * 3_600_000) % 86_400_000;
    if (wib < 120_000) await new Promise((resolve) => setTimeout(resolve, 125_000 - wib));
    const ended = (await call(admin, "POST", "shifts", { name: "Test ended", type: "full_day", start_time: "00:00", finish_time: "00:01" })).body.data._id;
    const created = await call(admin, "POST", "attendance-groups", { name: "Test ended", type: "fixed_schedule", auto_closed: true, ...POINT, range_meters: 100, weekly_shifts: Array(7).fill(ended) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await call(admin, "PUT", `employees/${me.get("admin_location")!.employee}`, { attendance_group: created.body.data._id })).status).toBe(200);
    const before = await call<{ data: Record<string, unknown> }>("admin_location", "GET", "me/attendance/today");
    expect(before.body.data).toMatchObject({ can_clock_in: true, shift_ended: true });

    const clockIn = await call("admin_location", "POST", "me/attendance/clock-in", NEAR);
    expect(clockIn.status, JSON.stringify(clockIn.body)).toBe(201);
    expect(clockIn.body.data).toMatchObject({ status: "present", clock_out: null, validation: "pending" });
    expect(clockIn.body.data.late_minutes).toBeGreaterThan(0);

    // Every read settles the company's open records: none of them may fail, and this one stays open.
    const today = await call<{ data: Record<string, unknown> }>("admin_location", "GET", "me/attendance/today");
    expect(today.status, JSON.stringify(today.body)).toBe(200);
    expect(today.body.data).toMatchObject({ can_clock_out: true, record: { status: "present", clock_out: null } });
    for (const path of ["attendance?limit=5", "attendance?validation=pending&limit=5", "attendance/live", `attendance/${clockIn.body.data._id}`]) {
      const read = await call(admin, "GET", path);
      expect(read.status, `${path}: ${JSON.stringify(read.body)}`).toBe(200);
    }
    expect((await call(admin, "GET", `attendance/${clockIn.body.data._id}`)).body.data).toMatchObject({ status: "present", clock_out: null, validation: "pending" });

    const clockOut = await call("admin_location", "POST", "me/attendance/clock-out", NEAR);
    expect(clockOut.status, JSON.stringify(clockOut.body)).toBe(200);
    expect(Date.parse(clockOut.body.data.clock_out_at as string)).toBeGreaterThanOrEqual(Date.parse(clockIn.body.data.clock_in_at as string));
    expect(clockOut.body.data).toMatchObject({ status: "present", early_minutes: 0, validation: "pending" });
  });

  it("keeps the weekly schedule to fixed schedules, all seven days or none", async () => {
    const days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
    const partial = await call<Failure>(admin, "POST", "attendance-groups", { name: "Six days", type: "fixed_schedule", ...Object.fromEntries(days.slice(0, 6).map((d) => [d, regularShift])) });
    expect(partial.status).toBe(422);
    expect(partial.body.errors?.sunday).toBe("Choose a shift for every day (or for none)");
    const none = await call<Failure>(admin, "POST", "attendance-groups", { name: "No days", type: "fixed_schedule" });
    expect(none.status).toBe(422);
    expect(none.body.errors?.monday).toBe("Choose a shift for every day of a fixed schedule");
    const place = await call<Failure>(admin, "POST", "attendance-groups", { name: "Half a place", type: "free_shift", latitude: -6.2 });
    expect(place.status).toBe(422);
    expect(Object.keys(place.body.errors ?? {}).sort()).toEqual(["longitude", "range_meters"]);

    const created = await call(admin, "POST", "attendance-groups", { name: "Seven days", type: "fixed_schedule", ...Object.fromEntries(days.map((d, i) => [d, i < 5 ? regularShift : offShift])) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.monday).toBe(regularShift);
    expect(created.body.data.sunday).toBe(offShift);
    expect(created.body.data.weekly_shifts).toHaveLength(7);
    const changed = await call(admin, "PUT", `attendance-groups/${created.body.data._id}`, { type: "working_shift" });
    expect(changed.body.data.weekly_shifts).toEqual([]);
    expect(changed.body.data.monday).toBeNull();
  });
});
