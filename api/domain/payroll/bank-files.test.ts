import { describe, expect, it } from "vitest";
import { BANK_LAYOUTS, bankFile, bankText, fixedField, selectPayees, type BankBatch, type Payee } from "./bank-files";

const payee = (over: Partial<Payee>): Payee => ({
  employee_id: "e1",
  number: "EMP-0001",
  name: "Budi Santoso",
  bank_code: "014",
  bank_name: "Bank Central Asia (BCA)",
  account: "1234567890",
  amount: 7_500_000,
  ...over,
});

const batch: BankBatch = { year: 2026, month: 3, value_date: "2026-03-25", company_code: "003700138GAJI", debit_account: "0373207770", batch: 1 };

const text = (body: Buffer) => body.toString("utf8");

describe("bank transfer files", () => {
  it("writes BCA's fixed-width file byte for byte, CRLF after every line", () => {
    const result = bankFile("bca", batch, [payee({}), payee({ employee_id: "e2", number: "EMP-0002", name: "Siti Ñurhaliza Putri Wulandari Kusuma", account: "0987654321", amount: 12_345_678 })]);
    expect("file" in result).toBe(true);
    if (!("file" in result)) return;
    const header = `00000000000003700138GAJI25010373207770${"00MF"}00002${"00000019845678"}.00032026`;
    const first = `01234567890${"0000007500000"}00000EMP0001${"BUDI SANTOSO".padEnd(30)}    `;
    const second = `00987654321${"0000012345678"}00000EMP0002${"SITI NURHALIZA PUTRI WULANDARI"}    `;
    expect(text(result.file.body)).toBe(`${header}\r\n${first}\r\n${second}\r\n`);
    expect(header).toHaveLength(11 + 13 + 2 + 2 + 10 + 4 + 5 + 14 + 3 + 2 + 4);
    expect(first).toHaveLength(1 + 10 + 13 + 2 + 10 + 30 + 4);
    expect(result.file).toMatchObject({ name: "payroll-bca-2026-03.txt", count: 2, total: 19_845_678, otherBanks: 0 });
  });

  it("leaves other banks' employees out of a bank's file and nothing-to-pay items out of every file", () => {
    const payees = [payee({}), payee({ employee_id: "e2", bank_code: "008", account: "1234567890123" }), payee({ employee_id: "e3", amount: 0 }), payee({ employee_id: "e4", amount: -5 })];
    const bca = selectPayees(BANK_LAYOUTS.bca, payees);
    expect(bca.paid.map((p) => p.employee_id)).toEqual(["e1"]);
    expect(bca.otherBanks).toBe(1);
    expect(selectPayees(BANK_LAYOUTS.csv, payees).paid.map((p) => p.employee_id)).toEqual(["e1", "e2"]);
  });

  it("refuses employees without a bank or an account, and accounts of the wrong length for the bank", () => {
    const result = bankFile("bca", batch, [payee({ employee_id: "a", bank_code: null }), payee({ employee_id: "b", account: null }), payee({ employee_id: "c", account: "12345" }), payee({ employee_id: "d" })]);
    expect("problems" in result && result.problems).toEqual([
      { employee_id: "a", name: "Budi Santoso", number: "EMP-0001", reason: "noBankAccount" },
      { employee_id: "b", name: "Budi Santoso", number: "EMP-0001", reason: "noBankAccount" },
      { employee_id: "c", name: "Budi Santoso", number: "EMP-0001", reason: "accountDigits", bank: "BCA", count: 10, digits: 5 },
    ]);
    // The plain CSV takes any length; a missing bank still stops it.
    expect("file" in bankFile("csv", batch, [payee({ account: "12345" })])).toBe(true);
    expect("problems" in bankFile("csv", batch, [payee({ bank_code: null })])).toBe(true);
  });

  it("writes Mandiri's MCM CSV: a P header and 41 fields a line", () => {
    const result = bankFile("mandiri", { year: 2026, month: 3, value_date: "2026-03-25", debit_account: "1400015522221" }, [payee({ bank_code: "008", account: "1234567890123", name: "Budi, S.E." })]);
    if (!("file" in result)) throw new Error("refused");
    const [header, detail, end] = text(result.file.body).split("\r\n");
    expect(end).toBe("");
    expect(header.split(",")).toHaveLength(41);
    expect(header.startsWith("P,20260325,1400015522221,1,7500000,,")).toBe(true);
    const fields = detail.split(",");
    expect(fields).toHaveLength(41);
    expect(fields.slice(0, 10)).toEqual(["1234567890123", "BUDI S.E.", "", "", "", "IDR", "7500000", "GAJI 03 2026", "", "IBU"]);
    expect(fields[16]).toBe("N");
    expect(fields[40]).toBe("GAJI 03 2026");
    expect(result.file.name).toBe("payroll-mandiri-2026-03.csv");
  });

  it("writes the plain CSV with a header row, names as they are, quoted where they must be", () => {
    const result = bankFile("csv", { year: 2026, month: 3, value_date: "2026-03-31" }, [payee({ name: 'Dewi "Ayu", Sari' }), payee({ employee_id: "e2", number: "", bank_code: "008", bank_name: "Bank Mandiri", account: "1234567890123", amount: 1 })]);
    if (!("file" in result)) throw new Error("refused");
    expect(text(result.file.body)).toBe(
      [
        "employee_no,name,bank_code,bank_name,account_number,amount,remark",
        'EMP-0001,"Dewi ""Ayu"", Sari",014,Bank Central Asia (BCA),1234567890,7500000,GAJI 03 2026',
        ",Budi Santoso,008,Bank Mandiri,1234567890123,1,GAJI 03 2026",
        "",
      ].join("\r\n"),
    );
    expect(result.file).toMatchObject({ name: "payroll-2026-03.csv", contentType: "text/csv; charset=utf-8", count: 2, total: 7_500_001 });
  });

  it("pads and cuts fixed fields; a field that may not be cut refuses to overflow", () => {
    expect(fixedField("42", 5, "0")).toBe("00042");
    expect(fixedField("AB", 4, " ")).toBe("AB  ");
    expect(fixedField("EMPLOYEE12345", 10, "0", true)).toBe("LOYEE12345");
    expect(fixedField("A VERY LONG NAME", 6, " ", true)).toBe("A VERY");
    expect(() => fixedField("12345678901", 10, "0")).toThrow();
  });

  it("keeps the banks' character set", () => {
    expect(bankText("  Ñoño  Çelik-Ö'Brien, Jr. / PT ")).toBe("NONO CELIK-O'BRIEN JR. PT");
  });
});
