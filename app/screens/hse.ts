/** E-journey (HSE): vehicles, the journey management matrix, the journeys' queue and report, medical check-ups; and project POB. */
import type { ColumnDecl, ScreenDecl } from "./screen.server";
import { ACTIVE_EMPLOYEES } from "./shared";

const JOURNEY_COLUMNS: readonly ColumnDecl[] = [
  { field: "departure_at", format: "datetime" },
  { field: "employee", label: "screens:fields.traveller", display: ["fullname"], sortable: false },
  { field: "vehicle", display: ["registration_number"], sortable: false },
  { field: "origin" },
  { field: "destination" },
];

export const hseScreens: readonly ScreenDecl[] = [
  {
    menu: "company-vehicles",
    views: [
      {
        id: "main",
        resource: "vehicle",
        columns: [{ field: "registration_number" }, { field: "type", label: "screens:fields.vehicleType" }, { field: "category", format: "enum" }, { field: "status", format: "enum" }],
        search: "screens:search.vehicle",
        filters: [{ field: "category", kind: "select" }, { field: "status", kind: "select" }],
        name: "registration_number",
        form: { groups: [{ fields: ["registration_number", "type", "category", "status"] }], labels: { type: "screens:fields.vehicleType" } },
      },
    ],
  },
  {
    menu: "jmp-matrix",
    views: [
      {
        id: "main",
        resource: "matrix",
        columns: [{ field: "name" }, { field: "matrix_range", format: "enum" }, { field: "employees", format: "count", sortable: false }, { field: "approver", display: ["fullname"] }],
        search: "screens:search.name",
        filters: [{ field: "matrix_range", kind: "select" }],
        name: "name",
        form: { groups: [{ fields: ["name", "matrix_range", "approver", "employees"] }] },
        options: { employees: { ...ACTIVE_EMPLOYEES, clearable: true }, approver: { ...ACTIVE_EMPLOYEES, clearable: true } },
      },
    ],
  },
  {
    menu: "ejourney-approval",
    views: [
      {
        id: "main",
        resource: "journeys",
        query: { status: "pending" },
        // A queue: the next departure first.
        sort: "departure_at",
        columns: [...JOURNEY_COLUMNS, { field: "expected_arrival_at", format: "datetime" }, { field: "purpose", format: "excerpt", sortable: false }],
        search: "screens:search.journey",
        filters: [{ field: "departure_at", kind: "dateRange" }],
        name: "destination",
        update: false,
        remove: false,
        rowActions: ["decide"],
      },
    ],
  },
  {
    menu: "ejourney-report",
    views: [
      {
        id: "main",
        resource: "journeys",
        columns: [...JOURNEY_COLUMNS, { field: "status", format: "enum", sortable: true }, { field: "decided_by", sortable: true }, { field: "arrived_at", format: "datetime" }],
        search: "screens:search.journey",
        filters: [{ field: "departure_at", kind: "dateRange" }, { field: "status", kind: "select" }],
        name: "destination",
        // Corrections and the arrival (which completes an approved journey); decisions are made in the queue.
        remove: false,
        form: {
          groups: [
            { fields: ["employee", "vehicle", "matrix", "origin", "destination", "purpose", "passengers"] },
            { label: "screens:groups.journeyTimes", fields: ["departure_at", "expected_arrival_at", "arrived_at"] },
            { label: "screens:groups.decision", fields: ["status", "decided_by", "decided_at", "decision_note"] },
          ],
          labels: { employee: "screens:fields.traveller" },
          hints: { arrived_at: "screens:hints.arrival" },
        },
        options: { employee: ACTIVE_EMPLOYEES, passengers: { ...ACTIVE_EMPLOYEES, clearable: true } },
      },
    ],
  },
  {
    menu: "medical-checkup",
    views: [
      {
        id: "main",
        resource: "employees/mcu",
        columns: [{ field: "employee", display: ["fullname"] }, { field: "date", label: "screens:fields.checkupDate" }, { field: "result", label: "screens:fields.mcuResult" }, { field: "file", format: "file", sortable: false }],
        search: "screens:search.mcu",
        filters: [{ field: "date", kind: "dateRange", label: "screens:fields.checkupDate" }],
        name: "result",
        form: {
          groups: [{ fields: ["employee", "date", "result", "notes", "file"] }],
          labels: { date: "screens:fields.checkupDate", result: "screens:fields.mcuResult" },
          hints: { file: "screens:hints.mcuFile" },
        },
        options: { employee: ACTIVE_EMPLOYEES },
      },
    ],
  },
  {
    menu: "project-pob",
    views: [
      {
        id: "projects",
        label: "screens:tabs.projects",
        resource: "projects",
        columns: [{ field: "name" }, { field: "location", display: ["name"] }, { field: "start_date" }, { field: "end_date" }, { field: "description", format: "excerpt", sortable: false }],
        search: "screens:search.name",
        filters: [{ field: "location", kind: "select" }],
        name: "name",
        form: { groups: [{ fields: ["name", "location", "start_date", "end_date", "description"] }] },
      },
      {
        id: "pob",
        label: "screens:tabs.pob",
        resource: "project-pob",
        columns: [{ field: "date" }, { field: "project", display: ["name"] }, { field: "employee", display: ["fullname"] }, { field: "note" }],
        search: "screens:search.note",
        filters: [{ field: "project", kind: "select" }, { field: "date", kind: "dateRange" }],
        name: "date",
        form: { groups: [{ fields: ["project", "date", "employee", "note"] }] },
        options: { employee: ACTIVE_EMPLOYEES },
      },
    ],
  },
];
