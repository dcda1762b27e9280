/**
 * TER tables: every row at its upper bound and one rupiah above it, for all three categories.
 *
 * The expected values come from an INDEPENDENT literal copy of PP 58/2023 Lampiran A–C (the markdown
 * rows of docs/payroll-rules.md B4, pasted below), not from ter-tables.ts, so a typo in the
 * data is caught.
 */
import { describe, expect, it } from "vitest";
import { ppmToPercent } from "./money";
import { terLookup, terTax } from "./pph21";
import { PTKP_STATUSES, ratesFor, WITHHOLDING_STATUSES, type TerCategory, type WithholdingStatus } from "./rates";

const PP58_2023_LAMPIRAN = `
**Table A (TK/0, TK/1, K/0)**, monthly gross in Rp
| 1 | 0 | 5,400,000 | 0 % | 23 | 30,050,000 | 32,400,000 | 13 % |
| 2 | 5,400,000 | 5,650,000 | 0.25 % | 24 | 32,400,000 | 35,400,000 | 14 % |
| 3 | 5,650,000 | 5,950,000 | 0.5 % | 25 | 35,400,000 | 39,100,000 | 15 % |
| 4 | 5,950,000 | 6,300,000 | 0.75 % | 26 | 39,100,000 | 43,850,000 | 16 % |
| 5 | 6,300,000 | 6,750,000 | 1 % | 27 | 43,850,000 | 47,800,000 | 17 % |
| 6 | 6,750,000 | 7,500,000 | 1.25 % | 28 | 47,800,000 | 51,400,000 | 18 % |
| 7 | 7,500,000 | 8,550,000 | 1.5 % | 29 | 51,400,000 | 56,300,000 | 19 % |
| 8 | 8,550,000 | 9,650,000 | 1.75 % | 30 | 56,300,000 | 62,200,000 | 20 % |
| 9 | 9,650,000 | 10,050,000 | 2 % | 31 | 62,200,000 | 68,600,000 | 21 % |
| 10 | 10,050,000 | 10,350,000 | 2.25 % | 32 | 68,600,000 | 77,500,000 | 22 % |
| 11 | 10,350,000 | 10,700,000 | 2.5 % | 33 | 77,500,000 | 89,000,000 | 23 % |
| 12 | 10,700,000 | 11,050,000 | 3 % | 34 | 89,000,000 | 103,000,000 | 24 % |
| 13 | 11,050,000 | 11,600,000 | 3.5 % | 35 | 103,000,000 | 125,000,000 | 25 % |
| 14 | 11,600,000 | 12,500,000 | 4 % | 36 | 125,000,000 | 157,000,000 | 26 % |
| 15 | 12,500,000 | 13,750,000 | 5 % | 37 | 157,000,000 | 206,000,000 | 27 % |
| 16 | 13,750,000 | 15,100,000 | 6 % | 38 | 206,000,000 | 337,000,000 | 28 % |
| 17 | 15,100,000 | 16,950,000 | 7 % | 39 | 337,000,000 | 454,000,000 | 29 % |
| 18 | 16,950,000 | 19,750,000 | 8 % | 40 | 454,000,000 | 550,000,000 | 30 % |
| 19 | 19,750,000 | 24,150,000 | 9 % | 41 | 550,000,000 | 695,000,000 | 31 % |
| 20 | 24,150,000 | 26,450,000 | 10 % | 42 | 695,000,000 | 910,000,000 | 32 % |
| 21 | 26,450,000 | 28,000,000 | 11 % | 43 | 910,000,000 | 1,400,000,000 | 33 % |
| 22 | 28,000,000 | 30,050,000 | 12 % | 44 | 1,400,000,000 | – | 34 % |
**Table B (TK/2, TK/3, K/1, K/2)**
| 1 | 0 | 6,200,000 | 0 % | 21 | 37,100,000 | 41,100,000 | 15 % |
| 2 | 6,200,000 | 6,500,000 | 0.25 % | 22 | 41,100,000 | 45,800,000 | 16 % |
| 3 | 6,500,000 | 6,850,000 | 0.5 % | 23 | 45,800,000 | 49,500,000 | 17 % |
| 4 | 6,850,000 | 7,300,000 | 0.75 % | 24 | 49,500,000 | 53,800,000 | 18 % |
| 5 | 7,300,000 | 9,200,000 | 1 % | 25 | 53,800,000 | 58,500,000 | 19 % |
| 6 | 9,200,000 | 10,750,000 | 1.5 % | 26 | 58,500,000 | 64,000,000 | 20 % |
| 7 | 10,750,000 | 11,250,000 | 2 % | 27 | 64,000,000 | 71,000,000 | 21 % |
| 8 | 11,250,000 | 11,600,000 | 2.5 % | 28 | 71,000,000 | 80,000,000 | 22 % |
| 9 | 11,600,000 | 12,600,000 | 3 % | 29 | 80,000,000 | 93,000,000 | 23 % |
| 10 | 12,600,000 | 13,600,000 | 4 % | 30 | 93,000,000 | 109,000,000 | 24 % |
| 11 | 13,600,000 | 14,950,000 | 5 % | 31 | 109,000,000 | 129,000,000 | 25 % |
| 12 | 14,950,000 | 16,400,000 | 6 % | 32 | 129,000,000 | 163,000,000 | 26 % |
| 13 | 16,400,000 | 18,450,000 | 7 % | 33 | 163,000,000 | 211,000,000 | 27 % |
| 14 | 18,450,000 | 21,850,000 | 8 % | 34 | 211,000,000 | 374,000,000 | 28 % |
| 15 | 21,850,000 | 26,000,000 | 9 % | 35 | 374,000,000 | 459,000,000 | 29 % |
| 16 | 26,000,000 | 27,700,000 | 10 % | 36 | 459,000,000 | 555,000,000 | 30 % |
| 17 | 27,700,000 | 29,350,000 | 11 % | 37 | 555,000,000 | 704,000,000 | 31 % |
| 18 | 29,350,000 | 31,450,000 | 12 % | 38 | 704,000,000 | 957,000,000 | 32 % |
| 19 | 31,450,000 | 33,950,000 | 13 % | 39 | 957,000,000 | 1,405,000,000 | 33 % |
| 20 | 33,950,000 | 37,100,000 | 14 % | 40 | 1,405,000,000 | – | 34 % |
**Table C (K/3)**
| 1 | 0 | 6,600,000 | 0 % | 22 | 38,900,000 | 43,000,000 | 15 % |
| 2 | 6,600,000 | 6,950,000 | 0.25 % | 23 | 43,000,000 | 47,400,000 | 16 % |
| 3 | 6,950,000 | 7,350,000 | 0.5 % | 24 | 47,400,000 | 51,200,000 | 17 % |
| 4 | 7,350,000 | 7,800,000 | 0.75 % | 25 | 51,200,000 | 55,800,000 | 18 % |
| 5 | 7,800,000 | 8,850,000 | 1 % | 26 | 55,800,000 | 60,400,000 | 19 % |
| 6 | 8,850,000 | 9,800,000 | 1.25 % | 27 | 60,400,000 | 66,700,000 | 20 % |
| 7 | 9,800,000 | 10,950,000 | 1.5 % | 28 | 66,700,000 | 74,500,000 | 21 % |
| 8 | 10,950,000 | 11,200,000 | 1.75 % | 29 | 74,500,000 | 83,200,000 | 22 % |
| 9 | 11,200,000 | 12,050,000 | 2 % | 30 | 83,200,000 | 95,600,000 | 23 % |
| 10 | 12,050,000 | 12,950,000 | 3 % | 31 | 95,600,000 | 110,000,000 | 24 % |
| 11 | 12,950,000 | 14,150,000 | 4 % | 32 | 110,000,000 | 134,000,000 | 25 % |
| 12 | 14,150,000 | 15,550,000 | 5 % | 33 | 134,000,000 | 169,000,000 | 26 % |
| 13 | 15,550,000 | 17,050,000 | 6 % | 34 | 169,000,000 | 221,000,000 | 27 % |
| 14 | 17,050,000 | 19,500,000 | 7 % | 35 | 221,000,000 | 390,000,000 | 28 % |
| 15 | 19,500,000 | 22,700,000 | 8 % | 36 | 390,000,000 | 463,000,000 | 29 % |
| 16 | 22,700,000 | 26,600,000 | 9 % | 37 | 463,000,000 | 561,000,000 | 30 % |
| 17 | 26,600,000 | 28,100,000 | 10 % | 38 | 561,000,000 | 709,000,000 | 31 % |
| 18 | 28,100,000 | 30,100,000 | 11 % | 39 | 709,000,000 | 965,000,000 | 32 % |
| 19 | 30,100,000 | 32,600,000 | 12 % | 40 | 965,000,000 | 1,419,000,000 | 33 % |
| 20 | 32,600,000 | 35,400,000 | 13 % | 41 | 1,419,000,000 | – | 34 % |
| 21 | 35,400,000 | 38,900,000 | 14 % | | | | |
`;

