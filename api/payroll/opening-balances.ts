/**
 * Opening year-to-date figures (docs/payroll-rules.md B14): the declared resource
 * `payroll/opening-balances` with its rules, the xlsx template and import, and what the runs read of them.
 * One row per employee and year, for the months before the company's first saved month of that year;
 * nothing of a year whose December is cut off changes (its A1 slips are issued).
 */
import { and, eq, inArray, min, sql } from "drizzle-orm";
import express, { type Router } from "express";
import { leaveImportBody as importBody } from "../../contract/leave-import";
import { codedMessage } from "../../contract/messages";
import type { OpeningImportCheckOut, OpeningImportOut } from "../../contract/responses/payroll";
import { xlsxDownload } from "../../spreadsheets/xlsx";
import type { ApiContext } from "../context";
import { logActivity } from "../db/activity";
import { invalidate, tableChanged } from "../db/changes";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import { OPENING_AMOUNT_FIELDS, openingGross, openingProblems, OPENING_INCOME_FIELDS, type OpeningBalance } from "../domain/payroll/opening";
import { matchHeader } from "../domain/employees/sheet";
import { importSheet, refuseSheet, templateSheet } from "../employees/sheets";
import { assertAccess, companyOf, principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";
import { tenant } from "../resources/bind";
import type { Binding, Row, WriteArgs } from "../resources/engine";
import { checkOpeningImport, OPENING_IMPORT_COLUMNS, OPENING_IMPORT_NOTES, type ImportedOpening } from "./opening-import";

const o = s.payroll_opening_balances;
const n = (value: unknown) => (value === null || value === undefined || value === "" ? 0 : Number(value));

/** A stored row as the domain reads it. */
function figuresOf(row: Record<string, unknown>): OpeningBalance {
  const figures = { first_month: n(row.first_month), last_month: n(row.last_month) } as OpeningBalance;
  for (const field of OPENING_AMOUNT_FIELDS) figures[field] = n(row[field]);
  return figures;
}

/** The opening figures of a year by employee: of `employeeIds`, or of everyone (null). */
export async function openingBalances(db: Db, companyId: string, year: number, employeeIds: readonly string[] | null): Promise<Map<string, OpeningBalance>> {
  if (employeeIds && employeeIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(o)
    .where(and(eq(o.company_id, companyId), eq(o.year, year), ...(employeeIds ? [inArray(o.employee_id, [...employeeIds])] : [])));
  return new Map(rows.map((row) => [row.employee_id, figuresOf(row)]));
}

/** The company's first month of the year with a payroll run here (a first run in progress counts), or null. */
export async function firstSavedMonth(db: Db, companyId: string, year: number): Promise<number | null> {
  const [row] = await db
    .select({ first: min(s.payroll_runs.month) })
    .from(s.payroll_runs)
    .where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.year, year)));
  return row?.first === null || row?.first === undefined ? null : Number(row.first);
}

/** 409 once the year's December is cut off: its A1 slips are issued from the figures as they are. */
export async function assertOpeningYearOpen(db: Db, companyId: string, year: number): Promise<void> {
  const [december] = await db
    .select({ status: s.payroll_runs.status })
    .from(s.payroll_runs)
    .where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.year, year), eq(s.payroll_runs.month, 12)))
    .limit(1);
  if (december?.status === "cut_off") throw new HttpError(409, { code: "openingYearCutOff", params: { year } });
}

/**
 * 409 `payrollOpeningCovers` when opening figures of the year reach the month: the previous system paid
 * it, so running it here would count it twice.
 */
export async function assertNotCoveredByOpening(db: Db, companyId: string, year: number, month: number): Promise<void> {
  const rows = await db
    .select({ fullname: s.employees.fullname })
    .from(o)
    .innerJoin(s.employees, and(eq(s.employees.company_id, o.company_id), eq(s.employees.id, o.employee_id)))
    .where(and(eq(o.company_id, companyId), eq(o.year, year), sql`${o.last_month} >= ${month}`))
    .limit(6);
  if (!rows.length) return;
  const names = rows.slice(0, 5).map((row) => row.fullname).join(", ") + (rows.length > 5 ? ", …" : "");
  throw new HttpError(409, { code: "payrollOpeningCovers", params: { month, year, employees: names } });
}

async function joinDateOf(db: Db, companyId: string, employeeId: string): Promise<string | null> {
  const [row] = await db
    .select({ join_date: s.employees.join_date })
    .from(s.employees)
    .where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, employeeId)))
    .limit(1);
  return row?.join_date ?? null;
}

/** A create or change: the year (and, changed, the year it leaves) not closed, and the months as B14 says. */
async function checkWrite({ tx, companyId, values, existing }: WriteArgs): Promise<void> {
  if (!companyId) return;
  const row = { ...existing, ...values };
  const year = n(row.year);
  for (const y of new Set([year, ...(existing ? [n(existing.year)] : [])])) await assertOpeningYearOpen(tx, companyId, y);
  const problems = openingProblems(
    { first_month: n(row.first_month), last_month: n(row.last_month) },
    { year, firstSaved: await firstSavedMonth(tx, companyId, year), joinDate: await joinDateOf(tx, companyId, String(row.employee_id)) },
  );
  if (problems.length) {
    throw new HttpError(422, "invalidFields", Object.fromEntries(problems.map((p) => [p.field, "params" in p ? { code: p.code, params: { ...p.params, year } } : { code: p.code, params: { year } }])));
  }
}

