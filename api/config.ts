import path from "node:path";
import { Cron } from "croner";
import * as z from "zod";

/** Whether croner reads a pattern (5 fields, or 6 with seconds first). */
function cronPatternOk(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "true" || v === "1"));

const list = z
  .string()
  .optional()
  .transform((v) => (v ?? "").split(",").map((s) => s.trim()).filter(Boolean));

/** The longest sign-in wait LOGIN_BLOCK_MINUTES may set; every other throttle's is shorter (api/auth/rate-limit.ts). */
export const LONGEST_BLOCK_MINUTES = 24 * 60;

/** The API's settings, parsed once at start (nothing else reads process.env). */
const schema = z.object({
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  NODE_ENV: z.string().default("development"),
  DEMO_DATA: z.enum(["true", "false", "1", "0", ""]).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(60 * 24 * 30).default(720),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(168),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_BLOCK_MINUTES: z.coerce.number().int().min(1).max(LONGEST_BLOCK_MINUTES).default(15),
  MAX_PAGE_SIZE: z.coerce.number().int().min(10).max(100_000).default(1000),
  // A list's total: counted up to this many rows, "more than" beyond (docs/decisions/0038-lists-at-scale.md).
  LIST_TOTAL_CAP: z.coerce.number().int().min(100).max(10_000_000).default(10_000),
  // How long a list's total is kept per company and query (0: not kept); writes drop it at once.
  LIST_TOTAL_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  // How long POST /v1/payroll/runs waits for the run before answering 202 (docs/decisions/0028-payroll-runs.md).
  PAYROLL_RUN_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  // A company with more payroll-active employees than this is answered 202 at once (the same decision).
  PAYROLL_RUN_SYNC_MAX: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  HSE_ACCESS: list,
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://").optional().or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().default("HR Dashboard <no-reply@localhost>"),
  PUBLIC_URL: z.string().url().default("http://localhost:3000"),
  MAX_UPLOAD_MB: z.coerce.number().min(1).max(100).default(10),
  // The background jobs (api/jobs/, docs/decisions/0032-background-jobs.md).
  JOBS: z.enum(["on", "off"]).default("on"),
  ABSENT_DAYS_SCHEDULE: z
    .string()
    .default("*/15 * * * *")
    .refine((pattern) => cronPatternOk(pattern), "ABSENT_DAYS_SCHEDULE must be a cron pattern, e.g. */15 * * * *"),
  ABSENT_DAYS_CATCH_UP: z.coerce.number().int().min(1).max(62).default(7),
});

export interface ApiConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  /** Load the demo companies on the first start of an empty database. */
  demoData: boolean;
  session: { idleMinutes: number; absoluteHours: number; cacheSeconds: number };
  login: { maxFailures: number; blockMinutes: number };
  maxPageSize: number;
  /** A list's total: counted exactly up to `cap` rows; kept `cacheSeconds` (docs/decisions/0038-lists-at-scale.md). Defaults 10,000 and 10. */
  listTotal?: { cap: number; cacheSeconds: number };
  /** Milliseconds POST /v1/payroll/runs waits for a run to be saved before answering 202 (default 1,500). */
  payrollRunWaitMs?: number;
  /** Payroll-active employees above which POST /v1/payroll/runs answers 202 without waiting (default 2,000). */
  payrollRunSyncMax?: number;
  /** Who may see HSE: user ids, company ids or usernames (docs/design.md decision 1). */
  hseAccess: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  maxUploadBytes: number;
  /** The background jobs: off, or on with each job's cron pattern (api/jobs/registry.ts). */
  jobs: { enabled: boolean; absentDaysSchedule: string; absentDaysCatchUp: number };
}

export function loadApiConfig(source: NodeJS.ProcessEnv = process.env): ApiConfig {
  const env = schema.parse(source);
  // Demo data by default on the embedded database only; on a server it must be asked for.
  const demoData = bool(!env.DATABASE_URL).parse(env.DEMO_DATA);
  return {
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    production: env.NODE_ENV === "production",
    demoData,
    session: { idleMinutes: env.SESSION_IDLE_MINUTES, absoluteHours: env.SESSION_ABSOLUTE_HOURS, cacheSeconds: env.SESSION_CACHE_SECONDS },
    login: { maxFailures: env.LOGIN_MAX_FAILURES, blockMinutes: env.LOGIN_BLOCK_MINUTES },
    maxPageSize: env.MAX_PAGE_SIZE,
    listTotal: { cap: env.LIST_TOTAL_CAP, cacheSeconds: env.LIST_TOTAL_CACHE_SECONDS },
    payrollRunWaitMs: env.PAYROLL_RUN_WAIT_MS,
    payrollRunSyncMax: env.PAYROLL_RUN_SYNC_MAX,
    hseAccess: env.HSE_ACCESS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ""),
    maxUploadBytes: Math.round(env.MAX_UPLOAD_MB * 1024 * 1024),
    jobs: { enabled: env.JOBS === "on", absentDaysSchedule: env.ABSENT_DAYS_SCHEDULE, absentDaysCatchUp: env.ABSENT_DAYS_CATCH_UP },
  };
}
