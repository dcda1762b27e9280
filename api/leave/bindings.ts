/**
 * Leave rules, mass leave and balances as declared resources (docs/decisions/0030-leave-balances-from-the-rules.md):
 * a rule or a mass leave created, changed or deleted recomputes the balances it grants or takes from, in
 * the same transaction; a balance's manual adjustment needs a note and is logged; each balance row says
 * what expired and what remains.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import * as s from "../db/schema/index";
import { balanceOf, expiryDay } from "../domain/leave/index";
import { HttpError } from "../http/errors";
import { tenant } from "../resources/bind";
import type { Binding, Row, WriteArgs } from "../resources/engine";
import { companyToday, recomputeBalances, recomputeNow } from "./balances";

const NO_EMPLOYEE = "00000000-0000-0000-0000-000000000000";
const FIGURES = ["entitled", "used", "adjustment", "mass_leave", "year", "leave_rule_id"];

/** A rule's change recomputes its balances of the current year. */
async function afterRuleWrite({ tx, companyId, row }: WriteArgs & { row: Row }) {
  if (companyId) await recomputeNow(tx, companyId, { ruleIds: [row.id as string] });
}

/** A mass leave's change recomputes the balances of the rules it was and is linked to, for the years it touches so far. */
async function massLeaveChanged({ tx, companyId, existing, row }: WriteArgs & { row?: Row }) {
  if (!companyId) return;
  const rules = [existing?.leave_rule_id, row?.leave_rule_id].filter((id): id is string => typeof id === "string");
  if (!rules.length) return;
  const today = await companyToday(tx, companyId);
  const years = new Set([existing, row].flatMap((r) => (r ? [r.start_date, r.end_date] : [])).map((date) => Number(String(date).slice(0, 4))));
  for (const year of years) if (year <= Number(today.slice(0, 4))) await recomputeBalances(tx, companyId, { year, today, ruleIds: [...new Set(rules)] });
}

/** A manual adjustment needs a note saying why; it lands in the activity log with it. */
async function checkAdjustment({ values, existing }: WriteArgs) {
  if (!("adjustment" in values)) return;
  if (existing && Number(values.adjustment) === Number(existing.adjustment)) return;
  if (!existing && !Number(values.adjustment)) return;
  const note = typeof values.note === "string" ? values.note.trim() : "";
  if (!note) throw new HttpError(422, "invalidFields", { note: "adjustmentNote" });
}

/** Leave balances: staff read the company's; an employee reads their own. Each row says what expired and what remains. */
export function leaveBalanceBinding(): Binding {
  const b = s.leave_balances;
  return tenant("leave-balance", b, {
    name: (row) => `${row.year}: ${Number(row.adjustment) >= 0 ? "+" : ""}${Number(row.adjustment)}${row.note ? ` — ${String(row.note)}` : ""}`,
    readScope: (principal, hasAccess) => (hasAccess ? null : eq(b.employee_id, principal.employeeId ?? NO_EMPLOYEE)),
    derived: { department: sql`(select e.department_id from ${s.employees} e where e.company_id = ${b.company_id} and e.id = ${b.employee_id})` },
    computedFrom: { expired: FIGURES, remaining: FIGURES, label: ["employee_id", "leave_rule_id", "year"] },
    beforeCreate: checkAdjustment,
    beforeUpdate: checkAdjustment,
    // A balance made by hand gets what the rules grant at once.
    afterCreate: async ({ tx, companyId, row }) => {
      if (!companyId) return;
      const today = await companyToday(tx, companyId);
      await recomputeBalances(tx, companyId, { year: row.year as number, today, ruleIds: [row.leave_rule_id as string], employeeIds: [row.employee_id as string] });
    },
    decorate: async (ctx, companyId, rows, source, fields) => {
      if (!companyId || !rows.length) return;
      const ruleIds = [...new Set(source.map((row) => row.leave_rule_id as string).filter(Boolean))];
      const rules = ruleIds.length ? await ctx.db.select().from(s.leave_rules).where(and(eq(s.leave_rules.company_id, companyId), inArray(s.leave_rules.id, ruleIds))) : [];
      const byId = new Map(rules.map((rule) => [rule.id, rule]));
      const people = !fields || fields.includes("label") ? [...new Set(source.map((row) => row.employee_id as string).filter(Boolean))] : [];
      const names = people.length
        ? new Map(
            (await ctx.db.select({ id: s.employees.id, fullname: s.employees.fullname }).from(s.employees).where(and(eq(s.employees.company_id, companyId), inArray(s.employees.id, people)))).map((e) => [e.id, e.fullname]),
          )
        : new Map<string, string>();
      const today = await companyToday(ctx.db, companyId);
      rows.forEach((row, i) => {
        const raw = source[i];
        const rule = byId.get(raw.leave_rule_id as string);
        if ("employee_id" in raw) row.label = `${names.get(raw.employee_id as string) ?? ""} · ${rule?.type ?? ""} ${String(raw.year)}`;
        if (!("entitled" in raw)) return;
        const figures = { entitled: Number(raw.entitled), used: Number(raw.used), adjustment: Number(raw.adjustment), mass_leave: Number(raw.mass_leave ?? 0) };
        Object.assign(row, balanceOf(figures, rule ? expiryDay(rule, raw.year as number) : null, today));
      });
    },
  });
}

export function leaveBindings(): Binding[] {
  return [
    tenant("leave-rules", s.leave_rules, { afterCreate: afterRuleWrite, afterUpdate: afterRuleWrite }),
    tenant("refs/mass-leave", s.mass_leaves, {
      afterCreate: massLeaveChanged,
      afterUpdate: massLeaveChanged,
      // The row goes first, then the balances it took from are given back.
      remove: async (args) => {
        const m = s.mass_leaves;
        await args.tx.delete(m).where(and(eq(m.company_id, args.companyId!), eq(m.id, args.existing!.id as string)));
        await massLeaveChanged(args);
      },
    }),
  ];
}
