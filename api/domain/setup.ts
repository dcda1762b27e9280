/**
 * A company's setup steps (docs/decisions/0050-a-new-company-s-first-day.md): each step is done or not by
 * what the company's data holds, read by the caller (api/companies/setup.ts) as the facts below — nothing
 * is stored as "done". Each step links to the screen of the menu where it is filled in.
 *
 * Pure: no framework, no database; "today" is an argument (the company's own day, docs/decisions/0034).
 */
import { menuEntry, type MenuId } from "../../contract/navigation";
import { SETUP_STEPS, type CompanySetup, type SetupStep, type SetupStepKey } from "../../contract/responses/setup";

/** What the company's data says, each a yes or no (or a month), as one query reads it. */
export interface SetupFacts {
  /** The company's today, "YYYY-MM-DD": the year of the holidays and of the opening figures. */
  today: string;
  /** Company information and tax: NPWP, NITKU, the tax person (one of its employees) and an active digital signature. */
  npwp: boolean;
  nitku: boolean;
  taxPerson: boolean;
  signature: boolean;
  /** BPJS Ketenagakerjaan: the registration number and the JKK rate. */
  bpjsNumber: boolean;
  jkkRate: boolean;
  location: boolean;
  department: boolean;
  /** A shift one works (not an off day), and an attendance group. */
  shift: boolean;
  attendanceGroup: boolean;
  leaveRule: boolean;
  /** National holidays (not cuti bersama alone) in today's year. */
  nationalHolidaysThisYear: boolean;
  /** An active employee who is not one of the company's admin or sub admin accounts (they may be employees too). */
  employee: boolean;
  approvalFlow: boolean;
  /** A payroll month saved or cut off, in any year. */
  savedRun: boolean;
  /** The first month of today's year saved or cut off; null: none this year. */
  firstSavedMonthThisYear: number | null;
  /** Opening figures (payroll_opening_balances) of today's year for anyone. */
  openingBalancesThisYear: boolean;
  /** The earliest join date of the active payroll employees ("YYYY-MM-DD"); null: none has one. */
  earliestJoin: string | null;
  /** Whether an active payroll employee has no join date (counted as employed all along, as leave does: decision 0030). */
  unknownJoin: boolean;
}

/** Where each step is filled in: a menu address (contract/navigation.ts) and, on a screen of tabs, the tab. */
const WHERE: Record<SetupStepKey, { menu: MenuId; tab?: string }> = {
  company_tax: { menu: "company-info", tab: "tax" },
  bpjs: { menu: "company-info", tab: "tax" },
  organization: { menu: "employee-organization", tab: "locations" },
  attendance: { menu: "attendance-group" },
  leave_rules: { menu: "rules" },
  holidays: { menu: "mass-leave" },
  employees: { menu: "active-employees" },
  approval_flows: { menu: "approval-flow" },
  payroll_month: { menu: "payroll-run" },
  opening_balances: { menu: "opening-balances" },
};

export function setupHref(key: SetupStepKey): string {
  const { menu, tab } = WHERE[key];
  const entry = menuEntry(menu);
  if (!entry) throw new Error(`setup step ${key}: no menu entry ${menu}`);
  return `/dashboard/${entry.path}${tab ? `?tab=${encodeURIComponent(tab)}` : ""}`;
}

/**
 * Whether opening figures are a step: the year did not start here. That is when the company's first saved
 * month of today's year is after January, or — nothing saved here yet at all — today is past January, so
 * the year's first months were paid elsewhere (docs/payroll-rules.md B14); and someone on the payroll was
 * employed before that month (a company founded mid-year has nobody to enter figures for).
 */
export function needsOpeningFigures(facts: Pick<SetupFacts, "today" | "savedRun" | "firstSavedMonthThisYear" | "earliestJoin" | "unknownJoin">): boolean {
  const first = facts.firstSavedMonthThisYear ?? (facts.savedRun ? 1 : Number(facts.today.slice(5, 7)));
  if (first <= 1) return false;
  const start = `${facts.today.slice(0, 4)}-${String(first).padStart(2, "0")}-01`;
  return facts.unknownJoin || (facts.earliestJoin !== null && facts.earliestJoin < start);
}

/** The steps in their order (contract/responses/setup.ts SETUP_STEPS), each done or not, and the tally. */
export function setupOf(facts: SetupFacts): CompanySetup {
  const done: Record<SetupStepKey, boolean> = {
    company_tax: facts.npwp && facts.nitku && facts.taxPerson && facts.signature,
    bpjs: facts.bpjsNumber && facts.jkkRate,
    organization: facts.location && facts.department,
    attendance: facts.shift && facts.attendanceGroup,
    leave_rules: facts.leaveRule,
    holidays: facts.nationalHolidaysThisYear,
    employees: facts.employee,
    approval_flows: facts.approvalFlow,
    payroll_month: facts.savedRun,
    opening_balances: facts.openingBalancesThisYear,
  };
  const keys = SETUP_STEPS.filter((key) => key !== "opening_balances" || needsOpeningFigures(facts));
  const steps: SetupStep[] = keys.map((key) => ({ key, done: done[key], href: setupHref(key) }));
  const count = steps.filter((step) => step.done).length;
  return { steps, done: count, total: steps.length, complete: count === steps.length };
}
