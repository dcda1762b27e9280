/**
 * The in-process channel (a BroadcastChannel) on which the API announces that sessions or accounts
 * changed — a logout, a blocked user, an edited access level — so that the web tier forgets whom it
 * took its callers to be at once (decision 0013). With several server processes on one machine
 * (WEB_CONCURRENCY), workers.ts carries each process's announcements to the others (decision 0014).
 * A web tier on another machine or behind API_URL hears nothing: like another replica, it trusts an
 * answer for SESSION_CACHE_SECONDS at most.
 */
export const SESSION_CHANGES_CHANNEL = "hr-dashboard:session-changes";
