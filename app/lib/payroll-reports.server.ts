/**
 * What the payroll reports' loaders share (docs/decisions/0036-payroll-reports-and-bank-files.md): the
 * filters' choices, a report read with a refused value kept for its field, and the xlsx export passed
 * through from the API as it comes (docs/decisions/0017-files-through-the-web-tier.md).
 */
import { ApiError, type ApiClient } from "./api.server";
import { filterChoices } from "./filter-choices.server";
import { REPORT_FILTER_SOURCES } from "./payroll-reports";
import type { PayrollReportPath } from "./v1/payroll-reports.server";
import type { QueryInput } from "./query";

/** Each filter's choices (department, location). */
export const reportFilterOptions = (api: ApiClient) => filterChoices(api, REPORT_FILTER_SOURCES);

/** The report, or the fields the API refused (422) with their messages. */
export async function readReport<T>(read: Promise<T>): Promise<{ report: T; errors: Record<string, string> } | { report: null; errors: Record<string, string> }> {
  try {
    return { report: await read, errors: {} };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return { report: null, errors: Object.keys(error.errors).length ? error.errors : { year: error.message } };
    throw error;
  }
}

/** The report's xlsx as the API wrote it; a refused query is 422 with its message. */
export async function reportDownload(api: ApiClient, path: PayrollReportPath, query: QueryInput): Promise<Response> {
  let reply: Response;
  try {
    reply = await api.payrollReports.export(path, query);
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) throw new Response(error.message, { status: 422 });
    throw error;
  }
  return passThrough(reply);
}

/** A file from the API as a download of the web tier: its type and name kept, never cached. */
export function passThrough(reply: Response): Response {
  return new Response(reply.body, {
    headers: {
      "Content-Type": reply.headers.get("content-type") ?? "application/octet-stream",
      "Content-Disposition": reply.headers.get("content-disposition") ?? "attachment",
      "Cache-Control": "private, no-store",
    },
  });
}
