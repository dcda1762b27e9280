/**
 * The employee's own product (docs/decisions/0039-employee-self-service.md): what the home shows them —
 * announcements and useful links targeted at them, the platform's ads — and their own record: read it,
 * change what a person may change (phone, addresses, emergency contacts, family) directly, and ask for a
 * new bank account, which HR accepts or refuses. Everything here works on the caller's own employee
 * record only (the token's, never an id from the request); another company's anything is 404.
 */
import { and, arrayContains, arrayOverlaps, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import express, { type Request, type Router } from "express";
import * as z from "zod";
import { BANK_CHANGE_STATUSES } from "../../contract/enums";
import { LEVEL_RANK } from "../../contract/levels";
import { codedMessage } from "../../contract/messages";
import { canAccess } from "../../contract/navigation";
import { bankChangeBody, bankDecisionBody, ownProfileBody, ownRowBody } from "../../contract/self";
import { DEFAULT_TIME_ZONE, type Level } from "../../contract/enums";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import { logActivity } from "../db/activity";
import { announcing, invalidate, tableChanged } from "../db/changes";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import { zonedDate } from "../domain/attendance/index";
import { companyOf, principalOf, viewerOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { readMultipart, storeUpload } from "../files/routes";
import { OWN_PHOTO_RULE } from "../files/sniff";
import { parseBody } from "../http/validate";
import { notify } from "../platform/notify";
import type { ResourceEngine, Row } from "../resources/engine";

const ID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const HOME_LIMIT = 20;

/** The sub-lists a person keeps themselves, by their path under /v1/me/. */
const OWN_LISTS = {
  "emergency-contacts": { table: s.employee_emergency_contacts, resource: "employees/:id/emergency-contacts" },
  family: { table: s.employee_family, resource: "employees/:id/family" },
} as const;
type OwnList = keyof typeof OWN_LISTS;

const today = (principal: Principal) => zonedDate(new Date(), principal.company?.time_zone ?? DEFAULT_TIME_ZONE);

/** The caller's own account in a company (its company id), or 404: a developer outside any company. */
function ownAccount(principal: Principal): string {
  if (principal.kind !== "user" || !principal.companyId) throw new HttpError(404, "notFound");
  return principal.companyId;
}

/** The own photo's form: one file, not empty (its type and size are the upload check's). */
const photoForm = z.object({ file: z.instanceof(File).refine((file) => file.size > 0) });

/** The caller's own employee record (its company and id), or 404: a developer, or an account without one. */
function ownEmployee(principal: Principal): { companyId: string; employeeId: string } {
  if (principal.kind !== "user" || !principal.companyId || !principal.employeeId) throw new HttpError(404, "noOwnEmployee");
  return { companyId: principal.companyId, employeeId: principal.employeeId };
}

async function placeOf(db: Db, companyId: string, employeeId: string) {
  const [row] = await db
    .select({
      id: s.employees.id,
      fullname: s.employees.fullname,
      department_id: s.employees.department_id,
      sub_department_id: s.employees.sub_department_id,
      job_title_id: s.employees.job_title_id,
      location_id: s.employees.location_id,
      bank_id: s.employees.bank_id,
      account_number: s.employees.account_number,
    })
    .from(s.employees)
    .where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, employeeId)))
    .limit(1);
  if (!row) throw new HttpError(404, "noOwnEmployee");
  return row;
}

/** An announcement reaches the whole company, or anyone matching ANY of its target lists (api/db/schema/company.ts). */
function announcementFor(place: Awaited<ReturnType<typeof placeOf>> | null): SQL {
  const a = s.announcements;
  const one = (column: PgColumn, id: string | null) => (id ? [arrayContains(column, [id])] : []);
  return or(
    eq(a.company_wide, true),
    ...(place
      ? [
          arrayOverlaps(a.employee_ids, [place.id]),
          ...one(a.department_ids, place.department_id),
          ...one(a.sub_department_ids, place.sub_department_id),
          ...one(a.job_title_ids, place.job_title_id),
          ...one(a.location_ids, place.location_id),
        ]
      : []),
  )!;
}

