import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import stylesheet from "~/styles/app.css";
import { i18next } from "~/lib/i18next.server";
import { commitSession, csrfToken, getSession } from "~/lib/session.server";
import { useShouldHydrate, type RouteHandle } from "~/lib/hydration";
import { useNonce } from "~/lib/nonce";
import { ErrorContent } from "~/components/ErrorContent";

// Loaded on every page: the chrome's texts, the API's messages and the menu.
export const handle: RouteHandle = { i18n: ["common", "messages", "nav"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "icon", href: "/icons/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

export const meta: MetaFunction = () => [{ title: "HR Dashboard" }];

export async function loader({ request }: LoaderFunctionArgs) {
  // Public: the language, the form token and a flash message; sections guard themselves. A `?lng=` is
  // remembered by the host for every answer (app/lib/language.server.ts).
  const locale = await i18next.getLocale(request);
  const headers = new Headers();
  const session = await getSession(request);
  const csrf = csrfToken(session);
  const flash = session.get("flash") ?? null;
  if (csrf.created || flash) headers.append("Set-Cookie", await commitSession(session));
  return json({ locale, csrf: csrf.token, flash }, { headers });
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
        {/* Every page registers the service worker (public/sw-register.js); the app bundle stays opt-in (0003). */}
        <script src="/sw-register.js" defer />
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

/** Shows the texts of docs/specification.md §2, §8; if showing them fails, a last-resort page. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorContent error={error} />;
}
