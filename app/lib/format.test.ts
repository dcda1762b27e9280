import { describe, expect, it } from "vitest";
import { excerpt, formatDate, formatDayMonthYear, formatIsoDate, formatRupiah } from "./format";

const nbsp = "\u00a0";

describe("formatRupiah", () => {
  it.each([
    [0, `Rp${nbsp}0,00`],
    [null, `Rp${nbsp}0,00`],
    ["", `Rp${nbsp}0,00`],
    [1500000, `Rp${nbsp}1.500.000,00`],
    ["1500000", `Rp${nbsp}1.500.000,00`],
    ["12345678901234.5", `Rp${nbsp}12.345.678.901.234,50`],
    ["98765432109876543", `Rp${nbsp}98.765.432.109.876.543,00`],
    [-250000, `-Rp${nbsp}250.000,00`],
    [110863n, `Rp${nbsp}110.863,00`],
    ["not a number", `Rp${nbsp}0,00`],
  ])("%s → %s", (input, expected) => {
    expect(formatRupiah(input)).toBe(expected);
  });
});

describe("formatDate (MMM Do YY; MMM Do YYYY in tables)", () => {
  it.each([
    ["2026-11-21", "en", "Nov 21st 26"],
    ["2026-11-01", "en", "Nov 1st 26"],
    ["2026-11-02", "en", "Nov 2nd 26"],
    ["2026-11-03", "en", "Nov 3rd 26"],
    ["2026-11-11", "en", "Nov 11th 26"],
    ["2026-11-12", "en", "Nov 12th 26"],
    ["2026-11-13", "en", "Nov 13th 26"],
    ["2026-11-22", "en", "Nov 22nd 26"],
    ["2026-05-23", "en", "May 23rd 26"],
    ["2026-08-17", "id", "Agu 17 26"],
    ["2026-05-01", "id", "Mei 1 26"],
    ["2009-12-31", "en", "Dec 31st 09"],
  ] as const)("%s in %s → %s", (input, language, expected) => {
    expect(formatDate(input, { language })).toBe(expected);
  });

  it("gives tables a four-digit year", () => {
    expect(formatDate("2026-11-21", { fullYear: true })).toBe("Nov 21st 2026");
    expect(formatDate("2009-12-31", { language: "id", fullYear: true })).toBe("Des 31 2009");
    expect(formatDate("2026-01-02T03:04:05Z", { timeZone: "UTC", fullYear: true })).toBe("Jan 2nd 2026 03:04:05");
  });

  it("adds HH:mm:ss for an instant, in the display time zone", () => {
    // 2026-11-21T17:05:09Z is 00:05:09 on the 22nd in Jakarta (UTC+7).
    expect(formatDate("2026-11-21T17:05:09Z")).toBe("Nov 22nd 26 00:05:09");
    expect(formatDate(new Date("2026-01-02T03:04:05Z"), { timeZone: "UTC" })).toBe("Jan 2nd 26 03:04:05");
    expect(formatDate("2026-01-02T03:04:05Z", { withTime: false, timeZone: "UTC" })).toBe("Jan 2nd 26");
  });

  it("is empty for nothing or garbage", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("yesterday")).toBe("");
  });
});

describe("formatDayMonthYear and formatIsoDate", () => {
  it("formats calendar dates without shifting them", () => {
    expect(formatDayMonthYear("2026-03-09")).toBe("09/03/2026");
    expect(formatIsoDate("2026-03-09")).toBe("2026-03-09");
  });
  it("formats instants in the display time zone", () => {
    expect(formatDayMonthYear("2026-03-08T18:00:00Z")).toBe("09/03/2026");
    expect(formatIsoDate("2026-03-08T18:00:00Z", "UTC")).toBe("2026-03-08");
  });
});

describe("excerpt", () => {
  it.each([
    ["Short text", 30, "Short text"],
    ["The quick brown fox jumps over the lazy dog", 20, "The quick brown fox…"],
    ["The quick brown fox jumps over the lazy dog", 19, "The quick brown fox…"],
    ["The quick brown fox jumps over the lazy dog", 18, "The quick brown…"],
    ["Supercalifragilisticexpialidocious", 10, "Supercalif…"],
    ["Hello,   world.  Again", 13, "Hello, world…"],
    ["", 5, ""],
  ])("%j cut at %i → %j", (text, limit, expected) => {
    expect(excerpt(text, limit)).toBe(expected);
  });
});
