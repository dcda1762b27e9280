/**
 * Platform developers: each is a sign-in name of its own, and a new one sets a password from a mailed
 * link; the first one of an installation is created from the command line (`npm run user:create`).
 */
import { eq } from "drizzle-orm";
import { isValidEmail } from "../../contract/fields";
import { issueEmailToken } from "../auth/account-routes";
import { assertAccountChange } from "../auth/levels";
import { claimLogin, moveLogin, releaseLogin } from "../auth/logins";
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from "../auth/password";
import { revokeSubjectSessions } from "../auth/sessions";
import type { Db, Tx } from "../db/client";
import * as s from "../db/schema/index";
import { HttpError } from "../http/errors";
import { isUniqueViolation } from "../resources/db-errors";
import { global, nameOf } from "../resources/bind";
import type { Binding } from "../resources/engine";

export function developerBindings(): Binding[] {
  return [
    global("developers", s.developers, "developer", {
      name: nameOf("name", "email"),
      afterCreate: async ({ ctx, tx, row }) => {
        const email = row.email as string;
        await claimLogin(tx, email, { kind: "developer", subjectId: row.id as string });
        const token = await issueEmailToken(tx, { kind: "developer", id: row.id as string, companyId: null, email }, "reset_password", 60 * 24 * 3);
        await ctx.mailer.send({
          to: email,
          subject: "Your HR Dashboard developer account",
          text: `An account was created for you. Choose your password here (valid for 3 days):\n${ctx.config.publicUrl}/forgot-password/reset?token=${encodeURIComponent(token)}\n`,
        });
      },
      // Another developer's e-mail is their sign-in name and where their reset link goes (docs/design.md decision 8).
      beforeUpdate: async ({ principal, existing, values }) => {
        if ("email" in values && values.email !== existing?.email) assertAccountChange(principal, { kind: "developer", id: existing!.id as string, level: "developer" }, "email");
      },
      afterUpdate: async ({ tx, existing, row }) => {
        await moveLogin(tx, existing?.email as string, row.email as string, { kind: "developer", subjectId: row.id as string });
      },
      beforeRemove: async ({ tx, principal, existing }) => {
        if (existing?.id === principal.id) throw new HttpError(409, "cannotDeleteSelf");
        await releaseLogin(tx, existing?.email as string, { kind: "developer", subjectId: existing!.id as string });
        await revokeSubjectSessions(tx, { kind: "developer", developerId: existing!.id as string });
      },
    }),
  ];
}

/** Creates a developer and its login_index row. Refuses an e-mail that any account already signs in with. */
export async function createDeveloper(db: Db, input: { name: string; email: string; password: string }): Promise<{ id: string; name: string; email: string }> {
  const name = input.name.trim();
  const email = input.email.trim().toLowerCase();
  if (!name) throw new Error("The name is required");
  if (name.length > 200) throw new Error("The name is too long (at most 200 characters)");
  if (!isValidEmail(email)) throw new Error(`Not a valid e-mail address: ${input.email}`);
  if (input.password.length < PASSWORD_MIN) throw new Error(`The password must have at least ${PASSWORD_MIN} characters`);
  if (input.password.length > PASSWORD_MAX) throw new Error(`The password must have at most ${PASSWORD_MAX} characters`);

  const taken = async (conn: Db | Tx) =>
    (await conn.select({ login: s.login_index.login }).from(s.login_index).where(eq(s.login_index.login, email)).limit(1)).length > 0 ||
    (await conn.select({ id: s.developers.id }).from(s.developers).where(eq(s.developers.email, email)).limit(1)).length > 0;
  const refusal = () => new Error(`The e-mail ${email} is already used by another account`);
  if (await taken(db)) throw refusal();

  const passwordHash = await hashPassword(input.password);
  const id = s.newId();
  try {
    await db.transaction(async (tx) => {
      if (await taken(tx)) throw refusal();
      const now = new Date();
      await tx.insert(s.developers).values({ id, name, email, password_hash: passwordHash, email_verified_at: now });
      await tx.insert(s.login_index).values({ login: email, kind: "developer", company_id: null, subject_id: id });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refusal();
    throw err;
  }
  return { id, name, email };
}
