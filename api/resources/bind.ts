/** Shorthands that bind a declared resource to its table. */
import type { PgTable } from "drizzle-orm/pg-core";
import type { MenuId } from "../../contract/navigation";
import type { ResourceContract } from "../../contract/resource";
import { resourceContract, type ResourceAt, type ResourcePath } from "../../contract/resources/index";
import type { Binding, Row } from "./engine";

export const nameOf =
  (...columns: string[]) =>
  (row: Row) =>
    columns.map((column) => row[column]).find((value) => typeof value === "string" && value) as string ?? String(row.id);

/** The menu a declaration records: the one menu id that may change the resource, if there is exactly one. */
type DeclaredMenu<P extends ResourcePath> = ResourceAt<P>["access"]["write"] extends readonly [infer M extends MenuId] ? M : never;

/** A path is written once: where the declaration records its menu the binding reads it, elsewhere it names it. */
type MenuArgs<P extends ResourcePath> = [DeclaredMenu<P>] extends [never] ? [menu: MenuId, extra?: Partial<Binding>] : [extra?: Partial<Binding>];

function declaredMenu(contract: ResourceContract): MenuId {
  const write = contract.access.write;
  if (typeof write === "string" || write.length !== 1) throw new Error(`${contract.path}: the binding must name its menu`);
  return write[0];
}

function bound(path: ResourcePath, args: [MenuId, Partial<Binding>?] | [Partial<Binding>?]) {
  const contract = resourceContract(path);
  if (!contract) throw new Error(`No contract for ${path}`);
  const [menu, extra = {}] = typeof args[0] === "string" ? [args[0], args[1]] : [declaredMenu(contract), args[0]];
  return { contract, menu, extra };
}

export function tenant<P extends ResourcePath>(path: P, table: PgTable, ...args: MenuArgs<P>): Binding {
  const { contract, menu, extra } = bound(path, args);
  return { contract, table, scope: "tenant", menu, name: nameOf("name", "fullname", "title", "display", "type", "code"), ...extra };
}

export function global<P extends ResourcePath>(path: P, table: PgTable, ...args: MenuArgs<P>): Binding {
  const { extra } = bound(path, args);
  return { ...tenant(path, table, ...args), scope: "global", ...extra };
}
