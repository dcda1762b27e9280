/**
 * The guards every loader and action starts with (docs/conventions.md habit 3): one call returns the
 * signed-in user and an API client bound to their session, or ends the request with the right answer.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { Cache } from "../../cache/cache";
import { inboxChanged, rowsChanged, SESSION_KINDS, sessionMadeOf, type Change } from "../../cache/changes";
import { canAccess, type AccessMode, type MenuId, type Viewer } from "../../contract/navigation";
import type { Chrome, Me, MeWithChrome } from "../../contract/responses/auth";
import { createApiClient, type ApiClient } from "./api.server";
import { webEnv } from "./env.server";
import { groupGuard } from "./navigation";
import { commitSession, destroySession, getSession, verifyCsrf, type AppSession } from "./session.server";

export type { Birthday, Chrome, Me } from "../../contract/responses/auth";

export interface SignedIn {
  api: ApiClient;
  user: Me;
  viewer: Viewer;
  session: AppSession;
  /** Present on a dashboard page's GET (fetched with the session check). */
  chrome?: Chrome;
}

export const permissionLists = () => ({ hse: webEnv.hseAccess });

export const apiBase = (context: AppLoadContext) => webEnv.apiUrl ?? context.apiBase;

/** A client for the calls before sign-in (login, register, recovery): they are throttled by the browser's address. */
export function publicApi(context: AppLoadContext): ApiClient {
  return createApiClient({ base: apiBase(context), requestId: context.requestId, clientAddress: context.clientAddress });
}

export function viewerOf(user: Me): Viewer {
  return { id: user._id, username: user.username, level: user.level, companyId: user.company?._id ?? null, permissions: user.access_role?.permissions ?? [] };
}

type MeAnswer = MeWithChrome;

/**
 * Whom each session token belongs to, as `GET /v1/auth/me` last answered (decision 0013): every page
 * asks, and the answer changes only when the session, the account or the chrome's figures do. An answer
 * is trusted for SESSION_CACHE_SECONDS, as the API trusts a resolved token, and forgotten at once when
 * the token's holder sends anything but a GET (their notifications read, their password changed), when
 * the API refuses the token, and when what it is made of changes: a sign-out, a blocked user, an edited
 * access level, anywhere the API in this process hears of it (docs/decisions/0025-one-cache-and-invalidation.md).
 */
export class SessionAnswers {
  private readonly answers = new Cache<MeAnswer>({ max: 10_000, madeOf: [...SESSION_KINDS, "inbox", "employees", "departments"] });

  constructor(private readonly seconds: () => number) {}

  get(token: string, withChrome: boolean, ask: () => Promise<MeAnswer>): Promise<MeAnswer> {
    return this.answers.get(`${withChrome ? "chrome" : "plain"} ${token}`, ask, { seconds: this.seconds(), from: answerMadeOf });
  }

  forget(token: string): void {
    this.answers.forget(`chrome ${token}`);
    this.answers.forget(`plain ${token}`);
  }

  clear(): void {
    this.answers.clear();
  }
}

/** The person and their company's accounts, roles and record; with the chrome, their inbox and the company's birthdays. */
function answerMadeOf(answer: MeAnswer): Change[] {
  const companyId = answer.company?._id ?? null;
  const made = sessionMadeOf(answer._id, companyId);
  if (answer.chrome) made.push(inboxChanged(answer._id));
  if (answer.chrome && companyId) made.push(rowsChanged("employees", companyId), rowsChanged("departments", companyId));
  return made;
}

const sessionAnswers = new SessionAnswers(() => webEnv.sessionCacheSeconds);

/** Forgets what the API said about a token (the sign-out form, which may talk to an API elsewhere). */
export function forgetSession(token: string): void {
  sessionAnswers.forget(token);
}

/** Loaders of one navigation run side by side: ask the API who is signed in once per request. */
const resolved = new WeakMap<Request, Promise<SignedIn | null>>();

async function resolve(request: Request, context: AppLoadContext): Promise<SignedIn | null> {
  const session = await getSession(request);
  const token = session.get("token");
  if (!token) return null;
  // The API may end the session at any call (revoked, expired): then forget it and go to sign-in.
  const endCookie = await destroySession(session);
  const api = createApiClient({
    base: apiBase(context),
    token,
    requestId: context.requestId,
    onUnauthorized: () => {
      sessionAnswers.forget(token);
      throw redirect("/", { headers: { "Set-Cookie": endCookie } });
    },
    onChange: () => sessionAnswers.forget(token),
  });
  // A dashboard page shows the chrome's figures: they come with the session check, in the same call.
  const url = new URL(request.url);
  const withChrome = request.method === "GET" && url.pathname.startsWith("/dashboard/") && !url.searchParams.has("_data");
  const data = await sessionAnswers.get(token, withChrome, async () => api.auth.me({ chrome: withChrome }));
  const { chrome, ...user } = data;
  return { api, user, viewer: viewerOf(user), session, chrome };
}

async function signedIn(request: Request, context: AppLoadContext): Promise<SignedIn | null> {
  let pending = resolved.get(request);
  if (!pending) resolved.set(request, (pending = resolve(request, context)));
  return pending;
}

export async function requireUser(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const found = await signedIn(request, context);
  if (!found) {
    const session = await getSession(request);
    throw redirect(signInFor(request), { headers: { "Set-Cookie": await destroySession(session) } });
  }
  return found;
}

/** The guard of a dashboard section: its roles (docs/specification.md §6) or a 403, whatever the URL typed. */
export async function requireSection(request: Request, context: AppLoadContext, menuId: MenuId, mode: AccessMode = "read"): Promise<SignedIn> {
  const found = await requireUser(request, context);
  if (!canAccess(menuId, found.viewer, permissionLists(), mode)) {
    // English: a resource route (an export) sends it as it is; a page shows it in the reader's language (app/lib/messages.ts).
    throw new Response("You do not have access to this page", { status: 403 });
  }
  return found;
}

/** The guard of a menu group's layout: its first child this viewer may open, else the group (app/lib/navigation.ts). */
export async function requireGroup(request: Request, context: AppLoadContext, groupId: MenuId): Promise<SignedIn> {
  const { viewer } = await requireUser(request, context);
  return requireSection(request, context, groupGuard(groupId, viewer, permissionLists()));
}

/** The sign-in page, asked to come back to a page read with GET (the sign-in checks it: app/lib/redirects.ts). */
function signInFor(request: Request): string {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.searchParams.has("_data")) return "/";
  return `/?returnTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** The sign-in, verification and recovery pages send a signed-in user to the dashboard (docs/specification.md §4). */
export async function redirectIfSignedIn(request: Request, context: AppLoadContext, target = "/dashboard/home"): Promise<void> {
  if (await signedIn(request, context)) throw redirect(target);
}

/** Every state-changing form: the CSRF check first, then the form data. */
export async function readForm(request: Request): Promise<{ form: FormData; session: AppSession }> {
  const session = await getSession(request);
  const form = await request.formData();
  verifyCsrf(session, form);
  return { form, session };
}

export { commitSession };
