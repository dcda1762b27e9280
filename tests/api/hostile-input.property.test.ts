/**
 * Property: whatever hostile value reaches a list filter, a search, a write body or the sign-in form of
 * any declared resource, the API answers below 500 (docs/design.md: bad input never produces a 500). The
 * values are generated (fast-check, fixed seed) from the kinds that broke it once: NUL characters,
 * impossible dates, integers past int4 or bigint, timestamps out of PostgreSQL's range, invalid times,
 * lone surrogates, LIKE wildcards, huge and odd numbers, wrong JSON types.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResourceContract } from "../../contract/resource";
import { RESOURCES } from "../../contract/resources/index";
import { OPERATORS } from "../../api/resources/query";
import { BACKENDS, startApi, type TestApi } from "../support/api";
import { sampleBody } from "../support/samples";
import { fileFor, upload } from "../support/uploads";

/** Each resource draws from its own seed (SEED + its index), so they do not all get the same values. */
const SEED = 20261124;
/** Per resource: enough to mix several hostile values into each field, few enough for seconds a backend. */
const RUNS = 6;

/** Text with a NUL character somewhere: the commonest 500 once, so drawn often. */
const nulText = fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })).map(([before, after]) => `${before}\u0000${after}`);

const hostileText = fc.oneof(
  { weight: 3, arbitrary: nulText },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "2026-02-30",
      "2026-13-01",
      "0000-01-01",
      "-0001-01-01",
      "275760-09-13",
      "-271821-04-20T00:00:00Z",
      "2026-01-01T25:00:00Z",
      "9999-12-31T23:59:59.999+14:00",
      "9999-12-31T23:59:59.999-14:00",
      "0001-01-01T00:00+14:00",
      "99999999999999999999999",
      "2147483648",
      "-2147483649",
      "9223372036854775808",
      "1e400",
      "-1e-400",
      "NaN",
      "Infinity",
      "0x10",
      "25:99",
      "24:00",
      "23:59:60",
      "08:00:00.5",
      "' OR '1'='1",
      "%_\\",
      "\uD800",
      "😀",
      "null",
      "",
      " ",
      "x".repeat(501),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: false }).map((date) => (Number.isNaN(date.getTime()) ? "Invalid Date" : date.toISOString())) },
);

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  fc.constantFrom(null, true, false, 0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 63), 1e308, -1e308, 0.1, 1e21),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("address", "city", "rt", "x\u0000", "__proto__"), hostileText, { maxKeys: 2 }),
);

/** A query key for a field: plain, an operator, a list, a reference id. */
function filterKey(field: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(field),
    fc.constantFrom(...OPERATORS).map((op) => `${field}[${op}]`),
    fc.constant(`${field}[$in][]`),
    fc.constant(`${field}._id`),
  );
}

describe.each(BACKENDS)("hostile input on %s", (backend) => {
  let api: TestApi;
  let companyId: string;
  let employeeId: string;
  const tokens: Record<"admin" | "developer", string> = { admin: "", developer: "" };

  beforeAll(async () => {
    api = await startApi(backend, { HSE_ACCESS: "admin@majubersama.demo" });
    tokens.admin = await api.login("admin");
    tokens.developer = await api.login("developer");
    companyId = (await api.call<{ data: { company: { _id: string } } }>(tokens.admin, "GET", "auth/me")).body.data.company._id;
    employeeId = (await api.call<{ data: { _id: string }[] }>(tokens.admin, "GET", "employees?limit=1")).body.data[0]._id;
  });
  afterAll(async () => {
    await api?.stop();
  });

  const pathOf = (contract: ResourceContract) => contract.path.replace(":id", contract.parent === "portal" ? companyId : employeeId);
  const tokenOf = (contract: ResourceContract, mode: "read" | "write") => (contract.access[mode] === "developer" ? tokens.developer : tokens.admin);

  /** The first record of a referenced list, for the valid part of a body. */
  const refs = (token: string) => async (path: string) => (await api.call<{ data: { _id: string }[] }>(token, "GET", `${path}?limit=1`)).body.data?.[0]?._id ?? null;
  const files = (token: string, contract: ResourceContract) => async () => {
    const purpose = Object.values(contract.fields).find((f) => f.kind === "file" && !f.readOnly)?.purpose ?? "attachment";
    return (await upload(api.server.url, token, purpose, fileFor(purpose))).body.data!._id;
  };

  /** Fails with the request that answered 5xx, so the shrunk counterexample names it. */
  async function below500(token: string | null, method: string, path: string, body?: unknown) {
    const response = await api.call(token, method, path, body);
    if (response.status >= 500) throw new Error(`${method} /v1/${path} ${JSON.stringify(body) ?? ""} answered ${response.status}`);
    return response.status;
  }

  it("answers every declared resource's hostile list filters, searches and sorts below 500", async () => {
    const statuses = new Set<number>();
    for (const [index, contract] of RESOURCES.entries()) {
      const fields = ["_id", "created_at", "updated_at", ...Object.keys(contract.fields)];
      const pair = fc.oneof(
        { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...fields).chain(filterKey), hostileText) },
        { weight: 1, arbitrary: fc.tuple(fc.constantFrom("search", "sort", "limit", "skip", "populate[]", "fields"), hostileText) },
      );
      await fc.assert(
        fc.asyncProperty(fc.array(pair, { minLength: 1, maxLength: 3 }), async (pairs) => {
          const query = new URLSearchParams(pairs).toString();
          statuses.add(await below500(tokenOf(contract, "read"), "GET", `${pathOf(contract)}?${query}`));
        }),
        { seed: SEED + index, numRuns: RUNS },
      );
    }
    // The values were refused for what they are, not only let through.
    expect(statuses.has(400)).toBe(true);
  });

  it("answers every declared resource's hostile write bodies below 500", async () => {
    const statuses = new Set<number>();
    for (const [index, contract] of RESOURCES.entries()) {
      if (contract.create === false && contract.update === false) continue;
      const writable = Object.keys(contract.fields).filter((name) => !contract.fields[name].readOnly);
      if (!writable.length) continue;
      const token = tokenOf(contract, "write");
      const path = pathOf(contract);
      // Where nothing can be created, change a row that does not exist: validation still runs first.
      const target = contract.create !== false ? { method: "POST", path } : { method: "PUT", path: `${path}/00000000-0000-4000-8000-000000000000` };
      // A valid body with one or two fields made hostile: the rest passes, so the hostile value goes deep.
      const base = contract.create !== false ? await sampleBody(contract, refs(token), files(token, contract), true) : {};
      const hostile = fc.dictionary(fc.constantFrom(...writable), hostileJson, { minKeys: 1, maxKeys: 2 });
      await fc.assert(
        fc.asyncProperty(hostile, async (value) => {
          statuses.add(await below500(token, target.method, target.path, { ...base, ...value }));
        }),
        { seed: SEED + index, numRuns: RUNS },
      );
    }
    expect(statuses.has(422)).toBe(true);
  });

  it("answers hostile sign-in bodies below 500, without a token", async () => {
    // Few runs: every failed sign-in counts against this address's limit.
    await fc.assert(
      fc.asyncProperty(fc.record({ username: hostileJson, password: hostileJson }), async (value) => {
        await below500(null, "POST", "auth/login", value);
      }),
      { seed: SEED, numRuns: 15 },
    );
  });
});
