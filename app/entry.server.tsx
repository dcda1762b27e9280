import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance, type i18n } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./lib/i18n";
import { i18next } from "./lib/i18next.server";
import { localeResources } from "./lib/locales.server";
import { rememberTexts } from "./lib/translate.server";
import { NonceProvider } from "./lib/nonce";
import { errorPageFallback } from "./lib/error-fallback.server";

const instances = new Map<string, Promise<i18n>>();

/**
 * One i18next instance per language, with every namespace, made once: the texts are in memory and a
 * page never changes its instance's language, so concurrent renders can share it (and its texts).
 */
function i18nFor(lng: string): Promise<i18n> {
  let instance = instances.get(lng);
  if (!instance) {
    const resources = localeResources();
    const made = createInstance();
    instance = made
      .use(initReactI18next)
      .init({ ...i18nConfig, lng, ns: Object.keys(resources[lng] ?? resources[i18nConfig.fallbackLng]), resources })
      .then(() => {
        made.t = rememberTexts(made.t.bind(made));
        return made;
      });
    instances.set(lng, instance);
  }
  return instance;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const lng = await i18next.getLocale(request);
  const instance = await i18nFor(lng);

  const nonce = loadContext.cspNonce;

  // Every loader has finished before rendering and no route suspends or defers, so the page renders to
  // one string and goes out in one write: streaming would only cut it into many small socket writes.
  // Preact's markup is the same whether or not the page hydrates (decision 0048).
  let html: string;
  try {
    html = renderToString(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={instance}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
    );
  } catch (error) {
    // Even the error page failed to render: answer with a static page (docs/specification.md §8).
    loadContext.logger.error({ err: error }, "render failed");
    return new Response(errorPageFallback(lng), { status: 500, headers: { "Content-Type": "text/html; charset=utf-8" } });
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Bytes, not a string: a string body is checked and converted again inside Response.
  return new Response(Buffer.from(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // Remix logs these to the console itself; server.ts's logger records the request.
  console.error(error);
}
