import { describe, expect, it } from "vitest";
import { defaultPayDate, holidayDate, inThrRun, payDeadline, religionHoliday, thrItem, type ThrEmployee, type ThrSettingsInput } from "./thr-run";

// Idul Fitri 2026 in the decree's calendar: 20 March.
const HOLIDAY = "2026-03-20";
const MONTHS: ThrSettingsInput = { method: "month", excludeEndingPkwt: true, holidayMode: "religion" };
const DAYS: ThrSettingsInput = { ...MONTHS, method: "day" };
const employee = (over: Partial<ThrEmployee> = {}): ThrEmployee => ({
  id: "e",
  status: "pkwtt",
  payroll_active: true,
  join_date: "2020-01-01",
  resign_date: null,
  end_of_contract: null,
  religion: { code: "ISL", name: "Islam" },
  wage: 6_000_000,
  ...over,
});
const item = (over: Partial<ThrEmployee>, settings = MONTHS, paidThisYear = false) =>
  thrItem({ employee: employee(over), holidayDate: HOLIDAY, settings, payYear: 2026, payMonth: 3, paidThisYear });

describe("THR run: eligibility and proration to the holiday", () => {
  it.each([
    { join: "2025-11-30", rule: "prorated", months: 3, month: 1_500_000, day: 1_808_219 },
    { join: "2025-04-01", rule: "prorated", months: 11, month: 5_500_000, day: 5_802_740 },
    { join: "2025-01-10", rule: "full", months: 14, month: 6_000_000, day: 6_000_000 },
    { join: "2026-02-21", rule: "not_eligible", months: 0, month: 0, day: 0 },
  ])("joined $join: $months months, $rule", ({ join, rule, months, month, day }) => {
    expect(item({ join_date: join })).toMatchObject({ rule, months_of_service: months, amount: month, asOf: HOLIDAY, warnings: [] });
    expect(item({ join_date: join }, DAYS)).toMatchObject({ rule, months_of_service: months, amount: day });
  });

  it("a THR is paid once a year: paid in another run, none in this one", () => {
    expect(item({}, MONTHS, true)).toMatchObject({ rule: "paid_this_year", amount: 0 });
  });

  it("warns about what it had to guess", () => {
    expect(item({ join_date: null }).warnings.map((w) => w.code)).toEqual(["thr.no_join_date"]);
    expect(item({ religion: null }).warnings.map((w) => w.code)).toEqual(["thr.unknown_religion"]);
    expect(item({ religion: null }, { ...MONTHS, holidayMode: "company" }).warnings).toEqual([]);
  });
});

describe("THR run: a contract ending before the holiday (Permenaker 6/2016 Pasal 7)", () => {
  const pkwt = { status: "pkwt", end_of_contract: "2026-03-05" };
  it("a PKWT contract ending within 30 days before the holiday: excluded when the setting is on", () => {
    expect(item(pkwt)).toMatchObject({ rule: "contract_ended", amount: 0, end_date: "2026-03-05" });
  });
  it("the setting off: paid, service counted to the end of the contract", () => {
    expect(item({ ...pkwt, join_date: "2025-11-30" }, { ...MONTHS, excludeEndingPkwt: false })).toMatchObject({
      rule: "prorated",
      asOf: "2026-03-05",
      months_of_service: 3,
      amount: 1_500_000,
    });
  });
  it("a permanent (PKWTT) employee leaving within the 30 days keeps the THR", () => {
    expect(item({ resign_date: "2026-03-05" })).toMatchObject({ rule: "full", amount: 6_000_000 });
  });
  it("a contract ending on or after the holiday, or one ending further back (renewed), changes nothing", () => {
    expect(item({ status: "pkwt", end_of_contract: HOLIDAY })).toMatchObject({ rule: "full", end_date: null });
    expect(item({ status: "pkwt", end_of_contract: "2026-02-01" })).toMatchObject({ rule: "full", end_date: null });
  });
  it("who is in the run: employed within the 30 days, joined by the holiday, of the holiday's religion", () => {
    expect(inThrRun(employee({ resign_date: "2026-02-17" }), "idul_fitri", HOLIDAY, MONTHS)).toBe(false); // 31 days before
    expect(inThrRun(employee({ resign_date: "2026-02-18" }), "idul_fitri", HOLIDAY, MONTHS)).toBe(true); // 30 days before
    expect(inThrRun(employee({ join_date: "2026-03-21" }), "idul_fitri", HOLIDAY, MONTHS)).toBe(false);
    expect(inThrRun(employee({ payroll_active: false }), "idul_fitri", HOLIDAY, MONTHS)).toBe(false);
    expect(inThrRun(employee({ religion: { code: "KAT", name: "Katolik" } }), "idul_fitri", HOLIDAY, MONTHS)).toBe(false);
    expect(inThrRun(employee({ religion: { code: "KAT", name: "Katolik" } }), "idul_fitri", HOLIDAY, { holidayMode: "company" })).toBe(true);
    expect(inThrRun(employee({ religion: null }), "idul_fitri", HOLIDAY, MONTHS)).toBe(true);
  });
  it("a THR the pay month's payroll will not carry (left before it) is flagged", () => {
    const early = thrItem({ employee: employee({ resign_date: "2026-02-25" }), holidayDate: HOLIDAY, settings: MONTHS, payYear: 2026, payMonth: 3, paidThisYear: false });
    expect(early.warnings.map((w) => w.code)).toEqual(["thr.not_in_pay_month"]);
  });
});

describe("THR run: the holiday and the pay date", () => {
  it.each([
    [{ code: "ISL", name: "Islam" }, "idul_fitri"],
    [{ code: "KRP", name: "Kristen Protestan" }, "natal"],
    [{ code: "KAT", name: "Katolik" }, "natal"],
    [{ code: "HIN", name: "Hindu" }, "nyepi"],
    [{ code: "BUD", name: "Buddha" }, "waisak"],
    [{ code: "KHC", name: "Konghucu" }, "imlek"],
    [{ code: "R01", name: "Catholic" }, "natal"],
    [{ code: "R02", name: "Other" }, null],
  ] as const)("religion %o → %s", (religion, holiday) => {
    expect(religionHoliday(religion)).toBe(holiday);
  });

  it("reads the holiday's first day from the company's national holidays of the year", () => {
    const rows = [
      { name: "Hari Raya Idul Fitri", start_date: "2026-03-20" },
      { name: "Hari Raya Idul Fitri", start_date: "2025-03-31" },
      { name: "Hari Raya Natal", start_date: "2026-12-25" },
      { name: "Tahun Baru Imlek", start_date: "2026-02-17" },
    ];
    expect(holidayDate("idul_fitri", 2026, rows)).toBe("2026-03-20");
    expect(holidayDate("natal", 2026, rows)).toBe("2026-12-25");
    expect(holidayDate("imlek", 2026, rows)).toBe("2026-02-17");
    expect(holidayDate("nyepi", 2026, rows)).toBeNull();
  });

  it("is paid at the latest 7 days before the holiday; the default pay date is that day, within the pay month", () => {
    expect(payDeadline(HOLIDAY)).toBe("2026-03-13");
    expect(defaultPayDate(2026, 3, HOLIDAY)).toBe("2026-03-13");
    expect(defaultPayDate(2026, 2, HOLIDAY)).toBe("2026-02-28"); // a month before: its last day, on time
    expect(defaultPayDate(2026, 4, HOLIDAY)).toBe("2026-04-01"); // a month after: its first day, late
    expect(defaultPayDate(2026, 3, "2026-03-05")).toBe("2026-03-01"); // deadline in February: late
  });
});
