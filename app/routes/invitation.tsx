import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SetPasswordForm, setPasswordBody } from "~/components/auth/SetPasswordForm";
import type { RouteHandle } from "~/lib/hydration";
import { submitPublicForm } from "~/lib/public-form.server";

export const handle: RouteHandle = { i18n: ["common", "auth", "employee-sheets"] };
export const meta: MetaFunction = () => [{ title: "Invitation · HR Dashboard" }];

/** The invitation link lands here with its token; setting a password opens the invited account. */
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ token: new URL(request.url).searchParams.get("token") ?? "" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitPublicForm(request, context, setPasswordBody, (auth) => auth.acceptInvitation, ["password", "confirm"]);
}

export default function AcceptInvitation() {
  const { t } = useTranslation("auth");
  const { token } = useLoaderData<typeof loader>();
  return (
    <SetPasswordForm
      id="invitation-title"
      title={t("employee-sheets:invitation.title")}
      submitLabel={t("employee-sheets:invitation.submit")}
      token={token}
      result={useActionData<typeof action>()}
      intro={<p>{t("employee-sheets:invitation.intro")}</p>}
    />
  );
}
