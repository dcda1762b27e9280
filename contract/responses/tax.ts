/**
 * The tax files' answers (docs/decisions/0035-coretax-files-and-a1.md): what a month's Coretax files hold
 * or lack, the year's A1 slips, and the 422 that names, per employee, what to fill in before a file can be
 * made. The files themselves (XML, PDF, zip) are sent as they are.
 */

/** What an employee's record lacks for a tax file: a key of the "tax" locale's `missing`. */
export const RECIPIENT_MISSING = ["nik", "npwp", "passport", "jobTitle", "ptkp"] as const;
export type RecipientMissing = (typeof RECIPIENT_MISSING)[number];
/** What the company's tax settings lack: the XML needs the first two, the A1 all four. */
export const WITHHOLDER_MISSING = ["companyNpwp", "nitku", "taxPerson", "signature"] as const;
export type WithholderMissing = (typeof WITHHOLDER_MISSING)[number];
export type TaxMissing = RecipientMissing | WithholderMissing;

export interface TaxPerson {
  _id: string;
  fullname: string;
  /** The employee number. */
  nickname: string | null;
  /** Still employed: the record is on Active Employees, else on Resigned Employees. */
  active: boolean;
}

/** What stands in the way of a file: the company's settings, and each employee's record. */
export interface TaxMissingOut {
  company: WithholderMissing[];
  employees: (TaxPerson & { missing: RecipientMissing[] })[];
}

/**
 * `GET /v1/payroll/coretax?year=&month=`: the month's run (null when it has none) and, once it is saved,
 * how many rows each of its files holds and what is missing.
 */
export interface CoretaxSummaryOut {
  run: { _id: string; year: number; month: number; status: "running" | "saved" | "cut_off" } | null;
  bpmp: number;
  bpa1: number;
  missing: TaxMissingOut;
}

/** One employee's A1 of a year (`GET /v1/payroll/a1?year=`): from the first saved month to the final one. */
export interface A1Out {
  employee: TaxPerson;
  month_start: number;
  month_end: number;
  /** The run of the final month (December, or the month of leaving): the A1 is made once it is cut off. */
  run: { _id: string; month: number; status: "saved" | "cut_off" };
  missing: RecipientMissing[];
  /**
   * The months of the year the employee was employed that neither a saved month nor the opening figures
   * cover (the final item's `openingBalanceMissing` warning, docs/payroll-rules.md B14): empty when whole.
   */
  months_missing: number[];
}

export interface A1ListOut {
  year: number;
  data: A1Out[];
  /** The company's settings the A1 needs and lacks. */
  company: WithholderMissing[];
}

/**
 * The 422 of a file that cannot be made yet: `errors` names each record at fault ("company", or an
 * employee's id) with the keys of what it lacks; `employees` names them.
 */
export interface TaxMissingBody {
  code: "taxFileMissing";
  message: string;
  params: { count: number };
  errors: Record<string, TaxMissing[]>;
  employees: TaxPerson[];
  requestId: string;
}
