/**
 * Absent days (docs/decisions/0032-background-jobs.md), pure: a scheduled working day — the
 * day's shift is a timed working shift — with no record at all (no clock-in, no leave or trip marked),
 * no approved leave or trip and no holiday becomes `absent` once the day is over (`dayEnd`, the shift's
 * end). Days before the employee joined or after they left are not theirs.
 */
import type { TimeZone } from "../../../contract/enums";
import { addDays, dayEnd, isTimed, type Shift } from "./index";

export interface AbsenceFacts {
  date: string;
  shift: Shift | null | undefined;
  /** A record of that day exists (a clock, a correction, a leave or trip day, an absence already written). */
  recorded: boolean;
  /** An approved leave or business trip covers the day. */
  excused: boolean;
  holiday: boolean;
  /** The employee's join and resign dates, if known. */
  joined: string | null;
  resigned: string | null;
  now: Date;
  /** The employee's zone: the day ends at its shift's end there (docs/decisions/0034-time-zones.md). */
  zone: TimeZone;
}

/** Whether the day becomes an absent record now. */
export function isAbsentDay(facts: AbsenceFacts): boolean {
  if (!isTimed(facts.shift)) return false;
  if (facts.recorded || facts.excused || facts.holiday) return false;
  if (facts.joined && facts.date < facts.joined) return false;
  if (facts.resigned && facts.date > facts.resigned) return false;
  return facts.now.getTime() > dayEnd(facts.date, facts.shift, facts.zone).getTime();
}

/**
 * The days a run looks at: the last `days` dates up to today (the company's latest zone) (a night shift of yesterday may end
 * this morning, and today's day shift may already be over), oldest first. A server that was down catches
 * up on what it missed within them.
 */
export function catchUpDates(today: string, days: number): string[] {
  const out: string[] = [];
  for (let d = Math.max(1, days) - 1; d >= 0; d--) out.push(addDays(today, -d));
  return out;
}
