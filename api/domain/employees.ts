/**
 * The employee record's computed fields (docs/specification.md §5: read-only): age, length of service, and the BPJS
 * section's amounts. Pure: dates and rates come in as arguments.
 */
import { calculateBpjs, percentToPpm, ratesFor, type RatesInForce } from "./payroll/index";

/** Whole years between two YYYY-MM-DD dates (the second defaults to today, UTC). */
export function yearsBetween(from: string | null | undefined, to?: string | null): number | null {
  if (!from) return null;
  const end = to ?? new Date().toISOString().slice(0, 10);
  const [fy, fm, fd] = from.split("-").map(Number);
  const [ty, tm, td] = end.split("-").map(Number);
  let years = ty - fy;
  if (tm < fm || (tm === fm && td < fd)) years -= 1;
  return years < 0 ? 0 : years;
}

/** Service length in years with one decimal, rounded down (e.g. 5.4), up to the resign date for leavers. */
export function serviceYears(join: string | null | undefined, until?: string | null): number | null {
  if (!join) return null;
  const end = new Date(`${until ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`).getTime();
  const start = new Date(`${join}T00:00:00Z`).getTime();
  if (end <= start) return 0;
  return Math.floor(((end - start) / (365.2425 * 86_400_000)) * 10) / 10;
}

export const ALLOWANCES = ["allowance_housing", "allowance_meal", "allowance_transport", "allowance_field", "allowance_telephone", "allowance_other"] as const;

/** What the BPJS amounts are computed from: the employee's salary and BPJS section. */
export interface EmployeeWages {
  basic_salary?: unknown;
  allowance_housing?: unknown;
  allowance_meal?: unknown;
  allowance_transport?: unknown;
  allowance_field?: unknown;
  allowance_telephone?: unknown;
  allowance_other?: unknown;
  bpjs_tk_registered?: unknown;
  bpjs_tk_salary?: unknown;
  bpjs_ks_registered?: unknown;
  bpjs_ks_salary?: unknown;
  additional_family_member?: unknown;
  total_additional_family?: unknown;
}

/** The company's side: its JKK rate (percent) and the regional minimum wages (the Kesehatan floor). */
export interface CompanyWages {
  jkk: number;
  umk: number;
  ump: number;
}

export interface EmployeeBpjs {
  jkk_percentage: number;
  /** The employee's JHT (2 %), deducted from pay. */
  bpjs_tk_jht: number;
  /** The employee's JP (1 % up to the JP wage cap). */
  bpjs_tk_jp: number;
  /** JKK and JKM: paid by the company (no employee share). */
  bpjs_jkk: number;
  bpjs_jkm: number;
  /** The employee's Kesehatan (1 % between the UMK floor and the cap), plus 1 % for each additional family member. */
  bpjs_ks: number;
}

/**
 * The BPJS section's amounts for a month. The wage base is the declared BPJS wage, or basic salary
 * plus the fixed allowances when none is declared (docs/payroll-rules.md B1, B2).
 */
export function employeeBpjs(employee: EmployeeWages, company: CompanyWages, rates: RatesInForce): EmployeeBpjs {
  const amount = (value: unknown) => Number(value ?? 0) || 0;
  const contractual = amount(employee.basic_salary) + ALLOWANCES.reduce((sum, key) => sum + amount(employee[key]), 0);
  const tkWage = amount(employee.bpjs_tk_salary) || contractual;
  const ksWage = amount(employee.bpjs_ks_salary) || contractual;
  const members = employee.additional_family_member === true ? amount(employee.total_additional_family) : 0;
  const base = { jkkRate: percentToPpm(company.jkk), additionalFamilyMembers: members, umk: company.umk, ump: company.ump };
  const tk = calculateBpjs({ ...base, wage: tkWage, tkRegistered: employee.bpjs_tk_registered === true, ksRegistered: false }, rates);
  const ks = calculateBpjs({ ...base, wage: ksWage, tkRegistered: false, ksRegistered: employee.bpjs_ks_registered === true }, rates);
  return {
    jkk_percentage: company.jkk,
    bpjs_tk_jht: tk.jhtEmployee,
    bpjs_tk_jp: tk.jpEmployee,
    bpjs_jkk: tk.jkk,
    bpjs_jkm: tk.jkm,
    bpjs_ks: ks.ksEmployee + ks.ksAdditional,
  };
}

/** The rates in force this month (UTC). */
export const ratesNow = (today = new Date()) => ratesFor(today.getUTCFullYear(), today.getUTCMonth() + 1);
