import { hash, verify } from "@node-rs/argon2";

/** argon2id with the library's OWASP defaults (m=19456 KiB, t=2, p=1). Never bcrypt: it cuts at 72 bytes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Same cost as a real check, so timing does not reveal accounts without a password.
    await hash(password);
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
