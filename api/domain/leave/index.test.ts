import { describe, expect, it } from "vitest";
import { addMonths, balanceOf, countedDays, eligibleFrom, entitlementFor, expiryDay, isEligible, massLeaveDays, type LeaveEmployee, type LeaveRuleTerms } from "./index";

/** Cuti Tahunan: 12 working days a year from 1 January, expiring 31 December, after 12 months of service (UU 13/2003 art. 79). */
const annual: LeaveRuleTerms = {
  distribution: "annual",
  quota_type: "fixed",
  amount: "12",
  distribution_date: "2026-01-01",
  expiration_date: "2026-12-31",
  employment_status: ["pkwtt", "pkwt"],
  min_service_months: 12,
};
const monthly: LeaveRuleTerms = { ...annual, distribution: "monthly", amount: "2", distribution_date: null, expiration_date: null, employment_status: [], min_service_months: 0 };
const veteran: LeaveEmployee = { status: "pkwtt", join_date: "2019-05-02", active: true };

describe("entitlement", () => {
  it("an annual rule grants its amount on the distribution day, nothing before", () => {
    expect(entitlementFor({ ...annual, distribution_date: "2026-03-01" }, veteran, 2026, "2026-02-28")).toEqual({ entitled: 0, grantedFrom: null });
    expect(entitlementFor({ ...annual, distribution_date: "2026-03-01" }, veteran, 2026, "2026-03-01")).toEqual({ entitled: 12, grantedFrom: "2026-03-01" });
    expect(entitlementFor(annual, veteran, 2026, "2026-11-25").entitled).toBe(12);
  });

  it("a monthly rule grants its amount each month so far; a past year counts in full, a future one not at all", () => {
    expect(entitlementFor(monthly, veteran, 2026, "2026-03-31").entitled).toBe(6);
    expect(entitlementFor(monthly, veteran, 2025, "2026-03-31").entitled).toBe(24);
    expect(entitlementFor(monthly, veteran, 2027, "2026-03-31").entitled).toBe(0);
  });

  it("12 months of service first: a joiner of March 2025 gets 12 days × 10/12 from March 2026, in full from 2027", () => {
    const joiner: LeaveEmployee = { status: "pkwt", join_date: "2025-03-10", active: true };
    expect(eligibleFrom(annual, joiner)).toBe("2026-03-10");
    expect(entitlementFor(annual, joiner, 2025, "2026-11-25").entitled).toBe(0);
    expect(entitlementFor(annual, joiner, 2026, "2026-03-09").entitled).toBe(0);
    expect(entitlementFor(annual, joiner, 2026, "2026-03-10")).toEqual({ entitled: 10, grantedFrom: "2026-03-10" });
    expect(entitlementFor(annual, joiner, 2027, "2027-01-01").entitled).toBe(12);
  });

  it("a joiner under a rule without a service minimum: prorated by the months left, rounded down to whole days", () => {
    const rule = { ...annual, amount: "3", min_service_months: 0 };
    const joiner: LeaveEmployee = { status: "pkwtt", join_date: "2026-06-15", active: true };
    expect(entitlementFor(rule, joiner, 2026, "2026-06-15").entitled).toBe(1); // 3 × 7 / 12 = 1.75
    expect(entitlementFor({ ...rule, amount: "12" }, joiner, 2026, "2026-12-01").entitled).toBe(7);
    // Monthly: from the month they join.
    expect(entitlementFor(monthly, joiner, 2026, "2026-06-14").entitled).toBe(0);
    expect(entitlementFor(monthly, joiner, 2026, "2026-08-01")).toEqual({ entitled: 6, grantedFrom: "2026-06-15" });
  });

  it("eligibility by employment status; unlimited quotas and inactive employees get no balance", () => {
    expect(isEligible(annual, { ...veteran, status: "intern" })).toBe(false);
    expect(isEligible({ employment_status: [] }, { ...veteran, status: "intern" })).toBe(true);
    expect(entitlementFor(annual, { ...veteran, status: "freelance" }, 2026, "2026-11-25").entitled).toBe(0);
    expect(entitlementFor(annual, { ...veteran, active: false }, 2026, "2026-11-25").entitled).toBe(0);
    expect(entitlementFor({ ...annual, quota_type: "unlimited", amount: null }, veteran, 2026, "2026-11-25").entitled).toBe(0);
  });

  it("an unknown join date counts as served; months add to the month's last day", () => {
    expect(entitlementFor(annual, { ...veteran, join_date: null }, 2026, "2026-01-01").entitled).toBe(12);
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonths("2025-11-15", 3)).toBe("2026-02-15");
  });
});

describe("expiry and remaining", () => {
  it("the expiry day is the expiration's month and day in the balance's year, or the next when it comes before the grant", () => {
    expect(expiryDay(annual, 2026)).toBe("2026-12-31");
    expect(expiryDay({ ...annual, distribution_date: "2026-07-01", expiration_date: "2026-06-30" }, 2026)).toBe("2027-06-30");
    expect(expiryDay(monthly, 2026)).toBeNull();
  });

  it("remaining = entitled + adjustment − used − mass leave; once past the expiry day what was left expired", () => {
    expect(balanceOf({ entitled: 12, used: 4, adjustment: 1, mass_leave: 2 }, "2026-12-31", "2026-12-31")).toEqual({ expired: 0, remaining: 7 });
    expect(balanceOf({ entitled: 12, used: 4, adjustment: 1, mass_leave: 2 }, "2026-12-31", "2027-01-01")).toEqual({ expired: 7, remaining: 0 });
    expect(balanceOf({ entitled: 2, used: 3, adjustment: 0 }, null, "2026-11-24")).toEqual({ expired: 0, remaining: -1 });
  });
});

describe("working days and mass leave", () => {
  // Thursday 2026-12-03 to Wednesday 2026-12-09; Friday the 4th a holiday.
  const holiday = new Set(["2026-12-04"]);
  it("a 5-day week skips Saturday and Sunday and holidays; a 6-day week works Saturday", () => {
    expect(countedDays("2026-12-03", "2026-12-09", "work_day", 5, holiday)).toHaveLength(4);
    expect(countedDays("2026-12-03", "2026-12-09", "work_day", 6, holiday)).toHaveLength(5);
    expect(countedDays("2026-12-03", "2026-12-09", "calendar_day", 5, holiday)).toHaveLength(7);
  });

  it("mass leave takes its working days from the balance, from the first grant on, not twice for an overlap", () => {
    // Cuti bersama Thu 24 – Mon 28 December 2026, 25 December the national holiday.
    const cuti = [{ start: "2026-12-24", end: "2026-12-28" }, { start: "2026-12-28", end: "2026-12-28" }];
    const christmas = new Set(["2026-12-25"]);
    expect(massLeaveDays(cuti, 2026, "2026-01-01", 5, christmas)).toBe(2); // 24th and 28th
    expect(massLeaveDays(cuti, 2026, "2026-01-01", 6, christmas)).toBe(3); // and Saturday the 26th
    expect(massLeaveDays(cuti, 2026, "2026-12-26", 5, christmas)).toBe(1);
    expect(massLeaveDays(cuti, 2026, null, 5, christmas)).toBe(0);
  });
});
