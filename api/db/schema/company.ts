/** Company sub-lists (digital signatures, certificates) and the portal: useful links, announcements. */
import { sql } from "drizzle-orm";
import { boolean, date, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { idArray, orderCheck, type Constraints } from "./_base";
import { fileFk, tenant, tenantFk, tenantPk } from "./_tenant";
import { users } from "./access";
import { departments, job_titles, locations, sub_departments } from "./references";

/** Signatures for documents (payslips, letters). At most one is selected (active) per company. */
export const company_digital_signatures = pgTable(
  "company_digital_signatures",
  {
    ...tenant(),
    name: text().notNull(),
    title: text(),
    selected: boolean().notNull().default(false),
    /** The signature image. */
    file_id: uuid(),
  },
  (t): Constraints => [
    tenantPk(t),
    uniqueIndex("company_digital_signatures_selected_key")
      .on(t.company_id)
      .where(sql.raw(`"selected"`)),
    fileFk(t, t.file_id),
  ],
);

export const company_certificates = pgTable(
  "company_certificates",
  {
    ...tenant(),
    cert_name: text().notNull(),
    file_id: uuid(),
  },
  (t): Constraints => [tenantPk(t), fileFk(t, t.file_id)],
);

/** A link on the portal, optionally shown only to one department / sub department / location / job title. */
export const useful_links = pgTable(
  "useful_links",
  {
    ...tenant(),
    display: text().notNull(),
    link: text().notNull(),
    department_id: uuid(),
    sub_department_id: uuid(),
    location_id: uuid(),
    job_title_id: uuid(),
  },
  (t): Constraints => [
    tenantPk(t),
    index("useful_links_company_id_display_idx").on(t.company_id, sql`${t.display} COLLATE "und-x-icu"`),
    tenantFk(t, t.department_id, departments, "set null"),
    tenantFk(t, t.sub_department_id, sub_departments, "set null"),
    tenantFk(t, t.location_id, locations, "set null"),
    tenantFk(t, t.job_title_id, job_titles, "set null"),
  ],
);

/**
 * An announcement. It is shown to the whole company when `company_wide`, otherwise to the employees
 * matching ANY of the target lists (explicit employees, or their department, sub department, location
 * or job title). Target lists are id arrays without foreign keys; the API checks them on write.
 */
export const announcements = pgTable(
  "announcements",
  {
    ...tenant(),
    title: text().notNull(),
    /** Sanitised HTML (the API sanitises before storing). */
    content: text().notNull(),
    start_date: date({ mode: "string" }),
    end_date: date({ mode: "string" }),
    company_wide: boolean().notNull().default(false),
    employee_ids: idArray(),
    department_ids: idArray(),
    sub_department_ids: idArray(),
    location_ids: idArray(),
    job_title_ids: idArray(),
    /** users.id of the author (cleared if the user is deleted). */
    created_by_id: uuid(),
  },
  (t): Constraints => [
    tenantPk(t),
    index("announcements_company_id_start_date_idx").on(t.company_id, t.start_date),
    orderCheck(t.start_date, t.end_date),
    tenantFk(t, t.created_by_id, users, "set null"),
  ],
);
