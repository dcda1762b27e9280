import { describe, expect, it } from "vitest";
import { packageHolidays, seedYears } from "./holidays";

describe("packageHolidays (the date-holidays package's Indonesian data)", () => {
  it("gives 2026's national holidays by the decree's names, Idul Fitri as one row of two days, Easter Sunday added", async () => {
    const { rows, missing } = await packageHolidays(2026);
    const of = (name: string) => rows.find((row) => row.name === name);
    expect(of("Tahun Baru Masehi")).toEqual({ name: "Tahun Baru Masehi", start: "2026-01-01", end: "2026-01-01" });
    expect(of("Isra Mikraj Nabi Muhammad SAW")?.start).toBe("2026-01-16");
    expect(of("Hari Raya Idul Fitri")).toMatchObject({ start: "2026-03-20", end: "2026-03-21" });
    expect(of("Kebangkitan Yesus Kristus (Paskah)")?.start).toBe("2026-04-05");
    expect(of("Hari Kemerdekaan Republik Indonesia")?.start).toBe("2026-08-17");
    expect(rows).toHaveLength(16);
    expect(missing).toEqual([]);
  });

  it("says when a year lies past the package's announced dates", async () => {
    expect((await packageHolidays(2031)).missing).toEqual(["Hari Raya Nyepi", "Hari Raya Waisak"]);
  });

  it("seeds this year and the next", () => {
    expect(seedYears("2026-12-30")).toEqual([2026, 2027]);
  });
});
