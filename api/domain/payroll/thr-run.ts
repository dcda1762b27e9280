/**
 * A THR run's rules, pure (docs/payroll-rules.md B9 "The THR run", docs/decisions/0037-thr-runs.md): who is
 * in the run of a holiday, each one's THR and why, the holiday's date in the company's calendar, and the
 * pay date's deadline. The caller reads the employees, the calendar and the settings, and saves the items.
 *
 * - The holiday: in "religion" mode each employee's is their religion's (Islam → Idul Fitri, Christian and
 *   Catholic → Natal, Hindu → Nyepi, Buddhist → Waisak, Confucian → Imlek), read from the religion list's
 *   code and, for a list of the company's own, its name; an employee without one the run can read is
 *   in the Idul Fitri run, with a warning. In "company" mode everyone is in the run of the holiday chosen.
 * - Service is counted to the holiday, or to an earlier end of employment (`calculateThr`).
 * - The end of employment: the resign date; without one, the end of a contract that falls in the 30
 *   days before the holiday (an end of contract further back counts as renewed, as in the payroll run).
 *   Someone whose employment ended more than 30 days before the holiday is not in the run; within those
 *   days a permanent (PKWTT) employee keeps the THR (Pasal 7(1)), and a fixed-term (PKWT) one whose
 *   contract ends there is excluded when the company says so (Pasal 7(3); the setting is on by default).
 * - Once a year (Pasal 5(2)): an employee paid a THR in another run of the year gets none in this one.
 * - Paid at the latest 7 days before the holiday (Pasal 5(4)); a later pay date is a warning of the run.
 */
import type { ThrHoliday, ThrHolidayMode, ThrMethod, ThrRule } from "../../../contract/thr";
import { epochDay, formatDate, fromEpochDay, parseDate, periodEnd, periodStart } from "./dates";
import { THR_PERMENAKER_6_2016, type ThrRules } from "./rates";
import { isInRun } from "./run";
import { calculateThr } from "./thr";
import type { PayrollWarning } from "./types";

/** The holidays' names on the payslip's THR line ("THR: Idul Fitri 2026") and in messages: proper names, the same in both languages. */
export const THR_HOLIDAY_NAMES: Readonly<Record<ThrHoliday, string>> = { idul_fitri: "Idul Fitri", natal: "Natal", nyepi: "Nyepi", waisak: "Waisak", imlek: "Imlek" };

/** A religion as the company's reference list holds it. */
export interface ThrReligion {
  code: string | null;
  name: string | null;
}

/** The religions of the demo's list (api/db/seed.ts) by code. */
const HOLIDAY_BY_CODE: Readonly<Record<string, ThrHoliday>> = { ISL: "idul_fitri", KRP: "natal", KAT: "natal", HIN: "nyepi", BUD: "waisak", KHC: "imlek" };
/** A list of the company's own, by name (Indonesian or English). */
const HOLIDAY_BY_NAME: readonly (readonly [RegExp, ThrHoliday])[] = [
  [/islam|muslim/i, "idul_fitri"],
  [/kristen|protestan|katolik|katholik|christian|catholic/i, "natal"],
  [/hindu/i, "nyepi"],
  [/budd?ha|buddhis/i, "waisak"],
  [/kong\s*hu\s*cu|khonghucu|confucian/i, "imlek"],
];

