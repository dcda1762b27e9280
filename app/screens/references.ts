/** Data References: the code/name lists of employees' organisation and personal data, one tab each. */
import type { ResourcePath } from "../../contract/resources/index";
import type { ColumnDecl, FormDecl, ScreenDecl, ViewDecl } from "./screen.server";

const CODE_NAME: readonly ColumnDecl[] = [{ field: "code" }, { field: "name" }];
const CODE_NAME_FORM: FormDecl = { groups: [{ fields: ["code", "name"] }] };

/** A code/name reference list as a tab: one line per list (README "Adding a resource"). */
function referenceTab(id: string, resource: ResourcePath, extra: { columns?: readonly ColumnDecl[]; fields?: readonly string[]; hints?: Record<string, string> } = {}): ViewDecl {
  return {
    id,
    label: `screens:tabs.${id}`,
    resource,
    columns: [...CODE_NAME, ...(extra.columns ?? [])],
    search: "screens:search.codeOrName",
    form: extra.fields ? { groups: [{ fields: ["code", "name", ...extra.fields] }], ...(extra.hints ? { hints: extra.hints } : {}) } : CODE_NAME_FORM,
    name: "name",
  };
}

export const referenceScreens: readonly ScreenDecl[] = [
  {
    menu: "employee-organization",
    views: [
      referenceTab("sponsors", "refs/employees/orgs/sponsors"),
      referenceTab("departments", "refs/employees/orgs/departments", { columns: [{ field: "head", display: ["fullname"] }], fields: ["head"] }),
      referenceTab("sub-departments", "refs/employees/orgs/sub-departments", {
        columns: [{ field: "department", display: ["name"] }, { field: "supervisor", display: ["fullname"] }],
        fields: ["department", "supervisor"],
      }),
      referenceTab("job-titles", "refs/employees/orgs/job-titles"),
      // A location's own time zone overrides the company's; empty reads as the company's (docs/decisions/0034).
      referenceTab("locations", "refs/employees/orgs/locations", {
        columns: [{ field: "time_zone", format: "enum", empty: "screens:companyTimeZone" }],
        fields: ["time_zone"],
        hints: { time_zone: "screens:hints.locationTimeZone" },
      }),
    ],
  },
  {
    menu: "employee-personal",
    views: [
      referenceTab("nationalities", "refs/employees/personal/nationalities"),
      referenceTab("religions", "refs/employees/personal/religions"),
      referenceTab("titles", "refs/employees/personal/titles"),
      referenceTab("majors", "refs/employees/personal/majors"),
      referenceTab("courses-type", "refs/employees/personal/courses-type"),
      referenceTab("relationships", "refs/employees/personal/relationships"),
      referenceTab("banks", "refs/employees/legalities/banks"),
      referenceTab("roles", "refs/employees/assigns/roles", { columns: [{ field: "level" }, { field: "department", display: ["name"] }], fields: ["level", "department"] }),
    ],
  },
];
