import { describe, expect, it } from "vitest";
import { employeeBpjs, serviceYears, yearsBetween } from "./employees";
import { ratesFor } from "./payroll/index";

describe("age", () => {
  it.each([
    { birth: "1990-05-17", on: "2026-05-16", age: 35 },
    { birth: "1990-05-17", on: "2026-05-17", age: 36 },
    { birth: "2000-02-29", on: "2025-02-28", age: 24 },
    { birth: "2000-02-29", on: "2025-03-01", age: 25 },
    { birth: "2030-01-01", on: "2026-01-01", age: 0 },
  ])("born $birth is $age on $on", ({ birth, on, age }) => expect(yearsBetween(birth, on)).toBe(age));
  it("is empty without a birth date", () => expect(yearsBetween(null, "2026-01-01")).toBeNull());
});

describe("length of service", () => {
  it.each([
    { join: "2020-01-01", until: "2025-07-01", years: 5.4 },
    { join: "2020-01-01", until: "2021-01-01", years: 1 },
    { join: "2026-11-01", until: "2026-11-21", years: 0 },
    { join: "2026-12-01", until: "2026-11-21", years: 0 },
  ])("$join → $until is $years years", ({ join, until, years }) => expect(serviceYears(join, until)).toBe(years));
});

describe("the BPJS section's amounts (November 2026: JP cap 11,086,300; KS cap 12,000,000)", () => {
  const rates = ratesFor(2026, 11);
  const company = { jkk: 0.24, umk: 5_729_876, ump: 5_396_761 };
  const registered = { bpjs_tk_registered: true, bpjs_ks_registered: true };

  it("below the caps: on basic salary plus allowances", () => {
    expect(employeeBpjs({ ...registered, basic_salary: "5000000", allowance_meal: "1000000" }, company, rates)).toEqual({
      jkk_percentage: 0.24,
      bpjs_tk_jht: 120_000,
      bpjs_tk_jp: 60_000,
      bpjs_jkk: 14_400,
      bpjs_jkm: 18_000,
      bpjs_ks: 60_000,
    });
  });

  it.each([
    { wage: 11_086_300, jp: 110_863 },
    { wage: 11_086_301, jp: 110_863 },
    { wage: 11_086_299, jp: 110_863 },
    { wage: 30_000_000, jp: 110_863 },
  ])("JP stops at the cap: wage $wage → $jp", ({ wage, jp }) => {
    expect(employeeBpjs({ ...registered, bpjs_tk_salary: wage }, company, rates).bpjs_tk_jp).toBe(jp);
  });

  it("Kesehatan: floored at the UMK, capped at 12,000,000, plus 1 % per additional member", () => {
    expect(employeeBpjs({ ...registered, basic_salary: 4_000_000 }, company, rates).bpjs_ks).toBe(57_299);
    expect(employeeBpjs({ ...registered, bpjs_ks_salary: 12_000_000 }, company, rates).bpjs_ks).toBe(120_000);
    expect(employeeBpjs({ ...registered, basic_salary: 20_000_000, additional_family_member: true, total_additional_family: 2 }, company, rates).bpjs_ks).toBe(360_000);
    // Members count only while "additional family member" is on.
    expect(employeeBpjs({ ...registered, basic_salary: 20_000_000, total_additional_family: 2 }, company, rates).bpjs_ks).toBe(120_000);
  });

  it("nothing for an employee registered with neither", () => {
    const none = employeeBpjs({ basic_salary: 9_000_000 }, company, rates);
    expect([none.bpjs_tk_jht, none.bpjs_tk_jp, none.bpjs_jkk, none.bpjs_jkm, none.bpjs_ks]).toEqual([0, 0, 0, 0, 0]);
  });
});
