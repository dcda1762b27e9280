/**
 * Employees in and out in bulk: invitations (one, or a whole file), the import and the
 * exports, and accepting an invitation. A file is checked as a whole: every bad row and cell is
 * reported and nothing is written unless every row is valid; the write is one transaction.
 *
 * Files arrive through POST /v1/files (purpose "import": the bytes are sniffed there), and are named
 * here by id: `{ "file": "<id>", "dry_run": true }` answers what would happen without writing.
 */
import { and, eq, getTableColumns, gt, inArray, isNull, sql } from "drizzle-orm";
import express, { type Request, type Router } from "express";
import * as z from "zod";
import { claimLogin, LOGIN_UNAVAILABLE, LOGIN_USED } from "../auth/logins";
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from "../auth/password";
import type { Principal } from "../auth/principal";
import { hashToken, newToken } from "../auth/tokens";
import { INVITE_LEVELS, type InviteLevel, type WarningLetterType } from "../../contract/enums";
import { accountChange } from "../../contract/levels";
import { messageText } from "../../contract/message-text";
import { codedMessage, type MessageCode, type MessageInput } from "../../contract/messages";
import { assertAccountChange } from "../auth/levels";
import type { ApiContext } from "../context";
import { invalidate, tableChanged } from "../db/changes";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import {
  duplicatesIn,
  EMPLOYEE_COLUMNS,
  EXIT_COLUMNS,
  INVITATION_COLUMNS,
  matchHeader,
  parseRows,
  type ParsedRow,
  type SheetColumn,
} from "../domain/employees/sheet";
import { summarise } from "../domain/employees/warning-letters";
import { zonedDate } from "../domain/attendance/index";
import { companyZone } from "../attendance/zones";
import { xlsxDownload } from "../../spreadsheets/xlsx";
import { authenticate, companyOf, principalOf } from "../http/auth";
import { HttpError, type FieldMessages } from "../http/errors";
import { handler } from "../http/handler";
import { fieldErrors, parseBody, rawQuery } from "../http/validate";
import { changesPayrollFields, currentMonthCutOff, PAYROLL_FIELDS } from "../payroll/runs";
import { databaseError } from "../resources/db-errors";
import { recomputeNow } from "../leave/balances";
import { checkAccess, type ResourceEngine } from "../resources/engine";
import { containsPattern, parseListQuery } from "../resources/query";
import { companyRefs, fileErrors, readSheet, storedImport, templateSheet, writeSheet } from "./sheets";

const INVITE_DAYS = 7;
const CHUNK = 500;
const INVITED = codedMessage("employeeInvited");
const IMPORTED = codedMessage("dataImported");

const required = messageText("required");
const maxLength = (count: number) => messageText("maxLength", { count });
const incomplete = messageText("linkIncomplete");
const uuid = z.uuid(messageText("notFound"));
const optionalRef = uuid.nullish();
const inviteBody = z.strictObject({
  fullname: z.string({ error: required }).trim().min(1, required).max(200, maxLength(200)),
  email: z.string({ error: required }).trim().toLowerCase().max(254, maxLength(254)).email(messageText("email")),
  phone: z.string().trim().max(30, maxLength(30)).regex(/^[0-9+()\-\s]*$/, messageText("phoneNumber")).nullish(),
  level: z.enum(INVITE_LEVELS, { error: messageText("oneOf", { values: INVITE_LEVELS.join(", ") }) }),
  department: optionalRef,
  location: optionalRef,
  job_title: optionalRef,
  join_date: z.iso.date(messageText("date")).nullish(),
});
const fileBody = z.strictObject({ file: z.uuid(messageText("chooseFile")), dry_run: z.boolean().optional() });
const acceptBody = z.strictObject({
  token: z.string({ error: incomplete }).min(20, incomplete).max(200, incomplete),
  password: z.string({ error: messageText("enterNewPassword") }).min(PASSWORD_MIN, messageText("minLength", { count: PASSWORD_MIN })).max(PASSWORD_MAX, maxLength(PASSWORD_MAX)),
});

