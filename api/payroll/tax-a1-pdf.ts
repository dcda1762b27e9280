/**
 * The A1 slip as a PDF (docs/statutory-exports.md §6): one A4 page in the numbered lines of
 * the 2024–2025 form 1721-A1 / BPA1 (§5) — the header with the withholder's NPWP, NITKU and name, A. the
 * recipient, B. lines 1–20 (zakat at 11) and Coretax's two settlement lines, C. the withholder's tax
 * person, date and the company's active digital signature. Every figure is the pure A1 of the saved items
 * (api/domain/payroll/a1.ts); nothing is computed here. Labels: public/locales/{en,id}/tax.json.
 * The page, fonts and drawing helpers are the payslip's (api/payroll/payslip.ts).
 */
import englishTax from "../../public/locales/en/tax.json";
import indonesianTax from "../../public/locales/id/tax.json";
import { A1_NUMBERED, type A1 } from "../domain/payroll/a1";
import { monthEnd, TAX_OBJECT_CODE } from "../domain/payroll/coretax";
import { CONTENT, COLOR, PAGE, cell, chooseFontsFor, drawImage, finish, formatRupiah, imageCache, newDocument, periodLabel, rule, type Doc, type PayslipLanguage } from "./payslip";

export interface A1PdfData {
  year: number;
  company: {
    name: string;
    tin: string;
    nitku: string;
    taxPerson: { fullname: string; tin: string };
    signature: { name: string; title?: string | null; image?: Uint8Array | null } | null;
  };
  recipient: {
    fullname: string;
    npwp: string | null;
    /** NIK, or the passport of a foreign employee. */
    nik: string | null;
    address: string | null;
    gender: string | null;
    status: string;
    position: string;
    foreign: boolean;
    country: string | null;
  };
  a1: A1;
}

const TEXTS = { en: englishTax.pdf, id: indonesianTax.pdf } as const;
type Texts = (typeof TEXTS)["en"];

const pad2 = (n: number) => String(n).padStart(2, "0");

/** "1.962.600", "-195.444": amounts of the form, id-ID digits whatever the language. */
export function formatAmount(amount: number): string {
  return formatRupiah(amount).replace("Rp ", "");
}

/** The lines drawn bold: the sums. */
const TOTALS = new Set([8, 12, 13, 15, 17, 20]);

function bar(doc: Doc, text: string, y: number): number {
  doc.rect(PAGE.margin, y, CONTENT, 16).fillColor(COLOR.accent).fill();
  cell(doc, text.toUpperCase(), PAGE.margin + 6, y + 4, CONTENT - 12, { font: "bold", size: 8.5, color: COLOR.white });
  return y + 22;
}

/** Label | value pairs in two columns; returns the bottom. */
function pairs(doc: Doc, rows: readonly [string, string][], y: number): number {
  const half = CONTENT / 2;
  const perColumn = Math.ceil(rows.length / 2);
  rows.forEach(([label, value], index) => {
    const column = index < perColumn ? 0 : 1;
    const x = PAGE.margin + 4 + column * half;
    const rowY = y + (index % perColumn) * 14;
    cell(doc, label, x, rowY, 92, { size: 8, color: COLOR.muted });
    cell(doc, value, x + 94, rowY, half - 104, { font: "bold", size: 8.5 });
  });
  return y + perColumn * 14 + 6;
}

