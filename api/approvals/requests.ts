/**
 * Making a request (`POST /v1/approvals/{kind}`, docs/decisions/0029-requests-and-approvals.md): the
 * body checked against what the system knows — the leave rule and the balance left, the days a leave
 * counts, overlapping requests, cut-off payroll months, a correction for a day not yet come — then one
 * row naming its approvers, the activity log and the notices, in one transaction.
 */
import { and, asc, eq, gte, inArray, lte, ne, or, sql } from "drizzle-orm";
import { APPROVAL_KINDS, REQUEST_BODIES, type ApprovalType, type RequestBody } from "../../contract/approvals";
import type { ApprovalContent } from "../db/schema/index";
import * as s from "../db/schema/index";
import { newId } from "../db/schema/index";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import { logActivity } from "../db/activity";
import type { Db } from "../db/client";
import { approvalNumber, countedDays, datesBetween, hoursOf, minutesBetween, overtimeDayType, overtimeLimitWarnings } from "../domain/approvals";
import { addDays, zonedDate } from "../domain/attendance/index";
import { companyZone, zoneOfEmployee } from "../attendance/zones";
import { companyOf } from "../http/auth";
import { HttpError, type FieldMessages } from "../http/errors";
import { parseBody } from "../http/validate";
import { shiftsOn } from "../attendance/day";
import { daysOff, publicHolidays } from "../attendance/holidays";
import { remainingFor } from "../leave/balances";
import { sendNoticeMails, writeNotices, type Notice } from "./notices";

/** At most this many days in one leave or trip. */
const MAX_DAYS = 366;
/** Overtime of one request lasts at most this long (a day's 4 statutory hours are a warning, not a limit). */
const MAX_OVERTIME_HOURS = 12;
const WAITING_OR_APPROVED = ["pending", "partial", "approved"];

const fieldError = (field: string, message: FieldMessages[string]) => new HttpError(422, "invalidFields", { [field]: message });

export type EmployeeRow = Pick<
  typeof s.employees.$inferSelect,
  "id" | "fullname" | "nickname" | "status" | "work_days" | "supervisor_id" | "attendance_group_id" | "active" | "join_date"
>;

export async function requester(db: Db, companyId: string, employeeId: string | null): Promise<EmployeeRow> {
  const [employee] = employeeId
    ? await db
        .select({
          id: s.employees.id,
          fullname: s.employees.fullname,
          nickname: s.employees.nickname,
          status: s.employees.status,
          work_days: s.employees.work_days,
          supervisor_id: s.employees.supervisor_id,
          attendance_group_id: s.employees.attendance_group_id,
          active: s.employees.active,
          join_date: s.employees.join_date,
        })
        .from(s.employees)
        .where(and(eq(s.employees.company_id, companyId), eq(s.employees.id, employeeId)))
    : [];
  if (!employee || !employee.active) throw new HttpError(403, "noEmployeeForRequest");
  return employee;
}

/** The company's holidays moved to one shared lookup (docs/decisions/0033-holidays-range-map-hierarchy.md); kept importable from here. */
export { daysOff };

/** A date in a cut-off payroll month is refused, naming the field (decision 0028: the month is locked). */
export async function assertDatesOpen(db: Db, companyId: string, dates: readonly string[], field: string, status: 409 | 422 = 422): Promise<void> {
  const [closed] = [...(await cutOffMonths(db, companyId, dates))].sort();
  if (!closed) return;
  const message = { code: "requestDateCutOff" as const, params: { month: Number(closed.slice(5, 7)), year: Number(closed.slice(0, 4)) } };
  throw status === 409 ? new HttpError(409, message) : fieldError(field, message);
}

/** The months ("YYYY-MM") among these dates' whose payroll is cut off (the imports name each row's). */
export async function cutOffMonths(db: Db, companyId: string, dates: readonly string[]): Promise<Set<string>> {
  const months = [...new Set(dates.map((date) => date.slice(0, 7)))];
  if (!months.length) return new Set();
  const monthOf = sql<string>`lpad(${s.payroll_runs.year}::text, 4, '0') || '-' || lpad(${s.payroll_runs.month}::text, 2, '0')`;
  const rows = await db
    .select({ month: monthOf })
    .from(s.payroll_runs)
    .where(and(eq(s.payroll_runs.company_id, companyId), eq(s.payroll_runs.status, "cut_off"), inArray(monthOf, months)));
  return new Set(rows.map((row) => row.month));
}