/** A useful link is for everyone unless it names a place; then every place it names must be the person's. */
function linkFor(place: Awaited<ReturnType<typeof placeOf>> | null): SQL {
  const l = s.useful_links;
  const matches = (column: PgColumn, id: string | null | undefined) => (id ? or(isNull(column), eq(column, id))! : isNull(column));
  return and(matches(l.department_id, place?.department_id), matches(l.sub_department_id, place?.sub_department_id), matches(l.job_title_id, place?.job_title_id), matches(l.location_id, place?.location_id))!;
}

/** Who may accept a bank account change: whoever changes employees and reads their pay (docs/decisions/0019). */
export function decidesBankChanges(ctx: ApiContext, principal: Principal): boolean {
  const viewer = viewerOf(principal);
  return canAccess("active-employees", viewer, ctx.lists, "write") && canAccess("payroll-calculator", viewer, ctx.lists, "read");
}

type BankChangeRow = typeof s.bank_account_changes.$inferSelect;

/** Bank changes as the API answers them: the person, the account asked for and, for HR, the one it replaces. */
async function presentBankChanges(db: Db, companyId: string, rows: BankChangeRow[], withCurrent: boolean) {
  if (!rows.length) return [];
  const people = await db
    .select({ id: s.employees.id, fullname: s.employees.fullname, nickname: s.employees.nickname, bank_id: s.employees.bank_id, account_number: s.employees.account_number })
    .from(s.employees)
    .where(and(eq(s.employees.company_id, companyId), inArray(s.employees.id, [...new Set(rows.map((row) => row.employee_id))])));
  const bankIds = [...new Set([...rows.map((row) => row.bank_id), ...people.map((person) => person.bank_id)].filter((id): id is string => Boolean(id)))];
  const banks = bankIds.length ? await db.select({ id: s.banks.id, name: s.banks.name }).from(s.banks).where(and(eq(s.banks.company_id, companyId), inArray(s.banks.id, bankIds))) : [];
  const bank = (id: string | null) => (id ? { _id: id, name: banks.find((b) => b.id === id)?.name ?? "" } : null);
  return rows.map((row) => {
    const person = people.find((p) => p.id === row.employee_id);
    return {
      _id: row.id,
      employee: person ? { _id: person.id, fullname: person.fullname, nickname: person.nickname } : null,
      bank: bank(row.bank_id),
      account_number: row.account_number,
      status: row.status,
      note: row.note,
      decided_by: row.decided_by_name,
      decided_at: row.decided_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      ...(withCurrent ? { current: { bank: bank(person?.bank_id ?? null), account_number: person?.account_number ?? null } } : {}),
    };
  });
}

/** The reference exists in this company, or the field is refused (422 beside it). */
async function assertRef(db: Db, table: typeof s.banks | typeof s.relationships, companyId: string, id: string | null | undefined, field: string) {
  if (!id) return;
  const [found] = await db.select({ id: table.id }).from(table).where(and(eq(table.company_id, companyId), eq(table.id, id))).limit(1);
  if (!found) throw new HttpError(422, "invalidFields", { [field]: "notFound" });
}

/** A write, its activity log and its cache notice in one transaction (docs/design.md "Data rules"). */
function inTransaction<T>(ctx: ApiContext, companyId: string, tables: Parameters<typeof tableChanged>[0][], work: (tx: Db) => Promise<T>): Promise<T> {
  return announcing(ctx.db).transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const result = await work(tx);
    for (const table of tables) await invalidate(tx, tableChanged(table, companyId));
    return result;
  });
}

