import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireSection } from "~/lib/auth.server";
import { dashboardPath, entryAt } from "~/lib/navigation";

/**
 * Any other path under /dashboard: a menu group opens its default child (spec §2); a path that is not
 * on the menu is the not-found page. Screens have route files of their own.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const entry = entryAt(params["*"] ?? "");
  if (!entry) throw new Response("Not found", { status: 404 });
  await requireSection(request, context, entry.id);
  const child = entry.children?.find((c) => c.id === entry.defaultChild);
  if (child) throw redirect(`${dashboardPath(entry)}/${child.segment}`);
  throw new Response("Not found", { status: 404 });
}

export default function NotOnMenu() {
  return null;
}
