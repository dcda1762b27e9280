import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "~/components/auth/AuthCard";
import { CsrfInput } from "~/components/CsrfInput";
import { ApiError, createApiClient } from "~/lib/api.server";
import { apiBase, commitSession, forgetSession, readForm, requireUser } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";
import { destroySession } from "~/lib/session.server";

export const handle: RouteHandle = { i18n: ["common", "dashboard"] };

export const meta: MetaFunction = () => [{ title: "Log out · HR Dashboard" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

/**
 * Spec §4: logging out revokes the token and returns to the sign-in page; a developer who was acting as
 * a company's admin gets their own session back instead.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { session } = await readForm(request);
  const token = session.get("token");
  if (token) {
    forgetSession(token);
    try {
      await createApiClient({ base: apiBase(context), token, requestId: context.requestId }).auth.logout();
    } catch (error) {
      // Already ended on the server: signing out here is all that is left to do.
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
    }
  }
  const developerToken = session.get("developerToken");
  if (developerToken) {
    session.set("token", developerToken);
    session.unset("developerToken");
    return redirect("/dashboard/companies", { headers: { "Set-Cookie": await commitSession(session) } });
  }
  return redirect("/", { headers: { "Set-Cookie": await destroySession(session) } });
}

/** The confirmation works without JavaScript: this page is the question. */
export default function Logout() {
  const { t } = useTranslation("dashboard");
  return (
    <AuthCard id="logout-title" title={t("logoutPage.title")}>
      <p>{t("logoutPage.question")}</p>
      <Form method="post" className="button-row">
        <CsrfInput />
        <Link to="/dashboard/home" className="button button--secondary">
          {t("logoutPage.no")}
        </Link>
        <button type="submit" className="button">
          {t("logoutPage.yes")}
        </button>
      </Form>
    </AuthCard>
  );
}
