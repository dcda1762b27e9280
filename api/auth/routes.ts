import { and, eq } from "drizzle-orm";
import express, { type Request, type Router } from "express";
import * as z from "zod";
import type { ApiContext } from "../context";
import { developers, login_index, users } from "../db/schema/index";
import { authenticate, principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";
import { describePrincipal } from "./me";
import { chromeOf } from "../platform/me-routes";
import { verifyPassword } from "./password";
import { clearFailures, recordFailure, retryAfter } from "./rate-limit";
import { createSession, resolveToken, revokeSession, type SessionSubject } from "./sessions";

const loginBody = z.strictObject({
  username: z.string({ error: "Enter your e-mail or username" }).trim().min(1, "Enter your e-mail or username").max(254, "Must be at most 254 characters"),
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(200, "Must be at most 200 characters"),
});

const WRONG = "The username or password is incorrect";

const clientMeta = (req: Request) => ({ userAgent: req.headers["user-agent"] ?? null, ip: req.ip ?? null });

/** Sign-in, the current user and sign-out (DESIGN.md "The /v1 contract"). */
export function authRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.post(
    "/auth/login",
    handler(async (req, res) => {
      const body = parseBody(loginBody, req.body);
      const login = body.username.toLowerCase();
      const keys = [`login:${login}`, `ip:${req.ip ?? "unknown"}`];
      const waits = await Promise.all(keys.map((key) => retryAfter(ctx.db, key)));
      const wait = Math.max(...waits);
      if (wait > 0) {
        res.setHeader("Retry-After", String(wait));
        throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`);
      }

      const subject = await findAccount(ctx, login);
      const ok = await verifyPassword(subject?.passwordHash, body.password);
      if (!subject || !ok) {
        // The per-IP key tolerates more failures than the per-account key (offices share an address).
        await recordFailure(ctx.db, keys[0], ctx.config.login);
        await recordFailure(ctx.db, keys[1], { ...ctx.config.login, maxFailures: ctx.config.login.maxFailures * 10 });
        throw new HttpError(401, WRONG);
      }
      if (subject.blocked) throw new HttpError(403, "This account has been blocked. Contact your administrator.");
      await clearFailures(ctx.db, keys[0]);

      const { token } = await createSession(ctx.db, subject.session, ctx.config.session, clientMeta(req));
      const principal = await resolveToken(ctx.db, token, ctx.config.session);
      if (!principal) throw new HttpError(401, WRONG);
      await markLastLogin(ctx, subject.session);
      res.json({ data: { token, user: await describePrincipal(ctx.db, principal) } });
    }),
  );

  router.get(
    "/auth/me",
    authenticate(ctx),
    handler(async (req, res) => {
      const principal = principalOf(req);
      // `?include=chrome`: a dashboard page's session check brings the chrome's figures along (one call, not two).
      const include = new URL(req.originalUrl, "http://local").searchParams.get("include");
      if (include !== null && include !== "chrome") throw new HttpError(400, "include: only 'chrome' is known");
      const [me, chrome] = await Promise.all([describePrincipal(ctx.db, principal), include ? chromeOf(ctx, principal) : null]);
      res.json({ data: chrome ? { ...me, chrome } : me });
    }),
  );

  router.post(
    "/auth/logout",
    authenticate(ctx),
    handler(async (req, res) => {
      await revokeSession(ctx.db, principalOf(req).sessionId);
      res.status(204).end();
    }),
  );

  return router;
}

interface Account {
  session: SessionSubject;
  passwordHash: string | null;
  blocked: boolean;
}

/** One login name → exactly one account across all companies (the login index). */
async function findAccount(ctx: ApiContext, login: string): Promise<Account | null> {
  const [entry] = await ctx.db.select().from(login_index).where(eq(login_index.login, login)).limit(1);
  if (!entry) return null;
  if (entry.kind === "developer") {
    const [developer] = await ctx.db.select().from(developers).where(eq(developers.id, entry.subject_id)).limit(1);
    return developer ? { session: { kind: "developer", developerId: developer.id }, passwordHash: developer.password_hash, blocked: developer.blocked } : null;
  }
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.company_id, entry.company_id!), eq(users.id, entry.subject_id)))
    .limit(1);
  return user ? { session: { kind: "user", companyId: user.company_id, userId: user.id }, passwordHash: user.password_hash, blocked: user.blocked } : null;
}

async function markLastLogin(ctx: ApiContext, subject: SessionSubject) {
  const now = new Date();
  if (subject.kind === "developer") await ctx.db.update(developers).set({ last_login_at: now }).where(eq(developers.id, subject.developerId));
  else await ctx.db.update(users).set({ last_login_at: now }).where(and(eq(users.company_id, subject.companyId), eq(users.id, subject.userId)));
}
