import type { MenuId } from "../../contract/navigation";
import type { Principal } from "../auth/principal";
import type { Db } from "./client";
import { activity_logs } from "./schema/index";

export interface Activity {
  companyId: string;
  principal: Principal;
  type: "create" | "update" | "delete";
  /** The menu the change was made in (docs/specification.md §3 "Activity log": menu). */
  menu: MenuId;
  detail: string;
  recordId?: string | null;
}

/** Written in the same transaction as the change it records (docs/design.md "Data rules"). */
export async function logActivity(tx: Db, activity: Activity): Promise<void> {
  const { principal } = activity;
  await tx.insert(activity_logs).values({
    company_id: activity.companyId,
    user_id: principal.kind === "user" && principal.companyId === activity.companyId ? principal.id : null,
    developer_id: principal.kind === "developer" ? principal.id : null,
    actor_name: principal.impersonatorSessionId ? `${principal.fullname} (developer)` : principal.fullname,
    type: activity.type,
    menu: activity.menu,
    detail: activity.detail.slice(0, 1000),
    record_id: activity.recordId ?? null,
  });
}
