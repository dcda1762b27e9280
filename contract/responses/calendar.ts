/**
 * The holiday load and the organisation chart as the API answers them (api/attendance/holidays.ts,
 * api/employees/org-chart.ts; docs/decisions/0033-holidays-range-map-hierarchy.md).
 */

/** POST /v1/holidays/national: the rows added, and the announced holidays the package does not know for the year. */
export interface HolidayLoad {
  year: number;
  added: { _id: string; name: string; start_date: string; end_date: string }[];
  missing: string[];
}

/** One person on the chart. `head` says why someone with a supervisor heads a tree. */
export interface OrgChartPerson {
  _id: string;
  fullname: string;
  /** The employee number (nickname). */
  number: string | null;
  job_title: string | null;
  department: string | null;
  /** Everyone below, at any depth. */
  size: number;
  head: "missing_supervisor" | "cycle" | null;
}

export interface OrgChartNode extends OrgChartPerson {
  reports: OrgChartNode[];
}

/**
 * GET /v1/org-chart[?root=id][&q=text]: the whole chart (its heads), one person's subtree with the
 * supervisors above them, or the people whose name or number matches (at most 50).
 */
export interface OrgChart {
  /** Active employees on the chart. */
  total: number;
  roots: OrgChartNode[];
  /** The person whose subtree `roots` is (with ?root). */
  root: OrgChartPerson | null;
  /** Their supervisors, the top first. */
  chain: OrgChartPerson[];
  /** With ?q: the matches (no tree). */
  matches: OrgChartPerson[] | null;
}
