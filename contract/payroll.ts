/**
 * The request body of `POST /v1/payroll/simulate` (the payroll calculator), shared by the API (validation) and the web
 * tier's payroll calculator form. Pure: zod and the contract's enums only (the web tier never imports
 * api/, so the first supported period is declared here; the API checks it against the rate tables too).
 *
 * Rules beyond the field shapes:
 * - Money is whole rupiah, 0 to 999,999,999,999.
 * - The period must be January 2024 or later (the TER tables start then).
 * - `join_date` must not be after the last day of the month, `end_date` not before its first day nor
 *   before `join_date`.
 * - `fixed_allowances_for_bpjs` must not exceed the six allowances' total.
 * - Overtime: at most 62 entries, dated inside the month, hours in quarter hours (0.25 = 15 minutes),
 *   more than 0 and at most 24 per entry and per date (entries of one date are added up).
 * Cross-field rules run once every field has the right shape (zod skips refinements on a broken object).
 */
import * as z from "zod";
import { JKK_PERCENTAGES, MARITAL_STATUSES, OVERTIME_DAY_TYPES, PAYROLL_ALLOWANCE_KEYS, WORK_DAYS, type OvertimeDayType, type PayrollAllowanceKey } from "./enums";
import { PAYROLL_FIRST_PERIOD, PAYROLL_LAST_YEAR, PAYROLL_MONEY_MAX } from "./limits";
import { messageText } from "./message-text";

export { JKK_PERCENTAGES, MARITAL_STATUSES, OVERTIME_DAY_TYPES, PAYROLL_ALLOWANCE_KEYS, WORK_DAYS, type OvertimeDayType, type PayrollAllowanceKey };
export { PAYROLL_FIRST_PERIOD, PAYROLL_LAST_YEAR, PAYROLL_MONEY_MAX };
/** Additional BPJS Kesehatan family members (beyond the worker, the spouse and three children). */
export const ADDITIONAL_FAMILY_MEMBERS_MAX = 20;
/** 31 days, two entries a day. */
export const OVERTIME_MAX_ENTRIES = 62;
/** Overtime hours come in steps of a quarter hour (15 minutes). */
export const OVERTIME_HOURS_STEP = 0.25;
export const OVERTIME_MAX_HOURS_PER_DAY = 24;

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const thousands = (n: number) => n.toLocaleString("en-US");

/** Coded messages (contract/messages.ts), as in contract/fields.ts; amounts are written with thousands separators. */
const msg = {
  required: messageText("required"),
  object: messageText("object"),
  list: messageText("list"),
  integer: messageText("integer"),
  number: messageText("number"),
  boolean: messageText("boolean"),
  date: messageText("date"),
  min: (n: number) => messageText("min", { value: thousands(n) }),
  max: (n: number) => messageText("max", { value: thousands(n) }),
  moreThan: (n: number) => messageText("moreThan", { value: thousands(n) }),
  oneOf: (values: readonly unknown[]) => messageText("oneOf", { values: values.join(", ") }),
  maxEntries: (n: number) => messageText("maxEntries", { count: n }),
  hoursStep: messageText("hoursStep"),
  period: messageText("payrollFrom", { month: MONTH_NAMES[PAYROLL_FIRST_PERIOD.month - 1], year: PAYROLL_FIRST_PERIOD.year }),
  inMonth: (first: string, last: string) => messageText("inMonth", { first, last }),
  joinAfterMonth: (last: string) => messageText("joinAfterMonth", { last }),
  endBeforeMonth: (first: string) => messageText("endBeforeMonth", { first }),
  endBeforeJoin: messageText("endBeforeJoin"),
  fixedAboveAllowances: (total: number) => messageText("fixedAboveAllowances", { total: thousands(total) }),
  dayHours: (date: string) => messageText("dayHours", { date, hours: OVERTIME_MAX_HOURS_PER_DAY }),
};

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isValidIsoDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** First and last day of a month as YYYY-MM-DD. */
export function monthBounds(year: number, month: number): { first: string; last: string } {
  const prefix = `${String(year).padStart(4, "0")}-${pad2(month)}`;
  return { first: `${prefix}-01`, last: `${prefix}-${pad2(daysInMonth(year, month))}` };
}

/** Whether the contract accepts this period (the API also asks the rate tables). */
export function isPayrollPeriodAccepted(year: number, month: number): boolean {
  return year * 12 + month >= PAYROLL_FIRST_PERIOD.year * 12 + PAYROLL_FIRST_PERIOD.month;
}

const integer = (min: number, max: number) => z.number({ error: msg.integer }).int(msg.integer).min(min, msg.min(min)).max(max, msg.max(max));
const money = () => integer(0, PAYROLL_MONEY_MAX);
const boolean = () => z.boolean({ error: msg.boolean });
const date = () => z.string({ error: msg.date }).refine(isValidIsoDate, msg.date);
const oneOf = <const T extends readonly [string | number, ...(string | number)[]]>(values: T) =>
  z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>], { error: msg.oneOf(values) });

export const payrollAllowancesBody = z.strictObject(
  {
    housing: money(),
    meal: money(),
    transport: money(),
    field: money(),
    telephone: money(),
    other: money(),
  },
  { error: msg.object },
);

