/**
 * Instants on forms: a `datetime-local` input holds a wall-clock time without a zone. The dashboard's
 * zone is WIB (Asia/Jakarta, UTC+7, no daylight saving), so the conversion is a fixed offset.
 */
const WIB_OFFSET = "+07:00";
const WIB_MS = 7 * 3_600_000;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-11-21T01:00:00.000Z" → "2026-11-21T08:00" (what the input shows). */
export function toLocalInput(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? "" : new Date(ms + WIB_MS).toISOString().slice(0, 16);
}

/** "2026-11-21T08:00" → "2026-11-21T08:00+07:00" (what the API takes); anything else is left as it is. */
export function fromLocalInput(value: unknown): unknown {
  return typeof value === "string" && LOCAL.test(value) ? `${value}${WIB_OFFSET}` : value;
}

/** A calendar day in WIB as the instants that bound it (a date-range filter on an instant). */
export function dayBound(day: string, end: "from" | "to"): string | undefined {
  if (!DAY.test(day)) return undefined;
  return end === "from" ? `${day}T00:00:00${WIB_OFFSET}` : `${day}T23:59:59.999${WIB_OFFSET}`;
}
