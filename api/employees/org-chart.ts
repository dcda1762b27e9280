/**
 * The organisation chart (Employees › Hierarchy), one query and a tree built in memory
 * (api/domain/employees/org-chart.ts; docs/decisions/0033-holidays-range-map-hierarchy.md):
 *   GET /v1/org-chart[?root=id][&q=text]   → {data: OrgChart} (contract/responses/calendar.ts)
 */
import { and, eq, sql } from "drizzle-orm";
import express, { type Router } from "express";
import * as z from "zod";
import { messageText } from "../../contract/message-text";
import type { OrgChart, OrgChartNode, OrgChartPerson } from "../../contract/responses/calendar";
import type { ApiContext } from "../context";
import * as s from "../db/schema/index";
import { buildOrgChart, chainAbove, type OrgNode } from "../domain/employees/org-chart";
import { assertAccess, companyOf, principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseQuery } from "../payroll/run-routes";

const query = z.object({
  root: z.uuid(messageText("notValid")).optional(),
  q: z.string().trim().max(100, messageText("maxLength", { count: 100 })).optional(),
});

interface Person {
  id: string;
  supervisor_id: string | null;
  fullname: string;
  number: string | null;
  job_title: string | null;
  department: string | null;
}

const MATCHES = 50;

const personOut = (node: OrgNode<Person>): OrgChartPerson => ({
  _id: node.person.id,
  fullname: node.person.fullname,
  number: node.person.number,
  job_title: node.person.job_title,
  department: node.person.department,
  size: node.size,
  head: node.head ?? null,
});

/** The subtree as JSON, without recursion (a chain may be thousands deep). */
function treeOut(top: OrgNode<Person>): OrgChartNode {
  const out: OrgChartNode = { ...personOut(top), reports: [] };
  const stack: [OrgNode<Person>, OrgChartNode][] = [[top, out]];
  while (stack.length) {
    const [node, target] = stack.pop()!;
    for (const child of node.reports) {
      const copy: OrgChartNode = { ...personOut(child), reports: [] };
      target.reports.push(copy);
      stack.push([child, copy]);
    }
  }
  return out;
}

export function orgChartRoutes(ctx: ApiContext): Router {
  const router = express.Router();
  router.get(
    "/org-chart",
    handler(async (req, res) => {
      const principal = principalOf(req);
      assertAccess(ctx, principal, ["hierarchy"], "read");
      const companyId = companyOf(principal);
      const { root, q } = parseQuery(query, req.originalUrl);
      const e = s.employees;
      const people: Person[] = await ctx.db
        .select({ id: e.id, supervisor_id: e.supervisor_id, fullname: e.fullname, number: e.nickname, job_title: s.job_titles.name, department: s.departments.name })
        .from(e)
        .leftJoin(s.departments, and(eq(s.departments.company_id, e.company_id), eq(s.departments.id, e.department_id)))
        .leftJoin(s.job_titles, and(eq(s.job_titles.company_id, e.company_id), eq(s.job_titles.id, e.job_title_id)))
        .where(and(eq(e.company_id, companyId), eq(e.active, true)))
        .orderBy(sql`${e.fullname} COLLATE "und-x-icu"`);
      const chart = buildOrgChart(people);
      const data: OrgChart = { total: people.length, roots: [], root: null, chain: [], matches: null };
      if (q) {
        const needle = q.toLowerCase();
        data.matches = people
          .filter((person) => person.fullname.toLowerCase().includes(needle) || (person.number ?? "").toLowerCase().includes(needle))
          .slice(0, MATCHES)
          .map((person) => personOut(chart.byId.get(person.id)!));
      } else if (root) {
        const node = chart.byId.get(root);
        // Someone of another company, resigned or unknown is not on this chart.
        if (!node) throw new HttpError(404, "notFound");
        data.root = personOut(node);
        data.chain = chainAbove(chart, root).map((person) => personOut(chart.byId.get(person.id)!));
        data.roots = [treeOut(node)];
      } else {
        data.roots = chart.roots.map(treeOut);
      }
      res.json({ data });
    }),
  );
  return router;
}
