/**
 * What a write changed, and the one registry of this process's caches that forgets what was made of it
 * (docs/decisions/0025-one-cache-and-invalidation.md). A change names a kind of thing and whose it is:
 * `person@<id>` (one person's account or sessions), `inbox@<user id>`, or `<table>@<company id>` (rows of
 * one table in one company; `*` for a table without companies). A cache entry names the changes it is
 * made of; a change drops those entries in every cache of the process, whichever tier made them.
 *
 * Both tiers import this folder (it opens no database and imports neither `api/` nor `app/`). The server
 * bundle and the web tier's bundle each carry a copy of this module, so the registry lives in one slot of
 * `globalThis`: one per process, shared by both copies. Changes made in other processes arrive from the
 * API's PostgreSQL listener (api/db/changes.ts).
 */

/** The kinds of change some cache is made of. A change of another kind reaches no cache, in no process. */
export const KINDS = [
  "person",
  "inbox",
  "users",
  "access_roles",
  "companies",
  "developers",
  "employees",
  "departments",
  "job_titles",
  "locations",
] as const;
export type Kind = (typeof KINDS)[number];

/** `<kind>@<whose>`, or `*`: everything (changes that may have been missed). */
export type Change = `${string}@${string}` | "*";

export const EVERYTHING: Change = "*";

const kinds: ReadonlySet<string> = new Set(KINDS);

/** One person (a user or a developer, by id): their account or their sessions (signed out, blocked, a new password or level). */
export const personChanged = (id: string): Change => `person@${id}`;

/** One user's notifications (the unread count every page shows). */
export const inboxChanged = (userId: string): Change => `inbox@${userId}`;

/** Rows of one table in one company; `null`: rows of a table without companies. */
export const rowsChanged = (table: string, companyId: string | null): Change => `${table}@${companyId ?? "*"}`;

/**
 * What the answer to "who holds this session" is made of, in either tier: the person, and their company's
 * users, access roles and record (a developer: the developers). SESSION_KINDS lists those kinds.
 */
export const SESSION_KINDS = ["person", "users", "access_roles", "companies", "developers"] as const satisfies readonly Kind[];
export function sessionMadeOf(personId: string, companyId: string | null): Change[] {
  if (!companyId) return [personChanged(personId), rowsChanged("developers", null)];
  return [personChanged(personId), rowsChanged("users", companyId), rowsChanged("access_roles", companyId), rowsChanged("companies", null)];
}

export const kindOf = (change: Change): string => (change === EVERYTHING ? EVERYTHING : change.slice(0, change.indexOf("@")));

/** Whether some cache is made of this kind of change (the same answer in every process: KINDS is fixed). */
export const matters = (change: Change): boolean => change === EVERYTHING || kinds.has(kindOf(change));

/** A cache as the registry sees it. */
export interface Forgetful {
  /** The kinds of change its entries are made of. */
  readonly madeOf: readonly Kind[];
  /** Drops the entries made of any of these changes (all of them for EVERYTHING). */
  drop(changes: ReadonlySet<Change>): void;
}

const SLOT = Symbol.for("hr-dashboard.cache-registry");
type Slot = { [SLOT]?: Set<Forgetful> };
const caches: Set<Forgetful> = ((globalThis as Slot)[SLOT] ??= new Set());

/** Every cache registers itself when made; `unregister` is for caches that do not live as long as the process. */
export function register(cache: Forgetful): () => void {
  caches.add(cache);
  return () => caches.delete(cache);
}

/**
 * Forgets, in every cache of this process, what was made of these changes (made here, or heard from
 * another process); returns the ones that matter, for passing on to the other processes.
 */
export function forgetChanged(changes: Iterable<Change>): Change[] {
  const relevant = [...new Set(changes)].filter(matters);
  if (!relevant.length) return relevant;
  const all = relevant.includes(EVERYTHING);
  for (const cache of caches) {
    const mine = all ? new Set([EVERYTHING]) : new Set(relevant.filter((change) => (cache.madeOf as readonly string[]).includes(kindOf(change))));
    if (mine.size) cache.drop(mine);
  }
  return relevant;
}
