/**
 * The allowed values of every enumerated column, as TS const arrays.
 *
 * The schema stores enums as `text` with a CHECK constraint built from these arrays (no pg enums:
 * adding a value is then a one-line change plus a generated migration, and the API's zod schemas
 * reuse the same arrays, e.g. `z.enum(USER_LEVELS)`).
 *
 * Without zod, as contract/limits.ts: the pages import what they show from here and from limits.ts, and the
 * schemas that check it import it too, so a page's JavaScript carries no schema library unless the page
 * validates in the browser (docs/conventions.md, "What a page ships").
 */
import type { MenuId } from "./navigation";

/** Every role of the product (section 6). `developer` is a platform account, never a company user. */
export const LEVELS = ["developer", "admin", "sub_admin", "custom", "admin_location", "approver", "employee"] as const;
export type Level = (typeof LEVELS)[number];

/** The levels a company user (table `users`, `invited_users`) may have. */
export const USER_LEVELS = ["admin", "sub_admin", "custom", "admin_location", "approver", "employee"] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

export const COMPANY_SIZES = ["1-10", "10-100", "100-1000", "1000+"] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/**
 * The time zones of Indonesia (IANA names; none keeps daylight saving): WIB (UTC+7), WITA (UTC+8),
 * WIT (UTC+9). A company has one; a location may override it (docs/decisions/0034).
 */
export const TIME_ZONES = ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura"] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
/** The zone a company has until it says otherwise. */
export const DEFAULT_TIME_ZONE: TimeZone = "Asia/Jakarta";
/** Hours ahead of UTC, fixed all year (no daylight saving in Indonesia). */
export const TIME_ZONE_OFFSET_HOURS: Readonly<Record<TimeZone, number>> = { "Asia/Jakarta": 7, "Asia/Makassar": 8, "Asia/Jayapura": 9 };
/** The short names people use. */
export const TIME_ZONE_ABBREVIATIONS: Readonly<Record<TimeZone, string>> = { "Asia/Jakarta": "WIB", "Asia/Makassar": "WITA", "Asia/Jayapura": "WIT" };

/**
 * JKK (work-accident insurance) rates in percent. The column is numeric(6,3), so the database hands
 * them back as strings ("0.240"); compare with Number(value) or the domain's percent parser.
 */
export const JKK_PERCENTAGES = [0, 0.24, 0.54, 0.89, 1.27, 1.74] as const;
export type JkkPercentage = (typeof JKK_PERCENTAGES)[number];

export const ACCESS_REQUEST_STATUSES = ["todo", "progress", "done"] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

export const INVITE_STATUSES = ["pending", "accepted", "expired", "revoked"] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** Who a session, a login name or an e-mail token belongs to. */
export const SUBJECT_KINDS = ["developer", "user"] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

export const EMAIL_TOKEN_PURPOSES = ["verify_email", "reset_password", "invite"] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** Whom an e-mail token is for: an account, or an invitation not yet accepted. */
export const EMAIL_TOKEN_SUBJECTS = ["developer", "user", "invited_user"] as const;
export type EmailTokenSubject = (typeof EMAIL_TOKEN_SUBJECTS)[number];

/** What an uploaded file is for; the API picks the allowed content types and size limit from it. */
export const FILE_PURPOSES = [
  "photo",
  "logo",
  "banner",
  "signature",
  "certificate",
  "attachment",
  "warning_letter",
  "medical_checkup",
  "import",
  "export",
  "payslip",
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export const APPROVAL_TYPES = ["clock_correction", "shift", "leave", "overtime", "business_trip"] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];

/** Each kind of request: its path under /v1/approvals/, its menu (the approver's list) and its number's prefix. */
export const APPROVAL_KINDS = {
  clock_correction: { path: "approvals/clock-corrections", menu: "clock-in-out", prefix: "CC" },
  shift: { path: "approvals/shifts", menu: "change-shift", prefix: "SH" },
  leave: { path: "approvals/leave", menu: "approval-leave", prefix: "LV" },
  overtime: { path: "approvals/overtimes", menu: "approval-overtime", prefix: "OT" },
  business_trip: { path: "approvals/business-trip", menu: "business-trip", prefix: "BT" },
} as const satisfies Record<ApprovalType, { path: `approvals/${string}`; menu: MenuId; prefix: string }>;

