import { describe, expect, it } from "vitest";
import { addMonths, completedMonths, formatDate, isoWeekStart, parseDate } from "./dates";
import { applyRate, floorToThousands, mulDiv, pct, rupiah } from "./money";

describe("integer money", () => {
  it.each([
    ["3.7", 37_000],
    ["0.30", 3_000],
    ["0.445", 4_450],
    ["34", 340_000],
    ["120", 1_200_000],
    ["0", 0],
  ])("pct(%s) = %i ppm", (text, ppm) => {
    expect(pct(text)).toBe(ppm);
  });

  it("rejects malformed percent literals (data errors fail loudly)", () => {
    expect(() => pct("3,7")).toThrow();
    expect(() => pct("0.12345")).toThrow();
  });

  it.each([
    { amount: 10, num: 1, den: 4, mode: "half_up" as const, out: 3 }, // 2.5
    { amount: 10, num: 1, den: 4, mode: "floor" as const, out: 2 },
    { amount: -10, num: 1, den: 4, mode: "half_up" as const, out: -3 },
    { amount: -10, num: 1, den: 4, mode: "floor" as const, out: -3 },
    { amount: 7, num: 1, den: 3, mode: "half_up" as const, out: 2 },
  ])("mulDiv($amount × $num / $den, $mode) = $out", ({ amount, num, den, mode, out }) => {
    expect(mulDiv(amount, num, den, mode)).toBe(out);
  });

  it("stays exact beyond 2^53 intermediate products", () => {
    // 900,000,000,000 × 340,000 = 3.06e17 > Number.MAX_SAFE_INTEGER
    expect(applyRate(900_000_000_000, pct("34"), "floor")).toBe(306_000_000_000);
    expect(applyRate(999_999_999_999, pct("0.25"), "floor")).toBe(2_499_999_999);
  });

  it("sanitises inputs and rounds PKP down to thousands", () => {
    expect(rupiah(1.5)).toBe(2);
    expect(rupiah(Number.NaN)).toBe(0);
    expect(rupiah(undefined)).toBe(0);
    expect(floorToThousands(61_848_999)).toBe(61_848_000);
    expect(floorToThousands(-5)).toBe(0);
  });
});

describe("calendar helpers", () => {
  it("parses strict ISO dates only", () => {
    expect(parseDate("2026-02-28")).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseDate("2024-02-29")).not.toBeNull();
    expect(parseDate("2026-02-29")).toBeNull();
    expect(parseDate("2026-13-01")).toBeNull();
    expect(parseDate("13/01/2026")).toBeNull();
    expect(parseDate("2026-03-05T10:00:00Z")).toEqual({ year: 2026, month: 3, day: 5 });
  });

  it.each([
    ["2026-05-11", "2026-05-11"], // Monday
    ["2026-05-17", "2026-05-11"], // Sunday
    ["2026-01-01", "2025-12-29"], // Thursday
  ])("ISO week of %s starts %s", (date, monday) => {
    const d = parseDate(date);
    expect(d && formatDate(isoWeekStart(d))).toBe(monday);
  });

  it("adds months with end-of-month clamping and counts completed months", () => {
    expect(formatDate(addMonths({ year: 2026, month: 1, day: 31 }, 1))).toBe("2026-02-28");
    expect(formatDate(addMonths({ year: 2025, month: 11, day: 15 }, 3))).toBe("2026-02-15");
    expect(completedMonths({ year: 2026, month: 1, day: 15 }, { year: 2026, month: 2, day: 14 })).toBe(0);
    expect(completedMonths({ year: 2026, month: 1, day: 15 }, { year: 2026, month: 2, day: 15 })).toBe(1);
    expect(completedMonths({ year: 2025, month: 1, day: 10 }, { year: 2026, month: 3, day: 9 })).toBe(13);
    expect(completedMonths({ year: 2026, month: 5, day: 1 }, { year: 2026, month: 3, day: 1 })).toBe(0);
  });
});
