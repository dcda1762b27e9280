/**
 * The payslip PDF (docs/payroll-rules.md › B13): one A4 page per employee and month, in English
 * or Indonesian, from a saved payroll item exactly as payroll_items holds it. One PDF, a PDF of many
 * payslips (a page each), or a zip of PDFs named by employee number. No database here: the caller reads
 * the item, the company and its files, and passes them in.
 *
 * Fonts (docs/decisions/0028-payroll-runs.md, "The payslip's fonts"): a page whose every text is in
 * WinAnsi (Latin-1 and a few more) is drawn in the standard PDF fonts (Helvetica: nothing embedded,
 * metrics loaded once per process); a page with any other character (a name such as "Đặng" or "王小明")
 * in Noto Sans SC, whose Latin, Vietnamese and Chinese glyphs pdfkit embeds as a subset. The take-home pay
 * in words is always Indonesian (terbilang), whatever the language, as Indonesian payslips print it.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import { zipSync } from "fflate";
import type * as Fontkit from "fontkit";
import englishPayroll from "../../public/locales/en/payroll.json";
import indonesianPayroll from "../../public/locales/id/payroll.json";
import type { PayrollEmployeeSnapshot, PayrollLine } from "../db/schema/payroll";
import { terbilangRupiah } from "../domain/payroll/terbilang";

export type PayslipLanguage = "en" | "id";

/** A money or percent value as the database hands it back (numeric → string) or as a number. */
export type PayslipAmount = number | string | null | undefined;

export interface PayslipCompany {
  name: string;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  npwp_number?: string | null;
  /** The logo file's bytes; PNG and JPEG are drawn, anything else is left out. */
  logo?: Uint8Array | null;
  /** The company's active digital signature (Company Info › Digital Signature). */
  signature?: { name: string; title?: string | null; image?: Uint8Array | null } | null;
}

/** The payroll_items money columns the payslip reads. */
type MoneyColumn =
  | "basic_salary"
  | "allowance_housing"
  | "allowance_meal"
  | "allowance_transport"
  | "allowance_field"
  | "allowance_telephone"
  | "allowance_other"
  | "overtime_pay"
  | "yard_bonus"
  | "job_bonus_normal"
  | "job_bonus_complex"
  | "thr"
  | "other_earnings"
  | "tax_allowance"
  | "gross_income"
  | "bpjs_tk_jht_employee"
  | "bpjs_tk_jht_employer"
  | "bpjs_tk_jp_employee"
  | "bpjs_tk_jp_employer"
  | "bpjs_jkk"
  | "bpjs_jkm"
  | "bpjs_ks_employee"
  | "bpjs_ks_employer"
  | "pph21"
  | "other_deductions"
  | "total_deductions"
  | "take_home_pay";

/** A payroll item's figures, as payroll_items holds them (a row of that table fits). */
export type PayslipItem = Partial<Record<MoneyColumn, PayslipAmount>> & {
  overtime_hours?: PayslipAmount;
  marital_status?: string | null;
  ter_category?: string | null;
  /** Percent (1.5 = 1.5 %); null in the annual recalculation month. */
  ter_rate?: PayslipAmount;
  lines?: readonly PayrollLine[] | null;
};

export interface PayslipData {
  company: PayslipCompany;
  /** The snapshot stored in payroll_items.employee (`nickname` is the employee number), with the bank's name. */
  employee: PayrollEmployeeSnapshot & { bank?: string | null };
  /** Month 1–12. */
  period: { year: number; month: number };
  item: PayslipItem;
}

export interface PayslipOptions {
  language: PayslipLanguage;
  /** Encrypts the PDF with this user password (printing allowed); the mass e-mail uses the birth date, DDMMYYYY. */
  password?: string | null;
  /** The document's creation date (metadata only); now when not given. */
  createdAt?: Date;
}

// ---------------------------------------------------------------------------------------------------
// Texts: every label in both languages, here beside the layout (as api/domain/employees/sheet.ts keeps
// its headers); the line labels and month names come from the calculator's public/locales/*/payroll.json.

