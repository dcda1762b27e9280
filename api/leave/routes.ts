/**
 * The leave import over /v1 (docs/decisions/0030-leave-balances-from-the-rules.md): the xlsx
 * template and `POST /v1/leave-balance/import {file, dry_run?}`. All or nothing, as the employee and
 * payroll imports (api/employees/routes.ts, api/payroll/import-routes.ts): every bad row and cell is
 * answered, nothing is written unless every row is valid, and the rows are saved in one transaction.
 */
import { and, eq, sql } from "drizzle-orm";
import express, { type Router } from "express";
import { leaveImportBody } from "../../contract/leave-import";
import { codedMessage } from "../../contract/messages";
import type { LeaveImportCheckOut, LeaveImportOut } from "../../contract/responses/leave";
import { xlsxDownload } from "../../spreadsheets/xlsx";
import type { ApiContext } from "../context";
import { logActivity } from "../db/activity";
import { invalidate, tableChanged } from "../db/changes";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import { importSheet, refuseSheet, templateSheet } from "../employees/sheets";
import { assertAccess, companyOf, principalOf } from "../http/auth";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";
import { companyToday, recomputeBalances } from "./balances";
import { checkLeaveImport, LEAVE_IMPORT_COLUMNS, LEAVE_IMPORT_NOTES } from "./import";

const IMPORTED = codedMessage("dataImported");


export function leaveRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.get(
    "/leave-balance/template",
    handler(async (req, res) => {
      assertAccess(ctx, principalOf(req), ["balance"], "write");
      const bytes = await templateSheet("Leave balances", LEAVE_IMPORT_COLUMNS, LEAVE_IMPORT_NOTES);
      res.set(xlsxDownload("leave-balances-template")).send(bytes);
    }),
  );

  router.post(
    "/leave-balance/import",
    handler(async (req, res) => {
      const principal = principalOf(req);
      assertAccess(ctx, principal, ["balance"], "write");
      const companyId = companyOf(principal);
      const body = parseBody(leaveImportBody, req.body);
      // Another company's file is as unknown as a missing one (404).
      const { header, rows } = await importSheet(ctx, companyId, body.file);

      const [numbers, rules] = await Promise.all([
        ctx.db
          .select({ id: s.employees.id, nickname: s.employees.nickname })
          .from(s.employees)
          .where(and(eq(s.employees.company_id, companyId), sql`${s.employees.nickname} IS NOT NULL`)),
        ctx.db.select({ id: s.leave_rules.id, type: s.leave_rules.type }).from(s.leave_rules).where(eq(s.leave_rules.company_id, companyId)),
      ]);
      const checked = checkLeaveImport(
        header,
        rows,
        new Map(numbers.map((row) => [row.nickname!.toLowerCase(), row.id])),
        new Map(rules.map((rule) => [rule.type.toLowerCase(), rule])),
      );
      refuseSheet(checked.headerErrors, checked.errors);
      const { balances } = checked;
      const employees = new Set(balances.map((balance) => balance.employee_id)).size;
      if (body.dry_run) {
        const data: LeaveImportCheckOut = { rows: balances.length, employees };
        res.json({ data });
        return;
      }

      const b = s.leave_balances;
      const today = await companyToday(ctx.db, companyId);
      await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        for (const balance of balances) {
          const set = {
            ...(balance.entitled !== null ? { entitled: String(balance.entitled), entitled_imported: true } : {}),
            ...(balance.adjustment !== null ? { adjustment: String(balance.adjustment) } : {}),
            ...(balance.note !== null ? { note: balance.note } : {}),
          };
          await tx
            .insert(b)
            .values({ company_id: companyId, employee_id: balance.employee_id, leave_rule_id: balance.leave_rule_id, year: balance.year, ...set })
            .onConflictDoUpdate({ target: [b.company_id, b.employee_id, b.leave_rule_id, b.year], set: { ...set, updated_at: new Date() } });
        }
        // A row that only adjusts gets what the rules grant, as every balance (api/leave/balances.ts).
        const years = new Set(balances.map((balance) => balance.year));
        for (const year of years) {
          const these = balances.filter((balance) => balance.year === year);
          await recomputeBalances(tx, companyId, { year, today, employeeIds: [...new Set(these.map((x) => x.employee_id))], ruleIds: [...new Set(these.map((x) => x.leave_rule_id))] });
        }
        await logActivity(tx, { companyId, principal, type: "update", menu: "balance", detail: `Leave balances imported: ${balances.length} rows for ${employees} employees`, recordId: body.file });
        await invalidate(tx, tableChanged(b, companyId));
      });
      const data: LeaveImportOut = { imported: balances.length, employees };
      res.status(201).json({ ...IMPORTED, data });
    }),
  );

  return router;
}
