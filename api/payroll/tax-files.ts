/**
 * The tax files of a company (docs/decisions/0035-coretax-files-and-a1.md): reads the saved payroll
 * items, the company's tax identity and the employees' records, and hands them to the pure builders
 * (api/domain/payroll/coretax.ts, a1.ts). Figures come from the saved items only; identities (NIK, NPWP,
 * passport, nationality, job title, address) from the records as they are now, so a fix made after the
 * cut-off reaches the files. A file is made only from a cut-off month, and only when every record it
 * names is complete: otherwise 409, or 422 naming per employee what is missing.
 */
import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { CoretaxSummaryOut, RecipientMissing, TaxMissingOut, TaxPerson, WithholderMissing } from "../../contract/responses/tax";
import { englishOf, type ErrorBody } from "../../contract/messages";
import type { ApiContext } from "../context";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import { A1_COLUMNS, a1Figures, type A1, type A1Item } from "../domain/payroll/a1";
import type { OpeningBalance } from "../domain/payroll/opening";
import { bpa1Xml, bpmpXml, fileOf, recipientOf, tin16, withholderIds, withholderMissing, type Recipient, type Withholder, type WithholderIds } from "../domain/payroll/coretax";
import { HttpError } from "../http/errors";
import type { A1PdfData } from "./tax-a1-pdf";
import { payslipCompany } from "./payslip-routes";
import { isDrawable } from "./payslip";
import { openingBalances } from "./opening-balances";
import { findRun } from "./runs";

type Ctx = Pick<ApiContext, "db" | "storage">;

const n = (value: string | number | null | undefined) => (value === null || value === undefined ? 0 : Number(value));

/**
 * A file that cannot be made yet (422): `errors` names each record at fault ("company", or an employee's
 * id) with the keys of what it lacks, `employees` their names (contract/responses/tax.ts `TaxMissingBody`).
 * Its `errors` are lists, not the one message per field of other 422s.
 */
export class TaxMissingError extends HttpError {
  constructor(readonly missing: TaxMissingOut) {
    super(422, { code: "taxFileMissing", params: { count: missing.employees.length + (missing.company.length ? 1 : 0) } });
  }

  override body(requestId: string): ErrorBody {
    const errors: Record<string, string[]> = {};
    if (this.missing.company.length) errors.company = this.missing.company;
    for (const e of this.missing.employees) errors[e._id] = e.missing;
    const employees: TaxPerson[] = this.missing.employees.map(({ _id, fullname, nickname, active }) => ({ _id, fullname, nickname, active }));
    return { code: this.code, params: this.params, message: englishOf(this), errors, employees, requestId } as unknown as ErrorBody;
  }
}

// ---------------------------------------------------------------------------------------------------
// The withholder

export interface TaxCompany extends Withholder {
  signatureImage: { name: string; title: string | null; image: Uint8Array | null } | null;
}

/** The company's tax identity: NPWP, NITKU, the tax person and the active digital signature (with its bytes). */
export async function taxCompany(ctx: Ctx, companyId: string): Promise<TaxCompany> {
  const base = await payslipCompany(ctx as ApiContext, companyId);
  const [row] = await ctx.db.select({ nitku: s.companies.nitku, tax_person_id: s.companies.tax_person_id }).from(s.companies).where(eq(s.companies.id, companyId)).limit(1);
  const [person] = row?.tax_person_id
    ? await ctx.db
        .select({ fullname: s.employees.fullname, ktp: s.employees.ktp_number, npwp: s.employees.npwp_number })
        .from(s.employees)
        .where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, row.tax_person_id)))
        .limit(1)
    : [];
  const signature = base.signature ?? null;
  return {
    name: base.name,
    npwp: base.npwp_number ?? null,
    nitku: row?.nitku ?? null,
    taxPerson: person ? { fullname: person.fullname, tin: /^\d{16}$/.test(person.ktp ?? "") ? person.ktp : tin16(person.npwp) } : null,
    signature: signature ? { name: signature.name, hasImage: isDrawable(signature.image) } : null,
    signatureImage: signature ? { name: signature.name, title: signature.title ?? null, image: signature.image ?? null } : null,
  };
}