interface ExpectedRow {
  n: number;
  lower: number;
  upper: number | null;
  ratePercent: number;
}

function parseRupiah(text: string): number | null {
  const t = text.trim();
  return t === "–" || t === "-" ? null : Number(t.replace(/,/g, ""));
}

function parseTables(text: string): Record<TerCategory, ExpectedRow[]> {
  const out: Record<TerCategory, ExpectedRow[]> = { A: [], B: [], C: [] };
  let current: TerCategory | null = null;
  for (const raw of text.split("\n")) {
    const heading = /^\*\*Table ([ABC])/.exec(raw);
    if (heading) {
      current = heading[1] as TerCategory;
      continue;
    }
    if (!current || !raw.startsWith("|")) continue;
    const cells = raw.split("|").slice(1, -1).map((c) => c.trim());
    for (const offset of [0, 4]) {
      if (!cells[offset]) continue;
      out[current].push({
        n: Number(cells[offset]),
        lower: parseRupiah(cells[offset + 1]) ?? 0,
        upper: parseRupiah(cells[offset + 2]),
        ratePercent: Number(cells[offset + 3].replace("%", "").trim()),
      });
    }
  }
  for (const c of ["A", "B", "C"] as const) out[c].sort((a, b) => a.n - b.n);
  return out;
}

