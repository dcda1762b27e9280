/**
 * Bad input on every write endpoint: wrong types, missing fields, huge strings, unknown fields, malformed
 * JSON, injection attempts. Each answers 4xx with a clear message, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FieldDef } from "../../contract/fields";
import type { ErrorBody } from "../../contract/messages";
import type { ResourceContract } from "../../contract/resource";
import { RESOURCES } from "../../contract/resources/index";
import { BACKENDS, startApi, type TestApi } from "../support/api";

type Listed = { data: { _id: string }[]; meta: { total: number } };
type Failure = { message: string; errors?: Record<string, string>; requestId: string };

const writable = RESOURCES.filter((r) => r.create !== false || r.update !== false);

/** A value of the wrong type for each kind of field. */
function wrongType(field: FieldDef): unknown {
  switch (field.kind) {
    case "integer":
    case "number":
    case "money":
    case "percent":
      return "twelve";
    case "boolean":
      return "yes";
    case "refs":
    case "texts":
      return "not-a-list";
    case "address":
      return "Jl. Sudirman";
    default:
      return { $gt: "" };
  }
}

/** An injection attempt that is also invalid for the field. */
function injection(field: FieldDef): unknown {
  switch (field.kind) {
    case "ref":
    case "file":
      return "00000000-0000-0000-0000-000000000000' OR '1'='1";
    case "date":
      return "2024-01-01'; DROP TABLE employees; --";
    case "enum":
      return "x' OR 1=1 --";
    case "email":
      return "a@b.c'; DELETE FROM users; --";
    case "url":
      return "javascript:alert(1)";
    case "time":
      return "08:00; DROP TABLE shifts";
    default:
      return undefined;
  }
}

