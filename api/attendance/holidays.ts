/**
 * The company's holidays, one lookup for every count of working days (leave, overtime day type, payroll,
 * late and absent), and the national holidays loaded from the holiday package (date-holidays, ISC code,
 * CC-BY-3.0 data). docs/decisions/0033-holidays-range-map-hierarchy.md.
 *
 *   POST /v1/holidays/national   {year}  → {data: {year, added: [{_id, name, start_date, end_date}], missing: [names]}}
 */
import { and, eq, gte, lte } from "drizzle-orm";
import express, { type Router } from "express";
import * as z from "zod";
import { objectError } from "../../contract/fields";
import { messageText } from "../../contract/message-text";
import type { HolidayType } from "../../contract/enums";
import type { ApiContext } from "../context";
import type { Db } from "../db/client";
import { logActivity } from "../db/activity";
import * as s from "../db/schema/index";
import { datesBetween } from "../domain/approvals";
import { holidaysToAdd, missingAnnounced, nationalHolidays, type NationalHoliday, type PackageHoliday } from "../domain/attendance/holidays";
import { assertAccess, companyOf, principalOf } from "../http/auth";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";

/** Each holiday day of the company between two dates (inclusive), with the types of the rows on it. */
export async function companyHolidays(db: Db, companyId: string, from: string, to: string): Promise<Map<string, Set<HolidayType>>> {
  const rows = await db
    .select({ start: s.mass_leaves.start_date, end: s.mass_leaves.end_date, type: s.mass_leaves.holiday_type })
    .from(s.mass_leaves)
    .where(and(eq(s.mass_leaves.company_id, companyId), lte(s.mass_leaves.start_date, to), gte(s.mass_leaves.end_date, from)));
  const days = new Map<string, Set<HolidayType>>();
  for (const row of rows) {
    for (const date of datesBetween(row.start < from ? from : row.start, row.end > to ? to : row.end)) {
      const types = days.get(date) ?? new Set<HolidayType>();
      types.add(row.type as HolidayType);
      days.set(date, types);
    }
  }
  return days;
}

/**
 * The company's days off between two dates: national holidays and cuti bersama alike (nobody works, so a
 * leave does not count them and nobody is absent on them).
 */
export async function daysOff(db: Db, companyId: string, from: string, to: string): Promise<Set<string>> {
  return new Set((await companyHolidays(db, companyId, from, to)).keys());
}

/**
 * The company's public holidays between two dates: the national rows only, which make overtime a holiday's
 * (PP 35/2021 Pasal 31 pays "hari libur resmi"); cuti bersama is a working day taken as annual leave.
 */
export async function publicHolidays(db: Db, companyId: string, from: string, to: string): Promise<Set<string>> {
  const days = await companyHolidays(db, companyId, from, to);
  return new Set([...days].filter(([, types]) => types.has("national")).map(([date]) => date));
}

/** Indonesia's national holidays of a year from the package, with the announced ones it does not know. */
export async function packageHolidays(year: number): Promise<{ rows: NationalHoliday[]; missing: string[] }> {
  const { default: Holidays } = await import("date-holidays"); // on first use, not with every server start
  const calendar = new Holidays("ID");
  // Easter Sunday is a national holiday (Kebangkitan Yesus Kristus) the package's Indonesian data lacks.
  calendar.setHoliday("easter", { name: { id: "Kebangkitan Yesus Kristus (Paskah)", en: "Easter Sunday" }, type: "public" });
  const rows = nationalHolidays(calendar.getHolidays(year, "id") as PackageHoliday[]);
  return { rows, missing: missingAnnounced(rows) };
}

/** Adds the year's national holidays the company does not have yet (in the caller's transaction). */
export async function loadNationalHolidays(tx: Db, companyId: string, year: number): Promise<{ added: (typeof s.mass_leaves.$inferSelect)[]; missing: string[] }> {
  const { rows, missing } = await packageHolidays(year);
  const existing = await tx
    .select({ name: s.mass_leaves.name, start_date: s.mass_leaves.start_date, holiday_type: s.mass_leaves.holiday_type })
    .from(s.mass_leaves)
    .where(and(eq(s.mass_leaves.company_id, companyId), gte(s.mass_leaves.start_date, `${year}-01-01`), lte(s.mass_leaves.start_date, `${year}-12-31`)));
  const wanted = holidaysToAdd(rows, existing);
  const added = wanted.length
    ? await tx
        .insert(s.mass_leaves)
        .values(wanted.map((row) => ({ company_id: companyId, name: row.name, start_date: row.start, end_date: row.end, holiday_type: "national" })))
        .returning()
    : [];
  return { added, missing };
}

/** The years a company starts with: this one and the next, so December can plan January. */
export function seedYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year, year + 1];
}

const loadBody = z.strictObject(
  { year: z.number({ error: messageText("integer") }).int(messageText("integer")).min(2000, messageText("min", { value: 2000 })).max(2100, messageText("max", { value: 2100 })) },
  { error: objectError },
);

export function holidayRoutes(ctx: ApiContext): Router {
  const router = express.Router();
  router.post(
    "/holidays/national",
    handler(async (req, res) => {
      const principal = principalOf(req);
      assertAccess(ctx, principal, ["mass-leave"], "write");
      const companyId = companyOf(principal);
      const { year } = parseBody(loadBody, req.body);
      const result = await ctx.db.transaction(async (tx) => {
        const loaded = await loadNationalHolidays(tx, companyId, year);
        if (loaded.added.length) await logActivity(tx, { companyId, principal, type: "create", menu: "mass-leave", detail: `National holidays of ${year} loaded (${loaded.added.length})` });
        return loaded;
      });
      res.json({
        data: {
          year,
          added: result.added.map((row) => ({ _id: row.id, name: row.name, start_date: row.start_date, end_date: row.end_date })),
          missing: result.missing,
        },
      });
    }),
  );
  return router;
}
