/**
 * The payroll import over /v1 (docs/specification.md §5 and §8): the xlsx template of one-off
 * components and `POST /v1/payroll/components/import {year, month, file, dry_run?}`. All or nothing, as
 * the employee import (api/employees/routes.ts): every bad row and cell is answered, nothing is written
 * unless every row is valid, and the rows are saved in one transaction. A month cut off (or being run)
 * answers 409 (docs/decisions/0028-payroll-runs.md).
 */
import { and, eq, sql } from "drizzle-orm";
import express, { type Router } from "express";
import { codedMessage } from "../../contract/messages";
import { payrollImportBody } from "../../contract/payroll-runs";
import type { PayrollImportCheckOut, PayrollImportOut } from "../../contract/responses/payroll";
import { xlsxDownload } from "../../spreadsheets/xlsx";
import type { ApiContext } from "../context";
import { logActivity } from "../db/activity";
import * as s from "../db/schema/index";
import { newId } from "../db/schema/index";
import { importSheet, refuseSheet, templateSheet } from "../employees/sheets";
import { principalOf } from "../http/auth";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";
import { checkImport, PAYROLL_IMPORT_COLUMNS, PAYROLL_IMPORT_NOTES } from "./import";
import { payrollAccess } from "./run-routes";
import { assertMonthOpen, assertNotRunning, runningError, tryMonthLock } from "./runs";

const IMPORTED = codedMessage("dataImported");
const CHUNK = 1_000;


export function payrollImportRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.get(
    "/payroll/components/template",
    handler(async (req, res) => {
      payrollAccess(ctx, principalOf(req), ["payroll-import"], "write");
      const bytes = await templateSheet("Payroll components", PAYROLL_IMPORT_COLUMNS, PAYROLL_IMPORT_NOTES);
      res.set(xlsxDownload("payroll-components-template")).send(bytes);
    }),
  );

  router.post(
    "/payroll/components/import",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = payrollAccess(ctx, principal, ["payroll-import"], "write");
      const body = parseBody(payrollImportBody, req.body);
      await assertNotRunning(ctx, companyId, body.year, body.month);
      await assertMonthOpen(ctx.db, companyId, body.year, body.month);

      // Another company's file is as unknown as a missing one (404). A row's employee number unknown in
      // this company is a cell error, whether or not another company uses it: nothing tells that it does.
      const { header, rows } = await importSheet(ctx, companyId, body.file);

      const numbers = await ctx.db
        .select({ id: s.employees.id, nickname: s.employees.nickname })
        .from(s.employees)
        .where(and(eq(s.employees.company_id, companyId), sql`${s.employees.nickname} IS NOT NULL`));
      const employees = new Map(numbers.map((row) => [row.nickname!.toLowerCase(), row.id]));
      const checked = checkImport(header, rows, employees);
      refuseSheet(checked.headerErrors, checked.errors);
      const { components } = checked;
      const sumOf = (deduction: boolean) => components.reduce((sum, c) => sum + ((c.kind === "deduction") === deduction ? c.amount : 0), 0);
      // What the confirmation shows: how many rows and people, and the sums added to and taken from pay.
      const counts: PayrollImportCheckOut = { components: components.length, employees: new Set(components.map((c) => c.employee_id)).size, earnings: sumOf(false), deductions: sumOf(true) };
      if (body.dry_run) {
        res.json({ data: counts });
        return;
      }

      const by = principal.kind === "user" && principal.companyId === companyId ? principal.id : null;
      await ctx.db.transaction(async (tx) => {
        // The run's lock: a save of this month in another process is not mixed with the import.
        if (!(await tryMonthLock(tx, companyId, body.year, body.month))) throw runningError(body.year, body.month);
        await assertMonthOpen(tx, companyId, body.year, body.month);
        for (let start = 0; start < components.length; start += CHUNK) {
          await tx.insert(s.payroll_components).values(
            components.slice(start, start + CHUNK).map((c) => ({
              company_id: companyId,
              id: newId(),
              employee_id: c.employee_id,
              year: body.year,
              month: body.month,
              kind: c.kind,
              amount: String(c.amount),
              note: c.note,
              created_by_id: by,
            })),
          );
        }
        await logActivity(tx, {
          companyId,
          principal,
          type: "create",
          menu: "payroll",
          detail: `Payroll ${String(body.month).padStart(2, "0")}/${body.year}: ${components.length} one-off components imported for ${counts.employees} employees`,
          recordId: body.file,
        });
      });
      const data: PayrollImportOut = { imported: components.length, employees: counts.employees };
      res.status(201).json({ ...IMPORTED, data });
    }),
  );

  return router;
}
