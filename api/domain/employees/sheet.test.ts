import { describe, expect, it } from "vitest";
import { englishOf } from "../../../contract/messages";
import { duplicatesIn, EMPLOYEE_COLUMNS, errorRecord, EXIT_COLUMNS, headerOf, matchHeader, parseCell, parseRows, type RefLookup } from "./sheet";

// The messages in English, as the API answers them (they are codes: contract/messages.ts).
const parse = (...args: Parameters<typeof parseCell>) => {
  const result = parseCell(...args);
  return "error" in result ? { error: englishOf(result.error) } : result;
};
const header = (...args: Parameters<typeof matchHeader>) => {
  const found = matchHeader(...args);
  return { ...found, errors: found.errors.map(englishOf) };
};
const record = (...args: Parameters<typeof errorRecord>) => Object.fromEntries(Object.entries(errorRecord(...args)).map(([key, message]) => [key, englishOf(message)]));

const refs: RefLookup = { departments: new Map([["finance", "dep-1"], ["fin", "dep-1"]]), job_titles: new Map(), locations: new Map(), banks: new Map() };
const column = (key: string) => EMPLOYEE_COLUMNS.find((c) => c.key === key)!;

describe("employee sheet cells", () => {
  it("reads dates, money, enums, digits and references, or says what is wrong", () => {
    expect(parse(column("join_date"), "2024-02-29", refs)).toEqual({ value: "2024-02-29" });
    expect(parse(column("join_date"), new Date("2024-01-02T00:00:00Z"), refs)).toEqual({ value: "2024-01-02" });
    expect(parse(column("join_date"), "2023-02-29", refs)).toEqual({ error: "Must be a date (YYYY-MM-DD)" });
    expect(parse(column("join_date"), "02/01/2024", refs)).toEqual({ error: "Must be a date (YYYY-MM-DD)" });
    expect(parse(column("basic_salary"), 8_000_000, refs)).toEqual({ value: "8000000" });
    expect(parse(column("basic_salary"), "Rp 8.000.000", refs)).toEqual({ value: "8000000" });
    expect(parse(column("basic_salary"), -1, refs)).toEqual({ error: "Must be at least 0" });
    expect(parse(column("basic_salary"), null, refs)).toEqual({ value: "0" });
    expect(parse(column("gender"), "Female", refs)).toEqual({ value: "female" });
    expect(parse(column("work_days"), 6, refs)).toEqual({ value: 6 });
    expect(parse(column("work_days"), 7, refs)).toEqual({ error: "Must be one of: 5, 6" });
    expect(parse(column("account_number"), "12-34", refs)).toEqual({ error: "Must contain digits only" });
    expect(parse(column("department"), "FIN", refs)).toEqual({ value: "dep-1" });
    expect(parse(column("department"), "Nowhere", refs)).toEqual({ error: "Not found" });
    expect(parse(column("fullname"), null, refs)).toEqual({ error: "This field is required" });
    expect(parse(column("email"), "Budi@Example.COM", refs)).toEqual({ value: "budi@example.com" });
  });

  it("finds the columns by their header in either language, and names what is missing or unknown", () => {
    const headers = EMPLOYEE_COLUMNS.map(headerOf);
    expect(header(headers, EMPLOYEE_COLUMNS).errors).toEqual([]);
    const indonesian = header(["No. Karyawan", "Nama lengkap *", "Tanggal bergabung"], EMPLOYEE_COLUMNS);
    expect(indonesian.errors).toEqual([]);
    expect(indonesian.at.get("join_date")).toBe(3);
    expect(header(["Full name", "Shoe size"], EMPLOYEE_COLUMNS).errors).toEqual(["Unknown column “Shoe size”", "The column “Employee No.” is missing"]);
    // An export of resigned employees imports back: its exit columns are known and skipped.
    const exit = header([...headers, ...EXIT_COLUMNS.map(headerOf)], EMPLOYEE_COLUMNS, EXIT_COLUMNS);
    expect(exit.errors).toEqual([]);
    expect(exit.at.has("resign_date")).toBe(false);
  });

  it("reports every bad cell and every repeat, keyed by row and column", () => {
    const at = new Map([["nickname", 1], ["fullname", 2], ["join_date", 3]]);
    const { parsed, errors } = parseRows(
      [
        { row: 2, cells: ["E1", "Ani", "2024-01-01"] },
        { row: 3, cells: ["E2", null, "yesterday"] },
        { row: 4, cells: ["e1", "Budi", null] },
      ],
      EMPLOYEE_COLUMNS,
      at,
      refs,
    );
    errors.push(...duplicatesIn(parsed, "nickname"));
    expect(record(errors)).toEqual({
      "3.fullname": "This field is required",
      "3.join_date": "Must be a date (YYYY-MM-DD)",
      "4.nickname": "Appears more than once in the file (row 2)",
    });
  });
});