/** The day an overtime falls on, which sets its statutory rate (docs/indonesian-payroll.md). */
export const OVERTIME_DAY_TYPES = ["working", "rest", "holiday"] as const;
export type OvertimeDayType = (typeof OVERTIME_DAY_TYPES)[number];

export const PAYROLL_ALLOWANCE_KEYS = ["housing", "meal", "transport", "field", "telephone", "other"] as const;
export type PayrollAllowanceKey = (typeof PAYROLL_ALLOWANCE_KEYS)[number];

export const BANK_FILE_FORMATS = ["bca", "mandiri", "csv"] as const;
export type BankFileFormat = (typeof BANK_FILE_FORMATS)[number];

export const APPROVAL_STATUSES = ["pending", "partial", "approved", "rejected", "withdrawn"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** A bank account change an employee asked for (docs/decisions/0039-employee-self-service.md). */
export const BANK_CHANGE_STATUSES = ["pending", "approved", "rejected", "withdrawn"] as const;
export type BankChangeStatus = (typeof BANK_CHANGE_STATUSES)[number];

/** What an approver did at one level of an approval. */
export const APPROVAL_STEP_ACTIONS = ["approved", "rejected"] as const;
export type ApprovalStepAction = (typeof APPROVAL_STEP_ACTIONS)[number];

export const LOG_TYPES = ["create", "update", "delete"] as const;
export type LogType = (typeof LOG_TYPES)[number];

export const SHIFT_TYPES = ["full_day", "off_day", "free_working_day"] as const;
export type ShiftType = (typeof SHIFT_TYPES)[number];

export const ATTENDANCE_GROUP_TYPES = ["fixed_schedule", "working_shift", "free_shift"] as const;
export type AttendanceGroupType = (typeof ATTENDANCE_GROUP_TYPES)[number];

/**
 * Day status of an attendance record. Late and early are not statuses: they are `late_minutes` and
 * `early_minutes` > 0 on a `present` day. `missed` = a working day with a clock-in but no clock-out
 * (or the reverse); `absent` = a working day with neither.
 */
export const ATTENDANCE_STATUSES = ["present", "missed", "absent", "leave", "on_duty", "off_day", "holiday"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** How an attendance record came to be. */
export const ATTENDANCE_SOURCES = ["clock", "import", "correction", "system"] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];

/** PTKP status: TK = not married, K = married, /n = dependants (0–3). */
export const MARITAL_STATUSES = ["tk/0", "tk/1", "tk/2", "tk/3", "k/0", "k/1", "k/2", "k/3"] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const BLOOD_TYPES = ["A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-"] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];

export const RECRUITMENT_TYPES = ["recommendation", "job_portal", "social_media", "other"] as const;
export type RecruitmentType = (typeof RECRUITMENT_TYPES)[number];

export const EMPLOYMENT_STATUSES = ["not_set", "pkwtt", "pkwt", "probation", "intern", "freelance", "trainee"] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

export const WORK_DAYS = [5, 6] as const;
export type WorkDays = (typeof WORK_DAYS)[number];

/** 1 = wage earner (PU), 2 = non-wage earner (BPU), 3 = not registered. */
export const BPJS_TYPES = [1, 2, 3] as const;
export type BpjsType = (typeof BPJS_TYPES)[number];

/**
 * Salary field `pph_deduction`: who bears PPh 21. gross = withheld from the employee's pay;
 * gross_up = the company pays a tax allowance equal to the tax; net = the company bears it outside
 * the payslip.
 */
export const PPH_DEDUCTIONS = ["gross", "gross_up", "net"] as const;
export type PphDeduction = (typeof PPH_DEDUCTIONS)[number];

export const CASE_ACHIEVEMENT_TYPES = ["case", "achievement"] as const;
export type CaseAchievementType = (typeof CASE_ACHIEVEMENT_TYPES)[number];

export const WARNING_LETTER_TYPES = ["sp_1", "sp_2", "sp_3"] as const;
export type WarningLetterType = (typeof WARNING_LETTER_TYPES)[number];

