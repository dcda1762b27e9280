import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { readForm, requireUser } from "~/lib/auth.server";
import { rememberNav } from "~/lib/preferences.server";
import { safeRedirect } from "~/lib/redirects";

export async function loader() {
  return redirect("/dashboard/home");
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const { form } = await readForm(request);
  const collapsed = form.get("navCollapsed") === "true";
  return redirect(safeRedirect(form.get("returnTo")), { headers: { "Set-Cookie": await rememberNav(collapsed) } });
}
