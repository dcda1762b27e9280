import { describe, expect, it } from "vitest";
import { SETUP_STEPS } from "../../contract/responses/setup";
import { needsOpeningFigures, setupHref, setupOf, type SetupFacts } from "./setup";

/** A company the day it is created with its defaults (docs/decisions/0050): shifts, a group, leave rules and holidays. */
const NEW: SetupFacts = {
  today: "2026-03-10",
  npwp: false,
  nitku: false,
  taxPerson: false,
  signature: false,
  bpjsNumber: false,
  jkkRate: false,
  location: false,
  department: false,
  shift: true,
  attendanceGroup: true,
  leaveRule: true,
  nationalHolidaysThisYear: true,
  employee: false,
  approvalFlow: false,
  savedRun: false,
  firstSavedMonthThisYear: null,
  openingBalancesThisYear: false,
  earliestJoin: null,
  unknownJoin: false,
};
const DONE: SetupFacts = {
  ...NEW,
  npwp: true,
  nitku: true,
  taxPerson: true,
  signature: true,
  bpjsNumber: true,
  jkkRate: true,
  location: true,
  department: true,
  employee: true,
  approvalFlow: true,
  savedRun: true,
  firstSavedMonthThisYear: 1,
};

const stateOf = (facts: SetupFacts) => Object.fromEntries(setupOf(facts).steps.map((step) => [step.key, step.done]));

describe("a company's setup steps", () => {
  it("a new company with its defaults: attendance, leave rules and holidays done, the rest not", () => {
    const setup = setupOf({ ...NEW, earliestJoin: "2020-01-01" });
    expect(setup.steps.map((step) => step.key)).toEqual(SETUP_STEPS);
    expect(stateOf({ ...NEW, earliestJoin: "2020-01-01" })).toEqual({
      company_tax: false,
      bpjs: false,
      organization: false,
      attendance: true,
      leave_rules: true,
      holidays: true,
      employees: false,
      approval_flows: false,
      payroll_month: false,
      opening_balances: false,
    });
    expect(setup).toMatchObject({ done: 3, total: 10, complete: false });
  });

  it.each([
    ["company_tax", { nitku: false }],
    ["company_tax", { taxPerson: false }],
    ["company_tax", { signature: false }],
    ["bpjs", { jkkRate: false }],
    ["bpjs", { bpjsNumber: false }],
    ["organization", { department: false }],
    ["organization", { location: false }],
    ["attendance", { attendanceGroup: false }],
    ["attendance", { shift: false }],
    ["holidays", { nationalHolidaysThisYear: false }],
  ] as const)("%s needs every part: not done with %o", (key, missing) => {
    expect(stateOf({ ...DONE, ...missing })[key]).toBe(false);
    expect(stateOf(DONE)[key]).toBe(true);
  });

  it("complete when every step is done; the year began here, so no opening figures", () => {
    expect(setupOf(DONE)).toMatchObject({ done: 9, total: 9, complete: true });
    expect(setupOf(DONE).steps.some((step) => step.key === "opening_balances")).toBe(false);
  });

  it("links each step to its menu address, with the tab where a screen has tabs", () => {
    expect(setupHref("company_tax")).toBe("/dashboard/portal/company-info?tab=tax");
    expect(setupHref("organization")).toBe("/dashboard/organization/employee-organization?tab=locations");
    expect(setupHref("attendance")).toBe("/dashboard/attendance/attendance-group");
    expect(setupHref("leave_rules")).toBe("/dashboard/leave/rules");
    expect(setupHref("holidays")).toBe("/dashboard/leave/mass-leave");
    expect(setupHref("employees")).toBe("/dashboard/employees/active-employees");
    expect(setupHref("approval_flows")).toBe("/dashboard/approval/approval-flow");
    expect(setupHref("payroll_month")).toBe("/dashboard/payroll/run");
    expect(setupHref("opening_balances")).toBe("/dashboard/payroll/opening-balances");
  });
});

describe("opening figures are a step when the year did not start here and someone was employed before", () => {
  const joined = { earliestJoin: "2020-05-01", unknownJoin: false };
  it.each([
    { today: "2026-01-20", savedRun: false, first: null, needed: false, why: "January, nothing saved: the year starts here" },
    { today: "2026-02-01", savedRun: false, first: null, needed: true, why: "past January, nothing saved yet" },
    { today: "2026-12-31", savedRun: false, first: null, needed: true, why: "December, nothing saved yet" },
    { today: "2026-06-15", savedRun: true, first: 1, needed: false, why: "January saved here" },
    { today: "2026-06-15", savedRun: true, first: 4, needed: true, why: "the first saved month is April" },
    { today: "2026-01-05", savedRun: true, first: 2, needed: true, why: "a later month saved first, whatever today is" },
    { today: "2026-03-01", savedRun: true, first: null, needed: false, why: "last year was saved here, this year's months not yet" },
  ])("$why → $needed", ({ today, savedRun, first, needed }) => {
    expect(needsOpeningFigures({ today, savedRun, firstSavedMonthThisYear: first, ...joined })).toBe(needed);
  });

  it.each([
    { earliestJoin: null, unknownJoin: false, needed: false, why: "nobody on the payroll yet" },
    { earliestJoin: "2026-04-01", unknownJoin: false, needed: false, why: "everyone joined in the first saved month (a company founded then)" },
    { earliestJoin: "2026-03-31", unknownJoin: false, needed: true, why: "someone joined the day before it" },
    { earliestJoin: "2026-04-10", unknownJoin: true, needed: true, why: "someone's join date is unknown" },
  ])("April saved first: $why → $needed", ({ earliestJoin, unknownJoin, needed }) => {
    expect(needsOpeningFigures({ today: "2026-06-15", savedRun: true, firstSavedMonthThisYear: 4, earliestJoin, unknownJoin })).toBe(needed);
  });

  it("a new company without employees has no opening figures to enter, whatever the month", () => {
    expect(setupOf({ ...NEW, today: "2026-09-01" }).steps.some((step) => step.key === "opening_balances")).toBe(false);
  });

  it("done once the year has opening figures", () => {
    const late = { ...DONE, firstSavedMonthThisYear: 4, earliestJoin: "2019-01-01" };
    expect(stateOf(late).opening_balances).toBe(false);
    expect(setupOf(late)).toMatchObject({ done: 9, total: 10, complete: false });
    expect(setupOf({ ...late, openingBalancesThisYear: true })).toMatchObject({ done: 10, total: 10, complete: true });
  });
});
