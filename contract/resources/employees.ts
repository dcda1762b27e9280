/** Employees: the record (docs/specification.md §3, every section), its sub-lists and warning letters. */
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
} from "../enums";
import { f } from "../fields";
import { defineResource, type FieldGroups, type ResourceContract } from "../resource";

/** Screens that show or pick employees read them; only the employee screens change them. */
export const EMPLOYEE_READERS = [
  "active-employees",
  "resigned-employees",
  "warning-letter",
  "approval-flow",
  "attendance-group",
  "daily",
  "announcements",
  "admin-location",
  "approver",
  "sub-admin",
  "assign-access",
  "jmp-matrix",
  "medical-checkup",
  "project-pob",
  "balance",
  "company-info",
] as const;
const EMPLOYEE_EDITORS = ["active-employees", "resigned-employees"] as const;

export const employeeFields = {
  // Personal
  fullname: f.text({ required: true }),
  nickname: f.text({ max: 50 }),
  birth_date: f.date(),
  birth_place: f.text(),
  gender: f.enum(GENDERS),
  age: f.computed("integer"),
  marriage_date: f.date(),
  marital_status: f.enum(MARITAL_STATUSES),
  blood_type: f.enum(BLOOD_TYPES),
  nationality: f.ref("refs/employees/personal/nationalities"),
  no_of_children: f.integer({ min: 0, max: 20 }),
  religion: f.ref("refs/employees/personal/religions"),
  last_medical_check_up: f.date(),
  // Employment
  join_date: f.date(),
  /** The month of the join date (1–12): the list's filter for this month's work anniversaries (docs/decisions/0042-hr-home.md). */
  join_month: f.computed("integer"),
  end_of_contract: f.date(),
  work_experience: f.computed("number"),
  service_length: f.computed("number"),
  recruitment_type: f.enum(RECRUITMENT_TYPES),
  status: f.enum(EMPLOYMENT_STATUSES),
  active: f.computed("boolean"),
  resign_date: f.computed("date"),
  exit_reason: f.computed("text"),
  // Assignment
  sponsor: f.ref("refs/employees/orgs/sponsors"),
  department: f.ref("refs/employees/orgs/departments"),
  sub_department: f.ref("refs/employees/orgs/sub-departments"),
  job_title: f.ref("refs/employees/orgs/job-titles"),
  role: f.ref("refs/employees/assigns/roles"),
  location: f.ref("refs/employees/orgs/locations"),
  work_days: f.enum(WORK_DAYS),
  supervisor: f.ref("employees"),
  attendance_group: f.ref("attendance-groups"),
  // Salary
  bank: f.ref("refs/employees/legalities/banks"),
  thp: f.money(),
  account_number: f.digits({ max: 30 }),
  pph_deduction: f.enum(PPH_DEDUCTIONS),
  basic_salary: f.money(),
  payroll_active: f.boolean(),
  allowance_housing: f.money(),
  allowance_meal: f.money(),
  allowance_transport: f.money(),
  allowance_field: f.money(),
  allowance_telephone: f.money(),
  allowance_other: f.money(),
  yard_bonus: f.money(),
  job_bonus_normal: f.money(),
  job_bonus_complex: f.money(),
  has_valid_npwp: f.boolean(),
  // Legality
  ktp_number: f.digits({ max: 16 }),
  npwp_number: f.text({ max: 20 }),
  /** A foreign employee's passport (docs/statutory-exports.md §1: the Coretax files' CounterpartPassport). */
  passport_number: f.text({ max: 20 }),
  bpjs_tk_number: f.text({ max: 20 }),
  bpjs_ks_number: f.text({ max: 20 }),
  // BPJS deduction
  bpjs_tk_registered: f.boolean(),
  bpjs_tk_salary: f.money(),
  bpjs_type: f.enum(BPJS_TYPES),
  bpjs_ks_registered: f.boolean(),
  bpjs_ks_salary: f.money(),
  additional_family_member: f.boolean(),
  total_additional_family: f.integer({ min: 0, max: 20 }),
  // Computed by the API from the wage bases, the company's JKK rate and the caps in force (read-only).
  jkk_percentage: f.computed("percent"),
  bpjs_tk_jht: f.computed("money"),
  bpjs_tk_jp: f.computed("money"),
  bpjs_jkk: f.computed("money"),
  bpjs_jkm: f.computed("money"),
  bpjs_ks: f.computed("money"),
  // Address
  id_card_address: f.address(),
  domicile_address: f.address(),
  domicile_same_address: f.boolean(),
  // Account
  photo: f.file("photo"),
  email: f.email(),
  phone: f.phone(),
};
/** Who reads the employee record beyond a picker's fields: the employee screens (docs/specification.md §6). */
const EMPLOYEE_PAGES = ["active-employees", "resigned-employees"] as const;
/** Salaries, bank accounts and BPJS wages are payroll's: the payroll menu (admin, sub admin, custom with it). */
const PAYROLL_PAGES = ["payroll-calculator"] as const;

