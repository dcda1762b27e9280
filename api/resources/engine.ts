/**
 * The generic /v1 resource: list, read, create, update and delete for any declared resource, scoped by
 * company, checked against section 6's roles, validated with the contract's zod schemas, and logged in
 * the same transaction (docs/design.md). Screens with their own rules add hooks, not copies.
 */
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  eq,
  getTableColumns,
  getTableName,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { Cache } from "../../cache/cache";
import { KINDS, rowsChanged, type Kind } from "../../cache/changes";
import { readableFields, RECORD_FIELDS } from "../../contract/field-groups";
import { bodySchema, columnOf, type FieldDef } from "../../contract/fields";
import { sanitizeRichText } from "../../contract/rich-text";
import type { MenuId } from "../../contract/navigation";
import type { Access, ResourceContract } from "../../contract/resource";
import type { ListMeta } from "../../contract/responses/common";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import { announcing, invalidate, tableChanged } from "../db/changes";
import type { Db } from "../db/client";
import { companies, files } from "../db/schema/index";
import { assertAccess, companyOf, viewerOf } from "../http/auth";
import { HttpError, type FieldMessages } from "../http/errors";
import { parseBody } from "../http/validate";
import { logActivity } from "../db/activity";
import { databaseError } from "./db-errors";
import { containsPattern, filterValue, parseListQuery, type Filter, type FilterSpec, type ListQuery, type QueryRules } from "./query";

export type Row = Record<string, unknown>;
export type Output = Record<string, unknown> & { _id: string };

export interface WriteArgs {
  ctx: ApiContext;
  tx: Db;
  principal: Principal;
  /** The company the row belongs to (null for global rows). */
  companyId: string | null;
  /** Column values about to be written; hooks may change them. */
  values: Row;
  /** The row before an update or delete. */
  existing?: Row;
  parentId?: string;
  /** What a before-hook hands to its after-hook (e.g. a logo held back until the company exists). */
  carry: Row;
}

export interface Binding {
  contract: ResourceContract;
  table: PgTable;
  scope: "tenant" | "global";
  /** The activity log's menu for changes made here. */
  menu: MenuId;
  /** How a record is named in the activity log. */
  name(row: Row): string;
  /** A condition every query includes (one type of approval, one level of user, the caller's own company…). */
  where?: (principal: Principal) => SQL;
  /**
   * The rows a caller reads when the access rule alone does not say (an employee's own requests, what
   * waits for an approver): a condition, or null for every row the access rule opens. A caller without the
   * resource's read access still reads the rows this gives them.
   */
  readScope?: (principal: Principal, hasAccess: boolean) => SQL | null;
  /** Fields that are no column but an SQL expression of the row, filtered and sorted like one (a request's department: its employee's). */
  derived?: Record<string, SQL>;
  /** Column values every create sets (the approval type, the user level…). */
  fixed?: Row;
  /** Sub-lists: the column that names the parent record. */
  parentColumn?: string;
  /** Developers read and manage every company's rows (invited users). */
  developerSeesAll?: boolean;
  /** For references from a global row into a company's rows (a company's tax person). */
  refCompany?(args: { principal: Principal; existing?: Row }): string | null;
  /** Columns the computed fields are made from, for sparse fieldsets (`age` ← `birth_date`). */
  computedFrom?: Record<string, readonly string[]>;
  /** More that `search=` (lower-cased) finds (an employee by the name of their department): ORed with the search fields. */
  searchAlso?(ctx: ApiContext, term: string, companyId: string | null): Promise<SQL | undefined>;
  /** Fill computed output fields. */
  decorate?(ctx: ApiContext, companyId: string | null, rows: Output[], source: Row[], fields: readonly string[] | null | undefined, principal: Principal): Promise<void>;
  beforeCreate?(args: WriteArgs): Promise<void>;
  afterCreate?(args: WriteArgs & { row: Row }): Promise<void>;
  beforeUpdate?(args: WriteArgs): Promise<void>;
  afterUpdate?(args: WriteArgs & { row: Row }): Promise<void>;
  /** Replaces the insert (e.g. promote an existing account); returns the row. */
  insert?(args: WriteArgs): Promise<Row>;
  /** Replaces the delete (e.g. demote instead of deleting). */
  remove?(args: WriteArgs): Promise<void>;
  beforeRemove?(args: WriteArgs): Promise<void>;
}

