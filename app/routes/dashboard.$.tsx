/**
 * Any path under /dashboard that neither the menu's generated routes (app/menu/routes.ts, decision 0023)
 * nor a route file of its own serves: the not-found page, inside the dashboard's shell. It ships no
 * JavaScript and asks nothing of /v1 before answering.
 */
export async function loader(): Promise<never> {
  throw new Response("Not found", { status: 404 });
}

export const action = loader;

/** Never shown (the loader always throws); a page route rather than a resource route, so errors show as pages. */
export default function NotFound() {
  return null;
}