const EXPECTED = parseTables(PP58_2023_LAMPIRAN);
const rates = ratesFor(2026, 1);

describe("independent copy of the TER tables", () => {
  it("has 125 rows: A 44, B 40, C 41, contiguous, the last one open", () => {
    expect(EXPECTED.A).toHaveLength(44);
    expect(EXPECTED.B).toHaveLength(40);
    expect(EXPECTED.C).toHaveLength(41);
    for (const c of ["A", "B", "C"] as const) {
      EXPECTED[c].forEach((row, i) => {
        expect(row.n).toBe(i + 1);
        expect(row.lower).toBe(i === 0 ? 0 : EXPECTED[c][i - 1].upper);
        expect(row.upper === null).toBe(i === EXPECTED[c].length - 1);
      });
    }
  });

  it("matches the data row for row (count, bounds, rates)", () => {
    for (const c of ["A", "B", "C"] as const) {
      expect(rates.ter[c]).toHaveLength(EXPECTED[c].length);
      rates.ter[c].forEach((row, i) => {
        expect({ upper: row.upTo, rate: ppmToPercent(row.rate) }).toEqual({ upper: EXPECTED[c][i].upper, rate: EXPECTED[c][i].ratePercent });
      });
    }
  });
});

type BoundaryCase = { category: TerCategory; row: number; gross: number; ratePercent: number; expectedRow: number };

function boundaryCases(): BoundaryCase[] {
  const cases: BoundaryCase[] = [];
  for (const category of ["A", "B", "C"] as const) {
    const rows = EXPECTED[category];
    rows.forEach((row, i) => {
      if (row.upper === null) return;
      const next = rows[i + 1];
      cases.push({ category, row: row.n, gross: row.upper, ratePercent: row.ratePercent, expectedRow: row.n });
      cases.push({ category, row: row.n, gross: row.upper + 1, ratePercent: next.ratePercent, expectedRow: next.n });
    });
  }
  return cases;
}

