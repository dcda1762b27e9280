import { hash, verify, type Options } from "@node-rs/argon2";

/**
 * How costly a new hash is (`PASSWORD_HASH_COST`, read once at start). `standard` (the default): argon2id
 * with the library's OWASP defaults (m=19456 KiB, t=2, p=1). `minimal`: the smallest argon2id there is
 * (m=8 KiB, t=1), for the tests and their demo data only — the suite signs in and changes passwords
 * thousands of times on two shared cores (docs/decisions/0026-tests-in-parallel.md, addendum 2). Refused
 * with NODE_ENV=production. A hash keeps its parameters, so a password hashed at either cost verifies
 * whatever the setting is now. Never bcrypt: it cuts at 72 bytes.
 */
export const PASSWORD_HASH_COSTS = { standard: {}, minimal: { memoryCost: 8, timeCost: 1, parallelism: 1 } } satisfies Record<string, Options>;
export type PasswordHashCost = keyof typeof PASSWORD_HASH_COSTS;

export function passwordHashCost(env: Record<string, string | undefined> = process.env): PasswordHashCost {
  const cost = env.PASSWORD_HASH_COST || "standard";
  if (!(cost in PASSWORD_HASH_COSTS)) throw new Error(`PASSWORD_HASH_COST must be one of ${Object.keys(PASSWORD_HASH_COSTS).join(", ")}, not "${cost}"`);
  if (cost !== "standard" && env.NODE_ENV === "production") throw new Error(`PASSWORD_HASH_COST=${cost} is for tests and demo data, never with NODE_ENV=production`);
  return cost as PasswordHashCost;
}

const options: Options = PASSWORD_HASH_COSTS[passwordHashCost()];

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Same cost as a real check, so timing does not reveal accounts without a password.
    await hash(password, options);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** The password rule of every form that sets one. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
