/**
 * Attendance › Report's request: `GET /v1/attendance/report` and its query string. Pure: zod
 * and the contract only. The period's own rules (end not before start, at most a year) are checked by the
 * API with api/domain/attendance/report.ts.
 */
import * as z from "zod";
import { messageText } from "./message-text";

export const REPORT_MAX_LIMIT = 1000;
export const REPORT_DEFAULT_LIMIT = 50;

const msg = {
  integer: messageText("integer"),
  object: messageText("object"),
  id: messageText("id"),
  date: messageText("date"),
  text: messageText("text"),
  min: (n: number) => messageText("min", { value: n.toLocaleString("en-US") }),
  max: (n: number) => messageText("max", { value: n.toLocaleString("en-US") }),
  maxLength: (n: number) => messageText("maxLength", { count: n }),
};

const id = () => z.string({ error: msg.id }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, msg.id);
const day = () =>
  z
    .string({ error: msg.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg.date)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), msg.date);
const queryInteger = (min: number, max: number) =>
  z
    .string({ error: msg.integer })
    .regex(/^\d{1,6}$/, msg.integer)
    .transform(Number)
    .pipe(z.number().int().min(min, msg.min(min)).max(max, msg.max(max)));

/** `GET /v1/attendance/report?from=&to=&department=&location=&group=&employee=&q=&page=&limit=` (default: this month in WIB). */
export const attendanceReportQuery = z.strictObject(
  {
    from: day().optional(),
    to: day().optional(),
    department: id().optional(),
    location: id().optional(),
    group: id().optional(),
    employee: id().optional(),
    q: z.string({ error: msg.text }).max(200, msg.maxLength(200)).optional(),
    page: queryInteger(1, 100_000).optional(),
    limit: queryInteger(1, REPORT_MAX_LIMIT).optional(),
  },
  { error: msg.object },
);
export type AttendanceReportQuery = z.output<typeof attendanceReportQuery>;
