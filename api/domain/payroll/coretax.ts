/**
 * The Coretax e-Bupot PPh 21 files (docs/statutory-exports.md §1–§3): BPMP, the monthly slip of a TER
 * month, and BPA1, the annual slip of December or the month an employee leaves, built as XML from the
 * SAVED payroll items and the identities of the withholder and the recipients. Pure: the caller reads the
 * items, the company and the employee records (api/payroll/tax-files.ts).
 *
 * What a file needs and what is missing is checked here too (`recipientMissing`, `withholderMissing`):
 * the API refuses to make a file Coretax would reject (docs/decisions/0035-coretax-files-and-a1.md).
 */
import type { RecipientMissing, WithholderMissing } from "../../../contract/responses/tax";
import { a1Figures, type A1Item } from "./a1";
import type { OpeningBalance } from "./opening";

/** The PTKP statuses Coretax's templates accept (docs/statutory-exports.md §2 #6, §3 #8): TK and K, 0–3. */
export const CORETAX_STATUSES = ["TK/0", "TK/1", "TK/2", "TK/3", "K/0", "K/1", "K/2", "K/3"] as const;
export type CoretaxStatus = (typeof CORETAX_STATUSES)[number];

/** Permanent employee (docs/statutory-exports.md §2 #9): every payroll employee is withheld as one. */
export const TAX_OBJECT_CODE = "21-100-01";

export type { RecipientMissing, WithholderMissing };

const digitsOf = (value: string | null | undefined) => (value ?? "").replace(/\D/g, "");

/**
 * A withholder or recipient TIN as Coretax takes it: 16 digits, a 15-digit NPWP with a leading 0
 * (docs/statutory-exports.md §1 "TIN"); dots and dashes of a formatted NPWP are dropped. Null otherwise.
 */
export function tin16(npwp: string | null | undefined): string | null {
  const digits = digitsOf(npwp);
  if (digits.length === 16) return digits;
  if (digits.length === 15) return `0${digits}`;
  return null;
}

/** A NITKU: 22 digits, the withholder's 16-digit NPWP and a 6-digit place-of-business suffix (§1). */
export function isNitkuOf(nitku: string | null | undefined, npwp: string | null | undefined): boolean {
  const tin = tin16(npwp);
  return typeof nitku === "string" && /^\d{22}$/.test(nitku) && (tin === null || nitku.startsWith(tin));
}

/** The company's identity as a withholder. */
export interface Withholder {
  name: string;
  npwp: string | null;
  nitku: string | null;
  /** The employee who signs tax documents (the A1), with their own TIN. */
  taxPerson?: { fullname: string; tin: string | null } | null;
  /** The active digital signature, and whether its image can be drawn. */
  signature?: { name: string; hasImage: boolean } | null;
}

/**
 * What the company's tax settings lack: the XML needs the NPWP and the NITKU; the A1 PDF also the tax
 * person (with a NIK or NPWP) and an active signature with an image.
 */
export function withholderMissing(w: Withholder, purpose: "xml" | "a1"): WithholderMissing[] {
  const missing: WithholderMissing[] = [];
  if (!tin16(w.npwp)) missing.push("companyNpwp");
  if (!isNitkuOf(w.nitku, w.npwp)) missing.push("nitku");
  if (purpose === "a1") {
    if (!w.taxPerson?.tin) missing.push("taxPerson");
    if (!w.signature?.hasImage) missing.push("signature");
  }
  return missing;
}

/** The employee record as it is now (identity) and the PTKP status the tax was computed with. */
export interface RecipientInput {
  nik: string | null;
  npwp: string | null;
  /** The nationality is set and is not Indonesia. */
  foreign: boolean;
  passport: string | null;
  position: string | null;
  /** The saved item's status ("tk/0"), null when the item was computed on a stand-in (the record had none). */
  itemStatus: string | null;
  /** The record's status now ("k/1"). */
  recordStatus: string | null;
}

