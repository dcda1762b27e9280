/**
 * The global permission list (table `permissions`) kept equal to `PERMISSION_LIST` of the menu
 * definition (contract/navigation.ts). Called at every start: upserts every value with a readable
 * English label and its menu id, and removes values the menu no longer has. Idempotent: a second run
 * changes nothing (not even updated_at).
 */
import { notInArray, sql } from "drizzle-orm";
import { MENU_ENTRIES, PERMISSION_LIST, type MenuEntry } from "../../contract/navigation";
import type { Db } from "./client";
import { permissions } from "./schema/index";

/** Menu label keys whose words are not simply the camelCase split. */
const LABEL_WORDS: Record<string, string> = {
  home: "Dashboard",
  ejourney: "E-Journey",
  jmpMatrix: "JMP matrix",
  projectPob: "Project POB",
  clockInOut: "Clock in/out",
  approvalLeave: "Leave",
  approvalOvertime: "Overtime",
  ejourneyApproval: "E-Journey approval",
  ejourneyReport: "E-Journey report",
  medicalCheckup: "Medical check-up",
};

/** "activeEmployees" → "Active employees". */
function words(labelKey: string): string {
  const known = LABEL_WORDS[labelKey];
  if (known) return known;
  const spaced = labelKey.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function entryLabel(entry: MenuEntry): string {
  return entry.parent ? `${words(entry.parent.label)} › ${words(entry.label)}` : words(entry.label);
}

/** The readable label of a permission value such as "employees:read" → "Employees — read". */
export function permissionLabel(value: string): string {
  const [menuId, mode] = value.split(":");
  const entry = MENU_ENTRIES.find((e) => e.id === menuId);
  return `${entry ? entryLabel(entry) : menuId} — ${mode ?? ""}`.trim();
}

/** Upserts every value of PERMISSION_LIST and deletes the values no longer in it. */
export async function syncPermissions(db: Db): Promise<{ total: number; removed: number }> {
  const rows = PERMISSION_LIST.map((value) => ({ value, label: permissionLabel(value), menu: value.split(":")[0] ?? null }));
  return db.transaction(async (tx) => {
    if (rows.length > 0) {
      await tx
        .insert(permissions)
        .values(rows)
        .onConflictDoUpdate({
          target: permissions.value,
          set: { label: sql`excluded.label`, menu: sql`excluded.menu`, updated_at: sql`now()` },
          setWhere: sql`${permissions.label} IS DISTINCT FROM excluded.label OR ${permissions.menu} IS DISTINCT FROM excluded.menu`,
        });
    }
    const removed =
      rows.length > 0
        ? await tx.delete(permissions).where(notInArray(permissions.value, PERMISSION_LIST)).returning({ value: permissions.value })
        : await tx.delete(permissions).returning({ value: permissions.value });
    return { total: rows.length, removed: removed.length };
  });
}
