import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useRouteError } from "@remix-run/react";
import { ErrorContent } from "~/components/ErrorContent";
import { requireGroup } from "~/lib/auth.server";
import { menuEntryOf } from "~/lib/navigation";

/**
 * A menu group's layout (generated from contract/navigation.ts by app/menu/routes.ts, decision 0023):
 * /dashboard/{group}/… Its guard lets through whoever may open the group or one of its children; each
 * child's loader still checks the child (docs/conventions.md habit 3). Errors under the group show here,
 * inside the dashboard's shell. It renders nothing of its own: the page is its child's.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const group = menuEntryOf(request, 1);
  await requireGroup(request, context, group.id);
  return json(null);
}

/** Posts go to a child; one that reaches the group (or its index without `?index`) has nothing to do. */
export async function action(_args: ActionFunctionArgs) {
  throw new Response("Not found", { status: 404 });
}

export default function MenuGroup() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorContent error={useRouteError()} />;
}
