import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { login_index } from "../db/schema/index";
import type { MessageCode } from "../../contract/messages";
import { HttpError } from "../http/errors";

export type LoginOwner = { kind: "developer"; subjectId: string } | { kind: "user"; companyId: string; subjectId: string };

/**
 * Reserve a sign-in name (an e-mail or username) for one account across all companies. Called in the
 * same transaction as the account's own write, so the index never drifts from the accounts.
 */
export async function claimLogin(tx: Db, login: string, owner: LoginOwner, field = "email"): Promise<void> {
  const key = login.trim().toLowerCase();
  const [taken] = await tx.select().from(login_index).where(eq(login_index.login, key)).limit(1);
  if (taken) {
    if (taken.subject_id === owner.subjectId && taken.kind === owner.kind) return;
    if (owner.kind === "user" && (taken.kind !== "user" || taken.company_id !== owner.companyId)) throw new HttpError(409, LOGIN_UNAVAILABLE, { [field]: LOGIN_UNAVAILABLE });
    throw new HttpError(409, "emailTaken", { [field]: LOGIN_USED });
  }
  await tx.insert(login_index).values({
    login: key,
    kind: owner.kind,
    company_id: owner.kind === "user" ? owner.companyId : null,
    subject_id: owner.subjectId,
  });
}

/** The answer for a sign-in name this company already uses, and for one used anywhere else. */
export const LOGIN_USED = "alreadyUsedAccount" satisfies MessageCode;
export const LOGIN_UNAVAILABLE = "emailUnavailable" satisfies MessageCode;

/**
 * Why `login` cannot be `owner`'s, or null when it can. Names are unique across the platform, so an
 * unavailable name always says that it exists somewhere; "already used" is said only of the caller's
 * own company (whose accounts they may see), the rest get one neutral sentence that names no company
 * and tells a developer's address from no other (docs/decisions/0019).
 */
export async function loginUnavailable(tx: Db, login: string, owner: LoginOwner): Promise<MessageCode | null> {
  const [taken] = await tx.select().from(login_index).where(eq(login_index.login, login.trim().toLowerCase())).limit(1);
  if (!taken || (taken.subject_id === owner.subjectId && taken.kind === owner.kind)) return null;
  return owner.kind === "user" && taken.kind === "user" && taken.company_id === owner.companyId ? LOGIN_USED : LOGIN_UNAVAILABLE;
}

export async function releaseLogin(tx: Db, login: string | null | undefined, owner: LoginOwner): Promise<void> {
  if (!login) return;
  await tx.delete(login_index).where(and(eq(login_index.login, login.trim().toLowerCase()), eq(login_index.subject_id, owner.subjectId)));
}

/** An account's e-mail changed: move its sign-in name. */
export async function moveLogin(tx: Db, from: string | null | undefined, to: string | null | undefined, owner: LoginOwner, field = "email"): Promise<void> {
  if ((from ?? "").toLowerCase() === (to ?? "").toLowerCase()) return;
  await releaseLogin(tx, from, owner);
  if (to) await claimLogin(tx, to, owner, field);
}