// ---------------------------------------------------------------------------------------------------
// The recipients

interface Person extends TaxPerson {
  ktp: string | null;
  npwp: string | null;
  passport: string | null;
  country: string | null;
  position: string | null;
  status: string | null;
  gender: string | null;
  address: s.Address | null;
}

async function people(db: Db, companyId: string, ids: readonly string[]): Promise<Map<string, Person>> {
  if (!ids.length) return new Map();
  const e = s.employees;
  const rows = await db
    .select({
      _id: e.id,
      fullname: e.fullname,
      nickname: e.nickname,
      active: e.active,
      ktp: e.ktp_number,
      npwp: e.npwp_number,
      passport: e.passport_number,
      country: s.nationalities.code,
      position: s.job_titles.name,
      status: e.marital_status,
      gender: e.gender,
      address: e.id_card_address,
    })
    .from(e)
    .leftJoin(s.nationalities, and(eq(s.nationalities.company_id, e.company_id), eq(s.nationalities.id, e.nationality_id)))
    .leftJoin(s.job_titles, and(eq(s.job_titles.company_id, e.company_id), eq(s.job_titles.id, e.job_title_id)))
    .where(and(eq(e.company_id, companyId), inArray(e.id, [...ids])));
  return new Map(rows.map((row) => [row._id, row]));
}

const personOf = (p: Person): TaxPerson => ({ _id: p._id, fullname: p.fullname, nickname: p.nickname, active: p.active });

/** The nationality is set and is not Indonesia's ("ID"): CounterpartOpt Foreign (decision 0035). */
const isForeign = (person: Person) => Boolean(person.country && person.country.trim().toUpperCase() !== "ID");

/** The status the item was computed with; null when it was the engine's stand-in (the record had none). */
function itemStatus(item: Pick<s.PayrollItem, "marital_status" | "warnings">): string | null {
  return item.warnings.some((w) => w.code === "employee.unknown_marital_status") ? null : item.marital_status;
}

function recipientOfPerson(person: Person, item: Pick<s.PayrollItem, "marital_status" | "warnings">) {
  return recipientOf({
    nik: person.ktp,
    npwp: person.npwp,
    foreign: isForeign(person),
    passport: person.passport,
    position: person.position,
    itemStatus: itemStatus(item),
    recordStatus: person.status,
  });
}

// ---------------------------------------------------------------------------------------------------
// Items

function a1Item(item: s.PayrollItem, month: number): A1Item {
  const out = { month, annual: item.annual ?? null } as A1Item;
  for (const column of A1_COLUMNS) out[column] = n(item[column]);
  return out;
}

/** The employees' saved items of the year, January to `upTo`, by employee, in month order. */
async function yearItems(db: Db, companyId: string, year: number, upTo: number, employeeIds: readonly string[]): Promise<Map<string, { item: s.PayrollItem; run: s.PayrollRun }[]>> {
  const byEmployee = new Map<string, { item: s.PayrollItem; run: s.PayrollRun }[]>();
  if (!employeeIds.length) return byEmployee;
  const i = s.payroll_items;
  const r = s.payroll_runs;
  const rows = await db
    .select({ item: i, run: r })
    .from(i)
    .innerJoin(r, and(eq(r.company_id, i.company_id), eq(r.id, i.payroll_run_id)))
    .where(and(eq(i.company_id, companyId), eq(r.year, year), lte(r.month, upTo), inArray(r.status, ["saved", "cut_off"]), inArray(i.employee_id, [...employeeIds])))
    .orderBy(asc(r.month));
  for (const row of rows) {
    const list = byEmployee.get(row.item.employee_id) ?? [];
    list.push(row);
    byEmployee.set(row.item.employee_id, list);
  }
  return byEmployee;
}