/** A waiting or approved request of these types whose dates meet [from, to]: its number, or null. */
async function overlapping(db: Db, companyId: string, employeeId: string, types: ApprovalType[], from: string, to: string): Promise<{ number: string; content: ApprovalContent } | null> {
  const c = s.approvals.content;
  const [row] = await db
    .select({ number: s.approvals.approval_number, content: s.approvals.content })
    .from(s.approvals)
    .where(
      and(
        eq(s.approvals.company_id, companyId),
        eq(s.approvals.employee_id, employeeId),
        inArray(s.approvals.type, types),
        inArray(s.approvals.status, WAITING_OR_APPROVED),
        or(
          and(lte(sql`${c}->>'start_date'`, to), gte(sql`${c}->>'end_date'`, from)),
          and(gte(sql`${c}->>'date'`, from), lte(sql`${c}->>'date'`, to)),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

const overlapError = (field: string, number: string) => fieldError(field, { code: "requestOverlaps", params: { number } });

/** What remains of a leave rule's balance for the year (api/leave/balances.ts), less what waiting requests already ask for. */
export async function available(db: Db, companyId: string, employee: EmployeeRow, rule: typeof s.leave_rules.$inferSelect, start: string, today: string): Promise<number> {
  const year = Number(start.slice(0, 4));
  const remaining = await remainingFor(db, companyId, { ...employee, status: employee.status ?? null }, rule, start, today);
  const employeeId = employee.id;
  const total = rule.unit === "hour" ? sql<string>`coalesce(sum((${s.approvals.content}->>'total_hours')::numeric), 0)` : sql<string>`coalesce(sum((${s.approvals.content}->>'total_days')::numeric), 0)`;
  const [waiting] = await db
    .select({ total })
    .from(s.approvals)
    .where(
      and(
        eq(s.approvals.company_id, companyId),
        eq(s.approvals.employee_id, employeeId),
        eq(s.approvals.type, "leave"),
        inArray(s.approvals.status, ["pending", "partial"]),
        sql`${s.approvals.content}->'leave_type'->>'_id' = ${rule.id}`,
        sql`left(${s.approvals.content}->>'start_date', 4) = ${String(year)}`,
      ),
    );
  return Math.round((remaining - Number(waiting.total)) * 100) / 100;
}

interface Built {
  content: ApprovalContent;
  context: Record<string, unknown>;
  attachmentId?: string | null;
}

type Builder<T extends ApprovalType> = (db: Db, companyId: string, employee: EmployeeRow, body: RequestBody<T>, today: string) => Promise<Built>;

const buildLeave: Builder<"leave"> = async (db, companyId, employee, body, today) => {
  const [rule] = await db.select().from(s.leave_rules).where(and(eq(s.leave_rules.company_id, companyId), eq(s.leave_rules.id, body.leave_type)));
  if (!rule) throw fieldError("leave_type", "notFound");
  if (rule.employment_status.length && !rule.employment_status.includes(employee.status ?? "")) throw fieldError("leave_type", "leaveRuleNotYours");
  if (body.start_date.slice(0, 4) !== body.end_date.slice(0, 4)) throw fieldError("end_date", "leaveAcrossYears");
  if (datesBetween(body.start_date, body.end_date, MAX_DAYS + 1).length > MAX_DAYS) throw fieldError("end_date", { code: "tooManyDays", params: { count: MAX_DAYS } });
  const off = await daysOff(db, companyId, body.start_date, body.end_date);
  const days = countedDays(body.start_date, body.end_date, rule.calculation as "work_day" | "calendar_day", employee.work_days, off);
  if (!days.length) throw fieldError("start_date", "leaveNoDays");
  await assertDatesOpen(db, companyId, days, "start_date");
  const content: ApprovalContent = { type: "leave", start_date: body.start_date, end_date: body.end_date, leave_type: { _id: rule.id, type: rule.type, unit: rule.unit } };
  let asked: number;
  if (rule.unit === "hour") {
    if (body.end_date !== body.start_date) throw fieldError("end_date", "hourlyLeaveOneDay");
    if (!body.start_time || !body.end_time) throw fieldError(body.start_time ? "end_time" : "start_time", "hourlyLeaveTimes");
    if (body.end_time <= body.start_time) throw fieldError("end_time", "endBeforeStart");
    asked = hoursOf(minutesBetween(body.start_time, body.end_time));
    Object.assign(content, { date: body.start_date, start_time: body.start_time, end_time: body.end_time, total_hours: asked });
  } else {
    asked = days.length;
    content.total_days = asked;
  }
  const clash = await overlapping(db, companyId, employee.id, ["leave", "business_trip"], body.start_date, body.end_date);
  if (clash) throw overlapError("start_date", clash.number);
  if (rule.quota_type === "fixed") {
    const left = await available(db, companyId, employee, rule, body.start_date, today);
    if (asked > left) {
      throw fieldError("leave_type", { code: "leaveBeyondBalance", params: { asked, remaining: Math.max(0, left), unit: rule.unit === "hour" ? "hours" : "days", leave_type: rule.type } });
    }
  }
  return { content, context: { reason: body.reason }, attachmentId: body.attachment ?? null };
};

const buildOvertime: Builder<"overtime"> = async (db, companyId, employee, body) => {
  const minutes = minutesBetween(body.start_time, body.end_time);
  if (minutes > MAX_OVERTIME_HOURS * 60) throw fieldError("end_time", { code: "overtimeLength", params: { hours: MAX_OVERTIME_HOURS } });
  await assertDatesOpen(db, companyId, [body.date], "date");
  const weekStart = addDays(body.date, -((new Date(`${body.date}T00:00:00Z`).getUTCDay() + 6) % 7));
  const weekEnd = addDays(weekStart, 6);
  // A holiday's overtime is a public holiday's; cuti bersama is a working day (api/attendance/holidays.ts).
  const dayType = body.day_type ?? overtimeDayType(body.date, employee.work_days, await publicHolidays(db, companyId, weekStart, weekEnd));
  const hours = hoursOf(minutes);
  const week = await db
    .select({ number: s.approvals.approval_number, content: s.approvals.content })
    .from(s.approvals)
    .where(
      and(
        eq(s.approvals.company_id, companyId),
        eq(s.approvals.employee_id, employee.id),
        eq(s.approvals.type, "overtime"),
        inArray(s.approvals.status, WAITING_OR_APPROVED),
        gte(sql`${s.approvals.content}->>'date'`, weekStart),
        lte(sql`${s.approvals.content}->>'date'`, weekEnd),
      ),
    )
    .orderBy(asc(s.approvals.created_at));
  const range = (date: string, start: string, end: string) => {
    const from = Date.parse(`${date}T${start}:00Z`);
    return [from, from + minutesBetween(start, end) * 60_000] as const;
  };
  const [from, to] = range(body.date, body.start_time, body.end_time);
  for (const other of week) {
    const c = other.content;
    if (!c.date || typeof c.start_time !== "string" || typeof c.end_time !== "string") continue;
    const [a, b] = range(c.date, c.start_time, c.end_time);
    if (a < to && from < b) throw overlapError("start_time", other.number);
  }
  const entries = [
    ...week.map((other) => ({ date: other.content.date!, hours: Number(other.content.total_hours) || 0, dayType: (other.content.day_type as "working" | "rest" | "holiday") ?? "working" })),
    { date: body.date, hours, dayType },
  ];
  const warnings = overtimeLimitWarnings(entries, employee.work_days === 6 ? 6 : 5);
  return {
    content: { type: "overtime", date: body.date, start_time: body.start_time, end_time: body.end_time, day_type: dayType, total_hours: hours },
    context: { reason: body.reason, ...(warnings.length ? { warnings } : {}) },
  };
};

/** One waiting request of a kind per day: a second is refused, naming the first. */
async function refuseWaitingOn(db: Db, companyId: string, employeeId: string, type: ApprovalType, date: string): Promise<void> {
  const [waiting] = await db
    .select({ number: s.approvals.approval_number })
    .from(s.approvals)
    .where(
      and(
        eq(s.approvals.company_id, companyId),
        eq(s.approvals.employee_id, employeeId),
        eq(s.approvals.type, type),
        inArray(s.approvals.status, ["pending", "partial"]),
        sql`${s.approvals.content}->>'date' = ${date}`,
      ),
    );
  if (waiting) throw overlapError("date", waiting.number);
}

async function shiftOfDay(db: Db, companyId: string, employee: EmployeeRow, date: string) {
  const shift = (await shiftsOn(db, companyId, date, [employee])).get(employee.id) ?? null;
  return shift ? { _id: shift.id, name: shift.name } : null;
}

const buildCorrection: Builder<"clock_correction"> = async (db, companyId, employee, body, today) => {
  if (body.date > today) throw fieldError("date", "futureCorrection");
  await assertDatesOpen(db, companyId, [body.date], "date");
  await refuseWaitingOn(db, companyId, employee.id, "clock_correction", body.date);
  const content: ApprovalContent = { type: "clock_correction", date: body.date, shift: await shiftOfDay(db, companyId, employee, body.date) };
  if (body.clock_in) content.clock_in = body.clock_in;
  if (body.clock_out) content.clock_out = body.clock_out;
  return { content, context: { reason: body.reason } };
};

const buildShift: Builder<"shift"> = async (db, companyId, employee, body) => {
  const [shift] = await db.select({ id: s.shifts.id, name: s.shifts.name }).from(s.shifts).where(and(eq(s.shifts.company_id, companyId), eq(s.shifts.id, body.shift)));
  if (!shift) throw fieldError("shift", "notFound");
  await assertDatesOpen(db, companyId, [body.date], "date");
  const from = await shiftOfDay(db, companyId, employee, body.date);
  if (from?._id === shift.id) throw fieldError("shift", "sameShift");
  await refuseWaitingOn(db, companyId, employee.id, "shift", body.date);
  return { content: { type: "shift", date: body.date, from_shift: from, to_shift: { _id: shift.id, name: shift.name } }, context: { reason: body.reason } };
};

const buildTrip: Builder<"business_trip"> = async (db, companyId, employee, body) => {
  const dates = datesBetween(body.start_date, body.end_date, MAX_DAYS + 1);
  if (dates.length > MAX_DAYS) throw fieldError("end_date", { code: "tooManyDays", params: { count: MAX_DAYS } });
  await assertDatesOpen(db, companyId, dates, "start_date");
  const clash = await overlapping(db, companyId, employee.id, ["leave", "business_trip"], body.start_date, body.end_date);
  if (clash) throw overlapError("start_date", clash.number);
  return {
    content: { type: "business_trip", start_date: body.start_date, end_date: body.end_date, total_days: dates.length, destination: body.destination },
    context: { reason: body.purpose, purpose: body.purpose },
  };
};

const BUILDERS: { [T in ApprovalType]: Builder<T> } = {
  leave: buildLeave,
  overtime: buildOvertime,
  clock_correction: buildCorrection,
  shift: buildShift,
  business_trip: buildTrip,
};

/** Who decides the employee's requests: the first flow (by name) that covers them, else their supervisor, else an admin. */
export async function approversOf(db: Db, companyId: string, employee: EmployeeRow): Promise<{ flowId: string | null; approverIds: string[]; ccIds: string[] }> {
  const [flow] = await db
    .select()
    .from(s.approval_flows)
    .where(and(eq(s.approval_flows.company_id, companyId), sql`${employee.id} = any(${s.approval_flows.employee_ids})`))
    .orderBy(asc(s.approval_flows.name), asc(s.approval_flows.id))
    .limit(1);
  // Nobody decides on their own request: the requester is left out of their own flow's levels.
  if (flow) return { flowId: flow.id, approverIds: flow.approver_ids.filter((id) => id !== employee.id), ccIds: flow.cc_ids.filter((id) => id !== employee.id) };
  // The supervisor decides when their account opens the approval lists (docs/specification.md §6: approver
  // and above); a supervisor with an employee's account could not, so an admin decides instead.
  const [supervisor] = employee.supervisor_id
    ? await db
        .select({ level: s.users.level })
        .from(s.users)
        .where(and(eq(s.users.company_id, companyId), eq(s.users.employee_id, employee.supervisor_id), ne(s.users.level, "employee")))
        .limit(1)
    : [];
  return { flowId: null, approverIds: supervisor ? [employee.supervisor_id!] : [], ccIds: [] };
}

/** The file must be the caller's own upload, in the company. */
async function checkAttachment(db: Db, companyId: string, principal: Principal, fileId: string | null | undefined): Promise<void> {
  if (!fileId) return;
  const [file] = await db
    .select({ id: s.files.id, uploaded_by: s.files.uploaded_by })
    .from(s.files)
    .where(and(eq(s.files.company_id, companyId), eq(s.files.id, fileId)));
  if (!file || (file.uploaded_by && file.uploaded_by !== principal.id)) throw fieldError("attachment", "notFound");
}

/** The request's link for the requester and for the approvers. */
export const requesterLink = "/dashboard/my-requests";
export const approverLink = (type: ApprovalType) => `/dashboard/approval/${APPROVAL_KINDS[type].menu}`;

/** The notice an approver gets when a request waits for them. */
export function waitingNotice(type: ApprovalType, name: string, number: string, content: ApprovalContent, employeeIds: string[]): Notice {
  const link = approverLink(type);
  switch (type) {
    case "leave":
      return { employeeIds, key: "leaveRequested", values: { name, leave_type: content.leave_type?.type ?? "", start_date: content.start_date ?? "" }, link };
    case "overtime": {
      const hours = Number(content.total_hours ?? 0);
      // `count` picks the text's singular or plural form (i18next); `hours` is what it shows.
      return { employeeIds, key: "overtimeRequested", values: { name, hours, count: hours, date: content.date ?? "" }, link };
    }
    case "clock_correction":
      return { employeeIds, key: "clockCorrectionRequested", values: { name, date: content.date ?? "", number }, link };
    case "shift":
      return { employeeIds, key: "shiftChangeRequested", values: { name, date: content.date ?? "", shift: (content.to_shift as { name: string } | undefined)?.name ?? "", number }, link };
    case "business_trip":
      return { employeeIds, key: "businessTripRequested", values: { name, destination: String(content.destination ?? ""), start_date: content.start_date ?? "", number }, link };
  }
}

/** Admins of the company, told when a request names no approver. */
export async function adminEmployees(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ employee_id: s.users.employee_id })
    .from(s.users)
    .where(and(eq(s.users.company_id, companyId), eq(s.users.level, "admin")));
  return rows.map((row) => row.employee_id).filter((id): id is string => Boolean(id));
}

/** `POST /v1/approvals/{kind}`: makes the request; answers its id. */
export async function makeRequest(ctx: ApiContext, principal: Principal, type: ApprovalType, raw: unknown): Promise<string> {
  const companyId = companyOf(principal);
  const body = parseBody(REQUEST_BODIES[type], raw);
  // The requester's today, in their zone (docs/decisions/0034).
  const today = zonedDate(new Date(), principal.employeeId ? await zoneOfEmployee(ctx.db, companyId, principal.employeeId) : await companyZone(ctx.db, companyId));
  const id = newId();
  const mails = await ctx.db.transaction(async (transaction) => {
    const db = transaction as unknown as Db;
    const employee = await requester(db, companyId, principal.employeeId);
    // One request of a person at a time: two tabs sending at once cannot both pass the balance check.
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`approval-request:${companyId}:${employee.id}`}))`);
    const built = await (BUILDERS[type] as Builder<ApprovalType>)(db, companyId, employee, body as RequestBody<ApprovalType>, today);
    await checkAttachment(db, companyId, principal, built.attachmentId);
    const { flowId, approverIds, ccIds } = await approversOf(db, companyId, employee);
    const number = await nextNumber(db, companyId, type, Number(today.slice(0, 4)));
    await db.insert(s.approvals).values({
      company_id: companyId,
      id,
      approval_number: number,
      employee_id: employee.id,
      requested_by_id: principal.kind === "user" ? principal.id : null,
      type,
      status: "pending",
      flow_id: flowId,
      current_level: 1,
      approver_ids: approverIds,
      cc_ids: ccIds,
      context: built.context,
      content: built.content,
      attachment_id: built.attachmentId ?? null,
    });
    await logActivity(db, { companyId, principal, type: "create", menu: APPROVAL_KINDS[type].menu, detail: `${number} (${type})`, recordId: id });
    const first = approverIds[0] ? [approverIds[0]] : await adminEmployees(db, companyId);
    return writeNotices(db, companyId, [waitingNotice(type, employee.fullname, number, built.content, [...first, ...ccIds])]);
  });
  sendNoticeMails(ctx, mails);
  return id;
}

/** The next number of this kind in the company this year, under a lock so two requests never share one. */
async function nextNumber(db: Db, companyId: string, type: ApprovalType, year: number): Promise<string> {
  const prefix = `${APPROVAL_KINDS[type].prefix}-${year}-`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`approval-number:${companyId}:${prefix}`}))`);
  const [row] = await db
    .select({ last: sql<string | null>`max(${s.approvals.approval_number})` })
    .from(s.approvals)
    .where(and(eq(s.approvals.company_id, companyId), sql`${s.approvals.approval_number} like ${`${prefix}%`}`));
  const sequence = row.last ? Number(row.last.slice(prefix.length)) + 1 : 1;
  return approvalNumber(APPROVAL_KINDS[type].prefix, year, sequence);
}
