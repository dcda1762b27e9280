/**
 * Helpers for tenant-owned tables: company_id NOT NULL, primary key (company_id, id), composite
 * foreign keys (company_id, x_id) → (company_id, id). See docs/design.md "Data rules".
 */
import { getTableName } from "drizzle-orm";
import { foreignKey, primaryKey, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { idColumn, setNullColumn, timestamps } from "./_base";
import { companies, files } from "./global";

/**
 * The first columns of every tenant table. Deleting a company deletes all of its rows (a developer's
 * "delete company" removes the tenant); nothing else cascades across tables except a parent's own
 * sub-lists.
 */
export const tenantColumns = () => ({
  company_id: uuid()
    .notNull()
    .references((): AnyPgColumn => companies.id, { onDelete: "cascade" }),
  id: idColumn(),
});

/** tenantColumns() + created_at/updated_at: use as `{ ...tenant(), …own columns }`. */
export const tenant = () => ({ ...tenantColumns(), ...timestamps() });

/** Primary key (company_id, id), named `{table}_pkey` like PostgreSQL's own default. */
export function tenantPk(t: { company_id: AnyPgColumn; id: AnyPgColumn }) {
  return primaryKey({ name: `${getTableName(t.id.table)}_pkey`, columns: [t.company_id, t.id] });
}

/** A tenant table as a foreign key target. */
export interface TenantKey {
  company_id: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * What happens to the referencing row when the referenced row is deleted:
 * - "set null": only the reference column is cleared (ON DELETE SET NULL (x_id)); for optional links
 *   such as an employee's department.
 * - "cascade": the row goes with its parent; for sub-lists (an employee's family, an approval's steps).
 * - "restrict": the delete fails while rows point at it (NO ACTION); for history that must survive
 *   (payroll items, attendance, approvals, warning letters of an employee).
 */
export type OnDelete = "set null" | "cascade" | "restrict";

/** Composite foreign key `(company_id, column) → target (company_id, id)`, named `{table}_{column}_fk`. */
export function tenantFk(t: { company_id: AnyPgColumn }, column: AnyPgColumn, target: TenantKey, onDelete: OnDelete) {
  const name = `${getTableName(column.table)}_${column.name}_fk`;
  const fk = foreignKey({ name, columns: [t.company_id, column], foreignColumns: [target.company_id, target.id] });
  return fk.onDelete(onDelete === "set null" ? setNullColumn(column.name) : onDelete === "restrict" ? "no action" : "cascade");
}

/**
 * A reference to a file of the same company: (company_id, column) → files (company_id, id). Deleting the
 * file clears the reference only.
 */
export function fileFk(t: { company_id: AnyPgColumn }, column: AnyPgColumn) {
  return tenantFk(t, column, files, "set null");
}
