import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
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

/** Where a hydrated page carries its texts: app/entry.client.tsx reads them before hydrating. */
export const TRANSLATIONS_ID = "i18n-resources";

/**
 * The texts of the namespaces this page's routes name in `handle.i18n`, in the page's language, as JSON
 * inside the page: the browser starts with them instead of fetching one locale file per namespace
 * (docs/decisions/0038-lists-at-scale.md, addendum). `<` is escaped so no text can close the script.
 */
function useInlineTranslations(): string {
  const { i18n } = useTranslation();
  const matches = useMatches();
  const namespaces = new Set(["common", ...matches.flatMap((match) => [(match.handle as RouteHandle | undefined)?.i18n ?? []].flat())]);
  const bundles = Object.fromEntries([...namespaces].map((ns) => [ns, i18n.getResourceBundle(i18n.language, ns) ?? {}]));
  return JSON.stringify(bundles).replace(/</g, "\\u003c");
}

function InlineTranslations() {
  // A script of type JSON is data, never run: the Content-Security-Policy's nonce is not needed for it.
  return <script id={TRANSLATIONS_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: useInlineTranslations() }} />;
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
            <InlineTranslations />
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
