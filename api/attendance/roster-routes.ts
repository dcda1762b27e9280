/**
 * Attendance › Shift management and the attendance import over /v1
 * (docs/decisions/0031-roster-and-attendance-import.md; the calls are listed in contract/roster.ts).
 * The roster grid reads a page of active employees with every day of a month — the roster row, else the
 * group's weekly shift, marked as such — and one day is set or cleared at a time. The two imports follow
 * the payroll import (api/payroll/import-routes.ts): a stored xlsx, a dry run, every bad row and cell
 * answered, all or nothing in one transaction, the activity log. A cut-off payroll month is closed to both.
 */
import { and, asc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import express, { type Router } from "express";
import { WEEKDAYS } from "../../contract/resources/attendance";
import { codedMessage, type MessageInput } from "../../contract/messages";
import { ROSTER_PAGE_DEFAULT, rosterDayBody, rosterQuery, sheetImportBody } from "../../contract/roster";
import type { RosterOut, SheetImportCheckOut } from "../../contract/responses/roster";
import { xlsxDownload } from "../../spreadsheets/xlsx";
import { assertDatesOpen, cutOffMonths } from "../approvals/requests";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import { logActivity } from "../db/activity";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import { zonedDate } from "../domain/attendance/index";
import { companyZones } from "./zones";
import {
  ATTENDANCE_IMPORT_COLUMNS,
  ATTENDANCE_IMPORT_NOTES,
  checkAttendanceImport,
  checkRosterImport,
  importedDay,
  monthDays,
  ROSTER_COLUMNS,
  ROSTER_NOTES,
  rosterCell,
  type ExistingDay,
} from "../domain/attendance/roster";
import type { CellError, SheetColumn } from "../domain/employees/sheet";
import { importSheet, refuseSheet, templateSheet } from "../employees/sheets";
import { assertAccess, companyOf, principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";
import { parseQuery } from "../payroll/run-routes";
import { containsPattern } from "../resources/query";
import { asGroup, asShift, setRosterDay, shiftsOn } from "./day";
import { shiftOut } from "./routes";

const IMPORTED = codedMessage("dataImported");
const CHUNK = 500;


function access(ctx: ApiContext, principal: Principal, menu: "shift-management" | "daily", mode: "read" | "write"): string {
  assertAccess(ctx, principal, [menu], mode);
  return companyOf(principal);
}

/** Active employees' numbers (lower-cased) → id, with their groups for the day's shift. */
async function employeeNumbers(db: Db, companyId: string) {
  const rows = await db
    .select({ id: s.employees.id, nickname: s.employees.nickname, attendance_group_id: s.employees.attendance_group_id, department_id: s.employees.department_id, location_id: s.employees.location_id })
    .from(s.employees)
    .where(and(eq(s.employees.company_id, companyId), eq(s.employees.active, true), sql`${s.employees.nickname} IS NOT NULL`));
  return { byNumber: new Map(rows.map((row) => [row.nickname!.toLowerCase(), row.id])), byId: new Map(rows.map((row) => [row.id, row])) };
}

/** The dates of the data rows (for the cut-off months), read loosely: the checks name bad ones. */
const datesIn = (rows: { cells: (string | Date | number | null)[] }[]) =>
  rows.flatMap(({ cells }) => cells.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : typeof cell === "string" && /^\d{4}-\d{2}-\d{2}$/.test(cell) ? cell : null)).filter((date): date is string => Boolean(date)));

