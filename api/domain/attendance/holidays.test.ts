import { describe, expect, it } from "vitest";
import { holidaysToAdd, missingAnnounced, nationalHolidays, type PackageHoliday } from "./holidays";

const day = (date: string, rule: string, name = "?", type = "public"): PackageHoliday => ({ date, rule, name, type });

describe("nationalHolidays", () => {
  it("names the days as the decree does, joins a holiday of two days, keeps public days only, in date order", () => {
    const rows = nationalHolidays([
      day("2026-12-25 00:00:00", "12-25", "Hari Raya Natal"),
      day("2026-03-21 00:00:00 -0600", "2 Shawwal", "Hari Raya Idul Fitri"),
      day("2026-03-20 00:00:00 -0600", "1 Shawwal", "Hari Raya Idul Fitri"),
      day("2026-01-16 00:00:00 -0600", "27 Rajab", "Maulid Nabi Muhammad"),
      day("2026-03-19 00:00:00", "2026-03-19", "Hari Raya Nyepi"),
      day("2026-02-14 00:00:00", "02-14", "Valentine", "observance"),
    ]);
    expect(rows).toEqual([
      { name: "Isra Mikraj Nabi Muhammad SAW", start: "2026-01-16", end: "2026-01-16" },
      { name: "Hari Raya Nyepi", start: "2026-03-19", end: "2026-03-19" },
      { name: "Hari Raya Idul Fitri", start: "2026-03-20", end: "2026-03-21" },
      { name: "Hari Raya Natal", start: "2026-12-25", end: "2026-12-25" },
    ]);
  });

  it("keeps two holidays on one day apart (Isra Mikraj and Christmas in 2027)", () => {
    const rows = nationalHolidays([day("2027-12-25 00:00:00 -0600", "27 Rajab"), day("2027-12-25 00:00:00", "12-25")]);
    expect(rows.map((row) => [row.start, row.name])).toEqual([
      ["2027-12-25", "Hari Raya Natal"],
      ["2027-12-25", "Isra Mikraj Nabi Muhammad SAW"],
    ]);
  });

  it("says which announced holidays a year past the package's data lacks", () => {
    expect(missingAnnounced(nationalHolidays([day("2028-01-01 00:00:00", "01-01")]))).toEqual(["Hari Raya Nyepi", "Hari Raya Waisak"]);
    expect(missingAnnounced(nationalHolidays([day("2026-03-19 00:00:00", "x", "Hari Raya Nyepi"), day("2026-05-31 00:00:00", "y", "Hari Raya Waisak")]))).toEqual([]);
  });
});

describe("holidaysToAdd", () => {
  const wanted = [
    { name: "Tahun Baru Masehi", start: "2027-01-01", end: "2027-01-01" },
    { name: "Hari Raya Natal", start: "2027-12-25", end: "2027-12-25" },
    { name: "Isra Mikraj Nabi Muhammad SAW", start: "2027-12-25", end: "2027-12-25" },
  ];

  it("adds everything to a company without the year", () => {
    expect(holidaysToAdd(wanted, [{ name: "Tahun Baru Masehi", start_date: "2026-01-01", holiday_type: "national" }])).toEqual(wanted);
  });

  it("adds nothing the second time (idempotent)", () => {
    const existing = wanted.map((row) => ({ name: row.name, start_date: row.start, holiday_type: "national" }));
    expect(holidaysToAdd(wanted, existing)).toEqual([]);
  });

  it("keeps HR's moved and renamed rows, and does not count cuti bersama as the national day", () => {
    const existing = [
      { name: "tahun baru masehi ", start_date: "2027-01-02", holiday_type: "national" },
      { name: "Natal", start_date: "2027-12-25", holiday_type: "national" },
      { name: "Isra Mikraj Nabi Muhammad SAW", start_date: "2027-12-25", holiday_type: "mass_leave" },
    ];
    expect(holidaysToAdd(wanted, existing)).toEqual([]);
    expect(holidaysToAdd(wanted, existing.slice(0, 1))).toEqual(wanted.slice(1));
  });
});
