/**
 * The payroll reports' and the bank file's requests (docs/decisions/0036-payroll-reports-and-bank-files.md):
 * the query strings of `GET /v1/payroll/reports/{pph21,pph21/year,bpjs-tk,bpjs-ks}[/export]` and of
 * `GET /v1/payroll/runs/{id}/bank-file`. Pure: zod and the contract only; the web tier's bank file form
 * checks its fields with the same schema.
 */
import * as z from "zod";
import { BANK_FILE_FORMATS, type BankFileFormat } from "./enums";
import { messageText } from "./message-text";

export const REPORT_MAX_LIMIT = 1000;
/** The years a report may ask for (the database's own range for a run). */
export const REPORT_YEARS = { min: 2000, max: 2200 } as const;
export { BANK_FILE_FORMATS, type BankFileFormat };
/** What each layout's header needs from the form (the plain CSV needs nothing). */
export const BANK_FILE_FIELDS = {
  bca: ["company_code", "debit_account", "value_date", "batch"],
  mandiri: ["debit_account", "value_date"],
  csv: [],
} as const satisfies Record<BankFileFormat, readonly ("company_code" | "debit_account" | "value_date" | "batch")[]>;
/** The debit account's length in each bank's file. */
const DEBIT_DIGITS: Partial<Record<BankFileFormat, number>> = { bca: 10, mandiri: 13 };

const msg = {
  integer: messageText("integer"),
  object: messageText("object"),
  id: messageText("id"),
  text: messageText("text"),
  date: messageText("date"),
  required: messageText("required"),
  digits: messageText("digits"),
  min: (n: number) => messageText("min", { value: String(n) }),
  max: (n: number) => messageText("max", { value: String(n) }),
  maxLength: (n: number) => messageText("maxLength", { count: n }),
  oneOf: (values: readonly unknown[]) => messageText("oneOf", { values: values.join(", ") }),
  exactDigits: (count: number) => messageText("exactDigits", { count }),
  exactCharacters: (count: number) => messageText("exactCharacters", { count }),
};

/** A query-string integer ("12"). */
const queryInteger = (min: number, max: number) =>
  z
    .string({ error: msg.integer })
    .regex(/^\d{1,6}$/, msg.integer)
    .transform(Number)
    .pipe(z.number().int().min(min, msg.min(min)).max(max, msg.max(max)));
const id = () => z.string({ error: msg.id }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, msg.id);
const year = () => queryInteger(REPORT_YEARS.min, REPORT_YEARS.max);
const month = () => queryInteger(1, 12);

/** The filters every report takes: the employee's department and location as of the run, one employee, a name or number. */
const filters = {
  department: id().optional(),
  location: id().optional(),
  employee: id().optional(),
  q: z.string({ error: msg.text }).max(200, msg.maxLength(200)).optional(),
};
const page = { limit: queryInteger(1, REPORT_MAX_LIMIT).optional(), skip: queryInteger(0, 999_999).optional() };

/** `GET /v1/payroll/reports/{pph21,bpjs-tk,bpjs-ks}?year=&month=&department=&location=&employee=&q=&limit=&skip=` (and `/export`). */
export const payrollMonthReportQuery = z.strictObject({ year: year(), month: month(), ...filters, ...page }, { error: msg.object });
export type PayrollMonthReportQuery = z.output<typeof payrollMonthReportQuery>;

/** `GET /v1/payroll/reports/pph21/year?year=&department=&location=&employee=&q=&limit=&skip=` (and `/export`). */
export const payrollYearReportQuery = z.strictObject({ year: year(), ...filters, ...page }, { error: msg.object });
export type PayrollYearReportQuery = z.output<typeof payrollYearReportQuery>;

const isoDate = () =>
  z
    .string({ error: msg.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg.date)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), msg.date);

/**
 * `GET /v1/payroll/runs/{id}/bank-file?format=&…` — what each layout's header needs (docs/payroll-rules.md
 * "Payroll reports and bank files"): BCA its company code (13 letters or digits), debit account (10
 * digits), value date and batch (01–99); Mandiri its debit account (13 digits) and value date; the plain
 * CSV nothing. `dry_run=true` answers the file's count and total instead of the file.
 */
export const bankFileQuery = z
  .strictObject(
    {
      format: z.enum(BANK_FILE_FORMATS, { error: msg.oneOf(BANK_FILE_FORMATS) }),
      company_code: z
        .string({ error: msg.text })
        .transform((value) => value.trim().toUpperCase())
        .pipe(z.string().regex(/^[A-Z0-9]{13}$/, msg.exactCharacters(13)))
        .optional(),
      debit_account: z.string({ error: msg.text }).regex(/^\d{1,20}$/, msg.digits).optional(),
      value_date: isoDate().optional(),
      batch: z.string({ error: msg.integer }).regex(/^\d{1,2}$/, msg.integer).transform(Number).pipe(z.number().int().min(1, msg.min(1)).max(99, msg.max(99))).optional(),
      dry_run: z.enum(["true", "false"], { error: msg.oneOf(["true", "false"]) }).optional(),
    },
    { error: msg.object },
  )
  .superRefine((query, ctx) => {
    for (const field of BANK_FILE_FIELDS[query.format]) {
      if (query[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: msg.required });
    }
    const digits = DEBIT_DIGITS[query.format];
    if (digits && query.debit_account !== undefined && query.debit_account.length !== digits) ctx.addIssue({ code: "custom", path: ["debit_account"], message: msg.exactDigits(digits) });
  });
export type BankFileQuery = z.output<typeof bankFileQuery>;
