import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireSection } from "~/lib/auth.server";
import { dashboardPath, menuEntryOf } from "~/lib/navigation";

/** A menu group's own address opens its default child (docs/specification.md §2), for those who may open the group. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const group = menuEntryOf(request);
  await requireSection(request, context, group.id);
  const child = group.children?.find((candidate) => candidate.id === group.defaultChild);
  if (!child) throw new Response("Not found", { status: 404 });
  throw redirect(`${dashboardPath(group)}/${child.segment}`);
}

export async function action(_args: ActionFunctionArgs) {
  throw new Response("Not found", { status: 404 });
}

/** Never shown (the loader always redirects or throws); a page route rather than a resource route, so errors show as pages. */
export default function GroupIndex() {
  return null;
}
