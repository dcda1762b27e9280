/** Warning letters (surat peringatan): when a letter is in force. Pure. */
import type { WarningLetterType } from "../../../contract/enums";

export type LetterStatus = "active" | "expired" | "upcoming";

/** Active while today is between the start and end dates (both included; no end date: in force until revoked). */
export function letterStatus(start: string, end: string | null, today: string): LetterStatus {
  if (start > today) return "upcoming";
  if (end !== null && end < today) return "expired";
  return "active";
}

export interface EmployeeLetters {
  active: number;
  expired: number;
  upcoming: number;
  /** The heaviest letter in force (SP 3 over SP 2 over SP 1), or null. */
  current: WarningLetterType | null;
  /** When the heaviest letter in force ends (null: no end date or none in force). */
  current_until: string | null;
}

/** One employee's letters summed up for the status view. */
export function summarise(letters: readonly { type: WarningLetterType; start_date: string; end_date: string | null }[], today: string): EmployeeLetters {
  const summary: EmployeeLetters = { active: 0, expired: 0, upcoming: 0, current: null, current_until: null };
  for (const letter of letters) {
    const status = letterStatus(letter.start_date, letter.end_date, today);
    summary[status] += 1;
    if (status === "active" && (summary.current === null || letter.type > summary.current)) {
      summary.current = letter.type;
      summary.current_until = letter.end_date;
    }
  }
  return summary;
}
