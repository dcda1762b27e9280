/**
 * The declared lists read through indexes (docs/decisions/0038-lists-at-scale.md): the first page and the
 * total of every tenant list, as the engine builds them for a company admin — the default order, the
 * search, and for the employee lists each sortable column and filter of their screen — planned by the
 * database on a few thousand employees in five companies. A sequential scan of a tenant table of more
 * than SIZE rows fails, naming the list and the query — unless the admin's company holds a third of that
 * table or more (the demo's attendance is two companies'), where reading it whole is the right plan.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import path from "node:path";
import { eq, getTableName, sql, type SQL } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../auth/principal";
import { loadApiConfig } from "../config";
import type { ApiContext } from "../context";
import { migrate, queryRows, type Database } from "../db/client";
import { seedBulkEmployees, seedDemoData } from "../db/seed";
import { companies, departments, locations, users } from "../db/schema/index";
import { testBackends } from "../db/test-backends";
import { ResourceEngine } from "./engine";
import { parseListQuery } from "./query";
import { bindings } from "./registry";

const migrationsFolder = path.resolve(import.meta.dirname, "../db/migrations");
/** Tables above this many rows must not be read whole by a list… */
const SIZE = 1_000;
/** …for a company that holds less than this share of them. */
const SHARE = 1 / 3;
const EACH = 1_000;

const backends = testBackends("hr-list-plans");

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

const scans = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(scans)];

