/**
 * Reference lists (docs/specification.md §3: "code and name each"): organisation (sponsors, departments,
 * sub departments, job titles, locations), personal (nationalities, religions, education levels = path "titles",
 * majors, course types, relationships), legality (banks) and employee roles.
 */
import { getTableName, sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { enumCheck, type Constraints } from "./_base";
import { TIME_ZONES } from "./enums";
import { tenant, tenantFk, tenantPk } from "./_tenant";
import { employees } from "./employees";

/** The columns every reference list has. */
const referenceColumns = () => ({
  ...tenant(),
  code: text().notNull(),
  name: text().notNull(),
});

/** Primary key, unique code per company, and an index for the name-sorted list (ICU collation). */
function referenceConstraints(t: { company_id: AnyPgColumn; id: AnyPgColumn; code: AnyPgColumn; name: AnyPgColumn }): Constraints {
  const table = getTableName(t.id.table);
  return [
    tenantPk(t),
    uniqueIndex(`${table}_company_id_code_key`).on(t.company_id, t.code),
    index(`${table}_company_id_name_idx`).on(t.company_id, sql`${t.name} COLLATE "und-x-icu"`),
  ];
}

export const sponsors = pgTable("sponsors", referenceColumns(), (t): Constraints => referenceConstraints(t));

export const departments = pgTable(
  "departments",
  {
    ...referenceColumns(),
    /** The head of the department (an employee). */
    head_id: uuid(),
  },
  (t): Constraints => [...referenceConstraints(t), tenantFk(t, t.head_id, employees, "set null")],
);

export const sub_departments = pgTable(
  "sub_departments",
  {
    ...referenceColumns(),
    department_id: uuid(),
    /** The supervisor (an employee). */
    supervisor_id: uuid(),
  },
  (t): Constraints => [
    ...referenceConstraints(t),
    index("sub_departments_company_id_department_id_idx").on(t.company_id, t.department_id),
    tenantFk(t, t.department_id, departments, "set null"),
    tenantFk(t, t.supervisor_id, employees, "set null"),
  ],
);

export const job_titles = pgTable("job_titles", referenceColumns(), (t): Constraints => referenceConstraints(t));

export const locations = pgTable(
  "locations",
  {
    ...referenceColumns(),
    /** The location's time zone, overriding the company's; none: the company's (docs/decisions/0034). */
    time_zone: text(),
  },
  (t): Constraints => [...referenceConstraints(t), enumCheck(t.time_zone, TIME_ZONES)],
);

export const nationalities = pgTable("nationalities", referenceColumns(), (t): Constraints => referenceConstraints(t));

export const religions = pgTable("religions", referenceColumns(), (t): Constraints => referenceConstraints(t));

/** Education levels (SD, SMA, D3, S1…): docs/specification.md §3's path refs/employees/personal/titles. */
export const education_levels = pgTable("education_levels", referenceColumns(), (t): Constraints => referenceConstraints(t));

export const majors = pgTable("majors", referenceColumns(), (t): Constraints => referenceConstraints(t));

/** Course types: docs/specification.md §3's path refs/employees/personal/courses-type. */
export const course_types = pgTable("course_types", referenceColumns(), (t): Constraints => referenceConstraints(t));

/** Family relationships (spouse, child, parent…), used by emergency contacts and family members. */
export const relationships = pgTable("relationships", referenceColumns(), (t): Constraints => referenceConstraints(t));

export const banks = pgTable("banks", referenceColumns(), (t): Constraints => referenceConstraints(t));

/** Employee roles (grades): docs/specification.md §3's path refs/employees/assigns/roles. */
export const employee_roles = pgTable(
  "employee_roles",
  {
    ...referenceColumns(),
    level: integer(),
    department_id: uuid(),
  },
  (t): Constraints => [...referenceConstraints(t), tenantFk(t, t.department_id, departments, "set null")],
);
