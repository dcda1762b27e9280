/**
 * The payroll reports' and the bank file check's answers (api/payroll/report-routes.ts,
 * api/payroll/bank-routes.ts; docs/decisions/0036-payroll-reports-and-bank-files.md). Every amount is
 * whole rupiah as the saved payroll items hold it.
 */
import type { PayrollBpjsOut, PayrollItemOut } from "./payroll";

interface Named {
  _id: string;
  name: string;
}

/** The employee as of the run (name, number, department, location: the item's snapshot). */
export interface ReportEmployeeOut {
  _id: string;
  fullname: string;
  /** The employee number. */
  employee_id: string | null;
  department: Named | null;
  location: Named | null;
}

/** Every report's meta: the month's run (null: nothing saved), the page, and the totals of every matching row. */
export interface ReportMeta<Totals> {
  year: number;
  month: number | null;
  /** The month's saved run (saved or cut off); null when there is none. */
  run: { _id: string; status: "saved" | "cut_off" } | null;
  total: number;
  limit: number;
  skip: number;
  totals: Totals;
}
export interface Report<Row, Totals> {
  data: Row[];
  meta: ReportMeta<Totals>;
}

/** A month's PPh 21 of one employee. */
export interface Pph21RowOut {
  employee: ReportEmployeeOut;
  /** KTP number (NIK) and NPWP: the NPWP as of the run, the NIK from the employee record. */
  nik: string | null;
  npwp: string | null;
  /** "K/3". */
  ptkp_status: string;
  ter_category: string;
  /** Percent, e.g. 1.25 (January–November; information only in the final period). */
  ter_rate: number;
  /** "annual": December or the month of leaving, Pasal 17 on the year. */
  method: "ter" | "annual";
  /** False: no valid NPWP/NIK, withheld 20 % more. */
  npwp_valid: boolean;
  taxable_gross: number;
  /** PPh 21 withheld (negative: a refund in the final period). */
  pph21: number;
  /** The part of `pph21` that is the no-NPWP surcharge. */
  surcharge: number;
}
export interface Pph21Totals {
  employees: number;
  taxable_gross: number;
  pph21: number;
  surcharge: number;
}
export type Pph21Report = Report<Pph21RowOut, Pph21Totals>;

export interface TaxMonthOut {
  taxable_gross: number;
  pph21: number;
  surcharge: number;
  method: "ter" | "annual";
  npwp_valid: boolean;
}

/**
 * The final period's recalculation as saved (the item's `annual`: annual gross, biaya jabatan, employee
 * JHT + JP, net, PTKP, PKP, the year's tax with the surcharge, withheld before, this month's tax) and its month.
 */
export type TaxFinalOut = NonNullable<PayrollItemOut["annual"]> & { month: number };

/** An employee's year: January–December (null: no item that month) and the final recalculation. */
export interface Pph21YearRowOut {
  employee: ReportEmployeeOut;
  nik: string | null;
  npwp: string | null;
  ptkp_status: string;
  months: (TaxMonthOut | null)[];
  /** The opening figures of the months before the first saved month (docs/payroll-rules.md B14), if any: their A1 gross and PPh 21. */
  opening: { first_month: number; last_month: number; taxable_gross: number; pph21: number } | null;
  /** The year's sums: the months' and the opening figures'. */
  taxable_gross: number;
  pph21: number;
  surcharge: number;
  final: TaxFinalOut | null;
}
export interface Pph21YearTotals extends Pph21Totals {
  /** Σ per month, January–December. */
  months: { taxable_gross: number; pph21: number }[];
  /** Σ of the opening figures; null when no employee of the report has any. */
  opening: { taxable_gross: number; pph21: number } | null;
}
export type Pph21YearReport = Report<Pph21YearRowOut, Pph21YearTotals> & { meta: { months: number[] } };

/** BPJS Ketenagakerjaan of one employee and month. */
export interface BpjsTkRowOut extends Omit<PayrollBpjsOut, "ks_employee" | "ks_employer" | "ks_additional"> {
  employee: ReportEmployeeOut;
  nik: string | null;
  /** KPJ: the BPJS Ketenagakerjaan membership number. */
  kpj: string | null;
  /** The wage the contributions are on, JP's capped base and the cap. */
  wage: number;
  jp_base: number;
  jp_cap: number;
  /** Percent. */
  jkk_rate: number;
  employee_total: number;
  employer_total: number;
  total: number;
}
export type BpjsTkTotals = { employees: number } & Record<"wage" | "jht_employee" | "jht_employer" | "jp_employee" | "jp_employer" | "jkk" | "jkm" | "employee_total" | "employer_total" | "total", number>;
export type BpjsTkReport = Report<BpjsTkRowOut, BpjsTkTotals>;

/** BPJS Kesehatan of one employee and month. */
export interface BpjsKsRowOut {
  employee: ReportEmployeeOut;
  nik: string | null;
  bpjs_ks_number: string | null;
  /** The wage after the floor (UMK/UMP) and the cap. */
  wage: number;
  cap: number;
  floor: number | null;
  ks_employer: number;
  ks_employee: number;
  /** Additional family members and their contribution (paid by the employee). */
  members: number;
  ks_additional: number;
  employee_total: number;
  total: number;
}
export type BpjsKsTotals = { employees: number } & Record<"wage" | "ks_employer" | "ks_employee" | "members" | "ks_additional" | "employee_total" | "total", number>;
export type BpjsKsReport = Report<BpjsKsRowOut, BpjsKsTotals>;

/** `GET /v1/payroll/runs/{id}/bank-file?…&dry_run=true`: what the file would hold. */
export interface BankFileCheckOut {
  format: "bca" | "mandiri" | "csv";
  name: string;
  count: number;
  total: number;
  /** Employees paid at another bank (not in a bank's own file). */
  other_banks: number;
}
