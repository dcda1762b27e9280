/**
 * The one resolver of time zones (docs/decisions/0034): an employee's clock, days and dates are read in
 * their location's zone, else their company's. A record keeps the zone it was made in (as it keeps its
 * location, docs/decisions/0008), so a later change of zone or location does not rewrite its wall times.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { DEFAULT_TIME_ZONE, TIME_ZONES, type TimeZone } from "../../contract/enums";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";

const asZone = (value: string | null | undefined): TimeZone | null => (TIME_ZONES as readonly string[]).includes(value ?? "") ? (value as TimeZone) : null;

export interface CompanyZones {
  /** The company's own zone (Portal › Company Info). */
  company: TimeZone;
  /** A location's zone: its own, else the company's; no location: the company's. */
  of(locationId: string | null | undefined): TimeZone;
  /** A record's zone: the one it keeps, else its location's, else the company's. */
  ofRecord(record: { time_zone?: string | null; location_id?: string | null }): TimeZone;
  /** Every zone in use (the company's and its locations'), for "today" across the company. */
  all: readonly TimeZone[];
}

/** The company's zone and its locations' own zones, in two small reads. */
export async function companyZones(db: Db, companyId: string): Promise<CompanyZones> {
  // One read after another: callers pass a transaction too (docs/decisions/0046-one-query-at-a-time-in-a-transaction.md).
  const [company] = await db.select({ time_zone: s.companies.time_zone }).from(s.companies).where(eq(s.companies.id, companyId)).limit(1);
  const locations = await db
    .select({ id: s.locations.id, time_zone: s.locations.time_zone })
    .from(s.locations)
    .where(and(eq(s.locations.company_id, companyId), isNotNull(s.locations.time_zone)));
  const own = asZone(company?.time_zone) ?? DEFAULT_TIME_ZONE;
  const byLocation = new Map<string, TimeZone>();
  for (const row of locations) {
    const zone = asZone(row.time_zone);
    if (zone) byLocation.set(row.id, zone);
  }
  const of = (locationId: string | null | undefined) => (locationId ? (byLocation.get(locationId) ?? own) : own);
  return {
    company: own,
    of,
    ofRecord: (record) => asZone(record.time_zone) ?? of(record.location_id),
    all: [...new Set([own, ...byLocation.values()])],
  };
}

/** The company's own zone. */
export async function companyZone(db: Db, companyId: string): Promise<TimeZone> {
  const [row] = await db.select({ time_zone: s.companies.time_zone }).from(s.companies).where(eq(s.companies.id, companyId)).limit(1);
  return asZone(row?.time_zone) ?? DEFAULT_TIME_ZONE;
}

/** An employee's zone today: their location's, else their company's (an unknown employee: the company's). */
export async function zoneOfEmployee(db: Db, companyId: string, employeeId: string): Promise<TimeZone> {
  const [row] = await db
    .select({ company: s.companies.time_zone, location: s.locations.time_zone })
    .from(s.companies)
    .leftJoin(s.employees, and(eq(s.employees.company_id, s.companies.id), eq(s.employees.id, employeeId)))
    .leftJoin(s.locations, and(eq(s.locations.company_id, s.employees.company_id), eq(s.locations.id, s.employees.location_id)))
    .where(eq(s.companies.id, companyId))
    .limit(1);
  return asZone(row?.location) ?? asZone(row?.company) ?? DEFAULT_TIME_ZONE;
}
