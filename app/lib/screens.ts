/**
 * The declared screens (docs/conventions.md habit 5): for each menu leaf with a generic list / edit page,
 * which /v1 resource(s) it shows, its columns, search, filters, tabs, form groups, field-manipulator rules
 * and option sources. The generic routes (app/routes/dashboard.$.tsx, dashboard.edit.$.tsx) render any of
 * them; what a resource IS (fields, kinds, access, verbs) comes from contract/resources, never repeated.
 *
 * Pure: no framework, no server code. Imported by *.server.ts modules and tests only (the contract's zod
 * schemas stay out of the browser bundle).
 */
import type { FieldDef } from "../../contract/fields";
import { readableFields } from "../../contract/field-groups";
import { menuEntry, type MenuEntry, type MenuId, type PermissionLists, type Viewer } from "../../contract/navigation";
import type { ResourceContract } from "../../contract/resource";
import { WEEKDAYS } from "../../contract/resources/attendance";
import { employeeAccount, employeeExit, employeeReinstate } from "../../contract/resources/employees";
import { resourceContract, type ResourcePath, type SubListOf } from "../../contract/resources/index";
import type { ManipulatorRule } from "./manipulator";
import type { OptionSource } from "./options";
import type { CellFormat } from "./screen-model";

export interface ColumnDecl {
  field: string;
  /** i18n key (default `screens:fields.{field}`). */
  label?: string;
  /** Default: from the field's kind. */
  format?: CellFormat;
  /** Fields of a populated reference to show (default: the target's display fields). */
  display?: readonly string[];
  dash?: readonly string[];
  sortable?: boolean;
  /** More fields shown in this column (format "targets"). */
  also?: readonly string[];
  /** i18n key of what an empty cell says ('No Date'). */
  empty?: string;
}

export type FilterDecl = { field: string; kind: "select" | "dateRange"; label?: string };

export interface GroupDecl {
  /** i18n key. */
  label?: string;
  fields: readonly string[];
}

export interface FormDecl {
  groups: readonly GroupDecl[];
  rules?: readonly ManipulatorRule[];
  /** Field → i18n key of a hint. */
  hints?: Readonly<Record<string, string>>;
  /** Fields set when a record is made and shown as text afterwards. */
  createOnly?: readonly string[];
  /** Field → i18n key of its label on this form (default `screens:fields.{field}`). */
  labels?: Readonly<Record<string, string>>;
}

export type SourceDecl = OptionSource & { clearable?: boolean };

/** An endpoint that is not a generic resource; its view names the contract (`contract` below). */
type EndpointPath = (typeof employeeAccount | typeof employeeExit | typeof employeeReinstate)["path"];

export interface ViewDecl {
  /** Tab id (`?tab=`); "main" for a screen of one view. */
  id: string;
  /** i18n key of the tab. */
  label?: string;
  /** /v1 resource path (a sub-list keeps its `:id`). */
  resource: ResourcePath | EndpointPath;
  /** "list" (default), "record" (the caller's one record as a form) or "request" (a form that posts once). */
  kind?: "list" | "record" | "request";
  /** A sub-list of the caller's own company (`companies/:id/…`). */
  parent?: "company";
  columns?: readonly ColumnDecl[];
  /** i18n key of the search placeholder; false: no search box. */
  search?: string | false;
  filters?: readonly FilterDecl[];
  form?: FormDecl;
  /** Option sources by field (default: from the referenced resource's contract). */
  options?: Readonly<Record<string, SourceDecl>>;
  /** The field that names a record (delete confirmation). */
  name?: string;
  /** Narrow the contract's verbs (a screen never widens them). */
  create?: boolean;
  update?: boolean;
  remove?: boolean;
  /** "decide": approve or reject with a note (POST {resource}/{id}/decision). */
  rowActions?: readonly ("loginAsAdmin" | "decide")[];
  /** Filters the list always applies (a queue of pending journeys). */
  query?: Readonly<Record<string, string>>;
  /** The list's order when the user has chosen none (default: the contract's). */
  sort?: string;
  /** Row actions (edit, delete) at all: the activity log has none. */
  actions?: boolean;
  /** Page size of the list. */
  pageSize?: number;
  /** A tab that is a page of its own (a route file), shown beside the declared views. */
  href?: string;
  /** Where 'Add new' leads instead of the generic create page (an invitation form, say). */
  createHref?: string;
  /** More links in the list's toolbar; `keepQuery` hands them the list's current search and filters. */
  toolbar?: readonly ToolbarLink[];
  /** The generic xlsx export button (default: shown). */
  export?: boolean;
  /**
   * The record's page as tabs (`?section=`): forms over parts of the record (kind "record"; a resource
   * with `:id` is a one-record endpoint of the record, e.g. its account), its sub-lists (a resource
   * `…/:id/child`) and one-off actions (kind "request": a form POSTed once to the resource, e.g. exit).
   */
  record?: readonly ViewDecl[];
  /** For a view over an endpoint that is not a generic resource: its fields and access. */
  contract?: ResourceContract;
  /** Form inputs other than the field kind's (a password). */
  inputs?: Readonly<Record<string, "password">>;
  /** A request tab: where to go once it is done (`:id` is the record), and the flash message's key. */
  done?: { href: string; message: string };
  /** Links shown beside the record's tabs (`:id` is the record), e.g. its resume. */
  links?: readonly ToolbarLink[];
}

