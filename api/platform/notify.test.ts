import { describe, expect, it } from "vitest";
import { notificationRow } from "./notify";

describe("a notification row", () => {
  it("keeps the key and values, and the English text for clients that do not translate", () => {
    const row = notificationRow({ companyId: "c", userId: "u", key: "overtimeRequested", values: { name: "Sari", hours: 3, date: "2026-11-23" }, link: "/dashboard/approval/approval-overtime" });
    expect(row).toMatchObject({
      company_id: "c",
      user_id: "u",
      message_key: "overtimeRequested",
      message_values: { name: "Sari", hours: 3, date: "2026-11-23" },
      title: "New overtime request",
      body: "Sari asked for 3 hours of overtime on 2026-11-23.",
      link: "/dashboard/approval/approval-overtime",
    });
  });

  it("refuses a missing value and a link off the dashboard", () => {
    expect(() => notificationRow({ companyId: "c", userId: "u", key: "overtimeRequested", values: { name: "Sari", hours: 3 } })).toThrow(/needs the values date/);
    expect(() => notificationRow({ companyId: "c", userId: "u", key: "welcome", values: { company: "PT", password: "x" }, link: "https://evil.example" })).toThrow(/dashboard path/);
  });
});
