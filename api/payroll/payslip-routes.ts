/**
 * Payslips over /v1 (docs/payroll-rules.md › B13, docs/decisions/0028-payroll-runs.md):
 * one item's PDF, the signed-in person's own payslips and the mass payslip (one PDF or a zip); sending
 * each employee their own payslip by e-mail is ./payslip-sends.ts. The PDF is drawn from the saved item exactly
 * (api/payroll/payslip.ts). An item of another company, or another employee's item for a caller without
 * the payroll permission, is 404: its existence is not told.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { Zip, ZipPassThrough } from "fflate";
import express, { type Response, type Router } from "express";
import * as z from "zod";
import { payslipsQuery, type PayrollItemsQuery } from "../../contract/payroll-runs";
import type { MyPayslipOut } from "../../contract/responses/payroll";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { principalOf } from "../http/auth";
import { ID, itemFilters, parseQuery, payrollAccess } from "./run-routes";
import { findRun } from "./runs";
import { payslipFileName, renderPayslip, renderPayslips, type PayslipCompany, type PayslipData, type PayslipLanguage } from "./payslip";

const langQuery = z.strictObject({ lang: z.enum(["en", "id"]).optional() });

const pad2 = (v: number) => String(v).padStart(2, "0");

/** The company's details for the payslip's header: logo and the active digital signature with their bytes. */
export async function payslipCompany(ctx: ApiContext, companyId: string): Promise<PayslipCompany> {
  const [company] = await ctx.db
    .select({ name: s.companies.name, address: s.companies.address, phone: s.companies.phone, email: s.companies.email, npwp_number: s.companies.npwp_number, logo_id: s.companies.logo_id })
    .from(s.companies)
    .where(eq(s.companies.id, companyId))
    .limit(1);
  if (!company) throw new HttpError(404, "notFound");
  const [signature] = await ctx.db
    .select({ name: s.company_digital_signatures.name, title: s.company_digital_signatures.title, file_id: s.company_digital_signatures.file_id })
    .from(s.company_digital_signatures)
    .where(and(eq(s.company_digital_signatures.company_id, companyId), eq(s.company_digital_signatures.selected, true)))
    .limit(1);
  const bytesOf = async (fileId: string | null | undefined): Promise<Uint8Array | null> => {
    if (!fileId) return null;
    const [file] = await ctx.db
      .select({ key: s.files.storage_key })
      .from(s.files)
      .where(and(eq(s.files.company_id, companyId), eq(s.files.id, fileId)))
      .limit(1);
    return file ? await ctx.storage.get(file.key) : null;
  };
  return {
    name: company.name,
    address: company.address,
    phone: company.phone,
    email: company.email,
    npwp_number: company.npwp_number,
    logo: await bytesOf(company.logo_id),
    signature: signature ? { name: signature.name, title: signature.title, image: await bytesOf(signature.file_id) } : null,
  };
}