export interface ToolbarLink {
  /** i18n key. */
  label: string;
  href: string;
  keepQuery?: boolean;
}

export interface ScreenDecl {
  /** The menu leaf (contract/navigation.ts). */
  menu: MenuId;
  views: readonly ViewDecl[];
}

// ---- shared pieces ---------------------------------------------------------------------------------

const CODE_NAME: readonly ColumnDecl[] = [{ field: "code" }, { field: "name" }];
const CODE_NAME_FORM: FormDecl = { groups: [{ fields: ["code", "name"] }] };

/** A code/name reference list as a tab: one line per list (README "Adding a resource"). */
function referenceTab(id: string, resource: ResourcePath, extra: { columns?: readonly ColumnDecl[]; fields?: readonly string[] } = {}): ViewDecl {
  return {
    id,
    label: `screens:tabs.${id}`,
    resource,
    columns: [...CODE_NAME, ...(extra.columns ?? [])],
    search: "screens:search.codeOrName",
    form: extra.fields ? { groups: [{ fields: ["code", "name", ...extra.fields] }] } : CODE_NAME_FORM,
    name: "name",
  };
}

const ACTIVE_EMPLOYEES: SourceDecl = {
  kind: "server",
  path: "employees",
  display: ["fullname", "nickname"],
  searchIn: ["fullname", "nickname", "email"],
  query: { active: "true" },
  sort: "fullname",
  clearable: false,
};

// Computed fields are sortable only where the API stores them (say so with `sortable: true`).
const ASSIGNED_COLUMNS: readonly ColumnDecl[] = [
  { field: "fullname", sortable: true },
  { field: "email", sortable: true },
  { field: "phone", sortable: true },
  { field: "department" },
];

const TARGETS = ["department", "sub_department", "location", "job_title"] as const;

// ---- Approvals, HSE (e-journey): pieces of their declarations below ----------------------------------

/** An approval list (docs/specification.md §2): read-only, the request's content as an accordion row, no create. */
function approvalScreen(menu: "clock-in-out" | "change-shift" | "approval-leave" | "approval-overtime" | "business-trip"): ScreenDecl {
  const resource = (
    { "clock-in-out": "approvals/clock-corrections", "change-shift": "approvals/shifts", "approval-leave": "approvals/leave", "approval-overtime": "approvals/overtimes", "business-trip": "approvals/business-trip" } as const satisfies Record<typeof menu, ResourcePath>
  )[menu];
  return {
    menu,
    views: [
      {
        id: "main",
        resource,
        columns: [
          { field: "approval_number", sortable: true },
          { field: "employee", display: ["fullname"], sortable: false },
          { field: "created_at", label: "screens:fields.requestedAt", format: "datetime" },
          { field: "status", format: "enum", sortable: true },
          { field: "current_level", format: "number", sortable: true },
          { field: "content", label: "screens:fields.request", format: "details", also: ["context"], sortable: false },
        ],
        search: "screens:search.approvalNumber",
        filters: [
          { field: "status", kind: "select" },
          { field: "created_at", kind: "dateRange", label: "screens:fields.requestedAt" },
        ],
        name: "approval_number",
      },
    ],
  };
}

const JOURNEY_COLUMNS: readonly ColumnDecl[] = [
  { field: "departure_at", format: "datetime" },
  { field: "employee", label: "screens:fields.traveller", display: ["fullname"], sortable: false },
  { field: "vehicle", display: ["registration_number"], sortable: false },
  { field: "origin" },
  { field: "destination" },
];

// ---- the screens ---------------------------------------------------------------------------------

