import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { Cache } from "../../cache/cache";
import { personChanged, SESSION_KINDS, sessionMadeOf } from "../../cache/changes";
import { invalidate } from "../db/changes";
import type { Db } from "../db/client";
import { access_roles, companies, developers, sessions, users } from "../db/schema/index";
import type { Principal } from "./principal";
import type { SessionCompany } from "../../contract/responses/auth";
import { hashToken, newToken } from "./tokens";

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
  /** How long a resolved token is trusted without asking the database again (0: always ask). */
  cacheSeconds?: number;
}

/**
 * Resolved tokens, kept for `cacheSeconds` (and never beyond the session's own expiry) so that a burst of
 * requests costs one session lookup (docs/decisions/0006-session-cache.md). Each is made of its person
 * and their company's accounts, access roles and record: a sign-out, a block, a new password or a
 * changed access role anywhere drops it in every process at once (docs/decisions/0025-one-cache-and-invalidation.md).
 */
const resolvedTokens = new Cache<{ principal: Principal; until: number } | null>({ max: 10_000, madeOf: SESSION_KINDS });

export type SessionSubject = { kind: "developer"; developerId: string } | { kind: "user"; companyId: string; userId: string };

export interface SessionMeta {
  userAgent?: string | null;
  ip?: string | null;
  impersonatorSessionId?: string | null;
}

/** Start a session: a fresh token at every sign-in (docs/design.md); only its hash is kept. */
export async function createSession(db: Db, subject: SessionSubject, policy: SessionPolicy, meta: SessionMeta = {}): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const now = Date.now();
  const absolute = new Date(now + policy.absoluteHours * 3_600_000);
  const idle = new Date(Math.min(now + policy.idleMinutes * 60_000, absolute.getTime()));
  const [row] = await db
    .insert(sessions)
    .values({
      token_hash: hashToken(token),
      subject_kind: subject.kind,
      developer_id: subject.kind === "developer" ? subject.developerId : null,
      company_id: subject.kind === "user" ? subject.companyId : null,
      user_id: subject.kind === "user" ? subject.userId : null,
      impersonator_session_id: meta.impersonatorSessionId ?? null,
      idle_expires_at: idle,
      absolute_expires_at: absolute,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip ?? null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row.id };
}

/** Only refresh the idle expiry once a minute, not on every request. */
const TOUCH_AFTER_MS = 60_000;

/**
 * The caller behind a bearer token, or null when the token is unknown, revoked, expired or blocked
 * (an unknown token is not kept: it is asked about every time).
 */
export async function resolveToken(db: Db, token: string, policy: SessionPolicy): Promise<Principal | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const resolved = await resolvedTokens.get(tokenHash, () => lookUpToken(db, tokenHash, policy), {
    seconds: policy.cacheSeconds ?? 0,
    from: (found) => found && sessionMadeOf(found.principal.id, found.principal.companyId),
    until: (found) => found?.until ?? 0,
  });
  return resolved?.principal ?? null;
}

/** One query: the session with its user (and the user's access role) or its developer; then the idle expiry moves on. */
async function lookUpToken(db: Db, tokenHash: string, policy: SessionPolicy): Promise<{ principal: Principal; until: number } | null> {
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users, role: access_roles, company: { _id: companies.id, name: companies.name, code: companies.code, time_zone: companies.time_zone }, developer: developers })
    .from(sessions)
    .leftJoin(users, and(eq(users.company_id, sessions.company_id), eq(users.id, sessions.user_id)))
    .leftJoin(companies, eq(companies.id, sessions.company_id))
    .leftJoin(access_roles, and(eq(access_roles.company_id, users.company_id), eq(access_roles.id, users.access_role_id)))
    .leftJoin(developers, eq(developers.id, sessions.developer_id))
    .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at), gt(sessions.idle_expires_at, now), gt(sessions.absolute_expires_at, now)))
    .limit(1);
  if (!row) return null;
  const { session } = row;
  const principal = row.developer ? developerPrincipal(row.developer) : row.user ? userPrincipal(row.user, row.role, row.company) : null;
  if (!principal) return null;

  if (now.getTime() - session.last_seen_at.getTime() > TOUCH_AFTER_MS) {
    const idle = new Date(Math.min(now.getTime() + policy.idleMinutes * 60_000, session.absolute_expires_at.getTime()));
    await db.update(sessions).set({ last_seen_at: now, idle_expires_at: idle }).where(eq(sessions.id, session.id));
  }
  return {
    principal: { ...principal, sessionId: session.id, impersonatorSessionId: session.impersonator_session_id },
    until: Math.min(session.idle_expires_at.getTime(), session.absolute_expires_at.getTime()),
  };
}

type Resolved = Omit<Principal, "sessionId" | "impersonatorSessionId">;

function developerPrincipal(developer: typeof developers.$inferSelect): Resolved | null {
  if (developer.blocked) return null;
  return {
    kind: "developer",
    id: developer.id,
    username: developer.email,
    fullname: developer.name,
    email: developer.email,
    level: "developer",
    companyId: null,
    employeeId: null,
    accessRoleId: null,
    permissions: [],
    company: null,
    accessRole: null,
  };
}

function userPrincipal(
  user: typeof users.$inferSelect,
  role: typeof access_roles.$inferSelect | null,
  company: { _id: string; name: string; code: string; time_zone: string } | null,
): Resolved | null {
  if (user.blocked) return null;
  return {
    kind: "user",
    id: user.id,
    username: user.username ?? user.email ?? user.id,
    fullname: user.fullname,
    email: user.email,
    level: user.level as Principal["level"],
    companyId: user.company_id,
    employeeId: user.employee_id,
    accessRoleId: user.access_role_id,
    permissions: user.level === "custom" ? (role?.permissions ?? []) : [],
    // The check constraint keeps the zone one of TIME_ZONES.
    company: company ? { ...company, time_zone: company.time_zone as SessionCompany["time_zone"] } : null,
    accessRole: role ? { _id: role.id, code: role.code, access_level: role.access_level, permissions: role.permissions } : null,
  };
}

/** Sign out one session (its holder's other sessions are asked about afresh, docs/decisions/0025-one-cache-and-invalidation.md). */
export async function revokeSession(db: Db, principal: Pick<Principal, "id" | "sessionId">): Promise<void> {
  await db.update(sessions).set({ revoked_at: new Date() }).where(and(eq(sessions.id, principal.sessionId), isNull(sessions.revoked_at)));
  await invalidate(db, personChanged(principal.id));
}

/** Sign a person out everywhere (but `keepSessionId`, the session that changed its own password): after a password change, or when they are blocked. */
export async function revokeSubjectSessions(db: Db, subject: SessionSubject, keepSessionId?: string): Promise<void> {
  const where =
    subject.kind === "developer"
      ? eq(sessions.developer_id, subject.developerId)
      : and(eq(sessions.company_id, subject.companyId), eq(sessions.user_id, subject.userId));
  const kept = keepSessionId ? ne(sessions.id, keepSessionId) : undefined;
  await db.update(sessions).set({ revoked_at: new Date() }).where(and(where, isNull(sessions.revoked_at), kept));
  await invalidate(db, personChanged(subject.kind === "developer" ? subject.developerId : subject.userId));
}

/** Remove sessions that ended more than a day ago (called now and then, not per request). */
export async function pruneSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.absolute_expires_at} < now() - interval '1 day'`);
}
