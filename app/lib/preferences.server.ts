import { createCookie } from "@remix-run/node";
import { webEnv } from "./env.server";

/** Whether the main navigation is collapsed: remembered per browser, readable without JavaScript. */
const navCookie = createCookie("nav", { path: "/", sameSite: "lax", httpOnly: true, secure: webEnv.cookieSecure, maxAge: 60 * 60 * 24 * 365 });

export async function navCollapsed(request: Request): Promise<boolean> {
  return (await navCookie.parse(request.headers.get("Cookie"))) === "collapsed";
}

export function rememberNav(collapsed: boolean): Promise<string> {
  return navCookie.serialize(collapsed ? "collapsed" : "open");
}
