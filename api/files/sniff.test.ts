import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { XLSX_PARTS, zip, type ZipEntrySpec } from "../../tests/support/zip";
import { englishOf } from "../../contract/messages";
import { checkUpload as check, checkXlsxZip, UNPACKED_TOO_LARGE, UPLOAD_MIME, XLSX_LIMITS } from "./sniff";

/** The refusal's message in English, as the API answers it (it is a code: contract/messages.ts). */
const checkUpload = async (...args: Parameters<typeof check>) => {
  const result = await check(...args);
  return result.ok ? result : { ...result, message: englishOf(result.message) };
};

const MB = 1024 * 1024;

// A real 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
// A GIF header (logical screen descriptor, then the trailer).
const GIF = Buffer.concat([Buffer.from("GIF89a", "latin1"), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x3b])]);
// A JPEG start: SOI, APP0 "JFIF".
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from("JFIF\0", "latin1"), Buffer.alloc(16)]);
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);
// What a user gets by renaming notes.txt to photo.png: checkUpload never sees the name anyway.
const TEXT_RENAMED_PNG = Buffer.from("Hello, this is just text pretending to be photo.png\n", "utf8");

async function realXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Employees");
  sheet.addRow(["name", "email"]);
  sheet.addRow(["Budi", "budi@example.com"]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}


describe("checkUpload: images", () => {
  it("accepts a real PNG, a GIF and a JPEG as a photo, typed by their bytes", async () => {
    expect(await checkUpload("photo", PNG)).toEqual({ ok: true, type: { ext: "png", mime: "image/png" } });
    expect(await checkUpload("photo", GIF)).toEqual({ ok: true, type: { ext: "gif", mime: "image/gif" } });
    expect(await checkUpload("logo", JPG)).toEqual({ ok: true, type: { ext: "jpg", mime: "image/jpeg" } });
  });

  it("accepts exactly PNG, JPG and GIF for a banner (docs/specification.md §5)", async () => {
    for (const bytes of [PNG, JPG, GIF]) expect((await checkUpload("banner", bytes)).ok).toBe(true);
    expect(await checkUpload("banner", PDF)).toMatchObject({ ok: false, status: 415 });
  });

  it("refuses a text file renamed .png (415)", async () => {
    expect(await checkUpload("photo", TEXT_RENAMED_PNG)).toEqual({ ok: false, status: 415, message: "Only PNG, JPG or GIF files are accepted" });
  });

  it("refuses a PDF as a signature and an empty file (415)", async () => {
    expect(await checkUpload("signature", PDF)).toMatchObject({ ok: false, status: 415 });
    expect(await checkUpload("photo", Buffer.alloc(0))).toMatchObject({ ok: false, status: 415 });
  });

  it("caps images at 5 MB even when the deployment allows more (413)", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * MB)]);
    expect(await checkUpload("photo", big, { maxUploadBytes: 50 * MB })).toEqual({
      ok: false,
      status: 413,
      message: "The file is too large (at most 5 MB)",
    });
  });
});

describe("checkUpload: documents", () => {
  it("accepts PDF, PNG and JPG for certificates, attachments and medical checkups", async () => {
    for (const purpose of ["certificate", "attachment", "medical_checkup"] as const) {
      expect(await checkUpload(purpose, PDF)).toEqual({ ok: true, type: { ext: "pdf", mime: "application/pdf" } });
      expect((await checkUpload(purpose, PNG)).ok).toBe(true);
      expect((await checkUpload(purpose, JPG)).ok).toBe(true);
      expect(await checkUpload(purpose, GIF)).toMatchObject({ ok: false, status: 415 });
    }
  });

  it("accepts only PDF for a warning letter", async () => {
    expect((await checkUpload("warning_letter", PDF)).ok).toBe(true);
    expect(await checkUpload("warning_letter", PNG)).toEqual({ ok: false, status: 415, message: "Only PDF files are accepted" });
  });

  it("caps everything at the deployment's maxUploadBytes (413)", async () => {
    const oversized = Buffer.concat([PDF, Buffer.alloc(2 * MB)]);
    expect(await checkUpload("attachment", oversized, { maxUploadBytes: 1 * MB })).toEqual({
      ok: false,
      status: 413,
      message: "The file is too large (at most 1 MB)",
    });
    expect((await checkUpload("attachment", oversized, { maxUploadBytes: 10 * MB })).ok).toBe(true);
    // The image limit is lowered by a smaller deployment cap too.
    expect(await checkUpload("photo", Buffer.concat([PNG, Buffer.alloc(2 * MB)]), { maxUploadBytes: 1 * MB })).toMatchObject({ status: 413 });
  });

  it("refuses uploads for purposes the server produces itself (415)", async () => {
    for (const purpose of ["export", "payslip"] as const) {
      expect(await checkUpload(purpose, PDF)).toMatchObject({ ok: false, status: 415 });
    }
  });
});

