/**
 * Bank transfer files of a saved payroll month (docs/payroll-rules.md "Payroll reports and bank files",
 * docs/decisions/0036-payroll-reports-and-bank-files.md): one writer driven by a table of layouts — each
 * layout's header and detail fields with their widths and padding — rather than a writer per bank. Pure.
 *
 * - BCA KlikBCA Bisnis payroll: fixed-width text, CRLF after every line, ASCII upper case; only BCA
 *   accounts (bank code 014), every account exactly 10 digits.
 * - Mandiri MCM bulk: comma-separated, 41 fields a line, a "P" header line; only Mandiri accounts (008),
 *   13 digits, in-house transfer ("IBU").
 * - Plain CSV: every employee paid by transfer, whatever the bank, with a header row (RFC 4180 quoting).
 *
 * Who is paid: every item with take-home pay above zero. One without a bank or an account number stops
 * the file (the caller answers the list to fill in); one at another bank than a bank layout's is not in
 * that layout's file.
 */
import type { BankFileFormat } from "../../../contract/payroll-reports";

/** One employee to pay, as the saved item and the employee record give it. */
export interface Payee {
  employee_id: string;
  /** The employee number (may be empty). */
  number: string;
  name: string;
  /** The bank's code (Bank Indonesia's three digits, e.g. "014") and name; null without a bank. */
  bank_code: string | null;
  bank_name: string | null;
  account: string | null;
  /** Take-home pay, whole rupiah. */
  amount: number;
}

/** What the form gives the header: checked by contract/payroll-reports.ts `bankFileQuery`. */
export interface BankBatch {
  year: number;
  month: number;
  /** YYYY-MM-DD; the run's month's last day when not given (the plain CSV). */
  value_date: string;
  company_code?: string;
  debit_account?: string;
  batch?: number;
}

/** Why an employee stops the file. */
export interface PayeeProblem {
  employee_id: string;
  name: string;
  number: string;
  reason: "noBankAccount" | "accountDigits";
  bank?: string;
  /** accountDigits: the layout's length and the account's. */
  count?: number;
  digits?: number;
}

/** The values a field may read: the file's (count, total, the form's) or the payee's. */
type FileKey = "count" | "total" | "company_code" | "debit_account" | "batch" | "value_day" | "value_month" | "value_year" | "value_yyyymmdd" | "remark";
type PayeeKey = "account" | "amount" | "number" | "name" | "bank_name" | "bank_code";

/**
 * One field: a fixed text, or a value of the file or the payee. Fixed-width fields give `width`, `pad`
 * ("0" right-aligned numbers, " " left-aligned text) and `cut` (text longer than the width is cut; else
 * it is a mistake the layout's checks must have ruled out).
 */
export type LayoutField = { text: string; title?: string } | { from: FileKey | PayeeKey; title?: string; width?: number; pad?: "0" | " "; cut?: boolean };

interface LayoutBase {
  format: BankFileFormat;
  /** Only accounts at this bank (its code); null: every bank. */
  bank: { code: string; name: string; digits: number } | null;
  extension: "txt" | "csv";
  /** Names as ASCII upper case (the banks' files), or as they are (the plain CSV, UTF-8). */
  names: "ascii-upper" | "as-is";
  header: readonly LayoutField[] | "titles";
  detail: readonly LayoutField[];
}
export type BankLayout = LayoutBase & ({ kind: "fixed" } | { kind: "csv"; columns: number });

const blank = (count: number): LayoutField[] => Array.from({ length: count }, () => ({ text: "" }));

/** The layouts (docs/payroll-rules.md "Payroll reports and bank files" gives each field and how sure it is). */
export const BANK_LAYOUTS: Readonly<Record<BankFileFormat, BankLayout>> = {
  bca: {
    format: "bca",
    kind: "fixed",
    bank: { code: "014", name: "BCA", digits: 10 },
    extension: "txt",
    names: "ascii-upper",
    header: [
      { text: "00000000000" },
      { from: "company_code", width: 13, pad: " " },
      { from: "value_day", width: 2, pad: "0" },
      { from: "batch", width: 2, pad: "0" },
      { from: "debit_account", width: 10, pad: "0" },
      { text: "00MF" },
      { from: "count", width: 5, pad: "0" },
      { from: "total", width: 14, pad: "0" },
      { text: ".00" },
      { from: "value_month", width: 2, pad: "0" },
      { from: "value_year", width: 4, pad: "0" },
    ],
    detail: [
      { text: "0" },
      { from: "account", width: 10, pad: "0" },
      { from: "amount", width: 13, pad: "0" },
      { text: "00" },
      { from: "number", width: 10, pad: "0", cut: true },
      { from: "name", width: 30, pad: " ", cut: true },
      { text: "    " },
    ],
  },
  mandiri: {
    format: "mandiri",
    kind: "csv",
    columns: 41,
    bank: { code: "008", name: "Mandiri", digits: 13 },
    extension: "csv",
    names: "ascii-upper",
    header: [{ text: "P" }, { from: "value_yyyymmdd" }, { from: "debit_account" }, { from: "count" }, { from: "total" }],
    detail: [
      { from: "account" },
      { from: "name" },
      ...blank(3),
      { text: "IDR" },
      { from: "amount" },
      { from: "remark" },
      ...blank(1),
      { text: "IBU" },
      ...blank(6),
      { text: "N" },
      ...blank(23),
      { from: "remark" },
    ],
  },
  csv: {
    format: "csv",
    kind: "csv",
    columns: 7,
    bank: null,
    extension: "csv",
    names: "as-is",
    header: "titles",
    detail: [
      { from: "number", title: "employee_no" },
      { from: "name", title: "name" },
      { from: "bank_code", title: "bank_code" },
      { from: "bank_name", title: "bank_name" },
      { from: "account", title: "account_number" },
      { from: "amount", title: "amount" },
      { from: "remark", title: "remark" },
    ],
  },
};

