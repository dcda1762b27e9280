import { Link, isRouteErrorResponse } from "@remix-run/react";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "~/lib/messages";

/** An error as docs/specification.md §2, §8 shows it, guarded: if showing it fails, a last-resort text. */
export function ErrorContent({ error }: { error: unknown }) {
  return (
    <ErrorPageGuard>
      <ErrorPage error={error} />
    </ErrorPageGuard>
  );
}

function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="error-page" data-status={404}>
        <p className="error-page__status">404</p>
        <h1>{t("errors.notFound")}</h1>
        <p>
          <Link to="/">{t("errors.backHome")}</Link>
        </p>
      </main>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = routeErrorMessage(error);
  return (
    <main className="error-page" data-status={status}>
      <p className="error-page__status">{status}</p>
      <h1>{message ? translateMessage(t, message) : t("errors.unexpected")}</h1>
      <p>
        <Link to="/">{t("errors.backHome")}</Link>
      </p>
    </main>
  );
}

/** The message a route chose to show (docs/specification.md §8: message.data, else message); never a stack trace. */
function routeErrorMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  const data: unknown = error.data;
  if (typeof data === "string" && data.trim()) return data;
  if (data && typeof data === "object" && "message" in data && typeof data.message === "string") return data.message;
  return error.statusText || null;
}

class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}

function ErrorPageFailed() {
  const { t } = useTranslation();
  return (
    <main className="error-page">
      <h1>{t("errors.renderFailed")}</h1>
      <p>
        <a href="/">{t("errors.goHome")}</a>
      </p>
    </main>
  );
}
