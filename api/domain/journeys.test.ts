import { describe, expect, it } from "vitest";
import { JOURNEY_DECISIONS, JOURNEY_STATUSES } from "../../contract/enums";
import { decideJourney, statusAfterEdit } from "./journeys";

describe("decideJourney", () => {
  it.each(JOURNEY_DECISIONS)("a pending journey becomes %s", (decision) => {
    expect(decideJourney("pending", decision, false)).toEqual({ ok: true, value: decision });
  });
  it("approving a journey that has already arrived completes it; rejecting it does not", () => {
    expect(decideJourney("pending", "approved", true)).toEqual({ ok: true, value: "completed" });
    expect(decideJourney("pending", "rejected", true)).toEqual({ ok: true, value: "rejected" });
  });
  it.each(JOURNEY_STATUSES.filter((s) => s !== "pending"))("a %s journey cannot be decided again (409)", (status) => {
    for (const decision of JOURNEY_DECISIONS) expect(decideJourney(status, decision, false)).toMatchObject({ ok: false, status: 409 });
  });
});

describe("statusAfterEdit", () => {
  it.each([
    ["pending", false, { ok: true, value: "pending" }],
    ["pending", true, { ok: true, value: "pending" }],
    ["approved", false, { ok: true, value: "approved" }],
    ["approved", true, { ok: true, value: "completed" }],
    ["rejected", false, { ok: false, status: 409 }],
    ["completed", true, { ok: false, status: 409 }],
  ] as const)("%s, arrived %s", (status, arrived, expected) => {
    expect(statusAfterEdit(status, arrived)).toMatchObject(expected);
  });
});
