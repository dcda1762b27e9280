/**
 * The monthly payroll of one employee: gross pay, BPJS, PPh 21 (TER or the annual recalculation) and
 * take-home pay, with every step as a line.
 *
 * Choices made here (docs/payroll-rules.md is silent on them):
 * - Proration for joiners and leavers is by CALENDAR DAYS: amount × days employed in the month ÷ days
 *   in the month, rounded to the nearest rupiah (halves up), applied separately to the basic salary and
 *   to each of the six allowances (all are monthly amounts). Days employed run from the join date (or
 *   the 1st) to the end date (or the last day), both inclusive. Overtime and irregular pay are never
 *   prorated.
 * - BPJS contributions are monthly premiums and use the CONTRACTUAL monthly wage (basic + fixed
 *   allowances), not the prorated pay, unless `prorateBpjsBase` is set.
 * - Overtime uses the contractual monthly wage (not prorated). Fixed allowances for the overtime base are
 *   `fixedAllowancesForBpjs` when given (the rest of the allowances then count as non-fixed, which
 *   triggers the 75 % rule), otherwise all six allowances.
 * - The final tax period is December, or the month containing the end date. Its PPh 21 is the annual
 *   Pasal 17 tax minus what was withheld in the earlier months (negative = refund, added to take-home).
 *   The year-to-date is the saved months' and, before the first of them, the opening figures' (B14).
 *   The annual gross is NOT annualised for part-year employees (ytd + this month), the full PTKP is
 *   used, and the biaya jabatan cap is Rp500,000 × months worked in the year (from the join month when
 *   the employee joined that year, else January), at most Rp6,000,000.
 * - In the final period `terCategory`/`terRate` are still reported (for information) but not applied.
 */
import { type BpjsResult, calculateBpjs } from "./bpjs";
import { daysInMonth, epochDay, formatDate, isInPeriod, parseDate, periodEnd, periodStart, type CalendarDate, type Period } from "./dates";
import { count, mulDiv, percentToPpm, ppmToPercent, rupiah, sum, type Ppm } from "./money";
import { overtimePay, type OvertimeEntry, type OvertimeResult } from "./overtime";
import { annualRecalculation, terLookup, terTax, type AnnualRecalculation, type TerLookup, type TerTax } from "./pph21";
import { PAYROLL_RATES, ratesFor, type PayrollRateTables, type RatesInForce, type TerCategory, type WithholdingStatus } from "./rates";
import type { Detail, LineKind, PayrollLine, PayrollWarning } from "./types";

export const ALLOWANCE_KEYS = ["housing", "meal", "transport", "field", "telephone", "other"] as const;
export type AllowanceKey = (typeof ALLOWANCE_KEYS)[number];
export type Allowances = Record<AllowanceKey, number>;

export interface YearToDate {
  /** Σ taxable gross (pay + employer JKK, JKM, BPJS Kesehatan) of January to the previous month. */
  gross: number;
  /** Σ PPh 21 withheld over the same months. */
  pph21Withheld: number;
  /** Σ employee JHT + JP over the same months. */
  pensionDeduction: number;
  /** Σ zakat paid through the employer over the same months (deductible, PMK 168/2023; docs/payroll-rules.md B14). */
  zakat?: number;
  /** The part of the sums above that the opening figures of the months before the first saved month bring (B14). */
  opening?: { firstMonth: number; lastMonth: number; gross: number; pph21Withheld: number; pensionDeduction: number; zakat: number };
}

