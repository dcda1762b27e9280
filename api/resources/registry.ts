/**
 * Each declared resource bound to its table. Most are one line; screens with rules of their own add
 * hooks here (or in a module beside this one), never a copied route.
 */
import { eq } from "drizzle-orm";
import * as s from "../db/schema/index";
import { attendanceBindings } from "../attendance/bindings";
import { global, nameOf, tenant } from "./bind";
import type { Binding } from "./engine";
import { assignedUserBindings } from "./users";
import { companyBindings } from "./companies";
import { developerBindings } from "./developers";
import { employeeBindings } from "./employees";
import { journeyBindings } from "./journeys";

const approvalsOf = (path: string, type: string, menu: string) =>
  tenant(path, s.approvals, menu, { where: () => eq(s.approvals.type, type), name: nameOf("approval_number") });

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
    approvalsOf("approvals/clock-corrections", "clock_correction", "clock-in-out"),
    approvalsOf("approvals/shifts", "shift", "change-shift"),
    approvalsOf("approvals/leave", "leave", "approval-leave"),
    approvalsOf("approvals/overtimes", "overtime", "approval-overtime"),
    approvalsOf("approvals/business-trip", "business_trip", "business-trip"),
    tenant("approval-flow", s.approval_flows, "approval-flow"),

    // Portal and log
    tenant("useful-links", s.useful_links, "links"),
    tenant("announcements", s.announcements, "announcements", {
      beforeCreate: async ({ values, principal }) => {
        values.created_by_id = principal.kind === "user" ? principal.id : null;
      },
    }),
    tenant("logs", s.activity_logs, "activity-log", { name: nameOf("detail") }),

    // Access level
    ...assignedUserBindings(),
    tenant("admin-location", s.admin_location_groups, "admin-location"),
    tenant("roles", s.access_roles, "role-permission", { name: nameOf("access_level", "code") }),

    // HSE and projects
    tenant("vehicle", s.vehicles, "company-vehicles", { name: nameOf("registration_number") }),
    tenant("matrix", s.jmp_matrices, "jmp-matrix"),
    tenant("employees/mcu", s.medical_checkups, "medical-checkup", { name: nameOf("date") }),
    tenant("projects", s.projects, "project-pob"),
    tenant("project-pob", s.project_pob, "project-pob", { name: nameOf("date") }),
    ...journeyBindings(),

    // Employees
    ...employeeBindings(),

    // Data references
    tenant("refs/employees/orgs/sponsors", s.sponsors, "employee-organization"),
    tenant("refs/employees/orgs/departments", s.departments, "employee-organization"),
    tenant("refs/employees/orgs/sub-departments", s.sub_departments, "employee-organization"),
    tenant("refs/employees/orgs/job-titles", s.job_titles, "employee-organization"),
    tenant("refs/employees/orgs/locations", s.locations, "employee-organization"),
    tenant("refs/employees/personal/nationalities", s.nationalities, "employee-personal"),
    tenant("refs/employees/personal/religions", s.religions, "employee-personal"),
    tenant("refs/employees/personal/titles", s.education_levels, "employee-personal"),
    tenant("refs/employees/personal/majors", s.majors, "employee-personal"),
    tenant("refs/employees/personal/courses-type", s.course_types, "employee-personal"),
    tenant("refs/employees/personal/relationships", s.relationships, "employee-personal"),
    tenant("refs/employees/legalities/banks", s.banks, "employee-personal"),
    tenant("refs/employees/assigns/roles", s.employee_roles, "employee-personal"),

    // Attendance
    ...attendanceBindings(),

    // Leave
    tenant("leave-rules", s.leave_rules, "rules"),
    tenant("refs/mass-leave", s.mass_leaves, "mass-leave"),
    tenant("leave-balance", s.leave_balances, "balance", { name: nameOf("year") }),
  ];
}
