/**
 * Each declared resource bound to its table. Most are one line; resources with rules of their own add
 * hooks in their feature's folder (api/employees/bindings.ts, api/attendance/bindings.ts …), never a
 * copied route.
 */
import * as s from "../db/schema/index";
import { attendanceBindings } from "../attendance/bindings";
import { global, nameOf, tenant } from "./bind";
import type { Binding } from "./engine";
import { assignedUserBindings } from "../access/bindings";
import { approvalBindings } from "../approvals/bindings";
import { companyBindings } from "../companies/bindings";
import { developerBindings } from "../platform/developers";
import { employeeBindings } from "../employees/bindings";
import { journeyBindings } from "../journeys/bindings";
import { leaveBindings } from "../leave/bindings";
import { openingBalanceBinding } from "../payroll/opening-balances";

export function bindings(): Binding[] {
  return [
    // Developer
    ...companyBindings(),
    ...developerBindings(),
    global("banner", s.banners, "banners", {
      name: nameOf("title"),
      // The image is an uploaded file; the list shows its address.
      decorate: async (_ctx, _company, rows, source) => {
        rows.forEach((row, i) => {
          row.image_url = source[i].image_id ? `/v1/files/${source[i].image_id}` : (source[i].image_url ?? null);
        });
      },
    }),
    tenant("invited-users", s.invited_users, "invited-user", { developerSeesAll: true, name: nameOf("fullname", "email") }),
    global("requests", s.access_requests, "access", { name: nameOf("company") }),

    // Approval
    ...approvalBindings(),
    tenant("approval-flow", s.approval_flows),

    // Portal and log
    tenant("useful-links", s.useful_links),
    tenant("announcements", s.announcements, {
      beforeCreate: async ({ values, principal }) => {
        values.created_by_id = principal.kind === "user" ? principal.id : null;
      },
    }),
    tenant("logs", s.activity_logs, { name: nameOf("detail") }),

    // Access level
    ...assignedUserBindings(),
    tenant("admin-location", s.admin_location_groups),
    tenant("roles", s.access_roles, { name: nameOf("access_level", "code") }),

    // HSE and projects
    tenant("vehicle", s.vehicles, { name: nameOf("registration_number") }),
    tenant("matrix", s.jmp_matrices),
    tenant("employees/mcu", s.medical_checkups, { name: nameOf("date") }),
    tenant("projects", s.projects),
    tenant("project-pob", s.project_pob, { name: nameOf("date") }),
    ...journeyBindings(),

    // Employees
    ...employeeBindings(),

    // Data references
    tenant("refs/employees/orgs/sponsors", s.sponsors),
    tenant("refs/employees/orgs/departments", s.departments),
    tenant("refs/employees/orgs/sub-departments", s.sub_departments),
    tenant("refs/employees/orgs/job-titles", s.job_titles),
    tenant("refs/employees/orgs/locations", s.locations),
    tenant("refs/employees/personal/nationalities", s.nationalities),
    tenant("refs/employees/personal/religions", s.religions),
    tenant("refs/employees/personal/titles", s.education_levels),
    tenant("refs/employees/personal/majors", s.majors),
    tenant("refs/employees/personal/courses-type", s.course_types),
    tenant("refs/employees/personal/relationships", s.relationships),
    tenant("refs/employees/legalities/banks", s.banks),
    tenant("refs/employees/assigns/roles", s.employee_roles),

    // Attendance
    ...attendanceBindings(),

    // Leave
    ...leaveBindings(),
    // leave-balance: with the requests (approvalBindings), whose approval consumes it.

    // Payroll
    openingBalanceBinding(),
  ];
}
