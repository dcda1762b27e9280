/**
 * Requests and their approval (docs/design.md decision 2, docs/decisions/0029-requests-and-approvals.md):
 * the five kinds a person asks for, the bodies of `POST /v1/approvals/{kind}`, the decision and the list's
 * own filters. Pure: zod and the contract only, so the web tier's forms check what the API checks.
 */
import * as z from "zod";
import { APPROVAL_KINDS, APPROVAL_TYPES, OVERTIME_DAY_TYPES, type ApprovalType } from "./enums";
import { isCalendarDate, objectError } from "./fields";
import { messageText } from "./message-text";

export { APPROVAL_KINDS, APPROVAL_TYPES, OVERTIME_DAY_TYPES, type ApprovalType };

export type ApprovalPath = (typeof APPROVAL_KINDS)[ApprovalType]["path"];

export function approvalTypeOfPath(path: string): ApprovalType | null {
  return APPROVAL_TYPES.find((type) => APPROVAL_KINDS[type].path === path) ?? null;
}

export const REASON_MAX = 1000;
export const DESTINATION_MAX = 200;
export const DECISION_NOTE_MAX = 1000;

const msg = {
  object: objectError,
  id: messageText("id"),
  date: messageText("date"),
  time: messageText("time"),
  text: messageText("text"),
  required: messageText("required"),
  maxLength: (n: number) => messageText("maxLength", { count: n }),
  oneOf: (values: readonly string[]) => messageText("oneOf", { values: values.join(", ") }),
};

/**
 * A field left out (or left empty in a form) is "required"; one of another type, `message`. The API says
 * "required" of a missing field anyway (api/http/validate.ts); the schema says it too for the web tier,
 * whose request forms are parsed by Conform with these schemas (app/lib/page-forms.server.ts).
 */
const orRequired = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? msg.required : message);
const id = () => z.string({ error: orRequired(msg.id) }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, msg.id);
const date = () => z.string({ error: orRequired(msg.date) }).refine(isCalendarDate, msg.date);
const time = () => z.string({ error: orRequired(msg.time) }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg.time);
/** Text a person writes: trimmed, required when asked, at most `max` characters. */
const words = (max: number) => z.string({ error: msg.required }).trim().min(1, msg.required).max(max, msg.maxLength(max));
/** A form's empty field is no value. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** The end of a range is not before its start. */
function rangeCheck(body: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) {
  if (body.start_date && body.end_date && body.end_date < body.start_date) {
    ctx.addIssue({ code: "custom", path: ["end_date"], message: messageText("endBeforeStart") });
  }
}

/** `POST /v1/approvals/leave`: a leave rule, the days (and for an hourly rule the hours of one day). */
export const leaveRequestBody = z
  .strictObject(
    {
      leave_type: id(),
      start_date: date(),
      end_date: date(),
      start_time: optional(time()),
      end_time: optional(time()),
      reason: words(REASON_MAX),
      /** An uploaded file (POST /v1/files, purpose "attachment"). */
      attachment: optional(id()),
    },
    { error: msg.object },
  )
  .superRefine(rangeCheck);

/** `POST /v1/approvals/overtimes`: one day's overtime; an end before the start ends the next morning. */
export const overtimeRequestBody = z.strictObject(
  {
    date: date(),
    start_time: time(),
    end_time: time(),
    /** Working day, rest day or public holiday; the calendar's when not given. */
    day_type: optional(z.enum(OVERTIME_DAY_TYPES, { error: msg.oneOf(OVERTIME_DAY_TYPES) })),
    reason: words(REASON_MAX),
  },
  { error: msg.object },
);

/** `POST /v1/approvals/clock-corrections`: a past or today's clock-in and/or clock-out. */
export const clockCorrectionBody = z
  .strictObject({ date: date(), clock_in: optional(time()), clock_out: optional(time()), reason: words(REASON_MAX) }, { error: msg.object })
  .superRefine((body, ctx) => {
    if (!body.clock_in && !body.clock_out) ctx.addIssue({ code: "custom", path: ["clock_in"], message: messageText("clockInOrOut") });
  });

/** `POST /v1/approvals/shifts`: the shift to work on a date. */
export const shiftRequestBody = z.strictObject({ date: date(), shift: id(), reason: words(REASON_MAX) }, { error: msg.object });

/** `POST /v1/approvals/business-trip`: where, when and why. */
export const businessTripBody = z
  .strictObject(
    { destination: words(DESTINATION_MAX), start_date: date(), end_date: date(), purpose: words(REASON_MAX) },
    { error: msg.object },
  )
  .superRefine(rangeCheck);

export const REQUEST_BODIES = {
  leave: leaveRequestBody,
  overtime: overtimeRequestBody,
  clock_correction: clockCorrectionBody,
  shift: shiftRequestBody,
  business_trip: businessTripBody,
} as const satisfies Record<ApprovalType, z.ZodType>;

export type RequestBody<T extends ApprovalType> = z.output<(typeof REQUEST_BODIES)[T]>;

export const APPROVAL_DECISIONS = ["approved", "rejected"] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/**
 * `POST /v1/approvals/{id}/decision`. `level` is the level the decider saw waiting: when given and the
 * request no longer waits there (someone decided first), the answer is 409 rather than a decision on the
 * next level.
 */
export const decisionBody = z.strictObject(
  {
    decision: z.enum(APPROVAL_DECISIONS, { error: msg.oneOf(APPROVAL_DECISIONS) }),
    note: optional(z.string({ error: msg.text }).trim().max(DECISION_NOTE_MAX, msg.maxLength(DECISION_NOTE_MAX))),
    level: optional(z.coerce.number({ error: messageText("integer") }).int(messageText("integer")).min(1, messageText("min", { value: 1 }))),
  },
  { error: msg.object },
);
export type DecisionBody = z.output<typeof decisionBody>;

/** `POST /v1/approvals/{id}/withdraw` and `/cancel`: an optional note. */
export const withdrawBody = z.strictObject({ note: optional(z.string({ error: msg.text }).trim().max(DECISION_NOTE_MAX, msg.maxLength(DECISION_NOTE_MAX))) }, { error: msg.object });