export const SCREENS: readonly ScreenDecl[] = [
  // Developer
  {
    menu: "companies",
    views: [
      {
        id: "main",
        resource: "companies",
        columns: [{ field: "name" }, { field: "address", format: "excerpt" }, { field: "admin", display: ["fullname"], sortable: false }],
        search: "screens:search.name",
        rowActions: ["loginAsAdmin"],
        name: "name",
        form: {
          groups: [
            { label: "screens:groups.company", fields: ["name", "code", "phone", "email", "website", "address", "logo", "admin"] },
            { label: "screens:groups.profile", fields: ["company_size", "industry", "hq_initial"] },
            { label: "screens:groups.tax", fields: ["npwp_number", "taxable_date", "umk", "umr", "ump", "bpjs_tk_no", "jkk_percentage"] },
          ],
        },
      },
    ],
  },
  {
    menu: "developer",
    views: [
      {
        id: "main",
        resource: "developers",
        columns: [{ field: "name" }, { field: "email" }, { field: "phone" }],
        search: "screens:search.nameOrEmail",
        name: "name",
        form: { groups: [{ fields: ["name", "email", "phone", "photo"] }] },
      },
    ],
  },
  {
    menu: "invited-user",
    views: [
      {
        id: "main",
        resource: "invited-users",
        columns: [{ field: "fullname" }, { field: "email" }, { field: "level", format: "enum" }, { field: "status", format: "enum", sortable: true }, { field: "created_at", format: "date" }],
        search: "screens:search.name",
        filters: [{ field: "level", kind: "select" }],
        name: "fullname",
        form: { groups: [{ fields: ["fullname", "email", "phone", "level", "photo", "status"] }] },
      },
    ],
  },
  {
    menu: "access",
    views: [
      {
        id: "main",
        resource: "requests",
        columns: [
          { field: "created_at", format: "date" },
          { field: "company" },
          { field: "name" },
          { field: "email" },
          { field: "purpose", format: "excerpt", sortable: false },
          { field: "status", format: "enum" },
        ],
        search: "screens:search.request",
        filters: [{ field: "status", kind: "select" }],
        name: "company",
        form: { groups: [{ fields: ["status", "company", "name", "email", "phone", "purpose"] }] },
      },
    ],
  },
  {
    menu: "banners",
    views: [
      {
        id: "main",
        resource: "banner",
        columns: [{ field: "image_url", format: "image", sortable: false }, { field: "title" }, { field: "link", format: "link" }, { field: "description", format: "excerpt" }],
        search: "screens:search.title",
        name: "title",
        form: { groups: [{ fields: ["title", "link", "description", "image"] }], hints: { image: "screens:hints.adImage" } },
      },
    ],
  },

  // Data References
  {
    menu: "employee-organization",
    views: [
      referenceTab("sponsors", "refs/employees/orgs/sponsors"),
      referenceTab("departments", "refs/employees/orgs/departments", { columns: [{ field: "head", display: ["fullname"] }], fields: ["head"] }),
      referenceTab("sub-departments", "refs/employees/orgs/sub-departments", {
        columns: [{ field: "department", display: ["name"] }, { field: "supervisor", display: ["fullname"] }],
        fields: ["department", "supervisor"],
      }),
      referenceTab("job-titles", "refs/employees/orgs/job-titles"),
      referenceTab("locations", "refs/employees/orgs/locations"),
    ],
  },
  {
    menu: "employee-personal",
    views: [
      referenceTab("nationalities", "refs/employees/personal/nationalities"),
      referenceTab("religions", "refs/employees/personal/religions"),
      referenceTab("titles", "refs/employees/personal/titles"),
      referenceTab("majors", "refs/employees/personal/majors"),
      referenceTab("courses-type", "refs/employees/personal/courses-type"),
      referenceTab("relationships", "refs/employees/personal/relationships"),
      referenceTab("banks", "refs/employees/legalities/banks"),
      referenceTab("roles", "refs/employees/assigns/roles", { columns: [{ field: "level" }, { field: "department", display: ["name"] }], fields: ["level", "department"] }),
    ],
  },

  // Portal
  {
    menu: "company-info",
    views: [
      {
        id: "info",
        label: "screens:tabs.companyInfo",
        resource: "portal",
        kind: "record",
        form: { groups: [{ fields: ["name", "code", "phone", "email", "website", "address", "logo", "admin"] }] },
      },
      {
        id: "tax",
        label: "screens:tabs.taxInformation",
        resource: "portal",
        kind: "record",
        form: {
          groups: [{ fields: ["npwp_number", "tax_person", "taxable_date", "tax_person_number", "umk", "umr", "ump", "bpjs_tk_no", "jkk_percentage"] }],
          hints: { tax_person_number: "screens:hints.taxPersonNumber" },
        },
        options: { tax_person: { ...ACTIVE_EMPLOYEES, clearable: true } },
      },
      {
        id: "digital-sign",
        label: "screens:tabs.digitalSignature",
        resource: "companies/:id/digital-sign",
        parent: "company",
        create: true,
        columns: [{ field: "name" }, { field: "title" }, { field: "selected", label: "screens:fields.activeSignature", format: "boolean" }, { field: "file", format: "file", sortable: false }],
        search: "screens:search.nameOrTitle",
        name: "name",
        form: { groups: [{ fields: ["name", "title", "selected", "file"] }], hints: { selected: "screens:hints.oneActive" } },
      },
      {
        id: "certificates",
        label: "screens:tabs.certificates",
        resource: "companies/:id/certificate",
        parent: "company",
        create: true,
        columns: [{ field: "cert_name" }, { field: "file", format: "file", sortable: false }],
        search: "screens:search.name",
        name: "cert_name",
        form: { groups: [{ fields: ["cert_name", "file"] }] },
      },
      {
        id: "other",
        label: "screens:tabs.other",
        resource: "portal",
        kind: "record",
        form: { groups: [{ fields: ["company_size", "industry", "hq_initial"] }] },
      },
    ],
  },
  {
    menu: "links",
    views: [
      {
        id: "main",
        resource: "useful-links",
        columns: [
          { field: "display" },
          { field: "link", format: "link" },
          { field: "department", label: "screens:fields.shownTo", format: "targets", also: TARGETS.slice(1), sortable: false },
        ],
        search: "screens:search.link",
        filters: [{ field: "department", kind: "select" }],
        name: "display",
        form: {
          groups: [
            { fields: ["display", "link"] },
            { label: "screens:groups.targetsOptional", fields: TARGETS },
          ],
        },
      },
    ],
  },
  {
    menu: "announcements",
    views: [
      {
        id: "main",
        resource: "announcements",
        columns: [
          { field: "title" },
          { field: "start_date", format: "date" },
          { field: "end_date", format: "date" },
          { field: "company", label: "screens:fields.wholeCompany", format: "boolean" },
          { field: "content", format: "richtext", sortable: false },
        ],
        search: "screens:search.title",
        filters: [{ field: "start_date", kind: "dateRange" }],
        name: "title",
        form: {
          groups: [
            { fields: ["title", "start_date", "end_date", "content"] },
            { label: "screens:groups.targets", fields: ["company", "department", "sub_department", "location", "job_title", "employees"] },
          ],
          hints: { content: "screens:hints.richText", company: "screens:hints.wholeCompany" },
          labels: { company: "screens:fields.wholeCompany" },
        },
        options: { employees: { ...ACTIVE_EMPLOYEES, clearable: true } },
      },
    ],
  },

  // Activity log: no create, no row action.
  {
    menu: "activity-log",
    views: [
      {
        id: "main",
        resource: "logs",
        columns: [
          { field: "created_at", label: "screens:fields.time", format: "datetime" },
          { field: "actor_name", label: "screens:fields.user", sortable: true },
          { field: "type", label: "screens:fields.action", format: "enum" },
          { field: "menu", format: "menu" },
          { field: "detail", format: "first30", sortable: false },
        ],
        search: "screens:search.log",
        filters: [
          { field: "type", kind: "select", label: "screens:fields.action" },
          { field: "created_at", kind: "dateRange", label: "screens:fields.date" },
        ],
        actions: false,
      },
    ],
  },

  // Access Level
  {
    menu: "sub-admin",
    views: [
      {
        id: "main",
        resource: "sub-admins",
        columns: ASSIGNED_COLUMNS,
        search: "screens:search.nameOrEmail",
        name: "fullname",
        update: false,
        form: { groups: [{ fields: ["employee"] }], hints: { employee: "screens:hints.promote" } },
        options: { employee: ACTIVE_EMPLOYEES },
      },
    ],
  },
  {
    menu: "admin-location",
    views: [
      {
        id: "main",
        resource: "admin-location",
        columns: [{ field: "name" }, { field: "locations", format: "refs", display: ["name"], sortable: false }, { field: "employees", format: "count", sortable: false }],
        search: "screens:search.name",
        name: "name",
        form: { groups: [{ fields: ["name", "locations", "employees"] }] },
        options: { employees: { ...ACTIVE_EMPLOYEES, clearable: true } },
      },
    ],
  },
  {
    menu: "approver",
    views: [
      {
        id: "main",
        resource: "approver",
        columns: ASSIGNED_COLUMNS,
        search: "screens:search.nameOrEmail",
        name: "fullname",
        update: false,
        form: { groups: [{ fields: ["employee"] }], hints: { employee: "screens:hints.promote" } },
        options: { employee: ACTIVE_EMPLOYEES },
      },
    ],
  },
  {
    menu: "request-access",
    views: [{ id: "main", resource: "requests", kind: "request", form: { groups: [{ fields: ["purpose"] }] } }],
  },
  {
    menu: "role-permission",
    views: [
      {
        id: "main",
        resource: "roles",
        columns: [{ field: "code" }, { field: "access_level" }, { field: "permissions", format: "count", sortable: false }],
        search: "screens:search.codeOrName",
        name: "access_level",
        form: { groups: [{ fields: ["code", "access_level"] }, { label: "screens:groups.permissions", fields: ["permissions"] }] },
      },
    ],
  },
  {
    menu: "assign-access",
    views: [
      {
        id: "main",
        resource: "custom-users",
        columns: [{ field: "fullname", sortable: true }, { field: "email", sortable: true }, { field: "department" }, { field: "access_role", display: ["access_level"], sortable: false }],
        search: "screens:search.nameOrEmail",
        name: "fullname",
        form: { groups: [{ fields: ["employee", "fullname", "email", "access_role"] }], createOnly: ["employee"], hints: { employee: "screens:hints.promote" } },
        options: { employee: ACTIVE_EMPLOYEES, access_role: { kind: "server", path: "roles", display: ["access_level", "code"], searchIn: ["code", "access_level"], sort: "access_level", clearable: false } },
      },
    ],
  },

  // Attendance › Shift and Leave › Rules: the field manipulator of docs/specification.md §4.
  {
    menu: "shift",
    views: [
      {
        id: "main",
        resource: "shifts",
        columns: [
          { field: "name" },
          { field: "type", format: "enum" },
          { field: "start_time", format: "time", dash: ["00:00"] },
          { field: "finish_time", format: "time", dash: ["00:00", "23:59"] },
          { field: "allowed_attendance", format: "boolean" },
        ],
        search: "screens:search.name",
        filters: [{ field: "type", kind: "select" }],
        name: "name",
        form: {
          groups: [{ fields: ["name", "type", "start_time", "finish_time", "allowed_attendance"] }],
          // Spec §4: full_day hides Allowed Attendance; off_day hides start and finish time;
          // free_working_day hides start, finish and Allowed Attendance.
          rules: [
            { when: { field: "type", is: ["full_day"] }, hide: ["allowed_attendance"] },
            { when: { field: "type", is: ["off_day"] }, hide: ["start_time", "finish_time"] },
            { when: { field: "type", is: ["free_working_day"] }, hide: ["start_time", "finish_time", "allowed_attendance"] },
          ],
          hints: { allowed_attendance: "screens:hints.allowedAttendance" },
        },
      },
    ],
  },
  {
    menu: "rules",
    views: [
      {
        id: "main",
        resource: "leave-rules",
        columns: [
          { field: "type", label: "screens:fields.leaveType" },
          { field: "unit", format: "enum" },
          { field: "calculation", format: "enum" },
          { field: "distribution", format: "enum" },
          { field: "quota_type", format: "enum" },
          { field: "amount", format: "number" },
        ],
        search: "screens:search.type",
        name: "type",
        form: {
          groups: [{ fields: ["type", "unit", "calculation", "distribution", "quota_type", "amount", "distribution_date", "expiration_date", "employment_status"] }],
          // Spec §4: a monthly distribution hides the distribution and expiration dates.
          labels: { type: "screens:fields.leaveType" },
          rules: [
            { when: { field: "distribution", is: ["monthly"] }, hide: ["distribution_date", "expiration_date"] },
            { when: { field: "quota_type", is: ["unlimited"] }, hide: ["amount"] },
            { when: { field: "unit", is: ["hour"] }, relabel: { amount: "screens:fields.amountHours" } },
            { when: { field: "unit", is: ["day"] }, relabel: { amount: "screens:fields.amountDays" } },
          ],
        },
      },
    ],
  },

  // ---- Approvals, HSE (e-journey), project POB, leave (mass leave, balance) ----
  // (declarations of this part go below this line)
  ...(["clock-in-out", "change-shift", "approval-leave", "approval-overtime", "business-trip"] as const).map((menu) => approvalScreen(menu)),
  {
    menu: "approval-flow",
    views: [
      {
        id: "main",
        resource: "approval-flow",
        columns: [
          { field: "name" },
          { field: "employees", format: "count", sortable: false },
          { field: "approver", label: "screens:fields.approversInOrder", format: "refs", display: ["fullname"], sortable: false },
          { field: "cc", format: "refs", display: ["fullname"], sortable: false },
        ],
        search: "screens:search.name",
        filters: [{ field: "approver", kind: "select" }],
        name: "name",
        form: {
          groups: [{ fields: ["name"] }, { label: "screens:groups.flowEmployees", fields: ["employees"] }, { label: "screens:groups.flowApprovers", fields: ["approver", "cc"] }],
          hints: { approver: "screens:hints.approverLevels" },
        },
        options: { employees: { ...ACTIVE_EMPLOYEES, clearable: true }, approver: { ...ACTIVE_EMPLOYEES, clearable: true }, cc: { ...ACTIVE_EMPLOYEES, clearable: true } },
      },
    ],
  },
  {
    menu: "company-vehicles",
    views: [
      {
        id: "main",
        resource: "vehicle",
        columns: [{ field: "registration_number" }, { field: "type", label: "screens:fields.vehicleType" }, { field: "category", format: "enum" }, { field: "status", format: "enum" }],
        search: "screens:search.vehicle",
        filters: [{ field: "category", kind: "select" }, { field: "status", kind: "select" }],
        name: "registration_number",
        form: { groups: [{ fields: ["registration_number", "type", "category", "status"] }], labels: { type: "screens:fields.vehicleType" } },
      },
    ],
  },
  {
    menu: "jmp-matrix",
    views: [
      {
        id: "main",
        resource: "matrix",
        columns: [{ field: "name" }, { field: "matrix_range", format: "enum" }, { field: "employees", format: "count", sortable: false }, { field: "approver", display: ["fullname"] }],
        search: "screens:search.name",
        filters: [{ field: "matrix_range", kind: "select" }],
        name: "name",
        form: { groups: [{ fields: ["name", "matrix_range", "approver", "employees"] }] },
        options: { employees: { ...ACTIVE_EMPLOYEES, clearable: true }, approver: { ...ACTIVE_EMPLOYEES, clearable: true } },
      },
    ],
  },
  {
    menu: "ejourney-approval",
    views: [
      {
        id: "main",
        resource: "journeys",
        query: { status: "pending" },
        // A queue: the next departure first.
        sort: "departure_at",
        columns: [...JOURNEY_COLUMNS, { field: "expected_arrival_at", format: "datetime" }, { field: "purpose", format: "excerpt", sortable: false }],
        search: "screens:search.journey",
        filters: [{ field: "departure_at", kind: "dateRange" }],
        name: "destination",
        update: false,
        remove: false,
        rowActions: ["decide"],
      },
    ],
  },
  {
    menu: "ejourney-report",
    views: [
      {
        id: "main",
        resource: "journeys",
        columns: [...JOURNEY_COLUMNS, { field: "status", format: "enum", sortable: true }, { field: "decided_by", sortable: true }, { field: "arrived_at", format: "datetime" }],
        search: "screens:search.journey",
        filters: [{ field: "departure_at", kind: "dateRange" }, { field: "status", kind: "select" }],
        name: "destination",
        // Corrections and the arrival (which completes an approved journey); decisions are made in the queue.
        remove: false,
        form: {
          groups: [
            { fields: ["employee", "vehicle", "matrix", "origin", "destination", "purpose", "passengers"] },
            { label: "screens:groups.journeyTimes", fields: ["departure_at", "expected_arrival_at", "arrived_at"] },
            { label: "screens:groups.decision", fields: ["status", "decided_by", "decided_at", "decision_note"] },
          ],
          labels: { employee: "screens:fields.traveller" },
          hints: { arrived_at: "screens:hints.arrival" },
        },
        options: { employee: ACTIVE_EMPLOYEES, passengers: { ...ACTIVE_EMPLOYEES, clearable: true } },
      },
    ],
  },
  {
    menu: "medical-checkup",
    views: [
      {
        id: "main",
        resource: "employees/mcu",
        columns: [{ field: "employee", display: ["fullname"] }, { field: "date", label: "screens:fields.checkupDate" }, { field: "result", label: "screens:fields.mcuResult" }, { field: "file", format: "file", sortable: false }],
        search: "screens:search.mcu",
        filters: [{ field: "date", kind: "dateRange", label: "screens:fields.checkupDate" }],
        name: "result",
        form: {
          groups: [{ fields: ["employee", "date", "result", "notes", "file"] }],
          labels: { date: "screens:fields.checkupDate", result: "screens:fields.mcuResult" },
          hints: { file: "screens:hints.mcuFile" },
        },
        options: { employee: ACTIVE_EMPLOYEES },
      },
    ],
  },
  {
    menu: "project-pob",
    views: [
      {
        id: "projects",
        label: "screens:tabs.projects",
        resource: "projects",
        columns: [{ field: "name" }, { field: "location", display: ["name"] }, { field: "start_date" }, { field: "end_date" }, { field: "description", format: "excerpt", sortable: false }],
        search: "screens:search.name",
        filters: [{ field: "location", kind: "select" }],
        name: "name",
        form: { groups: [{ fields: ["name", "location", "start_date", "end_date", "description"] }] },
      },
      {
        id: "pob",
        label: "screens:tabs.pob",
        resource: "project-pob",
        columns: [{ field: "date" }, { field: "project", display: ["name"] }, { field: "employee", display: ["fullname"] }, { field: "note" }],
        search: "screens:search.note",
        filters: [{ field: "project", kind: "select" }, { field: "date", kind: "dateRange" }],
        name: "date",
        form: { groups: [{ fields: ["project", "date", "employee", "note"] }] },
        options: { employee: ACTIVE_EMPLOYEES },
      },
    ],
  },
  {
    menu: "mass-leave",
    views: [
      {
        id: "main",
        resource: "refs/mass-leave",
        columns: [{ field: "name" }, { field: "start_date" }, { field: "end_date" }, { field: "leave_rule", display: ["type"] }],
        search: "screens:search.name",
        filters: [{ field: "start_date", kind: "dateRange" }],
        name: "name",
        form: { groups: [{ fields: ["name", "start_date", "end_date", "leave_rule"] }], hints: { leave_rule: "screens:hints.massLeaveRule" } },
      },
    ],
  },
  {
    menu: "balance",
    views: [
      {
        id: "main",
        resource: "leave-balance",
        columns: [
          { field: "employee", display: ["fullname"] },
          { field: "leave_rule", label: "screens:fields.leaveType", display: ["type"] },
          { field: "year" },
          { field: "entitled" },
          { field: "used" },
          { field: "adjustment" },
          { field: "note", format: "excerpt", sortable: false },
        ],
        search: "screens:search.note",
        filters: [{ field: "leave_rule", kind: "select", label: "screens:fields.leaveType" }],
        name: "note",
        form: { groups: [{ fields: ["employee", "leave_rule", "year", "entitled", "used", "adjustment", "note"] }], labels: { leave_rule: "screens:fields.leaveType" } },
        options: { employee: ACTIVE_EMPLOYEES },
      },
    ],
  },

  // ---- Attendance: attendance groups, daily, validate; Employee Services ----
  // (declarations of this part go below this line)
  {
    menu: "attendance-group",
    views: [
      {
        id: "main",
        resource: "attendance-groups",
        columns: [
          { field: "name" },
          { field: "type", format: "enum" },
          { field: "manager", display: ["fullname"] },
          { field: "range_meters", format: "number" },
          { field: "allowed_offsite_clock_in", label: "screens:fields.offsiteIn", format: "boolean" },
          { field: "allowed_offsite_clock_out", label: "screens:fields.offsiteOut", format: "boolean" },
        ],
        search: "screens:search.name",
        filters: [{ field: "type", kind: "select" }],
        name: "name",
        form: {
          groups: [
            { fields: ["name", "type", "manager", "auto_closed", "allowed_offsite_clock_in", "allowed_offsite_clock_out"] },
            { label: "screens:groups.clockInPlace", fields: ["latitude", "longitude", "range_meters"] },
            { label: "screens:groups.weeklySchedule", fields: WEEKDAYS },
          ],
          // The weekly schedule belongs to a fixed schedule only: a working shift follows the roster,
          // a free shift has none.
          rules: [{ when: { field: "type", is: ["working_shift", "free_shift"] }, hide: WEEKDAYS }],
          hints: { range_meters: "screens:hints.rangeMeters", auto_closed: "screens:hints.autoClosed", monday: "screens:hints.weeklySchedule" },
        },
        options: {
          manager: { ...ACTIVE_EMPLOYEES, clearable: true },
          ...Object.fromEntries(WEEKDAYS.map((day) => [day, attendanceShift()])),
        },
      },
    ],
  },
  // Daily: its own route (app/routes/dashboard.attendance.daily.tsx) opens on today; the export and the
  // correction form are the generic ones.
  {
    menu: "daily",
    views: [
      {
        id: "main",
        resource: "attendance",
        columns: [
          { field: "date", sortable: true },
          { field: "employee", display: ["fullname"] },
          { field: "shift", display: ["name"] },
          { field: "clock_in" },
          { field: "clock_out" },
          { field: "late_minutes", label: "screens:fields.late", format: "number" },
          { field: "early_minutes", label: "screens:fields.early", format: "number" },
          { field: "status", format: "enum" },
          { field: "clock_in_offsite", label: "screens:fields.offsite", format: "boolean" },
        ],
        search: false,
        filters: [
          { field: "date", kind: "dateRange" },
          { field: "status", kind: "select" },
          { field: "employee", kind: "select" },
          { field: "department", kind: "select" },
          { field: "location", kind: "select" },
        ],
        name: "date",
        form: {
          groups: [
            { fields: ["employee", "date", "shift", "clock_in", "clock_out", "note"] },
            { label: "screens:groups.computed", fields: ["late_minutes", "early_minutes", "status", "source", "validation"] },
          ],
          hints: { clock_in: "screens:hints.wibTime", clock_out: "screens:hints.wibTime" },
        },
        options: { shift: attendanceShift(), employee: { ...ACTIVE_EMPLOYEES, query: {} } },
      },
    ],
  },

  // ---- Employees: active, resigned ----
  // (declarations of this part go below this line)
  ...employeeScreens(),

  // ---- Employees: warning letters ----
  // (declarations of this part go below this line)
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

// Attendance: a shift picker showing shift names (declared as a function: hoisted above SCREENS).
function attendanceShift(): SourceDecl {
  return { kind: "server", path: "shifts", display: ["name"], searchIn: ["name"], sort: "name", clearable: true };
}

// ---- Employees: active, resigned (hoisted: used in SCREENS above) -----------------------------------

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
    section("legalities", { groups: [{ fields: ["ktp_number", "npwp_number", "bpjs_tk_number", "bpjs_ks_number"] }] }),
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

function employeeScreens(): ScreenDecl[] {
  const columns: ColumnDecl[] = [{ field: "fullname" }, { field: "nickname" }, { field: "department", display: ["name"] }, { field: "job_title", display: ["name"] }, { field: "location", display: ["name"] }];
  const filters: FilterDecl[] = [
    { field: "status", kind: "select" },
    { field: "department", kind: "select" },
    { field: "location", kind: "select" },
    { field: "join_date", kind: "dateRange" },
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
              done: { href: "/dashboard/employees/resigned-employees", message: "The employee has resigned" },
            },
          ],
          links: resume("active-employees"),
        },
        // Who has been invited and whether they have accepted: where an invitation leads (docs/specification.md §8).
        {
          id: "invited",
          label: "screens:tabs.invited",
          resource: "invited-users",
          columns: [{ field: "fullname" }, { field: "email" }, { field: "level", format: "enum" }, { field: "status", format: "enum", sortable: true }, { field: "created_at", format: "date" }],
          search: "screens:search.name",
          filters: [{ field: "level", kind: "select" }],
          name: "fullname",
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
              done: { href: "/dashboard/employees/active-employees", message: "The employee has been reinstated" },
            },
          ],
          links: resume("resigned-employees"),
        },
      ],
    },
  ];
}

