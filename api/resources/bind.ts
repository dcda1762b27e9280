/** Shorthands that bind a declared resource to its table. */
import type { PgTable } from "drizzle-orm/pg-core";
import { resourceContract } from "../../contract/resources/index";
import type { Binding, Row } from "./engine";

export const nameOf =
  (...columns: string[]) =>
  (row: Row) =>
    columns.map((column) => row[column]).find((value) => typeof value === "string" && value) as string ?? String(row.id);

export function tenant(path: string, table: PgTable, menu: string, extra: Partial<Binding> = {}): Binding {
  const contract = resourceContract(path);
  if (!contract) throw new Error(`No contract for ${path}`);
  return { contract, table, scope: "tenant", menu, name: nameOf("name", "fullname", "title", "display", "type", "code"), ...extra };
}

export function global(path: string, table: PgTable, menu: string, extra: Partial<Binding> = {}): Binding {
  return { ...tenant(path, table, menu, extra), scope: "global", ...extra };
}

