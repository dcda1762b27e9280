/** Calls that are not a plain resource: the permission list, access requests from companies, login as admin. */
import { and, asc, eq } from "drizzle-orm";
import express, { type Router } from "express";
import * as z from "zod";
import { describePrincipal } from "../auth/me";
import { createSession, resolveToken } from "../auth/sessions";
import type { ApiContext } from "../context";
import * as s from "../db/schema/index";
import { companyOf, principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";
import { logActivity } from "../db/activity";
import { checkAccess, type ResourceEngine } from "../resources/engine";
import { parseListQuery } from "../resources/query";
import { messageText } from "../../contract/message-text";
import { codedMessage } from "../../contract/messages";
import { resourceContract } from "../../contract/resources/index";

const requestBody = z.strictObject({
  purpose: z.string({ error: messageText("tellUs") }).trim().min(1, messageText("tellUs")).max(2000, messageText("maxLength", { count: 2000 })),
});

const ID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

export function platformRoutes(ctx: ApiContext, _engine: ResourceEngine): Router {
  const router = express.Router();

  // The values a custom access level may hold (Access Level › Role Permission).
  router.get(
    "/permission-list",
    handler(async (req, res) => {
      checkAccess(ctx, principalOf(req), resourceContract("permission-list")!.access.read, "read");
      const query = parseListQuery(new URL(req.originalUrl, "http://local").search, {
        fields: new Set(["value", "label", "menu"]),
        populatable: new Set(),
        defaultSort: [{ field: "value", desc: false }],
        maxLimit: ctx.config.maxPageSize,
      });
      const rows = await ctx.db.select().from(s.permissions).orderBy(asc(s.permissions.value));
      const term = query.search?.toLowerCase();
      const matching = rows.filter((row) => !term || row.value.includes(term) || row.label.toLowerCase().includes(term));
      const data = matching.slice(query.skip, query.skip + query.limit).map((row) => ({ _id: row.value, value: row.value, label: row.label, menu: row.menu }));
      res.json({ data, meta: { total: matching.length, limit: query.limit, skip: query.skip } });
    }),
  );

  // Access Level › Request Access: any company user asks the platform for something (docs/specification.md §8).
  router.post(
    "/requests",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = companyOf(principal);
      const body = parseBody(requestBody, req.body);
      const [company] = await ctx.db.select({ name: s.companies.name }).from(s.companies).where(eq(s.companies.id, companyId));
      const [row] = await ctx.db
        .insert(s.access_requests)
        .values({ company: company.name, name: principal.fullname, email: principal.email ?? principal.username, purpose: body.purpose, status: "todo" })
        .returning();
      res.status(201).json({ data: { _id: row.id, status: row.status, created_at: row.created_at }, ...codedMessage("requestSent") });
    }),
  );

  // Companies › login as admin: a developer opens a company as its admin; logging out returns them.
  router.post(
    `/companies/:id(${ID})/login-as-admin`,
    handler(async (req, res) => {
      const principal = principalOf(req);
      if (principal.level !== "developer") throw new HttpError(403, "forbidden");
      const [company] = await ctx.db.select().from(s.companies).where(eq(s.companies.id, req.params.id)).limit(1);
      if (!company) throw new HttpError(404, "notFound");
      const admins = await ctx.db
        .select()
        .from(s.users)
        .where(and(eq(s.users.company_id, company.id), eq(s.users.level, "admin"), eq(s.users.blocked, false)))
        .orderBy(asc(s.users.created_at));
      const admin = admins.find((user) => user.id === company.admin_id) ?? admins[0];
      if (!admin) throw new HttpError(409, "noAdminToSignInAs");

      const { token } = await createSession(ctx.db, { kind: "user", companyId: company.id, userId: admin.id }, ctx.config.session, {
        impersonatorSessionId: principal.sessionId,
        userAgent: req.headers["user-agent"] ?? null,
        ip: req.ip ?? null,
      });
      await logActivity(ctx.db, {
        companyId: company.id,
        principal,
        type: "update",
        menu: "companies",
        detail: `${principal.fullname} signed in as ${admin.fullname}`,
        recordId: admin.id,
      });
      const impersonated = await resolveToken(ctx.db, token, ctx.config.session);
      res.status(201).json({ data: { token, user: await describePrincipal(ctx.db, impersonated!) } });
    }),
  );

  return router;
}
