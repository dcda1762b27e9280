import type { AppLoadContext } from "@remix-run/node";
import type { AccessMode, MenuId } from "../../contract/navigation";
import { requireSection, type SignedIn } from "./auth.server";

/**
 * The guard of the payroll pages: the menu item's check, and for a custom user the payroll group's own
 * permission (`payroll:read` / `payroll:write`), as the API checks it (api/payroll/run-routes.ts
 * `payrollAccess`, docs/decisions/0028-payroll-runs.md), so the page refuses what the API would.
 */
export async function requirePayroll(request: Request, context: AppLoadContext, menuId: MenuId, mode: AccessMode = "read"): Promise<SignedIn> {
  const found = await requireSection(request, context, menuId, mode);
  if (found.viewer.level === "custom" && !found.viewer.permissions.includes(`payroll:${mode}`)) {
    throw new Response("You do not have access to this page", { status: 403 });
  }
  return found;
}
