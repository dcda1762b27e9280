/**
 * THR runs (Payroll › THR, docs/decisions/0037-thr-runs.md): the holidays, the company's THR settings and
 * the requests of `/v1/payroll/thr-runs` and `/v1/payroll/thr-settings`. Pure: zod and the contract only.
 */
import * as z from "zod";
import { messageText } from "./message-text";
import { isPayrollPeriodAccepted, isValidIsoDate, monthBounds, PAYROLL_FIRST_PERIOD, PAYROLL_LAST_YEAR } from "./payroll";
import { integer, queryInteger } from "./payroll-runs";

/** The religious holidays a THR is paid for (docs/payroll-rules.md B9). */
export const THR_HOLIDAYS = ["idul_fitri", "natal", "nyepi", "waisak", "imlek"] as const;
export type ThrHoliday = (typeof THR_HOLIDAYS)[number];

/** How 1 to 12 months of service are prorated: months ÷ 12 (the regulation's) or days ÷ 365. */
export const THR_METHODS = ["month", "day"] as const;
export type ThrMethod = (typeof THR_METHODS)[number];

/** Each employee's THR falls on their religion's holiday, or everyone's on one holiday the company picks. */
export const THR_HOLIDAY_MODES = ["religion", "company"] as const;
export type ThrHolidayMode = (typeof THR_HOLIDAY_MODES)[number];

/** Why an employee's THR is what it is. */
export const THR_RULES = ["full", "prorated", "not_eligible", "contract_ended", "paid_this_year"] as const;
export type ThrRule = (typeof THR_RULES)[number];

export const THR_RUN_STATUSES = ["saved", "cut_off"] as const;

const msg = {
  object: messageText("object"),
  boolean: messageText("boolean"),
  date: messageText("date"),
  oneOf: (values: readonly unknown[]) => messageText("oneOf", { values: values.join(", ") }),
};

/**
 * `POST /v1/payroll/thr-runs`: the holiday of a year, paid with the payroll of `pay_month` of that year;
 * `pay_date` (within the pay month) defaults to the latest day on time, 7 days before the holiday.
 */
export const thrRunBody = z
  .strictObject(
    {
      year: integer(PAYROLL_FIRST_PERIOD.year, PAYROLL_LAST_YEAR),
      holiday: z.enum(THR_HOLIDAYS, { error: msg.oneOf(THR_HOLIDAYS) }),
      pay_month: integer(1, 12),
      pay_date: z.string({ error: msg.date }).refine(isValidIsoDate, msg.date).optional(),
    },
    { error: msg.object },
  )
  .superRefine((body, ctx) => {
    if (!isPayrollPeriodAccepted(body.year, body.pay_month)) {
      ctx.addIssue({ code: "custom", path: ["pay_month"], message: messageText("payrollFrom", { month: "January", year: PAYROLL_FIRST_PERIOD.year }) });
    }
    if (body.pay_date) {
      const { first, last } = monthBounds(body.year, body.pay_month);
      if (body.pay_date < first || body.pay_date > last) ctx.addIssue({ code: "custom", path: ["pay_date"], message: messageText("inMonth", { first, last }) });
    }
  });
export type ThrRunBody = z.output<typeof thrRunBody>;

/** `GET /v1/payroll/thr-runs?year=`. */
export const thrRunsQuery = z.strictObject(
  {
    year: queryInteger(2000, PAYROLL_LAST_YEAR).optional(),
  },
  { error: msg.object },
);

/** `GET /v1/payroll/thr-holidays?year=`. */
export const thrHolidaysQuery = z.strictObject({ year: queryInteger(2000, PAYROLL_LAST_YEAR) }, { error: msg.object });

/** `PUT /v1/payroll/thr-settings`: the company's THR settings, all three. */
export const thrSettingsBody = z.strictObject(
  {
    method: z.enum(THR_METHODS, { error: msg.oneOf(THR_METHODS) }),
    exclude_ending_pkwt: z.boolean({ error: msg.boolean }),
    holiday_mode: z.enum(THR_HOLIDAY_MODES, { error: msg.oneOf(THR_HOLIDAY_MODES) }),
  },
  { error: msg.object },
);
export type ThrSettings = z.output<typeof thrSettingsBody>;

/** A page of a THR run's items at most this many. */
export const THR_ITEMS_MAX_LIMIT = 1000;

/** `GET /v1/payroll/thr-runs/{id}/items?q=&limit=&skip=`: the run's employees by name, a page at a time. */
export const thrItemsQuery = z.strictObject(
  {
    q: z.string({ error: messageText("text") }).max(200, messageText("maxLength", { count: 200 })).optional(),
    limit: queryInteger(1, THR_ITEMS_MAX_LIMIT).optional(),
    skip: queryInteger(0, 999_999).optional(),
  },
  { error: msg.object },
);
