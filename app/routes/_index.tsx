import type { MetaFunction } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PublicPage } from "~/components/layout/PublicPage";
import type { RouteHandle } from "~/lib/hydration";

export const handle: RouteHandle = { i18n: ["common", "auth"] };

export const meta: MetaFunction = () => [{ title: "HR Dashboard" }];

export default function SignIn() {
  const { t } = useTranslation("auth");
  return (
    <PublicPage>
      <section className="card auth-card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{t("signIn.title")}</h1>
        <Form method="post" noValidate={false}>
          <div className="field">
            <label htmlFor="username">{t("signIn.username")}</label>
            <input id="username" name="username" autoComplete="username" required maxLength={254} />
          </div>
          <div className="field">
            <label htmlFor="password">{t("signIn.password")}</label>
            <input id="password" name="password" type="password" autoComplete="current-password" required maxLength={200} />
          </div>
          <button type="submit" className="button">
            {t("signIn.submit")}
          </button>
        </Form>
        <p className="auth-card__links">
          <Link to="/forgot-password">{t("signIn.forgot")}</Link>
          <Link to="/register">{t("signIn.register")}</Link>
        </p>
      </section>
    </PublicPage>
  );
}
