/**
 * The five request forms of My requests (docs/decisions/0029-requests-and-approvals.md): their addresses
 * (`?new=`) and the kind each asks for. The action parses a posted form by the API's own body schema
 * (app/lib/page-forms.server.ts).
 */
import type { ApprovalType } from "../../../contract/enums";

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
