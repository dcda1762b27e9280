/**
 * The account calls around sign-in: registering a company (an access request), forgotten and reset
 * passwords, e-mail verification, and a password change. Links go out by mail (SMTP or the outbox).
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import express, { type Router } from "express";
import * as z from "zod";
import { messageText } from "../../contract/message-text";
import { codedMessage, type MessageCode } from "../../contract/messages";
import type { ApiContext } from "../context";
import type { Db } from "../db/client";
import { access_requests, developers, email_tokens, login_index, users } from "../db/schema/index";
import { authenticate, principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN, verifyPassword } from "./password";
import { countAttempt, type ThrottlePolicy } from "./rate-limit";
import { revokeSubjectSessions, type SessionSubject } from "./sessions";
import { hashToken, newToken } from "./tokens";

const maxLength = (count: number) => messageText("maxLength", { count });
const email = z.string({ error: messageText("enterEmail") }).trim().toLowerCase().max(254, maxLength(254)).email(messageText("email"));
const password = z
  .string({ error: messageText("enterNewPassword") })
  .min(PASSWORD_MIN, messageText("minLength", { count: PASSWORD_MIN }))
  .max(PASSWORD_MAX, maxLength(PASSWORD_MAX));
const incomplete = messageText("linkIncomplete");
const token = z.string({ error: incomplete }).min(20, incomplete).max(200, incomplete);

const registerBody = z.strictObject({
  company: z.string({ error: messageText("enterCompany") }).trim().min(2, messageText("enterCompany")).max(200, maxLength(200)),
  name: z.string({ error: messageText("enterName") }).trim().min(2, messageText("enterName")).max(200, maxLength(200)),
  email,
  phone: z.string().trim().max(30, maxLength(30)).regex(/^[0-9+()\-\s]*$/, messageText("phoneNumber")).optional(),
  purpose: z.string().trim().max(2000, maxLength(2000)).optional(),
});
const forgotBody = z.strictObject({ email });
const resetBody = z.strictObject({ token, password });
const verifyBody = z.strictObject({ token });
const changeBody = z.strictObject({ current_password: z.string({ error: messageText("enterCurrentPassword") }).min(1, messageText("enterCurrentPassword")).max(PASSWORD_MAX, maxLength(PASSWORD_MAX)), password });

const RESET_MINUTES = 60;
const VERIFY_HOURS = 48;

type Purpose = "verify_email" | "reset_password";
type Subject = { kind: "developer" | "user"; id: string; companyId: string | null; email: string };

async function limit(ctx: ApiContext, key: string, policy: ThrottlePolicy) {
  const counted = await countAttempt(ctx.db, key, policy);
  if (!counted.allowed) throw new HttpError(429, { code: "tooMany", params: { minutes: Math.ceil(counted.retryAfter / 60) } });
}

/** Reset links: per address (spraying many e-mails) and per target e-mail (flooding one inbox). */
const FORGOT_PER_ADDRESS: ThrottlePolicy = { limit: 20, capMinutes: 60 };
const FORGOT_PER_EMAIL: ThrottlePolicy = { limit: 3, capMinutes: 60 };

async function subjectByEmail(db: Db, address: string): Promise<Subject | null> {
  const [entry] = await db.select().from(login_index).where(eq(login_index.login, address)).limit(1);
  if (!entry) return null;
  if (entry.kind === "developer") {
    const [developer] = await db.select().from(developers).where(eq(developers.id, entry.subject_id)).limit(1);
    return developer && !developer.blocked ? { kind: "developer", id: developer.id, companyId: null, email: developer.email } : null;
  }
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.company_id, entry.company_id!), eq(users.id, entry.subject_id)))
    .limit(1);
  return user && !user.blocked && user.email ? { kind: "user", id: user.id, companyId: user.company_id, email: user.email } : null;
}

/** A single-use link token; only its hash is stored. */
export async function issueEmailToken(db: Db, subject: Subject, purpose: Purpose, minutes: number): Promise<string> {
  const value = newToken();
  await db.insert(email_tokens).values({
    token_hash: hashToken(value),
    purpose,
    subject_kind: subject.kind,
    subject_id: subject.id,
    company_id: subject.companyId,
    email: subject.email,
    expires_at: new Date(Date.now() + minutes * 60_000),
  });
  return value;
}

type EmailToken = typeof email_tokens.$inferSelect;

async function takeEmailToken(db: Db, value: string, purpose: Purpose): Promise<EmailToken> {
  const [row] = await db
    .update(email_tokens)
    .set({ used_at: new Date() })
    .where(and(eq(email_tokens.token_hash, hashToken(value)), eq(email_tokens.purpose, purpose), isNull(email_tokens.used_at), gt(email_tokens.expires_at, new Date())))
    .returning();
  if (!row) throw new HttpError(400, "invalidLink");
  return row;
}

/**
 * A call that spends a link from the mail: the body checked, its token taken (once, for this purpose),
 * `use` done with it, and the answer's message.
 */
function spendLink<T extends z.ZodType<{ token: string }>>(ctx: ApiContext, schema: T, purpose: Purpose, answer: MessageCode, use: (row: EmailToken, body: z.output<T>) => Promise<void>) {
  return handler(async (req, res) => {
    const body = parseBody(schema, req.body);
    const row = await takeEmailToken(ctx.db, body.token, purpose);
    await use(row, body);
    res.json(codedMessage(answer));
  });
}

function sessionSubject(kind: string, id: string, companyId: string | null): SessionSubject {
  return kind === "developer" ? { kind: "developer", developerId: id } : { kind: "user", companyId: companyId!, userId: id };
}

