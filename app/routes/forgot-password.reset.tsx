import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthLinks } from "~/components/auth/AuthCard";
import { SetPasswordForm, setPasswordBody } from "~/components/auth/SetPasswordForm";
import type { RouteHandle } from "~/lib/hydration";
import { submitPublicForm } from "~/lib/public-form.server";

export const handle: RouteHandle = { i18n: ["common", "auth"] };
export const meta: MetaFunction = () => [{ title: "New password · HR Dashboard" }];

/** The e-mailed link lands here with its token; the page sets a new password with it. */
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ token: new URL(request.url).searchParams.get("token") ?? "" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitPublicForm(request, context, setPasswordBody, (auth) => auth.resetPassword, ["password", "confirm"]);
}

export default function ResetPassword() {
  const { t } = useTranslation("auth");
  const { token } = useLoaderData<typeof loader>();
  return (
    <SetPasswordForm
      id="reset-title"
      title={t("reset.title")}
      submitLabel={t("reset.submit")}
      token={token}
      result={useActionData<typeof action>()}
      footer={
        <AuthLinks>
          <Link to="/forgot-password">{t("reset.newLink")}</Link>
        </AuthLinks>
      }
    />
  );
}
