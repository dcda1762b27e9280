/** Pieces that several menu groups' screen declarations share (app/screens/<group>.ts). Pure data. */
import type { ColumnDecl, SourceDecl, ViewDecl } from "./screen.server";

/** A picker of the company's active employees (shown by full name and nickname). */
export const ACTIVE_EMPLOYEES: Extract<SourceDecl, { kind: "server" }> = {
  kind: "server",
  path: "employees",
  display: ["fullname", "nickname"],
  searchIn: ["fullname", "nickname", "email"],
  query: { active: "true" },
  sort: "fullname",
  clearable: false,
};

const INVITED_COLUMNS: readonly ColumnDecl[] = [{ field: "fullname" }, { field: "email" }, { field: "level", format: "enum" }, { field: "status", format: "enum", sortable: true }, { field: "created_at", format: "date" }];

/** Who has been invited and whether they have accepted: Developer › Invited User, and a tab of Active Employees. */
export const INVITED_USERS = {
  resource: "invited-users",
  columns: INVITED_COLUMNS,
  search: "screens:search.name",
  filters: [{ field: "level", kind: "select" }],
  name: "fullname",
} as const satisfies Omit<ViewDecl, "id">;
