/**
 * BPJS Ketenagakerjaan (JHT, JP, JKK, JKM) and BPJS Kesehatan contributions for one month.
 *
 * Rounding: each contribution is rounded to the nearest rupiah, halves up (docs/payroll-rules.md is
 * silent; BPJS bills in whole rupiah and common payroll practice rounds each part separately). At the
 * published caps every part is exact (1 % of 11,086,300 = 110,863).
 *
 * Wage base = basic salary + fixed allowances (PP 44/45/46/2015, Perpres 82/2018 Pasal 32):
 * - JHT, JKK, JKM: no cap, no floor.
 * - JP: capped at the period's JP wage cap.
 * - Kesehatan: floored at the UMK (or the UMP where no UMK is given), then capped at Rp12,000,000;
 *   the additional-family-member contribution (1 % per person) uses the same base.
 * JKP costs nothing to employer or employee and is not computed.
 */
import { applyRate, count, rupiah, type Ppm } from "./money";
import type { RatesInForce } from "./rates";

export interface BpjsInput {
  /** Basic salary + fixed allowances for the month (the contractual monthly amount), or the wage declared to BPJS. */
  wage: number;
  /** The wage declared to BPJS Kesehatan when it differs from `wage`; floored and capped as `wage` would be. */
  ksWage?: number;
  /** The company's JKK rate (ppm), by its risk class or relief. */
  jkkRate: Ppm;
  tkRegistered: boolean;
  ksRegistered: boolean;
  additionalFamilyMembers: number;
  /** Regency/city minimum wage; the Kesehatan floor when set (> 0). */
  umk?: number;
  /** Provincial minimum wage; the Kesehatan floor when no UMK is set. */
  ump?: number;
}

export interface BpjsContributions {
  jhtEmployee: number;
  jhtEmployer: number;
  jpEmployee: number;
  jpEmployer: number;
  jkk: number;
  jkm: number;
  ksEmployee: number;
  ksEmployer: number;
  ksAdditional: number;
}

export interface BpjsResult extends BpjsContributions {
  wage: number;
  jpBase: number;
  jpCap: number;
  ksBase: number;
  ksCap: number;
  ksFloor: number | null;
  ksFloorSource: "umk" | "ump" | null;
  additionalFamilyMembers: number;
}

export const ZERO_CONTRIBUTIONS: BpjsContributions = {
  jhtEmployee: 0,
  jhtEmployer: 0,
  jpEmployee: 0,
  jpEmployer: 0,
  jkk: 0,
  jkm: 0,
  ksEmployee: 0,
  ksEmployer: 0,
  ksAdditional: 0,
};

/** The Kesehatan floor: the UMK when given (> 0), else the UMP when given, else none. */
export function kesehatanFloor(umk: number | undefined, ump: number | undefined): { floor: number | null; source: "umk" | "ump" | null } {
  const u = rupiah(umk);
  if (u > 0) return { floor: u, source: "umk" };
  const p = rupiah(ump);
  if (p > 0) return { floor: p, source: "ump" };
  return { floor: null, source: null };
}

export function calculateBpjs(input: BpjsInput, rates: RatesInForce): BpjsResult {
  const wage = Math.max(0, rupiah(input.wage));
  const jkkRate = Math.max(0, Math.round(input.jkkRate));
  const members = count(input.additionalFamilyMembers);

  const jpCap = rates.jp.wageCap;
  const jpBase = Math.min(wage, jpCap);
  const ksCap = rates.kesehatan.wageCap;
  const { floor, source } = kesehatanFloor(input.umk, input.ump);
  const ksWage = input.ksWage === undefined ? wage : Math.max(0, rupiah(input.ksWage));
  const ksBase = Math.min(ksCap, Math.max(ksWage, floor ?? 0));

  const result: BpjsResult = {
    ...ZERO_CONTRIBUTIONS,
    wage,
    jpBase,
    jpCap,
    ksBase,
    ksCap,
    ksFloor: floor,
    ksFloorSource: source,
    additionalFamilyMembers: members,
  };

  if (input.tkRegistered) {
    result.jhtEmployee = applyRate(wage, rates.jht.employee, "half_up");
    result.jhtEmployer = applyRate(wage, rates.jht.employer, "half_up");
    result.jpEmployee = applyRate(jpBase, rates.jp.employee, "half_up");
    result.jpEmployer = applyRate(jpBase, rates.jp.employer, "half_up");
    result.jkk = applyRate(wage, jkkRate, "half_up");
    result.jkm = applyRate(wage, rates.jkm.employer, "half_up");
  }
  if (input.ksRegistered) {
    result.ksEmployee = applyRate(ksBase, rates.kesehatan.employee, "half_up");
    result.ksEmployer = applyRate(ksBase, rates.kesehatan.employer, "half_up");
    // 1 % per person, each rounded, then multiplied (one person's premium is a fixed rupiah amount).
    result.ksAdditional = applyRate(ksBase, rates.kesehatan.additionalMember, "half_up") * members;
  }
  return result;
}
