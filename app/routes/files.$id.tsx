import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileHeaders } from "../../contract/files";
import { ApiError } from "~/lib/api.server";
import { requireUser } from "~/lib/auth.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The name the API gave the file (its `filename*`), or "file". */
function nameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition ?? "")?.[1];
  if (!encoded) return "file";
  try {
    return decodeURIComponent(encoded);
  } catch {
    return "file";
  }
}

/**
 * A stored file for the browser (docs/design.md decision 7): GET /files/{id} with the session cookie streams
 * what GET /v1/files/{id} gives this user — the API applies the owning record's rule, and anything it
 * refuses is a 404 here. The headers are made again here (contract/files.ts), not passed through.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireUser(request, context);
  const id = params.id ?? "";
  if (!UUID.test(id)) throw new Response("Not found", { status: 404 });
  let reply: Response;
  try {
    reply = await api.raw(`files/${id}`);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw new Response("Not found", { status: 404 });
    throw error;
  }
  const headers = new Headers(fileHeaders(nameOf(reply.headers.get("content-disposition")), reply.headers.get("content-type") ?? ""));
  // The host's helmet already sends nosniff with every page answer (server.ts); twice would be sent as a list.
  headers.delete("X-Content-Type-Options");
  const etag = reply.headers.get("etag");
  if (etag) {
    headers.set("ETag", etag);
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  }
  return new Response(await reply.arrayBuffer(), { headers });
}
