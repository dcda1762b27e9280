/**
 * The company's holidays (Leave › Holiday) as days, for tests that pick dates a leave is counted on: the
 * API leaves holidays out of a leave's days, so a date a test needs as a working day must avoid them.
 */
import { addDays } from "../../api/domain/attendance";
import type { TestApi } from "./api";

/** Every day a holiday of the token's company covers ("YYYY-MM-DD"), or those between `range.from` and `range.to`. */
export async function holidayDays(api: TestApi, token: string, range?: { from: string; to: string }): Promise<Set<string>> {
  const within = range ? `&end_date[$gte]=${range.from}&start_date[$lte]=${range.to}` : "";
  const listed = await api.call<{ data: { start_date: string; end_date: string }[] }>(token, "GET", `refs/mass-leave?limit=1000&fields=start_date,end_date${within}`);
  if (listed.status !== 200) throw new Error(`the holidays were not listed: ${listed.status}`);
  const days = new Set<string>();
  for (const row of listed.body.data) for (let day = row.start_date; day <= row.end_date; day = addDays(day, 1)) days.add(day);
  return days;
}
