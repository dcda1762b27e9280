import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { login_index } from "../db/schema/index";
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
    throw new HttpError(409, "This e-mail address is already used by another account", { [field]: "Already used by another account" });
  }
  await tx.insert(login_index).values({
    login: key,
    kind: owner.kind,
    company_id: owner.kind === "user" ? owner.companyId : null,
    subject_id: owner.subjectId,
  });
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