export interface Invitee {
  fullname: string;
  email: string;
  phone?: string | null;
  /** A company's user invites below its own level (INVITE_LEVELS); a developer invites a company's admin. */
  level: (typeof INVITE_LEVELS)[number] | "admin";
  department?: string | null;
  location?: string | null;
  job_title?: string | null;
  join_date?: string | null;
}

type LogEntry = { type: "create" | "update"; menu: string; detail: string; recordId: string };

/** Many activity-log rows in one insert (an import writes thousands), in the caller's transaction. */
async function logMany(tx: Db, principal: Principal, companyId: string, entries: readonly LogEntry[]) {
  const actor = principal.impersonatorSessionId ? `${principal.fullname} (developer)` : principal.fullname;
  for (let i = 0; i < entries.length; i += CHUNK) {
    await tx.insert(s.activity_logs).values(
      entries.slice(i, i + CHUNK).map((entry) => ({
        company_id: companyId,
        user_id: principal.kind === "user" && principal.companyId === companyId ? principal.id : null,
        developer_id: principal.kind === "developer" ? principal.id : null,
        actor_name: actor,
        type: entry.type,
        menu: entry.menu,
        detail: entry.detail.slice(0, 1000),
        record_id: entry.recordId,
      })),
    );
  }
}

/** The company's uploaded import file, or a 422 on the field (the employee import's answer since it began). */
async function importFile(ctx: ApiContext, companyId: string, id: string): Promise<Buffer> {
  const bytes = await storedImport(ctx, companyId, id);
  if (!bytes) throw new HttpError(422, "invalidFields", { file: "notFound" });
  return bytes;
}


/** Header problems are errors of row 1. */
const headerErrors = (messages: MessageInput[]) => fileErrors(messages.map((message) => ({ row: 1, column: "header", message })));

/** Which e-mails are taken: a sign-in name anywhere, or a pending invitation of this company. */
export async function takenEmails(db: Db, companyId: string, emails: string[]): Promise<Map<string, MessageCode>> {
  const taken = new Map<string, MessageCode>();
  for (let i = 0; i < emails.length; i += CHUNK) {
    const part = emails.slice(i, i + CHUNK);
    const logins = await db.select({ login: s.login_index.login, kind: s.login_index.kind, company: s.login_index.company_id }).from(s.login_index).where(inArray(s.login_index.login, part));
    // Only the company's own accounts are named as such (api/auth/logins.ts).
    for (const row of logins) taken.set(row.login, row.kind === "user" && row.company === companyId ? LOGIN_USED : LOGIN_UNAVAILABLE);
    const pending = await db
      .select({ email: s.invited_users.email })
      .from(s.invited_users)
      .where(and(eq(s.invited_users.company_id, companyId), eq(s.invited_users.status, "pending"), inArray(s.invited_users.email, part)));
    for (const row of pending) taken.set(row.email, taken.get(row.email) ?? "alreadyInvited");
  }
  return taken;
}

/** E-mail → the id of an active employee of the company with that e-mail and no account (the first one). */
async function employeesWithoutAccount(db: Db, companyId: string, emails: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < emails.length; i += CHUNK) {
    const rows = await db
      .select({ id: s.employees.id, email: s.employees.email })
      .from(s.employees)
      .where(
        and(
          eq(s.employees.company_id, companyId),
          eq(s.employees.active, true),
          inArray(sql`lower(${s.employees.email})`, emails.slice(i, i + CHUNK)),
          sql`NOT EXISTS (SELECT 1 FROM ${s.users} WHERE ${s.users.company_id} = ${s.employees.company_id} AND ${s.users.employee_id} = ${s.employees.id})`,
        ),
      )
      .orderBy(s.employees.created_at);
    for (const row of rows) if (row.email && !found.has(row.email.toLowerCase())) found.set(row.email.toLowerCase(), row.id);
  }
  return found;
}

/**
 * The invitees become active employees (or, already one, keep their record) and pending invitations,
 * each with a single-use link token, in one transaction; the mails go out after it commits. A company's
 * admin invited by the developer (`asEmployees: false`) gets an account and no employee record: the admin
 * of a new company may not work there (docs/decisions/0050-a-new-company-s-first-day.md).
 */
