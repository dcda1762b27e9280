/**
 * Attendance › Report on the real server and database: GET /v1/attendance/report's figures on
 * data written into the stopped server's database (a department of its own, a fixed Monday–Friday group,
 * a roster day on and one off, a holiday, every kind of record, approved and pending overtime), held to
 * the pure counting rules (api/domain/attendance/report.ts); its filters, pages and totals; the xlsx export
 * of the same figures; company scoping, roles and 422s.
 */
import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttendanceReport } from "../../contract/responses/attendance";
import { openDatabase } from "../../api/db/client";
import { newId } from "../../api/db/schema/_base";
import { addDays, weekdayIndex } from "../../api/domain/attendance/index";
import { isScheduled, tallyDays, type ReportDay } from "../../api/domain/attendance/report";
import { BACKENDS, startApi, type Account, type TestApi } from "../support/api";
import { sessionCookie } from "../support/pages";

type Failure = { message: string; errors?: Record<string, string> };

const FROM = "2026-09-01";
const TO = "2026-09-30";
const DAYS: string[] = [];
for (let d = FROM; d <= TO; d = addDays(d, 1)) DAYS.push(d);

interface Rec {
  date: string;
  in?: string;
  out?: string;
  late?: number;
  early?: number;
  status: string;
}

/** Satu's September: on time, late, late and early, a missed clock-out, absent, leave, on duty. */
const SATU: Rec[] = [
  { date: "2026-09-01", in: "07:58", out: "17:02", status: "present" },
  { date: "2026-09-02", in: "08:15", out: "17:00", late: 15, status: "present" },
  { date: "2026-09-03", in: "08:05", out: "16:30", late: 5, early: 30, status: "present" },
  { date: "2026-09-04", in: "08:00", status: "missed" },
  { date: "2026-09-07", status: "absent" },
  { date: "2026-09-08", status: "leave" },
  { date: "2026-09-09", status: "on_duty" },
];
/** Dua joined on the 16th; late once. */
const DUA: Rec[] = [{ date: "2026-09-16", in: "08:10", out: "17:00", late: 10, status: "present" }];
const HOLIDAY = "2026-09-15";

