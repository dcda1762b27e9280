import type { Db } from "../db/client";
import type { Principal } from "./principal";

/**
 * The signed-in user as GET /v1/auth/me answers it (docs/design.md: level, company, access_role.permissions).
 * Everything comes with the resolved session: no query of its own.
 */
export async function describePrincipal(_db: Db, principal: Principal) {
  return {
    _id: principal.id,
    username: principal.username,
    fullname: principal.fullname,
    email: principal.email,
    level: principal.level,
    employee: principal.employeeId,
    company: principal.company,
    access_role: principal.accessRole ?? (principal.level === "custom" ? { _id: null, code: null, access_level: null, permissions: [] } : null),
    impersonating: principal.impersonatorSessionId !== null,
  };
}

export type Me = Awaited<ReturnType<typeof describePrincipal>>;
