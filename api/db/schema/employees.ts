/**
 * Employees (one wide table with every section of the employee form), their sub-lists, warning letters
 * and medical check-ups.
 *
 * Employees are never hard-deleted: leaving is `active = false` with `resign_date` and `exit_reason`
 * (the "exit employee" path). Sub-lists go with their employee (CASCADE); history rows (warning
 * letters, medical check-ups, and elsewhere attendance, approvals, leave balances, payroll items) block
 * a hard delete instead (NO ACTION).
 *
 * Not stored, computed by the API: age, work_experience, service_length, and the BPJS component
 * amounts (bpjs_tk_jht, bpjs_jkm, bpjs_tk_jp, bpjs_jkk, bpjs_ks) and jkk_percentage (the company's).
 */
import { getTableName, sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { enumCheck, money, orderCheck, rangeCheck, type Constraints } from "./_base";
import { fileFk, tenant, tenantFk, tenantPk } from "./_tenant";
import { attendance_groups } from "./attendance";
import {
  BLOOD_TYPES,
  BPJS_TYPES,
  CASE_ACHIEVEMENT_TYPES,
  EMPLOYMENT_STATUSES,
  GENDERS,
  MARITAL_STATUSES,
  PPH_DEDUCTIONS,
  RECRUITMENT_TYPES,
  WARNING_LETTER_TYPES,
  WORK_DAYS,
} from "./enums";
import {
  banks,
  course_types,
  departments,
  education_levels,
  employee_roles,
  job_titles,
  locations,
  majors,
  nationalities,
  relationships,
  religions,
  sponsors,
  sub_departments,
} from "./references";

/** An ID-card (KTP) or domicile address. All parts optional strings. */
export interface Address {
  address?: string;
  rt?: string;
  rw?: string;
  postal_code?: string;
  province?: string;
  city?: string;
  district?: string;
  sub_district?: string;
}

export const employees = pgTable(
  "employees",
  {
    ...tenant(),

    // Personal
    fullname: text().notNull(),
    /** Shown as "Employee No."; unique in the company when set. */
    nickname: text(),
    birth_date: date({ mode: "string" }),
    birth_place: text(),
    gender: text(),
    marriage_date: date({ mode: "string" }),
    /** PTKP status, one of MARITAL_STATUSES (tk/0 … k/3). */
    marital_status: text(),
    blood_type: text(),
    nationality_id: uuid(),
    no_of_children: integer().notNull().default(0),
    religion_id: uuid(),
    last_medical_check_up: date({ mode: "string" }),

    // Employment
    join_date: date({ mode: "string" }),
    end_of_contract: date({ mode: "string" }),
    recruitment_type: text(),
    status: text().notNull().default("not_set"),
    active: boolean().notNull().default(true),
    /** Last working day when the employee left (active = false). */
    resign_date: date({ mode: "string" }),
    exit_reason: text(),

    // Assignment
    sponsor_id: uuid(),
    department_id: uuid(),
    sub_department_id: uuid(),
    job_title_id: uuid(),
    /** The employee role (grade): employee_roles. */
    role_id: uuid(),
    location_id: uuid(),
    work_days: integer().notNull().default(5),
    supervisor_id: uuid(),
    /** Where the employee clocks in: the attendance group (its type, shifts and location). */
    attendance_group_id: uuid(),

    // Salary (money: whole rupiah, numeric(15,0))
    bank_id: uuid(),
    /** Agreed take-home pay, if the contract states one. */
    thp: money(),
    /** Digits only. */
    account_number: text(),
    /** Who bears PPh 21: one of PPH_DEDUCTIONS. */
    pph_deduction: text().notNull().default("gross"),
    basic_salary: money().notNull().default("0"),
    payroll_active: boolean().notNull().default(true),
    allowance_housing: money().notNull().default("0"),
    allowance_meal: money().notNull().default("0"),
    allowance_transport: money().notNull().default("0"),
    allowance_field: money().notNull().default("0"),
    allowance_telephone: money().notNull().default("0"),
    allowance_other: money().notNull().default("0"),
    yard_bonus: money().notNull().default("0"),
    job_bonus_normal: money().notNull().default("0"),
    job_bonus_complex: money().notNull().default("0"),
    /** Without a valid NPWP the tax is higher (the payroll domain applies the surcharge rule). */
    has_valid_npwp: boolean().notNull().default(false),

    // Legality
    ktp_number: text(),
    npwp_number: text(),
    /** A foreign employee's passport number: the Coretax files name them by it (docs/statutory-exports.md §1). */
    passport_number: text(),
    bpjs_tk_number: text(),
    bpjs_ks_number: text(),

    // BPJS deduction (inputs only; the component amounts are computed)
    bpjs_tk_registered: boolean().notNull().default(false),
    /** The wage BPJS Ketenagakerjaan contributions are based on (whole rupiah). */
    bpjs_tk_salary: money(),
    /** 1 wage earner, 2 non-wage earner, 3 not registered. */
    bpjs_type: integer(),
    bpjs_ks_registered: boolean().notNull().default(false),
    /** The wage BPJS Kesehatan contributions are based on (whole rupiah). */
    bpjs_ks_salary: money(),
    /** Whether additional family members (beyond the five covered) are insured through the employee. */
    additional_family_member: boolean().notNull().default(false),
    total_additional_family: integer().notNull().default(0),

    // Address
    id_card_address: jsonb().$type<Address>(),
    domicile_address: jsonb().$type<Address>(),
    /** When true the domicile address is a copy of the ID-card address. */
    domicile_same_address: boolean().notNull().default(false),

    // Utility
    photo_id: uuid(),
    email: text(),
    phone: text(),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("employees_company_id_nickname_key").on(t.company_id, t.nickname),
    index("employees_company_id_fullname_idx").on(t.company_id, sql`${t.fullname} COLLATE "und-x-icu"`),
    // Search by name, employee number or e-mail anywhere in the text: a trigram index on the very
    // expression the API's search uses (api/resources/engine.ts, searchExpression).
    index("employees_search_trgm_idx").using(
      "gin",
      sql`lower(coalesce(${t.fullname}, '') || ' ' || coalesce(${t.nickname}, '') || ' ' || coalesce(${t.email}, '')) gin_trgm_ops`,
    ),
    index("employees_company_id_active_fullname_idx").on(t.company_id, t.active, sql`${t.fullname} COLLATE "und-x-icu"`),
    index("employees_company_id_department_id_idx").on(t.company_id, t.department_id),
    index("employees_company_id_sub_department_id_idx").on(t.company_id, t.sub_department_id),
    index("employees_company_id_job_title_id_idx").on(t.company_id, t.job_title_id),
    index("employees_company_id_location_id_idx").on(t.company_id, t.location_id),
    index("employees_company_id_supervisor_id_idx").on(t.company_id, t.supervisor_id),
    index("employees_company_id_attendance_group_id_idx").on(t.company_id, t.attendance_group_id),
    index("employees_company_id_join_date_idx").on(t.company_id, t.join_date),
    enumCheck(t.gender, GENDERS),
    enumCheck(t.marital_status, MARITAL_STATUSES),
    enumCheck(t.blood_type, BLOOD_TYPES),
    rangeCheck(t.no_of_children, 0, 20),
    enumCheck(t.recruitment_type, RECRUITMENT_TYPES),
    enumCheck(t.status, EMPLOYMENT_STATUSES),
    enumCheck(t.work_days, WORK_DAYS),
    enumCheck(t.bpjs_type, BPJS_TYPES),
    enumCheck(t.pph_deduction, PPH_DEDUCTIONS),
    rangeCheck(t.total_additional_family, 0, 20),
    check("employees_account_number_check", sql.raw(`"account_number" ~ '^[0-9]*$'`)),
    check("employees_supervisor_id_check", sql.raw(`"supervisor_id" <> "id"`)),
    tenantFk(t, t.nationality_id, nationalities, "set null"),
    tenantFk(t, t.religion_id, religions, "set null"),
    tenantFk(t, t.sponsor_id, sponsors, "set null"),
    tenantFk(t, t.department_id, departments, "set null"),
    tenantFk(t, t.sub_department_id, sub_departments, "set null"),
    tenantFk(t, t.job_title_id, job_titles, "set null"),
    tenantFk(t, t.role_id, employee_roles, "set null"),
    tenantFk(t, t.location_id, locations, "set null"),
    tenantFk(t, t.supervisor_id, t, "set null"),
    tenantFk(t, t.attendance_group_id, attendance_groups, "set null"),
    tenantFk(t, t.bank_id, banks, "set null"),
    fileFk(t, t.photo_id),
  ],
);

/** Columns of a row that belongs to one employee. */
const employeeRowColumns = () => ({ ...tenant(), employee_id: uuid().notNull() });

/** Primary key, the per-employee index, and the foreign key to the employee. */
function employeeRowConstraints(t: { company_id: AnyPgColumn; id: AnyPgColumn; employee_id: AnyPgColumn }, onDelete: "cascade" | "restrict"): Constraints {
  const table = getTableName(t.id.table);
  return [
    tenantPk(t),
    index(`${table}_company_id_employee_id_idx`).on(t.company_id, t.employee_id),
    tenantFk(t, t.employee_id, employees, onDelete),
  ];
}

export const employee_emergency_contacts = pgTable(
  "employee_emergency_contacts",
  {
    ...employeeRowColumns(),
    name: text().notNull(),
    relationship_id: uuid(),
    phone: text(),
  },
  (t): Constraints => [...employeeRowConstraints(t, "cascade"), tenantFk(t, t.relationship_id, relationships, "set null")],
);

export const employee_family = pgTable(
  "employee_family",
  {
    ...employeeRowColumns(),
    name: text().notNull(),
    relationship_id: uuid(),
    phone: text(),
    /** Insured as an additional BPJS Kesehatan family member through the employee. */
    bpjs_ks_additional: boolean().notNull().default(false),
  },
  (t): Constraints => [...employeeRowConstraints(t, "cascade"), tenantFk(t, t.relationship_id, relationships, "set null")],
);

export const employee_work_experiences = pgTable(
  "employee_work_experiences",
  {
    ...employeeRowColumns(),
    company_name: text().notNull(),
    job_title: text(),
    location: text(),
    start_date: date({ mode: "string" }),
    end_date: date({ mode: "string" }),
  },
  (t): Constraints => [...employeeRowConstraints(t, "cascade"), orderCheck(t.start_date, t.end_date)],
);

export const employee_educations = pgTable(
  "employee_educations",
  {
    ...employeeRowColumns(),
    institute_name: text().notNull(),
    /** The education level (docs/specification.md §3: field "title", path refs/employees/personal/titles). */
    title_id: uuid(),
    major_id: uuid(),
    grad_year: integer(),
  },
  (t): Constraints => [
    ...employeeRowConstraints(t, "cascade"),
    rangeCheck(t.grad_year, 1900, 2200),
    tenantFk(t, t.title_id, education_levels, "set null"),
    tenantFk(t, t.major_id, majors, "set null"),
  ],
);

export const employee_courses = pgTable(
  "employee_courses",
  {
    ...employeeRowColumns(),
    name: text().notNull(),
    /** The course type (docs/specification.md §3: field "type", path refs/employees/personal/courses-type). */
    type_id: uuid(),
    course_number: text(),
    issuing_organization: text(),
    issue_date: date({ mode: "string" }),
    expiration_date: date({ mode: "string" }),
    course_url: text(),
  },
  (t): Constraints => [
    ...employeeRowConstraints(t, "cascade"),
    orderCheck(t.issue_date, t.expiration_date),
    tenantFk(t, t.type_id, course_types, "set null"),
  ],
);

export const employee_attachments = pgTable(
  "employee_attachments",
  {
    ...employeeRowColumns(),
    name: text().notNull(),
    file_id: uuid(),
  },
  (t): Constraints => [...employeeRowConstraints(t, "cascade"), fileFk(t, t.file_id)],
);

export const employee_case_achievements = pgTable(
  "employee_case_achievements",
  {
    ...employeeRowColumns(),
    title: text().notNull(),
    type: text().notNull(),
    date: date({ mode: "string" }),
    description: text(),
  },
  (t): Constraints => [...employeeRowConstraints(t, "cascade"), enumCheck(t.type, CASE_ACHIEVEMENT_TYPES)],
);

/** Surat peringatan (SP 1–3). */
export const warning_letters = pgTable(
  "warning_letters",
  {
    ...employeeRowColumns(),
    type: text().notNull(),
    start_date: date({ mode: "string" }).notNull(),
    end_date: date({ mode: "string" }),
    description: text(),
    /** The signed letter (PDF). */
    attachment_id: uuid(),
  },
  (t): Constraints => [
    ...employeeRowConstraints(t, "restrict"),
    index("warning_letters_company_id_start_date_idx").on(t.company_id, t.start_date),
    enumCheck(t.type, WARNING_LETTER_TYPES),
    orderCheck(t.start_date, t.end_date),
    fileFk(t, t.attachment_id),
  ],
);

/** Medical check-ups (MCU). employees.last_medical_check_up mirrors the latest date. */
export const medical_checkups = pgTable(
  "medical_checkups",
  {
    ...employeeRowColumns(),
    date: date({ mode: "string" }).notNull(),
    result: text(),
    notes: text(),
    file_id: uuid(),
  },
  (t): Constraints => [
    ...employeeRowConstraints(t, "restrict"),
    index("medical_checkups_company_id_date_idx").on(t.company_id, t.date),
    fileFk(t, t.file_id),
  ],
);

