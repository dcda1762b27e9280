/**
 * Integer-rupiah arithmetic.
 *
 * Every amount in this module is a whole number of rupiah held in a JS number (always an integer,
 * safe up to 9e15). Percentages are never floats: they are integers in parts per million ("ppm",
 * 1 % = 10,000 ppm, 0.445 % = 4,450 ppm). A product "amount × rate" is done in bigint and rounded
 * exactly once, with the rounding mode chosen by the caller and documented there.
 */

/** Parts per million: 1 % = 10_000 ppm. */
export type Ppm = number;

export const PPM_PER_PERCENT = 10_000;
export const PPM_ONE = 1_000_000;

/** How a fraction of a rupiah is resolved. */
export type Rounding = "half_up" | "floor";

/**
 * Parses a decimal percent written as a string ("3.7", "0.445", "34") into ppm, exactly (no float
 * arithmetic). Used for the rate data so the tables read like the regulations.
 */
export function pct(text: string): Ppm {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) throw new Error(`Invalid percent literal: ${text}`);
  const whole = Number(match[1]);
  const fraction = (match[2] ?? "").padEnd(4, "0");
  return whole * PPM_PER_PERCENT + Number(fraction);
}

/**
 * Converts a percent given as a JS number (e.g. the API's `jkk_percentage: 0.24`) to ppm. The value
 * is rounded to the nearest ppm (4 decimals of a percent), which absorbs binary float noise such as
 * 0.24 * 10000 = 2399.9999999999995.
 */
export function percentToPpm(percent: number): Ppm {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  return Math.round(percent * PPM_PER_PERCENT);
}

/** ppm → percent number for display (e.g. 12_500 → 1.25). Not used in any further arithmetic. */
export function ppmToPercent(ppm: Ppm): number {
  return ppm / PPM_PER_PERCENT;
}

/**
 * Sanitises an incoming money amount to an integer rupiah: non-finite → 0, fractions rounded half
 * up. The engine assumes validated input, but must never throw (BigInt(1.5) would).
 */
export function rupiah(value: number | undefined | null): number {
  if (value === undefined || value === null || !Number.isFinite(value)) return 0;
  return Math.round(value);
}

/** Non-negative integer count (people, months); non-finite or negative → 0. */
export function count(value: number | undefined | null): number {
  if (value === undefined || value === null || !Number.isFinite(value) || value < 0) return 0;
  return Math.floor(value);
}

function divideRounded(numerator: bigint, denominator: bigint, mode: Rounding): bigint {
  if (denominator <= 0n) throw new Error("denominator must be positive");
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  let quotient = abs / denominator;
  const remainder = abs % denominator;
  if (mode === "half_up") {
    // Half away from zero.
    if (remainder * 2n >= denominator) quotient += 1n;
    return negative ? -quotient : quotient;
  }
  // floor: towards minus infinity.
  if (negative && remainder !== 0n) quotient += 1n;
  return negative ? -quotient : quotient;
}

/**
 * amount × numerator ÷ denominator, computed exactly in bigint and rounded once.
 * All three arguments must be integers (they are, by construction: see `rupiah`).
 */
export function mulDiv(amount: number, numerator: number | bigint, denominator: number | bigint, mode: Rounding): number {
  const result = divideRounded(BigInt(amount) * BigInt(numerator), BigInt(denominator), mode);
  return Number(result);
}

/** amount × rate (ppm), rounded once. */
export function applyRate(amount: number, rate: Ppm, mode: Rounding): number {
  return mulDiv(amount, rate, PPM_ONE, mode);
}

/** Rounds a non-negative integer amount down to whole thousands (PKP rule). */
export function floorToThousands(amount: number): number {
  if (amount <= 0) return 0;
  return Math.floor(amount / 1000) * 1000;
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
