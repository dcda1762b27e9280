import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { commitSession, readForm, requireSection } from "~/lib/auth.server";

export async function loader() {
  return redirect("/dashboard/companies");
}

/** Companies › login as admin (developers only): keep the developer's token to come back to. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, session } = await requireSection(request, context, "companies", "write");
  await readForm(request);
  const { token } = await api.companies.loginAsAdmin(params.companyId ?? "");
  session.set("developerToken", session.get("token")!);
  session.set("token", token);
  return redirect("/dashboard/home", { headers: { "Set-Cookie": await commitSession(session) } });
}