// ---- resolving a declaration -------------------------------------------------------------------------

const byMenu = new Map(SCREENS.map((screen) => [screen.menu, screen]));

export function screenFor(menuId: MenuId): ScreenDecl | undefined {
  return byMenu.get(menuId);
}

export function viewOf(screen: ScreenDecl, tab: string | null | undefined): ViewDecl {
  return screen.views.find((view) => view.id === tab) ?? screen.views[0];
}

export function contractOf(view: ViewDecl): ResourceContract {
  const contract = view.contract ?? resourceContract(view.resource);
  if (!contract) throw new Error(`Screen view ${view.id}: no resource ${view.resource}`);
  return contract;
}

/** Whether a verb exists on a view: the contract's, narrowed by the screen and by the menu's "no create". */
export function verbs(screen: ScreenDecl, view: ViewDecl): { create: boolean; update: boolean; remove: boolean } {
  const contract = contractOf(view);
  const entry = menuEntry(screen.menu);
  const list = (view.kind ?? "list") === "list";
  const actions = view.actions !== false;
  return {
    create: list && contract.create !== false && (view.create ?? !entry?.noCreate),
    update: actions && contract.update !== false && view.update !== false,
    remove: list && actions && contract.remove !== false && view.remove !== false,
  };
}

/** The verbs of a record's tab (a sub-list): the contract's, narrowed by the tab. */
export function tabVerbs(tab: ViewDecl): { create: boolean; update: boolean; remove: boolean } {
  const contract = contractOf(tab);
  const list = (tab.kind ?? "list") === "list";
  return {
    create: list && contract.create !== false && tab.create !== false,
    update: contract.update !== false && tab.update !== false,
    remove: list && contract.remove !== false && tab.remove !== false,
  };
}

