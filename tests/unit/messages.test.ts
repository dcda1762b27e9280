/**
 * The message catalogue (contract/messages.ts) and its translations: every code has its English template
 * and a text in each language's "messages" namespace, whose places are the template's; a message text
 * carries a code and its params through text and comes back whole (docs/decisions/0024-error-codes.md).
 */
import fs from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { messageText, readMessageText, renderMessageTexts } from "../../contract/message-text";
import { englishOf, MESSAGE_CODES, MESSAGES, PLACEHOLDER } from "../../contract/messages";
import { supportedLanguages } from "~/lib/i18n";
import { translateMessage } from "~/lib/messages";

const localesDir = path.resolve(import.meta.dirname, "../../public/locales");
const texts = Object.fromEntries(
  supportedLanguages.map((lng) => [lng, JSON.parse(fs.readFileSync(path.join(localesDir, lng, "messages.json"), "utf8")) as Record<string, string>]),
);
const places = (text: string) => new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]));

describe("the message catalogue", () => {
  it("has an English template for every code", () => {
    expect(MESSAGE_CODES.length).toBeGreaterThan(100);
    for (const code of MESSAGE_CODES) expect(MESSAGES[code].trim(), code).not.toBe("");
  });

  it.each(supportedLanguages)("has a %s text for every code and no other key, using only the template's places", (lng) => {
    expect(Object.keys(texts[lng]).sort()).toEqual([...MESSAGE_CODES].sort());
    for (const code of MESSAGE_CODES) {
      expect(texts[lng][code].trim(), `${lng} ${code}`).not.toBe("");
      const allowed = places(MESSAGES[code]);
      for (const place of places(texts[lng][code])) expect(allowed.has(place), `${lng} ${code}: {{${place}}}`).toBe(true);
    }
  });

  it("writes a message in English with its params in place", () => {
    expect(englishOf("required")).toBe("This field is required");
    expect(englishOf({ code: "maxLength", params: { count: 200 } })).toBe("Must be at most 200 characters");
    expect(englishOf({ code: "unknownColumn", params: { column: "Shoe size" } })).toBe("Unknown column “Shoe size”");
  });
});

describe("message texts", () => {
  it("carry a code and its params through text, whatever the params hold", () => {
    const params = { name: "Siti ⟧ “Rahayu” ✓", count: 3 };
    const text = messageText("alreadyResigned", params);
    expect(text).toMatch(/^⟦alreadyResigned \{[\x20-\x7e]*\}⟧$/);
    expect(readMessageText(text)).toEqual({ code: "alreadyResigned", params });
    expect(readMessageText(messageText("required"))).toEqual({ code: "required" });
    expect(readMessageText("This field is required")).toBeNull();
  });

  it("are rendered where they stand in a longer text; other text stays as it is", () => {
    const text = `code: ${messageText("maxLength", { count: 20 })}; name: ${messageText("required")}`;
    expect(renderMessageTexts(text, englishOf)).toBe("code: Must be at most 20 characters; name: This field is required");
    expect(renderMessageTexts("No codes here", englishOf)).toBe("No codes here");
    expect(renderMessageTexts("⟦broken {not json}⟧", englishOf)).toBe("⟦broken {not json}⟧");
  });

  it("are shown in the reader's language by code", async () => {
    const resources = Object.fromEntries(supportedLanguages.map((lng) => [lng, { messages: texts[lng] }]));
    const instance = i18next.createInstance();
    await instance.init({ lng: "id", fallbackLng: "en", resources, interpolation: { escapeValue: false } });
    const t = instance.getFixedT("id");
    expect(translateMessage(t, messageText("maxLength", { count: 200 }))).toBe("Maksimal 200 karakter");
    expect(translateMessage(t, messageText("alreadyUsed"))).toBe("Sudah dipakai oleh data lain");
    expect(translateMessage(t, messageText("dataSaved"))).toBe("Data tersimpan");
    // The guards' refusals are thrown as English Response bodies (an export sends them as they are).
    expect(translateMessage(t, "You do not have access to this page")).toBe(texts.id.forbidden);
    // Text without a message (the English of a code this web tier does not know) is shown as it came.
    expect(translateMessage(t, "Something new happened")).toBe("Something new happened");
  });
});