/** Letters without their marks, in upper case, and nothing but A–Z, 0–9, space and . , ' - (the banks' character set). */
export function bankText(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9 .'-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Who is paid by the layout's file, and who stops it. Payees with nothing to pay are left out. */
export function selectPayees(layout: BankLayout, payees: readonly Payee[]): { paid: Payee[]; problems: PayeeProblem[]; otherBanks: number } {
  const paid: Payee[] = [];
  const problems: PayeeProblem[] = [];
  let otherBanks = 0;
  for (const payee of payees) {
    if (payee.amount <= 0) continue;
    const who = { employee_id: payee.employee_id, name: payee.name, number: payee.number };
    if (!payee.bank_code || !payee.account) {
      problems.push({ ...who, reason: "noBankAccount" });
      continue;
    }
    if (layout.bank && payee.bank_code !== layout.bank.code) {
      otherBanks += 1;
      continue;
    }
    if (layout.bank && payee.account.length !== layout.bank.digits) {
      problems.push({ ...who, reason: "accountDigits", bank: layout.bank.name, count: layout.bank.digits, digits: payee.account.length });
      continue;
    }
    paid.push(payee);
  }
  return { paid, problems, otherBanks };
}

/** The remark each transfer carries: "GAJI 03 2026" (salary, month, year). */
export const transferRemark = (year: number, month: number) => `GAJI ${String(month).padStart(2, "0")} ${year}`;

function fileValues(batch: BankBatch, paid: readonly Payee[]): Record<FileKey, string> {
  const [y, m, d] = batch.value_date.split("-");
  return {
    count: String(paid.length),
    total: String(paid.reduce((sum, payee) => sum + payee.amount, 0)),
    company_code: batch.company_code ?? "",
    debit_account: batch.debit_account ?? "",
    batch: batch.batch === undefined ? "" : String(batch.batch),
    value_day: d,
    value_month: m,
    value_year: y,
    value_yyyymmdd: `${y}${m}${d}`,
    remark: transferRemark(batch.year, batch.month),
  };
}

function payeeValues(layout: BankLayout, payee: Payee): Record<PayeeKey, string> {
  const text = (value: string) => (layout.names === "ascii-upper" ? bankText(value) : value);
  return {
    account: payee.account ?? "",
    amount: String(payee.amount),
    number: layout.names === "ascii-upper" ? bankText(payee.number).replace(/[^A-Z0-9]/g, "") : payee.number,
    name: text(payee.name),
    bank_name: payee.bank_name ?? "",
    bank_code: payee.bank_code ?? "",
  };
}

/** A fixed-width field: padded to its width; longer values are cut where the layout allows, else refused. */
export function fixedField(value: string, width: number, pad: "0" | " ", cut = false): string {
  if (value.length > width) {
    if (!cut) throw new Error(`"${value}" does not fit ${width} characters`);
    return pad === "0" ? value.slice(value.length - width) : value.slice(0, width);
  }
  return pad === "0" ? value.padStart(width, "0") : value.padEnd(width, " ");
}

function line(layout: BankLayout, fields: readonly LayoutField[], values: Record<string, string>): string {
  const cells = fields.map((field) => {
    if ("text" in field) return field.text;
    const value = values[field.from] ?? "";
    return layout.kind === "fixed" ? fixedField(value, field.width ?? value.length, field.pad ?? " ", field.cut) : csvCell(value);
  });
  if (layout.kind === "fixed") return cells.join("");
  return [...cells, ...Array.from({ length: Math.max(0, layout.columns - cells.length) }, () => "")].join(",");
}

export interface BankFile {
  name: string;
  contentType: string;
  body: Buffer;
  count: number;
  total: number;
  /** Employees paid at another bank, not in this bank's file. */
  otherBanks: number;
}

/** The file of a layout, or the employees who stop it. Every line ends in CRLF. */
export function bankFile(format: BankFileFormat, batch: BankBatch, payees: readonly Payee[]): { file: BankFile } | { problems: PayeeProblem[] } {
  const layout = BANK_LAYOUTS[format];
  const { paid, problems, otherBanks } = selectPayees(layout, payees);
  if (problems.length) return { problems };
  const file = fileValues(batch, paid);
  const header = layout.header === "titles" ? layout.detail.map((field) => field.title ?? "").join(",") : line(layout, layout.header, file);
  const lines = [header, ...paid.map((payee) => line(layout, layout.detail, { ...file, ...payeeValues(layout, payee) }))];
  const period = `${batch.year}-${String(batch.month).padStart(2, "0")}`;
  return {
    file: {
      name: `payroll-${format === "csv" ? "" : `${format}-`}${period}.${layout.extension}`,
      contentType: layout.extension === "txt" ? "text/plain; charset=us-ascii" : "text/csv; charset=utf-8",
      body: Buffer.from(lines.map((text) => `${text}\r\n`).join(""), "utf8"),
      count: paid.length,
      total: paid.reduce((sum, payee) => sum + payee.amount, 0),
      otherBanks,
    },
  };
}
