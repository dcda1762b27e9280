/**
 * The server's own log output, read as it is written: query parameters and bodies with identity
 * numbers, salaries and passwords never appear in it, on a request that succeeds or one that fails.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_BACKEND, startApi, type TestApi } from "../support/api";

const KTP = "3174099988776655";
const NPWP = "778899001122334";
const SALARY = "7654321";
const PASSWORD = "not-the-password-9137";

describe.each(ONE_BACKEND)("log redaction on %s", (backend) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startApi(backend, { LOG_LEVEL: "info" });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it("logs the names of secret query parameters and body fields, never their values", async () => {
    const admin = await api.login("admin");
    const query = `ktp_number=${KTP}&npwp_number[$regex]=${NPWP}&basic_salary[$gte]=${SALARY}`;
    const succeeded = await api.call(admin, "GET", `employees?${query}`);
    expect(succeeded.status).toBe(200);
    const failed = await api.call(admin, "GET", `employees?${query}&fullname=${encodeURIComponent("a\u0000b")}`);
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.status).toBeLessThan(500);
    const body = await api.call(admin, "POST", "employees", { fullname: "a\u0000b", ktp_number: KTP, npwp_number: NPWP, basic_salary: Number(SALARY) });
    expect(body.status).toBe(422);
    const login = await api.call(null, "POST", "auth/login", { username: "admin@majubersama.demo", password: PASSWORD });
    expect(login.status).toBe(401);

    // The request lines are written when each answer has gone.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const output = api.server.output();
    for (const secret of [KTP, NPWP, SALARY, PASSWORD]) expect(output, secret).not.toContain(secret);
    expect(output).toContain("/v1/employees?ktp_number=[Redacted]&npwp_number[$regex]=[Redacted]&basic_salary[$gte]=[Redacted]");
    expect(output).toContain('"statusCode":200');
  });
});