/** The A1s whose sums are not what their final month was computed on (an earlier month run again since): 409. */
function assertConsistent(year: number, month: number, checked: readonly { a1: A1; person: TaxPerson }[]): void {
  const changed = checked.filter((c) => !c.a1.consistent);
  if (changed.length) throw new HttpError(409, { code: "taxYearChanged", params: { year, month, employees: changed.map((c) => c.person.fullname).join(", ") } });
}

// ---------------------------------------------------------------------------------------------------
// A month's Coretax files

interface MonthRow {
  person: TaxPerson;
  file: "bpmp" | "bpa1";
  item: s.PayrollItem;
  recipient: Recipient | null;
  missing: RecipientMissing[];
}

async function monthRows(db: Db, companyId: string, run: s.PayrollRun): Promise<MonthRow[]> {
  const items = await db
    .select()
    .from(s.payroll_items)
    .where(and(eq(s.payroll_items.company_id, companyId), eq(s.payroll_items.payroll_run_id, run.id)))
    .orderBy(asc(sql`${s.payroll_items.employee}->>'fullname' COLLATE "und-x-icu"`), asc(s.payroll_items.id));
  const filed = items.flatMap((item) => {
    const file = fileOf({ annual: item.annual, gross_income: n(item.gross_income) });
    return file ? [{ item, file }] : [];
  });
  const persons = await people(db, companyId, filed.map((f) => f.item.employee_id));
  return filed.flatMap(({ item, file }) => {
    const person = persons.get(item.employee_id);
    if (!person) return [];
    const { recipient, missing } = recipientOfPerson(person, item);
    return [{ person: personOf(person), file, item, recipient, missing }];
  });
}

function missingOf(company: WithholderMissing[], rows: readonly { person: TaxPerson; missing: RecipientMissing[] }[]): TaxMissingOut {
  return { company, employees: rows.filter((r) => r.missing.length).map((r) => ({ ...r.person, missing: r.missing })) };
}

/** The month's run, what each of its files holds and what is missing (the Tax Slips page). */
export async function coretaxSummary(ctx: Pick<ApiContext, "db" | "storage" | "config">, companyId: string, year: number, month: number): Promise<CoretaxSummaryOut> {
  const [row] = await ctx.db
    .select({ id: s.payroll_runs.id })
    .from(s.payroll_runs)
    .where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.year, year), eq(s.payroll_runs.month, month)))
    .limit(1);
  const run = row ? await findRun(ctx, companyId, row.id) : undefined;
  const none = { bpmp: 0, bpa1: 0, missing: { company: [], employees: [] } };
  if (!run) return { run: null, ...none };
  const out = { _id: run.id, year: run.year, month: run.month, status: run.status as "running" | "saved" | "cut_off" };
  if (run.status === "running") return { run: out, ...none };
  const [company, rows] = await Promise.all([taxCompany(ctx, companyId), monthRows(ctx.db, companyId, run)]);
  return {
    run: out,
    bpmp: rows.filter((r) => r.file === "bpmp").length,
    bpa1: rows.filter((r) => r.file === "bpa1").length,
    missing: missingOf(withholderMissing(company, "xml"), rows),
  };
}

/**
 * The month's BPMP or BPA1 XML and the withholder's TIN (for the file name). 409 before the cut-off or
 * when the file would be empty, 422 with what is missing, 409 when a BPA1's year changed since.
 */
