/**
 * The payroll run's assembly (docs/decisions/0028-payroll-runs.md, docs/payroll-rules.md "What a run
 * takes from where"): one employee's payroll record, the company's settings, the month's approved
 * overtime, the month's one-off components and the year-to-date of the employee's saved items →
 * the engine's input → the item the run saves. Pure (docs/conventions.md habit 9): the caller reads
 * and writes the database.
 *
 * Choices made here:
 * - Who is in the run: payroll-active employees employed at least one day of the month (joined on or
 *   before its last day; no resign date, or a resign date on or after its first day).
 * - The end date (`endDate`) is the resign date; without one, the end of contract when it falls in the
 *   month (a contract that is not renewed ends there). It prorates its month and makes it the final tax
 *   period (the engine does both). An end of contract in an earlier month is not a leaving date: the
 *   contract was renewed and the record not yet updated, so the employee stays in later runs.
 * - The BPJS bases are the wages declared to BPJS (`bpjs_tk_salary`, `bpjs_ks_salary`) when set, else
 *   basic + the six allowances (payroll-rules.md B1, B2; as api/domain/employees.ts shows them).
 * - Yard and job bonuses are paid every month in full (not prorated, not in the BPJS wage), taxed in the
 *   month like the one-off other income; they enter the engine as irregular "other" pay and come back
 *   as lines of their own.
 * - A one-off deduction is withheld from take-home pay after tax (it changes neither gross nor PPh 21).
 * - Each one-off component is a line of its own, its note in the line's detail, so the detail and the
 *   payslip show every one of them; the item's columns (bonus, thr, other_earnings, other_deductions)
 *   hold their sums.
 * - Overtime day type: a public holiday (not cuti bersama) is "holiday"; Sunday, and Saturday in a
 *   5-day week, is "rest"; else "working".
 * - The YTD of the final period sums the employee's saved items of January to the previous month, and
 *   the opening figures of the months before the company's first saved month (docs/payroll-rules.md B14).
 *   A final period whose months here and opening months cover fewer months than the employee was employed
 *   that year carries the warning `openingBalanceMissing`, naming the months.
 */
import { calculateMonthlyPayroll, type Allowances, type MonthlyPayrollResult, type YearToDate } from "./monthly";
import type { OvertimeDayType, OvertimeEntry } from "./overtime";
import { openingGross, uncoveredMonths, type OpeningBalance } from "./opening";
import { toWithholdingStatus } from "./simulate";
import { PAYROLL_RATES, type PayrollRateTables } from "./rates";
import type { PayrollLine, PayrollWarning } from "./types";

export const PAYROLL_COMPONENT_KINDS = ["bonus", "deduction", "other_income", "thr"] as const;
export type PayrollComponentKind = (typeof PAYROLL_COMPONENT_KINDS)[number];

/** The employee's payroll record (employees table), amounts as integer rupiah. */
export interface RunEmployee {
  id: string;
  marital_status: string | null;
  has_valid_npwp: boolean;
  basic_salary: number;
  allowances: Allowances;
  yard_bonus: number;
  job_bonus_normal: number;
  job_bonus_complex: number;
  bpjs_tk_registered: boolean;
  bpjs_ks_registered: boolean;
  /** The wages declared to BPJS Ketenagakerjaan / Kesehatan; null (or 0) → basic + allowances. */
  bpjs_tk_salary: number | null;
  bpjs_ks_salary: number | null;
  additional_family_member: boolean;
  total_additional_family: number;
  join_date: string | null;
  resign_date: string | null;
  end_of_contract: string | null;
  work_days: number;
  payroll_active: boolean;
}

/** The company's settings the run uses. */
export interface RunCompany {
  /** Percent, e.g. 0.24; null → the lowest risk class, 0.24 (with a warning). */
  jkk_percentage: number | null;
  umk: number | null;
  ump: number | null;
}

/** One approved overtime request of the month. */
export interface RunOvertime {
  date: string;
  hours: number;
  /** The day type the request was approved with; the calendar's when it names none. */
  dayType?: OvertimeDayType;
}

export interface RunComponent {
  kind: PayrollComponentKind;
  amount: number;
  /** What it is for ("Koperasi"): shown beside its own line on the detail and the payslip. */
  note?: string | null;
}

/** The saved item figures the year-to-date is summed from. */
export interface SavedItemFigures {
  month: number;
  gross_income: number;
  pph21: number;
  bpjs_tk_jht_employee: number;
  bpjs_tk_jp_employee: number;
}

