/**
 * The five request forms of My requests (docs/decisions/0029-requests-and-approvals.md): their addresses
 * (`?new=`), the kind each asks for, and the one parse of a posted form by the API's own body schema
 * (contract/approvals.ts), used by the browser's Conform and by the action alike.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { REQUEST_BODIES, type ApprovalType } from "../../../contract/approvals";

export const REQUEST_FORMS = {
  leave: "leave",
  overtime: "overtime",
  "clock-correction": "clock_correction",
  shift: "shift",
  "business-trip": "business_trip",
} as const satisfies Record<string, ApprovalType>;

export type RequestForm = keyof typeof REQUEST_FORMS;

export const REQUEST_FORM_NAMES = Object.keys(REQUEST_FORMS) as RequestForm[];

export function requestFormOf(value: string | null | undefined): RequestForm | null {
  return value && Object.hasOwn(REQUEST_FORMS, value) ? (value as RequestForm) : null;
}

export const MY_REQUESTS = "/dashboard/my-requests";
export const askHref = (form: RequestForm) => `${MY_REQUESTS}?new=${form}#ask`;

/** What a request form posts beside the API's body: the form token, the intent, the file to upload and its shown name. */
const NOT_IN_BODY = new Set(["csrf", "intent", "attachment_file", "attachment_name"]);

/** A posted request form checked by the API's schema of its kind (strict: only the body's own fields). */
export function parseRequest<T extends ApprovalType>(type: T, posted: FormData) {
  const body = new FormData();
  for (const [name, value] of posted) if (!NOT_IN_BODY.has(name)) body.append(name, value);
  return parseWithZod(body, { schema: REQUEST_BODIES[type] as (typeof REQUEST_BODIES)[T] });
}
