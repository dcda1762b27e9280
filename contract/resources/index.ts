import type { ResourceContract } from "../resource";
import { accessResources } from "./access";
import { approvalResources } from "./approvals";
import { attendanceResources } from "./attendance";
import { developerResources } from "./developer";
import { employeeResources } from "./employees";
import { hseResources } from "./hse";
import { leaveResources } from "./leave";
import { payrollResources } from "./payroll";
import { portalResources } from "./portal";
import { referenceResources } from "./references";

const DECLARED = [
  ...developerResources,
  ...approvalResources,
  ...portalResources,
  ...accessResources,
  ...hseResources,
  ...employeeResources,
  ...referenceResources,
  ...attendanceResources,
  ...leaveResources,
  ...payrollResources,
];

/** Every declared /v1 resource path: a misspelt path in a binding or a screen fails the type check. */
export type ResourcePath = (typeof DECLARED)[number]["path"];

/** The sub-lists of a parent, by last segment: SubListOf<"employees"> holds "family" for employees/:id/family. */
export type SubListOf<Parent extends string> = ResourcePath extends infer P ? (P extends `${Parent}/:id/${infer C}` ? C : never) : never;

/** The declaration of one path, with its literal types (its access lists). */
export type ResourceAt<P extends ResourcePath> = Extract<(typeof DECLARED)[number], { path: P }>;

/** Every declared /v1 resource. */
export const RESOURCES: readonly ResourceContract[] = DECLARED;

const byPath = new Map(RESOURCES.map((resource) => [resource.path, resource]));

export function resourceContract(path: string): ResourceContract | undefined {
  return byPath.get(path);
}
