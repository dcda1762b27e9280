import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { readForm, requireUser } from "~/lib/auth.server";
import { rememberNav, safeReturn } from "~/lib/preferences.server";

export async function loader() {
  return redirect("/dashboard/home");
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const { form } = await readForm(request);
  const collapsed = form.get("navCollapsed") === "true";
  return redirect(safeReturn(form.get("returnTo")), { headers: { "Set-Cookie": await rememberNav(collapsed) } });
}
