/**
 * What a caller may read of a record whose resource declares field groups (docs/design.md decision 9,
 * docs/decisions/0019). The API projects every output through `readableFields` and refuses filters,
 * sorts and writes on fields outside it; the web tier hides the record tabs it leaves empty. Pure.
 */
import { canAccess, type PermissionLists, type Viewer } from "./navigation";
import type { ResourceContract } from "./resource";

/** Fields that every record has and that say nothing about the person. */
export const RECORD_FIELDS = ["_id", "created_at", "updated_at"] as const;

/** The fields this viewer reads; null when the resource declares no groups (every field). */
export function readableFields(contract: ResourceContract, viewer: Viewer, lists: PermissionLists): ReadonlySet<string> | null {
  const declared = contract.fieldGroups;
  if (!declared) return null;
  const fields = new Set<string>([...RECORD_FIELDS, ...declared.always]);
  for (const group of Object.values(declared.groups)) {
    if (group.read.some((menuId) => canAccess(menuId, viewer, lists, "read"))) for (const field of group.fields) fields.add(field);
  }
  return fields;
}

/** The groups this viewer reads, by name (for tests and the web tier's tabs). */
export function readableGroups(contract: ResourceContract, viewer: Viewer, lists: PermissionLists): string[] {
  return Object.entries(contract.fieldGroups?.groups ?? {})
    .filter(([, group]) => group.read.some((menuId) => canAccess(menuId, viewer, lists, "read")))
    .map(([name]) => name);
}
