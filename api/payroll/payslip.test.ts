/**
 * The payslip PDF: rendered for a sample item in both languages and read back with poppler's
 * pdftotext, as a person opening it would see it; the password-protected one does not open without its
 * password. PAYSLIP_SAMPLES=<dir> keeps the PDFs there to look at (pdftoppm -png -r 60).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { crc32, deflateSync, inflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PayrollLine } from "../db/schema/payroll";
import { amountOf, formatRupiah, lineLabel, payslipFigures, payslipFileName, periodLabel, renderPayslip, renderPayslips, renderPayslipZip, standardFontsDraw, zipPayslips, type PayslipData } from "./payslip";

const run = promisify(execFile);

/** A small RGBA PNG drawn by a function of (x, y): enough for a logo and a signature. */
function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * (width * 4 + 1) + 1 + x * 4);
  }
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

// A logo: a blue rounded square with a white bar; a signature: a dark wavy stroke on transparent.
const LOGO = png(96, 96, (x, y) => {
  const inside = Math.hypot(Math.max(0, Math.abs(x - 48) - 34), Math.max(0, Math.abs(y - 48) - 34)) < 12;
  const bar = inside && y > 40 && y < 56 && x > 22 && x < 74;
  return inside ? (bar ? [255, 255, 255, 255] : [31, 78, 121, 255]) : [0, 0, 0, 0];
});
const SIGNATURE = png(240, 80, (x, y) => {
  const curve = 40 + 22 * Math.sin(x / 14) * Math.cos(x / 37);
  return Math.abs(y - curve) < 2.2 && x > 10 && x < 230 ? [20, 30, 60, 255] : [0, 0, 0, 0];
});

const line = (key: string, kind: PayrollLine["kind"], amount: number): PayrollLine => ({ key, kind, amount });

/** A November item as payroll_items holds it (numeric columns as strings), with its lines. */
const SAMPLE: PayslipData = {
  company: {
    name: "PT Maju Bersama",
    address: "Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190",
    phone: "+62 21 5150 1234",
    email: "hr@majubersama.demo",
    npwp_number: "01.234.567.8-012.000",
    logo: LOGO,
    signature: { name: "Ratna Wijaya", title: "HR Manager", image: SIGNATURE },
  },
  employee: {
    fullname: "Budi Santoso",
    nickname: "EMP-0001",
    department: { _id: "0192f000-0000-7000-8000-000000000001", name: "Finance" },
    job_title: { _id: "0192f000-0000-7000-8000-000000000002", name: "Senior Accountant" },
    bank: "Bank Central Asia",
    account_number: "1234567890",
    npwp_number: "09.876.543.2-101.000",
  },
  period: { year: 2026, month: 11 },
  item: {
    marital_status: "k/1",
    ter_category: "B",
    ter_rate: "1.000",
    basic_salary: "7000000",
    allowance_housing: "500000",
    allowance_meal: "400000",
    allowance_transport: "300000",
    overtime_hours: "6.00",
    overtime_pay: "289017",
    gross_income: "8861297",
    bpjs_tk_jht_employee: "164000",
    bpjs_tk_jht_employer: "303400",
    bpjs_tk_jp_employee: "82000",
    bpjs_tk_jp_employer: "164000",
    bpjs_jkk: "19680",
    bpjs_jkm: "24600",
    bpjs_ks_employee: "82000",
    bpjs_ks_employer: "328000",
    pph21: "88613",
    other_deductions: "100000",
    total_deductions: "516613",
    take_home_pay: "7972404",
    lines: [
      line("basic_salary", "earning", 7_000_000),
      line("allowance.housing", "earning", 500_000),
      line("allowance.meal", "earning", 400_000),
      line("allowance.transport", "earning", 300_000),
      line("overtime", "earning", 289_017),
      line("bpjs.jht_employee", "deduction", 164_000),
      line("bpjs.jp_employee", "deduction", 82_000),
      line("bpjs.ks_employee", "deduction", 82_000),
      line("pph21", "deduction", 88_613),
      line("deduction.other", "deduction", 100_000),
      line("bpjs.jht_employer", "employer", 303_400),
      line("bpjs.jp_employer", "employer", 164_000),
      line("bpjs.jkk", "employer", 19_680),
      line("bpjs.jkm", "employer", 24_600),
      line("bpjs.ks_employer", "employer", 328_000),
    ],
  },
};

let dir: string;
beforeAll(() => {
  dir = process.env.PAYSLIP_SAMPLES ?? fs.mkdtempSync(path.join(os.tmpdir(), "payslip-"));
  fs.mkdirSync(dir, { recursive: true });
});
afterAll(() => {
  if (!process.env.PAYSLIP_SAMPLES) fs.rmSync(dir, { recursive: true, force: true });
});