export const payrollEmployeeBody = z
  .strictObject(
    {
      marital_status: oneOf(MARITAL_STATUSES),
      /** A valid NPWP or validated NIK; false → PPh 21 × 120 %. */
      has_npwp: boolean(),
      basic_salary: money(),
      allowances: payrollAllowancesBody,
      /** The fixed part of the allowances (enters the BPJS wage and the overtime base); default: all six. */
      fixed_allowances_for_bpjs: money().optional(),
      /** The company's JKK rate in percent (0.24 = 0.24 %). */
      jkk_percentage: oneOf(JKK_PERCENTAGES),
      bpjs_tk_registered: boolean(),
      bpjs_ks_registered: boolean(),
      /** How many additional family members the worker pays BPJS Kesehatan for (1 % each). */
      additional_family_member: integer(0, ADDITIONAL_FAMILY_MEMBERS_MAX),
      join_date: date().optional(),
      /** The last day of work: prorates its month and makes it the final tax period. */
      end_date: date().optional(),
      /** Minimum wages: the BPJS Kesehatan floor (UMK, else UMP). */
      umk: money().optional(),
      ump: money().optional(),
    },
    { error: msg.object },
  )
  .superRefine((employee, ctx) => {
    if (employee.join_date && employee.end_date && employee.end_date < employee.join_date) {
      ctx.addIssue({ code: "custom", path: ["end_date"], message: msg.endBeforeJoin });
    }
    if (employee.fixed_allowances_for_bpjs !== undefined) {
      const total = PAYROLL_ALLOWANCE_KEYS.reduce((acc, key) => acc + employee.allowances[key], 0);
      if (employee.fixed_allowances_for_bpjs > total) {
        ctx.addIssue({ code: "custom", path: ["fixed_allowances_for_bpjs"], message: msg.fixedAboveAllowances(total) });
      }
    }
  });

export const payrollOvertimeEntryBody = z.strictObject(
  {
    date: date(),
    /** Quarter hours: 0.25, 0.5, … 24. */
    hours: z
      .number({ error: msg.number })
      .gt(0, msg.moreThan(0))
      .max(OVERTIME_MAX_HOURS_PER_DAY, msg.max(OVERTIME_MAX_HOURS_PER_DAY))
      .multipleOf(OVERTIME_HOURS_STEP, msg.hoursStep),
    day_type: oneOf(OVERTIME_DAY_TYPES),
  },
  { error: msg.object },
);

export const payrollOvertimeBody = z
  .array(payrollOvertimeEntryBody, { error: msg.list })
  .max(OVERTIME_MAX_ENTRIES, msg.maxEntries(OVERTIME_MAX_ENTRIES))
  .superRefine((entries, ctx) => {
    const minutes = new Map<string, number>();
    entries.forEach((entry, index) => {
      const total = (minutes.get(entry.date) ?? 0) + Math.round(entry.hours * 60);
      minutes.set(entry.date, total);
      if (total > OVERTIME_MAX_HOURS_PER_DAY * 60) ctx.addIssue({ code: "custom", path: [index, "hours"], message: msg.dayHours(entry.date) });
    });
  });

export const payrollSimulationBody = z
  .strictObject(
    {
      year: integer(1, PAYROLL_LAST_YEAR),
      month: integer(1, 12),
      employee: payrollEmployeeBody,
      /** Approved overtime of the month. */
      overtime: payrollOvertimeBody.optional(),
      /** Working days per week (overtime tiers); default 5. */
      work_days: oneOf(WORK_DAYS).optional(),
      /** Irregular pay of this month, taxed in the month paid. */
      irregular: z.strictObject({ thr: money(), bonus: money() }, { error: msg.object }).optional(),
      /**
       * January to the previous month: `gross` = Σ taxable_gross, `pph21_withheld` = Σ PPh 21,
       * `pension_deduction` = Σ the employee's JHT + JP. Used in December or the month of leaving.
       */
      ytd: z.strictObject({ gross: money(), pph21_withheld: money(), pension_deduction: money() }, { error: msg.object }).optional(),
    },
    { error: msg.object },
  )
  .superRefine((body, ctx) => {
    if (!isPayrollPeriodAccepted(body.year, body.month)) {
      // The year is at fault unless that year has supported months.
      ctx.addIssue({ code: "custom", path: [body.year < PAYROLL_FIRST_PERIOD.year ? "year" : "month"], message: msg.period });
      return;
    }
    const { first, last } = monthBounds(body.year, body.month);
    const { join_date, end_date } = body.employee;
    if (join_date && join_date > last) ctx.addIssue({ code: "custom", path: ["employee", "join_date"], message: msg.joinAfterMonth(last) });
    if (end_date && end_date < first) ctx.addIssue({ code: "custom", path: ["employee", "end_date"], message: msg.endBeforeMonth(first) });
    body.overtime?.forEach((entry, index) => {
      if (entry.date < first || entry.date > last) ctx.addIssue({ code: "custom", path: ["overtime", index, "date"], message: msg.inMonth(first, last) });
    });
  });

/** What a client sends. */
export type PayrollSimulationBodyInput = z.input<typeof payrollSimulationBody>;
/** What the API works with after validation. */
export type PayrollSimulationBody = z.output<typeof payrollSimulationBody>;
