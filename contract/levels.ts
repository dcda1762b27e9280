/**
 * Who may change whose account (docs/design.md decision 8, docs/decisions/0019). Levels are ordered; a
 * user changes another account's password, e-mail, block or level only when their own level is
 * strictly above the account's, and gives no one a level as high as their own. Pure: every route that
 * writes one of these asks `accountChange` and answers its refusal as it is.
 */
import type { Level } from "./enums";
import type { MessageCode } from "./messages";

/** developer > admin > sub_admin > admin_location = custom = approver > employee. */
export const LEVEL_RANK: Record<Level, number> = {
  developer: 4,
  admin: 3,
  sub_admin: 2,
  admin_location: 1,
  custom: 1,
  approver: 1,
  employee: 0,
};

export const ACCOUNT_FIELDS = ["password", "email", "blocked", "level"] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

/** An account: who it is and its level. A developer acting as a company admin is a user of level admin. */
export interface AccountRef {
  kind: "developer" | "user";
  id: string;
  level: Level;
}

export interface Refusal {
  /** 403: not allowed at this rank; 422: a form mistake on one's own account (said beside the field). */
  status: 403 | 422;
  field: AccountField;
  /** The refusal's message (contract/messages.ts). */
  code: MessageCode;
}

/**
 * Whether `actor` may change `field` of `target` (null: an account being opened), to `level` for a
 * level change. Null when allowed; otherwise the refusal to answer.
 */
export function accountChange(actor: AccountRef, target: AccountRef | null, field: AccountField, level?: Level): Refusal | null {
  const own = target !== null && target.kind === actor.kind && target.id === actor.id;
  if (own) {
    // One's own e-mail is one's own business; the rest would lock oneself out or raise oneself.
    if (field === "password") return { status: 422, field, code: "ownPassword" };
    if (field === "blocked") return { status: 422, field, code: "cannotBlockSelf" };
    if (field === "level") return { status: 403, field, code: "ownLevel" };
    return null;
  }
  if (target && LEVEL_RANK[actor.level] <= LEVEL_RANK[target.level]) {
    return { status: 403, field, code: "levelAbove" };
  }
  if (field === "level" && level && LEVEL_RANK[actor.level] <= LEVEL_RANK[level]) {
    return { status: 403, field, code: "levelGrant" };
  }
  return null;
}