/** The PDF's text as pdftotext reads it (layout kept), written to `name` in the samples folder. */
async function textOf(pdf: Buffer, name: string, password?: string): Promise<string> {
  const file = path.join(dir, name);
  fs.writeFileSync(file, pdf);
  const { stdout } = await run("pdftotext", [...(password ? ["-upw", password] : []), "-layout", file, "-"]);
  return stdout.replace(/\s+/g, " ");
}

describe("the payslip's figures (pure)", () => {
  it("takes the stored lines in order, labelled in the language, and the stored totals", () => {
    const en = payslipFigures(SAMPLE.item, "en");
    expect(en.earnings.map((row) => row.label)).toEqual(["Basic salary", "Housing allowance", "Meal allowance", "Transport allowance", "Overtime"]);
    expect(en.deductions.map((row) => row.label)).toEqual(["JHT (employee)", "JP (employee)", "BPJS Kesehatan (employee)", "PPh 21", "Other deductions"]);
    expect(en).toMatchObject({ totalEarnings: 8_489_017, totalDeductions: 516_613, totalEmployer: 839_680, takeHome: 7_972_404, method: "ter", terCategory: "B", terRate: 1, ptkp: "K/1", overtimeHours: 6 });
    expect(en.totalEarnings - en.totalDeductions).toBe(en.takeHome);
    const id = payslipFigures(SAMPLE.item, "id");
    expect(id.earnings[0].label).toBe("Gaji pokok");
    expect(id.employer.map((row) => row.label)).toContain("BPJS Kesehatan (perusahaan)");
  });

  it("falls back to the columns when the item has no lines, leaving out zero amounts", () => {
    const figures = payslipFigures({ ...SAMPLE.item, lines: [], other_deductions: "0", total_deductions: undefined, take_home_pay: undefined, ter_rate: null }, "id");
    expect(figures.earnings.map((row) => row.label)).toEqual(["Gaji pokok", "Tunjangan perumahan", "Tunjangan makan", "Tunjangan transportasi", "Lembur"]);
    expect(figures.deductions.map((row) => row.label)).toEqual(["JHT (karyawan)", "JP (karyawan)", "BPJS Kesehatan (karyawan)", "PPh 21"]);
    expect(figures.totalDeductions).toBe(416_613);
    expect(figures.takeHome).toBe(8_489_017 - 416_613);
    expect(figures.method).toBe("annual");
  });

  it("leaves out lines of zero (the basic salary and the totals stay) and prints each one-off line with its note", () => {
    const lines: PayrollLine[] = [
      line("basic_salary", "earning", 0),
      line("allowance.housing", "earning", 0),
      { key: "bonus", kind: "earning", amount: 1_000_000, detail: { irregular: true, note: "Proyek Maret" } },
      { key: "other_income", kind: "earning", amount: 50_000, detail: { irregular: true } },
      line("bpjs.jht_employee", "deduction", 0),
      line("bpjs.ks_additional", "deduction", 0),
      line("pph21", "deduction", 0),
      { key: "deduction.other", kind: "deduction", amount: 100_000, detail: { note: "Koperasi" } },
      { key: "deduction.other", kind: "deduction", amount: 25_000, detail: { note: "Kasbon" } },
      line("bpjs.jkk", "employer", 0),
      line("bpjs.jkm", "employer", 3_000),
    ];
    const figures = payslipFigures({ ...SAMPLE.item, lines, pph21: "0", total_deductions: "125000", take_home_pay: "925000" }, "en");
    expect(figures.earnings).toEqual([
      { label: "Basic salary", amount: 0 },
      { label: "Bonus: Proyek Maret", amount: 1_000_000 },
      { label: "Other income", amount: 50_000 },
    ]);
    expect(figures.deductions).toEqual([
      { label: "Other deductions: Koperasi", amount: 100_000 },
      { label: "Other deductions: Kasbon", amount: 25_000 },
    ]);
    expect(figures.employer.map((row) => row.label)).toEqual(["JKM"]);
    expect([figures.totalDeductions, figures.takeHome, figures.pph21]).toEqual([125_000, 925_000, 0]);
    expect(payslipFigures({ ...SAMPLE.item, lines }, "id").deductions[0].label).toBe("Potongan lainnya: Koperasi");
  });

  it.each([
    [{ key: "bonus" }, "en", "Bonus"],
    [{ key: "thr" }, "id", "THR"],
    [{ key: "bonus.yard" }, "id", "Bonus yard"],
    [{ key: "deduction.other" }, "en", "Other deductions"],
    [{ key: "something.new" }, "en", "something.new"],
  ] as const)("labels %o in %s as %s", (input, language, label) => {
    expect(lineLabel(input, language)).toBe(label);
  });

  it("formats rupiah the id-ID way and reads stored amounts", () => {
    expect(formatRupiah(7_500_000)).toBe("Rp 7.500.000");
    expect(formatRupiah(0)).toBe("Rp 0");
    expect(formatRupiah(-125_000)).toBe("-Rp 125.000");
    expect(formatRupiah(999_999_999_999_999)).toBe("Rp 999.999.999.999.999");
    expect([amountOf("7500000"), amountOf(12), amountOf(null), amountOf("junk")]).toEqual([7_500_000, 12, 0, 0]);
    expect([periodLabel({ year: 2026, month: 3 }, "en"), periodLabel({ year: 2026, month: 3 }, "id"), periodLabel({ year: 2026, month: 8 }, "id")]).toEqual([
      "March 2026",
      "Maret 2026",
      "Agustus 2026",
    ]);
  });

  it("names zip entries by employee number, safely and uniquely", () => {
    expect([payslipFileName("EMP-0001"), payslipFileName("../a b/c"), payslipFileName(""), payslipFileName(null)]).toEqual(["EMP-0001.pdf", "a_b_c.pdf", "payslip.pdf", "payslip.pdf"]);
  });
});

