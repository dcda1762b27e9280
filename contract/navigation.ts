/**
 * The dashboard's menu, defined once (docs/specification.md §2 and §6, docs/design.md decision 1). The sidebar, the Remix
 * route guards, the /v1 role checks and the tests all read this tree. Pure data: no framework imports.
 */

import { LEVELS, type Level } from "./enums";

export { LEVELS, type Level };

/** Levels of people who belong to a company (everyone but the platform developer). */
export const COMPANY_LEVELS = LEVELS.filter((level): level is Exclude<Level, "developer"> => level !== "developer");

const STAFF: readonly Level[] = ["admin", "sub_admin", "custom", "admin_location"];

/** A permission block: the user matches by id, by company id or by username (docs/specification.md §6). */
export interface PermissionBlock {
  /** Name of the configured list (the HSE list is a per-deployment setting, not code). */
  list: "hse";
}

/** A menu item; `Id` is the union of the menu's ids once the tree below is declared. */
interface MenuItem<Id extends string = string> {
  id: Id;
  /** i18n key in the "nav" namespace. */
  label: string;
  /** URL segment under its parent (under /dashboard for top-level items). */
  segment: string;
  /** No list: open to every signed-in user. An empty list is the same (docs/specification.md §6). */
  roles?: readonly Level[];
  block?: PermissionBlock;
  /** The child a group opens on. */
  defaultChild?: string;
  /** Whether a create action exists on this screen (docs/specification.md §2's "no create"). */
  noCreate?: boolean;
  children?: readonly MenuItem<Id>[];
}

