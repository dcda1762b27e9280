import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { webEnv } from "./env.server";

/**
 * This browser's device id: set after a successful sign-in and passed with the next ones, so that the
 * API knows the browsers an account has signed in with (docs/decisions/0021-sign-in-throttling.md).
 * Signed and httpOnly: page scripts never see it, and a made-up value is ignored.
 */
const deviceCookie = createCookie("__hr_device", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: webEnv.cookieSecure,
  secrets: [webEnv.sessionSecret],
  // Browsers keep a cookie for 400 days at most.
  maxAge: 60 * 60 * 24 * 400,
});

const DEVICE_ID = /^[A-Za-z0-9_-]{20,100}$/;

/** The browser's device id, or a new one (sent to the API, then kept by `rememberDevice` once signed in). */
export async function deviceOf(request: Request): Promise<string> {
  const value: unknown = await deviceCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && DEVICE_ID.test(value) ? value : crypto.randomBytes(32).toString("base64url");
}

/** The Set-Cookie of a successful sign-in (each one starts the 400 days again). */
export function rememberDevice(id: string): Promise<string> {
  return deviceCookie.serialize(id);
}
