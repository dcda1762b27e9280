import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "~/lib/hydration";
import { AuthCard } from "~/components/auth/AuthCard";

export const handle: RouteHandle = { i18n: ["common", "auth"] };
export const meta: MetaFunction = () => [{ title: "All set · HR Dashboard" }];

/** Spec §2 names /completion and shows nothing more: the end of a set-up, with the way in. */
export default function Completion() {
  const { t } = useTranslation("auth");
  return (
    <AuthCard id="completion-title" title={t("completion.title")}>
      <p>{t("completion.body")}</p>
      <p>
        <Link to="/" className="button">
          {t("signIn.submit")}
        </Link>
      </p>
    </AuthCard>
  );
}
