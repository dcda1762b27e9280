import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import Backend from "i18next-fetch-backend";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./lib/i18n";

/** The texts the server put in the page (app/root.tsx InlineTranslations): namespace → texts. */
function inlineTranslations(): Record<string, Record<string, unknown>> {
  const script = document.getElementById("i18n-resources");
  try {
    return script?.textContent ? JSON.parse(script.textContent) : {};
  } catch {
    return {};
  }
}

async function hydrate() {
  // The server already chose the language: <html lang> is the source of truth.
  const lng = document.documentElement.lang;
  const bundles = inlineTranslations();
  await i18next
    .use(initReactI18next)
    .use(Backend)
    .init({
      ...i18nConfig,
      lng,
      ns: Object.keys(bundles),
      // The page's namespaces come inline with its HTML, so hydrating fetches nothing
      // (docs/decisions/0038-lists-at-scale.md, addendum). Only a namespace the page did not carry — a
      // route reached by client-side navigation, or the other language after a switch — is fetched, with
      // the browser's own fetch.
      resources: { [lng]: bundles },
      partialBundledLanguages: true,
      // Both languages hold the same keys (tests/unit/locales.test.ts), so the fallback language is never
      // read: without this i18next would fetch its files too.
      fallbackLng: false,
      backend: { loadPath: "/locales/{{lng}}/{{ns}}.json" },
    });

  // Preact hydrates into <html>'s children when given the document; a parent holding <html> lets it
  // hydrate the whole page Remix renders.
  const html = document.documentElement;
  const replaceHtml = (node: Node) => document.replaceChild(node, html);
  const page = { childNodes: [html], firstChild: html, insertBefore: replaceHtml, appendChild: replaceHtml } as unknown as Element;
  startTransition(() => {
    hydrateRoot(
      page,
      <I18nextProvider i18n={i18next}>
        <RemixBrowser />
      </I18nextProvider>,
    );
  });
}

// The service worker is registered by public/sw-register.js, which every page loads (app/root.tsx).
hydrate();