/**
 * docs/design.md decision 9 (docs/decisions/0019): every employee field in exactly one group. A picker
 * (an approval flow, an announcement's targets, a leave balance…) gets the name, the employee number,
 * whether they still work here and where; the employee screens read the person; payroll reads pay.
 */
/** The allowances and bonuses a month's pay is computed from (api/payroll/runs.ts, PAYROLL_FIELDS). */
export const PAY_ALLOWANCE_FIELDS = [
  "allowance_housing",
  "allowance_meal",
  "allowance_transport",
  "allowance_field",
  "allowance_telephone",
  "allowance_other",
  "yard_bonus",
  "job_bonus_normal",
  "job_bonus_complex",
] as const;

/** The BPJS fields a month's pay is computed from (api/payroll/runs.ts, PAYROLL_FIELDS). */
export const PAY_BPJS_FIELDS = [
  "bpjs_tk_registered",
  "bpjs_tk_salary",
  "bpjs_type",
  "bpjs_ks_registered",
  "bpjs_ks_salary",
  "additional_family_member",
  "total_additional_family",
] as const;

export const EMPLOYEE_FIELD_GROUPS: FieldGroups = {
  always: ["fullname", "nickname", "active", "department", "job_title", "location"],
  groups: {
    identity: {
      read: EMPLOYEE_PAGES,
      fields: ["birth_date", "birth_place", "gender", "age", "marriage_date", "marital_status", "blood_type", "nationality", "no_of_children", "religion", "last_medical_check_up", "photo"],
    },
    contact: { read: EMPLOYEE_PAGES, fields: ["email", "phone"] },
    assignment: {
      read: EMPLOYEE_PAGES,
      fields: [
        "join_date",
        "join_month",
        "end_of_contract",
        "work_experience",
        "service_length",
        "recruitment_type",
        "status",
        "resign_date",
        "exit_reason",
        "sponsor",
        "sub_department",
        "role",
        "work_days",
        "supervisor",
        "attendance_group",
      ],
    },
    salary: {
      read: PAYROLL_PAGES,
      fields: [
        "bank",
        "thp",
        "account_number",
        "pph_deduction",
        "basic_salary",
        "payroll_active",
        ...PAY_ALLOWANCE_FIELDS,
        "has_valid_npwp",
        ...PAY_BPJS_FIELDS,
        "jkk_percentage",
        "bpjs_tk_jht",
        "bpjs_tk_jp",
        "bpjs_jkk",
        "bpjs_jkm",
        "bpjs_ks",
      ],
    },
    legality: { read: EMPLOYEE_PAGES, fields: ["ktp_number", "npwp_number", "passport_number", "bpjs_tk_number", "bpjs_ks_number"] },
    address: { read: EMPLOYEE_PAGES, fields: ["id_card_address", "domicile_address", "domicile_same_address"] },
  },
};

/**
 * An employee's sign-in account (users.employee_id): GET/PUT /v1/employees/{id}/account, a route of its
 * own (api/resources/employees.ts). Not a generic resource, so not in the list below.
 */
export const employeeAccount = defineResource({
  path: "employees/:id/account",
  parent: "employees",
  fields: {
    photo: f.file("photo"),
    email: f.email(),
    phone: f.phone(),
    /** A new password set by HR (the person is signed out everywhere); empty keeps the current one. */
    password: f.text({ max: 200 }),
    blocked: f.boolean(),
    level: f.computed("text"),
    has_account: f.computed("boolean"),
  },
  access: { read: EMPLOYEE_EDITORS, write: EMPLOYEE_EDITORS },
  create: false,
  remove: false,
});