export async function coretaxFile(ctx: Ctx, companyId: string, run: s.PayrollRun, file: "bpmp" | "bpa1"): Promise<{ xml: string; tin: string }> {
  if (run.status !== "cut_off") throw new HttpError(409, { code: "taxFileNotCutOff", params: { month: run.month, year: run.year } });
  const [company, all] = await Promise.all([taxCompany(ctx, companyId), monthRows(ctx.db, companyId, run)]);
  const rows = all.filter((r) => r.file === file);
  if (!rows.length) throw new HttpError(409, { code: "taxFileEmpty", params: { month: run.month, year: run.year } });
  const missing = missingOf(withholderMissing(company, "xml"), rows);
  const ids = withholderIds(company);
  if (missing.company.length || missing.employees.length || !ids) throw new TaxMissingError(missing);
  const ready = rows.map((r) => ({ ...r, recipient: r.recipient! }));
  if (file === "bpmp") {
    return { tin: ids.tin, xml: bpmpXml(ids, run, ready.map((r) => ({ recipient: r.recipient, gross: n(r.item.gross_income), rate: n(r.item.ter_rate) }))) };
  }
  const employeeIds = ready.map((r) => r.item.employee_id);
  const [years, openings] = await Promise.all([yearItems(ctx.db, companyId, run.year, run.month, employeeIds), openingBalances(ctx.db, companyId, run.year, employeeIds)]);
  const a1Rows = ready.map((r) => ({
    recipient: r.recipient,
    person: r.person,
    year: run.year,
    items: (years.get(r.item.employee_id) ?? []).map((x) => a1Item(x.item, x.run.month)),
    opening: openings.get(r.item.employee_id) ?? null,
  }));
  assertConsistent(run.year, run.month, a1Rows.map((r) => ({ a1: a1Figures(r.items, r.opening), person: r.person })));
  return { tin: ids.tin, xml: bpa1Xml(ids, a1Rows) };
}

// ---------------------------------------------------------------------------------------------------
// The year's A1 slips

interface FinalRow {
  person: Person;
  item: s.PayrollItem;
  run: s.PayrollRun;
  monthStart: number;
  opening: OpeningBalance | null;
}

/** Every employee with a final tax period saved in the year (December, or the month of leaving): their latest one. */
async function yearFinals(db: Db, companyId: string, year: number, employeeId?: string): Promise<FinalRow[]> {
  const i = s.payroll_items;
  const r = s.payroll_runs;
  const where = and(eq(i.company_id, companyId), eq(r.year, year), inArray(r.status, ["saved", "cut_off"]), ...(employeeId ? [eq(i.employee_id, employeeId)] : []));
  const [finals, starts] = await Promise.all([
    db
      .select({ item: i, run: r })
      .from(i)
      .innerJoin(r, and(eq(r.company_id, i.company_id), eq(r.id, i.payroll_run_id)))
      .where(and(where, isNotNull(i.annual)))
      .orderBy(asc(r.month)),
    db
      .select({ employee_id: i.employee_id, first: sql<number>`min(${r.month})` })
      .from(i)
      .innerJoin(r, and(eq(r.company_id, i.company_id), eq(r.id, i.payroll_run_id)))
      .where(where)
      .groupBy(i.employee_id),
  ]);
  const latest = new Map<string, { item: s.PayrollItem; run: s.PayrollRun }>();
  for (const row of finals) latest.set(row.item.employee_id, row);
  // The opening figures move the first month back (docs/payroll-rules.md B14), when the final month took them.
  const openings = await openingBalances(db, companyId, year, [...latest.keys()]);
  const first = new Map(starts.map((row) => [row.employee_id, Number(row.first)]));
  for (const [id, opening] of openings) {
    const final = latest.get(id);
    if (final && opening.last_month < final.run.month) first.set(id, Math.min(first.get(id) ?? 12, opening.first_month));
  }
  const persons = await people(db, companyId, [...latest.keys()]);
  return [...latest.values()]
    .flatMap(({ item, run }) => {
      const person = persons.get(item.employee_id);
      return person ? [{ person, item, run, monthStart: first.get(item.employee_id) ?? run.month, opening: openings.get(item.employee_id) ?? null }] : [];
    })
    .sort((a, b) => a.person.fullname.localeCompare(b.person.fullname, "id") || a.person._id.localeCompare(b.person._id));
}


/** The months the final item's `openingBalanceMissing` warning names (docs/payroll-rules.md B14). */
export function monthsMissing(item: Pick<s.PayrollItem, "warnings">): number[] {
  const warning = item.warnings.find((w) => w.code === "openingBalanceMissing");
  const months = warning?.detail?.months;
  return Array.isArray(months) ? months.map(Number).filter(Number.isInteger) : [];
}