/** Spec §2's menu, in order: Dashboard, the developer's items, then the rest. */
const MENU_TREE = [
  { id: "home", label: "home", segment: "home" },
  { id: "companies", label: "companies", segment: "companies", roles: ["developer"] },
  { id: "developer", label: "developer", segment: "developer", roles: ["developer"] },
  { id: "invited-user", label: "invitedUser", segment: "invited-user", roles: ["developer"], noCreate: true },
  { id: "access", label: "access", segment: "access", roles: ["developer"], noCreate: true },
  { id: "banners", label: "banners", segment: "banners", roles: ["developer"] },
  {
    id: "approval",
    label: "approval",
    segment: "approval",
    roles: [...STAFF, "approver"],
    defaultChild: "clock-in-out",
    children: [
      { id: "clock-in-out", label: "clockInOut", segment: "clock-in-out", noCreate: true },
      { id: "change-shift", label: "changeShift", segment: "change-shift", noCreate: true },
      { id: "approval-leave", label: "approvalLeave", segment: "approval-leave", noCreate: true },
      { id: "approval-overtime", label: "approvalOvertime", segment: "approval-overtime", noCreate: true },
      { id: "business-trip", label: "businessTrip", segment: "business-trip", noCreate: true },
      { id: "approval-flow", label: "approvalFlow", segment: "approval-flow", roles: STAFF },
    ],
  },
  {
    id: "portal",
    label: "portal",
    segment: "portal",
    roles: STAFF,
    defaultChild: "announcements",
    children: [
      { id: "company-info", label: "companyInfo", segment: "company-info", roles: ["admin"], noCreate: true },
      { id: "links", label: "links", segment: "links", roles: ["admin"] },
      { id: "announcements", label: "announcements", segment: "announcements" },
    ],
  },
  { id: "activity-log", label: "activityLog", segment: "activity-log", roles: ["admin"], noCreate: true },
  {
    id: "access-level",
    label: "accessLevel",
    segment: "access-level",
    roles: ["admin"],
    defaultChild: "sub-admin",
    children: [
      { id: "sub-admin", label: "subAdmin", segment: "sub-admin", roles: ["admin"] },
      { id: "admin-location", label: "adminLocation", segment: "admin-location", roles: STAFF },
      { id: "approver", label: "approver", segment: "approver", roles: STAFF },
      { id: "request-access", label: "requestAccess", segment: "request-access", roles: [] },
      { id: "role-permission", label: "rolePermission", segment: "role-permission", roles: ["admin", "sub_admin"] },
      { id: "assign-access", label: "assignAccess", segment: "assign-access", roles: ["admin", "sub_admin"] },
    ],
  },
  {
    id: "ejourney",
    label: "ejourney",
    segment: "ejourney",
    roles: STAFF,
    block: { list: "hse" },
    defaultChild: "company-vehicles",
    children: [
      { id: "company-vehicles", label: "companyVehicles", segment: "company-vehicles" },
      { id: "jmp-matrix", label: "jmpMatrix", segment: "jmp-matrix" },
      { id: "ejourney-approval", label: "ejourneyApproval", segment: "ejourney-approval", noCreate: true },
      { id: "ejourney-report", label: "ejourneyReport", segment: "ejourney-report", noCreate: true },
      { id: "medical-checkup", label: "medicalCheckup", segment: "medical-checkup" },
    ],
  },
  { id: "project-pob", label: "projectPob", segment: "project-pob", roles: STAFF },
  {
    id: "employees",
    label: "employees",
    segment: "employees",
    roles: STAFF,
    defaultChild: "active-employees",
    children: [
      { id: "active-employees", label: "activeEmployees", segment: "active-employees" },
      { id: "resigned-employees", label: "resignedEmployees", segment: "resigned-employees", noCreate: true },
      { id: "warning-letter", label: "warningLetter", segment: "warning-letter" },
      { id: "hierarchy", label: "hierarchy", segment: "hierarchy", noCreate: true },
    ],
  },
  {
    id: "organization",
    label: "organization",
    segment: "organization",
    roles: STAFF,
    defaultChild: "employee-organization",
    children: [
      { id: "employee-organization", label: "employeeOrganization", segment: "employee-organization" },
      { id: "employee-personal", label: "employeePersonal", segment: "employee-personal" },
    ],
  },
  {
    id: "attendance",
    label: "attendance",
    segment: "attendance",
    // Validate is also open to approvers and employees (docs/specification.md §6), so the group must be too.
    roles: [...STAFF, "approver", "employee"],
    defaultChild: "validate",
    children: [
      { id: "shift", label: "shift", segment: "shift", roles: STAFF },
      { id: "attendance-group", label: "attendanceGroup", segment: "attendance-group", roles: STAFF },
      { id: "shift-management", label: "shiftManagement", segment: "shift-management", roles: STAFF, noCreate: true },
      { id: "daily", label: "daily", segment: "daily", roles: STAFF, noCreate: true },
      { id: "attendance-report", label: "attendanceReport", segment: "report", roles: STAFF, noCreate: true },
      { id: "validate", label: "validate", segment: "validate", noCreate: true },
    ],
  },
  {
    id: "leave",
    label: "leave",
    segment: "leave",
    roles: STAFF,
    defaultChild: "rules",
    children: [
      { id: "rules", label: "rules", segment: "rules", noCreate: true },
      { id: "mass-leave", label: "massLeave", segment: "mass-leave" },
      { id: "balance", label: "balance", segment: "balance", noCreate: true },
    ],
  },
  {
    // Payroll (docs/design.md decision 4): not in the specification's menu list, but its screens are.
    id: "payroll",
    label: "payroll",
    segment: "payroll",
    roles: ["admin", "sub_admin", "custom"],
    // Payroll Run opens the group; custom users also need the group's own permission
    // (payroll:read / payroll:write) for the run pages, as the API asks (docs/decisions/0028-payroll-runs.md).
    defaultChild: "payroll-run",
    children: [
      { id: "payroll-run", label: "payrollRun", segment: "run", noCreate: true },
      { id: "payroll-import", label: "payrollImport", segment: "import", noCreate: true },
      { id: "mass-payslip", label: "massPayslip", segment: "mass-payslip", noCreate: true },
      { id: "thr", label: "thr", segment: "thr", noCreate: true },
      // The months before the company's first saved month of a year (docs/payroll-rules.md B14).
      { id: "opening-balances", label: "openingBalances", segment: "opening-balances" },
      // The reports read the saved payroll items (docs/decisions/0036-payroll-reports-and-bank-files.md).
      { id: "pph21-report", label: "pph21Report", segment: "pph21-report", noCreate: true },
      { id: "bpjs-report", label: "bpjsReport", segment: "bpjs-report", noCreate: true },
      // Coretax e-Bupot files and the A1 (docs/decisions/0035-coretax-files-and-a1.md).
      { id: "tax-slips", label: "taxSlips", segment: "tax-slips", noCreate: true },
      { id: "payroll-calculator", label: "payrollCalculator", segment: "calculator", noCreate: true },
    ],
  },
  {
    id: "services",
    label: "services",
    segment: "services",
    roles: COMPANY_LEVELS,
    noCreate: true,
  },
] as const satisfies readonly MenuItem[];

