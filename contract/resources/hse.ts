/** HSE (e-journey): company vehicles, journey-management matrices, medical check-ups; project POB. */
import { MATRIX_RANGES, VEHICLE_CATEGORIES, VEHICLE_STATUSES } from "../enums";
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
    sort: "-date",
    access: { read: ["project-pob"], write: ["project-pob"] },
  }),
];
