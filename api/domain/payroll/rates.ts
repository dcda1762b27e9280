/**
 * Effective-dated rate data for Indonesian payroll (source: docs/payroll-rules.md, which
 * cites the regulations given in each `source`).
 *
 * Every figure is an entry `{ from, value }`: it is in force from the contribution / tax period whose
 * first day is on or after `from`, until a later entry of the same table takes over. A new year's cap
 * or a new TER table is therefore one new entry here (or in a company-specific copy of these tables
 * passed to the calculators), never a code change.
 *
 * Rates are ppm (see money.ts): `pct("3.7")` = 37_000 ppm. Amounts are integer rupiah.
 */
import { pct, type Ppm } from "./money";
import { TER_TABLES_PP58_2023 } from "./ter-tables";

/** The eight PTKP statuses used for withholding (the API's 'tk/0'…'k/3'). */
export const WITHHOLDING_STATUSES = ["TK/0", "TK/1", "TK/2", "TK/3", "K/0", "K/1", "K/2", "K/3"] as const;
export type WithholdingStatus = (typeof WITHHOLDING_STATUSES)[number];

/** All twelve PTKP statuses. K/I/* (wife's income combined) exists for the annual return only; TER does not map it. */
export const PTKP_STATUSES = [...WITHHOLDING_STATUSES, "K/I/0", "K/I/1", "K/I/2", "K/I/3"] as const;
export type PtkpStatus = (typeof PTKP_STATUSES)[number];

export type TerCategory = "A" | "B" | "C";

/** One TER row: applies when lower < gross ≤ upTo (lower = previous row's upTo, or 0). `upTo: null` = no upper bound. */
export interface TerRow {
  upTo: number | null;
  rate: Ppm;
}
export type TerTables = Record<TerCategory, readonly TerRow[]>;

/** A progressive bracket: the slice of income up to `upTo` (null = no limit) is taxed at `rate`. */
export interface TaxBracket {
  upTo: number | null;
  rate: Ppm;
}

export interface JhtRates {
  employer: Ppm;
  employee: Ppm;
}
export interface JpRates {
  employer: Ppm;
  employee: Ppm;
  /** Monthly wage cap for the JP base. */
  wageCap: number;
}
export interface JkmRates {
  employer: Ppm;
}
/** JKK rates by risk class I (very low) … V (very high). The company's own rate is an input; this is a reference list. */
export type JkkRiskClassRates = readonly [Ppm, Ppm, Ppm, Ppm, Ppm];
export interface KesehatanRates {
  employer: Ppm;
  employee: Ppm;
  /** Per additional family member (4th child on, parents, parents-in-law), paid by the worker. */
  additionalMember: Ppm;
  wageCap: number;
}
export interface BiayaJabatanRule {
  rate: Ppm;
  monthlyCap: number;
  annualCap: number;
}
export interface NpwpSurchargeRule {
  /** Multiplier applied to the tax of someone without a valid NPWP/NIK: 120 % = 1_200_000 ppm. */
  multiplier: Ppm;
}
/** Overtime pay tier: hours up to and including `upToHour` (cumulative within the day) are paid at `multiplierTenths` / 10. */
export interface OvertimeTier {
  upToHour: number | null;
  multiplierTenths: number;
}
export interface OvertimeRules {
  /** Hourly wage = monthly wage ÷ this. */
  hourlyDivisor: number;
  workingDay: readonly OvertimeTier[];
  /** Rest day or public holiday, 5-day week. The last tier's `upToHour` is the statutory maximum. */
  restDay5: readonly OvertimeTier[];
  /** Rest day or public holiday, 6-day week. */
  restDay6: readonly OvertimeTier[];
  dailyLimitHours: number;
  weeklyLimitHours: number;
  /** With non-fixed allowances the base is at least this share of the total wage (75 %). */
  nonFixedWageFloor: Ppm;
}
export interface ThrRules {
  /** Minimum continuous service, in whole months, to be entitled. */
  minMonths: number;
  /** From this many months the full one month's wage is due. */
  fullMonths: number;
  /** The day method's year: days of service ÷ this × one month's wage. */
  daysInYear: number;
  /** A fixed-term (PKWT) contract ending within this many days before the holiday (Pasal 7). */
  contractEndWindowDays: number;
  /** Paid at the latest this many days before the holiday (Pasal 5(4)). */
  payDaysBefore: number;
}

