/**
 * Global tables: no company_id. Companies themselves, platform developers, banners (ads), the permission
 * list, sign-in machinery (sessions, login index, e-mail tokens, login attempts), access requests from
 * companies that do not exist yet, and the file index.
 *
 * Citus note: these become reference tables. A reference table may not have a foreign key into a
 * distributed (tenant) table, so global tables never reference tenant rows with a foreign key:
 * companies.admin_id / tax_person_id and sessions.user_id / login_index.subject_id are plain uuids
 * the API keeps consistent (in the same transaction as the user or employee they point to).
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, pgTable, text, unique, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { enumCheck, idColumn, lowerCaseCheck, money, percent, setNullColumn, timestamps, timestamptz, type Constraints } from "./_base";
import {
  ACCESS_REQUEST_STATUSES,
  COMPANY_SIZES,
  EMAIL_TOKEN_PURPOSES,
  EMAIL_TOKEN_SUBJECTS,
  FILE_PURPOSES,
  JKK_PERCENTAGES,
  SUBJECT_KINDS,
  TIME_ZONES,
} from "./enums";
import { THR_HOLIDAY_MODES, THR_METHODS } from "../../../contract/thr";

export const companies = pgTable(
  "companies",
  {
    id: idColumn().primaryKey(),
    name: text().notNull(),
    /** Short company code, unique across the platform (case-insensitive). */
    code: text().notNull(),
    phone: text(),
    website: text(),
    email: text(),
    address: text(),
    /** The company's main admin user (users.id of this company). No FK: see the file comment. */
    admin_id: uuid(),
    /** Logo: a file of this company (files.company_id = companies.id). */
    logo_id: uuid(),
    company_size: text(),
    industry: text(),
    npwp_number: text(),
    /**
     * NITKU (ID TKU) of the place of business that withholds PPh 21: the 16-digit NPWP and a 6-digit
     * suffix (000000 = head office), 22 digits; the Coretax files carry it (docs/statutory-exports.md §1).
     */
    nitku: text(),
    /** The employee who signs tax documents (employees.id of this company). No FK: see the file comment. */
    tax_person_id: uuid(),
    taxable_date: date({ mode: "string" }),
    /** Read-only in the UI: the API copies the tax person's NPWP here. */
    tax_person_number: text(),
    hq_initial: text(),
    /** Regional minimum wages, whole rupiah: UMK (city/regency), UMR (region), UMP (province). */
    umk: money(),
    umr: money(),
    ump: money(),
    bpjs_tk_no: text(),
    /** Percent, one of JKK_PERCENTAGES (0, 0.24, 0.54, 0.89, 1.27, 1.74). */
    jkk_percentage: percent(),
    /** Where the company's clocks, days and dates are read (docs/decisions/0034); a location may override it. */
    time_zone: text().notNull().default("Asia/Jakarta"),
    /** THR settings (Payroll › THR, docs/decisions/0037-thr-runs.md): proration, PKWT ending before the holiday, holiday mode. */
    thr_method: text().notNull().default("month"),
    thr_exclude_ending_pkwt: boolean().notNull().default(true),
    thr_holiday_mode: text().notNull().default("religion"),
    ...timestamps(),
  },
  (t): Constraints => [
    uniqueIndex("companies_code_key").on(sql`lower(${t.code})`),
    index("companies_name_idx").on(sql`${t.name} COLLATE "und-x-icu"`),
    enumCheck(t.company_size, COMPANY_SIZES),
    enumCheck(t.jkk_percentage, JKK_PERCENTAGES),
    enumCheck(t.time_zone, TIME_ZONES),
    enumCheck(t.thr_method, THR_METHODS),
    enumCheck(t.thr_holiday_mode, THR_HOLIDAY_MODES),
    // The logo must be one of the company's own files; removing the file clears the logo only.
    foreignKey({ name: "companies_logo_id_fk", columns: [t.id, t.logo_id], foreignColumns: [files.company_id, files.id] }).onDelete(
      setNullColumn("logo_id"),
    ),
  ],
);

/**
 * Uploaded files (metadata; the bytes live in the storage behind the API's storage interface).
 *
 * One global table with a nullable company_id: a company's files (photos, attachments, signatures,
 * imports) carry its company_id; a developer's uploads (banner images, developer photos) have none.
 * Tenant tables reference files with a composite key (company_id, x_id) → files (company_id, id), so a
 * row can only point at a file of its own company; global tables reference files(id). The API still
 * checks ownership before serving a file. (Under Citus this stays a reference table: small metadata.)
 */
