/** Employees: the active and resigned lists (the employee's page as tabs), and warning letters. */
import { employeeAccount, employeeExit, employeeReinstate } from "../../contract/resources/employees";
import type { ResourcePath, SubListOf } from "../../contract/resources/index";
import type { ColumnDecl, FilterDecl, FormDecl, ScreenDecl, ViewDecl } from "./screen.server";
import { ACTIVE_EMPLOYEES, INVITED_USERS } from "./shared";
import { messageText } from "../../contract/message-text";

/**
 * The employee's page: the sections of docs/specification.md §3 as tabs over one record (`resource`: the list's own, so a
 * leaver's page edits through the resigned list's resource), the account, then the sub-lists.
 */
function employeeRecord(resource: ResourcePath): ViewDecl[] {
  const section = (id: string, form: FormDecl, more: Partial<ViewDecl> = {}): ViewDecl => ({ id, label: `screens:tabs.${id}`, resource, kind: "record", form, ...more });
  const subList = (id: string, child: SubListOf<"employees">, columns: ColumnDecl[], fields: string[], name: string): ViewDecl => ({
    id,
    label: `screens:tabs.${id}`,
    resource: `employees/:id/${child}`,
    columns,
    search: false,
    name,
    form: { groups: [{ fields }] },
  });
  const noDate = "common:fallback.noDate";
  return [
    section("personnel", {
      groups: [
        { fields: ["fullname", "nickname", "birth_date", "birth_place", "age", "gender", "marital_status", "marriage_date", "no_of_children", "blood_type", "nationality", "religion", "last_medical_check_up"] },
      ],
    }),
    section("employment", { groups: [{ fields: ["join_date", "end_of_contract", "work_experience", "service_length", "recruitment_type", "status", "active", "resign_date", "exit_reason"] }] }),
    section(
      "assignment",
      { groups: [{ fields: ["sponsor", "department", "sub_department", "job_title", "role", "location", "work_days", "supervisor", "attendance_group"] }] },
      { options: { supervisor: { ...ACTIVE_EMPLOYEES, clearable: true } } },
    ),
    section("salary", {
      groups: [
        { fields: ["bank", "account_number", "thp", "basic_salary", "pph_deduction", "has_valid_npwp", "payroll_active"] },
        { label: "screens:groups.allowances", fields: ["allowance_housing", "allowance_meal", "allowance_transport", "allowance_field", "allowance_telephone", "allowance_other"] },
        { label: "screens:groups.bonuses", fields: ["yard_bonus", "job_bonus_normal", "job_bonus_complex"] },
      ],
    }),
    section("legalities", { groups: [{ fields: ["ktp_number", "npwp_number", "passport_number", "bpjs_tk_number", "bpjs_ks_number"] }], hints: { passport_number: "screens:hints.passportNumber" } }),
    // The component amounts are read-only: the API computes them from the wage bases, the company's JKK rate and the caps.
    section("deduction", {
      groups: [
        { label: "screens:groups.bpjsTk", fields: ["bpjs_tk_registered", "bpjs_type", "bpjs_tk_salary", "jkk_percentage", "bpjs_tk_jht", "bpjs_tk_jp", "bpjs_jkk", "bpjs_jkm"] },
        { label: "screens:groups.bpjsKs", fields: ["bpjs_ks_registered", "bpjs_ks_salary", "additional_family_member", "total_additional_family", "bpjs_ks"] },
      ],
      hints: { bpjs_tk_salary: "screens:hints.bpjsWage", bpjs_ks_salary: "screens:hints.bpjsWage", bpjs_tk_jht: "screens:hints.bpjsEmployee", bpjs_jkk: "screens:hints.bpjsEmployer" },
    }),
    section("address", {
      groups: [{ fields: ["id_card_address", "domicile_same_address", "domicile_address"] }],
      // Spec §5: the domicile is a copy of the ID-card address while "same address" is on (the API copies it).
      rules: [{ when: { field: "domicile_same_address", is: ["true"] }, disable: ["domicile_address"] }],
      hints: { domicile_same_address: "screens:hints.sameAddress" },
    }),
    {
      id: "account",
      label: "screens:tabs.account",
      resource: "employees/:id/account",
      contract: employeeAccount,
      kind: "record",
      inputs: { password: "password" },
      form: {
        groups: [{ fields: ["photo", "email", "phone", "password", "blocked", "level"] }],
        hints: { password: "screens:hints.passwordOverride", blocked: "screens:hints.blocked", email: "screens:hints.accountEmail" },
      },
    },
    subList("emergency-contacts", "emergency-contacts", [{ field: "name" }, { field: "relationship" }, { field: "phone" }], ["name", "relationship", "phone"], "name"),
    subList("family", "family", [{ field: "name" }, { field: "relationship" }, { field: "phone" }, { field: "bpjs_ks_additional" }], ["name", "relationship", "phone", "bpjs_ks_additional"], "name"),
    subList(
      "work-experiences",
      "work-experiences",
      [{ field: "company_name" }, { field: "job_title", format: "text" }, { field: "location", format: "text" }, { field: "start_date" }, { field: "end_date" }],
      ["company_name", "job_title", "location", "start_date", "end_date"],
      "company_name",
    ),
    subList("educations", "educations", [{ field: "institute_name" }, { field: "title" }, { field: "major" }, { field: "grad_year", format: "text" }], ["institute_name", "title", "major", "grad_year"], "institute_name"),
    subList(
      "courses",
      "courses",
      [{ field: "name" }, { field: "type" }, { field: "course_number" }, { field: "issue_date", empty: noDate }, { field: "expiration_date", empty: noDate }, { field: "course_url" }],
      ["name", "type", "course_number", "issuing_organization", "issue_date", "expiration_date", "course_url"],
      "name",
    ),
    subList("attachments", "attachments", [{ field: "name" }, { field: "file", sortable: false }], ["name", "file"], "name"),
    subList("case-achievement", "case-achievement", [{ field: "title" }, { field: "type" }, { field: "date" }, { field: "description", format: "excerpt" }], ["title", "type", "date", "description"], "title"),
  ];
}

