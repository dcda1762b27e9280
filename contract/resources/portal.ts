/** Portal: company information and its sub-lists, useful links, announcements; the activity log. */
import { LOG_TYPES } from "../enums";
import { f } from "../fields";
import { defineResource } from "../resource";
import { companyFields } from "./developer";

export const portalResources = [
  defineResource({
    // The caller's own company (Portal › Company Info): GET /v1/portal, PUT /v1/portal.
    path: "portal",
    fields: companyFields,
    display: ["name", "code"],
    access: { read: "company", write: ["company-info"] },
    create: false,
    remove: false,
  }),
  defineResource({
    path: "companies/:id/digital-sign",
    parent: "portal",
    fields: { name: f.text({ required: true }), title: f.text(), selected: f.boolean(), file: f.file("signature") },
    search: ["name", "title"],
    sort: "name",
    access: { read: ["company-info"], write: ["company-info"] },
  }),
  defineResource({
    path: "companies/:id/certificate",
    parent: "portal",
    fields: { cert_name: f.text({ required: true }), file: f.file("certificate") },
    search: ["cert_name"],
    sort: "cert_name",
    access: { read: ["company-info"], write: ["company-info"] },
  }),
  defineResource({
    path: "useful-links",
    fields: {
      display: f.text({ required: true }),
      link: f.url({ required: true }),
      department: f.ref("refs/employees/orgs/departments"),
      sub_department: f.ref("refs/employees/orgs/sub-departments"),
      location: f.ref("refs/employees/orgs/locations"),
      job_title: f.ref("refs/employees/orgs/job-titles"),
    },
    search: ["display", "link"],
    sort: "display",
    display: ["display", "link"],
    access: { read: "company", write: ["links"] },
  }),
  defineResource({
    path: "announcements",
    fields: {
      title: f.text({ required: true }),
      content: f.richtext({ required: true }),
      start_date: f.date(),
      end_date: f.date(),
      company: f.boolean({ column: "company_wide" }),
      employees: f.refs("employees"),
      job_title: f.refs("refs/employees/orgs/job-titles", { column: "job_title_ids" }),
      location: f.refs("refs/employees/orgs/locations", { column: "location_ids" }),
      sub_department: f.refs("refs/employees/orgs/sub-departments", { column: "sub_department_ids" }),
      department: f.refs("refs/employees/orgs/departments", { column: "department_ids" }),
    },
    search: ["title"],
    sort: "-start_date",
    display: ["title"],
    access: { read: "company", write: ["announcements"] },
  }),
  defineResource({
    path: "logs",
    fields: {
      user: f.computed("ref"),
      actor_name: f.computed("text"),
      type: f.enum(LOG_TYPES),
      menu: f.text(),
      detail: f.text(),
    },
    search: ["detail", "menu", "actor_name"],
    sort: "-created_at",
    access: { read: ["activity-log"], write: ["activity-log"] },
    create: false,
    update: false,
    remove: false,
  }),
];
