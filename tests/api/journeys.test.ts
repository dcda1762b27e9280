/**
 * HSE e-journeys (POST /v1/journeys/{id}/decision): a pending journey is decided once (approved or
 * rejected, with a note, logged); a second decision is a 409; another company's journey is a 404 like a
 * missing one; bad input is a 4xx that changes nothing; roles without the menu get 403. An arrival
 * completes an approved journey.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_BACKEND, startApi, type TestApi } from "../support/api";

type Journey = { _id: string; status: string; decided_by: string | null; decided_at: string | null; decision_note: string | null; departure_at: string; employee: { _id: string; fullname: string } | string };
type Listed<T> = { data: T[]; meta: { total: number } };

const HSE = "admin@majubersama.demo,admin@samudraenergi.demo,subadmin@majubersama.demo";

describe.each(ONE_BACKEND)("journey decisions on %s", (backend) => {
  let api: TestApi;
  let admin: string;
  let employeeId: string;

  beforeAll(async () => {
    api = await startApi(backend, { HSE_ACCESS: HSE });
    admin = await api.login("admin");
    // A traveller without a dashboard account (the admin may not decide on their own journey).
    const pending = await api.call<Listed<Journey>>(admin, "GET", "journeys?status=pending&limit=1");
    employeeId = (pending.body.data[0].employee as string) ?? "";
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function newJourney(token = admin, body: Record<string, unknown> = {}): Promise<Journey> {
    const created = await api.call<{ data: Journey }>(token, "POST", "journeys", {
      employee: employeeId,
      origin: "Gudang Cakung",
      destination: `Cabang Uji ${Date.now().toString(36)}`,
      departure_at: "2026-12-01T07:00+07:00",
      expected_arrival_at: "2026-12-01T10:30+07:00",
      ...body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data;
  }

  it("the demo data has pending, approved, rejected and completed journeys for PT Maju Bersama", async () => {
    const all = await api.call<Listed<Journey>>(admin, "GET", "journeys?limit=50");
    expect(new Set(all.body.data.map((j) => j.status))).toEqual(new Set(["pending", "approved", "rejected", "completed"]));
  });

  it("a new journey is pending, its departure stored as the instant it names", async () => {
    const journey = await newJourney();
    expect(journey.status).toBe("pending");
    expect(journey.departure_at).toBe("2026-12-01T00:00:00.000Z");
    expect(journey.decided_by).toBeNull();
  });

  it("decides once with a note (logged); a second decision is a 409 and changes nothing", async () => {
    const journey = await newJourney();
    const first = await api.call<{ data: Journey }>(admin, "POST", `journeys/${journey._id}/decision`, { decision: "approved", note: "Istirahat tiap 2 jam" });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: "approved", decided_by: "Rina Wulandari", decision_note: "Istirahat tiap 2 jam" });
    expect(first.body.data.decided_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const again = await api.call<{ message: string }>(admin, "POST", `journeys/${journey._id}/decision`, { decision: "rejected" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This journey has already been decided");
    const after = await api.call<{ data: Journey }>(admin, "GET", `journeys/${journey._id}`);
    expect(after.body.data).toMatchObject({ status: "approved", decision_note: "Istirahat tiap 2 jam" });

    const log = await api.call<Listed<{ detail: string; menu: string; type: string }>>(admin, "GET", `logs?menu=ejourney-approval&limit=5`);
    expect(log.body.data.map((row) => row.detail)).toContain(`Gudang Cakung → ${String((after.body.data as unknown as { destination: string }).destination)} (approved)`);
  });

  it("rejects, and the rejected journey can no longer be changed", async () => {
    const journey = await newJourney();
    const rejected = await api.call<{ data: Journey }>(admin, "POST", `journeys/${journey._id}/decision`, { decision: "rejected", note: "Matriks tidak cocok" });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.status).toBe("rejected");
    expect((await api.call(admin, "PUT", `journeys/${journey._id}`, { purpose: "Ganti" })).status).toBe(409);
  });

  it("an arrival completes an approved journey; approving one that has already arrived completes it", async () => {
    const approved = await newJourney();
    await api.call(admin, "POST", `journeys/${approved._id}/decision`, { decision: "approved" });
    const arrived = await api.call<{ data: Journey }>(admin, "PUT", `journeys/${approved._id}`, { arrived_at: "2026-12-01T10:00+07:00" });
    expect(arrived.status).toBe(200);
    expect(arrived.body.data.status).toBe("completed");
    expect((await api.call(admin, "PUT", `journeys/${approved._id}`, { purpose: "Ganti" })).status).toBe(409);

    const late = await newJourney(admin, { arrived_at: "2026-12-01T09:45+07:00" });
    expect(late.status).toBe("pending");
    const decided = await api.call<{ data: Journey }>(admin, "POST", `journeys/${late._id}/decision`, { decision: "approved" });
    expect(decided.body.data.status).toBe("completed");
  });

  it("another company's journey is a 404, like a missing one, and stays pending", async () => {
    const journey = await newJourney();
    const other = await api.login("otherAdmin");
    expect((await api.call(other, "POST", `journeys/${journey._id}/decision`, { decision: "approved" })).status).toBe(404);
    expect((await api.call(other, "GET", `journeys/${journey._id}`)).status).toBe(404);
    expect((await api.call(admin, "POST", "journeys/0190a0a0-0000-7000-8000-000000000000/decision", { decision: "approved" })).status).toBe(404);
    expect((await api.call<{ data: Journey }>(admin, "GET", `journeys/${journey._id}`)).body.data.status).toBe("pending");
  });

  it("bad input is a 4xx with a clear message and decides nothing", async () => {
    const journey = await newJourney();
    const cases: [unknown, number, string][] = [
      [{ decision: "maybe" }, 422, "decision"],
      [{}, 422, "decision"],
      [{ decision: "approved", note: "x".repeat(1001) }, 422, "note"],
      [{ decision: "approved", status: "completed" }, 422, "status"],
      ["[1,2]", 400, "body"],
    ];
    for (const [body, status, field] of cases) {
      const answer = await api.call<{ message: string; errors?: Record<string, string> }>(admin, "POST", `journeys/${journey._id}/decision`, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toBeTruthy();
      if (field !== "body") expect(Object.keys(answer.body.errors ?? {})).toContain(field);
    }
    // A departure without its time zone, an arrival before the departure: refused beside the field.
    const noZone = await api.call<{ errors: Record<string, string> }>(admin, "POST", "journeys", { employee: employeeId, origin: "A", destination: "B", departure_at: "2026-12-01T07:00" });
    expect(noZone.status).toBe(422);
    expect(noZone.body.errors.departure_at).toMatch(/date and time/);
    for (const field of ["expected_arrival_at", "arrived_at"]) {
      const backwards = await api.call<{ message: string }>(admin, "POST", "journeys", { employee: employeeId, origin: "A", destination: "B", departure_at: "2026-12-01T07:00+07:00", [field]: "2026-11-30T07:00+07:00" });
      expect(backwards.status, field).toBeGreaterThanOrEqual(400);
      expect(backwards.status, field).toBeLessThan(500);
      expect(backwards.body.message).toBeTruthy();
    }
    expect((await api.call<{ data: Journey }>(admin, "GET", `journeys/${journey._id}`)).body.data.status).toBe("pending");
  });

  it("only users with the e-journey menu decide: others get 403", async () => {
    const journey = await newJourney();
    for (const account of ["employee", "approver"] as const) {
      const token = await api.login(account);
      expect((await api.call(token, "POST", `journeys/${journey._id}/decision`, { decision: "approved" })).status, account).toBe(403);
    }
    // Staff outside the HSE list are refused too (the block is configuration).
    const adminLocation = await api.login("admin_location");
    expect((await api.call(adminLocation, "POST", `journeys/${journey._id}/decision`, { decision: "approved" })).status).toBe(403);
    const subAdmin = await api.login("sub_admin");
    expect((await api.call(subAdmin, "POST", `journeys/${journey._id}/decision`, { decision: "rejected" })).status).toBe(200);
  });

  it("filters by departure range and status", async () => {
    const inRange = await api.call<Listed<Journey>>(admin, "GET", "journeys?departure_at[$gte]=2026-12-01T00:00:00%2B07:00&departure_at[$lte]=2026-12-01T23:59:59.999%2B07:00&status=pending");
    expect(inRange.status).toBe(200);
    expect(inRange.body.meta.total).toBeGreaterThan(0);
    for (const journey of inRange.body.data) {
      expect(journey.status).toBe("pending");
      expect(Date.parse(journey.departure_at)).toBeGreaterThanOrEqual(Date.parse("2026-11-30T17:00:00Z"));
      expect(Date.parse(journey.departure_at)).toBeLessThan(Date.parse("2026-12-01T17:00:00Z"));
    }
    expect((await api.call(admin, "GET", "journeys?departure_at[$gte]=tomorrow")).status).toBe(400);
  });
});
