/** Notifications by message key (decision 0018): the reader's language, and the stored text otherwise. */
import fs from "node:fs";
import path from "node:path";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { englishNotification, NOTIFICATION_KEYS, notificationPlaceholders } from "../../contract/notifications";
import { notificationText, type NotificationItem } from "./notifications";

const texts = (lng: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../public/locales/${lng}/notifications.json`), "utf8"));
let en: TFunction;
let id: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: { en: { notifications: texts("en") }, id: { notifications: texts("id") } }, lng: "en", ns: ["notifications"], interpolation: { escapeValue: false } });
  en = i18n.getFixedT("en");
  id = i18n.getFixedT("id");
});

const item = (over: Partial<NotificationItem>): NotificationItem => ({
  _id: "0",
  title: "New leave request",
  body: "Sari asked for Cuti Tahunan starting 2026-12-07.",
  key: "leaveRequested",
  values: { name: "Sari", leave_type: "Cuti Tahunan", start_date: "2026-12-07" },
  link: null,
  read: false,
  created_at: "2026-11-24T00:00:00.000Z",
  ...over,
});

describe("a notification's text", () => {
  it("follows the reader's language, dates formatted in it", () => {
    expect(notificationText(item({}), id, "id")).toEqual({ title: "Pengajuan cuti baru", body: "Sari mengajukan Cuti Tahunan mulai Des 7 26." });
    expect(notificationText(item({}), en, "en").title).toBe("New leave request");
  });

  it("is the stored text for a row without a key, or with a key this version does not know", () => {
    const old = item({ key: null, values: null, title: "Gaji dibayar", body: "Slip gaji November" });
    expect(notificationText(old, id, "id")).toEqual({ title: "Gaji dibayar", body: "Slip gaji November" });
    expect(notificationText(item({ key: "payrollPaidLater" }), id, "id").title).toBe("New leave request");
    expect(notificationText(item({ key: "welcome.title" }), id, "id").title).toBe("New leave request");
  });

  it("says one hour, not one hours, in the stored English and the reader's language", () => {
    const overtime = (hours: number) => ({ name: "Sari", hours, count: hours, date: "2026-12-07" });
    expect(englishNotification("overtimeRequested", overtime(1)).body).toBe("Sari asked for 1 hour of overtime on 2026-12-07.");
    expect(englishNotification("overtimeRequested", overtime(2.5)).body).toBe("Sari asked for 2.5 hours of overtime on 2026-12-07.");
    const shown = (hours: number, t: TFunction, language: "en" | "id") => notificationText(item({ key: "overtimeRequested", values: overtime(hours) }), t, language).body;
    expect(shown(1, en, "en")).toBe("Sari asked for 1 hour of overtime on Dec 7th 26.");
    expect(shown(3, en, "en")).toBe("Sari asked for 3 hours of overtime on Dec 7th 26.");
    expect(shown(1, id, "id")).toBe("Sari mengajukan lembur 1 jam pada Des 7 26.");
  });

  it("names the same values in English and Indonesian, and the API's English is the English file's", () => {
    for (const key of NOTIFICATION_KEYS) {
      const names = notificationPlaceholders(key);
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      for (const part of ["title", "body"] as const) {
        const inId = id(`notifications:${key}.${part}`, values);
        expect(inId.match(/\{\{/g), `${key}.${part}`).toBeNull();
        expect([...inId.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort(), `${key}.${part} in Indonesian`).toEqual([...en(`notifications:${key}.${part}`, values).matchAll(/<(\w+)>/g)].map((m) => m[1]).sort());
        expect(englishNotification(key, values)[part]).toBe(en(`notifications:${key}.${part}`, values));
      }
    }
  });
});
