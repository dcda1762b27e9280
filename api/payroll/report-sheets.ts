/**
 * The payroll reports as xlsx, through the API's one writer (api/employees/sheets.ts `writeSheet`,
 * docs/decisions/0027-one-spreadsheet-writer.md). The PPh 21 sheets have English / Indonesian headers and
 * a totals row; the BPJS sheets follow the upload templates' columns, in Indonesian and without a totals
 * row, so they can be pasted into them (docs/payroll-rules.md "Payroll reports and bank files" says how
 * sure those column lists are).
 */
import type { BpjsKsReport, BpjsTkReport, Pph21Report, Pph21YearReport } from "../../contract/responses/payroll-reports";
import type { CellKind, SheetColumn } from "../domain/employees/sheet";
import { writeSheet } from "../employees/sheets";

const column = (key: string, en: string, id: string, kind: CellKind = "money"): SheetColumn => ({ key, en, id, kind, example: "" });
/** A header the upload template writes in Indonesian only. */
const template = (key: string, header: string, kind: CellKind = "money"): SheetColumn => column(key, header, header, kind);

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];
const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const identity: SheetColumn[] = [
  column("employee_no", "Employee No.", "No. Karyawan", "text"),
  column("name", "Name", "Nama", "text"),
  template("nik", "NIK", "digits"),
  template("npwp", "NPWP", "digits"),
  column("ptkp_status", "PTKP status", "Status PTKP", "text"),
];

const who = (row: { employee: { fullname: string; employee_id: string | null }; nik: string | null }) => ({ employee_no: row.employee.employee_id, name: row.employee.fullname, nik: row.nik });
const totalLabel = (count: number) => `Total / Jumlah (${count})`;

export function pph21Sheet(report: Pph21Report): Promise<Buffer> {
  const columns = [
    ...identity,
    column("ter_category", "TER category", "Kategori TER", "text"),
    column("ter_rate", "TER rate (%)", "Tarif TER (%)", "number"),
    column("method", "Method", "Metode", "text"),
    column("npwp_valid", "Valid NPWP/NIK", "NPWP/NIK valid", "text"),
    column("taxable_gross", "Taxable gross", "Penghasilan bruto"),
    column("pph21", "PPh 21 withheld", "PPh 21 dipotong"),
    column("surcharge", "No-NPWP surcharge", "Tambahan tanpa NPWP"),
    column("department", "Department", "Departemen", "text"),
    column("location", "Location", "Lokasi", "text"),
  ];
  const rows: Record<string, unknown>[] = report.data.map((row) => ({
    ...who(row),
    npwp: row.npwp,
    ptkp_status: row.ptkp_status,
    ter_category: row.ter_category,
    ter_rate: row.ter_rate,
    method: row.method === "annual" ? "Pasal 17" : "TER",
    npwp_valid: row.npwp_valid ? "Y" : "N",
    taxable_gross: row.taxable_gross,
    pph21: row.pph21,
    surcharge: row.surcharge,
    department: row.employee.department?.name,
    location: row.employee.location?.name,
  }));
  const t = report.meta.totals;
  rows.push({ name: totalLabel(t.employees), taxable_gross: t.taxable_gross, pph21: t.pph21, surcharge: t.surcharge });
  return writeSheet(`PPh 21 ${report.meta.year}-${String(report.meta.month).padStart(2, "0")}`, columns, rows);
}

const FINAL: [key: string, en: string, id: string][] = [
  ["annual_gross", "Annual gross", "Bruto setahun"],
  ["biaya_jabatan", "Biaya jabatan", "Biaya jabatan"],
  ["pension", "JHT + JP (employee)", "JHT + JP (pegawai)"],
  ["ptkp", "PTKP", "PTKP"],
  ["pkp", "PKP", "PKP"],
  ["tax", "Annual PPh 21", "PPh 21 setahun"],
  ["withheld", "Withheld before", "Dipotong sebelumnya"],
  ["this_month", "Final month's PPh 21", "PPh 21 masa terakhir"],
];