export interface RunAssemblyInput {
  year: number;
  month: number;
  employee: RunEmployee;
  company: RunCompany;
  overtime: readonly RunOvertime[];
  components: readonly RunComponent[];
  /** The employee's saved items of earlier months of the same year (later months are ignored). */
  earlier: readonly SavedItemFigures[];
  /** The employee's opening figures of the year: the months before the company's first saved month (docs/payroll-rules.md B14). */
  opening?: OpeningBalance | null;
  /** Public holidays, "YYYY-MM-DD" (overtime day type). */
  holidays: ReadonlySet<string>;
}

/** The December / leaving-month figures, as the API answers them. */
export interface AnnualFigures {
  annual_gross: number;
  biaya_jabatan: number;
  pension: number;
  /** Zakat paid through the employer (the opening figures'); absent in items saved before it existed. */
  zakat?: number;
  net: number;
  ptkp: number;
  pkp: number;
  /** The year's PPh 21, the no-NPWP surcharge included. */
  tax: number;
  surcharge: number;
  withheld: number;
  this_month: number;
}

/** Every figure of a payroll_items row (integer rupiah; the caller writes them as numeric). */
export interface RunItem {
  employee_id: string;
  marital_status: string;
  ter_category: string;
  ter_rate: number;
  basic_salary: number;
  allowance_housing: number;
  allowance_meal: number;
  allowance_transport: number;
  allowance_field: number;
  allowance_telephone: number;
  allowance_other: number;
  overtime_hours: number;
  overtime_pay: number;
  yard_bonus: number;
  job_bonus_normal: number;
  job_bonus_complex: number;
  thr: number;
  bonus: number;
  other_earnings: number;
  tax_allowance: number;
  gross: number;
  /** Taxable gross: gross + employer JKK, JKM and BPJS Kesehatan. */
  gross_income: number;
  bpjs_tk_jht_employee: number;
  bpjs_tk_jht_employer: number;
  bpjs_tk_jp_employee: number;
  bpjs_tk_jp_employer: number;
  bpjs_jkk: number;
  bpjs_jkm: number;
  bpjs_ks_employee: number;
  bpjs_ks_employer: number;
  bpjs_ks_additional: number;
  pph21: number;
  other_deductions: number;
  /** Employee BPJS + PPh 21 + one-off deductions. */
  total_deductions: number;
  take_home_pay: number;
  annual: AnnualFigures | null;
  lines: PayrollLine[];
  warnings: PayrollWarning[];
}

export interface RunTotals {
  gross: number;
  pph21: number;
  take_home: number;
  bpjs_employee: number;
  bpjs_employer: number;
  /** One-off deductions. */
  deductions: number;
}

/** The JKK rate when the company has none set: risk class I (payroll-rules.md B1). */
export const DEFAULT_JKK_PERCENT = 0.24;

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

