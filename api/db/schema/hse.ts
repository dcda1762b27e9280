/** HSE (e-journey): vehicles, journey-management (JMP) matrices, projects and persons on board. */
import { sql } from "drizzle-orm";
import { date, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { enumCheck, idArray, orderCheck, type Constraints } from "./_base";
import { tenant, tenantFk, tenantPk } from "./_tenant";
import { employees } from "./employees";
import { MATRIX_RANGES, VEHICLE_CATEGORIES, VEHICLE_STATUSES } from "./enums";
import { locations } from "./references";

export const vehicles = pgTable(
  "vehicles",
  {
    ...tenant(),
    type: text().notNull(),
    category: text().notNull(),
    /** Licence plate, unique in the company. */
    registration_number: text().notNull(),
    status: text().notNull().default("active"),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("vehicles_company_id_registration_number_key").on(t.company_id, t.registration_number),
    enumCheck(t.category, VEHICLE_CATEGORIES),
    enumCheck(t.status, VEHICLE_STATUSES),
  ],
);

/**
 * Who approves journeys of a given range: employee_ids are the drivers/travellers it covers (an array
 * checked by the API), approver_id the approving employee.
 */
export const jmp_matrices = pgTable(
  "jmp_matrices",
  {
    ...tenant(),
    name: text().notNull(),
    matrix_range: text().notNull(),
    employee_ids: idArray(),
    approver_id: uuid(),
  },
  (t): Constraints => [
    tenantPk(t),
    index("jmp_matrices_company_id_name_idx").on(t.company_id, sql`${t.name} COLLATE "und-x-icu"`),
    enumCheck(t.matrix_range, MATRIX_RANGES),
    tenantFk(t, t.approver_id, employees, "set null"),
  ],
);

export const projects = pgTable(
  "projects",
  {
    ...tenant(),
    name: text().notNull(),
    location_id: uuid(),
    start_date: date({ mode: "string" }),
    end_date: date({ mode: "string" }),
    description: text(),
  },
  (t): Constraints => [
    tenantPk(t),
    index("projects_company_id_name_idx").on(t.company_id, sql`${t.name} COLLATE "und-x-icu"`),
    orderCheck(t.start_date, t.end_date),
    tenantFk(t, t.location_id, locations, "set null"),
  ],
);

/** Persons on board: one row per employee present at a project on a day; headcount = rows per day. */
export const project_pob = pgTable(
  "project_pob",
  {
    ...tenant(),
    project_id: uuid().notNull(),
    employee_id: uuid().notNull(),
    date: date({ mode: "string" }).notNull(),
    note: text(),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("project_pob_company_id_project_id_date_employee_id_key").on(t.company_id, t.project_id, t.date, t.employee_id),
    index("project_pob_company_id_employee_id_idx").on(t.company_id, t.employee_id),
    tenantFk(t, t.project_id, projects, "cascade"),
    tenantFk(t, t.employee_id, employees, "restrict"),
  ],
);
