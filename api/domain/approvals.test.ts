import { describe, expect, it } from "vitest";
import { approvalNumber, cancel, countedDays, decide, hoursOf, mayDecide, minutesBetween, overtimeLimitWarnings, waitingApprover, withdraw, type ApprovalState } from "./approvals";

const two: ApprovalState = { status: "pending", current_level: 1, approver_ids: ["a1", "a2"], employee_id: "e" };
const approver = (id: string) => ({ employeeId: id, isAdmin: false });
const admin = { employeeId: "boss", isAdmin: true };

describe("approval transitions", () => {
  it("each level approves in turn: partial between, approved after the last (final: the effects apply)", () => {
    const first = decide(two, approver("a1"), "approved");
    expect(first).toEqual({ ok: true, value: { status: "partial", level: 1, next_level: 2, final: false, in_place_of: null } });
    const second = decide({ ...two, status: "partial", current_level: 2 }, approver("a2"), "approved");
    expect(second).toEqual({ ok: true, value: { status: "approved", level: 2, next_level: 3, final: true, in_place_of: null } });
  });

  it("any level may reject; nothing applies", () => {
    expect(decide({ ...two, status: "partial", current_level: 2 }, approver("a2"), "rejected")).toMatchObject({ ok: true, value: { status: "rejected", final: false } });
  });

  it("another level's approver is refused: 409 once their level has passed, 403 before it comes", () => {
    expect(decide(two, approver("a2"), "approved")).toEqual({ ok: false, status: 403, code: "notYourLevel" });
    expect(decide({ ...two, status: "partial", current_level: 2 }, approver("a1"), "approved")).toEqual({ ok: false, status: 409, code: "approvalNotWaiting" });
    expect(decide(two, approver("stranger"), "approved")).toMatchObject({ ok: false, status: 403 });
  });

  it("an admin decides in place of the waiting approver, and alone when nobody is named", () => {
    expect(decide(two, admin, "approved")).toMatchObject({ ok: true, value: { status: "partial", in_place_of: "a1" } });
    const nobody: ApprovalState = { ...two, approver_ids: [] };
    expect(waitingApprover(nobody)).toBeNull();
    expect(decide(nobody, approver("a1"), "approved")).toMatchObject({ ok: false, status: 403 });
    expect(decide(nobody, admin, "approved")).toMatchObject({ ok: true, value: { status: "approved", final: true, in_place_of: null } });
  });

  it("nobody decides their own request, not even an admin", () => {
    expect(decide(two, { employeeId: "e", isAdmin: true }, "approved")).toEqual({ ok: false, status: 403, code: "ownRequest" });
    expect(mayDecide(two, { employeeId: "e", isAdmin: true })).toBe(false);
  });

  it("a decision on a level that no longer waits, or on a closed request, is a conflict", () => {
    expect(decide({ ...two, status: "partial", current_level: 2 }, admin, "approved", 1)).toEqual({ ok: false, status: 409, code: "approvalNotWaiting" });
    for (const status of ["approved", "rejected", "withdrawn"] as const) {
      expect(decide({ ...two, status }, admin, "approved")).toEqual({ ok: false, status: 409, code: "approvalNotWaiting" });
      expect(mayDecide({ ...two, status }, admin)).toBe(false);
    }
  });

  it("withdraw while waiting; cancel an approved request only before it starts", () => {
    expect(withdraw(two)).toEqual({ ok: true, value: "withdrawn" });
    expect(withdraw({ ...two, status: "partial" })).toEqual({ ok: true, value: "withdrawn" });
    expect(withdraw({ ...two, status: "approved" })).toMatchObject({ ok: false, status: 409 });
    const approved = { ...two, status: "approved" as const };
    expect(cancel(approved, "2026-12-01", "2026-11-30")).toEqual({ ok: true, value: "withdrawn" });
    expect(cancel(approved, "2026-11-30", "2026-11-30")).toEqual({ ok: false, status: 409, code: "approvalStarted" });
    expect(cancel(two, "2026-12-01", "2026-11-30")).toEqual({ ok: false, status: 409, code: "approvalStillWaiting" });
  });
});

describe("day counting", () => {
  // Thursday 2026-12-03 to Wednesday 2026-12-09; Friday the 4th a holiday.
  const holiday = new Set(["2026-12-04"]);
  it("working days skip the weekend of a 5-day week and the company's holidays", () => {
    expect(countedDays("2026-12-03", "2026-12-09", "work_day", 5, holiday)).toEqual(["2026-12-03", "2026-12-07", "2026-12-08", "2026-12-09"]);
  });
  it("a 6-day week works on Saturday", () => {
    expect(countedDays("2026-12-03", "2026-12-09", "work_day", 6, holiday)).toEqual(["2026-12-03", "2026-12-05", "2026-12-07", "2026-12-08", "2026-12-09"]);
  });
  it("calendar days count every day", () => {
    expect(countedDays("2026-12-03", "2026-12-09", "calendar_day", 5, holiday)).toHaveLength(7);
  });
  it("a range of rest days and holidays counts nothing; one day counts one", () => {
    expect(countedDays("2026-12-05", "2026-12-06", "work_day", 5, new Set())).toEqual([]);
    expect(countedDays("2026-12-31", "2026-12-31", "work_day", 5, new Set())).toEqual(["2026-12-31"]);
  });
  it("minutes and hours: an end before the start is the next morning; hours keep whole minutes", () => {
    expect(minutesBetween("17:00", "19:30")).toBe(150);
    expect(minutesBetween("22:00", "02:00")).toBe(240);
    for (const minutes of [1, 10, 59, 61, 137, 719]) expect(Math.round(hoursOf(minutes) * 60)).toBe(minutes);
  });
});

describe("overtime limits, balances and numbers", () => {
  it("warns beyond 4 hours a working day and 18 a week", () => {
    expect(overtimeLimitWarnings([{ date: "2026-12-07", hours: 4, dayType: "working" }], 5)).toEqual([]);
    expect(overtimeLimitWarnings([{ date: "2026-12-07", hours: 5, dayType: "working" }], 5)).toEqual(["overtime.daily_limit_exceeded"]);
    const week = ["2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11"].map((date) => ({ date, hours: 4, dayType: "working" as const }));
    expect(overtimeLimitWarnings(week, 5)).toEqual(["overtime.weekly_limit_exceeded"]);
  });

  it("numbers a request by kind, year and count", () => {
    expect(approvalNumber("LV", 2026, 123)).toBe("LV-2026-000123");
  });
});
