import { redirect } from "@remix-run/node";
import { ApiError } from "./api.server";
import { commitSession, getSession } from "./session.server";

/**
 * A tax file through the web tier (docs/decisions/0017-files-through-the-web-tier.md), as the API sent it;
 * when the API refuses it (409: not cut off, or nothing to file; 422: records lack what the file needs)
 * the browser goes back to Payroll › Tax Slips with the API's reason as the flash, where the page lists
 * what to fill in. Anything else the API refuses is "not found".
 */
export async function taxDownload(request: Request, fetchFile: () => Promise<Response>, back: string): Promise<Response> {
  try {
    const reply = await fetchFile();
    const headers = new Headers({ "Cache-Control": "private, no-store" });
    for (const name of ["content-type", "content-disposition"]) headers.set(name, reply.headers.get(name) ?? "");
    return new Response(reply.body, { headers });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status !== 409 && error.status !== 422) throw new Response("Not found", { status: 404 });
    const session = await getSession(request);
    session.flash("flash", { kind: "error", message: error.message });
    return redirect(`${back}#missing`, { headers: { "Set-Cookie": await commitSession(session) } });
  }
}