describe.each(BACKENDS)("the attendance report on %s", (backend) => {
  let api: TestApi;
  const ids = { department: newId(), location: newId(), day: newId(), off: newId(), group: newId(), satu: newId(), dua: newId() };
  let holidays = new Set<string>();
  const call = async <T = AttendanceReport>(account: Account, path: string) => api.call<T>(await api.login(account), "GET", path);
  const report = (query: string, account: Account = "admin") => call(account, `attendance/report?${query}`);
  const period = `from=${FROM}&to=${TO}`;

  /** What the rules say for one employee, from the records and the schedule above. */
  const expected = (records: Rec[], joined: string, roster: Record<string, "day" | "off"> = {}) => {
    const days: ReportDay[] = DAYS.filter((date) => date >= joined).map((date) => {
      const rostered = roster[date];
      const timed = rostered ? rostered === "day" : weekdayIndex(date) < 5;
      const shift = timed ? { id: "d", type: "full_day" as const, start_time: "08:00", finish_time: "17:00", allowed_attendance: true } : null;
      const record = records.find((r) => r.date === date);
      return {
        scheduled: isScheduled(shift, holidays.has(date)),
        record: record ? { status: record.status, late_minutes: record.late ?? 0, early_minutes: record.early ?? 0, clocked_in: Boolean(record.in) } : null,
      };
    });
    return tallyDays(days);
  };

  beforeAll(async () => {
    api = await startApi(backend);
    const me = (await call<{ data: { company: { _id: string } } }>("admin", "auth/me")).body.data;
    const company = me.company._id;
    await api.restart(async (data) => {
      const database = await openDatabase(data);
      const db = database.db;
      try {
        await db.execute(sql`insert into departments (company_id, id, code, name) values (${company}, ${ids.department}, 'RPT-UJI', 'Laporan Uji')`);
        await db.execute(sql`insert into locations (company_id, id, code, name) values (${company}, ${ids.location}, 'RPT-LOC', 'Lokasi Laporan')`);
        await db.execute(sql`insert into shifts (company_id, id, name, type, start_time, finish_time) values (${company}, ${ids.day}, 'Laporan 08:00–17:00', 'full_day', '08:00', '17:00')`);
        await db.execute(sql`insert into shifts (company_id, id, name, type, allowed_attendance) values (${company}, ${ids.off}, 'Laporan libur', 'off_day', false)`);
        const week = `{${[ids.day, ids.day, ids.day, ids.day, ids.day, ids.off, ids.off].join(",")}}`;
        await db.execute(sql`insert into attendance_groups (company_id, id, name, type, weekly_shift_ids) values (${company}, ${ids.group}, 'Grup Laporan', 'fixed_schedule', ${week}::uuid[])`);
        await db.execute(sql`insert into employees (company_id, id, fullname, nickname, join_date, department_id, location_id, attendance_group_id)
          values (${company}, ${ids.satu}, 'Report Satu', 'RPT-001', '2026-01-05', ${ids.department}, ${ids.location}, ${ids.group}),
                 (${company}, ${ids.dua}, 'Report Dua', 'RPT-002', '2026-09-16', ${ids.department}, null, ${ids.group})`);
        // Dua works Saturday the 19th and has Monday the 21st off (the roster wins over the weekly schedule).
        await db.execute(sql`insert into employee_schedules (company_id, id, employee_id, date, shift_id) values
          (${company}, ${newId()}, ${ids.dua}, '2026-09-19', ${ids.day}), (${company}, ${newId()}, ${ids.dua}, '2026-09-21', ${ids.off})`);
        await db.execute(sql`insert into mass_leaves (company_id, id, name, start_date, end_date) values (${company}, ${newId()}, 'Libur laporan', ${HOLIDAY}, ${HOLIDAY})`);
        const wib = (date: string, time?: string) => (time ? `${date}T${time}:00+07:00` : null);
        for (const [employee, records] of [
          [ids.satu, SATU],
          [ids.dua, DUA],
        ] as const) {
          for (const r of records) {
            await db.execute(sql`insert into attendance_records (company_id, id, employee_id, date, shift_id, clock_in_at, clock_out_at, late_minutes, early_minutes, status, source)
              values (${company}, ${newId()}, ${employee}, ${r.date}, ${ids.day}, ${wib(r.date, r.in)}, ${wib(r.date, r.out)}, ${r.late ?? 0}, ${r.early ?? 0}, ${r.status}, ${r.in ? "clock" : "system"})`);
          }
        }
        const overtime = (status: string, date: string, hours: number) =>
          db.execute(sql`insert into approvals (company_id, id, approval_number, employee_id, type, status, content)
            values (${company}, ${newId()}, ${`OT-RPT-${newId().slice(-8)}`}, ${ids.satu}, 'overtime', ${status}, ${JSON.stringify({ type: "overtime", date, total_hours: hours })}::jsonb)`);
        await overtime("approved", "2026-09-10", 2.5);
        await overtime("approved", "2026-09-11", 1);
        await overtime("pending", "2026-09-12", 4);
        await overtime("approved", "2026-10-01", 3);
        const rows = (await db.execute(sql`select start_date::text as s, end_date::text as e from mass_leaves where company_id = ${company}`)) as unknown as { rows: { s: string; e: string }[] };
        holidays = new Set(rows.rows.flatMap((row) => DAYS.filter((d) => d >= row.s && d <= row.e)));
      } finally {
        await database.close();
      }
    });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it("counts each employee's period by the rules: scheduled days without holidays, records, approved overtime", async () => {
    const response = await report(`${period}&department=${ids.department}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { data, totals, meta } = response.body;
    expect(meta).toEqual({ from: FROM, to: TO, total: 2, page: 1, limit: 50, pages: 1 });
    // Sorted by name: Dua, then Satu.
    expect(data.map((row) => row.employee.fullname)).toEqual(["Report Dua", "Report Satu"]);
    const satu = expected(SATU, "2026-01-05");
    const dua = expected(DUA, "2026-09-16", { "2026-09-19": "day", "2026-09-21": "off" });
    expect(satu).toMatchObject({ present: 4, late: 2, late_minutes: 20, early: 1, early_minutes: 30, absent: 1, missed: 1, leave: 1, on_duty: 1 });
    expect(data[1]).toEqual({
      employee: { _id: ids.satu, fullname: "Report Satu", number: "RPT-001", department: { _id: ids.department, name: "Laporan Uji" }, location: { _id: ids.location, name: "Lokasi Laporan" } },
      ...satu,
      overtime_hours: 3.5,
    });
    expect(data[0]).toMatchObject({ ...dua, overtime_hours: 0, employee: { _id: ids.dua, location: null } });
    // September 2026 has 22 weekdays; the holiday on Tuesday the 15th is not scheduled.
    expect(satu.scheduled).toBe(22 - [...holidays].filter((d) => weekdayIndex(d) < 5).length);
    expect(totals).toEqual(Object.fromEntries(Object.keys(totals).map((key) => [key, (data[0] as never)[key] + (data[1] as never)[key]])));
  });

  it("filters by location, group, employee and search, pages, and keeps the totals over every page", async () => {
    const names = async (query: string) => (await report(`${period}&${query}`)).body.data.map((row) => row.employee.fullname);
    expect(await names(`location=${ids.location}`)).toEqual(["Report Satu"]);
    expect(await names(`group=${ids.group}`)).toEqual(["Report Dua", "Report Satu"]);
    expect(await names(`employee=${ids.dua}`)).toEqual(["Report Dua"]);
    expect(await names(`q=${encodeURIComponent("rpt-00")}`)).toEqual(["Report Dua", "Report Satu"]);
    expect(await names(`q=satu&department=${ids.department}`)).toEqual(["Report Satu"]);
    expect(await names(`q=${encodeURIComponent("nobody like this")}`)).toEqual([]);
    const all = (await report(`${period}&department=${ids.department}`)).body;
    const second = (await report(`${period}&department=${ids.department}&limit=1&page=2`)).body;
    expect(second.data.map((row) => row.employee.fullname)).toEqual(["Report Satu"]);
    expect(second.meta).toMatchObject({ total: 2, page: 2, pages: 2, limit: 1 });
    expect(second.totals).toEqual(all.totals);
    const past = (await report(`${period}&department=${ids.department}&limit=1&page=9`)).body;
    expect(past.data).toEqual([]);
    expect(past.totals).toEqual(all.totals);
  });

  it("opens on this month by default and counts the whole company", async () => {
    const response = await report("limit=5");
    expect(response.status).toBe(200);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(response.body.meta.from).toBe(`${today.slice(0, 7)}-01`);
    expect(response.body.meta.to.slice(0, 7)).toBe(today.slice(0, 7));
    expect(response.body.meta.total).toBeGreaterThan(100);
    expect(response.body.data).toHaveLength(5);
  });

  it("exports the same figures as xlsx, with the totals last", async () => {
    const cookie = await sessionCookie(api.server.url, "admin");
    const response = await fetch(`${api.server.url}/dashboard/attendance/report/export?${period}&department=${ids.department}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = book.worksheets[0];
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(4);
    const header = (rows[0] as unknown[]).slice(1).map(String);
    expect(header.slice(0, 6)).toEqual(["Employee No.", "Employee", "Department", "Location", "Scheduled", "Present"]);
    const body = (await report(`${period}&department=${ids.department}`)).body;
    const figures = ["scheduled", "present", "late", "late_minutes", "early", "early_minutes", "absent", "missed", "leave", "on_duty", "overtime_hours"] as const;
    expect(rows[2].slice(1)).toEqual(["RPT-001", "Report Satu", "Laporan Uji", "Lokasi Laporan", ...figures.map((key) => body.data[1][key])]);
    expect(rows[3].slice(5)).toEqual(figures.map((key) => body.totals[key]));
    expect(String(rows[3][2])).toMatch(/^Total/);
  });

  it("is scoped to the company: another company sees none of these people, and their ids filter nothing", async () => {
    const other = await report(`${period}&department=${ids.department}`, "otherAdmin");
    expect(other.status).toBe(200);
    expect(other.body.meta.total).toBe(0);
    expect(other.body.data).toEqual([]);
    expect((await report(`${period}&employee=${ids.satu}`, "otherAdmin")).body.data).toEqual([]);
    expect((await report(`${period}&q=report`, "otherAdmin")).body.data).toEqual([]);
  });

  it("is for staff only: an employee and an approver are refused (403)", async () => {
    for (const account of ["employee", "approver"] as const) expect((await report(period, account)).status, account).toBe(403);
    for (const account of ["sub_admin", "admin_location"] as const) expect((await report(period, account)).status, account).toBe(200);
    expect((await api.call(null, "GET", `attendance/report?${period}`)).status).toBe(401);
  });

  it("refuses a wrong period or filter with 422 and says which field", async () => {
    const cases: [string, string][] = [
      [`from=${TO}&to=${FROM}`, "to"],
      ["from=2025-01-01&to=2026-01-02", "to"],
      ["from=2026-02-30", "from"],
      ["to=yesterday", "to"],
      ["department=42", "department"],
      ["limit=0", "limit"],
      ["limit=5000", "limit"],
      ["page=-1", "page"],
      [`q=${"x".repeat(201)}`, "q"],
      ["sort=name", "sort"],
    ];
    for (const [query, field] of cases) {
      const response = await call<Failure>("admin", `attendance/report?${query}`);
      expect(response.status, query).toBe(422);
      expect(Object.keys(response.body.errors ?? {}), query).toEqual([field]);
    }
    // A whole leap year is one report.
    expect((await report("from=2028-01-01&to=2028-12-31&limit=1")).status).toBe(200);
  });
});