export function selfRoutes(ctx: ApiContext, engine: ResourceEngine): Router {
  const router = express.Router();

  /** The own record as the employee screens show it (every field of one's own record, docs/decisions/0019). */
  async function profileOf(principal: Principal) {
    const { companyId, employeeId } = ownEmployee(principal);
    const binding = engine.binding("employees");
    const [row] = await ctx.db.select().from(s.employees).where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, employeeId))).limit(1);
    if (!row) throw new HttpError(404, "noOwnEmployee");
    const refs = ["nationality", "religion", "sponsor", "department", "sub_department", "job_title", "role", "location", "supervisor", "attendance_group", "bank"];
    const [employee] = await engine.present(binding, principal, companyId, [row as Row], refs);
    const lists = await Promise.all(
      (Object.keys(OWN_LISTS) as OwnList[]).map(async (name) => {
        const { table, resource } = OWN_LISTS[name];
        const rows = await ctx.db.select().from(table).where(and(eq(table.company_id, companyId), eq(table.employee_id, employeeId))).orderBy(asc(sql`${table.name} COLLATE "und-x-icu"`));
        return engine.present(engine.binding(resource), principal, companyId, rows as Row[], ["relationship"]);
      }),
    );
    const changes = await ctx.db
      .select()
      .from(s.bank_account_changes)
      .where(and(eq(s.bank_account_changes.company_id, companyId), eq(s.bank_account_changes.employee_id, employeeId)))
      .orderBy(desc(s.bank_account_changes.created_at))
      .limit(1);
    const [bankChange] = await presentBankChanges(ctx.db, companyId, changes, false);
    return { employee, emergency_contacts: lists[0], family: lists[1], bank_change: bankChange ?? null };
  }

  router.get(
    "/me/profile",
    handler(async (req, res) => {
      res.json({ data: await profileOf(principalOf(req)) });
    }),
  );

  router.put(
    "/me/profile",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const { companyId, employeeId } = ownEmployee(principal);
      const body = parseBody(ownProfileBody, req.body);
      const values: Partial<typeof s.employees.$inferInsert> = {};
      if (body.phone !== undefined) values.phone = (body.phone as string | null) || null;
      if (body.id_card_address !== undefined) values.id_card_address = (body.id_card_address as s.Address | null) ?? null;
      if (body.domicile_address !== undefined) values.domicile_address = (body.domicile_address as s.Address | null) ?? null;
      if (body.domicile_same_address !== undefined && body.domicile_same_address !== null) values.domicile_same_address = body.domicile_same_address as boolean;
      // docs/specification.md §5: the domicile address copies the ID-card address when "same address" is yes.
      if (values.domicile_same_address) {
        const [current] = await ctx.db.select({ id_card_address: s.employees.id_card_address }).from(s.employees).where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, employeeId)));
        values.domicile_address = values.id_card_address !== undefined ? values.id_card_address : (current?.id_card_address ?? null);
      }
      const changed = Object.keys(body).filter((key) => body[key] !== undefined);
      if (changed.length) {
        await inTransaction(ctx, companyId, [s.employees], async (tx) => {
          await tx.update(s.employees).set({ ...values, updated_at: new Date() }).where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, employeeId)));
          await logActivity(tx, { companyId, principal, type: "update", menu: "services", detail: `${principal.fullname} (${changed.join(", ")})`, recordId: employeeId });
        });
      }
      res.json({ ...codedMessage("dataSaved"), data: await profileOf(principal) });
    }),
  );

  /** The caller, their own employee record and a contact or family row's columns, checked (the relationship is the company's). */
  async function ownRowOf(req: Request) {
    const principal = principalOf(req);
    const { companyId, employeeId } = ownEmployee(principal);
    const body = parseBody(ownRowBody, req.body);
    const relationship = (body.relationship as string | null) ?? null;
    await assertRef(ctx.db, s.relationships, companyId, relationship, "relationship");
    return { principal, companyId, employeeId, values: { name: body.name as string, relationship_id: relationship, phone: (body.phone as string | null) || null } };
  }

  for (const name of Object.keys(OWN_LISTS) as OwnList[]) {
    const { table, resource } = OWN_LISTS[name];
    const present = async (principal: Principal, companyId: string, row: Row) => (await engine.present(engine.binding(resource), principal, companyId, [row], ["relationship"]))[0];
    const mine = (companyId: string, employeeId: string, id: string) => and(eq(table.company_id, companyId), eq(table.employee_id, employeeId), eq(table.id, id));

    router.post(
      `/me/${name}`,
      handler(async (req, res) => {
        const { principal, companyId, employeeId, values } = await ownRowOf(req);
        const row = await inTransaction(ctx, companyId, [table], async (tx) => {
          const [inserted] = await tx
            .insert(table)
            .values({ company_id: companyId, employee_id: employeeId, ...values })
            .returning();
          await logActivity(tx, { companyId, principal, type: "create", menu: "services", detail: `${principal.fullname}: ${inserted.name}`, recordId: inserted.id });
          return inserted;
        });
        res.status(201).json({ data: await present(principal, companyId, row as Row) });
      }),
    );

    router.put(
      `/me/${name}/:id(${ID})`,
      handler(async (req, res) => {
        const { principal, companyId, employeeId, values } = await ownRowOf(req);
        const row = await inTransaction(ctx, companyId, [table], async (tx) => {
          const [updated] = await tx
            .update(table)
            .set({ ...values, updated_at: new Date() })
            .where(mine(companyId, employeeId, req.params.id))
            .returning();
          if (!updated) throw new HttpError(404, "notFound");
          await logActivity(tx, { companyId, principal, type: "update", menu: "services", detail: `${principal.fullname}: ${updated.name}`, recordId: updated.id });
          return updated;
        });
        res.json({ data: await present(principal, companyId, row as Row) });
      }),
    );

    router.delete(
      `/me/${name}/:id(${ID})`,
      handler(async (req, res) => {
        const principal = principalOf(req);
        const { companyId, employeeId } = ownEmployee(principal);
        await inTransaction(ctx, companyId, [table], async (tx) => {
          const [removed] = await tx.delete(table).where(mine(companyId, employeeId, req.params.id)).returning();
          if (!removed) throw new HttpError(404, "notFound");
          await logActivity(tx, { companyId, principal, type: "delete", menu: "services", detail: `${principal.fullname}: ${removed.name}`, recordId: removed.id });
        });
        res.json({ data: { _id: req.params.id } });
      }),
    );
  }

  // A new bank account is asked for, never set: HR accepts it (docs/decisions/0039-employee-self-service.md).
  router.post(
    "/me/bank-account",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const { companyId, employeeId } = ownEmployee(principal);
      const body = parseBody(bankChangeBody, req.body);
      await assertRef(ctx.db, s.banks, companyId, body.bank, "bank");
      const c = s.bank_account_changes;
      const row = await inTransaction(ctx, companyId, [c], async (tx) => {
        // A new request replaces the one waiting.
        await tx
          .update(c)
          .set({ status: "withdrawn", updated_at: new Date() })
          .where(and(eq(c.company_id, companyId), eq(c.employee_id, employeeId), eq(c.status, "pending")));
        const [inserted] = await tx.insert(c).values({ company_id: companyId, employee_id: employeeId, bank_id: body.bank, account_number: body.account_number, requested_by_id: principal.id }).returning();
        await logActivity(tx, { companyId, principal, type: "create", menu: "services", detail: `${principal.fullname}: bank account change`, recordId: inserted.id });
        const deciders = await tx
          .select({ id: s.users.id })
          .from(s.users)
          .where(and(eq(s.users.company_id, companyId), inArray(s.users.level, ["admin", "sub_admin"]), eq(s.users.blocked, false)));
        for (const decider of deciders) {
          if (decider.id === principal.id) continue;
          await notify(tx, { companyId, userId: decider.id, key: "bankChangeRequested", values: { name: principal.fullname }, link: "/dashboard/bank-changes" });
        }
        return inserted;
      });
      const [data] = await presentBankChanges(ctx.db, companyId, [row], false);
      res.status(201).json({ ...codedMessage("bankChangeSent"), data });
    }),
  );

  /**
   * The own photo (docs/decisions/0043-layout-and-accessibility.md): a multipart `file`, JPEG, PNG or WebP
   * by its bytes, at most 2 MB, stored like every upload (api/files/routes.ts) and set as the account's
   * photo — and the employee record's, one face for one person. Any signed-in company user may; DELETE
   * takes it off. The top bar reads it with the chrome (api/platform/me-routes.ts).
   */
  router.put(
    "/me/photo",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = ownAccount(principal);
      const form = await readMultipart(ctx, req, res);
      const parsed = photoForm.safeParse({ file: form.get("file") });
      if (!parsed.success) throw new HttpError(422, "invalidFields", { file: form.get("file") instanceof File ? "fileEmpty" : "chooseFile" });
      const stored = await storeUpload(ctx, req, principal, "photo", parsed.data.file, { rule: OWN_PHOTO_RULE });
      await setOwnPhoto(principal, companyId, stored._id, `${principal.fullname}: photo changed`);
      res.json({ ...codedMessage("photoSaved"), data: { photo: { _id: stored._id, url: stored.url } } });
    }),
  );

  router.delete(
    "/me/photo",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = ownAccount(principal);
      await setOwnPhoto(principal, companyId, null, `${principal.fullname}: photo removed`);
      res.json({ ...codedMessage("photoRemoved"), data: { photo: null } });
    }),
  );

  async function setOwnPhoto(principal: Principal, companyId: string, fileId: string | null, detail: string) {
    await inTransaction(ctx, companyId, principal.employeeId ? [s.users, s.employees] : [s.users], async (tx) => {
      const now = new Date();
      await tx.update(s.users).set({ photo_id: fileId, updated_at: now }).where(and(eq(s.users.company_id, companyId), eq(s.users.id, principal.id)));
      if (principal.employeeId) {
        await tx.update(s.employees).set({ photo_id: fileId, updated_at: now }).where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, principal.employeeId)));
      }
      await logActivity(tx, { companyId, principal, type: "update", menu: "services", detail, recordId: principal.employeeId ?? principal.id });
    });
  }

  router.post(
    "/me/bank-account/withdraw",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const { companyId, employeeId } = ownEmployee(principal);
      const c = s.bank_account_changes;
      const [row] = await inTransaction(ctx, companyId, [c], async (tx) => {
        const rows = await tx
          .update(c)
          .set({ status: "withdrawn", updated_at: new Date() })
          .where(and(eq(c.company_id, companyId), eq(c.employee_id, employeeId), eq(c.status, "pending")))
          .returning();
        for (const withdrawn of rows) await logActivity(tx, { companyId, principal, type: "update", menu: "services", detail: `${principal.fullname}: bank account change withdrawn`, recordId: withdrawn.id });
        return rows;
      });
      if (!row) throw new HttpError(404, "notFound");
      res.json({ ...codedMessage("bankChangeWithdrawn"), data: { _id: row.id, status: row.status } });
    }),
  );

  // HR's side: the changes waiting (or all), and the decision. Levels below the requester's never decide.
  router.get(
    "/bank-account-changes",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = companyOf(principal);
      if (!decidesBankChanges(ctx, principal)) throw new HttpError(403, "forbidden");
      const status = typeof req.query.status === "string" ? req.query.status : "pending";
      if (!(BANK_CHANGE_STATUSES as readonly string[]).includes(status)) throw new HttpError(400, { code: "filterOneOf", params: { field: "status", values: BANK_CHANGE_STATUSES.join(", ") } });
      const c = s.bank_account_changes;
      const rows = await ctx.db.select().from(c).where(and(eq(c.company_id, companyId), eq(c.status, status))).orderBy(desc(c.created_at)).limit(200);
      const data = await presentBankChanges(ctx.db, companyId, rows, true);
      res.json({ data, meta: { total: data.length, limit: 200, skip: 0 } });
    }),
  );

  router.post(
    `/bank-account-changes/:id(${ID})/decision`,
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = companyOf(principal);
      if (!decidesBankChanges(ctx, principal)) throw new HttpError(403, "forbidden");
      const body = parseBody(bankDecisionBody, req.body);
      const c = s.bank_account_changes;
      const row = await inTransaction(ctx, companyId, [c, s.employees], async (tx) => {
        const [change] = await tx
          .select()
          .from(c)
          .where(and(eq(c.company_id, companyId), eq(c.id, req.params.id)))
          .for("update");
        if (!change) throw new HttpError(404, "notFound");
        if (change.status !== "pending") throw new HttpError(409, "bankChangeDecided");
        if (change.employee_id === principal.employeeId) throw new HttpError(403, "ownBankChange");
        const [requester] = change.requested_by_id
          ? await tx.select({ id: s.users.id, level: s.users.level }).from(s.users).where(and(eq(s.users.company_id, companyId), eq(s.users.id, change.requested_by_id)))
          : [];
        // docs/design.md decision 8: a lower level never changes a higher one's record.
        if (requester && LEVEL_RANK[principal.level] < LEVEL_RANK[requester.level as Level]) throw new HttpError(403, "levelAbove");
        const [decided] = await tx
          .update(c)
          .set({ status: body.decision, decided_by_id: principal.kind === "user" ? principal.id : null, decided_by_name: principal.fullname, decided_at: new Date(), note: body.note || null, updated_at: new Date() })
          .where(and(eq(c.company_id, companyId), eq(c.id, change.id)))
          .returning();
        if (body.decision === "approved") {
          await tx
            .update(s.employees)
            .set({ bank_id: change.bank_id, account_number: change.account_number, updated_at: new Date() })
            .where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, change.employee_id)));
        }
        await logActivity(tx, { companyId, principal, type: "update", menu: "active-employees", detail: `bank account change ${body.decision}`, recordId: change.employee_id });
        if (requester) {
          await notify(tx, { companyId, userId: requester.id, key: body.decision === "approved" ? "bankChangeApproved" : "bankChangeRejected", link: "/dashboard/profile#bank-account" });
        }
        return decided;
      });
      const [data] = await presentBankChanges(ctx.db, companyId, [row], true);
      res.json({ ...codedMessage(body.decision === "approved" ? "bankChangeApproved" : "bankChangeRejected"), data });
    }),
  );

  // What the home shows the person: announcements of today targeted at them, and their useful links.
  router.get(
    "/me/announcements",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = companyOf(principal);
      const place = principal.employeeId ? await placeOf(ctx.db, companyId, principal.employeeId).catch(() => null) : null;
      const a = s.announcements;
      const day = today(principal);
      const rows = await ctx.db
        .select({ id: a.id, title: a.title, content: a.content, start_date: a.start_date, end_date: a.end_date })
        .from(a)
        .where(and(eq(a.company_id, companyId), or(isNull(a.start_date), lte(a.start_date, day)), or(isNull(a.end_date), gte(a.end_date, day)), announcementFor(place)))
        .orderBy(sql`${a.start_date} DESC NULLS LAST`, desc(a.created_at))
        .limit(HOME_LIMIT);
      res.json({ data: rows.map(({ id, ...row }) => ({ _id: id, ...row })), meta: { total: rows.length, limit: HOME_LIMIT, skip: 0 } });
    }),
  );

  router.get(
    "/me/links",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = companyOf(principal);
      const place = principal.employeeId ? await placeOf(ctx.db, companyId, principal.employeeId).catch(() => null) : null;
      const l = s.useful_links;
      const rows = await ctx.db
        .select({ id: l.id, display: l.display, link: l.link })
        .from(l)
        .where(and(eq(l.company_id, companyId), linkFor(place)))
        .orderBy(sql`${l.display} COLLATE "und-x-icu"`)
        .limit(HOME_LIMIT);
      res.json({ data: rows.map(({ id, ...row }) => ({ _id: id, ...row })), meta: { total: rows.length, limit: HOME_LIMIT, skip: 0 } });
    }),
  );

  // The platform's ads (docs/specification.md §2, the developer's Ads), newest first, for every signed-in person.
  router.get(
    "/me/ads",
    handler(async (_req, res) => {
      const b = s.banners;
      const rows = await ctx.db
        .select({ id: b.id, title: b.title, description: b.description, link: b.link, image_id: b.image_id })
        .from(b)
        .orderBy(desc(b.created_at))
        .limit(5);
      res.json({ data: rows.map(({ id, ...row }) => ({ _id: id, ...row })), meta: { total: rows.length, limit: 5, skip: 0 } });
    }),
  );

  return router;
}