describe("the payslip PDF, read back with pdftotext", () => {
  it.each([
    ["en", ["PAYSLIP", "November 2026", "Budi Santoso", "EMP-0001", "Senior Accountant", "Basic salary", "Total earnings", "Rp 8.489.017", "TAKE-HOME PAY", "Rp 7.972.404", "TER category", "Other deductions", "Ratna Wijaya"]],
    ["id", ["SLIP GAJI", "November 2026", "Budi Santoso", "EMP-0001", "Gaji pokok", "Total pendapatan", "Rp 8.489.017", "GAJI BERSIH", "Rp 7.972.404", "Kategori TER", "Disahkan oleh", "Ratna Wijaya"]],
  ] as const)("in %s: the employee, the period, the take-home figure and its terbilang", async (language, expected) => {
    const started = performance.now();
    const pdf = await renderPayslip(SAMPLE, { language });
    const elapsed = performance.now() - started;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await textOf(pdf, `payslip-${language}.pdf`);
    for (const part of expected) expect(text).toContain(part);
    // Always Indonesian, whatever the language.
    expect(text).toContain("Tujuh juta sembilan ratus tujuh puluh dua ribu empat ratus empat rupiah");
    const { stdout } = await run("pdfinfo", [path.join(dir, `payslip-${language}.pdf`)]);
    expect(stdout).toMatch(/Pages:\s+1\b/);
    expect(stdout).toMatch(/Page size:\s+595\.28 x 841\.89/);
    console.info(`payslip (${language}): ${pdf.length} bytes, rendered in ${elapsed.toFixed(1)} ms (first render of the process included)`);
  });

  it("draws names outside Latin-1 (Vietnamese, Spanish, Chinese) in an embedded wide font; Latin-1 pages stay in Helvetica", async () => {
    expect([standardFontsDraw("Budi Santoso, Jl. Café 12 – “A” €"), standardFontsDraw("Đặng"), standardFontsDraw("Ñúñez"), standardFontsDraw("王小明")]).toEqual([true, false, true, false]);
    const wide: PayslipData = {
      ...SAMPLE,
      company: { ...SAMPLE.company, name: "PT Maju Bersama 有限公司" },
      employee: { ...SAMPLE.employee, fullname: "Đặng Thị Ñúñez 王小明", department: { _id: "0192f000-0000-7000-8000-000000000001", name: "Kế toán" } },
      item: { ...SAMPLE.item, lines: [...(SAMPLE.item.lines ?? []), { key: "deduction.other", kind: "deduction", amount: 5_000, detail: { note: "借款 Ưu đãi" } }] },
    };
    for (const language of ["en", "id"] as const) {
      const pdf = await renderPayslip(wide, { language });
      const text = await textOf(pdf, `payslip-wide-${language}.pdf`);
      for (const part of ["Đặng Thị Ñúñez 王小明", "PT Maju Bersama 有限公司", "Kế toán", "借款 Ưu đãi", "Rp 7.972.404", "EMP-0001"]) expect(text).toContain(part);
      const { stdout: fonts } = await run("pdffonts", [path.join(dir, `payslip-wide-${language}.pdf`)]);
      expect(fonts).toMatch(/NotoSansSC-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes/);
      expect(fonts).not.toContain("Helvetica");
    }
    // The encrypted one, as e-mailed, too.
    const locked = await renderPayslip(wide, { language: "id", password: "17041990" });
    expect(await textOf(locked, "payslip-wide-locked.pdf", "17041990")).toContain("Đặng Thị Ñúñez 王小明");
    // A Latin-1 page embeds no font.
    await textOf(await renderPayslip(SAMPLE, { language: "en" }), "payslip-latin.pdf");
    const { stdout: standard } = await run("pdffonts", [path.join(dir, "payslip-latin.pdf")]);
    expect(standard).toContain("Helvetica");
    expect(standard).not.toContain("NotoSans");
  });

  it("an encrypted payslip does not open without its password, and opens with it", async () => {
    const pdf = await renderPayslip(SAMPLE, { language: "id", password: "17041990" });
    const file = path.join(dir, "payslip-locked.pdf");
    fs.writeFileSync(file, pdf);
    await expect(run("pdftotext", [file, "-"])).rejects.toThrow(/password/i);
    await expect(run("pdftotext", ["-upw", "16041990", file, "-"])).rejects.toThrow(/password/i);
    const text = await textOf(pdf, "payslip-locked.pdf", "17041990");
    expect(text).toContain("Budi Santoso");
    expect(text).toContain("Rp 7.972.404");
    const { stdout } = await run("pdfinfo", ["-upw", "17041990", file]);
    expect(stdout).toMatch(/Encrypted:\s+yes/);
    expect(stdout).toMatch(/print:yes/);
  });

  it("without a logo, signature image or optional fields, still renders every part", async () => {
    const bare: PayslipData = {
      company: { name: "PT Samudra Energi", logo: Buffer.from("GIF89a not drawable") },
      employee: { fullname: "Siti Rahma" },
      period: { year: 2026, month: 12 },
      item: { basic_salary: "5000000", pph21: "-120000", ter_rate: null, total_deductions: "-120000", take_home_pay: "5120000" },
    };
    const text = await textOf(await renderPayslip(bare, { language: "en" }), "payslip-bare.pdf");
    for (const part of ["PT Samudra Energi", "December 2026", "Siti Rahma", "Annual recalculation", "-Rp 120.000", "Rp 5.120.000", "Lima juta seratus dua puluh ribu rupiah"]) expect(text).toContain(part);
  });

  it("many payslips in one PDF, a page each; one render time per page measured", async () => {
    const count = 50;
    const list = Array.from({ length: count }, (_, index) => ({
      ...SAMPLE,
      employee: { ...SAMPLE.employee, fullname: `Karyawan ${index + 1}`, nickname: `EMP-${String(index + 1).padStart(4, "0")}` },
    }));
    const started = performance.now();
    const pdf = await renderPayslips(list, { language: "id" });
    const elapsed = performance.now() - started;
    const file = path.join(dir, "payslips.pdf");
    fs.writeFileSync(file, pdf);
    const { stdout } = await run("pdfinfo", [file]);
    expect(stdout).toMatch(new RegExp(`Pages:\\s+${count}\\b`));
    const { stdout: last } = await run("pdftotext", ["-f", String(count), "-l", String(count), file, "-"]);
    expect(last).toContain(`Karyawan ${count}`);
    console.info(`${count} payslips in one PDF: ${pdf.length} bytes, ${(elapsed / count).toFixed(2)} ms a page`);
  });

  it("a zip of PDFs named by employee number, each with its own password", async () => {
    const list = ["EMP-0001", "EMP-0002", "EMP-0002"].map((nickname, index) => ({ ...SAMPLE, employee: { ...SAMPLE.employee, nickname, fullname: `Karyawan ${index + 1}` } }));
    const started = performance.now();
    const zip = await renderPayslipZip(list, { language: "en", password: (data) => (data.employee.fullname === "Karyawan 1" ? "01011990" : null) });
    const elapsed = performance.now() - started;
    const entries = readZip(zip);
    expect(entries.map((entry) => entry.name)).toEqual(["EMP-0001.pdf", "EMP-0002.pdf", "EMP-0002-2.pdf"]);
    for (const entry of entries) expect(entry.data.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const first = path.join(dir, "zip-first.pdf");
    fs.writeFileSync(first, entries[0].data);
    await expect(run("pdftotext", [first, "-"])).rejects.toThrow(/password/i);
    expect(await textOf(entries[2].data, "zip-third.pdf")).toContain("Karyawan 3");
    expect(zipPayslips([]).length).toBe(22); // an empty zip is just its end record
    console.info(`3 payslips zipped (one encrypted): ${(elapsed / 3).toFixed(2)} ms each`);
  });
});

/** Reads a zip's entries (stored or deflated) from its central directory. */
function readZip(zip: Buffer): { name: string; data: Buffer }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; data: Buffer }[] = [];
  for (let index = 0; index < count; index++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const body = zip.subarray(start, start + size);
    entries.push({ name, data: method === 8 ? inflateRawSync(body) : Buffer.from(body) });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}