/** The join date's month, named in the reader's language (the "dashboard" namespace every dashboard page loads). */
const JOIN_MONTH = { join_month: { kind: "static", values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], labels: "dashboard:home.months", clearable: true } } as const;

/** The active and the resigned employees: the same columns and filters, each with the employee's page. */
function employeeLists(): ScreenDecl[] {
  const columns: ColumnDecl[] = [{ field: "fullname" }, { field: "nickname" }, { field: "department", display: ["name"] }, { field: "job_title", display: ["name"] }, { field: "location", display: ["name"] }];
  const filters: FilterDecl[] = [
    { field: "status", kind: "select" },
    { field: "department", kind: "select" },
    { field: "location", kind: "select" },
    { field: "join_date", kind: "dateRange" },
    // The home's "contracts / probation ending" and "work anniversaries" link here (docs/decisions/0042-hr-home.md).
    { field: "end_of_contract", kind: "dateRange" },
    { field: "join_month", kind: "select", label: "dashboard:home.filters.joinMonth" },
  ];
  const resume = (list: string) => [{ label: "screens:employee.resume", href: `/dashboard/employees/${list}/:id/resume` }];
  return [
    {
      menu: "active-employees",
      views: [
        {
          id: "main",
          label: "screens:tabs.activeEmployees",
          resource: "employees",
          query: { active: "true" },
          columns: [...columns, { field: "join_date" }, { field: "status" }],
          search: "screens:search.employee",
          filters,
          options: JOIN_MONTH,
          name: "fullname",
          // Employees arrive by invitation or import (the invite, bulk invite, import and export pages).
          createHref: "/dashboard/employees/active-employees/invite",
          toolbar: [
            { label: "screens:employee.bulkInvite", href: "/dashboard/employees/active-employees/bulk-invite" },
            { label: "screens:employee.import", href: "/dashboard/employees/active-employees/import" },
            { label: "screens:list.export", href: "/dashboard/employees/active-employees/export", keepQuery: true },
          ],
          export: false,
          record: [
            ...employeeRecord("employees"),
            {
              id: "exit",
              label: "screens:tabs.exit",
              resource: "employees/:id/exit",
              contract: employeeExit,
              kind: "request",
              form: { groups: [{ fields: ["resign_date", "exit_reason"] }], hints: { resign_date: "screens:hints.resign" } },
              done: { href: "/dashboard/employees/resigned-employees", message: messageText("employeeResigned") },
            },
          ],
          links: resume("active-employees"),
        },
        // Who has been invited and whether they have accepted: where an invitation leads (docs/specification.md §8).
        {
          id: "invited",
          label: "screens:tabs.invited",
          ...INVITED_USERS,
          create: false,
          update: false,
          remove: false,
          actions: false,
        },
      ],
    },
    {
      menu: "resigned-employees",
      views: [
        {
          id: "main",
          resource: "employees/exit-employee",
          columns: [...columns, { field: "resign_date", format: "date", sortable: true }, { field: "exit_reason", format: "excerpt" }],
          search: "screens:search.employee",
          filters,
          options: JOIN_MONTH,
          name: "fullname",
          toolbar: [{ label: "screens:list.export", href: "/dashboard/employees/resigned-employees/export", keepQuery: true }],
          export: false,
          record: [
            ...employeeRecord("employees/exit-employee"),
            {
              id: "reinstate",
              label: "screens:tabs.reinstate",
              resource: "employees/:id/reinstate",
              contract: employeeReinstate,
              kind: "request",
              form: { groups: [] },
              done: { href: "/dashboard/employees/active-employees", message: messageText("employeeReinstated") },
            },
          ],
          links: resume("resigned-employees"),
        },
      ],
    },
  ];
}

export const employeeScreens: readonly ScreenDecl[] = [
  ...employeeLists(),
  {
    menu: "warning-letter",
    views: [
      {
        id: "letters",
        label: "screens:tabs.warningLetters",
        resource: "employees/surat-peringatan",
        columns: [
          { field: "employee", sortable: false },
          { field: "type", format: "enum" },
          { field: "start_date", format: "date" },
          { field: "end_date", format: "date" },
          { field: "attachment", format: "file", sortable: false },
        ],
        search: false,
        filters: [
          { field: "employee", kind: "select" },
          { field: "type", kind: "select" },
          { field: "start_date", kind: "dateRange" },
        ],
        // Delete asks about the employee's letter: 'Are you sure want to delete {employee}?'
        name: "employee",
        form: { groups: [{ fields: ["employee", "type", "start_date", "end_date", "description", "attachment"] }] },
        options: { employee: ACTIVE_EMPLOYEES },
      },
      // Active (today between start and end date) and expired letters per employee: its own page.
      {
        id: "status",
        label: "screens:tabs.warningStatus",
        resource: "employees/surat-peringatan",
        href: "/dashboard/employees/warning-letter/status",
        create: false,
        update: false,
        remove: false,
      },
    ],
  },
];
