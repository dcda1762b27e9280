import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./lib/i18n";
import { i18next } from "./lib/i18next.server";
import { localeResources } from "./lib/locales.server";
import { NonceProvider } from "./lib/nonce";
import { errorPageFallback } from "./lib/error-fallback.server";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const instance = createInstance();
  const lng = await i18next.getLocale(request);
  const ns = i18next.getRouteNamespaces(remixContext);
  await instance.use(initReactI18next).init({
    ...i18nConfig,
    lng,
    ns: [...new Set([...i18nConfig.ns, ...ns])],
    resources: localeResources(),
  });

  // Bots and no-JS crawlers get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={instance}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          // Even the error page failed to render: answer with a static page (spec §8).
          loadContext.logger.error({ err: error }, "shell render failed");
          resolve(
            new Response(errorPageFallback(lng), {
              status: 500,
              headers: { "Content-Type": "text/html; charset=utf-8" },
            }),
          );
        },
        onError(error: unknown) {
          if (shellRendered) loadContext.logger.error({ err: error }, "render error");
          else reject(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1_000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // Remix logs these to the console itself; server.ts's logger records the request.
  console.error(error);
}
