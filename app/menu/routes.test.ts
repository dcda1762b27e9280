/**
 * The generated route tree mirrors the menu (decision 0023): read from the real app/routes folder the way
 * the build reads it (Remix's flat routes and defineRoutes), every menu leaf has exactly one route, a
 * route file of its own wins over a generated one, and no id or page path is defined twice.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { defineRoutes, type RouteManifest } from "@remix-run/dev/dist/config/routes.js";
import { MENU, MENU_ENTRIES, canAccess, type Viewer } from "../../contract/navigation";
import { screenFor } from "~/screens/screen.server";
import { groupGuard } from "~/lib/navigation";
import { DASHBOARD_ROUTE, MENU_MODULES, fullPath, menuRoutes, menuRouteId } from "./routes";

const appDir = path.resolve(import.meta.dirname, "..");
// As remix.config.js passes it.
const bespoke = flatRoutes(appDir, ["**/.*", "**/*.test.{ts,tsx}"]);
const generated = menuRoutes(defineRoutes, bespoke);
const all: RouteManifest = { ...bespoke, ...generated };
/** The routes that answer a URL path (no splat): the bespoke ones with their full pattern, the generated ones exactly. */
const servedBy = (routes: RouteManifest, url: string) =>
  Object.values(routes).filter((route) => {
    const pattern = fullPath(all, route.id).split("/");
    const parts = url.split("/");
    return !pattern.includes("*") && pattern.length === parts.length && pattern.every((part, i) => part.startsWith(":") || part === parts[i]);
  });
const pages = (routes: RouteManifest, url: string) => servedBy(routes, url).filter((route) => route.index || !Object.values(all).some((child) => child.parentId === route.id));

describe("routes generated from the menu", () => {
  it("gives every menu leaf exactly one page: a route file of its own, or a generated route", () => {
    const leaves = MENU_ENTRIES.filter((entry) => !entry.children);
    for (const leaf of leaves) {
      const url = `dashboard/${leaf.path}`;
      const own = pages(bespoke, url);
      const made = pages(generated, url);
      expect([leaf.id, own.length + made.length]).toEqual([leaf.id, 1]);
      if (made.length) expect(made[0]).toMatchObject({ id: menuRouteId(leaf.id), file: MENU_MODULES.screen, caseSensitive: true });
    }
  });

  it("lets route files of their own win: no route is generated for their paths", () => {
    for (const id of ["home", "services", "daily", "validate", "payroll-calculator", "payroll-run", "payroll-import", "mass-payslip"] as const) {
      expect(generated[menuRouteId(id)]).toBeUndefined();
    }
    const entry = (id: string, routePath: string, parentId = DASHBOARD_ROUTE) => ({ id, parentId, path: routePath, file: `${id}.tsx` });
    const withOwn = (...routes: ReturnType<typeof entry>[]): RouteManifest => ({ ...bespoke, ...Object.fromEntries(routes.map((route) => [route.id, route])) });
    // A static file, a dynamic one at the same depth, and a file that serves a whole group.
    expect(menuRoutes(defineRoutes, withOwn(entry("routes/x", "employees/warning-letter")))[menuRouteId("warning-letter")]).toBeUndefined();
    expect(menuRoutes(defineRoutes, withOwn(entry("routes/y", ":page")))[menuRouteId("companies")]).toBeUndefined();
    const groupOwned = menuRoutes(defineRoutes, withOwn(entry("routes/z", "leave")));
    expect(groupOwned[menuRouteId("leave")]).toBeUndefined();
    expect(groupOwned[menuRouteId("rules")]).toMatchObject({ parentId: DASHBOARD_ROUTE, path: "leave/rules" });
  });

  it("makes each menu group a layout with an index route, its children nested in it", () => {
    for (const group of MENU.filter((node) => node.children)) {
      expect(generated[menuRouteId(group.id)]).toMatchObject({ parentId: DASHBOARD_ROUTE, path: group.segment, file: MENU_MODULES.group });
      expect(generated[`${menuRouteId(group.id)}/index`]).toMatchObject({ parentId: menuRouteId(group.id), index: true, file: MENU_MODULES.groupIndex });
      for (const child of group.children ?? []) {
        const route = generated[menuRouteId(child.id)];
        if (route) expect(route).toMatchObject({ parentId: menuRouteId(group.id), path: child.segment });
      }
    }
    for (const node of MENU.filter((item) => !item.children)) {
      const route = generated[menuRouteId(node.id)];
      if (route) expect(route).toMatchObject({ parentId: DASHBOARD_ROUTE, path: node.segment });
    }
  });

  it("defines no id twice and no page path twice, and serves every generated leaf with a declared screen", () => {
    expect(Object.keys(generated).filter((id) => id in bespoke)).toEqual([]);
    expect(Object.keys(generated).every((id) => id.startsWith("menu/"))).toBe(true);
    const paths = Object.values(all)
      .filter((route) => route.index || !Object.values(all).some((child) => child.parentId === route.id))
      .map((route) => fullPath(all, route.id));
    expect(paths.filter((url, index) => paths.indexOf(url) !== index)).toEqual([]);
    for (const route of Object.values(generated)) {
      expect(fs.existsSync(path.join(appDir, route.file))).toBe(true);
      const leaf = MENU_ENTRIES.find((entry) => menuRouteId(entry.id) === route.id && !entry.children);
      if (leaf) expect(screenFor(leaf.id)).toBeDefined();
    }
  });

  it("opens a group's layout to whoever may open one of its children (docs/design.md decision 1)", () => {
    const lists = { hse: [] };
    const custom = (...permissions: string[]): Viewer => ({ id: "u1", username: "c", level: "custom", companyId: "c1", permissions });
    // A custom role holding one child passes the layout on that child's check.
    expect(groupGuard("employees", custom("warning-letter:read"), lists)).toBe("warning-letter");
    expect(canAccess(groupGuard("employees", custom("warning-letter:read"), lists), custom("warning-letter:read"), lists)).toBe(true);
    // Approvers and employees open Attendance through Validate, which keeps the group's roles; not Shift (staff only).
    const employee: Viewer = { id: "u2", username: "e", level: "employee", companyId: "c1", permissions: [] };
    expect(groupGuard("attendance", employee, lists)).toBe("validate");
    // Nobody inside: the group's own check, which refuses.
    expect(groupGuard("access-level", employee, lists)).toBe("access-level");
    expect(canAccess("access-level", employee, lists)).toBe(false);
  });
});
