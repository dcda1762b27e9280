/**
 * Attendance › Shift management and the attendance import over /v1 (docs/decisions/0031-roster-and-attendance-import.md)
 * against the real server, on PGlite and PostgreSQL: the grid (filters, paging, the group's weekly shift
 * marked), a day set and cleared with its activity log, another company's employee or shift 404, bad
 * input 422, who may; an approved shift change in the grid; the roster import; the attendance import
 * (template, late and early from the day's shift, every bad row named and nothing written, a clocked day
 * refused, an imported day replaced); a cut-off month closed to all of them.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../api/domain/attendance/index";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";
import { upload } from "../support/uploads";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const ROSTER_HEADER = ["Employee No. / No. Karyawan *", "Date / Tanggal *", "Shift *"];
const RECORDS_HEADER = ["Employee No. / No. Karyawan *", "Date / Tanggal *", "Clock in / Jam masuk *", "Clock out / Jam pulang"];

interface Shift {
  _id: string;
  name: string;
  type: string;
  start_time: string | null;
}
interface Day {
  date: string;
  shift: string | null;
  source: "roster" | "group" | null;
}
interface RosterEmployee {
  _id: string;
  fullname: string;
  nickname: string;
  group: { _id: string; name: string; type: string } | null;
  days: Day[];
}
interface Roster {
  data: { month: string; days: string[]; shifts: Shift[]; groups: { _id: string; name: string; type: string; weekly_shifts: string[] }[]; employees: RosterEmployee[] };
  meta: { total: number; limit: number; skip: number };
}
interface DayRecord {
  _id: string;
  date: string;
  shift: string | null;
  clock_in: string | null;
  clock_out: string | null;
  late_minutes: number;
  early_minutes: number;
  status: string;
  source: string;
  validation: string | null;
  employee: string | { _id: string };
}
type Failure = { code: string; message: string; errors?: Record<string, string> };

async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Sheet1");
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const jakartaToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
/** A Monday-to-Friday date at least `days` before today (or before `from`). */
function weekdayBefore(days: number, from = jakartaToday()): string {
  let date = addDays(from, -days);
  while ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = addDays(date, -1);
  return date;
}

