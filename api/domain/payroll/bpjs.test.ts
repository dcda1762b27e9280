import { describe, expect, it } from "vitest";
import { calculateBpjs, type BpjsInput } from "./bpjs";
import { pct } from "./money";
import { ratesFor } from "./rates";

const base: BpjsInput = {
  wage: 10_000_000,
  jkkRate: pct("0.24"),
  tkRegistered: true,
  ksRegistered: true,
  additionalFamilyMembers: 0,
};

describe("JP cap before and after 1 March 2026", () => {
  it.each([
    { year: 2026, month: 2, wage: 15_000_000, employee: 105_474, employer: 210_948 },
    { year: 2026, month: 3, wage: 15_000_000, employee: 110_863, employer: 221_726 },
    { year: 2025, month: 2, wage: 15_000_000, employee: 100_423, employer: 200_846 },
    { year: 2025, month: 3, wage: 15_000_000, employee: 105_474, employer: 210_948 },
    // Between the two caps: capped in February, not in March.
    { year: 2026, month: 2, wage: 11_000_000, employee: 105_474, employer: 210_948 },
    { year: 2026, month: 3, wage: 11_000_000, employee: 110_000, employer: 220_000 },
    // Below both caps.
    { year: 2026, month: 2, wage: 8_000_000, employee: 80_000, employer: 160_000 },
  ])("$year-$month, wage $wage → employee $employee, employer $employer", ({ year, month, wage, employee, employer }) => {
    const r = calculateBpjs({ ...base, wage }, ratesFor(year, month));
    expect(r.jpEmployee).toBe(employee);
    expect(r.jpEmployer).toBe(employer);
  });
});

describe("JHT, JKK, JKM: no cap", () => {
  it("20 M wage", () => {
    const r = calculateBpjs({ ...base, wage: 20_000_000, jkkRate: pct("0.54") }, ratesFor(2026, 3));
    expect(r).toMatchObject({ jhtEmployee: 400_000, jhtEmployer: 740_000, jkk: 108_000, jkm: 60_000 });
  });
  it("rounds each part to the nearest rupiah, halves up", () => {
    const rates = ratesFor(2026, 3);
    expect(calculateBpjs({ ...base, wage: 10_000_025 }, rates).jhtEmployee).toBe(200_001); // 200,000.5
    expect(calculateBpjs({ ...base, wage: 10_000_050 }, rates).jkk).toBe(24_000); // 24,000.12
    expect(calculateBpjs({ ...base, wage: 10_000_250 }, rates).jkm).toBe(30_001); // 30,000.75
    expect(calculateBpjs({ ...base, wage: 10_000_010 }, rates).jhtEmployer).toBe(370_000); // 370,000.37
  });
});

describe("BPJS Kesehatan cap and floor", () => {
  const rates = ratesFor(2026, 3);
  it.each([
    { name: "cap: 20 M", wage: 20_000_000, umk: 5_396_761, ump: undefined, base: 12_000_000, employer: 480_000, employee: 120_000 },
    { name: "exactly the cap", wage: 12_000_000, umk: undefined, ump: undefined, base: 12_000_000, employer: 480_000, employee: 120_000 },
    { name: "between floor and cap", wage: 7_000_000, umk: 5_396_761, ump: undefined, base: 7_000_000, employer: 280_000, employee: 70_000 },
    // 5,396,761 × 4 % = 215,870.44; × 1 % = 53,967.61
    { name: "floor: below the UMK", wage: 4_000_000, umk: 5_396_761, ump: 3_500_000, base: 5_396_761, employer: 215_870, employee: 53_968 },
    { name: "floor: UMP when no UMK", wage: 3_000_000, umk: undefined, ump: 3_500_000, base: 3_500_000, employer: 140_000, employee: 35_000 },
    { name: "floor: UMK 0 means not set", wage: 3_000_000, umk: 0, ump: 3_500_000, base: 3_500_000, employer: 140_000, employee: 35_000 },
    { name: "no floor given", wage: 3_000_000, umk: undefined, ump: undefined, base: 3_000_000, employer: 120_000, employee: 30_000 },
    { name: "zero wage with a UMK", wage: 0, umk: 5_000_000, ump: undefined, base: 5_000_000, employer: 200_000, employee: 50_000 },
  ])("$name", ({ wage, umk, ump, base: ksBase, employer, employee }) => {
    const r = calculateBpjs({ ...base, wage, umk, ump }, rates);
    expect(r.ksBase).toBe(ksBase);
    expect(r.ksEmployer).toBe(employer);
    expect(r.ksEmployee).toBe(employee);
  });

  it("additional family members: 1 % each of the same (capped) base, paid by the worker", () => {
    expect(calculateBpjs({ ...base, wage: 20_000_000, additionalFamilyMembers: 2 }, rates).ksAdditional).toBe(240_000);
    expect(calculateBpjs({ ...base, wage: 8_000_000, additionalFamilyMembers: 3 }, rates).ksAdditional).toBe(240_000);
    expect(calculateBpjs({ ...base, wage: 4_000_000, umk: 5_396_761, additionalFamilyMembers: 1 }, rates).ksAdditional).toBe(53_968);
  });
});

describe("registration", () => {
  const rates = ratesFor(2026, 3);
  it("not registered for TK: no JHT, JP, JKK, JKM", () => {
    const r = calculateBpjs({ ...base, tkRegistered: false }, rates);
    expect([r.jhtEmployee, r.jhtEmployer, r.jpEmployee, r.jpEmployer, r.jkk, r.jkm]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(r.ksEmployer).toBe(400_000);
  });
  it("not registered for KS: no Kesehatan, no additional members", () => {
    const r = calculateBpjs({ ...base, ksRegistered: false, additionalFamilyMembers: 2 }, rates);
    expect([r.ksEmployee, r.ksEmployer, r.ksAdditional]).toEqual([0, 0, 0]);
    expect(r.jhtEmployee).toBe(200_000);
  });
});
