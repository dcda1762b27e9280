/** `POST /v1/payroll/simulate` (the payroll calculator): its answer. The body is contract/payroll.ts. */

/** One step of the computation, with a stable key ("allowance.housing", "annual.pkp") and integer rupiah. */
export interface PayrollLineOut {
  key: string;
  kind: string;
  amount: number;
  detail?: Readonly<Record<string, unknown>>;
}

/** The figures a month's computation ends in: the calculator's answer and a run's item both carry them. */
export interface PayrollFiguresOut {
  gross: number;
  taxable_gross: number;
  ter_category: string;
  /** In percent, e.g. 1.25. */
  ter_rate: number;
  /** Negative: a refund (final period only). */
  pph21: number;
  take_home: number;
}

/** The BPJS contributions of one employee and month, integer rupiah. */
export interface PayrollBpjsOut {
  jht_employee: number;
  jht_employer: number;
  jp_employee: number;
  jp_employer: number;
  jkk: number;
  jkm: number;
  ks_employee: number;
  ks_employer: number;
  ks_additional: number;
}

export interface PayrollSimulation extends PayrollFiguresOut {
  lines: PayrollLineOut[];
  /** Non-blocking findings, by a stable code the page translates. */
  warnings: { code: string }[];
}

/** A payroll run as /v1/payroll/runs answers it (docs/decisions/0028-payroll-runs.md). */
export interface PayrollRunOut {
  _id: string;
  year: number;
  month: number;
  status: "running" | "saved" | "cut_off";
  /** Employees computed so far of the run in progress; both equal `employees` once saved. */
  progress: { done: number; total: number };
  employees: number;
  /** Of the last saved run (a re-run in progress shows the previous figures until it is saved). */
  totals: { gross: number; pph21: number; take_home: number; bpjs_employee: number; bpjs_employer: number; deductions: number };
  run_at: string | null;
  run_by: { _id: string; fullname: string } | null;
  cut_off_at: string | null;
  cut_off_by: { _id: string; fullname: string } | null;
}

interface Named {
  _id: string;
  name: string;
}

/** One employee's item: the amounts with the names and meanings of /v1/payroll/simulate, plus the run's own. */
export interface PayrollItemOut extends PayrollFiguresOut {
  _id: string;
  run: { _id: string; year: number; month: number };
  employee: { _id: string; fullname: string; nickname: string | null; employee_id: string | null; department: Named | null; location: Named | null; job_title: Named | null };
  marital_status: string;
  bpjs: PayrollBpjsOut;
  earnings: {
    basic_salary: number;
    allowances: { housing: number; meal: number; transport: number; field: number; telephone: number; other: number };
    overtime_hours: number;
    overtime: number;
    yard_bonus: number;
    job_bonus_normal: number;
    job_bonus_complex: number;
    thr: number;
    bonus: number;
    other_income: number;
  };
  /** One-off deductions. */
  deductions: number;
  /** Employee BPJS + PPh 21 + one-off deductions. */
  total_deductions: number;
  /** The December / leaving-month recalculation, null in TER months. */
  annual: { annual_gross: number; biaya_jabatan: number; pension: number; net: number; ptkp: number; pkp: number; tax: number; surcharge: number; withheld: number; this_month: number } | null;
  lines: PayrollLineOut[];
  /** The engine's findings; `openingBalanceMissing` names the months (`detail.months`) no saved month or opening figure covers. */
  warnings: { code: string; detail?: Readonly<Record<string, unknown>> }[];
}

export interface PayrollComponentOut {
  _id: string;
  employee: { _id: string };
  year: number;
  month: number;
  kind: "bonus" | "deduction" | "other_income" | "thr";
  amount: number;
  note: string | null;
  created_at: string;
}

/** `GET /v1/me/payslips`: one of the signed-in person's own items of a saved (or cut-off) run, newest first. */
export interface MyPayslipOut {
  _id: string;
  run: { _id: string; year: number; month: number; status: "saved" | "cut_off" };
  take_home: number;
  gross: number;
  pph21: number;
}

/** `POST /v1/payroll/components/import` with `dry_run`: what the confirmation shows. */
export interface PayrollImportCheckOut {
  components: number;
  employees: number;
  /** Sum of the bonus, other income and THR rows. */
  earnings: number;
  /** Sum of the deduction rows. */
  deductions: number;
}

/** `POST /v1/payroll/components/import`, saved (with the message "dataImported"). */
export interface PayrollImportOut {
  imported: number;
  employees: number;
}

/**
 * `POST /v1/payroll/runs/{id}/payslips/send` (202, the sending started) and `GET` of the same path (the
 * run's latest sending, or null): one "Send to each employee", as it stands (docs/decisions/0028-payroll-runs.md).
 */
export interface PayslipsSentOut {
  _id: string;
  run: { _id: string; year: number; month: number };
  /** "interrupted": its server process stopped before it was done. */
  status: "sending" | "done" | "failed" | "interrupted";
  /** Items of the run gone through, of all of them. */
  progress: { done: number; total: number };
  sent: number;
  skipped: { employee: { _id: string; fullname: string; nickname: string | null }; reason: "noEmail" | "noBirthDate" }[];
  started_at: string;
  finished_at: string | null;
}

/** `POST /v1/payroll/opening-balances/import {dry_run: true}`: what the file would write (docs/payroll-rules.md B14). */
export interface OpeningImportCheckOut {
  rows: number;
  employees: number;
}

/** `POST /v1/payroll/opening-balances/import`: what it wrote. */
export interface OpeningImportOut {
  imported: number;
  employees: number;
}
