/**
 * Employees, their sub-lists and warning letters; and the employee routes the generic engine does not
 * cover: resigning (exit) and reinstating, and the employee's sign-in account.
 *
 * Exit rules (docs/specification.md §4, §7): resigning records resign_date and exit_reason, sets the employee inactive and
 * blocks their account at once (their sessions end). DELETE employees/exit-employee/{id} removes a
 * leaver for good only when nothing needs them: with payroll, attendance, leave, approval, warning-letter,
 * check-up or project history the API refuses with 409 and the record stays a resigned employee.
 */
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import express, { type Request, type Router } from "express";
import { Cache } from "../../cache/cache";
import { personChanged } from "../../cache/changes";
import { bodySchema } from "../../contract/fields";
import { employeeAccount, employeeExit } from "../../contract/resources/employees";
import type { MenuId } from "../../contract/navigation";
import type { SubListOf } from "../../contract/resources/index";
import { assertAccountChange, userAccount } from "../auth/levels";
import { claimLogin, LOGIN_UNAVAILABLE, loginUnavailable, moveLogin, releaseLogin } from "../auth/logins";
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from "../auth/password";
import type { Principal } from "../auth/principal";
import { revokeSubjectSessions } from "../auth/sessions";
import type { ApiContext } from "../context";
import { announcing, invalidate, tableChanged } from "../db/changes";
import { queryRows, type Db } from "../db/client";
import * as s from "../db/schema/index";
import { companyOf, principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";
import { assertPayrollFieldsOpen } from "../payroll/runs";
import { ALLOWANCES, employeeBpjs, ratesNow, serviceYears, yearsBetween, type CompanyWages } from "../domain/employees";
import { logActivity } from "../db/activity";
import { recomputeNow } from "../leave/balances";
import { nameOf, tenant } from "../resources/bind";
import { databaseError } from "../resources/db-errors";
import { checkAccess, notFound, type Binding, type Output, type Row, type WriteArgs } from "../resources/engine";

const BPJS_FIELDS = ["jkk_percentage", "bpjs_tk_jht", "bpjs_tk_jp", "bpjs_jkk", "bpjs_jkm", "bpjs_ks"] as const;
const BPJS_SOURCES = ["basic_salary", ...ALLOWANCES, "bpjs_tk_registered", "bpjs_tk_salary", "bpjs_ks_registered", "bpjs_ks_salary", "additional_family_member", "total_additional_family"];

async function companyWages(db: Db, companyId: string): Promise<CompanyWages> {
  const [row] = await db.select({ jkk: s.companies.jkk_percentage, umk: s.companies.umk, ump: s.companies.ump }).from(s.companies).where(eq(s.companies.id, companyId)).limit(1);
  return { jkk: Number(row?.jkk ?? 0), umk: Number(row?.umk ?? 0), ump: Number(row?.ump ?? 0) };
}

/** Read-only fields (docs/specification.md §5): age, work experience, service length and the BPJS amounts (api/domain/employees.ts). */
async function decorateEmployees(ctx: ApiContext, companyId: string | null, rows: Output[], source: Row[], fields?: readonly string[] | null) {
  const wants = (field: string) => !fields || fields.includes(field);
  const age = wants("age");
  const withService = wants("service_length") || wants("work_experience");
  const withBpjs = BPJS_FIELDS.some(wants) && companyId !== null;
  const company = withBpjs ? await companyWages(ctx.db, companyId) : null;
  const rates = ratesNow();
  rows.forEach((row, i) => {
    const employee = source[i];
    if (age) row.age = yearsBetween(employee.birth_date as string | null);
    if (wants("join_month")) row.join_month = employee.join_date ? Number(String(employee.join_date).slice(5, 7)) : null;
    if (withService) {
      const service = serviceYears(employee.join_date as string | null, employee.resign_date as string | null);
      row.service_length = service;
      row.work_experience = service;
    }
    if (company) Object.assign(row, employeeBpjs(employee, company, rates));
  });
}

/** Spec §5: the domicile copies the ID-card address while "same address" is on (kept so on every write). */
async function copyDomicile({ values, existing }: WriteArgs) {
  const same = values.domicile_same_address ?? existing?.domicile_same_address;
  if (same === true) values.domicile_address = "id_card_address" in values ? values.id_card_address : (existing?.id_card_address ?? null);
}

/** What keeps a leaver's record: history that payroll, attendance and the reports need. */
const HISTORY = [s.payroll_items, s.thr_items, s.attendance_records, s.approvals, s.warning_letters, s.medical_checkups, s.project_pob] as const;

async function hasHistory(tx: Db, companyId: string, employeeId: string): Promise<boolean> {
  const b = s.leave_balances;
  const checks = [
    ...HISTORY.map((table) => sql`EXISTS (SELECT 1 FROM ${table} WHERE company_id = ${companyId} AND employee_id = ${employeeId})`),
    // A balance the rules computed is not history (docs/decisions/0030-leave-balances-from-the-rules.md); one used, adjusted or imported is.
    sql`EXISTS (SELECT 1 FROM ${b} WHERE ${b.company_id} = ${companyId} AND ${b.employee_id} = ${employeeId} AND (${b.used} <> 0 OR ${b.adjustment} <> 0 OR ${b.entitled_imported}))`,
  ];
  const result = await tx.execute(sql`SELECT (${sql.join(checks, sql` OR `)}) AS used`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  return rows[0]?.used === true;
}

/**
 * Removing a leaver: refused with history; otherwise their employee account goes with them (an account
 * of a higher level, say an approver's, stays blocked and loses its employee).
 */
async function removeLeaver({ tx, existing, companyId, principal }: WriteArgs) {
  const employeeId = existing!.id as string;
  if (await hasHistory(tx, companyId!, employeeId)) {
    throw new HttpError(409, { code: "keptWithHistory", params: { name: String(existing!.fullname) } });
  }
  const [account] = await tx.select().from(s.users).where(and(eq(s.users.company_id, companyId!), eq(s.users.employee_id, employeeId))).limit(1);
  if (account && account.level === "employee") {
    assertAccountChange(principal, userAccount(account), "blocked");
    await revokeSubjectSessions(tx, { kind: "user", companyId: companyId!, userId: account.id });
    await tx.delete(s.sessions).where(and(eq(s.sessions.company_id, companyId!), eq(s.sessions.user_id, account.id)));
    for (const login of new Set([account.email, account.username].filter(Boolean) as string[])) {
      await releaseLogin(tx, login, { kind: "user", companyId: companyId!, subjectId: account.id });
    }
    await tx.delete(s.users).where(and(eq(s.users.company_id, companyId!), eq(s.users.id, account.id)));
  }
  await tx.delete(s.leave_balances).where(and(eq(s.leave_balances.company_id, companyId!), eq(s.leave_balances.employee_id, employeeId)));
  await tx.delete(s.employees).where(and(eq(s.employees.company_id, companyId!), eq(s.employees.id, employeeId)));
}

const computedFrom: Record<string, readonly string[]> = {
  age: ["birth_date"],
  join_month: ["join_date"],
  service_length: ["join_date", "resign_date"],
  work_experience: ["join_date", "resign_date"],
  ...Object.fromEntries(BPJS_FIELDS.map((field) => [field, BPJS_SOURCES])),
};

type AssignmentName = { column: "department_id" | "job_title_id" | "location_id"; id: string; name: string };

/**
 * Each company's department, job title and location names, kept a minute and dropped when one of them
 * changes (docs/decisions/0025-one-cache-and-invalidation.md): every employee search reads them.
 */
const assignmentCache = new Cache<AssignmentName[]>({ max: 10_000, seconds: 60, madeOf: ["departments", "job_titles", "locations"] });

function assignmentNames(ctx: ApiContext, companyId: string): Promise<AssignmentName[]> {
  const list = (column: AssignmentName["column"], ref: typeof s.departments | typeof s.job_titles | typeof s.locations) =>
    sql`(SELECT ${column}::text AS "column", id, name FROM ${ref} WHERE company_id = ${companyId})`;
  return assignmentCache.get(
    companyId,
    () => queryRows<AssignmentName>(ctx.db, sql`${list("department_id", s.departments)} UNION ALL ${list("job_title_id", s.job_titles)} UNION ALL ${list("location_id", s.locations)}`),
    { from: () => [s.departments, s.job_titles, s.locations].map((table) => tableChanged(table, companyId)) },
  );
}

/**
 * The search box also finds employees by the name of their department, job title or location. The
 * names are matched in memory first: a search for a person's name (the usual case) matches none and
 * stays a plain trigram-index lookup, instead of an OR that would read every employee of the company.
 */
async function searchAssignment(ctx: ApiContext, term: string, companyId: string | null): Promise<SQL | undefined> {
  if (!companyId) return undefined;
  const matched = (await assignmentNames(ctx, companyId)).filter((row) => row.name.toLowerCase().includes(term));
  const conditions = (
    [
      ["department_id", s.employees.department_id],
      ["job_title_id", s.employees.job_title_id],
      ["location_id", s.employees.location_id],
    ] as const
  )
    .map(([column, target]) => [target, matched.filter((row) => row.column === column).map((row) => row.id)] as const)
    .filter(([, ids]) => ids.length > 0)
    .map(([target, ids]) => inArray(target, ids));
  return conditions.length ? or(...conditions) : undefined;
}

/**
 * Once the company's current month is cut off, its pay no longer changes: a change of the fields pay is
 * computed from answers 409 (docs/decisions/0028-payroll-runs.md).
 */
async function beforeEmployeeUpdate(args: WriteArgs) {
  if (args.companyId && args.existing) await assertPayrollFieldsOpen(args.tx, args.companyId, args.values, args.existing);
  await copyDomicile(args);
}

/** What a leave balance is computed from (docs/decisions/0030-leave-balances-from-the-rules.md). */
const LEAVE_TERMS = ["join_date", "status", "work_days", "active"];

/** A joiner, or a change of what their leave is computed from, recomputes their balances of the year. */
async function recomputeLeave({ tx, companyId, values, existing, row }: WriteArgs & { row: Row }) {
  if (!companyId || (existing && !LEAVE_TERMS.some((column) => column in values && String(values[column]) !== String(existing[column])))) return;
  await recomputeNow(tx, companyId, { employeeIds: [row.id as string] });
}

const employeeHooks: Partial<Binding> = {
  name: nameOf("fullname"),
  // This month's work anniversaries on the list (docs/decisions/0042-hr-home.md): the join date's month.
  derived: { join_month: sql`extract(month from ${s.employees.join_date})::int` },
  searchAlso: searchAssignment,
  computedFrom,
  decorate: decorateEmployees,
  beforeCreate: copyDomicile,
  beforeUpdate: beforeEmployeeUpdate,
  afterCreate: recomputeLeave,
  afterUpdate: recomputeLeave,
};

const subList = (child: SubListOf<"employees">, table: Parameters<typeof tenant>[1], ...names: string[]) =>
  tenant(`employees/:id/${child}`, table, "active-employees", { parentColumn: "employee_id", name: nameOf(...names) });

export function employeeBindings(): Binding[] {
  return [
    tenant("employees", s.employees, employeeHooks),
    tenant("employees/exit-employee", s.employees, { ...employeeHooks, where: () => eq(s.employees.active, false), remove: removeLeaver }),
    subList("emergency-contacts", s.employee_emergency_contacts, "name"),
    subList("family", s.employee_family, "name"),
    subList("work-experiences", s.employee_work_experiences, "company_name"),
    subList("educations", s.employee_educations, "institute_name"),
    subList("courses", s.employee_courses, "name"),
    subList("attachments", s.employee_attachments, "name"),
    subList("case-achievement", s.employee_case_achievements, "title"),
    tenant("employees/surat-peringatan", s.warning_letters, { name: nameOf("type") }),
  ];
}

// ---- exit, reinstate and the account ---------------------------------------------------------------

const ID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const EDITORS = ["active-employees", "resigned-employees"] as const;

const exitSchema = bodySchema(employeeExit.fields, false);
const accountSchema = bodySchema(employeeAccount.fields, true);

async function findEmployee(db: Db, companyId: string, id: string) {
  const [employee] = await db.select().from(s.employees).where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, id))).limit(1);
  if (!employee) throw notFound();
  return employee;
}