/** Bank names by id, of the company's banks the items name. */
export async function bankNames(db: Db, companyId: string, items: readonly Pick<s.PayrollItem, "employee">[]): Promise<Map<string, string>> {
  const ids = [...new Set(items.map((item) => item.employee.bank_id).filter((id): id is string => typeof id === "string" && id.length > 0))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: s.banks.id, name: s.banks.name })
    .from(s.banks)
    .where(and(eq(s.banks.company_id, companyId), inArray(s.banks.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export function payslipData(company: PayslipCompany, run: { year: number; month: number }, item: s.PayrollItem, banks: Map<string, string>): PayslipData {
  const bankId = item.employee.bank_id;
  return { company, employee: { ...item.employee, bank: bankId ? (banks.get(bankId) ?? null) : null }, period: { year: run.year, month: run.month }, item };
}

/** `payslip-{employee number}-{yyyy}-{mm}.pdf`, the employee number made safe for a file name. */
export function payslipDownloadName(employeeNumber: string | null | undefined, year: number, month: number): string {
  return `payslip-${payslipFileName(employeeNumber).replace(/\.pdf$/, "")}-${year}-${pad2(month)}.pdf`;
}

/**
 * Whether the caller reads the company's payroll (the run routes' check), without failing: an employee
 * still reaches their own item.
 */
function readsPayroll(ctx: ApiContext, principal: Principal): boolean {
  try {
    payrollAccess(ctx, principal, ["payroll-run", "mass-payslip"], "read");
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) return false;
    throw error;
  }
}

/**
 * A zip of PDFs, streamed: each PDF is zipped as it comes (stored: PDFs are compressed already) and sent;
 * a repeated name gets "-2", "-3" (the mass payslip, the year's A1 slips).
 */
export async function sendPdfZip(res: Response, fileName: string, files: AsyncIterable<{ name: string; pdf: Uint8Array }>): Promise<void> {
  res.status(200).set({ "Content-Type": "application/zip", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "private, no-store" });
  const zip = new Zip((error, chunk, final) => {
    if (error) res.destroy(error);
    else {
      res.write(chunk);
      if (final) res.end();
    }
  });
  const names = new Set<string>();
  for await (const file of files) {
    let name = file.name;
    for (let n = 2; names.has(name); n++) name = file.name.replace(/\.pdf$/, `-${n}.pdf`);
    names.add(name);
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    entry.push(file.pdf, true);
  }
  zip.end();
}

/** Items read at a time by the mass payslip and the sending: memory stays bounded whatever the company's size. */
const PAGE = 200;

/** A saved run of the caller's company: 404 when unknown, 409 while its first run is not saved yet. */
export async function savedRun(ctx: ApiContext, companyId: string, id: string): Promise<s.PayrollRun> {
  const run = await findRun(ctx, companyId, id);
  if (!run) throw new HttpError(404, "notFound");
  if (run.status === "running") throw new HttpError(409, { code: "payrollNotSaved", params: { month: run.month, year: run.year } });
  return run;
}

/** The run's items matching the filters, a page at a time, in the items list's order. */
async function* itemPages(db: Db, companyId: string, runId: string, filters: PayrollItemsQuery): AsyncGenerator<s.PayrollItem[]> {
  const i = s.payroll_items;
  const where = and(...itemFilters(companyId, runId, filters));
  for (let skip = 0; ; skip += PAGE) {
    const rows = await db
      .select()
      .from(i)
      .where(where)
      .orderBy(asc(sql`${i.employee}->>'fullname' COLLATE "und-x-icu"`), asc(i.id))
      .limit(PAGE)
      .offset(skip);
    if (rows.length) yield rows;
    if (rows.length < PAGE) return;
  }
}

/** A birth date (YYYY-MM-DD) as the PDF's password, DDMMYYYY (docs/payroll-rules.md › B13). */
export function birthDatePassword(birthDate: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate ?? "");
  return match ? `${match[3]}${match[2]}${match[1]}` : null;
}

export function payslipRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.get(
    `/payroll/runs/:id(${ID})/items/:itemId(${ID})/payslip`,
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = principal.companyId;
      if (!companyId) throw new HttpError(404, "notFound");
      const { lang } = parseQuery(langQuery, req.originalUrl);
      const i = s.payroll_items;
      const r = s.payroll_runs;
      const [found] = await ctx.db
        .select({ item: i, run: { year: r.year, month: r.month } })
        .from(i)
        .innerJoin(r, and(eq(r.company_id, i.company_id), eq(r.id, i.payroll_run_id)))
        .where(and(eq(i.company_id, companyId), eq(i.payroll_run_id, String(req.params.id).toLowerCase()), eq(i.id, String(req.params.itemId).toLowerCase())))
        .limit(1);
      // Anyone else's item is as unknown as a missing one: the payroll readers see all, an employee their own.
      const own = found && principal.kind === "user" && principal.employeeId === found.item.employee_id;
      if (!found || !(own || readsPayroll(ctx, principal))) throw new HttpError(404, "notFound");
      const company = await payslipCompany(ctx, companyId);
      const banks = await bankNames(ctx.db, companyId, [found.item]);
      const pdf = await renderPayslip(payslipData(company, found.run, found.item, banks), { language: lang ?? "id" });
      res
        .set({
          "Content-Type": "application/pdf",
          "Content-Disposition": `inline; filename="${payslipDownloadName(found.item.employee.nickname, found.run.year, found.run.month)}"`,
          "Cache-Control": "private, no-store",
        })
        .send(pdf);
    }),
  );

  router.get(
    `/payroll/runs/:id(${ID})/payslips`,
    handler(async (req, res) => {
      const companyId = payrollAccess(ctx, principalOf(req), ["mass-payslip"], "read");
      const query = parseQuery(payslipsQuery, req.originalUrl);
      const run = await savedRun(ctx, companyId, String(req.params.id).toLowerCase());
      const language: PayslipLanguage = query.lang ?? "id";
      const company = await payslipCompany(ctx, companyId);
      const name = `payslips-${run.year}-${pad2(run.month)}`;
      const pages = itemPages(ctx.db, companyId, run.id, query);
      if (query.format === "zip") {
        await sendPdfZip(res, `${name}.zip`, (async function* () {
          for await (const items of pages) {
            const banks = await bankNames(ctx.db, companyId, items);
            for (const item of items) yield { name: payslipFileName(item.employee.nickname), pdf: await renderPayslip(payslipData(company, run, item, banks), { language }) };
          }
        })());
        return;
      }
      // One PDF of every payslip: drawn in one document (the logo embedded once).
      const list: PayslipData[] = [];
      for await (const items of pages) {
        const banks = await bankNames(ctx.db, companyId, items);
        for (const item of items) list.push(payslipData(company, run, item, banks));
      }
      const pdf = await renderPayslips(list, { language });
      res.set({ "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${name}.pdf"`, "Cache-Control": "private, no-store" }).send(pdf);
    }),
  );

  router.get(
    "/me/payslips",
    handler(async (req, res) => {
      const principal = principalOf(req);
      if (principal.kind !== "user" || !principal.companyId || !principal.employeeId) {
        res.json({ data: [] });
        return;
      }
      const i = s.payroll_items;
      const r = s.payroll_runs;
      // Only saved months (saved or cut off): a month's first run in progress has no items yet (decision 0028).
      const rows = await ctx.db
        .select({ id: i.id, take_home: i.take_home_pay, gross: i.gross, pph21: i.pph21, run_id: r.id, year: r.year, month: r.month, status: r.status })
        .from(i)
        .innerJoin(r, and(eq(r.company_id, i.company_id), eq(r.id, i.payroll_run_id)))
        .where(and(eq(i.company_id, principal.companyId), eq(i.employee_id, principal.employeeId), inArray(r.status, ["saved", "cut_off"])))
        .orderBy(desc(r.year), desc(r.month));
      const data: MyPayslipOut[] = rows.map((row) => ({
        _id: row.id,
        run: { _id: row.run_id, year: row.year, month: row.month, status: row.status as "saved" | "cut_off" },
        take_home: Number(row.take_home ?? 0),
        gross: Number(row.gross ?? 0),
        pph21: Number(row.pph21 ?? 0),
      }));
      res.json({ data });
    }),
  );

  return router;
}
