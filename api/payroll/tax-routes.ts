/**
 * The tax files over /v1 (docs/decisions/0035-coretax-files-and-a1.md, docs/statutory-exports.md):
 * GET /v1/payroll/coretax?year=&month= (the month's run, what its files hold and lack),
 * GET /v1/payroll/runs/{id}/coretax/bpmp and …/coretax/bpa1 (the Coretax XML), GET /v1/payroll/a1?year= (the year's A1 slips; `format=zip` every one as a PDF in a
 * zip) and GET /v1/payroll/a1/{employeeId}?year= (one A1 PDF). Payroll › Tax Slips' permission
 * (`tax-slips`, or the payroll group's); every query is scoped by the caller's company, another company's
 * run or employee is 404.
 */
import express, { type Router } from "express";
import * as z from "zod";
import { PAYROLL_FIRST_PERIOD, PAYROLL_LAST_YEAR } from "../../contract/payroll";
import type { A1ListOut, CoretaxSummaryOut } from "../../contract/responses/tax";
import type { ApiContext } from "../context";
import { assertAccess, companyOf, principalOf } from "../http/auth";
import type { Principal } from "../auth/principal";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { ID, parseQuery } from "./run-routes";
import { savedRun, sendPdfZip } from "./payslip-routes";
import { payslipFileName } from "./payslip";
import { renderA1 } from "./tax-a1-pdf";
import { a1Documents, a1List, coretaxFile, coretaxSummary } from "./tax-files";

const pad2 = (v: number) => String(v).padStart(2, "0");

/** The caller's company, for a reader of Payroll › Tax Slips (admin, sub_admin, custom with its permission). */
function taxAccess(ctx: ApiContext, principal: Principal): string {
  assertAccess(ctx, principal, ["tax-slips"], "read");
  return companyOf(principal);
}

const yearQuery = z.strictObject({
  year: z.coerce.number().int().min(PAYROLL_FIRST_PERIOD.year).max(PAYROLL_LAST_YEAR),
  lang: z.enum(["en", "id"]).optional(),
  format: z.enum(["json", "zip"]).optional(),
});

/** `A1-2026-MB-0001.pdf`: the year and the employee number. */
const a1FileName = (year: number, employeeNumber: string | null | undefined) => `A1-${year}-${payslipFileName(employeeNumber)}`;

export function taxRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.get(
    "/payroll/coretax",
    handler(async (req, res) => {
      const companyId = taxAccess(ctx, principalOf(req));
      const { year, month } = parseQuery(z.strictObject({ year: yearQuery.shape.year, month: z.coerce.number().int().min(1).max(12) }), req.originalUrl);
      res.json({ data: (await coretaxSummary(ctx, companyId, year, month)) satisfies CoretaxSummaryOut });
    }),
  );

  router.get(
    `/payroll/runs/:id(${ID})/coretax/:file(bpmp|bpa1)`,
    handler(async (req, res) => {
      const companyId = taxAccess(ctx, principalOf(req));
      parseQuery(z.strictObject({}), req.originalUrl);
      const file = req.params.file === "bpa1" ? "bpa1" : "bpmp";
      const run = await savedRun(ctx, companyId, String(req.params.id).toLowerCase());
      const { xml, tin } = await coretaxFile(ctx, companyId, run, file);
      res
        .set({
          "Content-Type": "application/xml; charset=utf-8",
          "Content-Disposition": `attachment; filename="${file.toUpperCase()}-${tin}-${run.year}-${pad2(run.month)}.xml"`,
          "Cache-Control": "private, no-store",
        })
        .send(xml);
    }),
  );

  router.get(
    "/payroll/a1",
    handler(async (req, res) => {
      const companyId = taxAccess(ctx, principalOf(req));
      const query = parseQuery(yearQuery, req.originalUrl);
      if (query.format !== "zip") {
        res.json((await a1List(ctx, companyId, query.year)) satisfies A1ListOut);
        return;
      }
      const documents = await a1Documents(ctx, companyId, query.year);
      await sendPdfZip(res, `A1-${query.year}.zip`, (async function* () {
        for (const document of documents) yield { name: a1FileName(query.year, document.person.nickname), pdf: await renderA1(document.data, query.lang ?? "id") };
      })());
    }),
  );

  router.get(
    `/payroll/a1/:employeeId(${ID})`,
    handler(async (req, res) => {
      const companyId = taxAccess(ctx, principalOf(req));
      const query = parseQuery(yearQuery, req.originalUrl);
      if (query.format) throw new HttpError(422, "invalidFields", { format: "notValid" });
      const [document] = await a1Documents(ctx, companyId, query.year, String(req.params.employeeId).toLowerCase());
      const pdf = await renderA1(document.data, query.lang ?? "id");
      res
        .set({
          "Content-Type": "application/pdf",
          "Content-Disposition": `inline; filename="${a1FileName(query.year, document.person.nickname)}"`,
          "Cache-Control": "private, no-store",
        })
        .send(pdf);
    }),
  );

  return router;
}