/** The year's A1 slips, each with its final month's run and what its employee's record lacks. */
export async function a1List(ctx: Ctx, companyId: string, year: number) {
  const [company, finals] = await Promise.all([taxCompany(ctx, companyId), yearFinals(ctx.db, companyId, year)]);
  return {
    year,
    company: withholderMissing(company, "a1"),
    data: finals.map((f) => ({
      employee: personOf(f.person),
      month_start: f.monthStart,
      month_end: f.run.month,
      run: { _id: f.run.id, month: f.run.month, status: f.run.status as "saved" | "cut_off" },
      missing: recipientOfPerson(f.person, f.item).missing,
      months_missing: monthsMissing(f.item),
    })),
  };
}

function addressOf(address: Person["address"]): string | null {
  if (!address) return null;
  const rtRw = address.rt || address.rw ? `RT ${address.rt ?? "-"}/RW ${address.rw ?? "-"}` : null;
  const parts = [address.address, rtRw, address.sub_district, address.district, address.city, address.province, address.postal_code];
  return parts.filter((part): part is string => Boolean(part && String(part).trim())).join(", ") || null;
}

/**
 * The A1s of the year ready to draw: every employee's (or one employee's) whose final month is cut off.
 * 404 when the employee has no final month in the year; 409 while it is not cut off; 422 with what is
 * missing; 409 when the year changed since the final month was computed.
 */
export async function a1Documents(ctx: Ctx, companyId: string, year: number, employeeId?: string): Promise<{ person: TaxPerson; data: A1PdfData }[]> {
  const [company, finals] = await Promise.all([taxCompany(ctx, companyId), yearFinals(ctx.db, companyId, year, employeeId)]);
  if (!finals.length) throw new HttpError(404, "notFound");
  const ready = finals.filter((f) => f.run.status === "cut_off");
  if (!ready.length) throw new HttpError(409, { code: "taxFileNotCutOff", params: { month: finals[0].run.month, year } });
  const checked = ready.map((f) => ({ ...f, ...recipientOfPerson(f.person, f.item) }));
  const missing = missingOf(
    withholderMissing(company, "a1"),
    checked.map((c) => ({ person: personOf(c.person), missing: c.missing })),
  );
  const ids: WithholderIds | null = withholderIds(company);
  if (missing.company.length || missing.employees.length || !ids || !company.taxPerson?.tin) throw new TaxMissingError(missing);
  const years = new Map<string, { item: s.PayrollItem; run: s.PayrollRun }[]>();
  for (const month of new Set(checked.map((c) => c.run.month))) {
    const ofMonth = checked.filter((c) => c.run.month === month).map((c) => c.person._id);
    for (const [id, list] of await yearItems(ctx.db, companyId, year, month, ofMonth)) years.set(id, list);
  }
  const documents = checked.map((c) => {
    const items = (years.get(c.person._id) ?? []).map((x) => a1Item(x.item, x.run.month));
    const a1 = a1Figures(items, c.opening);
    const r = c.recipient!;
    return {
      person: personOf(c.person),
      a1,
      data: {
        year,
        company: { name: company.name, tin: ids.tin, nitku: ids.nitku, taxPerson: { fullname: company.taxPerson!.fullname, tin: company.taxPerson!.tin! }, signature: company.signatureImage },
        recipient: {
          fullname: c.person.fullname,
          npwp: tin16(c.person.npwp),
          nik: r.foreign ? r.passport : r.tin,
          address: addressOf(c.person.address),
          gender: c.person.gender,
          status: r.status,
          position: r.position,
          foreign: r.foreign,
          country: c.person.country,
        },
        a1,
      } satisfies A1PdfData,
    };
  });
  for (const month of new Set(checked.map((c) => c.run.month))) {
    assertConsistent(year, month, documents.filter((d) => d.data.a1.monthEnd === month));
  }
  return documents;
}