/** A recipient with everything a file needs. */
export interface Recipient {
  tin: string;
  foreign: boolean;
  passport: string | null;
  position: string;
  status: CoretaxStatus;
}

function coretaxStatus(value: string | null | undefined): CoretaxStatus | null {
  const upper = String(value ?? "").trim().toUpperCase();
  return (CORETAX_STATUSES as readonly string[]).includes(upper) ? (upper as CoretaxStatus) : null;
}

/**
 * The recipient as the files name them, or what is missing. TIN: the 16-digit NIK, else a 15/16-digit
 * NPWP (docs/statutory-exports.md §1 "CounterpartTin"); a foreigner also needs a passport. The PTKP
 * status is the one the tax was computed with; an item computed on the engine's stand-in takes the
 * record's status as it is now (§7).
 */
export function recipientOf(input: RecipientInput): { recipient: Recipient; missing: [] } | { recipient: null; missing: RecipientMissing[] } {
  const missing: RecipientMissing[] = [];
  const nik = digitsOf(input.nik);
  const tin = nik.length === 16 ? nik : tin16(input.npwp);
  if (!tin) missing.push(input.foreign ? "npwp" : "nik");
  const passport = input.passport?.trim() || null;
  if (input.foreign && !passport) missing.push("passport");
  const position = input.position?.trim() || null;
  if (!position) missing.push("jobTitle");
  const status = coretaxStatus(input.itemStatus) ?? (input.itemStatus === null ? coretaxStatus(input.recordStatus) : null);
  if (!status) missing.push("ptkp");
  if (missing.length || !tin || !position || !status) return { recipient: null, missing };
  return { recipient: { tin, foreign: input.foreign, passport: input.foreign ? passport : null, position, status }, missing: [] };
}

// ---------------------------------------------------------------------------------------------------
// XML

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** One element: its value escaped, or `xsi:nil` when it has none (§1 "Empty values"). */
function element(name: string, value: string | number | null): string {
  return value === null ? `\t\t\t<${name} xsi:nil="true"/>` : `\t\t\t<${name}>${escapeXml(String(value))}</${name}>`;
}

/** Who the recipient is, as both files name them: resident or foreign, the passport, the TIN. */
function counterpart(recipient: Recipient): string[] {
  return [element("CounterpartOpt", recipient.foreign ? "Foreign" : "Resident"), element("CounterpartPassport", recipient.passport), element("CounterpartTin", recipient.tin)];
}

/** A rupiah amount: whole, plain digits (§1 "Numbers"). */
const amount = (value: number) => String(Math.round(value));

/** A rate in percent as a plain number: 1.25, 16, 0 (§1 "Rate"; never the fraction 0.0125). */
export function ratePercent(rate: number): string {
  return String(Number(rate.toFixed(4)));
}

