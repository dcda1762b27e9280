import { describe, expect, it } from "vitest";
import { checkLeaveImport } from "./import";

const HEADER = ["Employee No. / No. Karyawan *", "Leave type / Jenis cuti *", "Year / Tahun *", "Entitled / Hak cuti", "Adjustment / Penyesuaian", "Note / Catatan"];
const employees = new Map([["emp-0001", "id-1"], ["emp-0002", "id-2"]]);
const rules = new Map([["cuti tahunan", { id: "rule-1", type: "Cuti Tahunan" }]]);

describe("the leave import's checks (pure)", () => {
  it("reads entitlements and adjustments, in either language's header, names in any case", () => {
    const result = checkLeaveImport(["No. Karyawan", "Jenis cuti", "Tahun", "Hak cuti", "Penyesuaian", "Catatan"], [
      { row: 2, cells: ["EMP-0001", "cuti tahunan", 2026, 10, null, null] },
      { row: 3, cells: ["emp-0002", "Cuti Tahunan", "2026", null, "-1.5", "Cuti bersama 2025 terlewat"] },
    ], employees, rules);
    expect(result.errors).toEqual([]);
    expect(result.balances).toEqual([
      { row: 2, employee_id: "id-1", leave_rule_id: "rule-1", year: 2026, entitled: 10, adjustment: null, note: null },
      { row: 3, employee_id: "id-2", leave_rule_id: "rule-1", year: 2026, entitled: null, adjustment: -1.5, note: "Cuti bersama 2025 terlewat" },
    ]);
  });

  it("names each bad cell by row and column", () => {
    const result = checkLeaveImport(HEADER, [
      { row: 2, cells: ["EMP-9999", "Cuti Tahunan", 2026, 12, null, null] },
      { row: 3, cells: ["EMP-0001", "Cuti Liburan", 2026, 12, null, null] },
      { row: 4, cells: ["EMP-0001", "Cuti Tahunan", 1999, 12, null, null] },
      { row: 5, cells: ["EMP-0001", "Cuti Tahunan", 2026, null, null, null] },
      { row: 6, cells: ["EMP-0001", "Cuti Tahunan", 2026, null, 2, null] },
      { row: 7, cells: ["EMP-0002", "Cuti Tahunan", 2026, "twelve", null, null] },
      { row: 8, cells: ["EMP-0002", "Cuti Tahunan", 2026, 12, null, null] },
      { row: 9, cells: ["emp-0002", "cuti tahunan", 2026, 11, null, null] },
    ], employees, rules);
    expect(result.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [7, "entitled", "number"],
      [2, "nickname", "notFound"],
      [3, "leave_type", "notFound"],
      [4, "year", { code: "min", params: { value: 2000 } }],
      [5, "entitled", "leaveImportAmount"],
      [6, "note", "adjustmentNote"],
      [9, "nickname", { code: "leaveImportTwice", params: { leave_type: "Cuti Tahunan", year: 2026, row: 8 } }],
    ]);
    expect(result.balances.map((b) => b.row)).toEqual([8]);
  });

  it("a missing column is a header error", () => {
    expect(checkLeaveImport(["Employee No.", "Year"], [], employees, rules).headerErrors.length).toBeGreaterThan(0);
  });
});
