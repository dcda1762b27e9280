/** The menu of contract/navigation.ts as the sidebar shows it: paths under /dashboard, labels as i18n keys. */
import { MENU_ENTRIES, canAccess, menuEntry, visibleMenu, type MenuEntry, type MenuId, type PermissionLists, type Viewer } from "../../contract/navigation";
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

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The menu entry a route generated from the menu serves (app/menu/routes.ts): the request's path under
 * /dashboard (its first `depth` segments, if given), decoded as the router matched it; else a 404.
 */
export function menuEntryOf(request: Request, depth?: number): MenuEntry {
  const segments = new URL(request.url).pathname.split("/").filter(Boolean).slice(1).map(decodeSegment);
  const entry = entryAt(segments.slice(0, depth).join("/"));
  if (!entry) throw new Response("Not found", { status: 404 });
  return entry;
}

/**
 * What a menu group's layout checks (app/menu/group.tsx): the first of its children this viewer may open,
 * else the group itself. A child may be open to more people than its group's own check lets through
 * (its own role list, docs/design.md decision 1), so the layout never refuses what a child allows; each
 * child's loader still checks the child, and the group's own address the group.
 */
export function groupGuard(groupId: MenuId, viewer: Viewer, lists: PermissionLists): MenuId {
  return menuEntry(groupId)?.children?.find((child) => canAccess(child.id, viewer, lists))?.id ?? groupId;
}