export function rosterRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.get(
    "/roster",
    handler(async (req, res) => {
      const companyId = access(ctx, principalOf(req), "shift-management", "read");
      const query = parseQuery(rosterQuery, req.originalUrl);
      const days = monthDays(query.month);
      const e = s.employees;
      const filters: (SQL | undefined)[] = [eq(e.company_id, companyId), eq(e.active, true)];
      if (query.group) filters.push(eq(e.attendance_group_id, query.group));
      if (query.department) filters.push(eq(e.department_id, query.department));
      if (query.q?.trim()) filters.push(or(ilike(e.fullname, containsPattern(query.q.trim())), ilike(e.nickname, containsPattern(query.q.trim()))));
      const where = and(...filters);
      const limit = query.limit ?? ROSTER_PAGE_DEFAULT;
      const skip = query.skip ?? 0;
      const [people, [{ total }], groups, shifts] = await Promise.all([
        ctx.db
          .select({ id: e.id, fullname: e.fullname, nickname: e.nickname, attendance_group_id: e.attendance_group_id })
          .from(e)
          .where(where)
          .orderBy(asc(sql`${e.fullname} COLLATE "und-x-icu"`), asc(e.id))
          .limit(limit)
          .offset(skip),
        ctx.db.select({ total: sql<number>`count(*)::int` }).from(e).where(where),
        ctx.db.select().from(s.attendance_groups).where(eq(s.attendance_groups.company_id, companyId)).orderBy(asc(sql`${s.attendance_groups.name} COLLATE "und-x-icu"`)),
        ctx.db.select().from(s.shifts).where(eq(s.shifts.company_id, companyId)).orderBy(asc(sql`${s.shifts.name} COLLATE "und-x-icu"`)),
      ]);
      const r = s.employee_schedules;
      const roster = people.length
        ? await ctx.db
            .select({ employee_id: r.employee_id, date: r.date, shift_id: r.shift_id })
            .from(r)
            .where(and(eq(r.company_id, companyId), inArray(r.employee_id, people.map((p) => p.id)), gte(r.date, days[0]), lte(r.date, days[days.length - 1])))
        : [];
      const rosterOf = new Map(roster.map((row) => [`${row.employee_id} ${row.date}`, row.shift_id]));
      const groupOf = new Map(groups.map((g) => [g.id, g]));
      const data: RosterOut = {
        month: query.month,
        days,
        shifts: shifts.map((row) => shiftOut(row)!),
        groups: groups.map((g) => ({ _id: g.id, name: g.name, type: g.type, weekly_shifts: g.weekly_shift_ids.length === WEEKDAYS.length ? g.weekly_shift_ids : [] })),
        employees: people.map((person) => {
          const group = person.attendance_group_id ? (groupOf.get(person.attendance_group_id) ?? null) : null;
          return {
            _id: person.id,
            fullname: person.fullname,
            nickname: person.nickname,
            group: group ? { _id: group.id, name: group.name, type: group.type } : null,
            days: days.map((date) => ({ date, ...rosterCell(date, group ? asGroup(group) : null, rosterOf.get(`${person.id} ${date}`)) })),
          };
        }),
      };
      res.json({ data, meta: { total, limit, skip } });
    }),
  );

  router.put(
    "/roster",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = access(ctx, principal, "shift-management", "write");
      const body = parseBody(rosterDayBody, req.body);
      await ctx.db.transaction(async (tx) => {
        const [employee] = await tx
          .select({ id: s.employees.id, fullname: s.employees.fullname, attendance_group_id: s.employees.attendance_group_id })
          .from(s.employees)
          .where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, body.employee), eq(s.employees.active, true)));
        if (!employee) throw new HttpError(404, "notFound");
        const [shift] = body.shift ? await tx.select({ id: s.shifts.id, name: s.shifts.name }).from(s.shifts).where(and(eq(s.shifts.company_id, companyId), eq(s.shifts.id, body.shift))) : [null];
        if (body.shift && !shift) throw new HttpError(404, "notFound");
        // A day of a cut-off month is locked (docs/decisions/0028-payroll-runs.md): its late minutes are paid.
        await assertDatesOpen(tx, companyId, [body.date], "date", 409);
        await setRosterDay(tx, companyId, employee, body.date, shift?.id ?? null);
        await logActivity(tx, {
          companyId,
          principal,
          type: "update",
          menu: "shift-management",
          detail: `${employee.fullname} ${body.date}: ${shift ? `shift ${shift.name}` : "back to the group's weekly shift"}`,
          recordId: employee.id,
        });
      });
      res.json({ ...codedMessage(body.shift ? "rosterSet" : "rosterCleared"), data: { employee: body.employee, date: body.date, shift: body.shift } });
    }),
  );

  dayImportRoutes(router, ctx, {
    menu: "shift-management",
    template: { path: "/roster/template", file: "roster-template", sheet: "Roster", columns: ROSTER_COLUMNS, notes: ROSTER_NOTES },
    path: "/roster/import",
    check: async (companyId, { header, rows }) => {
      const [{ byNumber, byId }, shiftRows, cutOff] = await Promise.all([
        employeeNumbers(ctx.db, companyId),
        ctx.db.select({ id: s.shifts.id, name: s.shifts.name }).from(s.shifts).where(eq(s.shifts.company_id, companyId)),
        cutOffMonths(ctx.db, companyId, datesIn(rows)),
      ]);
      const shiftsByName = new Map<string, string[]>();
      for (const row of shiftRows) shiftsByName.set(row.name.toLowerCase(), [...(shiftsByName.get(row.name.toLowerCase()) ?? []), row.id]);
      return { ...checkRosterImport(header, rows, byNumber, shiftsByName, cutOff), byId };
    },
    save: async (tx, { companyId, principal, checked, counts, file }) => {
      for (const day of checked.days) await setRosterDay(tx, companyId, checked.byId.get(day.employee_id)!, day.date, day.shift_id);
      await logActivity(tx, { companyId, principal, type: "update", menu: "shift-management", detail: `Roster imported: ${counts.rows} days of ${counts.employees} employees`, recordId: file });
    },
  });

  dayImportRoutes(router, ctx, {
    menu: "daily",
    template: { path: "/attendance/import/template", file: "attendance-template", sheet: "Attendance", columns: ATTENDANCE_IMPORT_COLUMNS, notes: ATTENDANCE_IMPORT_NOTES },
    path: "/attendance/import",
    check: async (companyId, { header, rows }) => {
      const dates = datesIn(rows);
      const now = new Date();
      const [{ byNumber, byId }, cutOff, existingRows, zones] = await Promise.all([
        employeeNumbers(ctx.db, companyId),
        cutOffMonths(ctx.db, companyId, dates),
        dates.length
          ? ctx.db
              .select({ employee_id: s.attendance_records.employee_id, date: s.attendance_records.date, source: s.attendance_records.source, status: s.attendance_records.status, clock_in_at: s.attendance_records.clock_in_at, clock_out_at: s.attendance_records.clock_out_at })
              .from(s.attendance_records)
              .where(and(eq(s.attendance_records.company_id, companyId), inArray(s.attendance_records.date, [...new Set(dates)])))
          : Promise.resolve([]),
        companyZones(ctx.db, companyId),
      ]);
      const existing = new Map<string, ExistingDay>(existingRows.map((row) => [`${row.employee_id} ${row.date}`, { source: row.source, status: row.status, clocked: Boolean(row.clock_in_at || row.clock_out_at) }]));
      return { ...checkAttendanceImport(header, rows, byNumber, cutOff, zones.all.map((zone) => zonedDate(now, zone)).sort().at(-1)!, existing), byId, zones, now };
    },
    save: async (tx, { companyId, principal, checked, counts, file }) => {
      const { byId, zones, now } = checked;
      // Each day's shift as the clock would take it: the roster, else the group's weekly shift.
      const byDate = new Map<string, typeof checked.days>();
      for (const day of checked.days) byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);
      const values = [];
      for (const [date, dayRows] of byDate) {
        const people = dayRows.map((day) => byId.get(day.employee_id)!);
        const shifts = await shiftsOn(tx, companyId, date, people);
        for (const day of dayRows) {
          const person = byId.get(day.employee_id)!;
          const shiftRow = shifts.get(person.id) ?? null;
          const figures = importedDay(date, shiftRow ? asShift(shiftRow) : null, day.clock_in, day.clock_out, now, zones.of(person.location_id));
          values.push({
            company_id: companyId,
            employee_id: person.id,
            date,
            shift_id: shiftRow?.id ?? null,
            ...figures,
            clock_in_offsite: false,
            clock_out_offsite: false,
            clock_in_latitude: null,
            clock_in_longitude: null,
            clock_out_latitude: null,
            clock_out_longitude: null,
            validated_at: null,
            source: "import",
            note: null,
            department_id: person.department_id,
            location_id: person.location_id,
            time_zone: zones.of(person.location_id),
          });
        }
      }
      const r = s.attendance_records;
      for (let start = 0; start < values.length; start += CHUNK) {
        // A day imported before, or an absent day without times, is replaced; anything else was refused above.
        const written = await tx
          .insert(r)
          .values(values.slice(start, start + CHUNK))
          .onConflictDoUpdate({
            target: [r.company_id, r.employee_id, r.date],
            set: {
              shift_id: sql`excluded.shift_id`,
              clock_in_at: sql`excluded.clock_in_at`,
              clock_out_at: sql`excluded.clock_out_at`,
              clock_in_latitude: null,
              clock_in_longitude: null,
              clock_out_latitude: null,
              clock_out_longitude: null,
              clock_in_offsite: false,
              clock_out_offsite: false,
              late_minutes: sql`excluded.late_minutes`,
              early_minutes: sql`excluded.early_minutes`,
              status: sql`excluded.status`,
              validation: sql`excluded.validation`,
              validated_at: null,
              source: "import",
              note: null,
              department_id: sql`excluded.department_id`,
              location_id: sql`excluded.location_id`,
              time_zone: sql`excluded.time_zone`,
              updated_at: now,
            },
            // Only what the check allowed: never a day clocked in the app or corrected since.
            setWhere: sql`(${r.source} = 'import' OR (${r.clock_in_at} IS NULL AND ${r.clock_out_at} IS NULL)) AND ${r.status} NOT IN ('leave', 'on_duty')`,
          })
          .returning({ id: r.id });
        // A day clocked since the check: the whole file is refused (all or nothing).
        if (written.length < Math.min(CHUNK, values.length - start)) throw new HttpError(409, "importDayClocked");
      }
      await logActivity(tx, { companyId, principal, type: "create", menu: "daily", detail: `Attendance imported: ${counts.rows} days of ${counts.employees} employees`, recordId: file });
    },
  });

  return router;
}

