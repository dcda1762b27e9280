/**
 * A /v1 resource declared once: its path, fields, search, default sort and who may read and change it.
 * The API binds it to a table (api/resources/registry.ts); the web tier renders its screens from it.
 */
import type { Fields } from "./fields";
import type { MenuId } from "./navigation";

/** "company": any signed-in user of the company; "developer": platform developers; else menu ids (§6). */
export type Access = "company" | "developer" | readonly MenuId[];

/**
 * Who reads which fields of a record (docs/design.md decision 9): `always` is what every reader of the
 * resource gets (what a picker shows); every other field is in exactly one group, read by those who
 * may read one of the group's menu ids (contract/field-groups.ts).
 */
export interface FieldGroups {
  always: readonly string[];
  groups: Readonly<Record<string, { fields: readonly string[]; read: readonly MenuId[] }>>;
}

export interface ResourceContract {
  /** Path under /v1, e.g. "refs/employees/orgs/departments"; a sub-list names its parent: "employees/:id/family". */
  path: string;
  fields: Fields;
  /** Fields that `search=` matches (case-insensitive substring). */
  search?: readonly string[];
  /** Default sort: "name" or "-created_at". */
  sort?: string;
  /** Fields returned when another resource populates a reference to this one. */
  display?: readonly string[];
  /**
   * `own`: every signed-in user of the company also reads the rows that concern them (their own requests,
   * their leave balance) without the read access; the API's binding says which rows (`readScope`).
   */
  access: { read: Access; write: Access; own?: boolean };
  /** Verbs that exist (all by default). */
  create?: boolean;
  update?: boolean;
  remove?: boolean;
  /** For sub-lists: the parent resource's path. */
  parent?: string;
  /** Fields read by groups; without it, whoever reads the resource reads every field. */
  fieldGroups?: FieldGroups;
}

export function defineResource<const T extends ResourceContract>(contract: T): T {
  return contract;
}