export interface MonthlyPayrollInput {
  year: number;
  /** 1–12 */
  month: number;
  ptkpStatus: WithholdingStatus;
  /** Valid NPWP or validated NIK; false → PPh 21 × 120 %. */
  hasValidNpwp: boolean;
  /** Monthly basic salary (before proration). */
  basicSalary: number;
  /** Monthly allowances (before proration). */
  allowances: Allowances;
  /** The part of the allowances that is fixed and enters the BPJS wage; default: all six allowances. */
  fixedAllowancesForBpjs?: number;
  /** The company's JKK rate in percent, e.g. 0.24. */
  jkkPercent: number;
  bpjsTkRegistered: boolean;
  bpjsKsRegistered: boolean;
  additionalFamilyMembers: number;
  /** "YYYY-MM-DD": prorates the month it falls in. */
  joinDate?: string;
  /** "YYYY-MM-DD", last day of work: prorates its month and makes it the final tax period. */
  endDate?: string;
  /** Minimum wages, the BPJS Kesehatan floor (UMK, else UMP). */
  umk?: number;
  ump?: number;
  /** Approved overtime of the month. */
  overtime?: readonly OvertimeEntry[];
  /** 5- or 6-day working week (overtime tiers); default 5. */
  workDays?: 5 | 6;
  irregular?: { thr?: number; bonus?: number; other?: number };
  ytd?: YearToDate;
  /** Base BPJS on the prorated pay instead of the contractual monthly wage (default false). */
  prorateBpjsBase?: boolean;
  /**
   * The wages declared to BPJS Ketenagakerjaan and BPJS Kesehatan (the employee's `bpjs_tk_salary`,
   * `bpjs_ks_salary`): when above 0 each replaces basic + fixed allowances as its programme's base
   * (payroll-rules.md B1, B2); the JP cap and the Kesehatan floor and cap still apply.
   */
  bpjsTkWage?: number | null;
  bpjsKsWage?: number | null;
}

export interface Proration {
  method: "calendar_days";
  daysInMonth: number;
  daysEmployed: number;
  /** True when daysEmployed < daysInMonth. */
  prorated: boolean;
  from: string | null;
  to: string | null;
}

export interface MonthlyPayrollResult {
  year: number;
  month: number;
  proration: Proration;
  earnings: {
    basicSalary: number;
    allowances: Allowances;
    overtime: number;
    thr: number;
    bonus: number;
    otherIrregular: number;
  };
  gross: number;
  bpjs: BpjsResult;
  taxableGross: number;
  terCategory: TerCategory;
  ter: TerLookup;
  terRate: Ppm;
  /** terRate in percent, e.g. 1.25. */
  terRatePercent: number;
  isFinalPeriod: boolean;
  pph21Method: "ter" | "annual";
  /** Set in TER months. */
  terTax: TerTax | null;
  /** Set in the final period. */
  annual: AnnualRecalculation | null;
  /** Negative in a final period with a refund. */
  pph21: number;
  /** Employee JHT + JP of this month (for next month's ytd.pensionDeduction). */
  pensionDeduction: number;
  takeHome: number;
  overtime: OvertimeResult;
  lines: PayrollLine[];
  warnings: PayrollWarning[];
}

function line(key: string, kind: LineKind, amount: number, detail?: Detail): PayrollLine {
  return detail ? { key, kind, amount, detail } : { key, kind, amount };
}

function percentDetail(rate: Ppm): number {
  return ppmToPercent(rate);
}

function computeProration(period: Period, joinDate: string | undefined, endDate: string | undefined, warnings: PayrollWarning[]) {
  const join = parseDate(joinDate);
  const end = parseDate(endDate);
  if (joinDate && !join) warnings.push({ code: "employment.invalid_join_date", detail: { join_date: joinDate } });
  if (endDate && !end) warnings.push({ code: "employment.invalid_end_date", detail: { end_date: endDate } });
  if (join && end && epochDay(end) < epochDay(join)) {
    warnings.push({ code: "employment.end_before_join", detail: { join_date: formatDate(join), end_date: formatDate(end) } });
  }
  const first = periodStart(period);
  const last = periodEnd(period);
  const fromDay = Math.max(epochDay(first), join ? epochDay(join) : -Infinity);
  const toDay = Math.min(epochDay(last), end ? epochDay(end) : Infinity);
  const dim = daysInMonth(period.year, period.month);
  const daysEmployed = Math.max(0, Math.min(dim, toDay - fromDay + 1));
  if (daysEmployed === 0) warnings.push({ code: "employment.not_employed_in_period" });
  const proration: Proration = {
    method: "calendar_days",
    daysInMonth: dim,
    daysEmployed,
    prorated: daysEmployed < dim,
    from: daysEmployed > 0 ? formatDate(join && epochDay(join) > epochDay(first) ? join : first) : null,
    to: daysEmployed > 0 ? formatDate(end && epochDay(end) < epochDay(last) ? end : last) : null,
  };
  return { proration, join, end };
}

