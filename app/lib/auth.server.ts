/**
 * The guards every loader and action starts with (CONVENTIONS.md habit 3): one call returns the
 * signed-in user and an API client bound to their session, or ends the request with the right answer.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { canAccess, type AccessMode, type Level, type Viewer } from "../../contract/navigation";
import { createApiClient, type ApiClient } from "./api.server";
import { webEnv } from "./env.server";
import { commitSession, destroySession, getSession, verifyCsrf, type AppSession } from "./session.server";

export interface Me {
  _id: string;
  username: string;
  fullname: string;
  email: string | null;
  level: Level;
  employee: string | null;
  company: { _id: string; name: string; code: string } | null;
  access_role: { permissions: string[] } | null;
  impersonating: boolean;
}

export interface Birthday {
  _id: string;
  fullname: string;
  birth_date: string;
  department: string | null;
}

/** The figures every dashboard page's chrome shows: the month's coming birthdays (a few) and their total. */
export interface Chrome {
  unread: number;
  birthdays: Birthday[];
  birthdays_total: number;
}

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

/** A client for the calls before sign-in (login, register, recovery). */
export function publicApi(context: AppLoadContext): ApiClient {
  return createApiClient({ base: apiBase(context), requestId: context.requestId });
}

export function viewerOf(user: Me): Viewer {
  return { id: user._id, username: user.username, level: user.level, companyId: user.company?._id ?? null, permissions: user.access_role?.permissions ?? [] };
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
      throw redirect("/", { headers: { "Set-Cookie": endCookie } });
    },
  });
  // A dashboard page shows the chrome's figures: they come with the session check, in the same call.
  const url = new URL(request.url);
  const withChrome = request.method === "GET" && url.pathname.startsWith("/dashboard/") && !url.searchParams.has("_data");
  const { data } = await api.get<{ data: Me & { chrome?: Chrome } }>("auth/me", withChrome ? { include: "chrome" } : undefined);
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
    throw redirect("/", { headers: { "Set-Cookie": await destroySession(session) } });
  }
  return found;
}

/** The guard of a dashboard section: its roles (spec §6) or a 403, whatever the URL typed. */
export async function requireSection(request: Request, context: AppLoadContext, menuId: string, mode: AccessMode = "read"): Promise<SignedIn> {
  const found = await requireUser(request, context);
  if (!canAccess(menuId, found.viewer, permissionLists(), mode)) {
    throw new Response("You do not have access to this page", { status: 403 });
  }
  return found;
}

/** The sign-in, verification and recovery pages send a signed-in user to the dashboard (spec §4). */
export async function redirectIfSignedIn(request: Request, context: AppLoadContext): Promise<void> {
  if (await signedIn(request, context)) throw redirect("/dashboard/home");
}

/** Every state-changing form: the CSRF check first, then the form data. */
export async function readForm(request: Request): Promise<{ form: FormData; session: AppSession }> {
  const session = await getSession(request);
  const form = await request.formData();
  verifyCsrf(session, form);
  return { form, session };
}

export { commitSession };
