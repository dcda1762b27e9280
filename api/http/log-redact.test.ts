import { Writable } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { isSecretName, logOptions, redactUrl } from "./log-redact";

/** A logger with the server's options that writes into a string. */
function capture() {
  let text = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { logger: pino(logOptions("info"), stream), text: () => text };
}

describe("log redaction", () => {
  it("knows the secret names, also as filters", () => {
    for (const name of ["password", "new_password", "token", "ktp_number", "ktp_number[$regex]", "npwp_number", "basic_salary[$gte]", "allowance_meal", "allowances", "thp", "account_number", "bpjs_tk_number", "bpjs_ks_salary", "authorization", "cookie", "umk"]) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of ["fullname", "email", "department._id", "join_date", "bpjs_tk_registered", "limit", "search"]) expect(isSecretName(name), name).toBe(false);
  });

  it("redacts query parameters by name, keeping the rest of the address", () => {
    expect(redactUrl("/v1/employees?ktp_number=3174&basic_salary%5B%24gte%5D=9000000&fullname[$regex]=budi&limit=5")).toBe(
      "/v1/employees?ktp_number=[Redacted]&basic_salary%5B%24gte%5D=[Redacted]&fullname[$regex]=budi&limit=5",
    );
    expect(redactUrl("/v1/employees")).toBe("/v1/employees");
  });

  it("redacts bodies and headers at any depth", () => {
    const { logger, text } = capture();
    logger.info({ req: { url: "/x?npwp_number=778899", headers: { referer: "http://evil.example/?basic_salary=8123456&a=1",  authorization: "Bearer abc123secret", cookie: "__session=s3cr3t" } }, body: { fullname: "Budi", password: "hunter2-pass", allowances: { meal: 450000 }, family: [{ ktp_number: "3174099988776655" }] } }, "hello");
    const line = text();
    for (const secret of ["778899", "8123456", "abc123secret", "s3cr3t", "hunter2-pass", "450000", "3174099988776655"]) expect(line).not.toContain(secret);
    const logged = JSON.parse(line);
    expect(logged.body).toEqual({ fullname: "Budi", password: "[Redacted]", allowances: "[Redacted]", family: [{ ktp_number: "[Redacted]" }] });
    expect(logged.req.url).toBe("/x?npwp_number=[Redacted]");
    expect(logged.req.headers).toEqual({ referer: "http://evil.example/?basic_salary=[Redacted]&a=1", authorization: "[Redacted]", cookie: "[Redacted]" });
  });

  it("logs a failed query without its parameters", async () => {
    const client = await PGlite.create();
    try {
      const db = drizzle(client);
      const error = await db.execute(sql`select ${"3174099988776655"}::text as ktp, ${"a\u0000b"}::text as name`).then(
        () => null,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(Error);
      // The driver's own error names the parameters…
      expect(String((error as Error).message)).toContain("3174099988776655");
      const { logger, text } = capture();
      logger.error({ err: error }, "unhandled API error");
      // …the log line does not.
      expect(text()).not.toContain("3174099988776655");
      const logged = JSON.parse(text());
      expect(logged.err.params).toBe("[Redacted]");
      expect(logged.err.message).toMatch(/^Failed query: select \$1::text as ktp, \$2::text as name\nparams: \[Redacted\]$/);
      expect(logged.err.stack).toContain("params: [Redacted]\n    at ");
      expect(logged.err.stack).toMatch(/caused by: error: invalid byte sequence/);
    } finally {
      await client.close();
    }
  }, 60_000);
});