export async function invite(
  ctx: ApiContext,
  principal: Principal,
  companyId: string,
  invitees: readonly Invitee[],
  options: { asEmployees: boolean; menu: "active-employees" | "companies" } = { asEmployees: true, menu: "active-employees" },
): Promise<number> {
  // An invitation opens an account at its level: only below the inviter's (docs/design.md decision 8).
  for (const level of new Set(invitees.map((person) => person.level))) assertAccountChange(principal, null, "level", level);
  const expires = new Date(Date.now() + INVITE_DAYS * 86_400_000);
  const mails: { to: string; name: string; token: string }[] = [];
  const invitedBy = principal.kind === "user" && principal.companyId === companyId ? principal.id : null;
  await ctx.db
    .transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const log: LogEntry[] = [];
      // An active employee of the company with this e-mail and no account yet (imported earlier, say)
      // is the one invited; the others become new active employees.
      const known = options.asEmployees ? await employeesWithoutAccount(tx, companyId, invitees.map((person) => person.email)) : new Map<string, string>();
      const employeeIds = invitees.map((person) => known.get(person.email) ?? null);
      const fresh = options.asEmployees ? invitees.map((person, index) => ({ person, index })).filter(({ index }) => employeeIds[index] === null) : [];
      for (let i = 0; i < fresh.length; i += CHUNK) {
        const part = fresh.slice(i, i + CHUNK);
        const created = await tx
          .insert(s.employees)
          .values(
            part.map(({ person }) => ({
              company_id: companyId,
              fullname: person.fullname,
              email: person.email,
              phone: person.phone || null,
              department_id: person.department ?? null,
              location_id: person.location ?? null,
              job_title_id: person.job_title ?? null,
              join_date: person.join_date ?? null,
            })),
          )
          .returning({ id: s.employees.id });
        part.forEach(({ index }, at) => (employeeIds[index] = created[at].id));
      }
      for (let i = 0; i < invitees.length; i += CHUNK) {
        const part = invitees.slice(i, i + CHUNK);
        const ids = employeeIds.slice(i, i + CHUNK);
        const invitations = await tx
          .insert(s.invited_users)
          .values(
            part.map((person, index) => ({
              company_id: companyId,
              fullname: person.fullname,
              email: person.email,
              phone: person.phone || null,
              level: person.level,
              employee_id: ids[index],
              invited_by_id: invitedBy,
              status: "pending",
              expires_at: expires,
            })),
          )
          .returning({ id: s.invited_users.id });
        const tokens = part.map(() => newToken());
        await tx.insert(s.email_tokens).values(
          part.map((person, index) => ({
            token_hash: hashToken(tokens[index]),
            purpose: "invite",
            subject_kind: "invited_user",
            subject_id: invitations[index].id,
            company_id: companyId,
            email: person.email,
            expires_at: expires,
          })),
        );
        part.forEach((person, index) => {
          mails.push({ to: person.email, name: person.fullname, token: tokens[index] });
          log.push({ type: "create", menu: options.menu, detail: `Invited ${person.fullname} (${person.email})${options.asEmployees ? "" : ` as ${person.level}`}`, recordId: ids[index] ?? invitations[index].id });
        });
      }
      await logMany(tx, principal, companyId, log);
      await invalidate(tx, tableChanged(s.employees, companyId));
    })
    .catch((error: unknown) => {
      throw databaseError(error, "write", () => "email", ["email"]) ?? error;
    });
  const [company] = await ctx.db.select({ name: s.companies.name }).from(s.companies).where(eq(s.companies.id, companyId)).limit(1);
  for (const mail of mails) {
    const link = `${ctx.config.publicUrl}/invitation?token=${encodeURIComponent(mail.token)}`;
    await ctx.mailer.send({
      to: mail.to,
      subject: `You are invited to ${company?.name ?? "HR Dashboard"}`,
      text:
        `Hello ${mail.name},\n\n${company?.name ?? "Your company"} invites you to the HR Dashboard.\n` +
        `Set your password here (valid for ${INVITE_DAYS} days):\n${link}\n\n` +
        `Halo ${mail.name},\n\n${company?.name ?? "Perusahaan Anda"} mengundang Anda ke HR Dashboard.\n` +
        `Buat kata sandi Anda di sini (berlaku ${INVITE_DAYS} hari):\n${link}\n`,
    });
  }
  return mails.length;
}