type TopItem = (typeof MENU_TREE)[number];
type ChildId<T> = T extends { children: readonly (infer C extends { id: string })[] } ? C["id"] : never;

/** Every menu id: a misspelt id in a guard, a binding or a screen fails the type check. */
export type MenuId = TopItem["id"] | ChildId<TopItem>;

export type MenuNode = MenuItem<MenuId>;

export const MENU: readonly MenuNode[] = MENU_TREE;

export interface MenuEntry extends MenuNode {
  parent?: MenuNode;
  /** Path under /dashboard, e.g. "employees/active-employees". */
  path: string;
}

/** Every node, parents first, with its full path. */
export const MENU_ENTRIES: MenuEntry[] = MENU.flatMap((node) => [
  { ...node, path: node.segment },
  ...(node.children ?? []).map((child) => ({ ...child, parent: node, path: `${node.segment}/${child.segment}` })),
]);

const byId = new Map(MENU_ENTRIES.map((entry) => [entry.id, entry]));

export function menuEntry(id: MenuId): MenuEntry | undefined {
  return byId.get(id);
}

/** Narrows a string from outside (a URL, a stored log row) to a menu id. */
export const isMenuId = (id: string): id is MenuId => byId.has(id as MenuId);

/** Who is asking: enough of a signed-in user to decide what they may see. */
export interface Viewer {
  id: string;
  username: string;
  level: Level;
  companyId: string | null;
  /** The custom access role's permissions (custom users only). */
  permissions: readonly string[];
}

/** Per-deployment permission lists: entries are user ids, company ids or usernames. */
export type PermissionLists = Record<PermissionBlock["list"], readonly string[]>;

export type AccessMode = "read" | "write";

export const permission = (menuId: MenuId, mode: AccessMode) => `${menuId}:${mode}`;

/** Every permission a custom access level can hold: each menu item, to read or to change. */
export const PERMISSION_LIST: string[] = MENU_ENTRIES.filter((entry) => entry.roles?.length !== 1 || entry.roles[0] !== "developer").flatMap(
  (entry) => [permission(entry.id, "read"), permission(entry.id, "write")],
);

const rolePasses = (node: MenuNode, viewer: Viewer) => !node.roles?.length || node.roles.includes(viewer.level);

function blockPasses(node: MenuNode, viewer: Viewer, lists: PermissionLists): boolean {
  if (!node.block) return true;
  const entries = lists[node.block.list] ?? [];
  return [viewer.id, viewer.username, viewer.companyId].some((key) => key !== null && entries.includes(key));
}

/** A custom user needs "{menu id}:{mode}" for an item with a role list; a group's permission covers its children. */
function customGranted(entry: MenuEntry, viewer: Viewer, mode: AccessMode): boolean {
  // A child without its own role list has its group's; an explicit empty list is open to all.
  const roles = entry.roles ?? entry.parent?.roles;
  if (viewer.level !== "custom" || !roles?.length) return true;
  const holds = (id: MenuId) => viewer.permissions.includes(permission(id, mode));
  if (holds(entry.id) || (entry.parent && holds(entry.parent.id))) return true;
  // A group is reachable through any child the user holds.
  return (entry.children ?? []).some((child) => holds(child.id));
}

/**
 * docs/design.md decision 1: visible when the role test passes and, where the item has a permission block,
 * the user matches it; custom users also need the item's permission. A child needs its group to pass too.
 */
export function canAccess(menuId: MenuId, viewer: Viewer, lists: PermissionLists, mode: AccessMode = "read"): boolean {
  const entry = byId.get(menuId);
  if (!entry) return false;
  const chain = entry.parent ? [entry.parent, entry] : [entry];
  if (!chain.every((node) => rolePasses(node, viewer) && blockPasses(node, viewer, lists))) return false;
  return customGranted(entry, viewer, mode);
}

/** The menu this viewer sees: groups keep only their visible children; an empty group disappears. */
export function visibleMenu(viewer: Viewer, lists: PermissionLists): MenuEntry[] {
  return MENU.flatMap((node) => {
    const entry = byId.get(node.id)!;
    if (!node.children) return canAccess(node.id, viewer, lists) ? [entry] : [];
    const children = node.children.filter((child) => canAccess(child.id, viewer, lists));
    return children.length ? [{ ...entry, children }] : [];
  });
}
