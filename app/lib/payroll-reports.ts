/**
 * The payroll reports' address (Payroll › PPh 21 Report and BPJS Report, docs/decisions/0036): the
 * period, the tab and the filters as the URL holds them — kept as typed, so a value the API refuses
 * comes back beside its field — and as the /v1 reports' query. Shared by the pages and their exports.
 */
import { currentPeriod } from "~/components/payroll/amounts";
import type { QueryInput } from "./query";

export const REPORT_FILTERS = ["department", "location"] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];
export const REPORT_FILTER_SOURCES: Record<ReportFilter, string> = {
  department: "refs/employees/orgs/departments",
  location: "refs/employees/orgs/locations",
};

export interface PayrollReportState {
  /** The tab: "month" | "year" (PPh 21), "tk" | "ks" (BPJS). */
  tab: string;
  year: string;
  month: string;
  q: string;
  employee: string;
  chosen: Record<ReportFilter, string>;
  page: number;
}

const clip = (value: string | null, max: number) => (value ?? "").trim().slice(0, max);

/** The state of a report's URL; `tabs` are its tabs, the first the default. Without a period: this month. */
export function reportStateOf(url: URL, tabs: readonly string[], now = new Date()): PayrollReportState {
  const p = url.searchParams;
  const current = currentPeriod(now);
  const tab = clip(p.get("view") ?? p.get("kind"), 10);
  return {
    tab: tabs.includes(tab) ? tab : tabs[0],
    year: clip(p.get("year"), 10) || String(current.year),
    month: clip(p.get("month"), 10) || String(current.month),
    q: clip(p.get("q"), 200),
    employee: clip(p.get("employee"), 60),
    chosen: Object.fromEntries(REPORT_FILTERS.map((name) => [name, clip(p.get(name), 60)])) as Record<ReportFilter, string>,
    page: Math.max(1, Math.min(100_000, Math.trunc(Number(p.get("page"))) || 1)),
  };
}

/** The /v1 query (empty values left out; no month in the year view). */
export function reportApiQuery(state: PayrollReportState, options: { month: boolean; page?: number; limit?: number }): QueryInput {
  const query: QueryInput = { year: state.year, q: state.q, employee: state.employee, ...state.chosen };
  if (options.month) query.month = state.month;
  if (options.limit) Object.assign(query, { limit: options.limit, skip: ((options.page ?? 1) - 1) * options.limit });
  return query;
}

/** The page's own query string (tab, period, filters; no page) for its links and its export; `name` is "view" or "kind". */
export function reportSearch(state: PayrollReportState, name: "view" | "kind", tab = state.tab): URLSearchParams {
  const query = new URLSearchParams({ [name]: tab, year: state.year });
  if (tab !== "year") query.set("month", state.month);
  if (state.q) query.set("q", state.q);
  if (state.employee) query.set("employee", state.employee);
  for (const filter of REPORT_FILTERS) if (state.chosen[filter]) query.set(filter, state.chosen[filter]);
  return query;
}

/** Whether the reader narrowed the report (the empty state then says so). */
export const isFiltered = (state: PayrollReportState) => Boolean(state.q || state.employee || REPORT_FILTERS.some((name) => state.chosen[name]));
