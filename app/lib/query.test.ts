import { describe, expect, it } from "vitest";
import { buildQuery } from "./query";

const decoded = (input: Parameters<typeof buildQuery>[0], id?: string) => decodeURIComponent(buildQuery(input, id)).split("&");

describe("buildQuery (docs/specification.md §7)", () => {
  it("turns range pairs into $gte and $lte", () => {
    expect(decoded({ join_date: { from: "2024-01-01", to: "2024-12-31" } })).toEqual(["join_date[$gte]=2024-01-01", "join_date[$lte]=2024-12-31"]);
  });
  it("turns a plain date on a timestamp into that whole day, but not on from/to/start/end keys", () => {
    expect(decoded({ created_at: "2026-11-21" })).toEqual(["created_at[$gte]=2026-11-21T00:00:00.000Z", "created_at[$lte]=2026-11-21T23:59:59.999Z"]);
    expect(decoded({ start_date: "2026-11-21" })).toEqual(["start_date=2026-11-21"]);
  });
  it("turns an object holding _id into key._id and lists into $in", () => {
    expect(decoded({ department: { _id: "abc" }, status: ["pkwt", "pkwtt"] })).toEqual(["department._id=abc", "status[$in][]=pkwt", "status[$in][]=pkwtt"]);
  });
  it("passes populate as a list and fills %id% with the route id", () => {
    expect(decoded({ populate: ["department", "job_title"], employee: "%id%" }, "e-1")).toEqual(["populate[]=department", "populate[]=job_title", "employee=e-1"]);
  });
  it("leaves out empty values", () => {
    expect(buildQuery({ a: "", b: null, c: undefined, limit: 50 })).toBe("limit=50");
  });
});
