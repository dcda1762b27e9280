/** Data References (docs/specification.md §3 "Reference lists": code and name each). */
import { TIME_ZONES } from "../enums";
import { f } from "../fields";
import { defineResource, type ResourceContract } from "../resource";

const codeName = { code: f.text({ required: true, max: 50 }), name: f.text({ required: true }) };

function referenceList<const P extends string>(path: P, menu: "employee-organization" | "employee-personal", extra: ResourceContract["fields"] = {}) {
  return defineResource({
    path,
    fields: { ...codeName, ...extra },
    search: ["code", "name"],
    sort: "name",
    display: ["code", "name"],
    // Every screen picks from these lists; only the Data References screens change them.
    access: { read: "company", write: [menu] },
  });
}

export const referenceResources = [
  referenceList("refs/employees/orgs/sponsors", "employee-organization"),
  referenceList("refs/employees/orgs/departments", "employee-organization", { head: f.ref("employees") }),
  referenceList("refs/employees/orgs/sub-departments", "employee-organization", {
    department: f.ref("refs/employees/orgs/departments"),
    supervisor: f.ref("employees"),
  }),
  referenceList("refs/employees/orgs/job-titles", "employee-organization"),
  // A location's own time zone overrides the company's (docs/decisions/0034).
  referenceList("refs/employees/orgs/locations", "employee-organization", { time_zone: f.enum(TIME_ZONES) }),
  referenceList("refs/employees/personal/nationalities", "employee-personal"),
  referenceList("refs/employees/personal/religions", "employee-personal"),
  referenceList("refs/employees/personal/titles", "employee-personal"),
  referenceList("refs/employees/personal/majors", "employee-personal"),
  referenceList("refs/employees/personal/courses-type", "employee-personal"),
  referenceList("refs/employees/personal/relationships", "employee-personal"),
  referenceList("refs/employees/legalities/banks", "employee-personal"),
  referenceList("refs/employees/assigns/roles", "employee-personal", {
    level: f.integer({ min: 0, max: 100 }),
    department: f.ref("refs/employees/orgs/departments"),
  }),
];
