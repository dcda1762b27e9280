/** Access Level: sub-admins, admin locations, approvers, access requests, roles and their assignment. */
import type { ResourcePath } from "../../contract/resources/index";
import type { ColumnDecl, ScreenDecl } from "./screen.server";
import { ACTIVE_EMPLOYEES } from "./shared";

// Computed fields are sortable only where the API stores them (say so with `sortable: true`).
const ASSIGNED_COLUMNS: readonly ColumnDecl[] = [
  { field: "fullname", sortable: true },
  { field: "email", sortable: true },
  { field: "phone", sortable: true },
  { field: "department" },
];

/** Employees promoted to a level (a sub-admin, an approver): chosen among the active employees, removed but never edited. */
function promotedList(menu: "sub-admin" | "approver", resource: ResourcePath): ScreenDecl {
  return {
    menu,
    views: [
      {
        id: "main",
        resource,
        columns: ASSIGNED_COLUMNS,
        search: "screens:search.nameOrEmail",
        name: "fullname",
        update: false,
        form: { groups: [{ fields: ["employee"] }], hints: { employee: "screens:hints.promote" } },
        options: { employee: ACTIVE_EMPLOYEES },
      },
    ],
  };
}

export const accessScreens: readonly ScreenDecl[] = [
  promotedList("sub-admin", "sub-admins"),
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
  promotedList("approver", "approver"),
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
        // The permissions as a grid of the menu's items, each with its read and write box.
        inputs: { permissions: "permissions" },
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
];