export function pph21YearSheet(report: Pph21YearReport): Promise<Buffer> {
  const columns = [
    ...identity,
    column("opening_months", "Opening months", "Bulan angka awal", "text"),
    column("opening_pph21", "PPh 21 opening", "PPh 21 angka awal"),
    ...MONTHS.map((name, m) => column(`m${m + 1}`, `PPh 21 ${MONTHS_EN[m]}`, `PPh 21 ${name}`)),
    column("taxable_gross", "Taxable gross (year)", "Penghasilan bruto (setahun)"),
    column("pph21", "PPh 21 (year)", "PPh 21 (setahun)"),
    column("surcharge", "No-NPWP surcharge", "Tambahan tanpa NPWP"),
    column("final_month", "Final month", "Masa terakhir", "number"),
    ...FINAL.map(([key, en, id]) => column(key, en, id)),
  ];
  const rows: Record<string, unknown>[] = report.data.map((row) => ({
    ...who(row),
    npwp: row.npwp,
    ptkp_status: row.ptkp_status,
    opening_months: row.opening ? `${row.opening.first_month}–${row.opening.last_month}` : null,
    opening_pph21: row.opening?.pph21 ?? null,
    ...Object.fromEntries(row.months.map((cell, m) => [`m${m + 1}`, cell?.pph21 ?? null])),
    taxable_gross: row.taxable_gross,
    pph21: row.pph21,
    surcharge: row.surcharge,
    final_month: row.final?.month ?? null,
    ...Object.fromEntries(FINAL.map(([key]) => [key, row.final ? row.final[key as keyof typeof row.final] : null])),
  }));
  const t = report.meta.totals;
  rows.push({ name: totalLabel(t.employees), opening_pph21: t.opening?.pph21 ?? null, ...Object.fromEntries(t.months.map((m, i) => [`m${i + 1}`, m.pph21])), taxable_gross: t.taxable_gross, pph21: t.pph21, surcharge: t.surcharge });
  return writeSheet(`PPh 21 ${report.meta.year}`, columns, rows);
}

/** SIPP's monthly contribution report (BPJS Ketenagakerjaan). */
export const BPJS_TK_COLUMNS: readonly SheetColumn[] = [
  template("no", "No", "number"),
  template("kpj", "No KPJ", "digits"),
  template("nik", "NIK", "digits"),
  template("name", "Nama", "text"),
  template("wage", "Upah"),
  template("jht_employee", "JHT TK (2%)"),
  template("jht_employer", "JHT Perusahaan (3,7%)"),
  template("jht_total", "JHT Total"),
  template("jkk", "JKK"),
  template("jkm", "JKM (0,3%)"),
  template("jp_employee", "JP TK (1%)"),
  template("jp_employer", "JP Perusahaan (2%)"),
  template("jp_total", "JP Total"),
  template("employee_total", "Total TK"),
  template("employer_total", "Total Perusahaan"),
  template("total", "Total Iuran"),
];

export function bpjsTkSheet(report: BpjsTkReport): Promise<Buffer> {
  const rows = report.data.map((row, index) => ({
    ...row,
    ...who(row),
    no: index + 1,
    jht_total: row.jht_employee + row.jht_employer,
    jp_total: row.jp_employee + row.jp_employer,
  }));
  return writeSheet(`BPJS TK ${report.meta.year}-${String(report.meta.month).padStart(2, "0")}`, BPJS_TK_COLUMNS, rows);
}

/** BPJS Kesehatan's monthly list (e-Dabu): no published column list, see docs/payroll-rules.md. */
export const BPJS_KS_COLUMNS: readonly SheetColumn[] = [
  template("no", "No", "number"),
  template("nik", "NIK", "digits"),
  template("bpjs_ks_number", "No Kartu BPJS", "digits"),
  template("name", "Nama", "text"),
  template("wage", "Upah"),
  template("ks_employer", "Iuran Perusahaan (4%)"),
  template("ks_employee", "Iuran Pekerja (1%)"),
  template("members", "Anggota Keluarga Tambahan", "number"),
  template("ks_additional", "Iuran Keluarga Tambahan (1%)"),
  template("total", "Total Iuran"),
];

export function bpjsKsSheet(report: BpjsKsReport): Promise<Buffer> {
  const rows = report.data.map((row, index) => ({ ...row, ...who(row), no: index + 1 }));
  return writeSheet(`BPJS KS ${report.meta.year}-${String(report.meta.month).padStart(2, "0")}`, BPJS_KS_COLUMNS, rows);
}
