/** The menu of contract/navigation.ts as the sidebar shows it: paths under /dashboard, labels as i18n keys. */
import { MENU_ENTRIES, visibleMenu, type MenuEntry, type PermissionLists, type Viewer } from "../../contract/navigation";
import type { ShellMenuItem } from "~/components/layout/DashboardShell";

export const dashboardPath = (entry: Pick<MenuEntry, "path">) => `/dashboard/${entry.path}`;

export function shellMenu(viewer: Viewer, lists: PermissionLists): ShellMenuItem[] {
  return visibleMenu(viewer, lists).map((entry) => ({
    id: entry.id,
    label: `nav:${entry.label}`,
    to: dashboardPath(entry),
    children: entry.children?.map((child) => ({ id: child.id, label: `nav:${child.label}`, to: `${dashboardPath(entry)}/${child.segment}` })),
  }));
}

/** The menu entry a dashboard path names ("employees/active-employees"), if any. */
export function entryAt(path: string): MenuEntry | undefined {
  const clean = path.replace(/^\/+|\/+$/g, "");
  return MENU_ENTRIES.find((entry) => entry.path === clean);
}