/** The record tab named by `?section=` (the first when unnamed or unknown). */
/**
 * The record's tabs this viewer may use: a form over fields that the API does not show them (an
 * employee's salary without the payroll menu, docs/design.md decision 9) is left out. Without a viewer, all.
 */
export function recordTabs(view: ViewDecl, viewer?: Viewer, lists?: PermissionLists): ViewDecl[] {
  return (view.record ?? []).filter((tab) => {
    if (!viewer || !lists || tab.kind !== "record") return true;
    const readable = readableFields(contractOf(tab), viewer, lists);
    return !readable || formFieldNames(tab).every((name) => readable.has(name));
  });
}

/** The tab `section` names (the first one by default); null when there is none, or not for this viewer. */
export function recordTabOf(view: ViewDecl, section: string | null | undefined, viewer?: Viewer, lists?: PermissionLists): ViewDecl | null {
  const tabs = recordTabs(view, viewer, lists);
  const named = view.record?.find((tab) => tab.id === section);
  if (named) return tabs.includes(named) ? named : null;
  return tabs[0] ?? null;
}

/**
 * The /v1 path of a view for this user: a company's sub-list names the company, a record's sub-list
 * (or one-record endpoint) names the record (`parentId`).
 */
export function resourcePath(view: ViewDecl, companyId: string | null | undefined, parentId?: string | null): string {
  if (!view.resource.includes(":id")) return view.resource;
  const id = view.parent === "company" ? companyId : (parentId ?? companyId);
  if (!id) throw new Response("Not found", { status: 404 });
  return view.resource.replace(":id", id);
}

