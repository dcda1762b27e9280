/**
 * The zone every date and time the dashboard shows is read in: the signed-in user's company's (WIB,
 * WITA or WIT; docs/decisions/0034). Loaders take it from the session's user (`zoneOf(user)`),
 * components from the dashboard layout's data (`useTimeZone()`); both hand it to app/lib/format.ts.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_TIME_ZONE, TIME_ZONE_ABBREVIATIONS, TIME_ZONES, type TimeZone } from "../../contract/enums";

export { DEFAULT_TIME_ZONE };
export type { TimeZone };

interface WithCompany {
  company: { time_zone?: string } | null;
}

const asZone = (value: string | null | undefined): TimeZone => ((TIME_ZONES as readonly string[]).includes(value ?? "") ? (value as TimeZone) : DEFAULT_TIME_ZONE);

/** The user's company zone (a developer outside any company: WIB). */
export const zoneOf = (user: WithCompany | null | undefined): TimeZone => asZone(user?.company?.time_zone);

/** In a component under the dashboard: the signed-in user's company zone. */
export function useTimeZone(): TimeZone {
  const data = useRouteLoaderData<{ user: WithCompany }>("routes/dashboard");
  return zoneOf(data?.user);
}

/** "WIB", "WITA", "WIT". */
export const zoneLabel = (zone: string | null | undefined): string => TIME_ZONE_ABBREVIATIONS[asZone(zone)];

/** A record's wall time with its zone named when it is not the reader's ("08:05 WITA"), else as it is. */
export function zonedWallTime(time: string, recordZone: string | null | undefined, readerZone: TimeZone): string {
  if (!time || !recordZone || asZone(recordZone) === readerZone) return time;
  return `${time} ${zoneLabel(recordZone)}`;
}
