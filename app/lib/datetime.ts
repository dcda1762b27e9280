/**
 * Instants on forms: a `datetime-local` input holds a wall-clock time without a zone. The dashboard's
 * zone is the signed-in user's company's (WIB, WITA or WIT; docs/decisions/0034), none of which keeps
 * daylight saving, so the conversion is a fixed offset.
 */
import { DEFAULT_TIME_ZONE, TIME_ZONE_OFFSET_HOURS, type TimeZone } from "../../contract/enums";

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "+07:00", "+08:00", "+09:00". */
const offsetOf = (zone: TimeZone) => `+${String(TIME_ZONE_OFFSET_HOURS[zone]).padStart(2, "0")}:00`;

/** "2026-11-21T01:00:00.000Z" → "2026-11-21T08:00" in WIB (what the input shows). */
export function toLocalInput(iso: string, zone: TimeZone = DEFAULT_TIME_ZONE): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? "" : new Date(ms + TIME_ZONE_OFFSET_HOURS[zone] * 3_600_000).toISOString().slice(0, 16);
}

/** "2026-11-21T08:00" → "2026-11-21T08:00+07:00" in WIB (what the API takes); anything else is left as it is. */
export function fromLocalInput(value: unknown, zone: TimeZone = DEFAULT_TIME_ZONE): unknown {
  return typeof value === "string" && LOCAL.test(value) ? `${value}${offsetOf(zone)}` : value;
}

/** A calendar day in the zone as the instants that bound it (a date-range filter on an instant). */
export function dayBound(day: string, end: "from" | "to", zone: TimeZone = DEFAULT_TIME_ZONE): string | undefined {
  if (!DAY.test(day)) return undefined;
  return end === "from" ? `${day}T00:00:00${offsetOf(zone)}` : `${day}T23:59:59.999${offsetOf(zone)}`;
}