export function fieldOf(view: ViewDecl, name: string): FieldDef | undefined {
  return contractOf(view).fields[name];
}

/** The fields on a view's form, in the declared order (all of the contract's when undeclared). */
export function formFieldNames(view: ViewDecl): string[] {
  if (view.form) return view.form.groups.flatMap((group) => [...group.fields]);
  if (view.kind === "request") return [];
  return Object.entries(contractOf(view).fields)
    .filter(([, field]) => !field.readOnly)
    .map(([name]) => name);
}

/** Fields a form may send on a create or an update (writable, present on the form). */
export function writableFields(view: ViewDecl, mode: "create" | "update"): string[] {
  const contract = contractOf(view);
  const createOnly = new Set(view.form?.createOnly ?? []);
  return formFieldNames(view).filter((name) => {
    const field = contract.fields[name];
    return field && !field.readOnly && (mode === "create" || !createOnly.has(name));
  });
}

/** The option source of a field: declared, or the referenced resource's display and search fields. */
export function optionSource(view: ViewDecl, name: string): SourceDecl | null {
  const declared = view.options?.[name];
  if (declared) return declared;
  const field = fieldOf(view, name);
  if (!field) return null;
  if ((field.kind === "ref" || field.kind === "refs") && field.ref) {
    const target = resourceContract(field.ref);
    const display = target?.display ?? ["name"];
    return { kind: "server", path: field.ref, display, searchIn: target?.search ?? display, sort: target?.sort?.replace(/^-/, "") ?? display[0], clearable: !field.required };
  }
  if (field.kind === "enum" && field.values) return { kind: "static", values: field.values, labels: `screens:values.${name}`, clearable: !field.required };
  if (field.kind === "percent" && field.values) return { kind: "static", values: field.values, clearable: !field.required };
  if (field.kind === "texts" && field.values) return { kind: "static", values: field.values, labels: `screens:values.${name}`, clearable: true };
  return null;
}