describe("checkUpload: spreadsheets (import)", () => {
  it("accepts a real xlsx written by exceljs", async () => {
    const bytes = await realXlsx();
    expect(await checkUpload("import", bytes)).toEqual({ ok: true, type: { ext: "xlsx", mime: UPLOAD_MIME.xlsx } });
  });

  it("accepts a minimal zip with the two xlsx parts, deflated or stored", async () => {
    expect(await checkXlsxZip(zip(XLSX_PARTS))).toBeNull();
    expect(await checkXlsxZip(zip(XLSX_PARTS.map((p) => ({ ...p, deflate: true }))))).toBeNull();
  });

  it("refuses a zip that is not an xlsx (415)", async () => {
    const bytes = zip([{ name: "readme.txt", data: Buffer.from("not a workbook"), deflate: true }]);
    expect(await checkUpload("import", bytes)).toEqual({ ok: false, status: 415, message: "The file is not a valid XLSX spreadsheet" });
  });

  it("refuses a zip that has [Content_Types].xml but no workbook (a docx, say)", async () => {
    const docx = zip([XLSX_PARTS[0], { name: "word/document.xml", data: Buffer.from("<document/>") }]);
    expect(await checkUpload("import", docx)).toMatchObject({ ok: false, status: 415 });
  });

  it("refuses a PDF, an image or a truncated zip as an import", async () => {
    expect(await checkUpload("import", PDF)).toEqual({ ok: false, status: 415, message: "Only XLSX files are accepted" });
    expect(await checkUpload("import", PNG)).toMatchObject({ ok: false, status: 415 });
    const xlsx = await realXlsx();
    expect(await checkUpload("import", xlsx.subarray(0, xlsx.length - 30))).toMatchObject({ ok: false, status: 415 });
  });

  it("refuses an xlsx for any other purpose", async () => {
    expect(await checkUpload("attachment", await realXlsx())).toMatchObject({ ok: false, status: 415 });
  });

  it("refuses a zip whose entries declare more than 50 MB unpacked, without inflating it (413)", async () => {
    const bomb = zip([...XLSX_PARTS, { name: "xl/worksheets/sheet1.xml", data: Buffer.from("<x/>"), deflate: true, declaredSize: XLSX_LIMITS.maxUncompressedBytes }]);
    expect(await checkUpload("import", bomb)).toEqual({ ok: false, status: 413, message: "The spreadsheet is too large when unpacked (at most 50 MB)" });
  });

  it("adds the entries up: three sheets of 20 MB are refused although each is under 50 MB", async () => {
    const sheet = Buffer.alloc(20 * MB, "a");
    const parts = [0, 1, 2].map((i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: sheet, deflate: true }));
    const bytes = zip([...XLSX_PARTS, ...parts]);
    expect(bytes.length).toBeLessThan(200 * 1024);
    expect(await checkXlsxZip(bytes)).toBe(UNPACKED_TOO_LARGE);
  });

  it("refuses an entry that inflates to more than it declares", async () => {
    const liar = zip([...XLSX_PARTS, { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(64 * 1024), deflate: true, declaredSize: 100 }]);
    expect(await checkUpload("import", liar)).toMatchObject({ ok: false, status: 415 });
  });

  it("refuses a zip with more than 10,000 entries", async () => {
    const many: ZipEntrySpec[] = [...XLSX_PARTS];
    for (let i = 0; i < XLSX_LIMITS.maxEntries; i++) many.push({ name: `xl/p${i}.xml`, data: Buffer.alloc(0) });
    expect(await checkUpload("import", zip(many))).toEqual({ ok: false, status: 415, message: "The spreadsheet has too many parts" });
  });
});
