/** Developer: the companies, the platform's developers, invited users, access requests and banners. */
import { TIME_ZONES } from "../../contract/enums";
import type { ScreenDecl } from "./screen.server";
import { INVITED_USERS } from "./shared";

export const developerScreens: readonly ScreenDecl[] = [
  {
    menu: "companies",
    views: [
      {
        id: "main",
        resource: "companies",
        columns: [{ field: "name" }, { field: "address", format: "excerpt" }, { field: "admin", display: ["fullname"], sortable: false }],
        search: "screens:search.name",
        rowActions: ["loginAsAdmin", "inviteAdmin"],
        name: "name",
        form: {
          groups: [
            { label: "screens:groups.company", fields: ["name", "code", "phone", "email", "website", "address", "logo", "admin"] },
            { label: "screens:groups.profile", fields: ["company_size", "industry", "hq_initial", "time_zone"] },
            { label: "screens:groups.tax", fields: ["npwp_number", "nitku", "taxable_date", "umk", "umr", "ump", "bpjs_tk_no", "jkk_percentage"] },
          ],
          hints: { time_zone: "screens:hints.companyTimeZone" },
        },
        options: { time_zone: { kind: "static", values: TIME_ZONES, labels: "screens:values.time_zone", clearable: false } },
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
        ...INVITED_USERS,
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
];
