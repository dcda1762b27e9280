/**
 * How an uploaded file is handed to a browser, the same on /v1/files/{id} and on the dashboard's
 * /files/{id} (docs/decisions/0017-files-through-the-web-tier.md): only the types uploads are sniffed
 * as keep their content type, only images and PDFs open inline, and the file name is encoded, never
 * pasted into the header.
 */

/** The content types an upload can have (api/files/sniff.ts): anything else is served as bytes. */
export const SERVED_FILE_TYPES: ReadonlySet<string> = new Set([
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
]);
const INLINE_FILE_TYPES: ReadonlySet<string> = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf"]);

const MAX_NAME_LENGTH = 200;

/** A file name without paths, control characters or quotes, at most 200 characters; "file" when empty. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const printable = Array.from(base)
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f && ch !== '"';
    })
    .slice(0, MAX_NAME_LENGTH)
    .join("")
    .trim();
  return printable === "" || printable === "." || printable === ".." ? "file" : printable;
}

/** RFC 5987/6266 `filename*` value. */
function encodeFileName(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The headers a stored file is served with: safe type, disposition, nosniff, private cache. */
export function fileHeaders(name: string, contentType: string): Record<string, string> {
  const type = SERVED_FILE_TYPES.has(contentType) ? contentType : "application/octet-stream";
  const disposition = INLINE_FILE_TYPES.has(type) ? "inline" : "attachment";
  const clean = safeFileName(name);
  // An ASCII fallback for old clients, then the exact UTF-8 name.
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_").replace(/[\\%]/g, "_");
  return {
    "Content-Type": type,
    "Content-Disposition": `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeFileName(clean)}`,
    "X-Content-Type-Options": "nosniff",
    // Revalidated every time: a signed-out browser or a withdrawn right gets nothing from its cache.
    "Cache-Control": "private, no-cache",
  };
}
