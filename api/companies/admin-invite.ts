/**
 * Companies › Invite admin: `POST /v1/companies/{id}/invite-admin {fullname, email, phone?}` → 201
 * `{code: "adminInvited", message, data: {invited: 1}}`. The developer invites a company's admin, who sets
 * a password from the e-mailed link (POST /v1/auth/accept-invitation) and becomes the company's admin
 * (companies.admin_id) when it has none. The admin gets an account, not an employee record
 * (docs/decisions/0050-a-new-company-s-first-day.md). Developers only; a company that does not exist is 404.
 */
import { eq } from "drizzle-orm";
import express, { type Router } from "express";
import * as z from "zod";
import { messageText } from "../../contract/message-text";
import { codedMessage } from "../../contract/messages";
import type { ApiContext } from "../context";
import * as s from "../db/schema/index";
import { invite, takenEmails } from "../employees/routes";
import { principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";

const ID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const required = messageText("required");
const maxLength = (count: number) => messageText("maxLength", { count });

/** The same fields and checks as an employee's invitation (api/employees/routes.ts), without the assignment. */
export const adminInviteBody = z.strictObject({
  fullname: z.string({ error: required }).trim().min(1, required).max(200, maxLength(200)),
  email: z.string({ error: required }).trim().toLowerCase().max(254, maxLength(254)).email(messageText("email")),
  phone: z.string().trim().max(30, maxLength(30)).regex(/^[0-9+()\-\s]*$/, messageText("phoneNumber")).nullish(),
});

export function adminInviteRoutes(ctx: ApiContext): Router {
  const router = express.Router();
  router.post(
    `/companies/:id(${ID})/invite-admin`,
    handler(async (req, res) => {
      const principal = principalOf(req);
      if (principal.level !== "developer") throw new HttpError(403, "forbidden");
      const body = parseBody(adminInviteBody, req.body);
      const [company] = await ctx.db.select({ id: s.companies.id }).from(s.companies).where(eq(s.companies.id, req.params.id)).limit(1);
      if (!company) throw new HttpError(404, "notFound");
      const taken = (await takenEmails(ctx.db, company.id, [body.email])).get(body.email);
      if (taken) throw new HttpError(422, "invalidFields", { email: taken });
      await invite(ctx, principal, company.id, [{ ...body, level: "admin" }], { asEmployees: false, menu: "companies" });
      res.status(201).json({ ...codedMessage("adminInvited"), data: { invited: 1 } });
    }),
  );
  return router;
}
