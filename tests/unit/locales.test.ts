import fs from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { i18nConfig, supportedLanguages } from "~/lib/i18n";

const localesDir = path.resolve(import.meta.dirname, "../../public/locales");

function keys(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function load(language: string, file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(localesDir, language, file), "utf8"));
}

const namespaces = [...new Set(supportedLanguages.flatMap((lng) => fs.readdirSync(path.join(localesDir, lng))))].sort();

describe("locale files", () => {
  it("exist for every namespace in every language", () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const lng of supportedLanguages) {
      expect(fs.readdirSync(path.join(localesDir, lng)).sort(), lng).toEqual(namespaces);
    }
  });

  it.each(namespaces)("%s has the same keys in English and Indonesian, none empty", (file) => {
    const english = keys(load("en", file)).sort();
    const indonesian = keys(load("id", file)).sort();
    expect(indonesian).toEqual(english);
    for (const lng of supportedLanguages) {
      const flat = JSON.stringify(load(lng, file));
      expect(flat, `${lng}/${file} has an empty text`).not.toContain('""');
    }
  });

  it.each(namespaces)("%s gives a text counted by `count` both its forms, one and other", (file) => {
    const all = keys(load("en", file));
    // (A key may end in "_other" for another reason: `allowance_other` is a field.)
    for (const key of all.filter((candidate) => candidate.endsWith("_one"))) {
      const stem = key.slice(0, -"_one".length);
      expect(all.includes(`${stem}_other`) || all.includes(stem), `${file}: ${stem}`).toBe(true);
    }
  });
});

describe("counted texts", () => {
  it("say one employee in English, and keep Indonesian's one form", async () => {
    const i18n = i18next.createInstance();
    const resources = Object.fromEntries(supportedLanguages.map((lng) => [lng, { payroll: load(lng, "payroll.json") as object }]));
    await i18n.init({ ...i18nConfig, resources, lng: "en", ns: ["payroll"] });
    const en = i18n.getFixedT("en");
    const id = i18n.getFixedT("id");
    expect(en("payroll:run.progress", { done: 1, total: 1, count: 1, percent: 100 })).toBe("1 of 1 employee (100%)");
    expect(en("payroll:run.progress", { done: 1, total: 2, count: 2, percent: 50 })).toBe("1 of 2 employees (50%)");
    expect(en("payroll:mass.interrupted", { done: 0, total: 1, count: 1 })).toContain("after 0 of 1 employee (the server stopped)");
    expect(id("payroll:run.progress", { done: 1, total: 1, count: 1, percent: 100 })).toBe("1 dari 1 karyawan (100%)");
  });
});