export interface Dated<T> {
  /** ISO date; the entry applies to periods whose first day is on or after it. */
  from: string;
  value: T;
  source: string;
}

export interface PayrollRateTables {
  jht: readonly Dated<JhtRates>[];
  jp: readonly Dated<JpRates>[];
  jkm: readonly Dated<JkmRates>[];
  jkkRiskClasses: readonly Dated<JkkRiskClassRates>[];
  /** Temporary JKK relief for eligible companies; `null` = no relief in force. */
  jkkRelief: readonly Dated<JkkRiskClassRates | null>[];
  kesehatan: readonly Dated<KesehatanRates>[];
  ptkp: readonly Dated<Readonly<Record<PtkpStatus, number>>>[];
  terCategory: readonly Dated<Readonly<Record<WithholdingStatus, TerCategory>>>[];
  ter: readonly Dated<TerTables>[];
  pasal17: readonly Dated<readonly TaxBracket[]>[];
  biayaJabatan: readonly Dated<BiayaJabatanRule>[];
  npwpSurcharge: readonly Dated<NpwpSurchargeRule>[];
  overtime: readonly Dated<OvertimeRules>[];
  thr: readonly Dated<ThrRules>[];
}

/** The figures in force for one period. */
export interface RatesInForce {
  year: number;
  month: number;
  jht: JhtRates;
  jp: JpRates;
  jkm: JkmRates;
  jkkRiskClasses: JkkRiskClassRates;
  jkkRelief: JkkRiskClassRates | null;
  kesehatan: KesehatanRates;
  ptkp: Readonly<Record<PtkpStatus, number>>;
  terCategory: Readonly<Record<WithholdingStatus, TerCategory>>;
  ter: TerTables;
  pasal17: readonly TaxBracket[];
  biayaJabatan: BiayaJabatanRule;
  npwpSurcharge: NpwpSurchargeRule;
  overtime: OvertimeRules;
  thr: ThrRules;
}

const JKK_STANDARD: JkkRiskClassRates = [pct("0.24"), pct("0.54"), pct("0.89"), pct("1.27"), pct("1.74")];

/** Overtime under PP 35/2021 (also the default of `overtimePay`). */
export const OVERTIME_PP35_2021: OvertimeRules = {
  hourlyDivisor: 173,
  workingDay: [
    { upToHour: 1, multiplierTenths: 15 },
    { upToHour: null, multiplierTenths: 20 },
  ],
  restDay5: [
    { upToHour: 8, multiplierTenths: 20 },
    { upToHour: 9, multiplierTenths: 30 },
    { upToHour: 12, multiplierTenths: 40 },
  ],
  restDay6: [
    { upToHour: 7, multiplierTenths: 20 },
    { upToHour: 8, multiplierTenths: 30 },
    { upToHour: 11, multiplierTenths: 40 },
  ],
  dailyLimitHours: 4,
  weeklyLimitHours: 18,
  nonFixedWageFloor: pct("75"),
};

/** THR entitlement under Permenaker 6/2016 (also the default of `calculateThr`). */
export const THR_PERMENAKER_6_2016: ThrRules = { minMonths: 1, fullMonths: 12, daysInYear: 365, contractEndWindowDays: 30, payDaysBefore: 7 };

const PTKP_2016: Record<PtkpStatus, number> = {
  "TK/0": 54_000_000,
  "TK/1": 58_500_000,
  "TK/2": 63_000_000,
  "TK/3": 67_500_000,
  "K/0": 58_500_000,
  "K/1": 63_000_000,
  "K/2": 67_500_000,
  "K/3": 72_000_000,
  "K/I/0": 112_500_000,
  "K/I/1": 117_000_000,
  "K/I/2": 121_500_000,
  "K/I/3": 126_000_000,
};

