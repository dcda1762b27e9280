/** HSE (e-journey): company vehicles, journey-management matrices, medical check-ups; project POB. */
import { JOURNEY_STATUSES, MATRIX_RANGES, VEHICLE_CATEGORIES, VEHICLE_STATUSES } from "../enums";
import { f } from "../fields";
import { defineResource } from "../resource";

export const hseResources = [
  defineResource({
    path: "vehicle",
    fields: {
      type: f.text({ required: true }),
      category: f.enum(VEHICLE_CATEGORIES, { required: true }),
      registration_number: f.text({ required: true, max: 20 }),
      status: f.enum(VEHICLE_STATUSES, { required: true }),
    },
    search: ["type", "registration_number"],
    sort: "registration_number",
    display: ["registration_number", "type"],
    access: { read: ["company-vehicles"], write: ["company-vehicles"] },
  }),
  defineResource({
    path: "matrix",
    fields: {
      name: f.text({ required: true }),
      matrix_range: f.enum(MATRIX_RANGES, { required: true }),
      employees: f.refs("employees"),
      approver: f.ref("employees"),
    },
    search: ["name"],
    sort: "name",
    display: ["name", "matrix_range"],
    access: { read: ["jmp-matrix"], write: ["jmp-matrix"] },
  }),
  defineResource({
    path: "employees/mcu",
    fields: {
      employee: f.ref("employees", { required: true }),
      date: f.date({ required: true }),
      result: f.text(),
      notes: f.textarea({ max: 2000 }),
      file: f.file("medical_checkup"),
    },
    search: ["result", "notes"],
    sort: "-date",
    access: { read: ["medical-checkup"], write: ["medical-checkup"] },
  }),
  defineResource({
    path: "projects",
    fields: {
      name: f.text({ required: true }),
      location: f.ref("refs/employees/orgs/locations"),
      start_date: f.date(),
      end_date: f.date(),
      description: f.textarea({ max: 2000 }),
    },
    search: ["name"],
    sort: "name",
    display: ["name"],
    access: { read: ["project-pob"], write: ["project-pob"] },
  }),
  defineResource({
    path: "project-pob",
    fields: {
      project: f.ref("projects", { required: true }),
      employee: f.ref("employees", { required: true }),
      date: f.date({ required: true }),
      note: f.text(),
    },
    search: ["note"],
    sort: "-date",
    access: { read: ["project-pob"], write: ["project-pob"] },
  }),
  /**
   * A journey under the journey-management plan: who travels (driver first), in which vehicle, under which
   * JMP matrix; approved or rejected once by an authorised user (POST journeys/{id}/decision), completed
   * on arrival. Status and the decision are computed: no form sets them.
   */
  defineResource({
    path: "journeys",
    fields: {
      employee: f.ref("employees", { required: true }),
      vehicle: f.ref("vehicle"),
      matrix: f.ref("matrix"),
      origin: f.text({ required: true }),
      destination: f.text({ required: true }),
      purpose: f.textarea({ max: 2000 }),
      departure_at: f.datetime({ required: true }),
      expected_arrival_at: f.datetime(),
      arrived_at: f.datetime(),
      passengers: f.refs("employees", { column: "passenger_ids", max: 50 }),
      status: { ...f.computed("enum"), values: JOURNEY_STATUSES },
      decided_by: f.computed("text"),
      decided_at: f.computed("datetime"),
      decision_note: f.computed("text"),
    },
    search: ["origin", "destination", "purpose"],
    sort: "-departure_at",
    display: ["origin", "destination"],
    access: { read: ["ejourney-approval", "ejourney-report"], write: ["ejourney-approval"] },
  }),
];
