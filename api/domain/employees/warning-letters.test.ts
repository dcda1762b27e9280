import { describe, expect, it } from "vitest";
import { letterStatus, summarise } from "./warning-letters";

describe("warning letter status", () => {
  it("is active from the start date to the end date, both included", () => {
    expect(letterStatus("2026-11-21", "2027-05-21", "2026-11-21")).toBe("active");
    expect(letterStatus("2026-05-21", "2026-11-21", "2026-11-21")).toBe("active");
    expect(letterStatus("2026-05-21", "2026-11-20", "2026-11-21")).toBe("expired");
    expect(letterStatus("2026-11-22", "2027-05-22", "2026-11-21")).toBe("upcoming");
    expect(letterStatus("2026-01-01", null, "2026-11-21")).toBe("active");
  });

  it("sums up an employee's letters with the heaviest one in force", () => {
    const summary = summarise(
      [
        { type: "sp_1", start_date: "2026-01-01", end_date: "2026-06-30" },
        { type: "sp_2", start_date: "2026-07-01", end_date: "2026-12-31" },
        { type: "sp_1", start_date: "2026-10-01", end_date: "2027-03-31" },
        { type: "sp_3", start_date: "2027-01-01", end_date: "2027-06-30" },
      ],
      "2026-11-21",
    );
    expect(summary).toEqual({ active: 2, expired: 1, upcoming: 1, current: "sp_2", current_until: "2026-12-31" });
    expect(summarise([], "2026-11-21")).toEqual({ active: 0, expired: 0, upcoming: 0, current: null, current_until: null });
  });
});
