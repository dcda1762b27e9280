/**
 * `GET /v1/company/setup` → `{data: {steps: [{key, done, href}], done, total, complete}}`: the steps of a
 * company's first day, each counted from its data (docs/decisions/0050-a-new-company-s-first-day.md). For the
 * company's admin and sub admin only; scoped by the token's company (docs/design.md "Tenancy and security
 * rules"), so another company's data is never read.
 */
import { sql } from "drizzle-orm";
import express, { type Router } from "express";
import { DEFAULT_TIME_ZONE } from "../../contract/enums";
import type { CompanySetup } from "../../contract/responses/setup";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import { queryRows, type Db } from "../db/client";
import * as s from "../db/schema/index";
import { zonedDate } from "../domain/attendance/index";
import { setupOf, type SetupFacts } from "../domain/setup";
import { companyOf, principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";

/** Who sets a company up: its admins and sub admins (a developer signed in as its admin is its admin). */
const SETUP_LEVELS: readonly Principal["level"][] = ["admin", "sub_admin"];

type FactRow = Record<Exclude<keyof SetupFacts, "today" | "firstSavedMonthThisYear" | "earliestJoin">, boolean> & {
  first_saved_month: number | string | null;
  earliest_join: string | null;
};

/**
 * The facts in one query: `exists` for each (it stops at the first row, whatever the company's size), and
 * the first saved month of the year. Every sub-query filters on the company, first in every key and index.
 */
export async function setupFacts(db: Db, companyId: string, today: string): Promise<SetupFacts> {
  const year = Number(today.slice(0, 4));
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const c = s.companies;
  const [row] = await queryRows<FactRow>(
    db,
    sql`select
          nullif(trim(${c.npwp_number}), '') is not null as "npwp",
          nullif(trim(${c.nitku}), '') is not null as "nitku",
          exists (select 1 from ${s.employees} e where e.company_id = ${c.id} and e.id = ${c.tax_person_id}) as "taxPerson",
          exists (select 1 from ${s.company_digital_signatures} d where d.company_id = ${c.id} and d.selected) as "signature",
          nullif(trim(${c.bpjs_tk_no}), '') is not null as "bpjsNumber",
          ${c.jkk_percentage} is not null as "jkkRate",
          exists (select 1 from ${s.locations} l where l.company_id = ${c.id}) as "location",
          exists (select 1 from ${s.departments} d where d.company_id = ${c.id}) as "department",
          exists (select 1 from ${s.shifts} sh where sh.company_id = ${c.id} and sh.type <> 'off_day') as "shift",
          exists (select 1 from ${s.attendance_groups} g where g.company_id = ${c.id}) as "attendanceGroup",
          exists (select 1 from ${s.leave_rules} r where r.company_id = ${c.id}) as "leaveRule",
          exists (select 1 from ${s.mass_leaves} h where h.company_id = ${c.id} and h.holiday_type = 'national'
                  and h.start_date between ${from}::date and ${to}::date) as "nationalHolidaysThisYear",
          exists (select 1 from ${s.employees} e where e.company_id = ${c.id} and e.active
                  and not exists (select 1 from ${s.users} u where u.company_id = e.company_id and u.employee_id = e.id
                                  and u.level in ('admin', 'sub_admin'))) as "employee",
          exists (select 1 from ${s.approval_flows} f where f.company_id = ${c.id}) as "approvalFlow",
          exists (select 1 from ${s.payroll_runs} p where p.company_id = ${c.id} and p.status in ('saved', 'cut_off')) as "savedRun",
          (select min(p.month) from ${s.payroll_runs} p where p.company_id = ${c.id} and p.year = ${year}
                  and p.status in ('saved', 'cut_off')) as "first_saved_month",
          exists (select 1 from ${s.payroll_opening_balances} o where o.company_id = ${c.id} and o.year = ${year}) as "openingBalancesThisYear",
          (select to_char(min(e.join_date), 'YYYY-MM-DD') from ${s.employees} e where e.company_id = ${c.id} and e.active and e.payroll_active) as "earliest_join",
          exists (select 1 from ${s.employees} e where e.company_id = ${c.id} and e.active and e.payroll_active and e.join_date is null) as "unknownJoin"
        from ${c} where ${c.id} = ${companyId}`,
  );
  if (!row) throw new HttpError(404, "notFound");
  const { first_saved_month: first, earliest_join: earliestJoin, ...facts } = row;
  return { ...facts, today, firstSavedMonthThisYear: first === null ? null : Number(first), earliestJoin };
}

export async function companySetupOf(ctx: ApiContext, principal: Principal): Promise<CompanySetup> {
  if (!SETUP_LEVELS.includes(principal.level)) throw new HttpError(403, "forbidden");
  const companyId = companyOf(principal);
  // The company's own day (docs/decisions/0034-time-zones.md): its year of holidays and opening figures.
  const today = zonedDate(new Date(), principal.company?.time_zone ?? DEFAULT_TIME_ZONE);
  return setupOf(await setupFacts(ctx.db, companyId, today));
}

export function companySetupRoutes(ctx: ApiContext): Router {
  const router = express.Router();
  router.get(
    "/company/setup",
    handler(async (req, res) => {
      res.json({ data: await companySetupOf(ctx, principalOf(req)) });
    }),
  );
  return router;
}