const EN = {
  title: "Payslip",
  confidential: "Private & confidential",
  name: "Name",
  employeeNumber: "Employee No.",
  department: "Department",
  jobTitle: "Job title",
  ptkp: "PTKP status",
  npwp: "NPWP",
  bank: "Bank",
  accountNumber: "Account No.",
  earnings: "Earnings",
  deductions: "Deductions",
  totalEarnings: "Total earnings",
  totalDeductions: "Total deductions",
  takeHome: "Take-home pay",
  inWords: "In words",
  employer: "Employer contributions",
  employerNote: "Paid by the company on top of pay; not deducted.",
  totalEmployer: "Total employer contributions",
  tax: "Income tax (PPh 21)",
  taxableGross: "Taxable gross",
  method: "Method",
  methodTer: "Monthly TER (PP 58/2023)",
  methodAnnual: "Annual recalculation (Pasal 17)",
  terCategory: "TER category",
  terRate: "TER rate",
  pph21Month: "PPh 21 this month",
  overtimeHours: "Overtime hours",
  authorisedBy: "Authorised by",
  footer: "This payslip is generated electronically and is valid without a handwritten signature. Please keep it confidential.",
};
type TextKey = keyof typeof EN;

const TEXTS: Record<PayslipLanguage, Record<TextKey, string>> = {
  en: EN,
  id: {
    title: "Slip Gaji",
    confidential: "Rahasia",
    name: "Nama",
    employeeNumber: "No. Karyawan",
    department: "Departemen",
    jobTitle: "Jabatan",
    ptkp: "Status PTKP",
    npwp: "NPWP",
    bank: "Bank",
    accountNumber: "No. Rekening",
    earnings: "Pendapatan",
    deductions: "Potongan",
    totalEarnings: "Total pendapatan",
    totalDeductions: "Total potongan",
    takeHome: "Gaji bersih",
    inWords: "Terbilang",
    employer: "Iuran perusahaan",
    employerNote: "Dibayar perusahaan di luar gaji; tidak dipotong.",
    totalEmployer: "Total iuran perusahaan",
    tax: "Pajak penghasilan (PPh 21)",
    taxableGross: "Penghasilan bruto kena pajak",
    method: "Metode",
    methodTer: "TER bulanan (PP 58/2023)",
    methodAnnual: "Perhitungan ulang setahun (Pasal 17)",
    terCategory: "Kategori TER",
    terRate: "Tarif TER",
    pph21Month: "PPh 21 bulan ini",
    overtimeHours: "Jam lembur",
    authorisedBy: "Disahkan oleh",
    footer: "Slip gaji ini dibuat secara elektronik dan sah tanpa tanda tangan basah. Harap dijaga kerahasiaannya.",
  },
};

const PAYROLL_TEXTS = { en: englishPayroll, id: indonesianPayroll } as const;

const LINE_TEXTS: Record<PayslipLanguage, Record<string, string>> = { en: PAYROLL_TEXTS.en.lines, id: PAYROLL_TEXTS.id.lines };

/** "November 2026" / "November 2026"; "March 2026" / "Maret 2026". */
export function periodLabel(period: { year: number; month: number }, language: PayslipLanguage): string {
  const months: Record<string, string> = PAYROLL_TEXTS[language].months;
  return `${months[String(period.month)] ?? period.month} ${period.year}`;
}

/**
 * A line's label in the language, by its key as the engine writes it ("allowance.housing" → the
 * calculator's "allowance_housing" in payroll.json); a key without a text is shown as it is.
 */
export function lineLabel(line: Pick<PayrollLine, "key">, language: PayslipLanguage): string {
  const lines = LINE_TEXTS[language];
  const key = String(line.key ?? ""); // stored JSON: never trusted to have it
  const text = key.replace(/\./g, "_");
  return Object.hasOwn(lines, text) ? lines[text] : key;
}

// ---------------------------------------------------------------------------------------------------
// Figures

/** A stored amount as an integer rupiah (numeric(15,0) fits a JS number exactly); junk is 0. */
export function amountOf(value: PayslipAmount): number {
  if (value === null || value === undefined || value === "") return 0;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n) : 0;
}

