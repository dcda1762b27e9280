import crypto from "node:crypto";

/** An opaque bearer token: 256 random bits, base64url. Only its hash is stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