describe.each(BACKENDS)("bad input on %s", (backend) => {
  let api: TestApi;
  let companyId: string;
  let employeeId: string;

  beforeAll(async () => {
    api = await startApi(backend, { HSE_ACCESS: "admin@majubersama.demo" });
    const admin = await api.login("admin");
    companyId = (await api.call<{ data: { company: { _id: string } } }>(admin, "GET", "auth/me")).body.data.company._id;
    employeeId = (await api.call<Listed>(admin, "GET", "employees?limit=1")).body.data[0]._id;
  });
  afterAll(async () => {
    await api?.stop();
  });

  const pathOf = (contract: ResourceContract) => contract.path.replace(":id", contract.parent === "portal" ? companyId : employeeId);
  const tokenFor = (contract: ResourceContract) => api.login(contract.access.write === "developer" ? "developer" : "admin");

  async function total(token: string, path: string) {
    const list = await api.call<Listed>(token, "GET", `${path}?limit=1`);
    expect(list.status).toBe(200);
    return list.body.meta.total;
  }

  it.each(writable.map((r) => [r.path, r] as const))("%s refuses bad bodies and writes nothing", async (_path, contract) => {
    const token = await tokenFor(contract);
    const path = pathOf(contract);
    const before = await total(token, path);
    // Where nothing can be created, change an existing row (or, with none, one that does not exist).
    const existing = (await api.call<Listed>(token, "GET", `${path}?limit=1`)).body.data[0]?._id ?? "00000000-0000-4000-8000-000000000000";
    const target = contract.create !== false ? { method: "POST", path } : { method: "PUT", path: `${path}/${existing}` };
    if (before === 0 && contract.create === false) {
      expect((await api.call<Failure>(token, "PUT", target.path, { name: "x" })).status).toBe(404);
      return;
    }
    const send = (body: unknown) => api.call<Failure>(token, target.method, target.path, body);
    const fields = Object.entries(contract.fields).filter(([, f]) => !f.readOnly);

    const malformed = await send("{\"name\": ");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Malformed JSON body");
    expect(malformed.body.requestId).toBeTruthy();

    for (const body of [[], "just text", 42, null]) {
      const response = await send(JSON.stringify(body));
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }

    const unknown = await send({ definitely_not_a_field: 1, company_id: "00000000-0000-0000-0000-000000000000" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toMatchObject({ definitely_not_a_field: "Unknown field", company_id: "Unknown field" });

    if (contract.create !== false) {
      const required = fields.filter(([, f]) => f.required).map(([name]) => name);
      if (required.length) {
        const missing = await send({});
        expect(missing.status).toBe(422);
        for (const name of required) expect(missing.body.errors?.[name], name).toBe("This field is required");
      }
    }

    for (const [name, field] of fields) {
      const wrong = await send({ [name]: wrongType(field) });
      expect(wrong.status, `${name} wrong type`).toBe(422);
      expect(wrong.body.errors?.[name], `${name} wrong type`).toBeTruthy();

      if (["text", "textarea", "richtext", "email", "url", "phone"].includes(field.kind)) {
        const huge = await send({ [name]: "x".repeat(60_000) });
        expect(huge.status, `${name} huge`).toBe(422);
        expect(huge.body.errors?.[name]).toMatch(/at most|valid|phone|link/i);
      }
      const attack = injection(field);
      if (attack !== undefined) {
        const injected = await send({ [name]: attack });
        expect(injected.status, `${name} injection`).toBe(422);
        expect(injected.body.errors?.[name]).toBeTruthy();
      }
    }

    const tooLarge = await send({ name: "x".repeat(2_000_000) });
    expect(tooLarge.status).toBe(413);

    expect(await total(token, path)).toBe(before);
  });

  it("treats filter values as data, never as SQL or regular expressions", async () => {
    const admin = await api.login("admin");
    const all = await total(admin, "employees");
    const regex = await api.call<Listed>(admin, "GET", `employees?fullname[$regex]=${encodeURIComponent(".*")}`);
    expect(regex.status).toBe(200);
    expect(regex.body.meta.total).toBe(0);
    const quote = await api.call<Listed>(admin, "GET", `employees?fullname=${encodeURIComponent("x' OR '1'='1")}`);
    expect(quote.status).toBe(200);
    expect(quote.body.meta.total).toBe(0);
    const badId = await api.call<Failure>(admin, "GET", `employees?_id=${encodeURIComponent("1 OR 1=1")}`);
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Filter "_id" needs an id');
    expect(await total(admin, "employees")).toBe(all);
  });

  it("refuses a NUL character anywhere a string could reach the database, with a 4xx and a message", async () => {
    const admin = await api.login("admin");
    const nul = encodeURIComponent("a\u0000b");
    for (const path of [`employees?fullname=${nul}`, `employees?search=${nul}`, `employees?fullname[$regex]=${nul}`, `employees/${employeeId}/family?name=${nul}`, `employees?${nul}=1`]) {
      const response = await api.call<Failure>(admin, "GET", path);
      expect(response.status, path).toBe(400);
      expect(response.body.message, path).toMatch(/contains a NUL character/);
    }
    const address = await api.call<Failure>(admin, "GET", `employees/${nul}`);
    expect(address.status).toBe(400);

    const before = await total(admin, "employees");
    const body = await api.call<Failure>(admin, "POST", "employees", { fullname: "a\u0000b" });
    expect(body.status).toBe(422);
    expect(body.body.errors).toEqual({ fullname: "Must not contain a NUL character" });
    const nested = await api.call<Failure>(admin, "POST", "employees", { fullname: "Budi", address: { city: "x\u0000" } });
    expect(nested.status).toBe(422);
    expect(nested.body.errors).toEqual({ "address.city": "Must not contain a NUL character" });
    expect(await total(admin, "employees")).toBe(before);

    // Sign-in runs before any token is checked.
    for (const credentials of [{ username: "a\u0000b", password: "x" }, { username: "admin@majubersama.demo", password: "\u0000" }]) {
      const login = await api.call<Failure>(null, "POST", "auth/login", credentials);
      expect(login.status).toBe(422);
      expect(login.body.message).toBe("Some fields are not valid");
    }
  });

  it("refuses filter values the column could not hold: impossible dates, overflowing integers, out-of-range timestamps, bad times", async () => {
    const admin = await api.login("admin");
    const cases: [string, string][] = [
      ["employees?birth_date=2026-02-30", 'Filter "birth_date" needs a date (YYYY-MM-DD)'],
      ["employees?birth_date[$gte]=0000-01-01", 'Filter "birth_date" needs a date (YYYY-MM-DD)'],
      ["employees?birth_date[$in][]=2026-01-01&birth_date[$in][]=2026-13-01", 'Filter "birth_date" needs a date (YYYY-MM-DD)'],
      ["employees?no_of_children=99999999999", 'Filter "no_of_children" needs a whole number'],
      ["employees?no_of_children[$gte]=-2147483649", 'Filter "no_of_children" needs a whole number'],
      ["employees?no_of_children=1.5", 'Filter "no_of_children" needs a whole number'],
      ["employees?basic_salary[$gte]=1e400", 'Filter "basic_salary" needs a number'],
      [`employees?created_at[$gte]=${encodeURIComponent("-271821-04-20T00:00:00Z")}`, 'Filter "created_at" needs a date or date-time'],
      ["employees?created_at[$gte]=275760-09-13", 'Filter "created_at" needs a date or date-time'],
      ["employees?created_at[$lte]=0000-01-01", 'Filter "created_at" needs a date or date-time'],
      ["employees?updated_at=2026-02-30T10:00:00Z", 'Filter "updated_at" needs a date or date-time'],
      // Valid where written, year 0 or 10000 in UTC, which PostgreSQL cannot read back.
      [`employees?created_at[$gte]=${encodeURIComponent("0001-01-01T00:00+14:00")}`, 'Filter "created_at" needs a date or date-time'],
      [`employees?created_at[$lte]=${encodeURIComponent("9999-12-31T23:59:59.999-14:00")}`, 'Filter "created_at" needs a date or date-time'],
      ["shifts?start_time=25:99", 'Filter "start_time" needs a time (HH:MM)'],
      ["shifts?finish_time[$gte]=8am", 'Filter "finish_time" needs a time (HH:MM)'],
    ];
    for (const [path, message] of cases) {
      const response = await api.call<Failure>(admin, "GET", path);
      expect(response.status, path).toBe(400);
      expect(response.body.message, path).toBe(message);
    }
    for (const path of ["employees?birth_date[$lte]=2024-02-29", "employees?no_of_children[$lte]=2147483647", "employees?created_at[$gte]=2026-01-01T00:00:00.000Z", "shifts?start_time[$gte]=08:00:00"]) {
      expect((await api.call(admin, "GET", path)).status, path).toBe(200);
    }
  });

  it("refuses impossible dates and out-of-range numbers in bodies", async () => {
    const admin = await api.login("admin");
    const before = await total(admin, "employees");
    for (const [field, value] of [["birth_date", "2026-02-30"], ["birth_date", "0000-01-01"], ["no_of_children", -3_000_000_000]] as const) {
      const response = await api.call<Failure>(admin, "POST", "employees", { fullname: "Budi", [field]: value });
      expect(response.status, `${field} ${value}`).toBe(422);
      expect(response.body.errors?.[field]).toBeTruthy();
    }
    expect(await total(admin, "employees")).toBe(before);
    const journeys = await total(admin, "journeys");
    for (const departure of ["0001-01-01T00:00+14:00", "9999-12-31T23:59-14:00", "2026-02-30T08:00+07:00"]) {
      const response = await api.call<Failure>(admin, "POST", "journeys", { departure_at: departure });
      expect(response.status, departure).toBe(422);
      expect(response.body.errors?.departure_at, departure).toBe("Must be a date and time (YYYY-MM-DDTHH:MM with a time zone)");
    }
    expect(await total(admin, "journeys")).toBe(journeys);
  });

  it("gives every refusal a code beside its English, and every field at fault its code and params (docs/decisions/0024-error-codes.md)", async () => {
    const admin = await api.login("admin");
    const refused = await api.call<ErrorBody>(admin, "POST", "employees", { fullname: "x".repeat(201), no_of_children: -1 });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: "invalidFields",
      message: "Some fields are not valid",
      // `errors` stays the field → English map other clients read; `codes` is beside it.
      errors: { fullname: "Must be at most 200 characters", no_of_children: "Must be at least 0" },
      codes: { fullname: { code: "maxLength", params: { count: 200 } }, no_of_children: { code: "min", params: { value: 0 } } },
    });
    expect(refused.body.params).toBeUndefined();
    expect(refused.body.requestId).toBeTruthy();
    const filter = await api.call<ErrorBody>(admin, "GET", "employees?birth_date=2026-02-30");
    expect(filter.status).toBe(400);
    expect(filter.body).toMatchObject({ code: "filterDate", params: { field: "birth_date" }, message: 'Filter "birth_date" needs a date (YYYY-MM-DD)' });
    expect(filter.body.codes).toBeUndefined();
    const missing = await api.call<ErrorBody>(admin, "GET", `employees/${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}`);
    expect(missing.body).toMatchObject({ code: "notFound", message: "Not found" });
  });
});