/** Rupiah in the id-ID style, whatever the language: "Rp 7.500.000", "-Rp 125.000", "Rp 0". */
export function formatRupiah(amount: number): string {
  const digits = String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${amount < 0 ? "-" : ""}Rp ${digits}`;
}

function formatNumber(value: number, language: PayslipLanguage): string {
  return new Intl.NumberFormat(language === "id" ? "id-ID" : "en-US", { maximumFractionDigits: 3 }).format(value);
}

export interface PayslipRow {
  label: string;
  amount: number;
}

/** What a page shows, worked out from the item alone (pure; the layout only draws it). */
export interface PayslipFigures {
  earnings: PayslipRow[];
  deductions: PayslipRow[];
  employer: PayslipRow[];
  totalEarnings: number;
  totalDeductions: number;
  totalEmployer: number;
  takeHome: number;
  taxableGross: number;
  pph21: number;
  overtimeHours: number;
  /** "ter" in January–November; "annual" in December or the month of leaving (no TER rate). */
  method: "ter" | "annual";
  /** The annual recalculation's steps (annual gross … withheld so far) in the final period; none in TER months. */
  annual: PayslipRow[];
  terCategory: string | null;
  terRate: number | null;
  ptkp: string | null;
}

const EARNING_COLUMNS: readonly { column: MoneyColumn; code: string }[] = [
  { column: "basic_salary", code: "basic_salary" },
  { column: "allowance_housing", code: "allowance.housing" },
  { column: "allowance_meal", code: "allowance.meal" },
  { column: "allowance_transport", code: "allowance.transport" },
  { column: "allowance_field", code: "allowance.field" },
  { column: "allowance_telephone", code: "allowance.telephone" },
  { column: "allowance_other", code: "allowance.other" },
  { column: "overtime_pay", code: "overtime" },
  { column: "yard_bonus", code: "bonus.yard" },
  { column: "job_bonus_normal", code: "bonus.job_normal" },
  { column: "job_bonus_complex", code: "bonus.job_complex" },
  { column: "thr", code: "thr" },
  { column: "other_earnings", code: "other_earnings" },
  { column: "tax_allowance", code: "tax_allowance" },
];
const DEDUCTION_COLUMNS: readonly { column: MoneyColumn; code: string }[] = [
  { column: "bpjs_tk_jht_employee", code: "bpjs.jht_employee" },
  { column: "bpjs_tk_jp_employee", code: "bpjs.jp_employee" },
  { column: "bpjs_ks_employee", code: "bpjs.ks_employee" },
  { column: "pph21", code: "pph21" },
  { column: "other_deductions", code: "deduction.other" },
];
const EMPLOYER_COLUMNS: readonly { column: MoneyColumn; code: string }[] = [
  { column: "bpjs_tk_jht_employer", code: "bpjs.jht_employer" },
  { column: "bpjs_tk_jp_employer", code: "bpjs.jp_employer" },
  { column: "bpjs_jkk", code: "bpjs.jkk" },
  { column: "bpjs_jkm", code: "bpjs.jkm" },
  { column: "bpjs_ks_employer", code: "bpjs.ks_employer" },
];

/** A line's label with its note when it has one (a one-off line: "Other deductions: Koperasi"). */
function rowLabel(line: Pick<PayrollLine, "key" | "detail">, language: PayslipLanguage): string {
  const note = line.detail?.note;
  const label = lineLabel(line, language);
  return typeof note === "string" && note.trim() ? `${label}: ${note.trim()}` : label;
}

/**
 * The rows of one kind: the item's stored lines of that kind, in their order, when it has any; else the
 * columns (an item saved without lines). Either way zero amounts are left out, but the basic salary.
 */
function rowsOf(item: PayslipItem, kind: PayrollLine["kind"], columns: readonly { column: MoneyColumn; code: string }[], language: PayslipLanguage): PayslipRow[] {
  const shown = (key: string, amount: number) => amount !== 0 || key === "basic_salary";
  const lines = (item.lines ?? []).filter((line) => line.kind === kind);
  if (lines.length > 0) {
    return lines.filter((line) => shown(String(line.key), amountOf(line.amount))).map((line) => ({ label: rowLabel(line, language), amount: amountOf(line.amount) }));
  }
  return columns
    .filter(({ column, code }) => shown(code, amountOf(item[column])))
    .map(({ column, code }) => ({ label: lineLabel({ key: code }, language), amount: amountOf(item[column]) }));
}

const sum = (rows: readonly PayslipRow[]): number => rows.reduce((total, row) => total + row.amount, 0);

/** The stored total when the item has it (the figure of record), else the sum of the rows. */
function stored(value: PayslipAmount, rows: readonly PayslipRow[]): number {
  return value === null || value === undefined || value === "" ? sum(rows) : amountOf(value);
}

export function payslipFigures(item: PayslipItem, language: PayslipLanguage): PayslipFigures {
  const earnings = rowsOf(item, "earning", EARNING_COLUMNS, language);
  const deductions = rowsOf(item, "deduction", DEDUCTION_COLUMNS, language);
  const employer = rowsOf(item, "employer", EMPLOYER_COLUMNS, language);
  const totalEarnings = sum(earnings);
  const totalDeductions = stored(item.total_deductions, deductions);
  const terRate = item.ter_rate === null || item.ter_rate === undefined || item.ter_rate === "" ? null : Number(item.ter_rate);
  // The final period is known by its recalculation's lines: its saved TER rate is information only (B5).
  const annual = (item.lines ?? []).filter((line) => line.kind === "tax" && String(line.key).startsWith("annual."));
  const isAnnual = annual.length > 0 || terRate === null || !Number.isFinite(terRate);
  return {
    earnings,
    deductions,
    employer,
    totalEarnings,
    totalDeductions,
    totalEmployer: sum(employer),
    takeHome: item.take_home_pay === null || item.take_home_pay === undefined || item.take_home_pay === "" ? totalEarnings - totalDeductions : amountOf(item.take_home_pay),
    taxableGross: amountOf(item.gross_income),
    pph21: amountOf(item.pph21),
    overtimeHours: Number(item.overtime_hours ?? 0) || 0,
    method: isAnnual ? "annual" : "ter",
    annual: annual.map((line) => ({ label: rowLabel(line, language), amount: amountOf(line.amount) })),
    terCategory: item.ter_category ?? null,
    terRate: terRate !== null && Number.isFinite(terRate) ? terRate : null,
    ptkp: item.marital_status ? item.marital_status.toUpperCase() : null,
  };
}

// ---------------------------------------------------------------------------------------------------
// Layout (A4, points)

// The page, fonts and drawing helpers below are shared with the A1 slip (api/payroll/tax-a1-pdf.ts).
export const PAGE = { width: 595.28, height: 841.89, margin: 40 };
export const CONTENT = PAGE.width - 2 * PAGE.margin;
export const COLOR = { accent: "#1f4e79", tint: "#eaf1f8", rule: "#d5dde6", text: "#1d1d1f", muted: "#5f6b76", white: "#ffffff" };

export type Doc = PDFKit.PDFDocument;

// ---------------------------------------------------------------------------------------------------
// Fonts

export type FontStyle = "regular" | "bold" | "italic";
type FontSet = Record<FontStyle, string>;

const STANDARD_FONTS: FontSet = { regular: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique" };
/** Noto Sans SC has no italic: its regular face stands in. */
const WIDE_FONTS: FontSet = { regular: "NotoSansSC-Regular", bold: "NotoSansSC-Bold", italic: "NotoSansSC-Regular" };

/** The characters of WinAnsiEncoding above Latin-1's printable ones, which the standard fonts also draw. */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Whether the standard PDF fonts draw every character of the text (WinAnsiEncoding). */
export function standardFontsDraw(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === "\n" || char === "\t" || char === "\r" || WIN_ANSI_EXTRAS.has(char)) continue;
    return false;
  }
  return true;
}

const fontFile = (file: string) => createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-sc/${file}`);
let wideFaces: Record<"regular" | "bold", Fontkit.Font> | null = null;

