/** The platform developer's area (docs/specification.md §2 "Developer-only"). */
import { ACCESS_REQUEST_STATUSES, COMPANY_SIZES, JKK_PERCENTAGES, TIME_ZONES, USER_LEVELS } from "../enums";
import { f } from "../fields";
import { defineResource } from "../resource";

export const companyFields = {
  name: f.text({ required: true }),
  code: f.text({ required: true, max: 20 }),
  phone: f.phone(),
  website: f.url(),
  email: f.email(),
  address: f.textarea({ max: 1000 }),
  admin: f.computed("ref"),
  logo: f.file("logo"),
  company_size: f.enum(COMPANY_SIZES),
  industry: f.text(),
  npwp_number: f.text({ max: 30 }),
  /** NITKU of the withholding place of business: NPWP (16) + suffix (6), docs/statutory-exports.md §1. */
  nitku: f.digits({ length: 22 }),
  tax_person: f.ref("employees"),
  taxable_date: f.date(),
  tax_person_number: f.computed("text"),
  hq_initial: f.text({ max: 20 }),
  umk: f.money(),
  umr: f.money(),
  ump: f.money(),
  bpjs_tk_no: f.text({ max: 50 }),
  jkk_percentage: f.percent({ values: JKK_PERCENTAGES }),
  /** WIB, WITA or WIT (docs/decisions/0034); left out on create, the company is in WIB. */
  time_zone: f.enum(TIME_ZONES),
};

export const developerResources = [
  defineResource({
    path: "companies",
    fields: companyFields,
    search: ["name", "code"],
    sort: "name",
    display: ["name", "code"],
    access: { read: "developer", write: "developer" },
  }),
  defineResource({
    path: "developers",
    fields: { name: f.text({ required: true }), email: f.email({ required: true }), phone: f.phone(), photo: f.file("photo") },
    search: ["name", "email"],
    sort: "name",
    display: ["name", "email"],
    access: { read: "developer", write: "developer" },
  }),
  defineResource({
    path: "invited-users",
    fields: {
      fullname: f.text({ required: true }),
      email: f.email({ required: true }),
      phone: f.phone(),
      level: f.enum(USER_LEVELS, { required: true }),
      photo: f.file("photo"),
      status: f.computed("text"),
    },
    search: ["fullname", "email"],
    sort: "-created_at",
    display: ["fullname", "email"],
    // Developers see every company's invitations; a company's inviters (Active Employees) see theirs, the
    // list an invitation leads to (docs/specification.md §8).
    access: { read: ["invited-user", "active-employees"], write: "developer" },
    create: false,
  }),
  defineResource({
    path: "requests",
    fields: {
      company: f.text({ required: true }),
      name: f.text({ required: true }),
      email: f.email({ required: true }),
      phone: f.phone(),
      purpose: f.textarea({ max: 2000 }),
      status: f.enum(ACCESS_REQUEST_STATUSES),
    },
    search: ["company", "name", "email"],
    sort: "-created_at",
    access: { read: "developer", write: "developer" },
    // Requests arrive from registration and from Access Level › Request Access, not from this list.
    create: false,
  }),
  defineResource({
    path: "banner",
    fields: {
      title: f.text({ required: true }),
      link: f.url(),
      description: f.textarea({ max: 2000 }),
      image: f.file("banner"),
      image_url: f.computed("url"),
    },
    search: ["title"],
    sort: "-created_at",
    display: ["title"],
    access: { read: "developer", write: "developer" },
  }),
];
