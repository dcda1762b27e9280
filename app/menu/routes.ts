/**
 * The dashboard's routes generated from the menu (contract/navigation.ts; decision 0023), read by
 * remix.config.js at build time: each menu group a layout route (its guard, its error boundary) with an
 * index route that opens its default child, and each leaf a child route; every one served by the shared
 * modules beside this file. A route file of its own in app/routes wins: no route is generated for a path
 * that a file there already serves. Pure: no framework code at run time, only Remix's route manifest type.
 */
import type { DefineRoutesFunction, RouteManifest } from "@remix-run/dev/dist/config/routes";
import { MENU, type MenuNode } from "../../contract/navigation";

/** The dashboard layout (app/routes/dashboard.tsx): every generated route is nested in it. */
export const DASHBOARD_ROUTE = "routes/dashboard";

/** The shared route modules, relative to app/. */
export const MENU_MODULES = { group: "menu/group.tsx", groupIndex: "menu/group-index.tsx", screen: "menu/screen.tsx" } as const;

/** A generated route's id: `menu/{menu id}`, and `menu/{group id}/index` for a group's index. */
export const menuRouteId = (id: string) => `menu/${id}`;

/** A route's URL pattern from the root ("dashboard/employees/:list/:id/resume"), through its parents. */
export function fullPath(routes: RouteManifest, id: string): string {
  const parts: string[] = [];
  for (let route: RouteManifest[string] | undefined = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path);
  }
  return parts.join("/");
}

/**
 * Whether a route of app/routes answers this URL path (no leading slash): a static segment must be equal, a
 * `:param` takes any one segment. The splat (`dashboard.$.tsx`, the dashboard's not-found page) is the
 * fallback under every generated route, not a screen that wins over them.
 */
function serves(pattern: string, path: string): boolean {
  const want = pattern.split("/").filter(Boolean);
  const got = path.split("/");
  if (want.includes("*") || want.length !== got.length) return false;
  return want.every((segment, index) => (segment.startsWith(":") ? true : segment.toLowerCase() === got[index].toLowerCase()));
}

/**
 * The generated routes, given the routes of app/routes (Remix's flat-routes reading of that folder, as
 * the build makes it). Every id is `menu/…`, so none can clash with a file's `routes/…` id.
 */
export function menuRoutes(defineRoutes: DefineRoutesFunction, bespoke: RouteManifest): RouteManifest {
  const dashboard = bespoke[DASHBOARD_ROUTE];
  if (!dashboard?.path) throw new Error(`menu routes: no ${DASHBOARD_ROUTE} route in app/routes to nest them in`);
  const patterns = Object.keys(bespoke).map((id) => fullPath(bespoke, id));
  const taken = (path: string) => patterns.some((pattern) => serves(pattern, `${dashboard.path}/${path}`));
  // Generated paths match as written (case-sensitive), as the menu lookup behind them does.
  const generated = defineRoutes((route) => {
    /** A leaf's route, at `routePath` under its parent route, unless a file already serves its path. */
    const leaf = (node: MenuNode, path: string, routePath = node.segment) => {
      if (!taken(path)) route(routePath, MENU_MODULES.screen, { id: menuRouteId(node.id), caseSensitive: true });
    };
    route(dashboard.path, dashboard.file, { id: dashboard.id }, () => {
      for (const node of MENU) {
        const children = node.children;
        if (!children) {
          leaf(node, node.segment);
          continue;
        }
        if (taken(node.segment)) {
          // A group a file of its own serves keeps no generated layout; its other children still get routes.
          for (const child of children) leaf(child, `${node.segment}/${child.segment}`, `${node.segment}/${child.segment}`);
          continue;
        }
        route(node.segment, MENU_MODULES.group, { id: menuRouteId(node.id), caseSensitive: true }, () => {
          route(undefined, MENU_MODULES.groupIndex, { id: `${menuRouteId(node.id)}/index`, index: true });
          for (const child of children) leaf(child, `${node.segment}/${child.segment}`);
        });
      }
    });
  });
  // The dashboard layout itself is the file's route, defined above only to nest the generated ones in it.
  delete generated[dashboard.id];
  return generated;
}