/**
 * pdfkit and fontkit, loaded with the first document rather than with every server start
 * (docs/decisions/0044-the-suite-on-two-cores.md); fontkit is set once a document exists.
 */
let fontkit: typeof Fontkit | null = null;
async function pdfLibraries(): Promise<typeof import("pdfkit")> {
  const [pdfkit, loadedFontkit] = await Promise.all([import("pdfkit"), import("fontkit")]);
  fontkit = loadedFontkit;
  return pdfkit.default;
}

/**
 * Noto Sans SC's regular and bold faces, parsed once per process (about 10 MB each): pdfkit takes a
 * fontkit font as it takes a file, and a file would be parsed again for every document.
 */
function loadWideFaces(): Record<"regular" | "bold", Fontkit.Font> {
  const open = (file: string) => fontkit!.create(fs.readFileSync(fontFile(file))) as Fontkit.Font;
  wideFaces ??= { regular: open("400Regular/NotoSansSC_400Regular.ttf"), bold: open("700Bold/NotoSansSC_700Bold.ttf") };
  return wideFaces;
}

/** The fonts of the page being drawn, by document. */
const pageFonts = new WeakMap<Doc, FontSet>();
export const fontOf = (doc: Doc, style: FontStyle): string => (pageFonts.get(doc) ?? STANDARD_FONTS)[style];

/** Every text a payslip page draws that does not come from this file or the locale files. */
function pageTexts(data: PayslipData, figures: PayslipFigures): string[] {
  const named = (v: unknown) => (v && typeof v === "object" && "name" in v ? (v as { name: unknown }).name : v);
  const e = data.employee;
  const c = data.company;
  return [c.name, c.address, c.phone, c.email, c.npwp_number, c.signature?.name, c.signature?.title, e.fullname, e.nickname, named(e.department), named(e.job_title), e.npwp_number, e.bank, e.account_number, ...[...figures.earnings, ...figures.deductions, ...figures.employer].map((row) => row.label)]
    .filter((text): text is string => typeof text === "string");
}