describe.each(backends)("the declared lists' plans on $name", (backend) => {
  let database: Database;
  let engine: ResourceEngine;
  let admin: Principal;
  let sizes: Map<string, number>;
  /** The admin's company's share of each large tenant table. */
  const shares = new Map<string, number>();
  let refs: { department: string; location: string; employee: string };

  beforeAll(async () => {
    database = await backend.open();
    await migrate(database, { migrationsFolder });
    const db = database.db;
    await seedDemoData(db);
    // The admin's company and four others of about the same size: a list is a fifth of the table.
    const [maju] = await db.select().from(companies).where(eq(companies.code, "MAJU"));
    const [samudra] = await db.select().from(companies).where(eq(companies.code, "SAMUDRA"));
    await seedBulkEmployees(db, maju.id, EACH);
    await seedBulkEmployees(db, samudra.id, EACH);
    for (const code of ["PLAN1", "PLAN2", "PLAN3"]) {
      const [company] = await db.insert(companies).values({ name: `PT ${code}`, code }).returning({ id: companies.id });
      await seedBulkEmployees(db, company.id, EACH);
    }
    await db.execute(sql`ANALYZE`);
    const counted = await queryRows<{ name: string; n: number }>(db, sql`select relname as name, n_live_tup::int as n from pg_stat_user_tables`);
    sizes = new Map(counted.map(({ name, n }) => [name, n]));
    // n_live_tup may lag on PostgreSQL; the employees table is counted.
    sizes.set("employees", Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from employees`))[0].n));
    for (const binding of bindings()) {
      const table = getTableName(binding.table);
      if (binding.scope !== "tenant" || shares.has(table) || (sizes.get(table) ?? 0) <= SIZE) continue;
      const [{ mine, all }] = await queryRows<{ mine: number; all: number }>(
        db,
        sql`select count(*) filter (where company_id = ${maju.id})::int as mine, count(*)::int as all from ${binding.table}`,
      );
      shares.set(table, all ? mine / all : 0);
    }

    const [user] = await db.select().from(users).where(eq(users.email, "admin@majubersama.demo"));
    admin = {
      kind: "user",
      sessionId: "plans",
      impersonatorSessionId: null,
      id: user.id,
      username: user.username ?? "admin",
      fullname: "Admin",
      email: user.email,
      level: "admin",
      companyId: maju.id,
      employeeId: user.employee_id,
      accessRoleId: null,
      permissions: [],
      company: null,
      accessRole: null,
    };
    const [department] = await db.select({ id: departments.id }).from(departments).where(eq(departments.company_id, maju.id)).limit(1);
    const [location] = await db.select({ id: locations.id }).from(locations).where(eq(locations.company_id, maju.id)).limit(1);
    const [employee] = await queryRows<{ id: string }>(db, sql`select id from employees where company_id = ${maju.id} limit 1`);
    refs = { department: department.id, location: location.id, employee: employee.id };
    const config = { ...loadApiConfig({ DATA_DIR: "/nonexistent", NODE_ENV: "test" }), listTotal: { cap: 10_000, cacheSeconds: 0 } };
    const ctx = { db, config, logger: pino({ level: "silent" }), lists: { hse: [] } } as unknown as ApiContext;
    engine = new ResourceEngine(ctx, bindings());
  }, 600_000);

  afterAll(async () => {
    await database?.close();
    await backend.dispose();
  });

  /** Each tenant list's queries, as a screen asks for them (the first page of 50). */
  function declaredQueries(): { path: string; query: string; parentId?: string }[] {
    const out: { path: string; query: string; parentId?: string }[] = [];
    for (const binding of engine.all()) {
      if (binding.scope !== "tenant") continue;
      const path = binding.contract.path;
      const parentId = binding.contract.parent === "employees" ? refs.employee : undefined;
      if (binding.contract.parent && !parentId) continue;
      out.push({ path, query: "limit=50&skip=0", parentId });
      if (binding.contract.search?.length) out.push({ path, query: "limit=50&skip=0&search=sari", parentId });
      if (path === "employees" || path === "employees/exit-employee") {
        // The screen's sortable columns and filters (app/screens/employees.ts, employeeLists).
        for (const sort of ["fullname", "-fullname", "nickname", "department", "job_title", "location"]) out.push({ path, query: `limit=50&skip=0&sort=${sort}` });
        out.push({ path, query: `limit=50&skip=0&department=${refs.department}` });
        out.push({ path, query: `limit=50&skip=0&location=${refs.location}` });
        out.push({ path, query: "limit=50&skip=0&status=pkwtt" });
        out.push({ path, query: "limit=50&skip=0&join_date[$gte]=2020-01-01&join_date[$lte]=2020-12-31" });
      }
    }
    return out;
  }

  async function seqScans(statement: SQL): Promise<string[]> {
    const [row] = await queryRows<{ "QUERY PLAN": [{ Plan: PlanNode }] | string }>(database.db, sql`EXPLAIN (FORMAT JSON) ${statement}`);
    const raw = row["QUERY PLAN"];
    const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    return scans(plan[0].Plan)
      .filter((node) => node["Node Type"] === "Seq Scan" && (sizes.get(node["Relation Name"] ?? "") ?? 0) > SIZE && (shares.get(node["Relation Name"]!) ?? 0) < SHARE)
      .map((node) => node["Relation Name"]!);
  }

  it("has a few thousand employees to plan for, a fifth of them the admin's", () => {
    expect(sizes.get("employees")).toBeGreaterThan(4 * EACH);
    expect(shares.get("employees")).toBeLessThan(SHARE);
  });

  it("reads no large tenant table whole for a list's page or its total", async () => {
    const found: string[] = [];
    const queries = declaredQueries();
    expect(queries.length).toBeGreaterThan(30);
    for (const { path, query, parentId } of queries) {
      const binding = engine.binding(path);
      const parsed = parseListQuery(query, engine.queryRules(binding));
      const { page, where } = await engine.pageQuery(binding, admin, parsed, parentId);
      for (const table of await seqScans(page.getSQL())) found.push(`${path}?${query} (page): Seq Scan on ${table}`);
      const total = sql`select count(*) from (select 1 from ${binding.table} where ${where ?? sql`true`} limit 10001) capped`;
      for (const table of await seqScans(total)) found.push(`${path}?${query} (total): Seq Scan on ${table}`);
    }
    expect(found).toEqual([]);
  }, 300_000);
});
