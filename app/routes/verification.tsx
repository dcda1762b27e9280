import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ApiError } from "~/lib/api.server";
import { publicApi, redirectIfSignedIn } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";
import { translateMessage } from "~/lib/messages";
import { AuthCard, AuthLinks } from "~/components/auth/AuthCard";

export const handle: RouteHandle = { i18n: ["common", "auth"] };
export const meta: MetaFunction = () => [{ title: "Verification · HR Dashboard" }];

/**
 * The verification step: the e-mailed link (`/verification?token=…`) confirms the address. A link is
 * used once; opening it again says it has expired.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request, context);
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return json({ ok: false, message: null });
  try {
    return json({ ok: true, message: await publicApi(context).auth.verifyEmail(token.slice(0, 200)) });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return json({ ok: false, message: error.message }, { status: 400 });
  }
}

export default function Verification() {
  const { t } = useTranslation("auth");
  const { ok, message } = useLoaderData<typeof loader>();
  return (
    <AuthCard id="verify-title" title={t("verify.title")}>
      {message ? (
        <p className={ok ? "notice notice--success" : "notice notice--error"} role="status">
          {translateMessage(t, message)}
        </p>
      ) : (
        <p>{t("verify.intro")}</p>
      )}
      <AuthLinks>
        <Link to="/">{t("backToSignIn")}</Link>
      </AuthLinks>
    </AuthCard>
  );
}
