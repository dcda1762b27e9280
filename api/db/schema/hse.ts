/** HSE (e-journey): vehicles, journey-management (JMP) matrices, projects and persons on board. */
import { sql } from "drizzle-orm";
import { date, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { enumCheck, idArray, orderCheck, timestamptz, type Constraints } from "./_base";
import { tenant, tenantFk, tenantPk } from "./_tenant";
import { employees } from "./employees";
import { users } from "./access";
import { JOURNEY_STATUSES, MATRIX_RANGES, VEHICLE_CATEGORIES, VEHICLE_STATUSES } from "./enums";
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

/**
 * A journey (e-journey): the traveller or driver, the vehicle and the JMP matrix it runs under, where from
 * and to, when. pending → approved or rejected (once, by an authorised user, with a note) → completed on
 * arrival (api/domain/journeys.ts). `decided_by` keeps the decider's name if the account goes.
 */
export const journeys = pgTable(
  "journeys",
  {
    ...tenant(),
    employee_id: uuid().notNull(),
    vehicle_id: uuid(),
    matrix_id: uuid(),
    origin: text().notNull(),
    destination: text().notNull(),
    purpose: text(),
    departure_at: timestamptz().notNull(),
    expected_arrival_at: timestamptz(),
    arrived_at: timestamptz(),
    passenger_ids: idArray(),
    status: text().notNull().default("pending"),
    decided_by_id: uuid(),
    decided_by: text(),
    decided_at: timestamptz(),
    decision_note: text(),
  },
  (t): Constraints => [
    tenantPk(t),
    index("journeys_company_id_status_departure_at_idx").on(t.company_id, t.status, t.departure_at),
    index("journeys_company_id_departure_at_idx").on(t.company_id, t.departure_at),
    enumCheck(t.status, JOURNEY_STATUSES),
    orderCheck(t.departure_at, t.expected_arrival_at),
    orderCheck(t.departure_at, t.arrived_at),
    tenantFk(t, t.employee_id, employees, "restrict"),
    tenantFk(t, t.vehicle_id, vehicles, "set null"),
    tenantFk(t, t.matrix_id, jmp_matrices, "set null"),
    tenantFk(t, t.decided_by_id, users, "set null"),
  ],
);
