import fs from "node:fs";
import path from "node:path";
import { fallbackLanguage, isLanguage } from "./i18n";

interface FallbackTexts {
  renderFailed: string;
  goHome: string;
}

/** Read straight from the locale file: this runs when React itself could not render the error page. */
function texts(lng: string): FallbackTexts {
  const language = isLanguage(lng) ? lng : fallbackLanguage;
  try {
    const file = path.resolve("public/locales", language, "common.json");
    const errors = JSON.parse(fs.readFileSync(file, "utf8")).errors as FallbackTexts;
    return errors;
  } catch {
    return { renderFailed: "An error occurred while showing the error page", goHome: "Go back to home" };
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function errorPageFallback(lng: string): string {
  const t = texts(lng);
  return `<!doctype html><html lang="${escape(lng)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(t.renderFailed)}</title></head><body style="font-family:system-ui,sans-serif;padding:3rem;text-align:center"><h1 style="font-size:1.25rem">${escape(t.renderFailed)}</h1><p><a href="/">${escape(t.goHome)}</a></p></body></html>`;
}
