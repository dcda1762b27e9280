import fs from "node:fs";
import path from "node:path";
import type { Resource } from "i18next";
import { supportedLanguages } from "./i18n";

let cache: Resource | null = null;

/** Every locale file, read once: rendering a page must not read the disk for its texts. */
export function localeResources(): Resource {
  if (cache) return cache;
  const root = path.resolve("public/locales");
  const resources: Resource = {};
  for (const lng of supportedLanguages) {
    resources[lng] = {};
    for (const file of fs.readdirSync(path.join(root, lng)).filter((name) => name.endsWith(".json"))) {
      resources[lng][file.replace(/\.json$/, "")] = JSON.parse(fs.readFileSync(path.join(root, lng, file), "utf8"));
    }
  }
  return (cache = resources);
}
