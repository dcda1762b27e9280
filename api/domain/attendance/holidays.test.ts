import { describe, expect, it } from "vitest";
import { easter, holidays } from "./holidays";

describe("easter", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
  ])("%i: %s", (year, day) => {
    expect(easter(year)).toBe(day);
  });
});

describe("holidays", () => {
  it("gives the fixed and Easter-based days of any year, in date order", () => {
    expect(holidays(2030).map((h) => [h.start, h.name])).toEqual([
      ["2030-01-01", "Tahun Baru 2030 Masehi"],
      ["2030-04-19", "Wafat Yesus Kristus"],
      ["2030-04-21", "Kebangkitan Yesus Kristus (Paskah)"],
      ["2030-05-01", "Hari Buruh Internasional"],
      ["2030-05-30", "Kenaikan Yesus Kristus"],
      ["2030-06-01", "Hari Lahir Pancasila"],
      ["2030-08-17", "Hari Kemerdekaan Republik Indonesia"],
      ["2030-12-25", "Hari Raya Natal"],
    ]);
  });

  it("adds a listed year's lunar holidays and cuti bersama among them", () => {
    const list = holidays(2026);
    expect(list.map((h) => h.start)).toEqual([...list.map((h) => h.start)].sort());
    expect(list).toContainEqual({ name: "Hari Raya Idul Fitri 1447 H", start: "2026-03-20", end: "2026-03-21" });
    expect(list.filter((h) => h.collective).map((h) => h.start)).toEqual(["2026-02-16", "2026-03-23", "2026-05-15", "2026-05-28", "2026-12-24"]);
    expect(list.find((h) => h.name === "Kenaikan Yesus Kristus")?.start).toBe("2026-05-14");
  });

  it("ends every holiday of several days on or after its start", () => {
    for (const year of [2025, 2026, 2027]) {
      for (const h of holidays(year)) expect((h.end ?? h.start) >= h.start).toBe(true);
    }
  });
});