/** The resource's binding: the rules above, the computed gross and label. */
export function openingBalanceBinding(): Binding {
  return tenant("payroll/opening-balances", o, {
    name: (row) => `${String(row.year)} (${String(row.first_month)}–${String(row.last_month)})`,
    computedFrom: { gross: [...OPENING_INCOME_FIELDS], label: ["employee_id", "year"] },
    beforeCreate: checkWrite,
    beforeUpdate: checkWrite,
    beforeRemove: async ({ tx, companyId, existing }) => {
      if (companyId && existing) await assertOpeningYearOpen(tx, companyId, n(existing.year));
    },
    decorate: async (ctx, companyId, rows, source, fields) => {
      if (!companyId || !rows.length) return;
      const wanted = (field: string) => !fields || fields.includes(field);
      const ids = wanted("label") ? [...new Set(source.map((row) => row.employee_id as string).filter(Boolean))] : [];
      const names = ids.length
        ? new Map((await ctx.db.select({ id: s.employees.id, fullname: s.employees.fullname }).from(s.employees).where(and(eq(s.employees.company_id, companyId), inArray(s.employees.id, ids)))).map((e) => [e.id, e.fullname]))
        : new Map<string, string>();
      rows.forEach((row, i) => {
        const raw: Row = source[i];
        if (wanted("gross") && OPENING_INCOME_FIELDS.every((field) => field in raw)) row.gross = openingGross(figuresOf(raw));
        if (wanted("label") && "employee_id" in raw) row.label = `${names.get(raw.employee_id as string) ?? ""} · ${String(raw.year)}`;
      });
    },
  });
}

const IMPORTED = codedMessage("dataImported");

/** `GET /v1/payroll/opening-balances/template` and `POST …/import {file, dry_run?}`: all or nothing, as the other imports. */
export function openingBalanceRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.get(
    "/payroll/opening-balances/template",
    handler(async (req, res) => {
      assertAccess(ctx, principalOf(req), ["opening-balances"], "write");
      const bytes = await templateSheet("Opening balances", OPENING_IMPORT_COLUMNS, OPENING_IMPORT_NOTES);
      res.set(xlsxDownload("opening-balances-template")).send(bytes);
    }),
  );

  router.post(
    "/payroll/opening-balances/import",
    handler(async (req, res) => {
      const principal = principalOf(req);
      assertAccess(ctx, principal, ["opening-balances"], "write");
      const companyId = companyOf(principal);
      const body = parseBody(importBody, req.body);
      // Another company's file is as unknown as a missing one (404).
      const { header, rows } = await importSheet(ctx, companyId, body.file);
      const people = await ctx.db
        .select({ id: s.employees.id, nickname: s.employees.nickname, join_date: s.employees.join_date })
        .from(s.employees)
        .where(and(eq(s.employees.company_id, companyId), sql`${s.employees.nickname} IS NOT NULL`));
      const years = new Map<number, number | null>();
      const firstSaved = async (year: number) => {
        if (!years.has(year)) years.set(year, await firstSavedMonth(ctx.db, companyId, year));
        return years.get(year) ?? null;
      };
      // The years the file names, with their first saved month, before the rows are checked against them.
      for (const year of yearsIn(header, rows)) await firstSaved(year);
      const checked = checkOpeningImport(header, rows, new Map(people.map((p) => [p.nickname!.toLowerCase(), { id: p.id, join_date: p.join_date }])), years);
      refuseSheet(checked.headerErrors, checked.errors);
      const { openings } = checked;
      for (const year of new Set(openings.map((row) => row.year))) await assertOpeningYearOpen(ctx.db, companyId, year);
      const employees = new Set(openings.map((row) => row.employee_id)).size;
      if (body.dry_run) {
        const data: OpeningImportCheckOut = { rows: openings.length, employees };
        res.json({ data });
        return;
      }
      await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        for (const year of new Set(openings.map((row) => row.year))) await assertOpeningYearOpen(tx, companyId, year);
        for (const row of openings) await upsert(tx, companyId, row);
        await logActivity(tx, { companyId, principal, type: "update", menu: "opening-balances", detail: `Opening balances imported: ${openings.length} rows for ${employees} employees`, recordId: body.file });
        await invalidate(tx, tableChanged(o, companyId));
      });
      const data: OpeningImportOut = { imported: openings.length, employees };
      res.status(201).json({ ...IMPORTED, data });
    }),
  );

  return router;
}

/** An imported row replaces the employee's figures of that year, or is added. */
async function upsert(tx: Db, companyId: string, row: ImportedOpening): Promise<void> {
  const set: Record<string, string | number> = { first_month: row.first_month, last_month: row.last_month };
  for (const field of OPENING_AMOUNT_FIELDS) set[field] = String(row[field]);
  await tx
    .insert(o)
    .values({ company_id: companyId, employee_id: row.employee_id, year: row.year, ...set } as typeof o.$inferInsert)
    .onConflictDoUpdate({ target: [o.company_id, o.employee_id, o.year], set: { ...set, updated_at: new Date() } });
}

/** The years the file's year column names (read before the rows are checked, to know their first saved months). */
function yearsIn(header: readonly string[], rows: readonly { cells: (string | Date | number | null)[] }[]): number[] {
  const at = matchHeader(header, OPENING_IMPORT_COLUMNS).at.get("year");
  if (at === undefined) return [];
  const found = new Set<number>();
  for (const { cells } of rows) {
    const year = Number(cells[at - 1]);
    if (Number.isInteger(year) && year >= 2000 && year <= 2200) found.add(year);
  }
  return [...found];
}
