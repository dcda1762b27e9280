/**
 * The payroll run's requests (docs/decisions/0028-payroll-runs.md): `POST /v1/payroll/runs`, the run and
 * item lists' query strings, and the one-off components. Pure: zod and the contract only.
 */
import * as z from "zod";
import { PAYROLL_COMPONENT_KINDS } from "./enums";
import { messageText } from "./message-text";
import { PAYROLL_FIRST_PERIOD, PAYROLL_LAST_YEAR, PAYROLL_MONEY_MAX, isPayrollPeriodAccepted } from "./payroll";

export { PAYROLL_COMPONENT_KINDS };

/** A page of items: at most this many. */
export const PAYROLL_ITEMS_MAX_LIMIT = 1000;
export const PAYROLL_ITEMS_DEFAULT_LIMIT = 50;
export const PAYROLL_COMPONENT_NOTE_MAX = 500;

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const msg = {
  integer: messageText("integer"),
  object: messageText("object"),
  id: messageText("id"),
  text: messageText("text"),
  min: (n: number) => messageText("min", { value: n.toLocaleString("en-US") }),
  max: (n: number) => messageText("max", { value: n.toLocaleString("en-US") }),
  maxLength: (n: number) => messageText("maxLength", { count: n }),
  oneOf: (values: readonly unknown[]) => messageText("oneOf", { values: values.join(", ") }),
  period: messageText("payrollFrom", { month: MONTH_NAMES[PAYROLL_FIRST_PERIOD.month - 1], year: PAYROLL_FIRST_PERIOD.year }),
};

export const integer = (min: number, max: number) => z.number({ error: msg.integer }).int(msg.integer).min(min, msg.min(min)).max(max, msg.max(max));
/** A query-string integer ("12"). */
export const queryInteger = (min: number, max: number) =>
  z
    .string({ error: msg.integer })
    .regex(/^\d{1,6}$/, msg.integer)
    .transform(Number)
    .pipe(integer(min, max));
const id = () => z.string({ error: msg.id }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, msg.id);

function periodCheck(body: { year?: number; month?: number }, ctx: z.RefinementCtx) {
  if (body.year === undefined || body.month === undefined) return;
  if (!isPayrollPeriodAccepted(body.year, body.month)) {
    ctx.addIssue({ code: "custom", path: [body.year < PAYROLL_FIRST_PERIOD.year ? "year" : "month"], message: msg.period });
  }
}

/** `POST /v1/payroll/runs`: the month to run (1–12). */
export const payrollRunBody = z.strictObject({ year: integer(PAYROLL_FIRST_PERIOD.year, PAYROLL_LAST_YEAR), month: integer(1, 12) }, { error: msg.object }).superRefine(periodCheck);
export type PayrollRunBody = z.output<typeof payrollRunBody>;

/** `GET /v1/payroll/runs?year=&month=`. */
export const payrollRunsQuery = z.strictObject({ year: queryInteger(2000, PAYROLL_LAST_YEAR).optional(), month: queryInteger(1, 12).optional() }, { error: msg.object });

/** `GET /v1/payroll/runs/{id}/items?employee._id=&q=&department._id=&location._id=&job_title._id=&limit=&skip=`. */
export const payrollItemsQuery = z.strictObject(
  {
    "employee._id": id().optional(),
    q: z.string({ error: msg.text }).max(200, msg.maxLength(200)).optional(),
    "department._id": id().optional(),
    "location._id": id().optional(),
    "job_title._id": id().optional(),
    limit: queryInteger(1, PAYROLL_ITEMS_MAX_LIMIT).optional(),
    skip: queryInteger(0, 999_999).optional(),
  },
  { error: msg.object },
);
export type PayrollItemsQuery = z.output<typeof payrollItemsQuery>;

/** `GET /v1/payroll/components?year=&month=&employee._id=`. */
export const payrollComponentsQuery = z.strictObject(
  { year: queryInteger(2000, PAYROLL_LAST_YEAR), month: queryInteger(1, 12), "employee._id": id().optional() },
  { error: msg.object },
);

/** `POST /v1/payroll/components`: one one-off line of one employee's month. */
export const payrollComponentBody = z
  .strictObject(
    {
      employee: z.strictObject({ _id: id() }, { error: msg.object }),
      year: integer(PAYROLL_FIRST_PERIOD.year, PAYROLL_LAST_YEAR),
      month: integer(1, 12),
      kind: z.enum(PAYROLL_COMPONENT_KINDS, { error: msg.oneOf(PAYROLL_COMPONENT_KINDS) }),
      amount: integer(1, PAYROLL_MONEY_MAX),
      note: z.string({ error: msg.text }).max(PAYROLL_COMPONENT_NOTE_MAX, msg.maxLength(PAYROLL_COMPONENT_NOTE_MAX)).optional(),
    },
    { error: msg.object },
  )
  .superRefine(periodCheck);
export type PayrollComponentBody = z.output<typeof payrollComponentBody>;

/** `POST /v1/payroll/components/import`: one month's one-off components from an uploaded xlsx (purpose "import"). */
export const payrollImportBody = z
  .strictObject(
    {
      year: integer(PAYROLL_FIRST_PERIOD.year, PAYROLL_LAST_YEAR),
      month: integer(1, 12),
      file: z.uuid(messageText("chooseFile")),
      dry_run: z.boolean({ error: messageText("boolean") }).optional(),
    },
    { error: msg.object },
  )
  .superRefine(periodCheck);
export type PayrollImportBody = z.output<typeof payrollImportBody>;

/** `GET /v1/payroll/runs/{id}/payslips?format=pdf|zip&lang=en|id` and the items list's filters. */
export const payslipsQuery = z.strictObject(
  {
    format: z.enum(["pdf", "zip"], { error: msg.oneOf(["pdf", "zip"]) }).optional(),
    lang: z.enum(["en", "id"], { error: msg.oneOf(["en", "id"]) }).optional(),
    "department._id": id().optional(),
    "location._id": id().optional(),
    "job_title._id": id().optional(),
  },
  { error: msg.object },
);

/** `POST /v1/payroll/runs/{id}/payslips/send`: the PDF's language (Indonesian when not given). */
export const payslipsSendBody = z.strictObject({ lang: z.enum(["en", "id"], { error: msg.oneOf(["en", "id"]) }).optional() }, { error: msg.object });
