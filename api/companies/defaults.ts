/**
 * What a new company starts with (docs/decisions/0050-a-new-company-s-first-day.md): ready-made values that
 * HR changes or deletes like any other row — the statutory leave rules, a 08:00–17:00 shift with a fixed
 * Monday-to-Friday group, this year's and next year's national holidays, and the reference lists whose
 * values are the same in every Indonesian company. The company's own lists (departments, locations, job
 * titles, sponsors, roles…) stay empty: they are setup steps (api/domain/setup.ts).
 *
 * Inserted in the transaction that creates the company (api/companies/bindings.ts, and the CLI's
 * company:create), one statement after another (docs/decisions/0046). The demo seed builds its companies
 * itself (api/db/seed.ts) and never calls this.
 */
import { loadNationalHolidays, seedYears } from "../attendance/holidays";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import { newId } from "../db/schema/index";

type Pairs = readonly (readonly [code: string, name: string])[];

/**
 * The six religions recognised in Indonesia (UU 1/PNPS/1965, elucidation of Pasal 1), by the codes the THR
 * run reads to find each one's holiday (docs/payroll-rules.md B9).
 */
export const DEFAULT_RELIGIONS: Pairs = [
  ["ISL", "Islam"],
  ["KRP", "Kristen Protestan"],
  ["KAT", "Katolik"],
  ["HIN", "Hindu"],
  ["BUD", "Buddha"],
  ["KHC", "Konghucu"],
];

/** Indonesia first, then the nationalities most often working in Indonesian companies (decision 0050). */
export const DEFAULT_NATIONALITIES: Pairs = [
  ["ID", "Indonesia"],
  ["MY", "Malaysia"],
  ["SG", "Singapura"],
  ["PH", "Filipina"],
  ["IN", "India"],
  ["AU", "Australia"],
  ["JP", "Jepang"],
  ["KR", "Korea Selatan"],
  ["CN", "Tiongkok"],
  ["US", "Amerika Serikat"],
  ["GB", "Inggris"],
  ["NL", "Belanda"],
];

/**
 * The levels of UU 20/2003 (Sisdiknas) Pasal 17–20 as HR writes them: basic (SD, SMP), secondary
 * (SMA/SMK/MA) and higher — diploma D1–D4, sarjana, magister, doktor.
 */
export const DEFAULT_EDUCATION_LEVELS: Pairs = [
  ["SD", "SD"],
  ["SMP", "SMP"],
  ["SMA", "SMA/SMK"],
  ["D1", "D1"],
  ["D2", "D2"],
  ["D3", "D3"],
  ["D4", "D4"],
  ["S1", "S1"],
  ["S2", "S2"],
  ["S3", "S3"],
];

/** Family and emergency contacts: the relationships of the family card (Kartu Keluarga) and a guardian. */
export const DEFAULT_RELATIONSHIPS: Pairs = [
  ["SUA", "Suami"],
  ["IST", "Istri"],
  ["ANK", "Anak"],
  ["AYH", "Ayah"],
  ["IBU", "Ibu"],
  ["SDR", "Saudara Kandung"],
  ["KRB", "Kerabat"],
  ["WAL", "Wali"],
];

/**
 * The largest banks by their Bank Indonesia three-digit code, the code the bank transfer files match on
 * (docs/payroll-rules.md "Bank transfer files": 014 BCA, 008 Mandiri).
 */
export const DEFAULT_BANKS: Pairs = [
  ["014", "Bank Central Asia (BCA)"],
  ["008", "Bank Mandiri"],
  ["002", "Bank Rakyat Indonesia (BRI)"],
  ["009", "Bank Negara Indonesia (BNI)"],
  ["022", "Bank CIMB Niaga"],
  ["451", "Bank Syariah Indonesia (BSI)"],
  ["013", "Bank Permata"],
  ["011", "Bank Danamon"],
  ["200", "Bank Tabungan Negara (BTN)"],
  ["028", "Bank OCBC NISP"],
];

/** A leave rule as the defaults give it: the table's defaults (days, working days, granted each year) unless said. */
interface LeaveRuleSpec {
  type: string;
  /** Days (or hours) each grant; null: unlimited. */
  amount: number | null;
  calculation?: "work_day" | "calendar_day";
  distribution?: "annual" | "monthly";
  min_service_months?: number;
  /** Granted on 1 January and expiring on 31 December of each year (docs/decisions/0030). */
  calendarYear?: boolean;
}

/**
 * The leave UU 13/2003 (as amended by UU 6/2023 and its PP 35/2021) gives every worker; HR narrows a rule
 * to employment statuses, or adds its own, on Leave › Rules.
 */