function monthBounds(year: number, month: number): { first: string; last: string } {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${pad2(month)}`;
  return { first: `${prefix}-01`, last: `${prefix}-${pad2(last)}` };
}

/**
 * The employee's end date for the month's run: the resign date, else the end of contract when it falls
 * in the month; null when neither ends employment.
 */
export function endDate(employee: Pick<RunEmployee, "resign_date" | "end_of_contract">, year: number, month: number): string | null {
  if (employee.resign_date) return employee.resign_date;
  const { first, last } = monthBounds(year, month);
  const contract = employee.end_of_contract;
  return contract && contract >= first && contract <= last ? contract : null;
}

/** Whether the month is the employee's last: the end date falls in it (the final tax period, with proration). */
export function leavesIn(employee: Pick<RunEmployee, "resign_date" | "end_of_contract">, year: number, month: number): boolean {
  const end = endDate(employee, year, month);
  const { first, last } = monthBounds(year, month);
  return end !== null && end >= first && end <= last;
}

/** Whether the employee belongs in the month's run. */
export function isInRun(employee: Pick<RunEmployee, "payroll_active" | "join_date" | "resign_date" | "end_of_contract">, year: number, month: number): boolean {
  if (!employee.payroll_active) return false;
  const { first, last } = monthBounds(year, month);
  const end = endDate(employee, year, month);
  if (employee.join_date && employee.join_date > last) return false;
  if (end && end < first) return false;
  return true;
}

/** Sunday, and Saturday in a 5-day week, are rest days; public holidays are holidays. */
export function overtimeDayType(date: string, workDays: number, holidays: ReadonlySet<string>): OvertimeDayType {
  if (holidays.has(date)) return "holiday";
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || (weekday === 6 && workDays !== 6)) return "rest";
  return "working";
}

/**
 * January to the month before `month`: Σ taxable gross, Σ PPh 21, Σ employee JHT + JP, Σ zakat, of the
 * saved items and of the opening figures (A1 line 8, the PPh 21 withheld, lines 10 and 11).
 */
export function yearToDate(earlier: readonly SavedItemFigures[], month: number, opening?: OpeningBalance | null): YearToDate {
  const ytd: YearToDate = { gross: 0, pph21Withheld: 0, pensionDeduction: 0, zakat: 0 };
  for (const item of earlier) {
    if (item.month >= month) continue;
    ytd.gross += item.gross_income;
    ytd.pph21Withheld += item.pph21;
    ytd.pensionDeduction += item.bpjs_tk_jht_employee + item.bpjs_tk_jp_employee;
  }
  if (opening && opening.last_month < month) {
    const gross = openingGross(opening);
    ytd.gross += gross;
    ytd.pph21Withheld += opening.pph21_withheld;
    ytd.pensionDeduction += opening.pension_deduction;
    ytd.zakat = opening.zakat;
    ytd.opening = { firstMonth: opening.first_month, lastMonth: opening.last_month, gross, pph21Withheld: opening.pph21_withheld, pensionDeduction: opening.pension_deduction, zakat: opening.zakat };
  }
  return ytd;
}

function componentSum(components: readonly RunComponent[], kind: PayrollComponentKind): number {
  return components.reduce((acc, c) => (c.kind === kind ? acc + Math.max(0, Math.round(c.amount)) : acc), 0);
}

/** One line per one-off component of the kind, with its note; `detail` is the engine's for that line. */
function componentLines(components: readonly RunComponent[], kind: PayrollComponentKind, key: string, lineKind: PayrollLine["kind"], detail?: PayrollLine["detail"]): PayrollLine[] {
  const lines: PayrollLine[] = [];
  for (const c of components) {
    const amount = Math.max(0, Math.round(c.amount));
    if (c.kind !== kind || amount === 0) continue;
    const note = c.note?.trim();
    const withNote = note ? { ...detail, note } : detail;
    lines.push(withNote ? { key, kind: lineKind, amount, detail: withNote } : { key, kind: lineKind, amount });
  }
  return lines;
}

function annualFigures(result: MonthlyPayrollResult): AnnualFigures | null {
  const a = result.annual;
  if (!a) return null;
  return {
    annual_gross: a.annualGross,
    biaya_jabatan: a.biayaJabatan,
    pension: a.pension,
    zakat: a.zakat,
    net: a.net,
    ptkp: a.ptkp,
    pkp: a.pkp,
    tax: a.annualTax,
    surcharge: a.surcharge,
    withheld: a.withheld,
    this_month: a.thisMonth,
  };
}

/** Computes one employee's item for the month. Throws RatesNotAvailableError for an unsupported period. */
export function assembleItem(input: RunAssemblyInput, tables: PayrollRateTables = PAYROLL_RATES): RunItem {
  const e = input.employee;
  const warnings: PayrollWarning[] = [];
  let status = toWithholdingStatus(e.marital_status ?? "");
  if (!status) {
    warnings.push({ code: "employee.unknown_marital_status", detail: { marital_status: String(e.marital_status) } });
    status = "TK/0";
  }
  let jkkPercent = input.company.jkk_percentage;
  if (jkkPercent === null || !Number.isFinite(jkkPercent)) {
    warnings.push({ code: "company.no_jkk_rate", detail: { jkk_percentage: DEFAULT_JKK_PERCENT } });
    jkkPercent = DEFAULT_JKK_PERCENT;
  }
  const workDays = e.work_days === 6 ? 6 : 5;
  const overtime: OvertimeEntry[] = input.overtime.map((o) => ({ date: o.date, hours: o.hours, dayType: o.dayType ?? overtimeDayType(o.date, workDays, input.holidays) }));

  const yardBonus = Math.max(0, Math.round(e.yard_bonus));
  const jobNormal = Math.max(0, Math.round(e.job_bonus_normal));
  const jobComplex = Math.max(0, Math.round(e.job_bonus_complex));
  const bonus = componentSum(input.components, "bonus");
  const thr = componentSum(input.components, "thr");
  const otherIncome = componentSum(input.components, "other_income");
  const deductions = componentSum(input.components, "deduction");

  const result = calculateMonthlyPayroll(
    {
      year: input.year,
      month: input.month,
      ptkpStatus: status,
      hasValidNpwp: e.has_valid_npwp,
      basicSalary: e.basic_salary,
      allowances: e.allowances,
      jkkPercent,
      bpjsTkRegistered: e.bpjs_tk_registered,
      bpjsKsRegistered: e.bpjs_ks_registered,
      additionalFamilyMembers: e.additional_family_member ? e.total_additional_family : 0,
      bpjsTkWage: e.bpjs_tk_salary,
      bpjsKsWage: e.bpjs_ks_salary,
      joinDate: e.join_date ?? undefined,
      endDate: endDate(e, input.year, input.month) ?? undefined,
      umk: input.company.umk ?? undefined,
      ump: input.company.ump ?? undefined,
      overtime,
      workDays,
      irregular: { thr, bonus, other: yardBonus + jobNormal + jobComplex + otherIncome },
      ytd: yearToDate(input.earlier, input.month, input.opening),
    },
    tables,
  );
  if (result.isFinalPeriod) {
    const opening = input.opening && input.opening.last_month < input.month ? input.opening : null;
    const saved = input.earlier.filter((item) => item.month < input.month).map((item) => item.month);
    const missing = uncoveredMonths({ year: input.year, finalMonth: input.month, joinDate: e.join_date, saved, opening });
    if (missing.length) warnings.push({ code: "openingBalanceMissing", detail: { months: missing, year: input.year } });
  }

  // The engine's one "irregular.other" line split into what it is made of, its bonus and THR lines into
  // their components, and the one-off deductions after tax.
  const lines: PayrollLine[] = [];
  const irregular = { irregular: true };
  for (const l of result.lines) {
    if (l.key === "irregular.other") {
      const parts: [string, number][] = [
        ["bonus.yard", yardBonus],
        ["bonus.job_normal", jobNormal],
        ["bonus.job_complex", jobComplex],
      ];
      for (const [key, amount] of parts) if (amount !== 0) lines.push({ key, kind: "earning", amount, detail: irregular });
      lines.push(...componentLines(input.components, "other_income", "other_income", "earning", irregular));
    } else if (l.key === "bonus" || l.key === "thr") {
      lines.push(...componentLines(input.components, l.key, l.key, "earning", irregular));
    } else if (l.key === "take_home" && deductions !== 0) {
      lines.push(...componentLines(input.components, "deduction", "deduction.other", "deduction"));
      lines.push({ key: "take_home", kind: "total", amount: result.takeHome - deductions, detail: { ...l.detail, other_deductions: deductions } });
    } else {
      lines.push(l);
    }
  }

  const b = result.bpjs;
  const employeeBpjs = b.jhtEmployee + b.jpEmployee + b.ksEmployee + b.ksAdditional;
  return {
    employee_id: e.id,
    marital_status: status.toLowerCase(),
    ter_category: result.terCategory,
    ter_rate: result.terRatePercent,
    basic_salary: result.earnings.basicSalary,
    allowance_housing: result.earnings.allowances.housing,
    allowance_meal: result.earnings.allowances.meal,
    allowance_transport: result.earnings.allowances.transport,
    allowance_field: result.earnings.allowances.field,
    allowance_telephone: result.earnings.allowances.telephone,
    allowance_other: result.earnings.allowances.other,
    overtime_hours: result.overtime.totalHours,
    overtime_pay: result.earnings.overtime,
    yard_bonus: yardBonus,
    job_bonus_normal: jobNormal,
    job_bonus_complex: jobComplex,
    thr,
    bonus,
    other_earnings: otherIncome,
    tax_allowance: 0,
    gross: result.gross,
    gross_income: result.taxableGross,
    bpjs_tk_jht_employee: b.jhtEmployee,
    bpjs_tk_jht_employer: b.jhtEmployer,
    bpjs_tk_jp_employee: b.jpEmployee,
    bpjs_tk_jp_employer: b.jpEmployer,
    bpjs_jkk: b.jkk,
    bpjs_jkm: b.jkm,
    bpjs_ks_employee: b.ksEmployee,
    bpjs_ks_employer: b.ksEmployer,
    bpjs_ks_additional: b.ksAdditional,
    pph21: result.pph21,
    other_deductions: deductions,
    total_deductions: employeeBpjs + result.pph21 + deductions,
    take_home_pay: result.takeHome - deductions,
    annual: annualFigures(result),
    lines,
    warnings: [...warnings, ...result.warnings],
  };
}

/** The run's totals over its items. */
export function runTotals(items: readonly RunItem[]): RunTotals {
  const totals: RunTotals = { gross: 0, pph21: 0, take_home: 0, bpjs_employee: 0, bpjs_employer: 0, deductions: 0 };
  for (const i of items) {
    totals.gross += i.gross;
    totals.pph21 += i.pph21;
    totals.take_home += i.take_home_pay;
    totals.bpjs_employee += i.bpjs_tk_jht_employee + i.bpjs_tk_jp_employee + i.bpjs_ks_employee + i.bpjs_ks_additional;
    totals.bpjs_employer += i.bpjs_tk_jht_employer + i.bpjs_tk_jp_employer + i.bpjs_jkk + i.bpjs_jkm + i.bpjs_ks_employer;
    totals.deductions += i.other_deductions;
  }
  return totals;
}
