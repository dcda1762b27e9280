import type { Request, RequestHandler } from "express";
import { canAccess, type AccessMode, type MenuId, type Viewer } from "../../contract/navigation";
import type { Principal } from "../auth/principal";
import { resolveToken } from "../auth/sessions";
import type { ApiContext } from "../context";
import { HttpError } from "./errors";
import { handler } from "./handler";

function bearer(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(header);
  return match ? match[1] : null;
}

/** Every /v1 call but sign-in and its siblings needs a live session: 401 otherwise. */
export function authenticate(ctx: ApiContext): RequestHandler {
  return handler(async (req, _res, next) => {
    const token = bearer(req);
    const principal = token ? await resolveToken(ctx.db, token, ctx.config.session) : null;
    if (!principal) throw new HttpError(401, "sessionEnded");
    req.principal = principal;
    next();
  });
}

export function principalOf(req: Request): Principal {
  if (!req.principal) throw new HttpError(401, "sessionEnded");
  return req.principal;
}

export function viewerOf(principal: Principal): Viewer {
  return { id: principal.id, username: principal.username, level: principal.level, companyId: principal.companyId, permissions: principal.permissions };
}

/** The company this caller works on; a developer must first choose one (login as admin). */
export function companyOf(principal: Principal): string {
  if (!principal.companyId) throw new HttpError(403, "chooseCompany");
  return principal.companyId;
}

/** Section 6's role table, on the API (the real boundary). */
export function assertAccess(ctx: ApiContext, principal: Principal, menuIds: readonly MenuId[], mode: AccessMode): void {
  const viewer = viewerOf(principal);
  if (!menuIds.some((id) => canAccess(id, viewer, ctx.lists, mode))) {
    throw new HttpError(403, "forbidden");
  }
}

export function requireLevel(...levels: Principal["level"][]): RequestHandler {
  return (req, _res, next) => {
    const principal = principalOf(req);
    next(levels.includes(principal.level) ? undefined : new HttpError(403, "forbidden"));
  };
}