export const files = pgTable(
  "files",
  {
    id: idColumn().primaryKey(),
    company_id: uuid().references((): AnyPgColumn => companies.id, { onDelete: "cascade" }),
    purpose: text().notNull(),
    /** Original file name, for Content-Disposition. */
    name: text().notNull(),
    /** MIME type detected from the content (not from the name). */
    content_type: text().notNull(),
    size: integer().notNull(),
    /** Where the storage keeps the bytes (a relative key, never a user-supplied path). */
    storage_key: text().notNull(),
    sha256: text(),
    /** users.id or developers.id of the uploader (no FK: either kind). */
    uploaded_by: uuid(),
    ...timestamps(),
  },
  (t): Constraints => [
    unique("files_company_id_id_key").on(t.company_id, t.id),
    uniqueIndex("files_storage_key_key").on(t.storage_key),
    index("files_company_id_created_at_idx").on(t.company_id, t.created_at),
    enumCheck(t.purpose, FILE_PURPOSES),
  ],
);

export const developers = pgTable(
  "developers",
  {
    id: idColumn().primaryKey(),
    name: text().notNull(),
    /** Stored lower-cased; unique. Also present in login_index. */
    email: text().notNull(),
    phone: text(),
    photo_id: uuid().references((): AnyPgColumn => files.id, { onDelete: "set null" }),
    password_hash: text(),
    blocked: boolean().notNull().default(false),
    email_verified_at: timestamptz(),
    last_login_at: timestamptz(),
    ...timestamps(),
  },
  (t): Constraints => [uniqueIndex("developers_email_key").on(t.email), lowerCaseCheck(t.email)],
);

/** Ads shown on the dashboard, managed by developers. */
export const banners = pgTable(
  "banners",
  {
    id: idColumn().primaryKey(),
    title: text().notNull(),
    link: text(),
    description: text(),
    /** The image's URL as the UI shows it (usually the API's URL of image_id). */
    image_url: text(),
    image_id: uuid().references((): AnyPgColumn => files.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t): Constraints => [index("banners_created_at_idx").on(t.created_at)],
);

/** The permission list: values such as "employees:read" that custom access roles grant. */
export const permissions = pgTable("permissions", {
  value: text().primaryKey(),
  label: text().notNull(),
  /** The menu id the permission belongs to (for grouping in the UI). */
  menu: text(),
  ...timestamps(),
});

/**
 * API tokens. Only a hash of the token is stored. A session belongs to a developer or to a company
 * user. A developer who works inside a company (company switch) has company_id set; "login as admin"
 * creates a user session whose impersonator_session_id is the developer's session, so logging out of
 * it returns to that session, and revoking the developer session removes it.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: idColumn().primaryKey(),
    token_hash: text().notNull(),
    subject_kind: text().notNull(),
    developer_id: uuid().references((): AnyPgColumn => developers.id, { onDelete: "cascade" }),
    company_id: uuid().references((): AnyPgColumn => companies.id, { onDelete: "cascade" }),
    /** users.id (of company_id). No FK: see the file comment; the API revokes sessions with the user. */
    user_id: uuid(),
    impersonator_session_id: uuid().references((): AnyPgColumn => sessions.id, { onDelete: "cascade" }),
    last_seen_at: timestamptz().notNull().defaultNow(),
    idle_expires_at: timestamptz().notNull(),
    absolute_expires_at: timestamptz().notNull(),
    revoked_at: timestamptz(),
    user_agent: text(),
    ip: text(),
    ...timestamps(),
  },
  (t): Constraints => [
    uniqueIndex("sessions_token_hash_key").on(t.token_hash),
    index("sessions_company_id_user_id_idx").on(t.company_id, t.user_id),
    index("sessions_developer_id_idx").on(t.developer_id),
    index("sessions_absolute_expires_at_idx").on(t.absolute_expires_at),
    enumCheck(t.subject_kind, SUBJECT_KINDS),
    // A developer session names the developer (and maybe a company); a user session names the user
    // and the user's company.
    check(
      "sessions_subject_check",
      sql.raw(
        `("subject_kind" = 'developer' AND "developer_id" IS NOT NULL AND "user_id" IS NULL) OR ` +
          `("subject_kind" = 'user' AND "user_id" IS NOT NULL AND "company_id" IS NOT NULL AND "developer_id" IS NULL)`,
      ),
    ),
  ],
);

