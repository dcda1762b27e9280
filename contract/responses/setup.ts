/**
 * `GET /v1/company/setup`: the steps of a new company's first day and whether each is done, counted from
 * the company's data (nothing is marked done by hand), each with the dashboard address where it is filled in
 * (docs/decisions/0050-a-new-company-s-first-day.md). Pure data: no zod, so a page may import the keys.
 */

/** The steps, in the order the home lists them. `opening_balances` is a step only in some years (see the decision). */
export const SETUP_STEPS = [
  "company_tax",
  "bpjs",
  "organization",
  "attendance",
  "leave_rules",
  "holidays",
  "employees",
  "approval_flows",
  "payroll_month",
  "opening_balances",
] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

export interface SetupStep {
  /** Stable: the texts and the tests name a step by it. */
  key: SetupStepKey;
  done: boolean;
  /** Where the step is filled in: a dashboard address of the menu (contract/navigation.ts), maybe with its tab. */
  href: string;
}

export interface CompanySetup {
  steps: SetupStep[];
  /** How many of `steps` are done, of `total` (= steps.length). */
  done: number;
  total: number;
  /** Every step done: the home shows no "Setting up" any more. */
  complete: boolean;
}
