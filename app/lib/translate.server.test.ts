import { createInstance } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { rememberTexts } from "./translate.server";

async function instance() {
  const i18n = createInstance();
  await i18n.init({
    lng: "id",
    fallbackLng: "en",
    ns: ["screens"],
    defaultNS: "screens",
    interpolation: { escapeValue: false },
    resources: {
      en: { screens: { list: { edit: "Edit", showing: "Showing {{first}}–{{last}} of {{total}}" } } },
      id: { screens: { list: { edit: "Ubah", showing: "Menampilkan {{first}}–{{last}} dari {{total}}" } } },
    },
  });
  return i18n;
}

describe("rememberTexts: a translation is the same for the same key and values", () => {
  it("looks a text without values up once, per language, namespace and prefix", async () => {
    const i18n = await instance();
    const translate = vi.fn(i18n.t.bind(i18n));
    i18n.t = rememberTexts(translate) as unknown as typeof i18n.t;
    const t = i18n.getFixedT("id", "screens");
    expect(t("list.edit")).toBe("Ubah");
    expect(t("list.edit")).toBe("Ubah");
    expect(translate).toHaveBeenCalledTimes(1);
    expect(i18n.getFixedT("en", "screens")("list.edit")).toBe("Edit");
    expect(i18n.getFixedT("id", "screens", "list")("edit")).toBe("Ubah");
    expect(translate).toHaveBeenCalledTimes(3);
  });

  it("keeps a text per values, and translates calls whose values are objects", async () => {
    const i18n = await instance();
    const translate = vi.fn(i18n.t.bind(i18n));
    i18n.t = rememberTexts(translate) as unknown as typeof i18n.t;
    const t = i18n.getFixedT("id", "screens");
    expect(t("list.showing", { first: 1, last: 50, total: 1001 })).toBe("Menampilkan 1–50 dari 1001");
    expect(t("list.showing", { first: 1, last: 50, total: 1001 })).toBe("Menampilkan 1–50 dari 1001");
    expect(translate).toHaveBeenCalledTimes(1);
    expect(t("list.showing", { first: 51, last: 100, total: 1001 })).toBe("Menampilkan 51–100 dari 1001");
    expect(translate).toHaveBeenCalledTimes(2);
    const values = { first: { toString: () => "1" }, last: 2, total: 3 };
    t("list.showing", values);
    t("list.showing", values);
    expect(translate).toHaveBeenCalledTimes(4);
  });

  it("wraps a fixed translator as well (the loaders' translator)", async () => {
    const i18n = await instance();
    const fixed = vi.fn(i18n.getFixedT("id", "screens"));
    const t = rememberTexts(fixed);
    expect(t("list.edit")).toBe("Ubah");
    expect(t("list.edit")).toBe("Ubah");
    expect(t("list.showing", { first: 1, last: 2, total: 3 })).toBe("Menampilkan 1–2 dari 3");
    expect(fixed).toHaveBeenCalledTimes(2);
  });
});
