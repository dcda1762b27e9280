/** Employees, their sub-lists and warning letters. */
import * as s from "../db/schema/index";
import { nameOf, tenant } from "./bind";
import type { Binding, Output, Row } from "./engine";

/** Whole years between two YYYY-MM-DD dates (the second defaults to today, UTC). */
export function yearsBetween(from: string | null | undefined, to?: string | null): number | null {
  if (!from) return null;
  const end = to ?? new Date().toISOString().slice(0, 10);
  const [fy, fm, fd] = from.split("-").map(Number);
  const [ty, tm, td] = end.split("-").map(Number);
  let years = ty - fy;
  if (tm < fm || (tm === fm && td < fd)) years -= 1;
  return years < 0 ? 0 : years;
}

/** Service length in years with one decimal (e.g. 3.5), up to the resign date for leavers. */
export function serviceYears(join: string | null | undefined, until?: string | null): number | null {
  if (!join) return null;
  const end = new Date(`${until ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`).getTime();
  const start = new Date(`${join}T00:00:00Z`).getTime();
  if (end <= start) return 0;
  return Math.floor(((end - start) / (365.2425 * 86_400_000)) * 10) / 10;
}

/** Read-only fields (spec §5): age, work experience and service length. */
function decorateEmployees(rows: Output[], source: Row[], fields?: readonly string[] | null) {
  const wants = (field: string) => !fields || fields.includes(field);
  const age = wants("age");
  const withService = wants("service_length") || wants("work_experience");
  rows.forEach((row, i) => {
    const employee = source[i];
    if (age) row.age = yearsBetween(employee.birth_date as string | null);
    if (withService) {
      const service = serviceYears(employee.join_date as string | null, employee.resign_date as string | null);
      row.service_length = service;
      row.work_experience = service;
    }
  });
}

const subList = (child: string, table: Parameters<typeof tenant>[1], ...names: string[]) =>
  tenant(`employees/:id/${child}`, table, "active-employees", { parentColumn: "employee_id", name: nameOf(...names) });

export function employeeBindings(): Binding[] {
  return [
    tenant("employees", s.employees, "active-employees", {
      name: nameOf("fullname"),
      computedFrom: { age: ["birth_date"], service_length: ["join_date", "resign_date"], work_experience: ["join_date", "resign_date"] },
      decorate: async (_ctx, _company, rows, source, fields) => decorateEmployees(rows, source, fields),
    }),
    subList("emergency-contacts", s.employee_emergency_contacts, "name"),
    subList("family", s.employee_family, "name"),
    subList("work-experiences", s.employee_work_experiences, "company_name"),
    subList("educations", s.employee_educations, "institute_name"),
    subList("courses", s.employee_courses, "name"),
    subList("attachments", s.employee_attachments, "name"),
    subList("case-achievement", s.employee_case_achievements, "title"),
    tenant("employees/surat-peringatan", s.warning_letters, "warning-letter", { name: nameOf("type") }),
  ];
}