export const VEHICLE_CATEGORIES = ["light", "heavy"] as const;
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];

export const VEHICLE_STATUSES = ["active", "maintenance", "inactive"] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** JMP (journey management plan) ranges; the UI labels 15-28 as "15-18" (docs/specification.md §3). */
export const MATRIX_RANGES = ["0-14", "15-28", ">29", "above_35_or_night_driving"] as const;
export type MatrixRange = (typeof MATRIX_RANGES)[number];

export const LEAVE_UNITS = ["day", "hour"] as const;
export type LeaveUnit = (typeof LEAVE_UNITS)[number];

export const LEAVE_CALCULATIONS = ["work_day", "calendar_day"] as const;
export type LeaveCalculation = (typeof LEAVE_CALCULATIONS)[number];

export const LEAVE_DISTRIBUTIONS = ["annual", "monthly"] as const;
export type LeaveDistribution = (typeof LEAVE_DISTRIBUTIONS)[number];

export const LEAVE_QUOTA_TYPES = ["fixed", "unlimited"] as const;
export type LeaveQuotaType = (typeof LEAVE_QUOTA_TYPES)[number];

/**
 * A row of Leave › Holiday: a national holiday (hari libur nasional, loaded from the holiday package) or a
 * cuti bersama (mass leave, decided each year). docs/decisions/0033-holidays-range-map-hierarchy.md.
 */
export const HOLIDAY_TYPES = ["national", "mass_leave"] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

/**
 * A payroll run: "running" while Run & Save computes (stored only for a month's first run, whose row is
 * written before the work so every server process finds it), "saved", "cut_off" (locked).
 * docs/decisions/0028-payroll-runs.md.
 */
export const PAYROLL_RUN_STATUSES = ["running", "saved", "cut_off"] as const;
export type PayrollRunStatus = (typeof PAYROLL_RUN_STATUSES)[number];

/**
 * A sending of a month's payslips: "sending", "done", "failed" (stopped by an error); a "sending" one whose
 * server process died is answered "interrupted" (never stored). docs/decisions/0028-payroll-runs.md.
 */
export const PAYSLIP_SEND_STATUSES = ["sending", "done", "failed"] as const;
export type PayslipSendStatus = (typeof PAYSLIP_SEND_STATUSES)[number] | "interrupted";

/** A one-off payroll line of one employee and month (payroll_components). */
export const PAYROLL_COMPONENT_KINDS = ["bonus", "deduction", "other_income", "thr"] as const;
export type PayrollComponentKind = (typeof PAYROLL_COMPONENT_KINDS)[number];

/** Kind of one payslip line in `payroll_items.lines`: the payroll engine's LineKind (api/domain/payroll/types.ts). */
export const PAYROLL_LINE_KINDS = ["earning", "employer", "deduction", "subtotal", "total", "tax"] as const;
export type PayrollLineKind = (typeof PAYROLL_LINE_KINDS)[number];

/**
 * The Validate screen's decision on an attendance record that needs one (off-site, late, missed
 * clock-out): pending until an admin or approver marks it valid or invalid. Null: nothing to decide.
 */
export const ATTENDANCE_VALIDATIONS = ["pending", "valid", "invalid"] as const;
export type AttendanceValidation = (typeof ATTENDANCE_VALIDATIONS)[number];

/** A journey (HSE e-journey): asked → approved or rejected by its approver; an approved one ends completed on arrival. */
export const JOURNEY_STATUSES = ["pending", "approved", "rejected", "completed"] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];

/** What an approver decides on a pending journey. */
export const JOURNEY_DECISIONS = ["approved", "rejected"] as const;
export type JourneyDecision = (typeof JOURNEY_DECISIONS)[number];

/** Levels a company admin may invite someone as: admin is the company's own, custom users need an access role first. */
export const INVITE_LEVELS = ["employee", "approver", "sub_admin", "admin_location"] as const satisfies readonly UserLevel[];
export type InviteLevel = (typeof INVITE_LEVELS)[number];

/** The months of a year, 1–12 (a tax year's first and last month of opening figures, docs/payroll-rules.md B14). */
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type Month = (typeof MONTHS)[number];
