/**
 * The API's side of contract/levels.ts: every route that changes an account's password, e-mail, block
 * or level calls `assertAccountChange` before writing (docs/decisions/0019).
 */
import { accountChange, type AccountField, type AccountRef } from "../../contract/levels";
import type { Level } from "../../contract/enums";
import { HttpError } from "../http/errors";
import type { Principal } from "./principal";

export type { AccountRef };

/** A company user's row as the rule sees it. */
export const userAccount = (row: { id: string; level: string }): AccountRef => ({ kind: "user", id: row.id, level: row.level as Level });

export function assertAccountChange(principal: Principal, target: AccountRef | null, field: AccountField, level?: Level): void {
  const refusal = accountChange({ kind: principal.kind, id: principal.id, level: principal.level }, target, field, level);
  if (!refusal) return;
  throw new HttpError(refusal.status, refusal.status === 422 ? "invalidFields" : refusal.code, { [refusal.field]: refusal.code });
}
