import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/components/CsrfInput";
import { FormErrors } from "~/components/forms/Field";
import { PublicPage } from "~/components/layout/PublicPage";
import { translateMessage } from "~/lib/messages";

/** The card every page before sign-in is: a public page, one titled card. */
export function AuthCard({ id, title, wide, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <PublicPage>
      <section className={wide ? "card auth-card auth-card--wide" : "card auth-card"} aria-labelledby={id}>
        <h1 id={id}>{title}</h1>
        {children}
      </section>
    </PublicPage>
  );
}

/** A Conform form posted without JavaScript: its form-level errors, the CSRF token, the fields, one button. */
export function AuthForm<Schema extends Record<string, unknown>>({ form, submitLabel, children }: { form: FormMetadata<Schema, string[]>; submitLabel: string; children: ReactNode }) {
  return (
    <>
      <FormErrors errors={form.errors} />
      <Form method="post" {...getFormProps(form)}>
        <CsrfInput />
        {children}
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </Form>
    </>
  );
}

/** The links under a card. */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <p className="auth-card__links">{children}</p>;
}

/** What a form that succeeded says, with the way back to sign-in. */
export function DoneNotice({ message }: { message: string }) {
  const { t } = useTranslation("auth");
  return (
    <div className="notice notice--success" role="status">
      <p>{translateMessage(t, message)}</p>
      <p>
        <Link to="/">{t("backToSignIn")}</Link>
      </p>
    </div>
  );
}