/** The statutory data set. Companies with other figures (e.g. JKK relief) pass their own copy. */
export const PAYROLL_RATES: PayrollRateTables = {
  jht: [{ from: "2015-07-01", value: { employer: pct("3.7"), employee: pct("2") }, source: "PP 46/2015 Pasal 16(1)" }],
  jp: [
    // JP started July 2015. The 2016–2021 re-indexed caps are not in docs/payroll-rules.md and are
    // omitted: the engine only supports periods from January 2024 (TER), so they are never used.
    { from: "2015-07-01", value: { employer: pct("2"), employee: pct("1"), wageCap: 7_000_000 }, source: "PP 45/2015 Pasal 28(3), 29(2)" },
    // The source gives 9,077,600 as "the 2022 cap" without a start date; March is inferred from the usual pattern.
    { from: "2022-03-01", value: { employer: pct("2"), employee: pct("1"), wageCap: 9_077_600 }, source: "BPJS letter B/77/022023 (2022 cap)" },
    { from: "2023-03-01", value: { employer: pct("2"), employee: pct("1"), wageCap: 9_559_600 }, source: "BPJS letter B/77/022023" },
    { from: "2024-03-01", value: { employer: pct("2"), employee: pct("1"), wageCap: 10_042_300 }, source: "BPJS letter B/1387/022024" },
    { from: "2025-03-01", value: { employer: pct("2"), employee: pct("1"), wageCap: 10_547_400 }, source: "BPJS letter B/726/022025" },
    { from: "2026-03-01", value: { employer: pct("2"), employee: pct("1"), wageCap: 11_086_300 }, source: "BPJS letter B/1226/022026" },
  ],
  jkm: [{ from: "2015-07-01", value: { employer: pct("0.30") }, source: "PP 44/2015 Pasal 18(1)" }],
  jkkRiskClasses: [{ from: "2015-07-01", value: JKK_STANDARD, source: "PP 44/2015 Pasal 16(1)" }],
  jkkRelief: [
    { from: "2015-07-01", value: null, source: "no relief" },
    {
      from: "2025-02-01",
      value: [pct("0.120"), pct("0.270"), pct("0.445"), pct("0.635"), pct("0.870")],
      source: "PP 7/2025 Pasal 4(1), 10; extended to the January 2026 period by PP 36/2025 Pasal 10A",
    },
    { from: "2026-02-01", value: null, source: "relief ended after the January 2026 period" },
  ],
  kesehatan: [
    {
      from: "2020-01-01",
      value: { employer: pct("4"), employee: pct("1"), additionalMember: pct("1"), wageCap: 12_000_000 },
      source: "Perpres 82/2018 Pasal 30, 32 as amended by Perpres 75/2019 and 64/2020",
    },
  ],
  ptkp: [{ from: "2016-01-01", value: PTKP_2016, source: "PMK 101/PMK.010/2016" }],
  terCategory: [
    {
      from: "2024-01-01",
      value: { "TK/0": "A", "TK/1": "A", "K/0": "A", "TK/2": "B", "TK/3": "B", "K/1": "B", "K/2": "B", "K/3": "C" },
      source: "PP 58/2023 Pasal 2(4)",
    },
  ],
  ter: [{ from: "2024-01-01", value: TER_TABLES_PP58_2023, source: "PP 58/2023 Lampiran A–C" }],
  pasal17: [
    {
      from: "2022-01-01",
      value: [
        { upTo: 60_000_000, rate: pct("5") },
        { upTo: 250_000_000, rate: pct("15") },
        { upTo: 500_000_000, rate: pct("25") },
        { upTo: 5_000_000_000, rate: pct("30") },
        { upTo: null, rate: pct("35") },
      ],
      source: "UU 36/2008 Pasal 17(1)(a) as amended by UU 7/2021 (HPP)",
    },
  ],
  biayaJabatan: [
    { from: "2024-01-01", value: { rate: pct("5"), monthlyCap: 500_000, annualCap: 6_000_000 }, source: "PMK 168/2023 Pasal 10(2)" },
  ],
  npwpSurcharge: [{ from: "2009-01-01", value: { multiplier: pct("120") }, source: "UU PPh Pasal 21(5a)" }],
  overtime: [{ from: "2021-02-02", value: OVERTIME_PP35_2021, source: "PP 35/2021 Pasal 26, 31, 32; Kepmen 102/2004 Pasal 11" }],
  thr: [{ from: "2016-03-08", value: THR_PERMENAKER_6_2016, source: "Permenaker 6/2016 Pasal 2, 3, 5, 7" }],
};