export const DEFAULT_LEAVE_RULES: readonly LeaveRuleSpec[] = [
  // Pasal 79(3) (UU 6/2023), PP 35/2021: at least 12 working days after 12 months of continuous service.
  { type: "Cuti Tahunan", amount: 12, min_service_months: 12, calendarYear: true },
  // Pasal 93(2)(a): sick, with a doctor's note, is paid; no fixed quota.
  { type: "Cuti Sakit", amount: null },
  // Pasal 82(1): 1.5 months before and 1.5 months after giving birth.
  { type: "Cuti Melahirkan", amount: 90, calculation: "calendar_day" },
  // Pasal 82(2): 1.5 months after a miscarriage.
  { type: "Cuti Keguguran", amount: 45, calculation: "calendar_day" },
  // Pasal 93(4)(a)–(g): paid leave for the worker's family events.
  { type: "Cuti Menikah", amount: 3 },
  { type: "Cuti Menikahkan Anak", amount: 2 },
  { type: "Cuti Khitanan/Pembaptisan Anak", amount: 2 },
  { type: "Cuti Istri Melahirkan/Keguguran", amount: 2 },
  { type: "Cuti Duka Keluarga Inti", amount: 2 },
  { type: "Cuti Duka Anggota Keluarga Serumah", amount: 1 },
  // Pasal 81(1): the first and second day of menstruation, each month.
  { type: "Cuti Haid", amount: 2, distribution: "monthly" },
];

/**
 * Working time of UU 13/2003 Pasal 77(2)(b) and PP 35/2021 Pasal 21(2)(b): 8 hours a day, 5 days, 40 hours a
 * week — 08:00 to 17:00 with an hour's rest (Pasal 79(2)(a)), Saturday and Sunday off.
 */
export const DEFAULT_SHIFT = { name: "Reguler 08:00–17:00", start_time: "08:00:00", finish_time: "17:00:00" } as const;
export const DEFAULT_OFF_DAY = "Libur";
export const DEFAULT_GROUP = "Kantor Senin–Jumat";

export interface DefaultsAdded {
  leaveRules: number;
  shifts: number;
  groups: number;
  holidays: number;
  references: number;
}

/** The defaults of a new company (`today`: its own day, "YYYY-MM-DD"), in the caller's transaction. */
export async function insertCompanyDefaults(tx: Db, companyId: string, today: string): Promise<DefaultsAdded> {
  const year = Number(today.slice(0, 4));
  const references = [
    [s.religions, DEFAULT_RELIGIONS],
    [s.nationalities, DEFAULT_NATIONALITIES],
    [s.education_levels, DEFAULT_EDUCATION_LEVELS],
    [s.relationships, DEFAULT_RELATIONSHIPS],
    [s.banks, DEFAULT_BANKS],
  ] as const;
  for (const [table, rows] of references) await tx.insert(table).values(rows.map(([code, name]) => ({ company_id: companyId, code, name })));

  await tx.insert(s.leave_rules).values(
    DEFAULT_LEAVE_RULES.map((rule) => ({
      company_id: companyId,
      type: rule.type,
      unit: "day",
      calculation: rule.calculation ?? "work_day",
      distribution: rule.distribution ?? "annual",
      quota_type: rule.amount === null ? "unlimited" : "fixed",
      amount: rule.amount === null ? null : String(rule.amount),
      // An annual rule grants on the date's month and day each year, and expires on the expiry's (decision 0030).
      distribution_date: rule.calendarYear ? `${year}-01-01` : null,
      expiration_date: rule.calendarYear ? `${year}-12-31` : null,
      employment_status: [],
      min_service_months: rule.min_service_months ?? 0,
    })),
  );

  const work = newId();
  const off = newId();
  await tx.insert(s.shifts).values([
    { company_id: companyId, id: work, name: DEFAULT_SHIFT.name, type: "full_day", start_time: DEFAULT_SHIFT.start_time, finish_time: DEFAULT_SHIFT.finish_time, allowed_attendance: true },
    { company_id: companyId, id: off, name: DEFAULT_OFF_DAY, type: "off_day", start_time: null, finish_time: null, allowed_attendance: false },
  ]);
  // A fixed schedule, Monday first; closed at the end of the day like the demo's offices. No clock-in place
  // yet: HR sets the office's point and range on the group.
  await tx.insert(s.attendance_groups).values({
    company_id: companyId,
    name: DEFAULT_GROUP,
    type: "fixed_schedule",
    auto_closed: true,
    weekly_shift_ids: [work, work, work, work, work, off, off],
  });

  // This year's and next year's national holidays, so December can plan January (docs/decisions/0033).
  let holidays = 0;
  for (const y of seedYears(today)) holidays += (await loadNationalHolidays(tx, companyId, y)).added.length;

  return {
    leaveRules: DEFAULT_LEAVE_RULES.length,
    shifts: 2,
    groups: 1,
    holidays,
    references: references.reduce((sum, [, rows]) => sum + rows.length, 0),
  };
}
