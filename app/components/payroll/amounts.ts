/**
 * What the payroll pages show of an item, as pure functions (the API's figures, summed the way the run's
 * totals sum them: api/domain/payroll/run.ts `runTotals`), and the period in the address.
 */
import type { PayrollItemOut } from "../../../contract/responses/payroll";
import { PAYROLL_FIRST_PERIOD, PAYROLL_LAST_YEAR } from "../../../contract/limits";
import { DEFAULT_TIME_ZONE } from "~/lib/format";

/** BPJS paid by the employee: JHT, JP, Kesehatan and its additional family members. */
export const bpjsEmployee = (item: Pick<PayrollItemOut, "bpjs">) => item.bpjs.jht_employee + item.bpjs.jp_employee + item.bpjs.ks_employee + item.bpjs.ks_additional;

/** BPJS paid by the employer: JHT, JP, JKK, JKM and Kesehatan. */
export const bpjsEmployer = (item: Pick<PayrollItemOut, "bpjs">) => item.bpjs.jht_employer + item.bpjs.jp_employer + item.bpjs.jkk + item.bpjs.jkm + item.bpjs.ks_employer;

export interface Period {
  year: number;
  /** 1–12. */
  month: number;
}

/** This month in Jakarta (docs/specification.md: the company's clock is WIB). */
export function currentPeriod(now = new Date()): Period {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: DEFAULT_TIME_ZONE, year: "numeric", month: "numeric" }).formatToParts(now);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: value("year"), month: value("month") };
}

/** The years the pickers offer: from the first payroll period to next year. */
export function payrollYears(current: number): number[] {
  const last = Math.min(PAYROLL_LAST_YEAR, current + 1);
  return Array.from({ length: last - PAYROLL_FIRST_PERIOD.year + 1 }, (_, i) => PAYROLL_FIRST_PERIOD.year + i);
}

/**
 * The period of an address: `month` 1–12 (`zeroBased`: 0–11, the payroll detail's address, docs/specification.md §2)
 * and `year`; anything missing or out of range is the current month.
 */
export function periodOf(params: URLSearchParams, options: { zeroBased?: boolean; now?: Date } = {}): Period {
  const current = currentPeriod(options.now);
  const shift = options.zeroBased ? 1 : 0;
  const month = Number(params.get("month") ?? NaN) + shift;
  const year = Number(params.get("year") ?? NaN);
  const okMonth = Number.isInteger(month) && month >= 1 && month <= 12;
  const okYear = Number.isInteger(year) && year >= PAYROLL_FIRST_PERIOD.year && year <= PAYROLL_LAST_YEAR;
  return { year: okYear ? year : current.year, month: okMonth ? month : current.month };
}

/** The payroll detail's address of an employee and month (month zero-based there, docs/specification.md §2). */
export const detailHref = (employeeId: string, period: Period) => `/dashboard/edit/payroll-employees/${employeeId}?month=${period.month - 1}&year=${period.year}`;

/** The payroll run page of a month. */
export const runHref = (period: Period) => `/dashboard/payroll/run?month=${period.month}&year=${period.year}`;

/** The percentage of a run in progress, 0–100. */
export const runPercent = (progress: { done: number; total: number }) => (progress.total > 0 ? Math.min(100, Math.floor((progress.done / progress.total) * 100)) : 0);

/** Months as runs of consecutive months: [1,2,3,5] → [[1,3],[5,5]]. */
export function monthRuns(months: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const month of [...new Set(months)].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && last[1] === month - 1) last[1] = month;
    else runs.push([month, month]);
  }
  return runs;
}

/** The months an item's `openingBalanceMissing` warning names (docs/payroll-rules.md B14), or none. */
export function openingMissing(item: Pick<PayrollItemOut, "warnings">): number[] {
  const months = item.warnings.find((w) => w.code === "openingBalanceMissing")?.detail?.months;
  return Array.isArray(months) ? months.map(Number).filter(Number.isInteger) : [];
}

/** Where an employee's opening figures of a year are entered. */
export const openingHref = (year: number, employeeId?: string) => `/dashboard/payroll/opening-balances?${new URLSearchParams({ year: String(year), ...(employeeId ? { employee: employeeId } : {}) })}`;
