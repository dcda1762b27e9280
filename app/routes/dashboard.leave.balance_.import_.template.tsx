import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSection } from "~/lib/auth.server";

/** The leave import's xlsx template (GET /v1/leave-balance/template), through the web tier as it comes. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "balance", "write");
  const reply = await api.leave.template();
  const headers = new Headers();
  for (const name of ["content-type", "content-disposition", "cache-control"]) {
    const value = reply.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(reply.body, { status: reply.status, headers });
}
