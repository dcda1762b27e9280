/**
 * Company users and how they get access: users, invitations, custom access roles, admin-location
 * groups; plus what is written about them: the activity log and notifications.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { enumCheck, idArray, lowerCaseCheck, textArray, timestamptz, type Constraints } from "./_base";
import { fileFk, tenant, tenantFk, tenantPk } from "./_tenant";
import { employees } from "./employees";
import { INVITE_STATUSES, LOG_TYPES, USER_LEVELS } from "./enums";
import { developers } from "./global";

/**
 * A company user (every level but developer). Sign-in names (lower-cased e-mail and username) are also
 * in the global login_index, which makes them unique across companies; the unique indexes here are a
 * second guard inside the company.
 */
export const users = pgTable(
  "users",
  {
    ...tenant(),
    /** The user's employee record, if any (employees, approvers, most admins). */
    employee_id: uuid(),
    username: text(),
    /** Stored lower-cased. */
    email: text(),
    fullname: text().notNull(),
    phone: text(),
    photo_id: uuid(),
    level: text().notNull(),
    /** The custom access level (level = custom). */
    access_role_id: uuid(),
    /** argon2id hash; NULL until a password is set (invited or imported users). */
    password_hash: text(),
    password_changed_at: timestamptz(),
    blocked: boolean().notNull().default(false),
    email_verified_at: timestamptz(),
    last_login_at: timestamptz(),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("users_company_id_username_key").on(t.company_id, sql`lower(${t.username})`),
    uniqueIndex("users_company_id_email_key").on(t.company_id, t.email),
    uniqueIndex("users_company_id_employee_id_key")
      .on(t.company_id, t.employee_id)
      .where(sql.raw(`"employee_id" IS NOT NULL`)),
    index("users_company_id_level_idx").on(t.company_id, t.level),
    index("users_company_id_fullname_idx").on(t.company_id, sql`${t.fullname} COLLATE "und-x-icu"`),
    index("users_company_id_access_role_id_idx").on(t.company_id, t.access_role_id),
    enumCheck(t.level, USER_LEVELS),
    lowerCaseCheck(t.email),
    check("users_login_check", sql.raw(`"username" IS NOT NULL OR "email" IS NOT NULL`)),
    tenantFk(t, t.employee_id, employees, "set null"),
    tenantFk(t, t.access_role_id, access_roles, "set null"),
    fileFk(t, t.photo_id),
  ],
);

/**
 * An invitation to become a user. The invitation link's token lives in the global email_tokens table
 * (purpose "invite", subject invited_user), so that it resolves before the company is known.
 */
export const invited_users = pgTable(
  "invited_users",
  {
    ...tenant(),
    fullname: text().notNull(),
    /** Stored lower-cased. */
    email: text().notNull(),
    phone: text(),
    level: text().notNull(),
    photo_id: uuid(),
    /** The employee being invited, when the invitation comes from an employee record or import. */
    employee_id: uuid(),
    invited_by_id: uuid(),
    status: text().notNull().default("pending"),
    expires_at: timestamptz(),
    accepted_at: timestamptz(),
    /** The account created on acceptance. */
    user_id: uuid(),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("invited_users_company_id_email_pending_key")
      .on(t.company_id, t.email)
      .where(sql.raw(`"status" = 'pending'`)),
    index("invited_users_company_id_created_at_idx").on(t.company_id, t.created_at),
    enumCheck(t.level, USER_LEVELS),
    enumCheck(t.status, INVITE_STATUSES),
    lowerCaseCheck(t.email),
    tenantFk(t, t.employee_id, employees, "set null"),
    tenantFk(t, t.invited_by_id, users, "set null"),
    tenantFk(t, t.user_id, users, "set null"),
    fileFk(t, t.photo_id),
  ],
);

/** A custom access level: a named set of permission values ("employees:read", …) for custom users. */
export const access_roles = pgTable(
  "access_roles",
  {
    ...tenant(),
    code: text().notNull(),
    /** The access level's name. */
    access_level: text().notNull(),
    /** Values of the global permissions list (checked by the API). */
    permissions: textArray(),
  },
  (t): Constraints => [tenantPk(t), uniqueIndex("access_roles_company_id_code_key").on(t.company_id, t.code)],
);

/**
 * Which locations the admin_location users of these employees administer. employee_ids and
 * location_ids are arrays without foreign keys: the API checks on write that every id is an employee /
 * location of the company, and drops ids that no longer exist when it reads.
 */
export const admin_location_groups = pgTable(
  "admin_location_groups",
  {
    ...tenant(),
    name: text().notNull(),
    employee_ids: idArray(),
    location_ids: idArray(),
  },
  (t): Constraints => [tenantPk(t), index("admin_location_groups_company_id_name_idx").on(t.company_id, sql`${t.name} COLLATE "und-x-icu"`)],
);

/** The activity log: one row per create, update or delete, written in the same transaction. */
export const activity_logs = pgTable(
  "activity_logs",
  {
    ...tenant(),
    /** The acting user; NULL when a developer acted (developer_id) or the user was deleted since. */
    user_id: uuid(),
    developer_id: uuid().references((): AnyPgColumn => developers.id, { onDelete: "set null" }),
    /** The actor's name when the row was written, so the log survives the account. */
    actor_name: text(),
    type: text().notNull(),
    /** The menu id the change was made from (e.g. "employees"). */
    menu: text().notNull(),
    detail: text().notNull(),
    /** The id of the changed record. */
    record_id: uuid(),
  },
  (t): Constraints => [
    tenantPk(t),
    index("activity_logs_company_id_created_at_idx").on(t.company_id, t.created_at),
    index("activity_logs_company_id_user_id_idx").on(t.company_id, t.user_id),
    enumCheck(t.type, LOG_TYPES),
    tenantFk(t, t.user_id, users, "set null"),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    ...tenant(),
    user_id: uuid().notNull(),
    /** The English rendering of message_key, or the only text of a row made before keys (decision 0018). */
    title: text().notNull(),
    body: text(),
    /** A key of public/locales/{lng}/notifications.json: the reader's language renders it. */
    message_key: text(),
    /** The values the key's texts name ({{name}}, {{start_date}}…). */
    message_values: jsonb().$type<Record<string, string | number>>(),
    /** A dashboard path to open (relative, e.g. /dashboard/approval/leave). */
    link: text(),
    read_at: timestamptz(),
  },
  (t): Constraints => [
    tenantPk(t),
    index("notifications_company_id_user_id_created_at_idx").on(t.company_id, t.user_id, t.created_at),
    tenantFk(t, t.user_id, users, "cascade"),
  ],
);
