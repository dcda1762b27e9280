import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TERBILANG_MAX, terbilang, terbilangRupiah } from "./terbilang";

describe("terbilang: an integer in Indonesian words", () => {
  it.each([
    [0, "nol"],
    [1, "satu"],
    [9, "sembilan"],
    [10, "sepuluh"],
    [11, "sebelas"],
    [12, "dua belas"],
    [19, "sembilan belas"],
    [20, "dua puluh"],
    [21, "dua puluh satu"],
    [99, "sembilan puluh sembilan"],
    [100, "seratus"],
    [101, "seratus satu"],
    [110, "seratus sepuluh"],
    [111, "seratus sebelas"],
    [200, "dua ratus"],
    [999, "sembilan ratus sembilan puluh sembilan"],
    [1_000, "seribu"],
    [1_001, "seribu satu"],
    [1_100, "seribu seratus"],
    [1_999, "seribu sembilan ratus sembilan puluh sembilan"],
    [2_000, "dua ribu"],
    [10_000, "sepuluh ribu"],
    [11_000, "sebelas ribu"],
    [100_000, "seratus ribu"],
    [101_000, "seratus satu ribu"],
    [111_111, "seratus sebelas ribu seratus sebelas"],
    [1_000_000, "satu juta"],
    [1_001_000, "satu juta seribu"],
    [1_100_000, "satu juta seratus ribu"],
    [7_500_000, "tujuh juta lima ratus ribu"],
    [11_000_000, "sebelas juta"],
    [100_000_000, "seratus juta"],
    [6_427_350, "enam juta empat ratus dua puluh tujuh ribu tiga ratus lima puluh"],
    [1_000_000_000, "satu miliar"],
    [1_000_000_001, "satu miliar satu"],
    [2_500_000_000, "dua miliar lima ratus juta"],
    [1_000_000_000_000, "satu triliun"],
    [1_001_001_001_001, "satu triliun satu miliar satu juta seribu satu"],
    [999_999_999_999_999, "sembilan ratus sembilan puluh sembilan triliun sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan"],
    [-1, "minus satu"],
    [-1_000, "minus seribu"],
    [-250_000, "minus dua ratus lima puluh ribu"],
  ])("%d → %s", (amount, words) => {
    expect(terbilang(amount)).toBe(words);
    expect(terbilang(BigInt(amount))).toBe(words);
  });

  it.each([
    [7_500_000, "Tujuh juta lima ratus ribu rupiah"],
    [0, "Nol rupiah"],
    [1_000, "Seribu rupiah"],
    [-125_000, "Minus seratus dua puluh lima ribu rupiah"],
  ])("the payslip form: %d → %s", (amount, words) => {
    expect(terbilangRupiah(amount)).toBe(words);
  });

  it("refuses fractions, non-finite numbers and amounts beyond triliun", () => {
    expect(() => terbilang(1.5)).toThrow(RangeError);
    expect(() => terbilang(Number.NaN)).toThrow(RangeError);
    expect(() => terbilang(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => terbilang(TERBILANG_MAX + 1n)).toThrow(RangeError);
    expect(() => terbilang(-TERBILANG_MAX - 1n)).toThrow(RangeError);
  });

  it("never says 'satu ratus', 'satu ribu', 'satu puluh' or a stray 'nol'; a negative is 'minus' and its opposite", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -TERBILANG_MAX, max: TERBILANG_MAX }), (n) => {
        const words = terbilang(n);
        expect(words).not.toMatch(/\bsatu (ratus|puluh|belas)\b/);
        expect(words).not.toMatch(/(^|minus |juta |miliar |triliun )satu ribu\b/); // "dua puluh satu ribu" is right
        if (n !== 0n) expect(words.split(" ")).not.toContain("nol");
        if (n < 0n) expect(words).toBe(`minus ${terbilang(-n)}`);
      }),
    );
  });
});
