import type { ResourceContract } from "../resource";
import { accessResources } from "./access";
import { approvalResources } from "./approvals";
import { attendanceResources } from "./attendance";
import { developerResources } from "./developer";
import { employeeResources } from "./employees";
import { hseResources } from "./hse";
import { leaveResources } from "./leave";
import { portalResources } from "./portal";
import { referenceResources } from "./references";

/** Every declared /v1 resource. */
export const RESOURCES: readonly ResourceContract[] = [
  ...developerResources,
  ...approvalResources,
  ...portalResources,
  ...accessResources,
  ...hseResources,
  ...employeeResources,
  ...referenceResources,
  ...attendanceResources,
  ...leaveResources,
];

const byPath = new Map(RESOURCES.map((resource) => [resource.path, resource]));

export function resourceContract(path: string): ResourceContract | undefined {
  return byPath.get(path);
}