function firstDayOf(year: number, month: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;
}

/** The entry of one table in force on `date` (ISO), or undefined when the table starts later. */
export function entryInForce<T>(table: readonly Dated<T>[], date: string): Dated<T> | undefined {
  let best: Dated<T> | undefined;
  for (const entry of table) {
    if (entry.from <= date && (best === undefined || entry.from >= best.from)) best = entry;
  }
  return best;
}

/** Thrown when a table has no entry for the requested period (e.g. TER before 2024). */
export class RatesNotAvailableError extends RangeError {
  constructor(
    readonly table: string,
    readonly period: string,
  ) {
    super(`No ${table} rates in force for the period starting ${period}`);
    this.name = "RatesNotAvailableError";
  }
}

/**
 * The figures in force for a period (year, month 1–12): for each table, the latest entry whose `from`
 * is on or before the first day of the month. Throws RatesNotAvailableError when a table has no such
 * entry; `isPeriodSupported` checks this beforehand.
 */
export function ratesFor(year: number, month: number, tables: PayrollRateTables = PAYROLL_RATES): RatesInForce {
  const date = firstDayOf(year, month);
  function pick<T>(name: string, table: readonly Dated<T>[]): T {
    const entry = entryInForce(table, date);
    if (!entry) throw new RatesNotAvailableError(name, date);
    return entry.value;
  }
  return {
    year,
    month,
    jht: pick("jht", tables.jht),
    jp: pick("jp", tables.jp),
    jkm: pick("jkm", tables.jkm),
    jkkRiskClasses: pick("jkkRiskClasses", tables.jkkRiskClasses),
    jkkRelief: entryInForce(tables.jkkRelief, date)?.value ?? null,
    kesehatan: pick("kesehatan", tables.kesehatan),
    ptkp: pick("ptkp", tables.ptkp),
    terCategory: pick("terCategory", tables.terCategory),
    ter: pick("ter", tables.ter),
    pasal17: pick("pasal17", tables.pasal17),
    biayaJabatan: pick("biayaJabatan", tables.biayaJabatan),
    npwpSurcharge: pick("npwpSurcharge", tables.npwpSurcharge),
    overtime: pick("overtime", tables.overtime),
    thr: pick("thr", tables.thr),
  };
}

/** Whether every table has figures for the period (with the statutory data: from January 2024). */
export function isPeriodSupported(year: number, month: number, tables: PayrollRateTables = PAYROLL_RATES): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return false;
  try {
    ratesFor(year, month, tables);
    return true;
  } catch (error) {
    if (error instanceof RatesNotAvailableError) return false;
    throw error;
  }
}

/**
 * Reference JKK rate for a risk class (1–5) in a period; with `relief: true` the temporary relief
 * rate when one is in force (eligibility is the company's to decide: six industries, ≥ 50 workers,
 * JKK paid up to January 2025).
 */
export function jkkRateForRiskClass(
  riskClass: 1 | 2 | 3 | 4 | 5,
  year: number,
  month: number,
  options: { relief?: boolean } = {},
  tables: PayrollRateTables = PAYROLL_RATES,
): Ppm {
  const rates = ratesFor(year, month, tables);
  const list = options.relief && rates.jkkRelief ? rates.jkkRelief : rates.jkkRiskClasses;
  return list[riskClass - 1];
}