/** Months worked in the year up to and including this month (for the biaya jabatan cap). */
function monthsWorkedInYear(period: Period, join: CalendarDate | null): number {
  let startMonth = 1;
  if (join && join.year === period.year) startMonth = join.month;
  else if (join && join.year > period.year) startMonth = period.month;
  return Math.min(12, Math.max(1, period.month - startMonth + 1));
}

/**
 * Computes one employee's payroll for one month. `tables` defaults to the statutory data; the figures
 * in force on the first day of the month are used. Throws RatesNotAvailableError for a period the
 * tables do not cover (before January 2024 with the statutory data; see `isPeriodSupported`).
 */
export function calculateMonthlyPayroll(input: MonthlyPayrollInput, tables: PayrollRateTables = PAYROLL_RATES): MonthlyPayrollResult {
  const period: Period = { year: input.year, month: input.month };
  const rates: RatesInForce = ratesFor(input.year, input.month, tables);
  const warnings: PayrollWarning[] = [];
  const lines: PayrollLine[] = [];

  // 1. Proration and earnings.
  const { proration, join, end } = computeProration(period, input.joinDate, input.endDate, warnings);
  const prorate = (amount: number) =>
    proration.prorated ? mulDiv(amount, proration.daysEmployed, proration.daysInMonth, "half_up") : amount;
  const prorationDetail = (monthly: number): Detail | undefined =>
    proration.prorated
      ? { monthly, method: proration.method, days_employed: proration.daysEmployed, days_in_month: proration.daysInMonth }
      : undefined;

  const monthlyBasic = Math.max(0, rupiah(input.basicSalary));
  const monthlyAllowances = {} as Allowances;
  for (const key of ALLOWANCE_KEYS) monthlyAllowances[key] = Math.max(0, rupiah(input.allowances?.[key]));
  const allowanceTotal = sum(ALLOWANCE_KEYS.map((k) => monthlyAllowances[k]));
  const fixedAllowances =
    input.fixedAllowancesForBpjs === undefined || input.fixedAllowancesForBpjs === null
      ? allowanceTotal
      : Math.max(0, rupiah(input.fixedAllowancesForBpjs));
  const nonFixedAllowances = Math.max(0, allowanceTotal - fixedAllowances);

  const basicSalary = prorate(monthlyBasic);
  lines.push(line("basic_salary", "earning", basicSalary, prorationDetail(monthlyBasic)));
  const allowances = {} as Allowances;
  for (const key of ALLOWANCE_KEYS) {
    allowances[key] = prorate(monthlyAllowances[key]);
    lines.push(line(`allowance.${key}`, "earning", allowances[key], prorationDetail(monthlyAllowances[key])));
  }

  const overtime = overtimePay(
    {
      basicSalary: monthlyBasic,
      fixedAllowances,
      nonFixedAllowances,
      workDays: input.workDays === 6 ? 6 : 5,
      entries: input.overtime ?? [],
      period,
    },
    rates.overtime,
  );
  warnings.push(...overtime.warnings);
  if (overtime.days.length > 0 || overtime.amount !== 0) {
    lines.push(
      line("overtime", "earning", overtime.amount, {
        wage_base: overtime.wageBase.base,
        wage_base_rule: overtime.wageBase.rule,
        hourly_wage: overtime.hourlyWage,
        hourly_divisor: rates.overtime.hourlyDivisor,
        work_days: input.workDays === 6 ? 6 : 5,
        hours: overtime.totalHours,
        days: overtime.days.map((d) => ({
          date: d.date,
          day_type: d.dayType,
          hours: d.hours,
          weighted_hours: d.weightedHours,
          tiers: d.tiers.map((t) => ({ hours: t.hours, multiplier: t.multiplier })),
          amount: d.amount,
        })),
      }),
    );
  }

  const thr = Math.max(0, rupiah(input.irregular?.thr));
  const bonus = Math.max(0, rupiah(input.irregular?.bonus));
  const otherIrregular = Math.max(0, rupiah(input.irregular?.other));
  if (thr !== 0) lines.push(line("thr", "earning", thr, { irregular: true }));
  if (bonus !== 0) lines.push(line("bonus", "earning", bonus, { irregular: true }));
  if (otherIrregular !== 0) lines.push(line("irregular.other", "earning", otherIrregular, { irregular: true }));

  const gross = basicSalary + sum(ALLOWANCE_KEYS.map((k) => allowances[k])) + overtime.amount + thr + bonus + otherIrregular;
  lines.push(line("gross", "subtotal", gross));

  // 2. BPJS.
  const contractualWage = monthlyBasic + fixedAllowances;
  const contractualBase = input.prorateBpjsBase ? prorate(monthlyBasic) + prorate(fixedAllowances) : contractualWage;
  const declaredBase = (declared: number | null | undefined) => {
    const monthly = Math.max(0, rupiah(declared));
    if (monthly === 0) return contractualBase;
    return input.prorateBpjsBase ? prorate(monthly) : monthly;
  };
  const bpjsWage = declaredBase(input.bpjsTkWage);
  const bpjsKsWage = declaredBase(input.bpjsKsWage);
  const jkkRate = percentToPpm(input.jkkPercent);
  const bpjs = calculateBpjs(
    {
      wage: bpjsWage,
      ksWage: bpjsKsWage,
      jkkRate,
      tkRegistered: input.bpjsTkRegistered,
      ksRegistered: input.bpjsKsRegistered,
      additionalFamilyMembers: count(input.additionalFamilyMembers),
      umk: input.umk,
      ump: input.ump,
    },
    rates,
  );
  const tk = input.bpjsTkRegistered;
  const ks = input.bpjsKsRegistered;
  lines.push(line("bpjs.jht_employer", "employer", bpjs.jhtEmployer, { registered: tk, base: bpjs.wage, rate_percent: percentDetail(rates.jht.employer) }));
  lines.push(line("bpjs.jp_employer", "employer", bpjs.jpEmployer, { registered: tk, base: bpjs.jpBase, cap: bpjs.jpCap, rate_percent: percentDetail(rates.jp.employer) }));
  lines.push(line("bpjs.jkk", "employer", bpjs.jkk, { registered: tk, base: bpjs.wage, rate_percent: percentDetail(jkkRate) }));
  lines.push(line("bpjs.jkm", "employer", bpjs.jkm, { registered: tk, base: bpjs.wage, rate_percent: percentDetail(rates.jkm.employer) }));
  const ksDetail = (rate: Ppm): Detail => ({
    registered: ks,
    base: bpjs.ksBase,
    cap: bpjs.ksCap,
    floor: bpjs.ksFloor,
    floor_source: bpjs.ksFloorSource,
    rate_percent: percentDetail(rate),
  });
  lines.push(line("bpjs.ks_employer", "employer", bpjs.ksEmployer, ksDetail(rates.kesehatan.employer)));
  lines.push(line("bpjs.jht_employee", "deduction", bpjs.jhtEmployee, { registered: tk, base: bpjs.wage, rate_percent: percentDetail(rates.jht.employee) }));
  lines.push(line("bpjs.jp_employee", "deduction", bpjs.jpEmployee, { registered: tk, base: bpjs.jpBase, cap: bpjs.jpCap, rate_percent: percentDetail(rates.jp.employee) }));
  lines.push(line("bpjs.ks_employee", "deduction", bpjs.ksEmployee, ksDetail(rates.kesehatan.employee)));
  lines.push(
    line("bpjs.ks_additional", "deduction", bpjs.ksAdditional, { ...ksDetail(rates.kesehatan.additionalMember), members: bpjs.additionalFamilyMembers }),
  );

  // 3. Taxable gross and TER.
  const taxableGross = gross + bpjs.jkk + bpjs.jkm + bpjs.ksEmployer;
  lines.push(line("taxable_gross", "subtotal", taxableGross, { gross, jkk: bpjs.jkk, jkm: bpjs.jkm, ks_employer: bpjs.ksEmployer }));
  const terCategory = rates.terCategory[input.ptkpStatus];
  const ter = terLookup(taxableGross, terCategory, rates);

  const isFinalPeriod = input.month === 12 || (end !== null && isInPeriod(end, period));
  const pensionDeduction = bpjs.jhtEmployee + bpjs.jpEmployee;
  let pph21: number;
  let terTaxResult: TerTax | null = null;
  let annual: AnnualRecalculation | null = null;

  if (!isFinalPeriod) {
    // 4a. January–November: taxable gross × TER rate (× 120 % without NPWP).
    terTaxResult = terTax(taxableGross, ter.rate, input.hasValidNpwp, rates);
    lines.push(
      line("ter_rate", "tax", terTaxResult.base, {
        category: terCategory,
        status: input.ptkpStatus,
        row: ter.row,
        lower: ter.lower,
        upper: ter.upper,
        rate_percent: percentDetail(ter.rate),
        base: taxableGross,
      }),
    );
    if (!input.hasValidNpwp) {
      lines.push(line("pph21.npwp_surcharge", "tax", terTaxResult.surcharge, { rate_percent: percentDetail(rates.npwpSurcharge.multiplier) - 100 }));
    }
    pph21 = terTaxResult.total;
    lines.push(line("pph21", "deduction", pph21, { method: "ter" }));
  } else {
    // 4b. Final period: annual Pasal 17 recalculation.
    const ytd = input.ytd;
    const monthsWorked = monthsWorkedInYear(period, join);
    annual = annualRecalculation(
      {
        status: input.ptkpStatus,
        hasValidNpwp: input.hasValidNpwp,
        ytdTaxableGross: rupiah(ytd?.gross),
        thisMonthTaxableGross: taxableGross,
        ytdPension: rupiah(ytd?.pensionDeduction),
        thisMonthPension: pensionDeduction,
        ytdWithheld: rupiah(ytd?.pph21Withheld),
        ytdZakat: rupiah(ytd?.zakat),
        monthsWorked,
      },
      rates,
    );
    const opening: Detail = ytd?.opening
      ? { opening: { first_month: ytd.opening.firstMonth, last_month: ytd.opening.lastMonth, gross: ytd.opening.gross, pph21_withheld: ytd.opening.pph21Withheld, pension: ytd.opening.pensionDeduction, zakat: ytd.opening.zakat } }
      : {};
    lines.push(line("annual.gross", "tax", annual.annualGross, { ytd: rupiah(ytd?.gross), this_month: taxableGross, ...opening }));
    lines.push(
      line("annual.biaya_jabatan", "tax", annual.biayaJabatan, {
        rate_percent: percentDetail(rates.biayaJabatan.rate),
        cap: annual.biayaJabatanCap,
        monthly_cap: rates.biayaJabatan.monthlyCap,
        months: monthsWorked,
      }),
    );
    lines.push(line("annual.pension", "tax", annual.pension, { ytd: Math.max(0, rupiah(ytd?.pensionDeduction)), this_month: pensionDeduction }));
    if (annual.zakat !== 0) lines.push(line("annual.zakat", "tax", annual.zakat));
    lines.push(line("annual.net", "tax", annual.net));
    lines.push(line("annual.ptkp", "tax", annual.ptkp, { status: input.ptkpStatus }));
    lines.push(line("annual.pkp", "tax", annual.pkp, { unrounded: annual.pkpUnrounded, rounding: "down_to_thousands" }));
    lines.push(
      line("annual.tax", "tax", annual.tax, {
        brackets: annual.slices.map((s) => ({ from: s.from, up_to: s.upTo, rate_percent: percentDetail(s.rate), amount: s.amount, tax: s.tax })),
      }),
    );
    if (!input.hasValidNpwp) {
      lines.push(line("annual.npwp_surcharge", "tax", annual.surcharge, { rate_percent: percentDetail(rates.npwpSurcharge.multiplier) - 100 }));
    }
    lines.push(line("annual.withheld", "tax", annual.withheld));
    pph21 = annual.thisMonth;
    lines.push(line("pph21", "deduction", pph21, { method: "annual", refund: pph21 < 0 }));
  }

  // 5. Take-home pay.
  const employeeBpjs = bpjs.jhtEmployee + bpjs.jpEmployee + bpjs.ksEmployee + bpjs.ksAdditional;
  const takeHome = gross - employeeBpjs - pph21;
  lines.push(line("take_home", "total", takeHome, { gross, bpjs_employee: employeeBpjs, pph21 }));

  return {
    year: input.year,
    month: input.month,
    proration,
    earnings: { basicSalary, allowances, overtime: overtime.amount, thr, bonus, otherIrregular },
    gross,
    bpjs,
    taxableGross,
    terCategory,
    ter,
    terRate: ter.rate,
    terRatePercent: ppmToPercent(ter.rate),
    isFinalPeriod,
    pph21Method: isFinalPeriod ? "annual" : "ter",
    terTax: terTaxResult,
    annual,
    pph21,
    pensionDeduction,
    takeHome,
    overtime,
    lines,
    warnings,
  };
}