/**
 * An import call's body and the rows of its file, every cell checked: header errors first (thrown), then
 * every bad cell, then every repeat of the `unique` column.
 */
/**
 * 409 `payrollFieldsCutOffImport` when the import would change the pay fields of any employee while the
 * company's current month is cut off (api/payroll/runs.ts, the check of one employee's edit): the whole
 * file is refused, naming the month and the first employees it would change.
 */
async function assertImportPayrollOpen(db: Db, companyId: string, updates: readonly (ParsedRow & { id: string })[]): Promise<void> {
  if (updates.length === 0) return;
  const e = s.employees;
  const columns = Object.fromEntries(PAYROLL_FIELDS.map((field) => [field, e[field]]));
  const changed: string[] = [];
  for (let i = 0; i < updates.length; i += CHUNK) {
    const part = updates.slice(i, i + CHUNK);
    const rows = await db
      .select({ id: e.id, ...columns })
      .from(e)
      .where(and(eq(e.company_id, companyId), inArray(e.id, part.map((row) => row.id))));
    const byId = new Map(rows.map((row) => [row.id, row as Record<string, unknown>]));
    for (const row of part) if (changesPayrollFields(row.values, byId.get(row.id) ?? {})) changed.push(String(row.values.nickname));
  }
  if (changed.length === 0) return;
  const cut = await currentMonthCutOff(db, companyId);
  if (!cut) return;
  const shown = changed.slice(0, 5).join(", ") + (changed.length > 5 ? ", …" : "");
  throw new HttpError(409, { code: "payrollFieldsCutOffImport", params: { ...cut, count: changed.length, employees: shown } });
}

async function parseUpload(ctx: ApiContext, companyId: string, input: unknown, columns: typeof EMPLOYEE_COLUMNS, unique: string) {
  const body = parseBody(fileBody, input);
  const { header, rows } = await readSheet(await importFile(ctx, companyId, body.file));
  const { at, errors: header_ } = matchHeader(header, columns, columns === EMPLOYEE_COLUMNS ? EXIT_COLUMNS : []);
  if (header_.length) throw headerErrors(header_);
  const { byName } = await companyRefs(ctx.db, companyId);
  const { parsed, errors } = parseRows(rows, columns, at, byName);
  errors.push(...duplicatesIn(parsed, unique));
  return { body, parsed, errors };
}

/** The list query of the employees list, minus paging, with the list's own active flag. */
function exportQuery(engine: ResourceEngine, req: Request, active: boolean) {
  const params = new URLSearchParams(rawQuery(req));
  for (const key of [...params.keys()]) if (["limit", "skip", "fields", "fields[]", "populate", "populate[]", "active", "lng"].includes(key) || key.startsWith("active[")) params.delete(key);
  params.set("active", String(active));
  return parseListQuery(params.toString(), engine.queryRules(engine.binding("employees")));
}

