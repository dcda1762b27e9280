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