async function setPassword(db: Db, kind: string, id: string, companyId: string | null, hash: string, verified: boolean) {
  const now = new Date();
  if (kind === "developer") {
    await db.update(developers).set({ password_hash: hash, ...(verified ? { email_verified_at: now } : {}) }).where(eq(developers.id, id));
  } else {
    await db
      .update(users)
      .set({ password_hash: hash, password_changed_at: now, ...(verified ? { email_verified_at: now } : {}) })
      .where(and(eq(users.company_id, companyId!), eq(users.id, id)));
  }
}

export function accountRoutes(ctx: ApiContext): Router {
  const router = express.Router();
  const link = (path: string, value: string) => `${ctx.config.publicUrl}${path}?token=${encodeURIComponent(value)}`;

  router.post(
    "/auth/register",
    handler(async (req, res) => {
      const body = parseBody(registerBody, req.body);
      await limit(ctx, `register:${req.ip ?? "unknown"}`, { limit: 20, capMinutes: 60 });
      await ctx.db.insert(access_requests).values({ company: body.company, name: body.name, email: body.email, phone: body.phone || null, purpose: body.purpose || null, status: "todo" });
      await ctx.mailer.send({
        to: body.email,
        subject: "We received your request",
        text: `Hello ${body.name},\n\nThank you for registering ${body.company}. Our team will contact you soon to set up your company.\n`,
      });
      res.status(201).json(codedMessage("requestSent"));
    }),
  );

  router.post(
    "/auth/forgot-password",
    handler(async (req, res) => {
      const body = parseBody(forgotBody, req.body);
      // Over a limit nothing is sent, and the answer stays the same: it tells nothing about the address.
      const allowed =
        (await countAttempt(ctx.db, `forgot-ip:${req.ip ?? "unknown"}`, FORGOT_PER_ADDRESS)).allowed &&
        (await countAttempt(ctx.db, `forgot:${body.email}`, FORGOT_PER_EMAIL)).allowed;
      const subject = allowed ? await subjectByEmail(ctx.db, body.email) : null;
      if (subject) {
        const value = await issueEmailToken(ctx.db, subject, "reset_password", RESET_MINUTES);
        await ctx.mailer.send({
          to: subject.email,
          subject: "Reset your password",
          text: `Someone asked to reset the password of your HR Dashboard account.\n\nSet a new password here (valid for ${RESET_MINUTES} minutes):\n${link("/forgot-password/reset", value)}\n\nIf it was not you, ignore this message.\n`,
        });
      }
      // The same answer either way: the form does not reveal which addresses have accounts.
      res.json(codedMessage("resetSent"));
    }),
  );

  router.post(
    "/auth/reset-password",
    spendLink(ctx, resetBody, "reset_password", "passwordReset", async (row, body) => {
      await setPassword(ctx.db, row.subject_kind, row.subject_id, row.company_id, await hashPassword(body.password), true);
      await revokeSubjectSessions(ctx.db, sessionSubject(row.subject_kind, row.subject_id, row.company_id));
    }),
  );

  router.post(
    "/auth/verify-email",
    spendLink(ctx, verifyBody, "verify_email", "emailVerified", async (row) => {
      const now = new Date();
      if (row.subject_kind === "developer") await ctx.db.update(developers).set({ email_verified_at: now }).where(eq(developers.id, row.subject_id));
      else await ctx.db.update(users).set({ email_verified_at: now }).where(and(eq(users.company_id, row.company_id!), eq(users.id, row.subject_id)));
    }),
  );

  router.post(
    "/auth/send-verification",
    authenticate(ctx),
    handler(async (req, res) => {
      const principal = principalOf(req);
      if (!principal.email) throw new HttpError(422, "noOwnEmail", { email: "missing" });
      await limit(ctx, `verify:${principal.id}`, { limit: 5, capMinutes: 15 });
      const subject: Subject = { kind: principal.kind, id: principal.id, companyId: principal.companyId, email: principal.email };
      const value = await issueEmailToken(ctx.db, subject, "verify_email", VERIFY_HOURS * 60);
      await ctx.mailer.send({
        to: principal.email,
        subject: "Verify your e-mail address",
        text: `Confirm that this is your e-mail address (valid for ${VERIFY_HOURS} hours):\n${link("/verification", value)}\n`,
      });
      res.status(202).json(codedMessage("verifySent"));
    }),
  );

  router.post(
    "/auth/change-password",
    authenticate(ctx),
    handler(async (req, res) => {
      const principal = principalOf(req);
      const body = parseBody(changeBody, req.body);
      const current =
        principal.kind === "developer"
          ? (await ctx.db.select({ hash: developers.password_hash }).from(developers).where(eq(developers.id, principal.id)))[0]
          : (await ctx.db.select({ hash: users.password_hash }).from(users).where(and(eq(users.company_id, principal.companyId!), eq(users.id, principal.id))))[0];
      if (!(await verifyPassword(current?.hash, body.current_password))) {
        throw new HttpError(422, "invalidFields", { current_password: "wrongCurrentPassword" });
      }
      await setPassword(ctx.db, principal.kind, principal.id, principal.companyId, await hashPassword(body.password), false);
      // Every other session ends; this one goes on (docs/decisions/0039-employee-self-service.md).
      await revokeSubjectSessions(ctx.db, sessionSubject(principal.kind, principal.id, principal.companyId), principal.sessionId);
      res.json(codedMessage("passwordChanged"));
    }),
  );

  return router;
}
