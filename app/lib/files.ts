/**
 * Where the browser finds a stored file: /v1/files/{id} wants a bearer token the browser never has, so
 * the dashboard serves the same file at /files/{id} with the session cookie (app/routes/files.$id.tsx,
 * docs/decisions/0017-files-through-the-web-tier.md). Every file link and image on a page goes through here.
 */
const API_FILE = /^\/v1\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The dashboard's address of a file the API names by its /v1 address; any other address as it is. */
export function fileHref(url: unknown): string {
  if (typeof url !== "string") return "";
  const match = API_FILE.exec(url);
  return match ? `/files/${match[1].toLowerCase()}` : url;
}

/** A file the API sent (an xlsx template, a download), passed on as it came: its body and the headers that name it. */
export function passThrough(reply: Response): Response {
  const headers = new Headers();
  for (const name of ["content-type", "content-disposition", "cache-control"]) {
    const value = reply.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(reply.body, { status: reply.status, headers });
}
