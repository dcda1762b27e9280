import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { refText, type Row } from "~/lib/cells";
import { fileHref } from "~/lib/files";
import { formatDate } from "~/lib/format";
import { isLanguage } from "~/lib/i18n";

/** An employee's résumé: the record and its sub-lists (loaded by app/lib/employee-resume.server.ts). */
export interface ResumeData {
  employee: Row;
  workExperiences: Row[];
  educations: Row[];
  courses: Row[];
  family: Row[];
  emergencyContacts: Row[];
  cases: Row[];
  attachments: Row[];
}

const ADDRESS_ORDER = ["address", "rt", "rw", "sub_district", "district", "city", "province", "postal_code"] as const;

/** One line of an Indonesian address: "Jl. Melati 5, RT 003/RW 004, Sukajadi, Bandung, Jawa Barat 40111". */
function addressLine(value: unknown): string {
  if (!value || typeof value !== "object") return "";
  const a = value as Record<string, string | undefined>;
  const rtRw = a.rt || a.rw ? `RT ${a.rt ?? "-"}/RW ${a.rw ?? "-"}` : "";
  const place = [a.sub_district, a.district, a.city].filter(Boolean).join(", ");
  const province = [a.province, a.postal_code].filter(Boolean).join(" ");
  return [a.address, rtRw, place, province].filter(Boolean).join(", ") || ADDRESS_ORDER.map((part) => a[part]).filter(Boolean).join(", ");
}

/**
 * The resume of one employee: who they are, their place in the company and their history (work,
 * education, courses, cases and achievements), family and emergency contacts. The same markup serves
 * the dashboard page and the print page; `app/styles/resume.css` lays it out for paper.
 */
export function Resume(props: ResumeData) {
  const { t, i18n } = useTranslation(["employees", "screens", "common"]);
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const e = props.employee;
  const date = (value: unknown, empty = "—") => (typeof value === "string" && value ? formatDate(value, { language, withTime: false }) : empty);
  const noDate = t("common:fallback.noDate");
  const text = (value: unknown) => (value === null || value === undefined || value === "" ? "—" : String(value));
  const value = (field: string, raw: unknown) => (raw ? t(`screens:values.${field}.${String(raw)}`, { defaultValue: String(raw) }) : "—");
  const photo = e.photo && typeof e.photo === "object" ? fileHref((e.photo as Row).url) : "";
  const years = (n: unknown) => (typeof n === "number" ? t("employees:years", { count: n }) : "—");

  const facts = (rows: [string, ReactNode][]) => (
    <dl className="resume__facts">
      {rows.map(([label, content]) => (
        <div key={label}>
          <dt>{t(`screens:fields.${label}`)}</dt>
          <dd>{content}</dd>
        </div>
      ))}
    </dl>
  );
  const table = (title: string, columns: string[], rows: Row[], cell: (row: Row, column: string) => ReactNode) => (
    <section className="resume__section">
      <h3>{title}</h3>
      {rows.length ? (
        <table className="resume__table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {t(`screens:fields.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row._id)}>
                {columns.map((column) => (
                  <td key={column}>{cell(row, column)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">{t("common:fallback.noData")}</p>
      )}
    </section>
  );

  return (
    <article className="resume">
      <header className="resume__header">
        {photo ? <img src={photo} alt="" className="resume__photo" /> : null}
        <div>
          <h2 className="resume__name">{text(e.fullname)}</h2>
          <p className="resume__role">
            {[refText(e.job_title, ["name"]), refText(e.department, ["name"]), refText(e.location, ["name"])].filter(Boolean).join(" · ") || "—"}
          </p>
          <p className="resume__contact">{[e.nickname ? `${t("screens:fields.nickname")} ${String(e.nickname)}` : "", e.email, e.phone].filter(Boolean).join(" · ")}</p>
          {e.active === false ? <p className="resume__left">{t("employees:leftOn", { date: date(e.resign_date), reason: text(e.exit_reason) })}</p> : null}
        </div>
      </header>

      <section className="resume__section">
        <h3>{t("screens:tabs.personnel")}</h3>
        {facts([
          ["birth_place", text(e.birth_place)],
          ["birth_date", date(e.birth_date)],
          ["age", text(e.age)],
          ["gender", value("gender", e.gender)],
          ["marital_status", value("marital_status", e.marital_status)],
          ["nationality", refText(e.nationality, ["name"]) || "—"],
          ["religion", refText(e.religion, ["name"]) || "—"],
          ["blood_type", text(e.blood_type)],
          ["domicile_address", addressLine(e.domicile_address) || "—"],
        ])}
      </section>

      <section className="resume__section">
        <h3>{t("screens:tabs.employment")}</h3>
        {facts([
          ["join_date", date(e.join_date)],
          ["service_length", years(e.service_length)],
          ["status", value("status", e.status)],
          ["sub_department", refText(e.sub_department, ["name"]) || "—"],
          ["role", refText(e.role, ["name"]) || "—"],
          ["supervisor", refText(e.supervisor, ["fullname"]) || "—"],
          ["end_of_contract", date(e.end_of_contract)],
        ])}
      </section>

      {table(t("screens:tabs.work-experiences"), ["company_name", "job_title", "location", "start_date", "end_date"], props.workExperiences, (row, column) =>
        column.endsWith("_date") ? date(row[column]) : text(row[column]),
      )}
      {table(t("screens:tabs.educations"), ["institute_name", "title", "major", "grad_year"], props.educations, (row, column) =>
        column === "title" || column === "major" ? refText(row[column], ["name"]) || "—" : text(row[column]),
      )}
      {table(t("screens:tabs.courses"), ["name", "type", "issuing_organization", "issue_date", "expiration_date"], props.courses, (row, column) =>
        column === "type" ? refText(row[column], ["name"]) || "—" : column.endsWith("_date") ? date(row[column], noDate) : text(row[column]),
      )}
      {table(t("screens:tabs.case-achievement"), ["title", "type", "date", "description"], props.cases, (row, column) =>
        column === "type" ? value("type", row.type) : column === "date" ? date(row.date) : text(row[column]),
      )}
      {table(t("screens:tabs.family"), ["name", "relationship", "phone", "bpjs_ks_additional"], props.family, (row, column) =>
        column === "relationship" ? refText(row.relationship, ["name"]) || "—" : column === "bpjs_ks_additional" ? (row.bpjs_ks_additional ? t("screens:yes") : t("screens:no")) : text(row[column]),
      )}
      {table(t("screens:tabs.emergency-contacts"), ["name", "relationship", "phone"], props.emergencyContacts, (row, column) =>
        column === "relationship" ? refText(row.relationship, ["name"]) || "—" : text(row[column]),
      )}
      {table(t("screens:tabs.attachments"), ["name", "file"], props.attachments, (row, column) => (column === "file" ? refText(row.file, ["name"]) || "—" : text(row[column])))}
    </article>
  );
}