/** Chooses the page's fonts: the standard ones when they draw every text, else the wide ones (registered on the document). */
function chooseFonts(doc: Doc, data: PayslipData, figures: PayslipFigures): void {
  chooseFontsFor(doc, pageTexts(data, figures));
}

/** The page's fonts for these texts (the names, addresses and labels it draws). */
export function chooseFontsFor(doc: Doc, texts: readonly string[]): void {
  if (texts.every(standardFontsDraw)) {
    pageFonts.set(doc, STANDARD_FONTS);
    return;
  }
  const faces = loadWideFaces();
  // pdfkit 0.20 takes a fontkit font where its types name only files and buffers.
  doc.registerFont(WIDE_FONTS.regular, faces.regular as unknown as Buffer);
  doc.registerFont(WIDE_FONTS.bold, faces.bold as unknown as Buffer);
  pageFonts.set(doc, WIDE_FONTS);
}
/** pdfkit's opened image (not in @types/pdfkit): drawn many times, embedded once per document. */
type OpenedImage = { width: number; height: number };
type DocWithImages = Doc & { openImage(src: Buffer): OpenedImage };

export function isDrawable(bytes: Uint8Array | null | undefined): bytes is Uint8Array {
  if (!bytes || bytes.length < 8) return false;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

/** Opens each distinct image once per document; an unreadable image is left out, never fails the slip. */
export function imageCache(doc: Doc): (bytes: Uint8Array | null | undefined) => OpenedImage | null {
  const cache = new Map<Uint8Array, OpenedImage | null>();
  return (bytes) => {
    if (!isDrawable(bytes)) return null;
    if (!cache.has(bytes)) {
      let image: OpenedImage | null = null;
      try {
        image = (doc as DocWithImages).openImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      } catch {
        image = null;
      }
      cache.set(bytes, image);
    }
    return cache.get(bytes) ?? null;
  };
}

export function drawImage(doc: Doc, image: OpenedImage, x: number, y: number, fit: [number, number], align?: "right"): number {
  const scale = Math.min(fit[0] / image.width, fit[1] / image.height, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  doc.image(image as unknown as Buffer, align === "right" ? x + fit[0] - width : x, y, { width, height });
  return height;
}

/** A section heading in capitals; "PPh" keeps its own spelling. */
const heading = (text: string): string => text.toUpperCase().replace(/\bPPH\b/g, "PPh");

/**
 * One line of text, cut with an ellipsis when too long. Placed by hand (measured, then drawn without a
 * width) rather than through pdfkit's line wrapper, which costs most of a page's render time.
 */
export function cell(doc: Doc, text: string, x: number, y: number, width: number, options: { font?: FontStyle; size?: number; color?: string; align?: "left" | "right" | "center" } = {}): void {
  doc
    .font(fontOf(doc, options.font ?? "regular"))
    .fontSize(options.size ?? 9)
    .fillColor(options.color ?? COLOR.text);
  let shown = text;
  let shownWidth = doc.widthOfString(shown);
  if (shownWidth > width) {
    let keep = shown.length;
    do shown = `${text.slice(0, --keep).trimEnd()}\u2026`;
    while (keep > 0 && (shownWidth = doc.widthOfString(shown)) > width);
  }
  const left = options.align === "right" ? x + width - shownWidth : options.align === "center" ? x + (width - shownWidth) / 2 : x;
  doc.text(shown, left, y, { lineBreak: false });
}

export function rule(doc: Doc, x: number, y: number, width: number, color = COLOR.rule, weight = 0.6): void {
  doc.moveTo(x, y).lineTo(x + width, y).lineWidth(weight).strokeColor(color).stroke();
}

function header(doc: Doc, data: PayslipData, t: Record<TextKey, string>, language: PayslipLanguage, image: ReturnType<typeof imageCache>): number {
  const top = PAGE.margin;
  const x0 = PAGE.margin;
  const logo = image(data.company.logo);
  const logoHeight = logo ? drawImage(doc, logo, x0, top, [90, 50]) : 0;
  const textX = logo ? x0 + 100 : x0;
  const textWidth = 300 - (textX - x0);

  doc.font(fontOf(doc, "bold")).fontSize(13).fillColor(COLOR.text).text(data.company.name, textX, top, { width: textWidth });
  doc.font(fontOf(doc, "regular")).fontSize(8).fillColor(COLOR.muted);
  const details = [data.company.address, [data.company.phone, data.company.email].filter(Boolean).join("  ·  "), data.company.npwp_number ? `NPWP ${data.company.npwp_number}` : null].filter(
    (part): part is string => Boolean(part && part.trim()),
  );
  for (const part of details) doc.text(part, textX, doc.y + 1, { width: textWidth });
  const leftBottom = Math.max(doc.y, top + logoHeight);

  const rightX = PAGE.width - PAGE.margin - 200;
  cell(doc, t.title.toUpperCase(), rightX, top, 200, { font: "bold", size: 20, color: COLOR.accent, align: "right" });
  cell(doc, periodLabel(data.period, language), rightX, top + 26, 200, { font: "bold", size: 11, align: "right" });
  cell(doc, t.confidential, rightX, top + 42, 200, { font: "italic", size: 8, color: COLOR.muted, align: "right" });

  const bottom = Math.max(leftBottom, top + 54) + 10;
  rule(doc, x0, bottom, CONTENT, COLOR.accent, 2);
  return bottom + 12;
}

function employeeBlock(doc: Doc, data: PayslipData, figures: PayslipFigures, t: Record<TextKey, string>, y: number): number {
  const e = data.employee;
  // The snapshot keeps department and job title as {_id, name}.
  const named = (v: unknown): unknown => (v && typeof v === "object" && "name" in v ? (v as { name: unknown }).name : v);
  const value = (v: unknown): string => {
    const shown = named(v);
    return typeof shown === "string" && shown.trim() ? shown : typeof shown === "number" ? String(shown) : "-";
  };
  const left: [string, string][] = [
    [t.name, value(e.fullname)],
    [t.employeeNumber, value(e.nickname)],
    [t.department, value(e.department)],
    [t.jobTitle, value(e.job_title)],
  ];
  const right: [string, string][] = [
    [t.ptkp, figures.ptkp ?? "-"],
    [t.npwp, value(e.npwp_number)],
    [t.bank, value(e.bank)],
    [t.accountNumber, value(e.account_number)],
  ];
  const rowHeight = 15;
  const height = rowHeight * left.length + 12;
  doc.rect(PAGE.margin, y, CONTENT, height).fillColor(COLOR.tint).fill();
  const half = CONTENT / 2;
  [left, right].forEach((rows, column) => {
    const x = PAGE.margin + 10 + column * half;
    rows.forEach(([label, text], index) => {
      const rowY = y + 8 + index * rowHeight;
      cell(doc, label, x, rowY, 80, { color: COLOR.muted, size: 8.5 });
      cell(doc, text, x + 82, rowY, half - 100, { font: "bold", size: 9 });
    });
  });
  return y + height + 14;
}

/** A titled table of label | amount rows with a total; returns its bottom. */
function table(doc: Doc, title: string, rows: readonly PayslipRow[], total: { label: string; amount: number }, x: number, y: number, width: number, minRows: number, note?: string): number {
  const rowHeight = 16;
  doc.rect(x, y, width, 18).fillColor(COLOR.accent).fill();
  cell(doc, heading(title), x + 8, y + 5, width - 16, { font: "bold", size: 8.5, color: COLOR.white });
  let rowY = y + 18;
  if (note) {
    cell(doc, note, x + 8, rowY + 4, width - 16, { font: "italic", size: 7.5, color: COLOR.muted });
    rowY += 14;
  }
  const count = Math.max(rows.length, minRows);
  for (let index = 0; index < count; index++) {
    const row = rows[index];
    if (row) {
      cell(doc, row.label, x + 8, rowY + 4, width - 110, { size: 9 });
      cell(doc, formatRupiah(row.amount), x + width - 108, rowY + 4, 100, { size: 9, align: "right" });
    }
    rowY += rowHeight;
    rule(doc, x, rowY, width);
  }
  doc.rect(x, rowY, width, 20).fillColor(COLOR.tint).fill();
  cell(doc, total.label, x + 8, rowY + 6, width - 110, { font: "bold", size: 9 });
  cell(doc, formatRupiah(total.amount), x + width - 108, rowY + 6, 100, { font: "bold", size: 9, align: "right" });
  return rowY + 20;
}

function takeHomeBlock(doc: Doc, figures: PayslipFigures, t: Record<TextKey, string>, y: number): number {
  const height = 50;
  doc.rect(PAGE.margin, y, CONTENT, height).fillColor(COLOR.accent).fill();
  cell(doc, t.takeHome.toUpperCase(), PAGE.margin + 12, y + 10, 250, { font: "bold", size: 11, color: COLOR.white });
  cell(doc, formatRupiah(figures.takeHome), PAGE.margin + CONTENT - 262, y + 8, 250, { font: "bold", size: 16, color: COLOR.white, align: "right" });
  cell(doc, `${t.inWords}: ${terbilangRupiah(figures.takeHome)}`, PAGE.margin + 12, y + 31, CONTENT - 24, { font: "italic", size: 9, color: COLOR.white });
  return y + height + 16;
}

function taxBlock(doc: Doc, figures: PayslipFigures, t: Record<TextKey, string>, language: PayslipLanguage, x: number, y: number, width: number): number {
  const rows: [string, string][] = [
    [t.taxableGross, formatRupiah(figures.taxableGross)],
    [t.method, figures.method === "ter" ? t.methodTer : t.methodAnnual],
  ];
  if (figures.method === "ter") {
    rows.push([t.terCategory, figures.terCategory ?? "-"]);
    rows.push([t.terRate, figures.terRate === null ? "-" : `${formatNumber(figures.terRate, language)} %`]);
  }
  for (const step of figures.annual) rows.push([step.label, formatRupiah(step.amount)]);
  if (figures.overtimeHours > 0) rows.push([t.overtimeHours, formatNumber(figures.overtimeHours, language)]);
  doc.rect(x, y, width, 18).fillColor(COLOR.accent).fill();
  cell(doc, heading(t.tax), x + 8, y + 5, width - 16, { font: "bold", size: 8.5, color: COLOR.white });
  let rowY = y + 18;
  for (const [label, text] of rows) {
    const valueWidth = Math.min(doc.font(fontOf(doc, "regular")).fontSize(9).widthOfString(text) + 2, width - 90);
    cell(doc, label, x + 8, rowY + 4, width - 24 - valueWidth, { size: 9 });
    cell(doc, text, x + width - 8 - valueWidth, rowY + 4, valueWidth, { size: 9, align: "right" });
    rowY += 16;
    rule(doc, x, rowY, width);
  }
  doc.rect(x, rowY, width, 20).fillColor(COLOR.tint).fill();
  cell(doc, t.pph21Month, x + 8, rowY + 6, width - 110, { font: "bold", size: 9 });
  cell(doc, formatRupiah(figures.pph21), x + width - 108, rowY + 6, 100, { font: "bold", size: 9, align: "right" });
  return rowY + 20;
}

function signatureBlock(doc: Doc, data: PayslipData, t: Record<TextKey, string>, y: number, image: ReturnType<typeof imageCache>): void {
  const width = 190;
  const x = PAGE.width - PAGE.margin - width;
  cell(doc, t.authorisedBy, x, y, width, { size: 8.5, color: COLOR.muted, align: "center" });
  cell(doc, data.company.name, x, y + 12, width, { font: "bold", size: 8.5, align: "center" });
  const signature = data.company.signature;
  if (!signature) return; // no active signature: the footer says the slip is valid without one
  const picture = image(signature.image);
  if (picture) drawImage(doc, picture, x + 25, y + 28, [width - 50, 56]);
  rule(doc, x + 20, y + 90, width - 40, COLOR.text, 0.6);
  cell(doc, signature.name, x, y + 95, width, { font: "bold", size: 9, align: "center" });
  if (signature.title) cell(doc, signature.title, x, y + 108, width, { size: 8, color: COLOR.muted, align: "center" });
}

function footer(doc: Doc, t: Record<TextKey, string>): void {
  const y = PAGE.height - PAGE.margin - 22;
  rule(doc, PAGE.margin, y, CONTENT);
  doc.font(fontOf(doc, "italic")).fontSize(7.5).fillColor(COLOR.muted).text(t.footer, PAGE.margin, y + 6, { width: CONTENT, align: "center", height: 20 });
}

/** Draws one payslip on the current (empty) page. */
function drawPayslip(doc: Doc, data: PayslipData, language: PayslipLanguage, image: ReturnType<typeof imageCache>): void {
  const t = TEXTS[language];
  const figures = payslipFigures(data.item, language);
  chooseFonts(doc, data, figures);
  let y = header(doc, data, t, language, image);
  y = employeeBlock(doc, data, figures, t, y);

  const gap = 15;
  const half = (CONTENT - gap) / 2;
  const rows = Math.max(figures.earnings.length, figures.deductions.length);
  const leftBottom = table(doc, t.earnings, figures.earnings, { label: t.totalEarnings, amount: figures.totalEarnings }, PAGE.margin, y, half, rows);
  const rightBottom = table(doc, t.deductions, figures.deductions, { label: t.totalDeductions, amount: figures.totalDeductions }, PAGE.margin + half + gap, y, half, rows);
  y = Math.max(leftBottom, rightBottom) + 14;

  y = takeHomeBlock(doc, figures, t, y);

  const employerBottom = table(doc, t.employer, figures.employer, { label: t.totalEmployer, amount: figures.totalEmployer }, PAGE.margin, y, half, 0, t.employerNote);
  const taxBottom = taxBlock(doc, figures, t, language, PAGE.margin + half + gap, y, half);
  y = Math.max(employerBottom, taxBottom) + 24;

  signatureBlock(doc, data, t, Math.min(y, PAGE.height - PAGE.margin - 150), image);
  footer(doc, t);
}

export async function newDocument(options: PayslipOptions, title: string, author: string): Promise<Doc> {
  const password = options.password ?? undefined;
  const PDFDocument = await pdfLibraries();
  return new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    autoFirstPage: false,
    compress: true,
    lang: options.language === "id" ? "id-ID" : "en-GB",
    info: { Title: title, Author: author, Creator: "HR Dashboard", CreationDate: options.createdAt ?? new Date() },
    ...(password
      ? {
          // AES-128 (PDF 1.7). The owner password is random: nobody gets more than printing and reading.
          pdfVersion: "1.7" as const,
          userPassword: password,
          ownerPassword: randomBytes(18).toString("base64url"),
          permissions: { printing: "highResolution" as const, contentAccessibility: true },
        }
      : {}),
  });
}