/**
 * Every sign-in name (lower-cased e-mail or username) of every account, so that a sign-in finds exactly
 * one account across all companies. A user with an e-mail and a username has two rows. The API writes
 * these rows in the same transaction as the account; the primary key rejects a name already taken.
 */
export const login_index = pgTable(
  "login_index",
  {
    login: text().primaryKey(),
    kind: text().notNull(),
    /** Set for users, NULL for developers. */
    company_id: uuid().references((): AnyPgColumn => companies.id, { onDelete: "cascade" }),
    /** developers.id or users.id. */
    subject_id: uuid().notNull(),
    ...timestamps(),
  },
  (t): Constraints => [
    index("login_index_subject_idx").on(t.kind, t.subject_id),
    lowerCaseCheck(t.login),
    enumCheck(t.kind, SUBJECT_KINDS),
    check("login_index_company_check", sql.raw(`("kind" = 'user') = ("company_id" IS NOT NULL)`)),
  ],
);

/** "Request access" from a company that is not a customer yet (the developer's Request list). */
export const access_requests = pgTable(
  "access_requests",
  {
    id: idColumn().primaryKey(),
    /** The requesting company's name (free text: the company does not exist yet). */
    company: text().notNull(),
    /** The contact person. */
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    purpose: text(),
    status: text().notNull().default("todo"),
    ...timestamps(),
  },
  (t): Constraints => [index("access_requests_created_at_idx").on(t.created_at), enumCheck(t.status, ACCESS_REQUEST_STATUSES)],
);

/**
 * One-time tokens sent by e-mail: address verification, password reset, invitation. Only the hash is
 * stored. Global so that a link resolves without knowing the company first.
 */
export const email_tokens = pgTable(
  "email_tokens",
  {
    id: idColumn().primaryKey(),
    token_hash: text().notNull(),
    purpose: text().notNull(),
    subject_kind: text().notNull(),
    /** developers.id, users.id or invited_users.id. */
    subject_id: uuid().notNull(),
    /** The subject's company (users and invitations); NULL for developers. */
    company_id: uuid().references((): AnyPgColumn => companies.id, { onDelete: "cascade" }),
    /** The address the token was sent to. */
    email: text().notNull(),
    expires_at: timestamptz().notNull(),
    used_at: timestamptz(),
    ...timestamps(),
  },
  (t): Constraints => [
    uniqueIndex("email_tokens_token_hash_key").on(t.token_hash),
    index("email_tokens_subject_idx").on(t.subject_kind, t.subject_id),
    index("email_tokens_expires_at_idx").on(t.expires_at),
    enumCheck(t.purpose, EMAIL_TOKEN_PURPOSES),
    enumCheck(t.subject_kind, EMAIL_TOKEN_SUBJECTS),
  ],
);

/**
 * Sign-in rate limiting shared by every replica: one row per key (e.g. "ip:203.0.113.7" or
 * "pair:budi@example.com 203.0.113.7") counting attempts; past a limit each attempt makes the next
 * wait longer (docs/decisions/0021-sign-in-throttling.md).
 */
export const login_attempts = pgTable(
  "login_attempts",
  {
    key: text().primaryKey(),
    failures: integer().notNull().default(0),
    window_started_at: timestamptz().notNull().defaultNow(),
    blocked_until: timestamptz(),
    /** When the account's owner was told of this episode (an account key only; once per episode). */
    notified_at: timestamptz(),
    ...timestamps(),
  },
  (t): Constraints => [index("login_attempts_updated_at_idx").on(t.updated_at)],
);

/**
 * Browsers (device ids from the web tier's device cookie, hashed) that have signed in to an account
 * with its password: a right password from one of them is not held back by the throttling of other
 * addresses (docs/decisions/0021-sign-in-throttling.md). subject_id is developers.id or users.id.
 */
export const known_devices = pgTable(
  "known_devices",
  {
    id: idColumn().primaryKey(),
    subject_kind: text().notNull(),
    subject_id: uuid().notNull(),
    company_id: uuid().references((): AnyPgColumn => companies.id, { onDelete: "cascade" }),
    device_hash: text().notNull(),
    last_used_at: timestamptz().notNull().defaultNow(),
    ...timestamps(),
  },
  (t): Constraints => [
    uniqueIndex("known_devices_subject_device_key").on(t.subject_kind, t.subject_id, t.device_hash),
    enumCheck(t.subject_kind, SUBJECT_KINDS),
  ],
);