/** The employee a write is about (404 when not the caller's company's), once the caller may write in `menus`. */
async function employeeToWrite(ctx: ApiContext, req: Request, menus: readonly MenuId[]) {
  const principal = principalOf(req);
  checkAccess(ctx, principal, menus, "write");
  const companyId = companyOf(principal);
  const employee = await findEmployee(ctx.db, companyId, req.params.id);
  return { principal, companyId, employee };
}

async function accountOf(db: Db, companyId: string, employeeId: string) {
  const [account] = await db.select().from(s.users).where(and(eq(s.users.company_id, companyId), eq(s.users.employee_id, employeeId))).limit(1);
  return account ?? null;
}

/** Block or unblock an employee's account; blocking ends their sessions at once. */
async function setBlocked(tx: Db, companyId: string, employeeId: string, blocked: boolean) {
  const account = await accountOf(tx, companyId, employeeId);
  if (!account) return;
  await tx.update(s.users).set({ blocked, updated_at: new Date() }).where(and(eq(s.users.company_id, companyId), eq(s.users.id, account.id)));
  if (blocked) await revokeSubjectSessions(tx, { kind: "user", companyId, userId: account.id });
  else await invalidate(tx, personChanged(account.id));
}

/** Resigning blocks the account and reinstating unblocks it: only from above it (docs/design.md decision 8). */
async function assertMayBlock(db: Db, principal: Principal, companyId: string, employeeId: string, blocked: boolean) {
  const account = await accountOf(db, companyId, employeeId);
  if (account && account.blocked !== blocked) assertAccountChange(principal, userAccount(account), "blocked");
}

