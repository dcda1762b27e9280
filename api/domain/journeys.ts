/**
 * E-journey rules (HSE): a journey is asked (pending), decided once by an authorised user (approved or
 * rejected, with an optional note), and completed once an approved journey has arrived. The arrival may
 * be recorded before the decision (a driver reports it late): approving such a journey completes it.
 * Pure: no framework, no database.
 */
import type { JourneyDecision, JourneyStatus } from "../../contract/enums";
import type { MessageCode } from "../../contract/messages";

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 409; code: MessageCode };

/** The status a decision leads to; a journey already decided (or completed) is a conflict. */
export function decideJourney(status: JourneyStatus, decision: JourneyDecision, arrived: boolean): Outcome<JourneyStatus> {
  if (status !== "pending") return { ok: false, status: 409, code: "alreadyDecided" };
  return { ok: true, value: decision === "approved" && arrived ? "completed" : decision };
}

/** The status after an edit: an approved journey with an arrival is completed; rejected and completed ones are closed. */
export function statusAfterEdit(status: JourneyStatus, arrived: boolean): Outcome<JourneyStatus> {
  if (status === "rejected" || status === "completed") return { ok: false, status: 409, code: "journeyClosed" };
  return { ok: true, value: status === "approved" && arrived ? "completed" : status };
}