/** Making an employee resign: POST /v1/employees/{id}/exit (a route of its own). */
export const employeeExit = defineResource({
  path: "employees/:id/exit",
  parent: "employees",
  fields: { resign_date: f.date({ required: true }), exit_reason: f.textarea({ required: true, max: 1000 }) },
  access: { read: ["active-employees"], write: ["active-employees"] },
  update: false,
  remove: false,
});

/** Taking a resigned employee back: POST /v1/employees/{id}/reinstate (no fields). */
export const employeeReinstate = defineResource({
  path: "employees/:id/reinstate",
  parent: "employees",
  fields: {},
  access: { read: ["resigned-employees"], write: ["resigned-employees"] },
  update: false,
  remove: false,
});

function employeeSubList<const C extends string>(child: C, fields: ResourceContract["fields"], sort: string, search?: string[]) {
  return defineResource({
    path: `employees/:id/${child}` as const,
    parent: "employees",
    fields,
    sort,
    search,
    access: { read: EMPLOYEE_EDITORS, write: EMPLOYEE_EDITORS },
  });
}

export const employeeResources = [
  defineResource({
    path: "employees",
    fields: employeeFields,
    search: ["fullname", "nickname", "email"],
    sort: "fullname",
    display: ["fullname", "nickname"],
    access: { read: EMPLOYEE_READERS, write: ["active-employees"] },
    fieldGroups: EMPLOYEE_FIELD_GROUPS,
    // Employees arrive by invitation or import (api/employees/routes.ts) as well as here; they leave through exit-employee.
    remove: false,
  }),
  // Resigned employees (active = false): no create (one resigns from the employee page, POST
  // employees/{id}/exit); DELETE removes a leaver without history and refuses one with it (409).
  defineResource({
    path: "employees/exit-employee",
    fields: employeeFields,
    search: ["fullname", "nickname", "email"],
    sort: "-resign_date",
    display: ["fullname", "nickname"],
    access: { read: ["resigned-employees"], write: ["resigned-employees"] },
    fieldGroups: EMPLOYEE_FIELD_GROUPS,
    create: false,
  }),
  employeeSubList("emergency-contacts", { name: f.text({ required: true }), relationship: f.ref("refs/employees/personal/relationships"), phone: f.phone() }, "name", ["name"]),
  employeeSubList(
    "family",
    { name: f.text({ required: true }), relationship: f.ref("refs/employees/personal/relationships"), phone: f.phone(), bpjs_ks_additional: f.boolean() },
    "name",
    ["name"],
  ),
  employeeSubList(
    "work-experiences",
    { company_name: f.text({ required: true }), job_title: f.text(), location: f.text(), start_date: f.date(), end_date: f.date() },
    "-start_date",
    ["company_name"],
  ),
  employeeSubList(
    "educations",
    {
      institute_name: f.text({ required: true }),
      title: f.ref("refs/employees/personal/titles"),
      major: f.ref("refs/employees/personal/majors"),
      grad_year: f.integer({ min: 1950, max: 2100 }),
    },
    "-grad_year",
    ["institute_name"],
  ),
  employeeSubList(
    "courses",
    {
      name: f.text({ required: true }),
      type: f.ref("refs/employees/personal/courses-type"),
      course_number: f.text(),
      issuing_organization: f.text(),
      issue_date: f.date(),
      expiration_date: f.date(),
      course_url: f.url(),
    },
    "-issue_date",
    ["name"],
  ),
  employeeSubList("attachments", { name: f.text({ required: true }), file: f.file("attachment") }, "name", ["name"]),
  employeeSubList(
    "case-achievement",
    { title: f.text({ required: true }), type: f.enum(CASE_ACHIEVEMENT_TYPES, { required: true }), date: f.date(), description: f.textarea({ max: 5000 }) },
    "-date",
    ["title"],
  ),
  defineResource({
    path: "employees/surat-peringatan",
    fields: {
      employee: f.ref("employees", { required: true }),
      type: f.enum(WARNING_LETTER_TYPES, { required: true }),
      start_date: f.date({ required: true }),
      end_date: f.date(),
      description: f.textarea({ max: 5000 }),
      attachment: f.file("warning_letter"),
    },
    sort: "-start_date",
    access: { read: ["warning-letter"], write: ["warning-letter"] },
  }),
];
