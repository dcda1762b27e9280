import { describe, expect, it } from "vitest";
import { checkImport } from "./import";

const HEADER = ["Employee No. / No. Karyawan *", "Component / Komponen *", "Amount / Jumlah *", "Note / Catatan"];
const employees = new Map([["emp-0001", "id-1"], ["emp-0002", "id-2"]]);

describe("the payroll import's checks (pure)", () => {
  it("reads good rows in either language's header, employee numbers in any case", () => {
    const result = checkImport(["No. Karyawan", "Komponen", "Jumlah", "Catatan"], [
      { row: 2, cells: ["EMP-0001", "bonus", 1_500_000, "Proyek"] },
      { row: 3, cells: ["emp-0002", "THR", "Rp 2.000.000", null] },
    ], employees);
    expect(result.headerErrors).toEqual([]);
    expect(result.errors).toEqual([]);
    expect(result.components).toEqual([
      { row: 2, employee_id: "id-1", kind: "bonus", amount: 1_500_000, note: "Proyek" },
      { row: 3, employee_id: "id-2", kind: "thr", amount: 2_000_000, note: null },
    ]);
  });

  it("names each bad cell: unknown number, component, amount not a positive whole rupiah, note too long, missing cells", () => {
    const result = checkImport(HEADER, [
      { row: 2, cells: ["EMP-9999", "bonus", 1, null] },
      { row: 3, cells: ["EMP-0001", "gift", 1, null] },
      { row: 4, cells: ["EMP-0001", "bonus", 0, null] },
      { row: 5, cells: ["EMP-0001", "bonus", 10.5, null] },
      { row: 6, cells: ["EMP-0001", "bonus", -5, null] },
      { row: 7, cells: ["EMP-0001", "bonus", 1, "x".repeat(501)] },
      { row: 8, cells: [null, null, null, null] },
    ], employees);
    expect(result.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [3, "kind", { code: "oneOf", params: { values: "bonus, deduction, other_income, thr" } }],
      [5, "amount", "integer"],
      [6, "amount", { code: "min", params: { value: 1 } }],
      [7, "note", { code: "maxLength", params: { count: 500 } }],
      [8, "nickname", "required"],
      [8, "kind", "required"],
      [8, "amount", "required"],
      [2, "nickname", "notFound"],
      [4, "amount", { code: "min", params: { value: 1 } }],
    ]);
    expect(result.components).toEqual([]);
  });

  it("answers header problems alone", () => {
    const result = checkImport(["Employee No.", "Amount", "Colour"], [{ row: 2, cells: ["EMP-0001", 1, "red"] }], employees);
    expect(result.headerErrors).toEqual([{ code: "unknownColumn", params: { column: "Colour" } }, { code: "missingColumn", params: { column: "Component" } }]);
    expect(result.components).toEqual([]);
  });
});
