/**
 * Every declared screen (README "Adding a resource"): one declaration file per menu group, mirroring
 * contract/resources/* and assembled in the same order. The engine resolves them
 * (app/screens/screen.server.ts: screenFor, screenAt); the generic routes render any of them.
 *
 * Pure data, imported by the engine and tests only (the contract's zod schemas stay out of the browser
 * bundle).
 */
import { accessScreens } from "./access";
import { approvalScreens } from "./approvals";
import { attendanceScreens } from "./attendance";
import { developerScreens } from "./developer";
import { employeeScreens } from "./employees";
import { hseScreens } from "./hse";
import { leaveScreens } from "./leave";
import { payrollScreens } from "./payroll";
import { portalScreens } from "./portal";
import { referenceScreens } from "./references";
import type { ScreenDecl } from "./screen.server";

export const SCREENS: readonly ScreenDecl[] = [
  ...developerScreens,
  ...approvalScreens,
  ...portalScreens,
  ...accessScreens,
  ...hseScreens,
  ...employeeScreens,
  ...referenceScreens,
  ...attendanceScreens,
  ...leaveScreens,
  ...payrollScreens,
];
