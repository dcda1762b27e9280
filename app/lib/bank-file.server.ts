/**
 * The bank file form's request (docs/decisions/0036-payroll-reports-and-bank-files.md), shared by its page
 * and its download: the values as typed, the fields the chosen layout uses checked with the contract's
 * schema (the API checks them again), and the month's run.
 */
import { BANK_FILE_FIELDS, BANK_FILE_FORMATS, bankFileQuery, type BankFileFormat } from "../../contract/payroll-reports";
import type { BankFileValues } from "~/components/payroll/BankFileForm";
import { periodOf, type Period } from "~/components/payroll/amounts";
import type { ApiClient } from "./api.server";

export interface BankFileRequest {
  period: Period;
  values: BankFileValues;
  /** Whether the form was sent (a format given). */
  sent: boolean;
  /** The /v1 query, or the fields to correct (message texts). */
  query: Record<string, string> | null;
  errors: Record<string, string>;
}

export function bankFileRequest(url: URL): BankFileRequest {
  const p = url.searchParams;
  const values: BankFileValues = {};
  for (const name of ["format", "company_code", "debit_account", "value_date", "batch"] as const) {
    const value = p.get(name)?.trim().slice(0, 40);
    if (value) values[name] = value;
  }
  const period = periodOf(p);
  if (!values.format) return { period, values, sent: false, query: null, errors: {} };
  const format = (BANK_FILE_FORMATS as readonly string[]).includes(values.format) ? (values.format as BankFileFormat) : null;
  // Only what the chosen layout uses: a BCA company code left in the form does not stop the plain CSV.
  const query: Record<string, string> = { format: values.format };
  for (const name of format ? BANK_FILE_FIELDS[format] : []) if (values[name]) query[name] = values[name]!;
  const parsed = bankFileQuery.safeParse(query);
  if (parsed.success) return { period, values, sent: true, query, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "format")] ??= issue.message;
  return { period, values, sent: true, query: null, errors };
}

/** The month's saved run, or null. */
export async function savedRunOf(api: ApiClient, period: Period) {
  const run = await api.payroll.runs.ofMonth(period.year, period.month);
  return run && run.status !== "running" ? run : null;
}

/** The page that explains a refused file, with the form as it was sent. */
export const bankFilePage = (url: URL) => `/dashboard/payroll/run/bank-file${url.search}`;
