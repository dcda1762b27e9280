import { useMatches } from "@remix-run/react";

/**
 * A route that needs JavaScript says so with `handle = { hydrate: true }`.
 * Pages with nothing interactive (sign-in, error pages, print views) ship no JavaScript at all.
 */
export interface RouteHandle {
  /** i18n namespaces the route's texts come from (besides "common"). */
  i18n?: string | string[];
  hydrate?: boolean;
}

export function useShouldHydrate(): boolean {
  const matches = useMatches();
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