/** The format of a column: declared, or from the field's kind. */
export function columnFormat(view: ViewDecl, column: ColumnDecl): CellFormat {
  if (column.format) return column.format;
  if (column.field === "created_at" || column.field === "updated_at") return "datetime";
  const field = fieldOf(view, column.field);
  switch (field?.kind) {
    case "date":
      return "date";
    case "time":
      return "time";
    case "datetime":
      return "datetime";
    case "money":
      return "money";
    case "percent":
      return "percent";
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "enum":
      return "enum";
    case "ref":
      return "ref";
    case "refs":
      return "refs";
    case "url":
      return "link";
    case "file":
      return "file";
    case "richtext":
      return "richtext";
    default:
      return "text";
  }
}

/** Columns that hold references the list must populate. */
export function populated(view: ViewDecl): string[] {
  const contract = contractOf(view);
  return (view.columns ?? [])
    .filter((column) => columnFormat(view, column) !== "count")
    .flatMap((column) => [column.field, ...(column.also ?? [])])
    .filter((name) => {
      const field = contract.fields[name];
      return field && (field.kind === "file" || ((field.kind === "ref" || field.kind === "refs") && Boolean(field.ref)));
    });
}

/** Whether a column can be sorted by the API (a stored field, not a reference or a computed one). */
export function sortable(view: ViewDecl, column: ColumnDecl): boolean {
  if (column.sortable !== undefined) return column.sortable;
  if (column.field === "created_at" || column.field === "updated_at") return true;
  const field = fieldOf(view, column.field);
  return Boolean(field && !field.readOnly && !["ref", "refs", "file", "texts", "address", "richtext"].includes(field.kind));
}

/** Every menu leaf with a declared screen (for tests and the README). */
export function declaredEntries(): { screen: ScreenDecl; entry: MenuEntry }[] {
  return SCREENS.map((screen) => ({ screen, entry: menuEntry(screen.menu)! }));
}
