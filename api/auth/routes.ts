import { and, eq, sql } from "drizzle-orm";
import express, { type Request, type Router } from "express";
import * as z from "zod";
import { messageText } from "../../contract/message-text";
import type { ApiContext } from "../context";
import { developers, known_devices, login_index, users } from "../db/schema/index";
import { authenticate, principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";
import { describePrincipal } from "./me";
import { chromeOf } from "../platform/me-routes";
import { verifyPassword } from "./password";
import { claimNotice, clearAttempts, countAttempt, lowerAttempts, type ThrottlePolicy } from "./rate-limit";
import { createSession, resolveToken, revokeSession, type SessionSubject } from "./sessions";
import { hashToken } from "./tokens";

const loginBody = z.strictObject({
  username: z.string({ error: messageText("enterLogin") }).trim().min(1, messageText("enterLogin")).max(254, messageText("maxLength", { count: 254 })),
  password: z.string({ error: messageText("enterPassword") }).min(1, messageText("enterPassword")).max(200, messageText("maxLength", { count: 200 })),
  /** The browser's device id (the web tier's device cookie): one that signed in before is "known". */
  device: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, messageText("notValid")).optional(),
});

const WRONG = "wrongLogin";

const clientMeta = (req: Request) => ({ userAgent: req.headers["user-agent"] ?? null, ip: req.ip ?? null });

/**
 * The throttles of a sign-in (docs/decisions/0021-sign-in-throttling.md): per account and address, per
 * account across addresses, per address across accounts; a known device has its own instead.
 */
function throttles(config: ApiContext["config"]["login"]) {
  const pair: ThrottlePolicy = { limit: config.maxFailures, capMinutes: config.blockMinutes };
  return { pair, account: { ...pair, limit: pair.limit * 4 }, address: { ...pair, limit: pair.limit * 10 } };
}

/** Sign-in, the current user and sign-out (docs/design.md "The /v1 contract"). */
export function authRoutes(ctx: ApiContext): Router {
  const router = express.Router();
  const policy = throttles(ctx.config.login);

  router.post(
    "/auth/login",
    handler(async (req, res) => {
      const body = parseBody(loginBody, req.body);
      const login = body.username.toLowerCase();
      const ip = req.ip ?? "unknown";
      const subject = await findAccount(ctx, login);
      const account = subject ? subjectKey(subject.session) : `name:${login}`;
      const device = body.device ? hashToken(body.device) : null;
      const known = subject !== null && device !== null && (await isKnownDevice(ctx, subject.session, device));

      // Counted before the password is checked; the first key that is waiting ends the attempt.
      const keys: [string, ThrottlePolicy][] = known
        ? [[`device:${account} ${device}`, policy.pair]]
        : [
            [`pair:${account} ${ip}`, policy.pair],
            [`account:${account}`, policy.account],
            [`ip:${ip}`, policy.address],
          ];
      let attempts = 0;
      for (const [key, keyPolicy] of keys) {
        const counted = await countAttempt(ctx.db, key, keyPolicy);
        if (!counted.allowed) {
          res.setHeader("Retry-After", String(counted.retryAfter));
          throw new HttpError(429, { code: "rateLimited", params: { minutes: Math.ceil(counted.retryAfter / 60) } });
        }
        attempts ||= counted.attempts;
      }

      // A blocked account answers as a wrong password does, after the same argon2 check: no oracle.
      const ok = await verifyPassword(subject?.passwordHash, body.password);
      if (!subject || !ok || subject.blocked) {
        if (subject?.email && !known && (await claimNotice(ctx.db, `account:${account}`, policy.pair.limit))) {
          // Not awaited: neither a slow mail server's time nor its failure may change the answer.
          void ctx.mailer.send(throttledMail(subject.email, ip)).catch((err: unknown) => req.log.error({ err }, "the throttling notice was not sent"));
        }
        throw new HttpError(401, WRONG);
      }
      // A right password: this key starts again; the shared keys lose what this key counted.
      await clearAttempts(ctx.db, keys[0][0]);
      for (const [key, keyPolicy] of keys.slice(1)) await lowerAttempts(ctx.db, key, attempts, keyPolicy);
      if (device) await rememberDevice(ctx, subject.session, device);

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
      if (include !== null && include !== "chrome") throw new HttpError(400, "includeChrome");
      const [me, chrome] = await Promise.all([describePrincipal(ctx.db, principal), include ? chromeOf(ctx, principal) : null]);
      res.json({ data: chrome ? { ...me, chrome } : me });
    }),
  );

  router.post(
    "/auth/logout",
    authenticate(ctx),
    handler(async (req, res) => {
      await revokeSession(ctx.db, principalOf(req));
      res.status(204).end();
    }),
  );

  return router;
}

