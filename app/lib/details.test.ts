/** The approval lists' accordion cell and the form's WIB instants (pure helpers). */
import fs from "node:fs";
import path from "node:path";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { cellText, detailEntries, detailSummary } from "./cells";
import { dayBound, fromLocalInput, toLocalInput } from "./datetime";
import type { ColumnModel } from "./screen-model";
import { listQuery } from "../screens/presenters/list.server";
import { screenFor, viewOf } from "../screens/screen.server";

const screens = (lng: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../public/locales/${lng}/screens.json`), "utf8"));
let en: TFunction;
let id: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: { en: { screens: screens("en") }, id: { screens: screens("id") } }, lng: "en", ns: ["screens"] });
  en = i18n.getFixedT("en");
  id = i18n.getFixedT("id");
});

const column: ColumnModel = { field: "content", label: "screens:fields.request", format: "details", sortable: false, also: ["context"] };
const leave = {
  content: { type: "leave", total_days: 3, end_date: "2026-11-26", start_date: "2026-11-24", leave_type: { _id: "x", type: "Cuti Tahunan" } },
  context: { reason: "Acara keluarga" },
};

describe("the request's content as an accordion", () => {
  it("reads in a fixed order, dates formatted, references by name, the type left out, the reason last", () => {
    expect(detailEntries(column, leave, en, "en", "Asia/Jakarta").map((e) => [e.label, e.text])).toEqual([
      ["Leave type", "Cuti Tahunan"],
      ["From", "Nov 24th 2026"],
      ["Until", "Nov 26th 2026"],
      ["Days", "3"],
      ["Reason", "Acara keluarga"],
    ]);
    expect(detailSummary(detailEntries(column, leave, en, "en", "Asia/Jakarta"))).toBe("Cuti Tahunan · Nov 24th 2026 · Nov 26th 2026");
  });

  it("in Indonesian, and as one line in the export", () => {
    expect(detailEntries(column, leave, id, "id", "Asia/Jakarta").map((e) => e.label)).toEqual(["Jenis cuti", "Dari", "Sampai", "Hari", "Alasan"]);
    expect(cellText(column, leave, en, "en", "Asia/Jakarta")).toBe("Leave type: Cuti Tahunan; From: Nov 24th 2026; Until: Nov 26th 2026; Days: 3; Reason: Acara keluarga");
  });

  it("shows nothing for a row without content", () => {
    expect(detailEntries(column, { content: null }, en, "en", "Asia/Jakarta")).toEqual([]);
    expect(cellText(column, {}, en, "en", "Asia/Jakarta")).toBe("");
  });
});

describe("instants on forms (WIB)", () => {
  it("shows a stored instant as WIB wall-clock time and sends it back with its offset", () => {
    expect(toLocalInput("2026-11-21T01:00:00.000Z")).toBe("2026-11-21T08:00");
    expect(toLocalInput("not a date")).toBe("");
    expect(fromLocalInput("2026-11-21T08:00")).toBe("2026-11-21T08:00+07:00");
    expect(fromLocalInput("2026-11-21T08:00:00+07:00")).toBe("2026-11-21T08:00:00+07:00");
    expect(fromLocalInput(undefined)).toBeUndefined();
  });

  it("a departure range covers whole WIB days", () => {
    expect(dayBound("2026-11-21", "from")).toBe("2026-11-21T00:00:00+07:00");
    expect(dayBound("2026-11-21", "to")).toBe("2026-11-21T23:59:59.999+07:00");
    expect(dayBound("21/11/2026", "to")).toBeUndefined();
    const report = viewOf(screenFor("ejourney-report")!, null);
    const query = listQuery(report, { tab: null, page: 1, q: "", sort: null, filters: { "f.departure_at.from": "2026-11-01", "f.departure_at.to": "2026-11-30" } }, 50);
    expect(query.departure_at).toEqual({ from: "2026-11-01T00:00:00+07:00", to: "2026-11-30T23:59:59.999+07:00" });
  });

  it("the e-journey approval queue always asks for pending journeys, the next departure first unless told", () => {
    const queue = viewOf(screenFor("ejourney-approval")!, null);
    expect(listQuery(queue, { tab: null, page: 1, q: "", sort: null, filters: {} }, 50)).toMatchObject({ status: "pending", sort: "departure_at" });
    expect(listQuery(queue, { tab: null, page: 1, q: "", sort: "-departure_at", filters: { "f.status": "approved" } }, 50)).toMatchObject({ status: "pending", sort: "-departure_at" });
  });
});