describe("every TER row at its upper bound (inclusive) and one rupiah above", () => {
  const cases = boundaryCases();
  it("covers 2 × (125 − 3) = 244 boundary values", () => {
    expect(cases).toHaveLength(244);
  });
  it.each(cases)("category $category row $row: gross $gross → $ratePercent % (row $expectedRow)", ({ category, gross, ratePercent, expectedRow }) => {
    const found = terLookup(gross, category, rates);
    expect(ppmToPercent(found.rate)).toBe(ratePercent);
    expect(found.row).toBe(expectedRow);
  });
});

describe("TER edges", () => {
  it.each(["A", "B", "C"] as const)("category %s: zero and negative gross → row 1, 0 %%; a huge gross → 34 %%", (category) => {
    expect(terLookup(0, category, rates)).toMatchObject({ row: 1, rate: 0 });
    expect(terLookup(-5, category, rates)).toMatchObject({ row: 1, rate: 0 });
    expect(ppmToPercent(terLookup(50_000_000_000, category, rates).rate)).toBe(34);
  });

  it("catches the public errors listed in B12: table C rows 30–31 share 95,600,000", () => {
    expect(ppmToPercent(terLookup(95_000_001, "C", rates).rate)).toBe(23);
    expect(ppmToPercent(terLookup(95_600_000, "C", rates).rate)).toBe(23);
    expect(ppmToPercent(terLookup(95_600_001, "C", rates).rate)).toBe(24);
  });

  it("table C rates from row 10 are whole percents (B12: masadjie used 2.25 %, 2.5 %, …)", () => {
    expect(ppmToPercent(terLookup(12_050_001, "C", rates).rate)).toBe(3);
    expect(ppmToPercent(terLookup(12_950_001, "C", rates).rate)).toBe(4);
  });
});

describe("PTKP status → TER category (PP 58/2023 Pasal 2(4))", () => {
  const expected: Record<WithholdingStatus, TerCategory> = {
    "TK/0": "A",
    "TK/1": "A",
    "K/0": "A",
    "TK/2": "B",
    "TK/3": "B",
    "K/1": "B",
    "K/2": "B",
    "K/3": "C",
  };
  it.each(WITHHOLDING_STATUSES.map((s) => [s, expected[s]] as const))("%s → %s", (status, category) => {
    expect(rates.terCategory[status]).toBe(category);
  });
  it("does not map K/I statuses (they are for the annual return only)", () => {
    expect(Object.keys(rates.terCategory).sort()).toEqual([...WITHHOLDING_STATUSES].sort());
    expect(PTKP_STATUSES.filter((s) => !(s in rates.terCategory))).toEqual(["K/I/0", "K/I/1", "K/I/2", "K/I/3"]);
  });
});

describe("TER tax rounding: floor to the rupiah", () => {
  it.each([
    { gross: 5_400_001, ratePercent: 0.25, hasNpwp: true, tax: 13_500 }, // 13,500.0025
    { gross: 7_000_050, ratePercent: 1.25, hasNpwp: true, tax: 87_500 }, // 87,500.625 → floor
    { gross: 10_454_000, ratePercent: 2.5, hasNpwp: true, tax: 261_350 },
    { gross: 10_454_000, ratePercent: 2.5, hasNpwp: false, tax: 313_620 }, // × 120 %
    { gross: 7_000_050, ratePercent: 1.25, hasNpwp: false, tax: 105_000 }, // 105,000.75 → floor, one rounding
    { gross: 0, ratePercent: 0, hasNpwp: false, tax: 0 },
  ])("$gross × $ratePercent % (NPWP $hasNpwp) = $tax", ({ gross, ratePercent, hasNpwp, tax }) => {
    const result = terTax(gross, Math.round(ratePercent * 10_000), hasNpwp, rates);
    expect(result.total).toBe(tax);
    expect(result.base + result.surcharge).toBe(result.total);
  });
});