interface Account {
  session: SessionSubject;
  passwordHash: string | null;
  blocked: boolean;
  email: string | null;
}

/** One login name → exactly one account across all companies (the login index). */
async function findAccount(ctx: ApiContext, login: string): Promise<Account | null> {
  const [entry] = await ctx.db.select().from(login_index).where(eq(login_index.login, login)).limit(1);
  if (!entry) return null;
  if (entry.kind === "developer") {
    const [developer] = await ctx.db.select().from(developers).where(eq(developers.id, entry.subject_id)).limit(1);
    return developer ? { session: { kind: "developer", developerId: developer.id }, passwordHash: developer.password_hash, blocked: developer.blocked, email: developer.email } : null;
  }
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.company_id, entry.company_id!), eq(users.id, entry.subject_id)))
    .limit(1);
  return user ? { session: { kind: "user", companyId: user.company_id, userId: user.id }, passwordHash: user.password_hash, blocked: user.blocked, email: user.email } : null;
}

async function markLastLogin(ctx: ApiContext, subject: SessionSubject) {
  const now = new Date();
  if (subject.kind === "developer") await ctx.db.update(developers).set({ last_login_at: now }).where(eq(developers.id, subject.developerId));
  else await ctx.db.update(users).set({ last_login_at: now }).where(and(eq(users.company_id, subject.companyId), eq(users.id, subject.userId)));
}

const subjectKey = (subject: SessionSubject) => (subject.kind === "developer" ? `developer:${subject.developerId}` : `user:${subject.userId}`);
const subjectColumns = (subject: SessionSubject) =>
  subject.kind === "developer"
    ? { subject_kind: "developer", subject_id: subject.developerId, company_id: null }
    : { subject_kind: "user", subject_id: subject.userId, company_id: subject.companyId };

async function isKnownDevice(ctx: ApiContext, subject: SessionSubject, deviceHash: string): Promise<boolean> {
  const { subject_kind, subject_id } = subjectColumns(subject);
  const [row] = await ctx.db
    .select({ id: known_devices.id })
    .from(known_devices)
    .where(and(eq(known_devices.subject_kind, subject_kind), eq(known_devices.subject_id, subject_id), eq(known_devices.device_hash, deviceHash)))
    .limit(1);
  return row !== undefined;
}

async function rememberDevice(ctx: ApiContext, subject: SessionSubject, deviceHash: string): Promise<void> {
  await ctx.db
    .insert(known_devices)
    .values({ ...subjectColumns(subject), device_hash: deviceHash })
    .onConflictDoUpdate({ target: [known_devices.subject_kind, known_devices.subject_id, known_devices.device_hash], set: { last_used_at: sql`now()` } });
}

/** The owner's notice, once per episode, in English and Indonesian (as the invitation is). */
function throttledMail(to: string, ip: string) {
  return {
    to,
    subject: "Failed sign-ins to your HR Dashboard account / Percobaan masuk yang gagal ke akun HR Dashboard Anda",
    text:
      `Someone has tried to sign in to your HR Dashboard account with a wrong password several times, most recently from the address ${ip}. ` +
      `Sign-ins to your account from other browsers are slowed down for a while; the browsers you have signed in with before still get in.\n` +
      `If it was not you, change your password.\n\n` +
      `Seseorang telah beberapa kali mencoba masuk ke akun HR Dashboard Anda dengan kata sandi yang salah, terakhir dari alamat ${ip}. ` +
      `Untuk sementara, percobaan masuk dari peramban lain diperlambat; peramban yang pernah Anda gunakan untuk masuk tetap dapat masuk.\n` +
      `Jika itu bukan Anda, ganti kata sandi Anda.\n`,
  };
}