/** The last day of a month, YYYY-MM-DD: the withholding date of its slips. */
export function monthEnd(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function document(root: string, list: string, row: string, tin: string, rows: readonly (readonly string[])[]): string {
  const out = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>', `<${root} xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`, `\t<TIN>${tin}</TIN>`, `\t<${list}>`];
  for (const elements of rows) out.push(`\t\t<${row}>`, ...elements, `\t\t</${row}>`);
  out.push(`\t</${list}>`, `</${root}>`, "");
  return out.join("\n");
}

/** The withholder's TIN and NITKU, checked: the builders refuse what Coretax would. */
export interface WithholderIds {
  tin: string;
  nitku: string;
}

export function withholderIds(w: Pick<Withholder, "npwp" | "nitku">): WithholderIds | null {
  const tin = tin16(w.npwp);
  return tin && w.nitku && isNitkuOf(w.nitku, w.npwp) ? { tin, nitku: w.nitku } : null;
}

/** One BPMP row: a TER month's saved item and its recipient. */
export interface BpmpRow {
  recipient: Recipient;
  /** The item's taxable gross (`gross_income`): > 0. */
  gross: number;
  /** The item's TER rate in percent (`ter_rate`). */
  rate: number;
}

/** The BPMP file of one month (docs/statutory-exports.md §2), its elements in the template's order. */
export function bpmpXml(ids: WithholderIds, period: { year: number; month: number }, rows: readonly BpmpRow[]): string {
  const date = monthEnd(period.year, period.month);
  return document(
    "MmPayrollBulk",
    "ListOfMmPayroll",
    "MmPayroll",
    ids.tin,
    rows.map((r) => [
      element("TaxPeriodMonth", period.month),
      element("TaxPeriodYear", period.year),
      ...counterpart(r.recipient),
      element("StatusTaxExemption", r.recipient.status),
      element("Position", r.recipient.position),
      element("TaxCertificate", "N/A"),
      element("TaxObjectCode", TAX_OBJECT_CODE),
      element("Gross", amount(r.gross)),
      element("Rate", ratePercent(r.rate)),
      element("IDPlaceOfBusinessActivity", ids.nitku),
      element("WithholdingDate", date),
    ]),
  );
}

/** One BPA1 row: an employee's saved items of the year up to the final month, and the recipient. */
export interface Bpa1Row {
  recipient: Recipient;
  year: number;
  items: readonly A1Item[];
  /** The employee's opening figures of the year (docs/payroll-rules.md B14), if any. */
  opening?: OpeningBalance | null;
}

/**
 * The BPA1 file (docs/statutory-exports.md §3): one row per employee whose final tax period it is. The
 * amounts are the A1 lines (./a1.ts) summed from the saved items; Coretax computes the rest.
 * `Article21IncomeTax` is 0, as the DJP template says (§3 #25, an open question: see decision 0035).
 */
export function bpa1Xml(ids: WithholderIds, rows: readonly Bpa1Row[]): string {
  return document(
    "A1Bulk",
    "ListOfA1",
    "A1",
    ids.tin,
    rows.map((r) => {
      const a1 = a1Figures(r.items, r.opening ?? null);
      const l = a1.lines;
      return [
        element("WorkForSecondEmployer", "No"),
        element("TaxPeriodMonthStart", a1.monthStart),
        element("TaxPeriodMonthEnd", a1.monthEnd),
        element("TaxPeriodYear", r.year),
        ...counterpart(r.recipient),
        element("TaxExemptOpt", r.recipient.status),
        element("StatusOfWithholding", a1.monthStart === 1 && a1.monthEnd === 12 ? "FullYear" : "PartialYear"),
        element("CounterpartPosition", r.recipient.position),
        element("TaxObjectCode", TAX_OBJECT_CODE),
        element("NumberOfMonths", 0),
        element("SalaryPensionJhtTht", amount(l.salary)),
        element("GrossUpOpt", l.taxAllowance > 0 ? "Yes" : "No"),
        element("IncomeTaxBenefit", amount(l.taxAllowance)),
        element("OtherBenefit", amount(l.otherAllowances)),
        element("Honorarium", amount(l.honorarium)),
        element("InsurancePaidByEmployer", amount(l.insurance)),
        element("Natura", amount(l.natura)),
        element("TantiemBonusThr", amount(l.bonus)),
        element("PensionContributionJhtThtFee", amount(l.pension)),
        element("Zakat", amount(l.zakat)),
        element("PrevWhTaxSlip", null),
        element("TaxCertificate", "N/A"),
        element("Article21IncomeTax", 0),
        element("IDPlaceOfBusinessActivity", ids.nitku),
        element("WithholdingDate", monthEnd(r.year, a1.monthEnd)),
      ];
    }),
  );
}

/** Which of a run's saved items go in which file: BPMP the TER months' items with a gross, BPA1 the final period's. */
export function fileOf(item: { annual: unknown; gross_income: number }): "bpmp" | "bpa1" | null {
  if (item.annual) return "bpa1";
  return item.gross_income > 0 ? "bpmp" : null;
}
