import { createCookie } from "@remix-run/node";
import { webEnv } from "./env.server";
import { safeRedirect } from "./redirects";

/** Whether the main navigation is collapsed: remembered per browser, readable without JavaScript. */
const navCookie = createCookie("nav", { path: "/", sameSite: "lax", httpOnly: true, secure: webEnv.cookieSecure, maxAge: 60 * 60 * 24 * 365 });

export async function navCollapsed(request: Request): Promise<boolean> {
  return (await navCookie.parse(request.headers.get("Cookie"))) === "collapsed";
}

export function rememberNav(collapsed: boolean): Promise<string> {
  return navCookie.serialize(collapsed ? "collapsed" : "open");
}

/** A safe place to go back to after a form: a path of this site only. */
export function safeReturn(value: FormDataEntryValue | null, fallback = "/dashboard/home"): string {
  return safeRedirect(value, fallback);
}
