/** Portal: company info, useful links, announcements; and the activity log. */
import { TIME_ZONES } from "../../contract/enums";
import type { ScreenDecl } from "./screen.server";
import { ACTIVE_EMPLOYEES } from "./shared";

/** Who a link is shown to: any of these (none: everyone). */
const TARGETS = ["department", "sub_department", "location", "job_title"] as const;

export const portalScreens: readonly ScreenDecl[] = [
  {
    menu: "company-info",
    views: [
      {
        id: "info",
        label: "screens:tabs.companyInfo",
        resource: "portal",
        kind: "record",
        form: {
          groups: [{ fields: ["name", "code", "phone", "email", "website", "address", "time_zone", "logo", "admin"] }],
          hints: { time_zone: "screens:hints.companyTimeZone" },
        },
        // A company always has a zone (WIB until chosen): the select offers no empty choice.
        options: { time_zone: { kind: "static", values: TIME_ZONES, labels: "screens:values.time_zone", clearable: false } },
      },
      {
        id: "tax",
        label: "screens:tabs.taxInformation",
        resource: "portal",
        kind: "record",
        form: {
          groups: [{ fields: ["npwp_number", "nitku", "tax_person", "taxable_date", "tax_person_number", "umk", "umr", "ump", "bpjs_tk_no", "jkk_percentage"] }],
          hints: { tax_person_number: "screens:hints.taxPersonNumber", nitku: "screens:hints.nitku" },
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
];
