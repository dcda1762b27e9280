/**
 * Attendance › Report's address, shared by its page and its xlsx export: the period and filters as the
 * URL holds them (kept as typed, so a refused value is shown again), and as /v1/attendance/report's query.
 */
import type { QueryInput } from "./query";

export const REPORT_FILTERS = ["department", "location", "group"] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** Where each filter's choices come from (the declared resources). */
export const REPORT_FILTER_SOURCES: Record<ReportFilter, string> = {
  department: "refs/employees/orgs/departments",
  location: "refs/employees/orgs/locations",
  group: "attendance-groups",
};

export interface ReportState {
  from: string;
  to: string;
  q: string;
  chosen: Record<ReportFilter, string>;
  page: number;
}

const clip = (value: string | null, max: number) => (value ?? "").trim().slice(0, max);

/** What the URL asks for: the API checks every value (a wrong one comes back as a field error). */
export function reportState(url: URL): ReportState {
  const p = url.searchParams;
  return {
    from: clip(p.get("from"), 20),
    to: clip(p.get("to"), 20),
    q: clip(p.get("q"), 200),
    chosen: Object.fromEntries(REPORT_FILTERS.map((name) => [name, clip(p.get(name), 60)])) as Record<ReportFilter, string>,
    page: Math.max(1, Math.min(100_000, Math.trunc(Number(p.get("page"))) || 1)),
  };
}

/** The /v1 query of a state (empty values left out). */
export function reportQuery(state: ReportState, page: number, limit: number): QueryInput {
  return { from: state.from, to: state.to, q: state.q, ...state.chosen, page, limit };
}

/** The page's own query string (the period and filters, without the page), for its links and the export. */
export function reportSearch(state: Pick<ReportState, "from" | "to" | "q" | "chosen">): URLSearchParams {
  const query = new URLSearchParams();
  if (state.from) query.set("from", state.from);
  if (state.to) query.set("to", state.to);
  if (state.q) query.set("q", state.q);
  for (const name of REPORT_FILTERS) if (state.chosen[name]) query.set(name, state.chosen[name]);
  return query;
}
