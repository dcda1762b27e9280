/**
 * An employee's resume: the record and its sub-lists, read through /v1 for one of the two
 * employee lists. Salary and identity numbers stay out: a resume is shown and printed.
 */
import type { ApiClient } from "./api.server";
import { orNotFound } from "../screens/presenters/list.server";
import type { ResumeData } from "~/components/employees/Resume";

/** The two lists an employee page belongs to, and the resource each reads through. */
export const EMPLOYEE_LISTS = { "active-employees": "employees", "resigned-employees": "employees/exit-employee" } as const;
export type EmployeeList = keyof typeof EMPLOYEE_LISTS;

export function employeeList(list: string | undefined): EmployeeList {
  if (list !== "active-employees" && list !== "resigned-employees") throw new Response("Not found", { status: 404 });
  return list;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loadResume(api: ApiClient, list: EmployeeList, id: string): Promise<ResumeData> {
  if (!UUID.test(id)) throw new Response("Not found", { status: 404 });
  const sub = (child: string, populate: string[] = []) => api.records.list(`employees/${id}/${child}`, { limit: 500, ...(populate.length ? { populate } : {}) }).then((page) => page.data);
  const employee = await orNotFound(
    api.records.get(EMPLOYEE_LISTS[list], id, {
      populate: ["department", "sub_department", "job_title", "location", "supervisor", "nationality", "religion", "photo", "role", "sponsor"],
    }),
  );
  const [workExperiences, educations, courses, family, emergencyContacts, cases, attachments] = await orNotFound(
    Promise.all([
      sub("work-experiences"),
      sub("educations", ["title", "major"]),
      sub("courses", ["type"]),
      sub("family", ["relationship"]),
      sub("emergency-contacts", ["relationship"]),
      sub("case-achievement"),
      sub("attachments", ["file"]),
    ]),
  );
  return { employee, workExperiences, educations, courses, family, emergencyContacts, cases, attachments };
}
