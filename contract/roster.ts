/**
 * Attendance › Shift management and the attendance import over /v1 (docs/decisions/0031-roster-and-attendance-import.md):
 * the request schemas both tiers share (the API validates with them, the web tier's forms too).
 *   GET /v1/roster?month=YYYY-MM&group=&department=&q=&skip=&limit=   the grid: employees × days
 *   PUT /v1/roster {employee, date, shift | null}                     one day set, or cleared to the group's weekly shift
 *   GET /v1/roster/template, POST /v1/roster/import {file, dry_run?}  the roster from xlsx
 *   GET /v1/attendance/import/template, POST /v1/attendance/import {file, dry_run?}   clock times from xlsx
 */
import * as z from "zod";
import { messageText } from "./message-text";

export const ROSTER_PAGE_MAX = 100;
export const ROSTER_PAGE_DEFAULT = 20;

const msg = {
  object: messageText("object"),
  id: messageText("id"),
  text: messageText("text"),
  date: messageText("date"),
  month: messageText("notValid"),
  integer: messageText("integer"),
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = () => z.string({ error: msg.id }).regex(UUID, msg.id);
const queryInteger = (min: number, max: number) =>
  z
    .string({ error: msg.integer })
    .regex(/^\d{1,6}$/, msg.integer)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, messageText("min", { value: min }))
        .max(max, messageText("max", { value: max })),
    );

/** "YYYY-MM", a month of a four-digit year. */
export const rosterMonth = z.string({ error: msg.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg.month);

/** A real calendar date "YYYY-MM-DD". */
const isoDate = z
  .string({ error: msg.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg.date)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, msg.date);

export const rosterQuery = z.strictObject(
  {
    month: rosterMonth,
    group: id().optional(),
    department: id().optional(),
    q: z.string({ error: msg.text }).max(200, messageText("maxLength", { count: 200 })).optional(),
    skip: queryInteger(0, 999_999).optional(),
    limit: queryInteger(1, ROSTER_PAGE_MAX).optional(),
  },
  { error: msg.object },
);
/** As a query string gives it (numbers as text). */
export type RosterQuery = z.input<typeof rosterQuery>;

/** One day of one employee: a shift, or null to follow the group's weekly shift again. */
export const rosterDayBody = z.strictObject(
  {
    employee: id(),
    date: isoDate,
    shift: id().nullable(),
  },
  { error: msg.object },
);
export type RosterDayBody = z.output<typeof rosterDayBody>;

/** An import of a stored file (POST /v1/files, purpose "import"): checked only with dry_run. */
export const sheetImportBody = z.strictObject(
  {
    file: z.uuid(messageText("chooseFile")),
    dry_run: z.boolean({ error: messageText("boolean") }).optional(),
  },
  { error: msg.object },
);
