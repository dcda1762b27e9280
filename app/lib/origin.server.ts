/**
 * Cross-site form posts are refused before any action runs (docs/design.md: every state-changing form is
 * protected against CSRF). The session's CSRF token stays the main check; this one only answers the
 * question "did another site send this?": a foreign Origin, or without an Origin a foreign Referer.
 * A request carrying neither goes on to the token check.
 */

/** Methods that change nothing: never checked. */
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Whether a request comes from another site. `hosts` are the names this server answers to (the Host
 * header, and X-Forwarded-Host behind a trusted proxy). `Origin: null` (a sandboxed or privacy-stripped
 * sender) and an unreadable Referer count as foreign.
 */
export function isCrossSite(method: string, origin: string | undefined, referer: string | undefined, hosts: readonly (string | undefined)[]): boolean {
  if (SAFE.has(method.toUpperCase())) return false;
  const sender = origin ?? referer;
  if (sender === undefined || sender === "") return false;
  const host = hostOf(sender);
  return host === null || !hosts.some((own) => own !== undefined && own.toLowerCase() === host);
}