/**
 * The tables whose every write names its change (docs/decisions/0025-one-cache-and-invalidation.md): a
 * list's total over one of them may be kept, since a write drops it at once. Others are counted each time.
 */
const ANNOUNCED: readonly Kind[] = KINDS.filter((kind) => kind !== "person" && kind !== "inbox");

/** The default total cap and cache time (docs/decisions/0038-lists-at-scale.md). */
const TOTAL_CAP = 10_000;
const TOTAL_SECONDS = 10;

/** A body's rich-text fields as the one rich-text policy keeps them (contract/rich-text.ts), whoever sent them. */
function richTextSanitized(binding: Binding, input: Row): Row {
  for (const [name, field] of Object.entries(binding.contract.fields)) {
    if (field.kind === "richtext" && typeof input[name] === "string") input[name] = sanitizeRichText(input[name]);
  }
  return input;
}

const TEXT_KINDS = new Set<FieldDef["kind"]>(["text", "textarea", "email", "phone", "url", "richtext", "enum", "time"]);
const NUMBER_KINDS = new Set<FieldDef["kind"]>(["integer", "number", "money", "percent"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class ResourceEngine {
  private readonly byPath = new Map<string, Binding>();
  /** Lists' totals (capped counts) per query, company and caller's conditions included; see `total`. */
  private readonly totals: Cache<number>;

  constructor(
    private readonly ctx: ApiContext,
    bindings: Binding[],
  ) {
    for (const binding of bindings) this.byPath.set(binding.contract.path, binding);
    this.totals = new Cache<number>({ max: 2_000, seconds: ctx.config.listTotal?.cacheSeconds ?? TOTAL_SECONDS, madeOf: ANNOUNCED });
  }

  binding(path: string): Binding {
    const binding = this.byPath.get(path);
    if (!binding) throw new Error(`No binding for resource ${path}`);
    return binding;
  }

  all(): Binding[] {
    return [...this.byPath.values()];
  }

  // ---- access and scope ------------------------------------------------------------------------

  private assert(binding: Binding, principal: Principal, mode: "read" | "write") {
    // Who reads their own rows only (an employee's requests) passes without the resource's access.
    if (mode === "read" && binding.contract.access.own && binding.readScope && !this.hasAccess(binding, principal, "read") && binding.readScope(principal, false)) return;
    checkAccess(this.ctx, principal, binding.contract.access[mode], mode);
  }

  private hasAccess(binding: Binding, principal: Principal, mode: "read" | "write"): boolean {
    try {
      checkAccess(this.ctx, principal, binding.contract.access[mode], mode);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 403) return false;
      throw error;
    }
  }

  /** The fields this caller reads of the resource (null: all); docs/design.md decision 9. */
  readable(binding: Binding, principal: Principal): ReadonlySet<string> | null {
    return readableFields(binding.contract, viewerOf(principal), this.ctx.lists);
  }

  /** Filtering, sorting or writing a field one may not read would reveal it: refused (403). */
  private assertCovers(readable: ReadonlySet<string> | null, fields: Iterable<string>): void {
    if (!readable) return;
    const hidden = [...new Set(fields)].filter((field) => !readable.has(field));
    if (hidden.length) throw new HttpError(403, { code: "hiddenFields", params: { fields: hidden.join(", ") } });
  }

  /** The company a request works on: the caller's, or none for global rows and developers' cross-company lists. */
  private companyFor(binding: Binding, principal: Principal): string | null {
    if (binding.scope === "global") return null;
    if (binding.developerSeesAll && principal.level === "developer" && !principal.companyId) return null;
    return companyOf(principal);
  }

  private readonly columnCache = new Map<PgTable, Record<string, PgColumn>>();
  private readonly rulesCache = new Map<Binding, QueryRules>();

  private columns(binding: Binding): Record<string, PgColumn> {
    let columns = this.columnCache.get(binding.table);
    if (!columns) this.columnCache.set(binding.table, (columns = getTableColumns(binding.table) as Record<string, PgColumn>));
    return columns;
  }

  private column(binding: Binding, name: string): PgColumn {
    const column = this.columns(binding)[name];
    if (!column) throw new Error(`${binding.contract.path}: no column ${name}`);
    return column;
  }

  private scopeConditions(binding: Binding, principal: Principal, companyId: string | null, parentId?: string): SQL[] {
    const conditions: SQL[] = [];
    if (companyId) conditions.push(eq(this.column(binding, "company_id"), companyId));
    if (binding.where) conditions.push(binding.where(principal));
    const own = binding.readScope?.(principal, this.hasAccess(binding, principal, "read"));
    if (own) conditions.push(own);
    if (binding.parentColumn && parentId) conditions.push(eq(this.column(binding, binding.parentColumn), parentId));
    return conditions;
  }

  /** A sub-list's parent must exist in the caller's company, or the whole path is a 404. */
  private async checkParent(binding: Binding, principal: Principal, parentId: string | undefined): Promise<void> {
    const parentPath = binding.contract.parent;
    if (!parentPath) return;
    if (!parentId || !UUID.test(parentId)) throw notFound();
    if (parentPath === "portal") {
      if (parentId !== principal.companyId) throw notFound();
      return;
    }
    const parent = this.binding(parentPath);
    const companyId = this.companyFor(parent, principal);
    const [row] = await this.ctx.db
      .select({ id: this.column(parent, "id") })
      .from(parent.table)
      .where(and(eq(this.column(parent, "id"), parentId), ...this.scopeConditions(parent, principal, companyId)))
      .limit(1);
    if (!row) throw notFound();
  }

  // ---- list and read ---------------------------------------------------------------------------

  queryRules(binding: Binding): QueryRules {
    let rules = this.rulesCache.get(binding);
    if (!rules) this.rulesCache.set(binding, (rules = this.makeQueryRules(binding)));
    return rules;
  }

  private makeQueryRules(binding: Binding): QueryRules {
    const columns = this.columns(binding);
    const fields = new Set(["_id", "created_at", "updated_at"]);
    const kinds = new Map<string, FilterSpec>([["_id", { kind: "id" }], ["created_at", { kind: "timestamp" }], ["updated_at", { kind: "timestamp" }]]);
    const populatable = new Set<string>();
    for (const [name, field] of Object.entries(binding.contract.fields)) {
      const filterable = Boolean(columns[columnOf(name, field)] || binding.derived?.[name]);
      if (filterable) fields.add(name);
      if (filterable) kinds.set(name, { kind: field.kind, values: field.values });
      if (((field.ref && (field.kind === "ref" || field.kind === "refs")) || field.kind === "file") && columns[columnOf(name, field)]) populatable.add(name);
    }
    const sortSpec = binding.contract.sort ?? "-created_at";
    const sortField = sortSpec.replace(/^-/, "");
    const selectable = new Set([...fields, ...Object.keys(binding.contract.fields), ...(binding.developerSeesAll ? ["company"] : [])]);
    return {
      fields,
      kinds,
      populatable,
      selectable,
      defaultSort: [{ field: fields.has(sortField) ? sortField : "created_at", desc: sortSpec.startsWith("-") }],
      maxLimit: this.ctx.config.maxPageSize,
    };
  }

  async list(path: string, principal: Principal, search: string, parentId?: string) {
    const binding = this.binding(path);
    this.assert(binding, principal, "read");
    await this.checkParent(binding, principal, parentId);
    const query = parseListQuery(search, this.queryRules(binding));
    return this.listWith(binding, principal, query, parentId);
  }

  async listWith(binding: Binding, principal: Principal, query: ListQuery, parentId?: string) {
    const { page, where, companyId } = await this.pageQuery(binding, principal, query, parentId);
    const fetched = (await page) as Row[];
    const more = fetched.length > query.limit;
    const rows = more ? fetched.slice(0, query.limit) : fetched;
    const meta: ListMeta = { total: 0, limit: query.limit, skip: query.skip };
    if (!more && (rows.length || query.skip === 0)) meta.total = query.skip + rows.length;
    else {
      const { counted, exact } = await this.total(binding, companyId, where);
      // Past the cap the page itself may know of more rows than were counted.
      meta.total = Math.max(counted, rows.length ? query.skip + rows.length : 0);
      if (!exact) meta.total_exact = false;
    }
    const data = await this.present(binding, principal, companyId, rows, query.populate, query.fields);
    return { data: query.fields ? data.map((row) => pick(row, query.fields!)) : data, meta };
  }

  /**
   * The query of a list's page (and the conditions its total counts), as `listWith` runs it: its rows
   * and one more, which says whether another page follows. Public for the test that reads the plans of
   * the declared lists (api/resources/list-plans.test.ts).
   */
  async pageQuery(binding: Binding, principal: Principal, query: ListQuery, parentId?: string) {
    const companyId = this.companyFor(binding, principal);
    const readable = this.readable(binding, principal);
    const defaultSort = new Set(this.queryRules(binding).defaultSort.map((sort) => sort.field));
    this.assertCovers(readable, [...query.filters.map((filter) => filter.field), ...query.sort.map((sort) => sort.field).filter((field) => !defaultSort.has(field))]);
    const conditions = [...this.scopeConditions(binding, principal, companyId, parentId), ...query.filters.map((filter) => this.filterSql(binding, filter))];
    if (query.search && binding.contract.search?.length) {
      const pattern = containsPattern(query.search.toLowerCase());
      // The search fields the caller may not read are not searched (an e-mail is not a picker's): the
      // indexed expression still narrows, the readable one decides.
      const searchable = binding.contract.search.filter((field) => !readable || readable.has(field));
      let own = sql`${this.searchExpression(binding)} LIKE ${pattern}`;
      if (searchable.length < binding.contract.search.length) own = searchable.length ? and(own, sql`${this.searchExpression(binding, searchable)} LIKE ${pattern}`)! : sql`false`;
      const also = await binding.searchAlso?.(this.ctx, query.search.toLowerCase(), companyId);
      conditions.push(also ? or(own, also)! : own);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    // With a search, the few matches are found through the trigram index and then sorted; walking the
    // name index in order and filtering would read most of the table.
    const searching = Boolean(query.search) || query.filters.some((filter) => filter.op === "$regex");
    const order = [...query.sort.map(({ field, desc: descending }) => this.orderSql(binding, field, descending, searching)), asc(this.column(binding, "id"))];

    // The page and one row more, which says whether another page follows. A window count over every
    // matching row (`count(*) over()`) made each page cost as much as the whole list
    // (docs/decisions/0038-lists-at-scale.md).
    const selection = query.fields ? this.selection(binding, query.fields) : this.columns(binding);
    const page = this.ctx.db.select(selection).from(binding.table).where(where).orderBy(...order).limit(query.limit + 1).offset(query.skip);
    return { page, where, companyId };
  }

  /**
   * How many rows match, counted up to the cap (more than the cap: `exact` false, `counted` the cap), so
   * that a total costs the same at 10,000 rows as at 10 million. Kept briefly per query (company and
   * caller's conditions are in it) for the tables whose writes all name their change, which drops it.
   */
  private async total(binding: Binding, companyId: string | null, where: SQL | undefined): Promise<{ counted: number; exact: boolean }> {
    const cap = this.ctx.config.listTotal?.cap ?? TOTAL_CAP;
    const matching = this.ctx.db.select({ one: sql`1` }).from(binding.table).where(where).limit(cap + 1);
    const load = async () => Number((await this.ctx.db.select({ total: count() }).from(matching.as("capped")))[0].total);
    const table = getTableName(binding.table);
    // A developer's list over every company's rows is named by no single company's change: not kept.
    const keep = (ANNOUNCED as readonly string[]).includes(table) && (binding.scope === "global" || companyId !== null);
    let counted: number;
    if (keep) {
      const { sql: text, params } = matching.toSQL();
      counted = await this.totals.get(`${text}\u0000${JSON.stringify(params)}`, load, { from: () => [rowsChanged(table, binding.scope === "global" ? null : companyId)] });
    } else counted = await load();
    return counted > cap ? { counted: cap, exact: false } : { counted, exact: true };
  }

  async read(path: string, principal: Principal, id: string, parentId?: string, populate: string[] = []) {
    const binding = this.binding(path);
    this.assert(binding, principal, "read");
    await this.checkParent(binding, principal, parentId);
    const row = await this.findRow(this.ctx.db, binding, principal, id, parentId);
    const [data] = await this.present(binding, principal, this.companyFor(binding, principal), [row], populate);
    return { data };
  }

  /**
   * The text `search=` looks in: the search fields joined, lower-cased. Written the same way as the
   * trigram index on employees (api/db/schema/employees.ts), so PostgreSQL can use it.
   */
  private searchExpression(binding: Binding, fields: readonly string[] = binding.contract.search!): SQL {
    const parts = fields.map((field) => sql`coalesce(${this.fieldColumn(binding, field)}, '')`);
    return sql`lower(${sql.join(parts, sql` || ' ' || `)})`;
  }

  /** The columns a sparse fieldset needs, keyed by column name as a full select would be. */
  private selection(binding: Binding, fields: string[]): Record<string, PgColumn> {
    const columns = this.columns(binding);
    const names = new Set(["id", "company_id", "created_at", "updated_at"]);
    for (const field of fields) {
      const def = binding.contract.fields[field];
      if (def) names.add(columnOf(field, def));
      for (const source of binding.computedFrom?.[field] ?? []) names.add(source);
    }
    return Object.fromEntries([...names].filter((name) => columns[name]).map((name) => [name, columns[name]]));
  }

  private async findRow(db: Db, binding: Binding, principal: Principal, id: string, parentId?: string): Promise<Row> {
    if (!UUID.test(id)) throw notFound();
    const companyId = this.companyFor(binding, principal);
    const [row] = await db
      .select()
      .from(binding.table)
      .where(and(eq(this.column(binding, "id"), id), ...this.scopeConditions(binding, principal, companyId, parentId)))
      .limit(1);
    if (!row) throw notFound();
    return row as Row;
  }

  // ---- create, update, delete ------------------------------------------------------------------

  async create(path: string, principal: Principal, body: unknown, parentId?: string) {
    const binding = this.binding(path);
    if (binding.contract.create === false) throw new HttpError(405, "notCreatable");
    this.assert(binding, principal, "write");
    await this.checkParent(binding, principal, parentId);
    const input = richTextSanitized(binding, parseBody(bodySchema(binding.contract.fields, false), body) as Row);
    this.assertCovers(this.readable(binding, principal), Object.keys(input));
    const companyId = this.writeCompany(binding, principal);
    const values: Row = { ...this.toColumns(binding, input, "create"), ...binding.fixed };
    if (companyId && binding.scope === "tenant") values.company_id = companyId;
    if (binding.parentColumn && parentId) values[binding.parentColumn] = parentId;
    await this.checkReferences(binding, principal, input, binding.refCompany?.({ principal }) ?? companyId);

    const row = await this.transaction(binding, "write", companyId, async (tx) => {
      const args: WriteArgs = { ctx: this.ctx, tx, principal, companyId, values, parentId, carry: {} };
      await binding.beforeCreate?.(args);
      const [inserted] = binding.insert ? [await binding.insert(args)] : ((await tx.insert(binding.table).values(args.values as never).returning()) as Row[]);
      await binding.afterCreate?.({ ...args, row: inserted });
      await this.log(tx, binding, principal, "create", inserted, companyId);
      return inserted;
    });
    const [data] = await this.present(binding, principal, companyId, [row], []);
    return { data };
  }

  async update(path: string, principal: Principal, id: string, body: unknown, parentId?: string) {
    const binding = this.binding(path);
    if (binding.contract.update === false) throw new HttpError(405, "notChangeable");
    this.assert(binding, principal, "write");
    await this.checkParent(binding, principal, parentId);
    const existing = await this.findRow(this.ctx.db, binding, principal, id, parentId);
    const input = richTextSanitized(binding, parseBody(bodySchema(binding.contract.fields, true), body) as Row);
    this.assertCovers(this.readable(binding, principal), Object.keys(input));
    const companyId = binding.scope === "tenant" ? ((existing.company_id as string | undefined) ?? null) : null;
    const values = this.toColumns(binding, input, "update");
    await this.checkReferences(binding, principal, input, binding.refCompany?.({ principal, existing }) ?? companyId);

    const row = await this.transaction(binding, "write", companyId, async (tx) => {
      const args: WriteArgs = { ctx: this.ctx, tx, principal, companyId, values, existing, parentId, carry: {} };
      await binding.beforeUpdate?.(args);
      let updated = existing;
      if (Object.keys(args.values).length) {
        [updated] = (await tx
          .update(binding.table)
          .set({ ...args.values, updated_at: new Date() } as never)
          .where(and(eq(this.column(binding, "id"), id), ...this.scopeConditions(binding, principal, companyId, parentId)))
          .returning()) as Row[];
      }
      await binding.afterUpdate?.({ ...args, row: updated });
      await this.log(tx, binding, principal, "update", updated, companyId, Object.keys(input));
      return updated;
    });
    const [data] = await this.present(binding, principal, companyId, [row], []);
    return { data };
  }

  async remove(path: string, principal: Principal, id: string, parentId?: string) {
    const binding = this.binding(path);
    if (binding.contract.remove === false) throw new HttpError(405, "notDeletable");
    this.assert(binding, principal, "write");
    await this.checkParent(binding, principal, parentId);
    const existing = await this.findRow(this.ctx.db, binding, principal, id, parentId);
    const companyId = binding.scope === "tenant" ? ((existing.company_id as string | undefined) ?? null) : null;
    await this.transaction(binding, "delete", companyId, async (tx) => {
      const args: WriteArgs = { ctx: this.ctx, tx, principal, companyId, values: {}, existing, parentId, carry: {} };
      await binding.beforeRemove?.(args);
      if (binding.remove) await binding.remove(args);
      else await tx.delete(binding.table).where(and(eq(this.column(binding, "id"), id), ...this.scopeConditions(binding, principal, companyId, parentId)));
      await this.log(tx, binding, principal, "delete", existing, companyId);
    });
    return { data: { _id: id } };
  }

  /** Where a new row goes: the caller's company for tenant rows (developers need a company first). */
  private writeCompany(binding: Binding, principal: Principal): string | null {
    if (binding.scope === "global") return null;
    return companyOf(principal);
  }

  /** A write and its log in one transaction, which also names what it changed (docs/decisions/0025-one-cache-and-invalidation.md). */
  private async transaction<T>(binding: Binding, operation: "write" | "delete", companyId: string | null, work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await announcing(this.ctx.db).transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const result = await work(tx);
        await invalidate(tx, tableChanged(binding.table, companyId));
        return result;
      });
    } catch (error) {
      throw databaseError(error, operation, (column) => this.fieldOfColumn(binding, column), Object.keys(this.columns(binding))) ?? error;
    }
  }

  private async log(tx: Db, binding: Binding, principal: Principal, type: "create" | "update" | "delete", row: Row, companyId: string | null, changed?: string[]) {
    // Rows of a company are logged in its activity log; the platform's own rows in the server log. A company's
    // own record is logged in the company, unless it is being deleted (its log goes with it).
    const logCompany = companyId ?? (binding.table === companies && type !== "delete" ? (row.id as string) : null);
    const name = binding.name(row);
    const detail = changed?.length ? `${name} (${changed.join(", ")})` : name;
    if (logCompany) {
      await logActivity(tx, { companyId: logCompany, principal, type, menu: binding.menu, detail, recordId: row.id as string });
    } else {
      this.ctx.logger.info({ audit: { type, menu: binding.menu, detail, recordId: row.id, by: principal.id } }, "platform change");
    }
  }

  // ---- values in and out -----------------------------------------------------------------------

  private fieldColumn(binding: Binding, field: string): PgColumn {
    // A derived field filters and sorts like a column (drizzle's operators take either).
    const derived = binding.derived?.[field];
    if (derived) return derived as unknown as PgColumn;
    if (field === "_id") return this.column(binding, "id");
    if (field === "created_at" || field === "updated_at") return this.column(binding, field);
    const def = binding.contract.fields[field];
    return this.column(binding, columnOf(field, def));
  }

  private fieldOfColumn(binding: Binding, column: string): string {
    const entry = Object.entries(binding.contract.fields).find(([name, def]) => columnOf(name, def) === column);
    return entry ? entry[0] : column;
  }

  private toColumns(binding: Binding, input: Row, mode: "create" | "update"): Row {
    const columns = this.columns(binding);
    const values: Row = {};
    const errors: FieldMessages = {};
    for (const [name, value] of Object.entries(input)) {
      const def = binding.contract.fields[name];
      if (!def || def.readOnly || value === undefined) continue;
      const columnName = columnOf(name, def);
      const column = columns[columnName];
      if (!column) throw new Error(`${binding.contract.path}: field ${name} has no column ${columnName}`);
      if (value === null || value === "") {
        if (column.notNull) {
          // A required column: leave it to its default on create, refuse to empty it on update.
          if (mode === "update" || !column.hasDefault) errors[name] = "required";
          continue;
        }
        values[columnName] = def.kind === "refs" || def.kind === "texts" ? [] : null;
        continue;
      }
      values[columnName] = NUMBER_KINDS.has(def.kind) ? String(value) : def.kind === "datetime" ? new Date(value as string) : value;
    }
    if (Object.keys(errors).length) throw new HttpError(422, "invalidFields", errors);
    return values;
  }

  /** References must point at records of the same company (another company's id reads as missing). */
  private async checkReferences(binding: Binding, principal: Principal, input: Row, companyId: string | null): Promise<void> {
    const errors: FieldMessages = {};
    for (const [name, value] of Object.entries(input)) {
      const def = binding.contract.fields[name];
      if (!def || value === null || value === undefined) continue;
      const ids = def.kind === "refs" && Array.isArray(value) ? [...new Set(value as string[])] : def.kind === "ref" || def.kind === "file" ? [value as string] : [];
      if (!ids.length) continue;
      const found = def.kind === "file" ? await this.countFiles(principal, ids) : await this.countRefs(def.ref!, companyId, ids);
      if (found !== ids.length) errors[name] = def.kind === "refs" ? "someNotFound" : "notFound";
    }
    if (Object.keys(errors).length) throw new HttpError(422, "invalidFields", errors);
  }

  private async countRefs(path: string, companyId: string | null, ids: string[]): Promise<number> {
    const target = this.binding(path);
    const conditions = [inArray(this.column(target, "id"), ids)];
    if (target.scope === "tenant") {
      if (!companyId) return 0;
      conditions.push(eq(this.column(target, "company_id"), companyId));
    }
    const [{ total }] = await this.ctx.db.select({ total: count() }).from(target.table).where(and(...conditions));
    return Number(total);
  }

  private async countFiles(principal: Principal, ids: string[]): Promise<number> {
    const owner = principal.companyId ? eq(files.company_id, principal.companyId) : sql`${files.company_id} IS NULL`;
    const [{ total }] = await this.ctx.db.select({ total: count() }).from(files).where(and(inArray(files.id, ids), owner));
    return Number(total);
  }

  /**
   * Rows as the contract's fields (references as ids, or populated), then computed fields; then only
   * the fields the caller reads (docs/design.md decision 9), but all of one's own employee record. Every
   * output of a resource passes here.
   */
  async present(binding: Binding, principal: Principal, companyId: string | null, rows: Row[], populate: string[], fields?: string[] | null): Promise<Output[]> {
    const entries = fields ? fields.filter((name) => name in binding.contract.fields).map((name) => [name, binding.contract.fields[name]] as const) : Object.entries(binding.contract.fields);
    const output = rows.map((row) => this.toOutput(binding, row, entries));
    for (const field of populate) await this.populate(binding, companyId, rows, output, field);
    await binding.decorate?.(this.ctx, companyId, output, rows, fields, principal);
    const readable = this.readable(binding, principal);
    if (readable) {
      for (const row of output) {
        if (row._id === principal.employeeId) continue;
        for (const key of Object.keys(row)) if (!readable.has(key) && !(RECORD_FIELDS as readonly string[]).includes(key)) delete row[key];
      }
    }
    return output;
  }

  private toOutput(binding: Binding, row: Row, entries: readonly (readonly [string, FieldDef])[]): Output {
    const out: Output = { _id: row.id as string };
    for (const [name, def] of entries) {
      const column = columnOf(name, def);
      if (!(column in row)) continue;
      const value = row[column];
      if (value === null || value === undefined) out[name] = def.kind === "refs" || def.kind === "texts" ? [] : null;
      else if (NUMBER_KINDS.has(def.kind)) out[name] = Number(value);
      else if (def.kind === "time") out[name] = String(value).slice(0, 5);
      else if (value instanceof Date) out[name] = value.toISOString();
      else out[name] = value;
    }
    if (binding.developerSeesAll) out.company = row.company_id ?? null;
    out.created_at = row.created_at instanceof Date ? row.created_at.toISOString() : (row.created_at ?? null);
    out.updated_at = row.updated_at instanceof Date ? row.updated_at.toISOString() : (row.updated_at ?? null);
    return out;
  }

  private async populate(binding: Binding, companyId: string | null, rows: Row[], output: Output[], field: string): Promise<void> {
    const def = binding.contract.fields[field];
    const column = columnOf(field, def);
    const ids = [...new Set(rows.flatMap((row) => (Array.isArray(row[column]) ? (row[column] as string[]) : row[column] ? [row[column] as string] : [])))];
    if (!ids.length) return;
    const found = new Map<string, Row>();
    if (def.kind === "file") {
      const list = await this.ctx.db
        .select({ id: files.id, name: files.name, size: files.size, type: files.content_type })
        .from(files)
        .where(inArray(files.id, ids));
      for (const file of list) found.set(file.id, { _id: file.id, name: file.name, size: file.size, type: file.type, url: `/v1/files/${file.id}` });
    } else {
      const target = this.binding(def.ref!);
      const display = target.contract.display ?? ["name"];
      const selection: Record<string, PgColumn> = { id: this.column(target, "id") };
      for (const name of display) selection[name] = this.fieldColumn(target, name);
      const conditions = [inArray(this.column(target, "id"), ids)];
      // A global row (a company) may point into that company's rows.
      const scope = target.scope === "tenant" ? (companyId ?? (binding.scope === "global" ? null : undefined)) : null;
      if (target.scope === "tenant" && scope) conditions.push(eq(this.column(target, "company_id"), scope));
      if (target.scope === "tenant" && scope === undefined) return;
      const list = (await this.ctx.db.select(selection).from(target.table).where(and(...conditions))) as Row[];
      for (const item of list) {
        const shaped: Row = { _id: item.id };
        for (const name of display) shaped[name] = item[name] instanceof Date ? (item[name] as Date).toISOString() : item[name];
        found.set(item.id as string, shaped);
      }
    }
    output.forEach((out, i) => {
      const value = rows[i][column];
      if (Array.isArray(value)) out[field] = value.map((id) => found.get(id as string)).filter(Boolean);
      else if (value) out[field] = found.get(value as string) ?? null;
    });
  }

  // ---- filters and sorting ---------------------------------------------------------------------

  private orderSql(binding: Binding, field: string, descending: boolean, searching: boolean): SQL {
    const column = this.fieldColumn(binding, field);
    const def = binding.contract.fields[field];
    const text = def && TEXT_KINDS.has(def.kind) && def.kind !== "time";
    // concat() sorts the same but keeps the planner off the ordered index (see listWith).
    const expression = text ? (searching ? sql`concat(${column}, '') COLLATE "und-x-icu"` : sql`${column} COLLATE "und-x-icu"`) : sql`${column}`;
    // A column without nulls sorts descending as plain DESC, which its (company_id, column) index gives
    // read backwards; "NULLS LAST" would need an index of its own (docs/decisions/0038-lists-at-scale.md).
    const noNulls = !(field in (binding.derived ?? {})) && (column as PgColumn).notNull === true;
    return descending ? (noNulls ? sql`${expression} DESC` : sql`${expression} DESC NULLS LAST`) : sql`${expression} ASC NULLS LAST`;
  }

  private filterSql(binding: Binding, filter: Filter): SQL {
    const column = this.fieldColumn(binding, filter.field);
    const spec = this.queryRules(binding).kinds!.get(filter.field)!;
    const kind = spec.kind;
    const convert = (raw: string): unknown => filterValue(filter.field, spec, raw);
    const values = Array.isArray(filter.value) ? filter.value.map(convert) : [convert(filter.value)];
    const [value] = values;

    if (kind === "refs" || kind === "texts") {
      if (filter.op === "$eq") return arrayContains(column, [value]);
      if (filter.op === "$in") return arrayOverlaps(column, values);
      if (filter.op === "$ne") return sql`NOT (${arrayContains(column, [value])})`;
      throw badOperator(filter);
    }
    switch (filter.op) {
      case "$eq":
        return eq(column, value);
      case "$ne":
        return or(ne(column, value), sql`${column} IS NULL`)!;
      case "$in":
        return inArray(column, values);
      case "$gte":
      case "$lte":
      case "$gt":
      case "$lt": {
        if (!NUMBER_KINDS.has(kind as FieldDef["kind"]) && kind !== "date" && kind !== "timestamp" && kind !== "datetime" && kind !== "time") throw badOperator(filter);
        return { $gte: gte, $lte: lte, $gt: gt, $lt: lt }[filter.op](column, value);
      }
      case "$regex":
        if (!TEXT_KINDS.has(kind as FieldDef["kind"])) throw badOperator(filter);
        return ilike(column, containsPattern(String(filter.value)));
    }
  }
}

function pick(row: Output, fields: string[]): Output {
  const out: Output = { _id: row._id };
  for (const field of fields) if (field in row) out[field] = row[field];
  return out;
}

function badOperator(filter: Filter) {
  return new HttpError(400, { code: "operatorNotApplicable", params: { op: filter.op, field: filter.field } });
}

export function notFound() {
  return new HttpError(404, "notFound");
}

export function checkAccess(ctx: ApiContext, principal: Principal, access: Access, mode: "read" | "write"): void {
  if (access === "developer") {
    if (principal.level !== "developer") throw new HttpError(403, "forbidden");
    return;
  }
  if (access === "company") {
    companyOf(principal);
    return;
  }
  assertAccess(ctx, principal, access, mode);
}