/**
 * Resigning or reinstating, in one transaction: the employee's exit fields, their account blocked while
 * they are gone (docs/specification.md §4), the log line.
 */
async function setEmployment(
  ctx: ApiContext,
  principal: Principal,
  companyId: string,
  employeeId: string,
  employment: { active: boolean; resign_date: string | null; exit_reason: string | null },
  menu: "active-employees" | "resigned-employees",
  detail: string,
) {
  await announcing(ctx.db).transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db
      .update(s.employees)
      .set({ ...employment, updated_at: new Date() })
      .where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, employeeId)));
    await setBlocked(db, companyId, employeeId, !employment.active);
    if (employment.active) await recomputeNow(db, companyId, { employeeIds: [employeeId] });
    await logActivity(db, { companyId, principal, type: "update", menu, detail, recordId: employeeId });
    await invalidate(db, tableChanged(s.employees, companyId));
  });
}

async function presentAccount(db: Db, companyId: string, employeeId: string) {
  const employee = await findEmployee(db, companyId, employeeId);
  const account = await accountOf(db, companyId, employeeId);
  const photoId = account?.photo_id ?? employee.photo_id;
  const [photo] = photoId ? await db.select({ id: s.files.id, name: s.files.name, size: s.files.size, type: s.files.content_type }).from(s.files).where(eq(s.files.id, photoId)).limit(1) : [];
  return {
    _id: employeeId,
    fullname: employee.fullname,
    email: account?.email ?? employee.email,
    phone: account?.phone ?? employee.phone,
    photo: photo ? { _id: photo.id, name: photo.name, size: photo.size, type: photo.type, url: `/v1/files/${photo.id}` } : null,
    blocked: account?.blocked ?? false,
    level: account?.level ?? null,
    has_account: Boolean(account),
  };
}

