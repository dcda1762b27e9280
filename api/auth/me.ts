import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { access_roles, companies } from "../db/schema/index";
import type { Principal } from "./principal";

/** The signed-in user as GET /v1/auth/me answers it (DESIGN.md: level, company, access_role.permissions). */
export async function describePrincipal(db: Db, principal: Principal) {
  const [company] = principal.companyId
    ? await db.select({ _id: companies.id, name: companies.name, code: companies.code }).from(companies).where(eq(companies.id, principal.companyId)).limit(1)
    : [];
  const [role] =
    principal.accessRoleId && principal.companyId
      ? await db
          .select({ _id: access_roles.id, code: access_roles.code, access_level: access_roles.access_level, permissions: access_roles.permissions })
          .from(access_roles)
          .where(and(eq(access_roles.company_id, principal.companyId), eq(access_roles.id, principal.accessRoleId)))
          .limit(1)
      : [];
  return {
    _id: principal.id,
    username: principal.username,
    fullname: principal.fullname,
    email: principal.email,
    level: principal.level,
    employee: principal.employeeId,
    company: company ?? null,
    access_role: role ?? (principal.level === "custom" ? { _id: null, code: null, access_level: null, permissions: [] } : null),
    impersonating: principal.impersonatorSessionId !== null,
  };
}

export type Me = Awaited<ReturnType<typeof describePrincipal>>;