function drawA1(doc: Doc, data: A1PdfData, language: PayslipLanguage): void {
  const t: Texts = TEXTS[language];
  const { company, recipient, a1 } = data;
  chooseFontsFor(doc, [company.name, company.taxPerson.fullname, company.signature?.name ?? "", company.signature?.title ?? "", recipient.fullname, recipient.address ?? "", recipient.position]);
  const image = imageCache(doc);
  const x0 = PAGE.margin;
  let y = PAGE.margin;

  cell(doc, t.title.toUpperCase(), x0, y, CONTENT, { font: "bold", size: 10.5, color: COLOR.accent });
  y += 16;
  const period = `${pad2(a1.monthStart)} – ${pad2(a1.monthEnd)}`;
  cell(doc, `${t.year} ${data.year}  ·  ${t.period} ${period}`, x0, y, CONTENT - 150, { size: 9 });
  cell(doc, t.form, x0 + CONTENT - 150, y, 150, { font: "bold", size: 9, align: "right" });
  y += 14;
  rule(doc, x0, y, CONTENT, COLOR.accent, 1.5);
  y += 8;
  y = pairs(
    doc,
    [
      [t.withholderNpwp, company.tin],
      [t.withholderName, company.name],
      [t.withholderNitku, company.nitku],
    ],
    y,
  );

  y = bar(doc, t.sectionA, y);
  const dash = (v: string | null) => (v && v.trim() ? v : "-");
  // 1–4 a line each (the address is long), 5–9 in two columns.
  const wide: [string, string][] = [
    [`1. ${t.npwp}`, dash(recipient.npwp)],
    [`2. ${t.nik}`, dash(recipient.nik)],
    [`3. ${t.name}`, recipient.fullname],
    [`4. ${t.address}`, dash(recipient.address)],
  ];
  for (const [label, value] of wide) {
    cell(doc, label, x0 + 4, y, 92, { size: 8, color: COLOR.muted });
    cell(doc, value, x0 + 98, y, CONTENT - 102, { font: "bold", size: 8.5 });
    y += 14;
  }
  y = pairs(
    doc,
    [
      [`5. ${t.gender}`, recipient.gender === "male" ? t.male : recipient.gender === "female" ? t.female : "-"],
      [`6. ${t.ptkp}`, recipient.status],
      [`7. ${t.jobTitle}`, recipient.position],
      [`8. ${t.foreign}`, recipient.foreign ? t.yes : t.no],
      [`9. ${t.country}`, recipient.foreign ? dash(recipient.country) : "-"],
    ],
    y,
  );

  y = bar(doc, t.sectionB, y);
  cell(doc, `${t.objectCode}: ${TAX_OBJECT_CODE}`, x0 + 4, y, CONTENT, { size: 8, color: COLOR.muted });
  y += 14;
  const amountX = x0 + CONTENT - 130;
  const row = (label: string, amount: number, bold: boolean, number?: number) => {
    if (number !== undefined) cell(doc, String(number), x0 + 4, y, 18, { size: 8.5, color: COLOR.muted, align: "right" });
    cell(doc, label, x0 + 28, y, amountX - x0 - 36, { size: 8.5, font: bold ? "bold" : "regular" });
    cell(doc, formatAmount(amount), amountX, y, 126, { size: 8.5, font: bold ? "bold" : "regular", align: "right" });
    y += 14;
    rule(doc, x0, y - 3, CONTENT);
  };
  const lines = t.lines as Record<string, string>;
  for (const [number, key] of A1_NUMBERED) row(lines[String(number)], a1.lines[key], TOTALS.has(number), number);
  y += 4;
  const monthName = (month: number) => periodLabel({ year: data.year, month }, language);
  if (a1.monthEnd > a1.monthStart) row(t.withheld.replace("{{from}}", monthName(a1.monthStart)).replace("{{to}}", monthName(a1.monthEnd - 1)), a1.lines.withheld, false);
  row(t.finalMonth.replace("{{month}}", monthName(a1.monthEnd)), a1.lines.finalMonth, true);
  y += 6;

  y = bar(doc, t.sectionC, y);
  const last = monthEnd(data.year, a1.monthEnd);
  const signedOn = `${Number(last.slice(8))} ${monthName(a1.monthEnd)}`;
  const bottom = pairs(
    doc,
    [
      [t.npwp, company.tin],
      ["NITKU", company.nitku],
      [t.name, company.taxPerson.fullname],
      [t.date, signedOn],
    ],
    y,
  );
  const width = 190;
  const sx = x0 + CONTENT - width;
  cell(doc, t.signature, sx, bottom, width, { size: 8, color: COLOR.muted, align: "center" });
  const picture = image(company.signature?.image);
  if (picture) drawImage(doc, picture, sx + 25, bottom + 12, [width - 50, 50]);
  rule(doc, sx + 20, bottom + 66, width - 40, COLOR.text, 0.6);
  cell(doc, company.signature?.name ?? company.taxPerson.fullname, sx, bottom + 70, width, { font: "bold", size: 9, align: "center" });
  if (company.signature?.title) cell(doc, company.signature.title, sx, bottom + 82, width, { size: 8, color: COLOR.muted, align: "center" });

  const footY = PAGE.height - PAGE.margin - 16;
  rule(doc, x0, footY, CONTENT);
  cell(doc, t.preview, x0, footY + 5, CONTENT, { size: 7.5, color: COLOR.muted, align: "center" });
}

/** One employee's A1 of a year as a PDF. */
export async function renderA1(data: A1PdfData, language: PayslipLanguage): Promise<Buffer> {
  const doc = await newDocument({ language }, `${TEXTS[language].form} ${data.year} - ${data.recipient.fullname}`, data.company.name);
  doc.addPage();
  drawA1(doc, data, language);
  return finish(doc);
}
