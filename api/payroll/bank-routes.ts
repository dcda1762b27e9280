/**
 * The bank transfer file of a saved payroll month (docs/decisions/0036-payroll-reports-and-bank-files.md):
 * `GET /v1/payroll/runs/{id}/bank-file?format=bca|mandiri|csv&company_code=&debit_account=&value_date=&batch=`
 * — the take-home pay of every employee of the run paid by transfer, in the layout of the bank's bulk
 * payroll upload (api/domain/payroll/bank-files.ts, docs/payroll-rules.md "Payroll reports and bank files").
 * `dry_run=true` answers what the file would hold. Employees without a bank or an account number (or
 * with an account of the wrong length for the bank) stop it: 422 `bankFileRefused`, each one under their
 * employee id. The amounts are the saved items'; the bank and account are the employee record's as it is
 * now (where the money goes). Another company's run is 404; a run being saved, 409.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import express, { type Router } from "express";
import { bankFileQuery } from "../../contract/payroll-reports";
import type { BankFileCheckOut } from "../../contract/responses/payroll-reports";
import type { ApiContext } from "../context";
import * as s from "../db/schema/index";
import { bankFile, type Payee, type PayeeProblem } from "../domain/payroll/bank-files";
import { assertAccess, companyOf, principalOf } from "../http/auth";
import { HttpError, type FieldMessages } from "../http/errors";
import { handler } from "../http/handler";
import { ID, parseQuery } from "./run-routes";
import { assertNotRunning, findRun } from "./runs";

/** The run's payees: take-home pay as saved, bank and account as the employee record has them. */
async function payeesOf(ctx: ApiContext, companyId: string, runId: string): Promise<Payee[]> {
  const i = s.payroll_items;
  const e = s.employees;
  const b = s.banks;
  const rows = await ctx.db
    .select({
      employee_id: i.employee_id,
      snapshot: i.employee,
      take_home: i.take_home_pay,
      bank_code: b.code,
      bank_name: b.name,
      account: e.account_number,
    })
    .from(i)
    .leftJoin(e, and(eq(e.company_id, i.company_id), eq(e.id, i.employee_id)))
    .leftJoin(b, and(eq(b.company_id, i.company_id), eq(b.id, e.bank_id)))
    .where(and(eq(i.company_id, companyId), eq(i.payroll_run_id, runId)))
    .orderBy(asc(sql`${i.employee}->>'fullname' COLLATE "und-x-icu"`), asc(i.employee_id));
  return rows.map((row) => ({
    employee_id: row.employee_id,
    number: row.snapshot.nickname ?? "",
    name: row.snapshot.fullname,
    bank_code: row.bank_code ?? null,
    bank_name: row.bank_name ?? null,
    account: row.account || null,
    amount: Number(row.take_home),
  }));
}

/** 422 naming each employee to fill in, under their id (the page links each to the employee record). */
function refusal(problems: readonly PayeeProblem[]): HttpError {
  const fields: FieldMessages = {};
  for (const p of problems) {
    const params = { name: p.name, number: p.number || "-" };
    fields[p.employee_id] =
      p.reason === "noBankAccount" ? { code: "noBankAccount", params } : { code: "accountDigits", params: { ...params, bank: p.bank ?? "", count: p.count ?? 0, digits: p.digits ?? 0 } };
  }
  return new HttpError(422, { code: "bankFileRefused", params: { count: problems.length } }, fields);
}

export function bankFileRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.get(
    `/payroll/runs/:id(${ID})/bank-file`,
    handler(async (req, res) => {
      const principal = principalOf(req);
      assertAccess(ctx, principal, ["payroll-run"], "read");
      const companyId = companyOf(principal);
      const query = parseQuery(bankFileQuery, req.originalUrl);
      const run = await findRun(ctx, companyId, String(req.params.id).toLowerCase());
      if (!run) throw new HttpError(404, "notFound");
      if (run.status === "running") throw new HttpError(409, { code: "payrollNotSaved", params: { month: run.month, year: run.year } });
      // A re-run in progress is about to replace the items: pay from the month once it is saved.
      await assertNotRunning(ctx, companyId, run.year, run.month);
      const lastDay = new Date(Date.UTC(run.year, run.month, 0)).toISOString().slice(0, 10);
      const result = bankFile(
        query.format,
        { year: run.year, month: run.month, value_date: query.value_date ?? lastDay, company_code: query.company_code, debit_account: query.debit_account, batch: query.batch },
        await payeesOf(ctx, companyId, run.id),
      );
      if ("problems" in result) throw refusal(result.problems);
      const { file } = result;
      if (query.dry_run === "true") {
        res.json({ data: { format: query.format, name: file.name, count: file.count, total: file.total, other_banks: file.otherBanks } satisfies BankFileCheckOut });
        return;
      }
      res.set({ "Content-Type": file.contentType, "Content-Disposition": `attachment; filename="${file.name}"`, "Cache-Control": "private, no-store" }).send(file.body);
    }),
  );

  return router;
}
