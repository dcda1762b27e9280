/**
 * The one rich-text policy (announcements): a safe subset of HTML. The API applies it when a rich-text
 * field is stored (contract/fields.ts) and the web tier when it shows or sends one, so markup that got in
 * another way (an older row, another client) is still shown safe. Server-only: sanitize-html must not
 * reach the browser bundle.
 */
import sanitizeHtml from "sanitize-html";

/** Text that holds HTML markup (anything else is plain text, escaped). */
const HTML_TAG = /<\/?(p|br|hr|strong|b|em|i|u|s|ul|ol|li|a|h[1-6]|blockquote|div|span|img|table|script|style|iframe|object|embed|svg|form|input|!--)(\s[^>]*)?\/?>/i;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "a", "h2", "h3", "h4", "blockquote", "hr"],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }) },
};

/** Rich text as the API stores it and the page shows it (plain text becomes paragraphs). */
export function sanitizeRichText(input: string): string {
  const html = HTML_TAG.test(input)
    ? input
    : input
        .split(/\r?\n\s*\r?\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => `<p>${escape(paragraph).replace(/\r?\n/g, "<br>")}</p>`)
        .join("");
  return sanitizeHtml(html, POLICY).trim();
}
