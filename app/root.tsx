import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import stylesheet from "~/styles/app.css";
import { i18next, languageCookie, requestedLanguage } from "~/lib/i18next.server";
import { useShouldHydrate, type RouteHandle } from "~/lib/hydration";
import { useNonce } from "~/lib/nonce";

export const handle: RouteHandle = { i18n: "common" };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "icon", href: "/icons/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

export const meta: MetaFunction = () => [{ title: "HR Dashboard" }];

export async function loader({ request }: LoaderFunctionArgs) {
  // Public: the language is the only thing the root knows; sections guard themselves.
  const locale = await i18next.getLocale(request);
  const chosen = requestedLanguage(request);
  const headers = chosen ? { "Set-Cookie": await languageCookie.serialize(chosen) } : undefined;
  return json({ locale }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const hydrate = useShouldHydrate();
  return (
    <html lang={i18n.language} dir={i18n.dir(i18n.language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c81" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>("root");
  useChangeLanguage(data?.locale ?? "en");
  return <Outlet />;
}

/** Shows the specification's texts (§2, §8); if showing them fails, a last-resort page. */
export function ErrorBoundary() {
  const error = useRouteError();
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
  const message = routeErrorMessage(error) ?? t("errors.unexpected");
  return (
    <main className="error-page" data-status={status}>
      <p className="error-page__status">{status}</p>
      <h1>{message}</h1>
      <p>
        <Link to="/">{t("errors.backHome")}</Link>
      </p>
    </main>
  );
}

/** The message a route chose to show (spec §8: message.data, else message); never a stack trace. */
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