/** The holiday of a religion; null when the run cannot tell. */
export function religionHoliday(religion: ThrReligion | null): ThrHoliday | null {
  if (!religion) return null;
  const code = religion.code?.trim().toUpperCase();
  if (code && Object.hasOwn(HOLIDAY_BY_CODE, code)) return HOLIDAY_BY_CODE[code];
  const name = religion.name ?? "";
  return HOLIDAY_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** Each holiday's name in the calendar: the decree's (api/domain/attendance/holidays.ts) or an English one. */
const HOLIDAY_NAMES: Readonly<Record<ThrHoliday, RegExp>> = {
  idul_fitri: /idul\s*fitri|lebaran|eid al-fitr/i,
  natal: /\bnatal\b|christmas/i,
  nyepi: /nyepi/i,
  waisak: /waisak|vesak/i,
  imlek: /imlek|chinese new year/i,
};

/** The holiday's first day in the year, from the company's national holidays (name, first day); null when it has none. */
export function holidayDate(holiday: ThrHoliday, year: number, rows: readonly { name: string; start_date: string }[]): string | null {
  const days = rows
    .filter((row) => row.start_date.startsWith(`${year}-`) && HOLIDAY_NAMES[holiday].test(row.name))
    .map((row) => row.start_date)
    .sort();
  return days[0] ?? null;
}

const addDays = (date: string, days: number) => formatDate(fromEpochDay(epochDay(parseDate(date)!) + days));

/** The last day the THR is paid on time: 7 days before the holiday. */
export function payDeadline(holidayDate: string, rules: ThrRules = THR_PERMENAKER_6_2016): string {
  return addDays(holidayDate, -rules.payDaysBefore);
}

/** The pay date when none is given: the deadline, moved into the pay month when it falls outside it. */
export function defaultPayDate(year: number, payMonth: number, holidayDate: string, rules: ThrRules = THR_PERMENAKER_6_2016): string {
  const deadline = payDeadline(holidayDate, rules);
  const first = formatDate(periodStart({ year, month: payMonth }));
  const last = formatDate(periodEnd({ year, month: payMonth }));
  return deadline < first ? first : deadline > last ? last : deadline;
}

/** The employee as the THR run reads them (employees table; the wage is basic + the six allowances). */
export interface ThrEmployee {
  id: string;
  /** Employment status (EMPLOYMENT_STATUSES): "pkwt" is a fixed-term contract. */
  status: string;
  payroll_active: boolean;
  join_date: string | null;
  resign_date: string | null;
  end_of_contract: string | null;
  religion: ThrReligion | null;
  /** One month's wage: basic salary + fixed allowances (Permenaker 6/2016 Pasal 3(2)). */
  wage: number;
}

export interface ThrSettingsInput {
  method: ThrMethod;
  excludeEndingPkwt: boolean;
  holidayMode: ThrHolidayMode;
}

/** The end of employment the run counts with: the resign date, else a contract ending in the 30 days before the holiday. */
export function thrEndDate(employee: Pick<ThrEmployee, "resign_date" | "end_of_contract">, holidayDate: string, rules: ThrRules = THR_PERMENAKER_6_2016): string | null {
  if (employee.resign_date) return employee.resign_date;
  const contract = employee.end_of_contract;
  return contract && contract >= addDays(holidayDate, -rules.contractEndWindowDays) && contract < holidayDate ? contract : null;
}

/**
 * Whether the employee is in the run of `holiday`: payroll-active, joined by the holiday, employed within
 * 30 days before it, and (religion mode) of a religion whose holiday it is — or of none the run can read,
 * for Idul Fitri's.
 */
export function inThrRun(employee: ThrEmployee, holiday: ThrHoliday, holidayDate: string, settings: Pick<ThrSettingsInput, "holidayMode">, rules: ThrRules = THR_PERMENAKER_6_2016): boolean {
  if (!employee.payroll_active) return false;
  if (employee.join_date && employee.join_date > holidayDate) return false;
  const end = thrEndDate(employee, holidayDate, rules);
  if (end && end < addDays(holidayDate, -rules.contractEndWindowDays)) return false;
  return settings.holidayMode === "company" || (religionHoliday(employee.religion) ?? "idul_fitri") === holiday;
}

export interface ThrItemInput {
  employee: ThrEmployee;
  holidayDate: string;
  settings: ThrSettingsInput;
  /** The year and month the THR is paid in (the payroll it goes into). */
  payYear: number;
  payMonth: number;
  /** The employee was paid a THR in another run of the same year. */
  paidThisYear: boolean;
}

export interface ThrItemResult {
  rule: ThrRule;
  /** The date service was counted to: the holiday, or the earlier end of employment. */
  asOf: string;
  end_date: string | null;
  months_of_service: number;
  days_of_service: number;
  wage: number;
  amount: number;
  warnings: PayrollWarning[];
}

/** One employee's THR in the run (the employee is in it: `inThrRun`). */
export function thrItem(input: ThrItemInput, rules: ThrRules = THR_PERMENAKER_6_2016): ThrItemResult {
  const { employee, holidayDate, settings } = input;
  const warnings: PayrollWarning[] = [];
  const end = thrEndDate(employee, holidayDate, rules);
  const asOf = end && end < holidayDate ? end : holidayDate;
  if (settings.holidayMode === "religion" && !religionHoliday(employee.religion)) warnings.push({ code: "thr.unknown_religion" });
  if (!employee.join_date) warnings.push({ code: "thr.no_join_date" });
  if (employee.wage <= 0) warnings.push({ code: "thr.no_wage" });
  const thr = calculateThr({ joinDate: employee.join_date ?? "", asOfDate: asOf, monthlyWage: employee.wage, method: settings.method }, rules);
  const endingPkwt = employee.status === "pkwt" && end !== null && end < holidayDate;
  let rule: ThrRule = thr.rule;
  if (thr.eligible && endingPkwt && settings.excludeEndingPkwt) rule = "contract_ended";
  else if (thr.eligible && input.paidThisYear) rule = "paid_this_year";
  const amount = rule === "full" || rule === "prorated" ? thr.amount : 0;
  if (amount > 0 && !isInRun(employee, input.payYear, input.payMonth)) warnings.push({ code: "thr.not_in_pay_month" });
  return { rule, asOf, end_date: end, months_of_service: thr.monthsOfService, days_of_service: thr.daysOfService, wage: thr.monthlyWage, amount, warnings };
}
