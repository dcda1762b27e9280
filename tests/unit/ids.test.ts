/**
 * Menu ids and resource paths are types: a misspelt one fails `tsc`, not only a test. Each
 * `@ts-expect-error` below is itself a check: were the typing to loosen back to `string`, the directive
 * would be unused and the type check would fail.
 */
import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { canAccess, isMenuId, menuEntry, type MenuId, type Viewer } from "../../contract/navigation";
import { defineResource } from "../../contract/resource";
import { resourceContract, type ResourcePath } from "../../contract/resources/index";
import type { Principal } from "../../api/auth/principal";
import type { ApiContext } from "../../api/context";
import * as s from "../../api/db/schema/index";
import { assertAccess } from "../../api/http/auth";
import { tenant } from "../../api/resources/bind";
import { checkAccess } from "../../api/resources/engine";
import type { requireSection } from "~/lib/auth.server";
import type { ScreenDecl } from "~/screens/screen.server";

const admin: Viewer = { id: "u1", username: "admin", level: "admin", companyId: "c1", permissions: [] };

/** Never called: the calls the type check must refuse, with arguments of the right shape otherwise. */
export function refusedByTheTypeCheck(ctx: ApiContext, principal: Principal, request: Request, context: AppLoadContext, guard: typeof requireSection) {
  // @ts-expect-error a misspelt menu id in a route guard
  void guard(request, context, "active-employes");
  // @ts-expect-error a misspelt menu id in an API access check
  checkAccess(ctx, principal, ["warning-leter"], "read");
  // @ts-expect-error a misspelt menu id in an API access assertion
  assertAccess(ctx, principal, ["dayly"], "read");
  // @ts-expect-error a misspelt resource path in a binding
  tenant("shift", s.shifts);
  // @ts-expect-error the declaration of "shifts" records its menu (write: ["shift"]): the binding does not repeat it
  tenant("shifts", s.shifts, "shift");
  // @ts-expect-error a misspelt menu id in a binding that names its menu
  tenant("employees/:id/family", s.employee_family, "active-employes");
  const screen: ScreenDecl = {
    // @ts-expect-error a misspelt menu id in a screen declaration
    menu: "shifts",
    // @ts-expect-error a misspelt resource path in a screen declaration
    views: [{ id: "main", resource: "shift" }],
  };
  const declared = defineResource({
    path: "example",
    fields: {},
    // @ts-expect-error a misspelt menu id in a resource declaration's access
    access: { read: "company", write: ["shiftt"] },
  });
  return [screen, declared];
}

describe("menu ids and resource paths", () => {
  it("a misspelt menu id or resource path, refused by the type check, also finds nothing at run time", () => {
    // @ts-expect-error no such menu id
    const menu: MenuId = "active-employes";
    // @ts-expect-error no such resource path
    const path: ResourcePath = "employes";
    expect(isMenuId(menu)).toBe(false);
    expect(menuEntry(menu)).toBeUndefined();
    expect(canAccess(menu, admin, { hse: [] })).toBe(false);
    expect(resourceContract(path)).toBeUndefined();
    expect(isMenuId("active-employees")).toBe(true);
  });

  it("a binding reads its menu from the resource's declaration, and names it only where the declaration has none", () => {
    expect(tenant("shifts", s.shifts).menu).toBe("shift");
    expect(tenant("employees/:id/family", s.employee_family, "active-employees").menu).toBe("active-employees");
    // Sub-lists are changed from two menus: the declaration records no single one.
    // @ts-expect-error the binding must name its menu
    expect(() => tenant("employees/:id/family", s.employee_family)).toThrow("employees/:id/family: the binding must name its menu");
  });
});
