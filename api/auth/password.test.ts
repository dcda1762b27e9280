import { hash } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { PASSWORD_HASH_COSTS, passwordHashCost, verifyPassword } from "./password";

describe("PASSWORD_HASH_COST", () => {
  it("is standard unless set, and minimal only outside production", () => {
    expect(passwordHashCost({})).toBe("standard");
    expect(passwordHashCost({ PASSWORD_HASH_COST: "minimal", NODE_ENV: "test" })).toBe("minimal");
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: "minimal", NODE_ENV: "production" })).toThrow(/never with NODE_ENV=production/);
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: "cheap" })).toThrow(/must be one of standard, minimal/);
  });

  it("verifies a password hashed at either cost, whatever the setting: the hash keeps its parameters", async () => {
    const standard = await hash("a-password-2026", PASSWORD_HASH_COSTS.standard);
    const minimal = await hash("a-password-2026", PASSWORD_HASH_COSTS.minimal);
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(minimal).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    for (const stored of [standard, minimal]) {
      expect(await verifyPassword(stored, "a-password-2026")).toBe(true);
      expect(await verifyPassword(stored, "another-password")).toBe(false);
    }
  });
});