describe.each(ONE_BACKEND)("the roster and the attendance import on %s", (backend) => {
  let api: TestApi;
  const call = async <T = Record<string, unknown>>(account: Account, method: string, p: string, body?: unknown) => api.call<T>(await api.login(account), method, p, body);
  const uploadBook = async (account: Account, bytes: Buffer) => {
    const stored = await upload(api.server.url, await api.login(account), "import", { bytes, name: "sheet.xlsx", type: XLSX });
    expect(stored.status).toBe(201);
    return stored.body.data!._id;
  };
  const rosterOf = async (month: string, query = "") => {
    const response = await call<Roster>("admin", "GET", `roster?month=${month}${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const dayOf = async (employee: RosterEmployee, date: string) => {
    const roster = await rosterOf(date.slice(0, 7), `&q=${encodeURIComponent(employee.nickname)}`);
    return roster.data.employees.find((e) => e._id === employee._id)!.days.find((d) => d.date === date)!;
  };
  const recordOf = async (employeeId: string, date: string) => (await call<{ data: DayRecord[] }>("admin", "GET", `attendance?employee._id=${employeeId}&date=${date}`)).body.data[0];

  let fixed: RosterEmployee;
  let shifts: Shift[];
  let regular: Shift;
  let warehouse: Shift;

  beforeAll(async () => {
    api = await startApi(backend);
    const month = jakartaToday().slice(0, 7);
    const roster = await rosterOf(month, "&limit=100");
    shifts = roster.data.shifts;
    regular = shifts.find((s) => s.type === "full_day" && s.start_time === "08:00")!;
    warehouse = shifts.find((s) => s.type === "full_day" && s.start_time === "07:00")!;
    const fixedGroup = roster.data.groups.find((g) => g.type === "fixed_schedule" && g.weekly_shifts.includes(regular._id))!;
    fixed = roster.data.employees.find((e) => e.group?._id === fixedGroup._id && e.nickname && e.days.every((d) => d.source === "group"))!;
    expect(fixed).toBeTruthy();
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
  });

  it("answers a page of employees with every day of the month, the group's weekly shift marked, filtered", async () => {
    const roster = await rosterOf("2026-02", "&limit=5&skip=5");
    expect(roster.data.days).toHaveLength(28);
    expect(roster.meta).toMatchObject({ limit: 5, skip: 5 });
    expect(roster.meta.total).toBeGreaterThan(100);
    expect(roster.data.employees).toHaveLength(5);
    expect(roster.data.employees.every((e) => e.days.length === 28)).toBe(true);
    const group = roster.data.groups.find((g) => g.type === "fixed_schedule")!;
    const inGroup = await rosterOf("2026-02", `&group=${group._id}&limit=100`);
    expect(inGroup.data.employees.length).toBeGreaterThan(0);
    expect(inGroup.data.employees.every((e) => e.group?._id === group._id)).toBe(true);
    // 2 February 2026 is a Monday: the weekly schedule's first shift, from the group.
    expect(inGroup.data.employees[0].days[1]).toEqual({ date: "2026-02-02", shift: group.weekly_shifts[0], source: "group" });
    const one = await rosterOf("2026-02", `&q=${encodeURIComponent(fixed.nickname)}`);
    expect(one.data.employees.map((e) => e._id)).toEqual([fixed._id]);
  });

  it("sets a day and clears it back to the group's weekly shift, logged", async () => {
    const date = weekdayBefore(40);
    const before = await dayOf(fixed, date);
    expect(before.source).toBe("group");
    const set = await call<{ message: string }>("admin", "PUT", "roster", { employee: fixed._id, date, shift: warehouse._id });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.message).toBe("The roster day is saved");
    expect(await dayOf(fixed, date)).toEqual({ date, shift: warehouse._id, source: "roster" });

    const log = await call<{ data: { menu: string; detail: string }[] }>("admin", "GET", "logs?limit=5&sort=-created_at");
    expect(log.body.data.find((row) => row.menu === "shift-management")?.detail).toBe(`${fixed.fullname} ${date}: shift ${warehouse.name}`);

    const cleared = await call("admin", "PUT", "roster", { employee: fixed._id, date, shift: null });
    expect(cleared.status).toBe(200);
    expect(await dayOf(fixed, date)).toEqual(before);
  });

  it("refuses another company's employee or shift (404), bad input (422), and those the menu does not allow (403)", async () => {
    const theirs = (await call<Roster>("otherAdmin", "GET", "roster?month=2026-11&limit=1")).body.data;
    const date = weekdayBefore(40);
    expect((await call<Failure>("admin", "PUT", "roster", { employee: theirs.employees[0]._id, date, shift: regular._id })).status).toBe(404);
    expect((await call<Failure>("admin", "PUT", "roster", { employee: fixed._id, date, shift: theirs.shifts[0]._id })).status).toBe(404);
    const bad = await call<Failure>("admin", "PUT", "roster", { employee: "nope", date: "2026-02-30", extra: 1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors!).sort()).toEqual(["date", "employee", "extra", "shift"]);
    expect((await call<Failure>("admin", "GET", "roster?month=2026-13")).status).toBe(422);
    expect((await call<Failure>("admin", "GET", "roster")).status).toBe(422);
    expect((await call("employee", "GET", "roster?month=2026-11")).status).toBe(403);
    expect((await call("employee", "PUT", "roster", { employee: fixed._id, date, shift: null })).status).toBe(403);
    expect((await call("employee", "POST", "attendance/import", { file: fixed._id })).status).toBe(403);
    expect((await api.call(null, "GET", "roster?month=2026-11")).status).toBe(401);
  });

  it("shows an approved shift change as a roster day", async () => {
    const own = await call<{ data: { employee: { _id: string } | null } }>("employee", "GET", "me/attendance/today");
    const employeeId = own.body.data.employee!._id;
    const person = (await call<{ data: { nickname: string } }>("admin", "GET", `employees/${employeeId}`)).body.data;
    const who = { _id: employeeId, nickname: person.nickname } as RosterEmployee;
    let date = addDays(jakartaToday(), 9);
    while ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = addDays(date, 1);
    const before = await dayOf(who, date);
    const target = shifts.find((s) => s.type === "full_day" && s._id !== before.shift)!;
    const change = await call<{ data: { _id: string } } & Failure>("employee", "POST", "approvals/shifts", { date, shift: target._id, reason: "Tukar jadwal" });
    expect(change.status, JSON.stringify(change.body)).toBe(201);
    for (const [account, level] of [["approver", 1], ["admin", 2]] as const) {
      expect((await call(account, "POST", `approvals/${change.body.data._id}/decision`, { decision: "approved", level })).status).toBe(200);
    }
    expect(await dayOf(who, date)).toEqual({ date, shift: target._id, source: "roster" });
  });

  it("imports the roster from xlsx: the template, every bad row named with nothing written, then all rows", async () => {
    const template = await fetch(`${api.server.url}/v1/roster/template`, { headers: { Authorization: `Bearer ${await api.login("admin")}` } });
    expect(template.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await template.arrayBuffer());
    expect((book.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(ROSTER_HEADER);

    const d1 = weekdayBefore(45);
    const d2 = weekdayBefore(1, d1);
    const bad = await uploadBook("admin", await workbook(ROSTER_HEADER, [
      [fixed.nickname, d1, warehouse.name],
      ["NO-SUCH-NUMBER", d1, warehouse.name],
      [fixed.nickname, "2026-02-30", warehouse.name],
      [fixed.nickname, d2, "No such shift"],
      [fixed.nickname, d1, regular.name],
    ]));
    const refused = await call<Failure>("admin", "POST", "roster/import", { file: bad });
    expect([refused.status, refused.body.code]).toEqual([422, "fileErrors"]);
    expect(refused.body.errors).toEqual({ "3.nickname": "Not found", "4.date": "Must be a date (YYYY-MM-DD)", "5.shift": "Not found", "6.date": "Appears more than once in the file (row 2)" });
    expect((await dayOf(fixed, d1)).source).toBe("group");

    const good = await uploadBook("admin", await workbook(ROSTER_HEADER, [
      [fixed.nickname, d1, warehouse.name.toUpperCase()],
      [fixed.nickname, new Date(`${d2}T00:00:00Z`), warehouse.name],
    ]));
    const dry = await call<{ data: { rows: number; employees: number } }>("admin", "POST", "roster/import", { file: good, dry_run: true });
    expect(dry.body.data).toEqual({ rows: 2, employees: 1 });
    expect((await dayOf(fixed, d1)).source).toBe("group");
    const saved = await call<{ data: { rows: number } }>("admin", "POST", "roster/import", { file: good });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(await dayOf(fixed, d1)).toEqual({ date: d1, shift: warehouse._id, source: "roster" });
    expect(await dayOf(fixed, d2)).toEqual({ date: d2, shift: warehouse._id, source: "roster" });
    // Another company cannot use this company's file.
    expect((await call("otherAdmin", "POST", "roster/import", { file: good })).status).toBe(404);
  });

  it("imports attendance: late and early from the day's shift, source import; bad rows named; a clocked day refused; an import replaced", async () => {
    const template = await fetch(`${api.server.url}/v1/attendance/import/template`, { headers: { Authorization: `Bearer ${await api.login("admin")}` } });
    expect(template.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await template.arrayBuffer());
    expect((book.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(RECORDS_HEADER);

    const recent = await call<{ data: (DayRecord & { employee: { _id: string; nickname: string } })[] }>("admin", "GET", "attendance?limit=200&sort=-date&populate=employee");
    const clocked = recent.body.data.find((row) => row.source === "clock" && row.clock_in && row.employee.nickname)!;
    expect(clocked).toBeTruthy();

    const day = weekdayBefore(30);
    const free = weekdayBefore(1, day);
    expect(await recordOf(fixed._id, day)).toBeUndefined();
    // After today in every zone of the company (WITA's today begins an hour before Jakarta's).
    const tomorrow = addDays(jakartaToday(), 2);
    const bad = await uploadBook("admin", await workbook(RECORDS_HEADER, [
      [fixed.nickname, day, "08:07", "16:50"],
      [clocked.employee.nickname, clocked.date, "08:00", "17:00"],
      [fixed.nickname, tomorrow, "08:00", "17:00"],
      [fixed.nickname, free, "25:00", "17:00"],
    ]));
    const refused = await call<Failure>("admin", "POST", "attendance/import", { file: bad });
    expect([refused.status, refused.body.code]).toEqual([422, "fileErrors"]);
    expect(refused.body.errors).toEqual({
      "3.date": "This day was already clocked in the app or corrected: change it on Attendance › Daily",
      "4.date": "A date after today cannot be imported",
      "5.clock_in": "Must be a time (HH:MM)",
    });
    expect(await recordOf(fixed._id, day)).toBeUndefined();

    // The fixed group's weekday shift is 08:00–17:00 unless the roster says otherwise.
    const shiftOfDay = (await dayOf(fixed, day)).shift;
    expect(shiftOfDay).toBe(regular._id);
    const good = await uploadBook("admin", await workbook(RECORDS_HEADER, [
      [fixed.nickname, day, "08:07", "16:50"],
      [fixed.nickname, free, "07:58", null],
    ]));
    expect((await call<{ data: unknown }>("admin", "POST", "attendance/import", { file: good, dry_run: true })).body.data).toEqual({ rows: 2, employees: 1 });
    const saved = await call<{ message: string }>("admin", "POST", "attendance/import", { file: good });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(await recordOf(fixed._id, day)).toMatchObject({ shift: regular._id, clock_in: "08:07", clock_out: "16:50", late_minutes: 7, early_minutes: 10, status: "present", source: "import", validation: "pending" });
    expect(await recordOf(fixed._id, free)).toMatchObject({ clock_in: "07:58", clock_out: null, late_minutes: 0, status: "missed", source: "import", validation: "pending" });
    const log = await call<{ data: { menu: string; detail: string }[] }>("admin", "GET", "logs?limit=5&sort=-created_at");
    expect(log.body.data.find((row) => row.menu === "daily")?.detail).toBe("Attendance imported: 2 days of 1 employees");

    // A corrected file imports again over the earlier import…
    const again = await uploadBook("admin", await workbook(RECORDS_HEADER, [[fixed.nickname, day, "07:59", "17:01"]]));
    expect((await call("admin", "POST", "attendance/import", { file: again })).status).toBe(201);
    const replaced = await recordOf(fixed._id, day);
    expect(replaced).toMatchObject({ clock_in: "07:59", clock_out: "17:01", late_minutes: 0, early_minutes: 0, validation: null, source: "import" });
    // …but not over HR's correction of it.
    expect((await call("admin", "PUT", `attendance/${replaced._id}`, { clock_in: "08:00" })).status).toBe(200);
    const refusedAgain = await call<Failure>("admin", "POST", "attendance/import", { file: again });
    expect(refusedAgain.body.errors).toEqual({ "2.date": "This day was already clocked in the app or corrected: change it on Attendance › Daily" });
    // A roster change of a clocked day measures it against the new shift (07:00–16:00: an hour late).
    expect((await call("admin", "PUT", "roster", { employee: fixed._id, date: day, shift: warehouse._id })).status).toBe(200);
    expect(await recordOf(fixed._id, day)).toMatchObject({ shift: warehouse._id, clock_in: "08:00", late_minutes: 60, early_minutes: 0 });
  });

  it("keeps a cut-off payroll month closed to the grid and both imports", async () => {
    const cutDate = weekdayBefore(100);
    const [year, month] = cutDate.split("-").map(Number);
    let run = (await call<{ data: { _id: string; status: string } }>("admin", "POST", "payroll/runs", { year, month })).body.data;
    const deadline = Date.now() + 90_000;
    while (run.status === "running" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      run = (await call<{ data: { _id: string; status: string } }>("admin", "GET", `payroll/runs/${run._id}`)).body.data;
    }
    expect((await call("admin", "POST", `payroll/runs/${run._id}/cut-off`)).status).toBe(200);
    const closed = `Payroll of ${month}/${year} has been cut off: this date can no longer be changed`;

    const put = await call<Failure>("admin", "PUT", "roster", { employee: fixed._id, date: cutDate, shift: warehouse._id });
    expect([put.status, put.body.message]).toEqual([409, closed]);
    const rosterFile = await uploadBook("admin", await workbook(ROSTER_HEADER, [[fixed.nickname, cutDate, warehouse.name]]));
    expect((await call<Failure>("admin", "POST", "roster/import", { file: rosterFile })).body.errors).toEqual({ "2.date": closed });
    const recordsFile = await uploadBook("admin", await workbook(RECORDS_HEADER, [[fixed.nickname, cutDate, "08:00", "17:00"]]));
    expect((await call<Failure>("admin", "POST", "attendance/import", { file: recordsFile })).body.errors).toEqual({ "2.date": closed });
    expect((await dayOf(fixed, cutDate)).source).toBe("group");
  }, 120_000);
});