export function employeeRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.post(
    `/employees/:id(${ID})/exit`,
    handler(async (req, res) => {
      const { principal, companyId, employee } = await employeeToWrite(ctx, req, ["active-employees"]);
      const input = parseBody(exitSchema, req.body) as { resign_date: string; exit_reason: string };
      if (!employee.active) throw new HttpError(409, { code: "alreadyResigned", params: { name: employee.fullname } });
      await assertMayBlock(ctx.db, principal, companyId, employee.id, true);
      if (employee.join_date && input.resign_date < employee.join_date) {
        throw new HttpError(422, "invalidFields", { resign_date: "afterJoinDate" });
      }
      const left = { active: false, resign_date: input.resign_date, exit_reason: input.exit_reason };
      await setEmployment(ctx, principal, companyId, employee.id, left, "active-employees", `${employee.fullname} (resigned ${input.resign_date})`);
      res.json({ data: { _id: employee.id, ...left } });
    }),
  );

  router.post(
    `/employees/:id(${ID})/reinstate`,
    handler(async (req, res) => {
      const { principal, companyId, employee } = await employeeToWrite(ctx, req, ["resigned-employees"]);
      if (employee.active) throw new HttpError(409, { code: "notResigned", params: { name: employee.fullname } });
      await assertMayBlock(ctx.db, principal, companyId, employee.id, false);
      await setEmployment(ctx, principal, companyId, employee.id, { active: true, resign_date: null, exit_reason: null }, "resigned-employees", `${employee.fullname} (reinstated)`);
      res.json({ data: { _id: employee.id, active: true } });
    }),
  );

  router.get(
    `/employees/:id(${ID})/account`,
    handler(async (req, res) => {
      const principal = principalOf(req);
      checkAccess(ctx, principal, EDITORS, "read");
      res.json({ data: await presentAccount(ctx.db, companyOf(principal), req.params.id) });
    }),
  );

  /**
   * The account section: e-mail, phone and photo (kept the same on the employee record), a password
   * set by HR, and the block. A new password or a block signs the person out everywhere at once.
   * An employee without an account gets one (level employee) from the e-mail given or on record.
   */
  router.put(
    `/employees/:id(${ID})/account`,
    handler(async (req, res) => {
      const { principal, companyId, employee } = await employeeToWrite(ctx, req, EDITORS);
      const input = parseBody(accountSchema, req.body) as { email?: string | null; phone?: string | null; photo?: string | null; password?: string | null; blocked?: boolean | null };
      const password = input.password ? input.password : null;
      if (password && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)) {
        throw new HttpError(422, "invalidFields", { password: { code: "minLength", params: { count: PASSWORD_MIN } } });
      }
      if (input.photo) {
        const [file] = await ctx.db.select({ id: s.files.id }).from(s.files).where(and(eq(s.files.id, input.photo), eq(s.files.company_id, companyId))).limit(1);
        if (!file) throw new HttpError(422, "invalidFields", { photo: "notFound" });
      }
      // docs/design.md decision 8: the account's password, e-mail and block are changed only from above it.
      const existing = await accountOf(ctx.db, companyId, employee.id);
      const target = existing ? userAccount(existing) : null;
      const newEmail = input.email !== undefined && (input.email ?? null) !== (existing ? existing.email : employee.email);
      if (password) assertAccountChange(principal, target, "password");
      if (newEmail) assertAccountChange(principal, target, "email");
      if (input.blocked !== undefined && input.blocked !== null && input.blocked !== (existing?.blocked ?? false)) assertAccountChange(principal, target, "blocked");
      const loginEmail = input.email !== undefined ? input.email : (existing?.email ?? employee.email);
      // An employee without an account gets one from this form, so it needs an e-mail either way.
      if (!loginEmail && (!existing || input.email !== undefined)) {
        throw new HttpError(422, "invalidFields", { email: "emailNeeded" });
      }
      if (loginEmail && (newEmail || !existing)) {
        const unavailable = await loginUnavailable(ctx.db, loginEmail, { kind: "user", companyId, subjectId: existing?.id ?? "" });
        if (unavailable) throw new HttpError(422, "invalidFields", { email: unavailable });
      }
      const passwordHash = password ? await hashPassword(password) : null;
      const changed = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined && key !== "password");
      if (password) changed.push("password");

      await announcing(ctx.db)
        .transaction(async (tx) => {
          const db = tx as unknown as Db;
          const employeeValues: Row = { updated_at: new Date() };
          if (input.email !== undefined) employeeValues.email = input.email;
          if (input.phone !== undefined) employeeValues.phone = input.phone;
          if (input.photo !== undefined) employeeValues.photo_id = input.photo;
          await db.update(s.employees).set(employeeValues).where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, employee.id)));

          let account = await accountOf(db, companyId, employee.id);
          // Checked above; a concurrent change in between is refused by the login index and the unique keys.
          if ((account?.id ?? null) !== (existing?.id ?? null)) throw new HttpError(409, "accountChanged");
          if (!account) {
            [account] = await db
              .insert(s.users)
              .values({ company_id: companyId, employee_id: employee.id, username: loginEmail!, email: loginEmail!, fullname: employee.fullname, phone: input.phone ?? employee.phone, photo_id: input.photo ?? employee.photo_id, level: "employee" })
              .returning();
            await claimLogin(db, loginEmail!, { kind: "user", companyId, subjectId: account.id });
          } else if (input.email !== undefined) {
            await moveLogin(db, account.email, input.email, { kind: "user", companyId, subjectId: account.id });
          }
          const userValues: Row = { updated_at: new Date() };
          if (input.email !== undefined) {
            userValues.email = input.email;
            // A username that was the old e-mail follows it (they share one sign-in name).
            if (account.username?.toLowerCase() === account.email?.toLowerCase()) userValues.username = input.email;
          }
          if (input.phone !== undefined) userValues.phone = input.phone;
          if (input.photo !== undefined) userValues.photo_id = input.photo;
          if (input.blocked !== undefined && input.blocked !== null) userValues.blocked = input.blocked;
          if (passwordHash) {
            userValues.password_hash = passwordHash;
            userValues.password_changed_at = new Date();
          }
          await db.update(s.users).set(userValues).where(and(eq(s.users.company_id, companyId), eq(s.users.id, account.id)));
          if (passwordHash || input.blocked === true) await revokeSubjectSessions(db, { kind: "user", companyId, userId: account.id });
          await invalidate(db, personChanged(account.id), tableChanged(s.employees, companyId));
          await logActivity(db, { companyId, principal, type: "update", menu: "active-employees", detail: `${employee.fullname} (account: ${changed.join(", ")})`, recordId: employee.id });
        })
        .catch((error: unknown) => {
          // A unique key that the checks above missed (a race) is a taken e-mail, never a 500.
          const known = databaseError(error, "write");
          throw known?.status === 409 ? new HttpError(422, "invalidFields", { email: LOGIN_UNAVAILABLE }) : (known ?? error);
        });
      res.json({ data: await presentAccount(ctx.db, companyId, employee.id) });
    }),
  );

  return router;
}