/**
 * The two imports of days (the roster, attendance): the template, and the POST of a stored file that
 * `check` reads against the company. A bad header or cell refuses it whole (422), a dry run answers the
 * counts; else `save` writes every day in one transaction, where a month cut off since the check is
 * refused as a whole (409).
 */
function dayImportRoutes<Checked extends { headerErrors: MessageInput[]; errors: CellError[]; days: { employee_id: string; date: string }[] }>(
  router: Router,
  ctx: ApiContext,
  { menu, template, path, check, save }: {
    menu: "shift-management" | "daily";
    template: { path: string; file: string; sheet: string; columns: readonly SheetColumn[]; notes: readonly { en: string; id: string }[] };
    path: string;
    check: (companyId: string, sheet: Awaited<ReturnType<typeof importSheet>>) => Promise<Checked>;
    save: (tx: Db, done: { companyId: string; principal: Principal; checked: Checked; counts: SheetImportCheckOut; file: string }) => Promise<void>;
  },
): void {
  router.get(
    template.path,
    handler(async (req, res) => {
      access(ctx, principalOf(req), menu, "write");
      res.set(xlsxDownload(template.file)).send(await templateSheet(template.sheet, template.columns, template.notes));
    }),
  );

  router.post(
    path,
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = access(ctx, principal, menu, "write");
      const body = parseBody(sheetImportBody, req.body);
      const checked = await check(companyId, await importSheet(ctx, companyId, body.file));
      refuseSheet(checked.headerErrors, checked.errors);
      const counts: SheetImportCheckOut = { rows: checked.days.length, employees: new Set(checked.days.map((day) => day.employee_id)).size };
      if (body.dry_run) {
        res.json({ data: counts });
        return;
      }
      await ctx.db.transaction(async (tx) => {
        await assertDatesOpen(tx, companyId, checked.days.map((day) => day.date), "file", 409);
        await save(tx, { companyId, principal, checked, counts, file: body.file });
      });
      res.status(201).json({ ...IMPORTED, data: counts });
    }),
  );
}
