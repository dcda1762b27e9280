/**
 * `simulatePayroll`: the body and answer of `POST /v1/payroll/simulate` (snake_case, integer rupiah),
 * a thin mapping over `calculateMonthlyPayroll`.
 *
 * Preconditions (the HTTP layer validates with zod): month 1–12, a year the rate tables cover
 * (`isPeriodSupported`, i.e. 2024 onwards with the statutory data), non-negative integer amounts.
 * Within those, edge values (zero salary, no allowances, empty overtime) never throw; an unknown
 * marital status falls back to TK/0 with a warning.
 */
import type { PayrollBpjsOut } from "../../../contract/responses/payroll";
import { calculateMonthlyPayroll, type Allowances } from "./monthly";
import type { OvertimeDayType } from "./overtime";
import { PAYROLL_RATES, WITHHOLDING_STATUSES, type PayrollRateTables, type TerCategory, type WithholdingStatus } from "./rates";
import type { PayrollLine, PayrollWarning } from "./types";

export type MaritalStatus = "tk/0" | "tk/1" | "tk/2" | "tk/3" | "k/0" | "k/1" | "k/2" | "k/3";
export const MARITAL_STATUSES: readonly MaritalStatus[] = ["tk/0", "tk/1", "tk/2", "tk/3", "k/0", "k/1", "k/2", "k/3"];

export interface PayrollSimulationInput {
  year: number;
  /** 1–12 */
  month: number;
  employee: {
    marital_status: MaritalStatus;
    /** Valid NPWP / validated NIK; false → PPh 21 × 120 %. */
    has_npwp: boolean;
    basic_salary: number;
    allowances: Allowances;
    /** Fixed allowances entering the BPJS wage (and the overtime base); default all six allowances. */
    fixed_allowances_for_bpjs?: number;
    /** JKK rate in percent: 0.24 means 0.24 %. */
    jkk_percentage: number;
    bpjs_tk_registered: boolean;
    bpjs_ks_registered: boolean;
    /** Additional BPJS Kesehatan family members (1 % each, paid by the worker). */
    additional_family_member: number;
    join_date?: string;
    end_date?: string;
    umk?: number;
    ump?: number;
  };
  overtime?: { date: string; hours: number; day_type: OvertimeDayType }[];
  /** Working days per week (overtime tiers); default 5. */
  work_days?: 5 | 6;
  irregular?: { thr: number; bonus: number };
  ytd?: { gross: number; pph21_withheld: number; pension_deduction: number };
}

/** The contributions as /v1 answers them (contract/responses/payroll.ts). */
export type PayrollSimulationBpjs = PayrollBpjsOut;

export interface PayrollSimulationResult {
  /** The pay: basic salary, allowances, overtime, THR, bonus (prorated where applicable). */
  gross: number;
  bpjs: PayrollSimulationBpjs;
  /** gross + employer JKK + JKM + BPJS Kesehatan: the TER base and this month's share of ytd.gross. */
  taxable_gross: number;
  ter_category: TerCategory;
  /** In percent, e.g. 1.25 (informational in December / the month of leaving). */
  ter_rate: number;
  /** Negative = refund (final period only). */
  pph21: number;
  take_home: number;
  lines: PayrollLine[];
  warnings: PayrollWarning[];
}

export function toWithholdingStatus(status: string): WithholdingStatus | null {
  const upper = String(status).trim().toUpperCase();
  return (WITHHOLDING_STATUSES as readonly string[]).includes(upper) ? (upper as WithholdingStatus) : null;
}

export function simulatePayroll(body: PayrollSimulationInput, tables: PayrollRateTables = PAYROLL_RATES): PayrollSimulationResult {
  const e = body.employee;
  const warnings: PayrollWarning[] = [];
  let status = toWithholdingStatus(e.marital_status);
  if (!status) {
    warnings.push({ code: "employee.unknown_marital_status", detail: { marital_status: String(e.marital_status) } });
    status = "TK/0";
  }
  const result = calculateMonthlyPayroll(
    {
      year: body.year,
      month: body.month,
      ptkpStatus: status,
      hasValidNpwp: e.has_npwp,
      basicSalary: e.basic_salary,
      allowances: e.allowances,
      fixedAllowancesForBpjs: e.fixed_allowances_for_bpjs,
      jkkPercent: e.jkk_percentage,
      bpjsTkRegistered: e.bpjs_tk_registered,
      bpjsKsRegistered: e.bpjs_ks_registered,
      additionalFamilyMembers: e.additional_family_member,
      joinDate: e.join_date,
      endDate: e.end_date,
      umk: e.umk,
      ump: e.ump,
      overtime: (body.overtime ?? []).map((o) => ({ date: o.date, hours: o.hours, dayType: o.day_type })),
      workDays: body.work_days === 6 ? 6 : 5,
      irregular: { thr: body.irregular?.thr, bonus: body.irregular?.bonus },
      ytd: body.ytd
        ? { gross: body.ytd.gross, pph21Withheld: body.ytd.pph21_withheld, pensionDeduction: body.ytd.pension_deduction }
        : undefined,
    },
    tables,
  );
  const b = result.bpjs;
  return {
    gross: result.gross,
    bpjs: {
      jht_employee: b.jhtEmployee,
      jht_employer: b.jhtEmployer,
      jp_employee: b.jpEmployee,
      jp_employer: b.jpEmployer,
      jkk: b.jkk,
      jkm: b.jkm,
      ks_employee: b.ksEmployee,
      ks_employer: b.ksEmployer,
      ks_additional: b.ksAdditional,
    },
    taxable_gross: result.taxableGross,
    ter_category: result.terCategory,
    ter_rate: result.terRatePercent,
    pph21: result.pph21,
    take_home: result.takeHome,
    lines: result.lines,
    warnings: [...warnings, ...result.warnings],
  };
}
