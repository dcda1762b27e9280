/** Platform developers: each is a sign-in name of its own, and a new one sets a password from a mailed link. */
import { issueEmailToken } from "../auth/account-routes";
import { assertAccountChange } from "../auth/levels";
import { claimLogin, moveLogin, releaseLogin } from "../auth/logins";
import { revokeSubjectSessions } from "../auth/sessions";
import * as s from "../db/schema/index";
import { HttpError } from "../http/errors";
import { global, nameOf } from "./bind";
import type { Binding } from "./engine";

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
        if (existing?.id === principal.id) throw new HttpError(409, "You cannot delete your own account");
        await releaseLogin(tx, existing?.email as string, { kind: "developer", subjectId: existing!.id as string });
        await revokeSubjectSessions(tx, { kind: "developer", developerId: existing!.id as string });
      },
    }),
  ];
}