export function finish(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

function documentTitle(data: PayslipData, language: PayslipLanguage): string {
  return `${TEXTS[language].title} ${periodLabel(data.period, language)} - ${data.employee.fullname}`;
}

/** One employee's payslip for one month, as a PDF. */
export async function renderPayslip(data: PayslipData, options: PayslipOptions): Promise<Buffer> {
  const doc = await newDocument(options, documentTitle(data, options.language), data.company.name);
  const image = imageCache(doc);
  doc.addPage();
  drawPayslip(doc, data, options.language, image);
  return finish(doc);
}

/** Many payslips in one PDF, a page each, in the order given (the company's logo is embedded once). */
export async function renderPayslips(list: readonly PayslipData[], options: PayslipOptions): Promise<Buffer> {
  const first = list[0];
  const title = first ? `${TEXTS[options.language].title} ${periodLabel(first.period, options.language)}` : TEXTS[options.language].title;
  const doc = await newDocument(options, title, first?.company.name ?? "");
  const image = imageCache(doc);
  for (const data of list) {
    doc.addPage();
    drawPayslip(doc, data, options.language, image);
  }
  return finish(doc);
}

/** A file name from an employee number: letters, digits, dot, dash and underscore; "payslip" when empty. */
export function payslipFileName(employeeNumber: string | null | undefined): string {
  const safe = (employeeNumber ?? "").trim().replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._]+/, "");
  return `${safe || "payslip"}.pdf`;
}

/**
 * A zip of PDFs named by employee number ("EMP-0001.pdf"); a repeated name gets "-2", "-3". The PDFs are
 * stored, not deflated: pdfkit already compressed their contents.
 */
export function zipPayslips(files: readonly { employeeNumber: string | null | undefined; pdf: Uint8Array }[]): Buffer {
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const file of files) {
    const base = payslipFileName(file.employeeNumber);
    let name = base;
    for (let n = 2; name in entries; n++) name = base.replace(/\.pdf$/, `-${n}.pdf`);
    entries[name] = [file.pdf, { level: 0 }];
  }
  return Buffer.from(zipSync(entries));
}

/** Every payslip as its own PDF (each with `password(data)` when given), zipped by employee number. */
export async function renderPayslipZip(list: readonly PayslipData[], options: Omit<PayslipOptions, "password"> & { password?: (data: PayslipData) => string | null }): Promise<Buffer> {
  const files: { employeeNumber: string | null | undefined; pdf: Buffer }[] = [];
  for (const data of list) {
    const pdf = await renderPayslip(data, { ...options, password: options.password?.(data) ?? null });
    files.push({ employeeNumber: data.employee.nickname, pdf });
  }
  return zipPayslips(files);
}
