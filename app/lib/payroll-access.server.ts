import { canAccess, type AccessMode, type MenuId, type Viewer } from "../../contract/navigation";
import { permissionLists } from "./auth.server";

/**
 * What the viewer may do on a payroll screen: the menu item's rule (contract/navigation.ts `canAccess`: a
 * custom user needs the screen's permission or the payroll group's), which the page guards
 * (`requireSection`) and the API (api/payroll/run-routes.ts `payrollAccess`) apply too. A page offers
 * only what it allows: its write actions, and links to the other payroll screens.
 */
export function mayPayroll(viewer: Viewer, menuId: MenuId, mode: AccessMode = "read"): boolean {
  return canAccess(menuId, viewer, permissionLists(), mode);
}
