import crypto from "node:crypto";
import * as z from "zod";

/** The web tier's settings, parsed once (nothing else reads process.env). */
const schema = z.object({
  NODE_ENV: z.string().default("development"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  API_URL: z
    .string()
    .url("API_URL must be a URL such as https://api.example.com")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  HSE_ACCESS: z.string().optional(),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
});

const env = schema.parse(process.env);
const production = env.NODE_ENV === "production";

if (production && !env.SESSION_SECRET) {
  throw new Error("SESSION_SECRET is required in production (a random string of at least 32 characters)");
}

export const webEnv = {
  production,
  /** Without a configured secret (development), sessions last as long as the process. */
  sessionSecret: env.SESSION_SECRET ?? crypto.randomBytes(32).toString("hex"),
  sessionSecretConfigured: Boolean(env.SESSION_SECRET),
  /** A remote API of the same contract; unset, the API mounted in this process. */
  apiUrl: env.API_URL?.replace(/\/$/, ""),
  cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : production,
  /** How long the answer to "who is signed in" is trusted (the same setting the API reads; decision 0013). */
  sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
  /** Who may see HSE (the same setting the API reads). */
  hseAccess: (env.HSE_ACCESS ?? "").split(",").map((s) => s.trim()).filter(Boolean),
};