export function employeeSheetRoutes(ctx: ApiContext, engine: ResourceEngine): Router {
  const router = express.Router();
  const auth = authenticate(ctx);
  const writer = (req: Request) => {
    const principal = principalOf(req);
    checkAccess(ctx, principal, ["active-employees"], "write");
    return { principal, companyId: companyOf(principal) };
  };

  // A file to fill in: the header, one example row, and a note on every column.
  const template = (file: string, title: string, columns: readonly SheetColumn[]) =>
    handler(async (req, res) => {
      writer(req);
      const bytes = await templateSheet(title, columns);
      res.set(xlsxDownload(file)).send(bytes);
    });
  router.get("/employees/export-template-invitation", auth, template("invitation-template", "Invitations", INVITATION_COLUMNS));
  router.get("/employees/export-template", auth, template("employees-template", "Employees", EMPLOYEE_COLUMNS));

  router.post(
    "/employees/invite",
    auth,
    handler(async (req, res) => {
      const { principal, companyId } = writer(req);
      const body = parseBody(inviteBody, req.body);
      const errors: FieldMessages = {};
      const taken = (await takenEmails(ctx.db, companyId, [body.email])).get(body.email);
      if (taken) errors.email = taken;
      // References must be the company's own: another company's id reads as not found.
      const { names } = await companyRefs(ctx.db, companyId);
      for (const [field, list] of [["department", "departments"], ["location", "locations"], ["job_title", "job_titles"]] as const) {
        const id = body[field];
        if (id && !names[list].has(id)) errors[field] = "notFound";
      }
      if (Object.keys(errors).length) throw new HttpError(422, "invalidFields", errors);
      await invite(ctx, principal, companyId, [body]);
      res.status(201).json({ ...INVITED, data: { invited: 1 } });
    }),
  );

  router.post(
    "/employees/import-invitation",
    auth,
    handler(async (req, res) => {
      const { principal, companyId } = writer(req);
      const { body, parsed, errors } = await parseUpload(ctx, companyId, req.body, INVITATION_COLUMNS, "email");
      const emails = parsed.map((row) => row.values.email).filter((email): email is string => typeof email === "string");
      const taken = await takenEmails(ctx.db, companyId, emails);
      const actor = { kind: principal.kind, id: principal.id, level: principal.level };
      for (const { row, values } of parsed) {
        const reason = taken.get(values.email as string);
        if (reason) errors.push({ row, column: "email", message: reason });
        const refusal = accountChange(actor, null, "level", values.level as InviteLevel);
        if (refusal) errors.push({ row, column: "level", message: refusal.code });
      }
      if (errors.length) throw fileErrors(errors);
      if (body.dry_run) {
        res.json({ data: { invite: parsed.length } });
        return;
      }
      const invited = await invite(ctx, principal, companyId, parsed.map((row) => row.values as unknown as Invitee));
      res.status(201).json({ ...INVITED, data: { invited } });
    }),
  );

  router.post(
    "/employees/import",
    auth,
    handler(async (req, res) => {
      const { principal, companyId } = writer(req);
      const { body, parsed, errors } = await parseUpload(ctx, companyId, req.body, EMPLOYEE_COLUMNS, "nickname");
      if (errors.length) throw fileErrors(errors);

      const existing = new Map<string, string>();
      const numbers = await ctx.db.select({ id: s.employees.id, nickname: s.employees.nickname }).from(s.employees).where(and(eq(s.employees.company_id, companyId), sql`${s.employees.nickname} IS NOT NULL`));
      for (const row of numbers) existing.set(row.nickname!.toLowerCase(), row.id);
      const creates: ParsedRow[] = [];
      const updates: (ParsedRow & { id: string })[] = [];
      for (const row of parsed) {
        const id = existing.get(String(row.values.nickname).toLowerCase());
        if (id) updates.push({ ...row, id });
        else creates.push(row);
      }
      // Cut-off holds for the import as for one employee's edit: checked with the dry run, and again in the save.
      await assertImportPayrollOpen(ctx.db, companyId, updates);
      if (body.dry_run) {
        res.json({ data: { create: creates.length, update: updates.length } });
        return;
      }

      const columnsOf = (values: Record<string, unknown>) => {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(values)) out[["department", "job_title", "location", "bank"].includes(key) ? `${key}_id` : key] = value;
        return out;
      };
      await ctx.db
        .transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          await assertImportPayrollOpen(tx, companyId, updates);
          const log: LogEntry[] = [];
          for (let i = 0; i < creates.length; i += CHUNK) {
            const part = creates.slice(i, i + CHUNK);
            const ids = await tx
              .insert(s.employees)
              .values(part.map((row) => ({ ...columnsOf(row.values), company_id: companyId }) as typeof s.employees.$inferInsert))
              .returning({ id: s.employees.id });
            part.forEach((row, index) => log.push({ type: "create", menu: "active-employees", detail: `Imported ${String(row.values.fullname)} (${String(row.values.nickname)})`, recordId: ids[index].id }));
          }
          for (const row of updates) {
            await tx
              .update(s.employees)
              .set({ ...columnsOf(row.values), updated_at: new Date() })
              .where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, row.id)));
            log.push({ type: "update", menu: "active-employees", detail: `Imported ${String(row.values.fullname)} (${String(row.values.nickname)})`, recordId: row.id });
          }
          await logMany(tx, principal, companyId, log);
          // Joiners and changed statuses get their leave balances (docs/decisions/0030-leave-balances-from-the-rules.md).
          await recomputeNow(tx, companyId, { employeeIds: log.map((entry) => entry.recordId) });
          await invalidate(tx, tableChanged(s.employees, companyId));
        })
        .catch((error: unknown) => {
          throw databaseError(error, "write", (column) => column.replace(/_id$/, ""), Object.keys(getTableColumns(s.employees))) ?? error;
        });
      res.status(201).json({ ...IMPORTED, data: { created: creates.length, updated: updates.length } });
    }),
  );

  const exporter = (active: boolean) =>
    handler(async (req, res) => {
      const principal = principalOf(req);
      checkAccess(ctx, principal, [active ? "active-employees" : "resigned-employees"], "read");
      const companyId = companyOf(principal);
      const query = exportQuery(engine, req, active);
      const binding = engine.binding("employees");
      const rows: Record<string, unknown>[] = [];
      query.limit = ctx.config.maxPageSize;
      for (query.skip = 0; ; query.skip += query.limit) {
        const page = await engine.listWith(binding, principal, query);
        rows.push(...page.data);
        // A total past the cap is a lower bound (docs/decisions/0038-lists-at-scale.md): read on.
        if (page.data.length < query.limit || (page.meta.total_exact !== false && rows.length >= page.meta.total)) break;
      }
      const { names } = await companyRefs(ctx.db, companyId);
      // The file holds what the caller reads of the list, no more (docs/design.md decision 9).
      const readable = engine.readable(binding, principal);
      const columns = (active ? EMPLOYEE_COLUMNS : [...EMPLOYEE_COLUMNS, ...EXIT_COLUMNS]).filter((column) => !readable || readable.has(column.key));
      const named = rows.map((row) => ({
        ...row,
        department: names.departments.get(row.department as string) ?? null,
        job_title: names.job_titles.get(row.job_title as string) ?? null,
        location: names.locations.get(row.location as string) ?? null,
        bank: names.banks.get(row.bank as string) ?? null,
      }));
      const bytes = await writeSheet(active ? "Employees" : "Resigned employees", columns, named);
      res.set(xlsxDownload(active ? "employees" : "resigned-employees")).send(bytes);
    });
  router.get("/employees/export", auth, exporter(true));
  router.get("/employees/export-exit", auth, exporter(false));

  // The warning letters' status view: per employee, how many letters are in force, expired or to come.
  const statusQuery = z.strictObject({
    status: z.enum(["all", "active", "expired"], { error: messageText("oneOf", { values: "all, active, expired" }) }).default("all"),
    search: z.string().trim().max(200, maxLength(200)).default(""),
  });
  router.get(
    "/employees/warning-letters/status",
    auth,
    handler(async (req, res) => {
      const principal = principalOf(req);
      checkAccess(ctx, principal, ["warning-letter"], "read");
      const companyId = companyOf(principal);
      const raw = Object.fromEntries(new URLSearchParams(rawQuery(req)));
      const parsed = statusQuery.safeParse(raw);
      if (!parsed.success) throw new HttpError(400, Object.values(fieldErrors(parsed.error, raw))[0] ?? "badQuery");
      const { status, search } = parsed.data;
      const letters = await ctx.db
        .select({ employee_id: s.warning_letters.employee_id, type: s.warning_letters.type, start_date: s.warning_letters.start_date, end_date: s.warning_letters.end_date, fullname: s.employees.fullname, nickname: s.employees.nickname })
        .from(s.warning_letters)
        .innerJoin(s.employees, and(eq(s.employees.company_id, s.warning_letters.company_id), eq(s.employees.id, s.warning_letters.employee_id)))
        .where(and(eq(s.warning_letters.company_id, companyId), search ? sql`lower(${s.employees.fullname} || ' ' || coalesce(${s.employees.nickname}, '')) LIKE ${containsPattern(search.toLowerCase())}` : undefined))
        .orderBy(s.employees.fullname, s.warning_letters.start_date);
      const byEmployee = new Map<string, { employee: { _id: string; fullname: string; nickname: string | null }; letters: { type: WarningLetterType; start_date: string; end_date: string | null }[] }>();
      for (const letter of letters) {
        let entry = byEmployee.get(letter.employee_id);
        if (!entry) byEmployee.set(letter.employee_id, (entry = { employee: { _id: letter.employee_id, fullname: letter.fullname, nickname: letter.nickname }, letters: [] }));
        entry.letters.push({ type: letter.type as WarningLetterType, start_date: letter.start_date, end_date: letter.end_date });
      }
      // A letter ends at the end of its day in the company's zone (docs/decisions/0034).
      const today = zonedDate(new Date(), await companyZone(ctx.db, companyId));
      const data = [...byEmployee.values()]
        .map(({ employee, letters: list }) => ({ employee, ...summarise(list, today) }))
        .filter((row) => status === "all" || row[status] > 0);
      res.json({ data, meta: { total: data.length, today } });
    }),
  );

  // Before sign-in: the invitation link sets the password and opens the account.
  router.post(
    "/auth/accept-invitation",
    handler(async (req, res) => {
      const body = parseBody(acceptBody, req.body);
      const invalid = new HttpError(400, "invalidLink");
      const passwordHash = await hashPassword(body.password);
      await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [token] = await tx
          .update(s.email_tokens)
          .set({ used_at: new Date() })
          .where(and(eq(s.email_tokens.token_hash, hashToken(body.token)), eq(s.email_tokens.purpose, "invite"), isNull(s.email_tokens.used_at), gt(s.email_tokens.expires_at, new Date())))
          .returning();
        if (!token?.company_id) throw invalid;
        const companyId = token.company_id;
        const [invitation] = await tx
          .select()
          .from(s.invited_users)
          .where(and(eq(s.invited_users.company_id, companyId), eq(s.invited_users.id, token.subject_id), eq(s.invited_users.status, "pending")))
          .limit(1);
        if (!invitation) throw invalid;
        // An invitation of someone who has left since opens no account.
        if (invitation.employee_id) {
          const [employee] = await tx
            .select({ active: s.employees.active })
            .from(s.employees)
            .where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, invitation.employee_id)))
            .limit(1);
          if (!employee?.active) throw invalid;
        }
        const now = new Date();
        const [user] = await tx
          .insert(s.users)
          .values({
            company_id: companyId,
            employee_id: invitation.employee_id,
            username: invitation.email,
            email: invitation.email,
            fullname: invitation.fullname,
            phone: invitation.phone,
            photo_id: invitation.photo_id,
            level: invitation.level,
            password_hash: passwordHash,
            password_changed_at: now,
            email_verified_at: now,
          })
          .returning({ id: s.users.id });
        await claimLogin(tx, invitation.email, { kind: "user", companyId, subjectId: user.id });
        // The first admin a developer invited becomes the company's admin (Companies › Admin, login as admin).
        if (invitation.level === "admin") await tx.update(s.companies).set({ admin_id: user.id }).where(and(eq(s.companies.id, companyId), isNull(s.companies.admin_id)));
        await tx.update(s.invited_users).set({ status: "accepted", accepted_at: now, user_id: user.id, updated_at: now }).where(and(eq(s.invited_users.company_id, companyId), eq(s.invited_users.id, invitation.id)));
        await tx.insert(s.activity_logs).values({ company_id: companyId, user_id: user.id, actor_name: invitation.fullname, type: "create", menu: "invited-user", detail: `Accepted the invitation (${invitation.email})`, record_id: user.id });
      });
      res.status(201).json(codedMessage("accountReady"));
    }),
  );

  return router;
}
