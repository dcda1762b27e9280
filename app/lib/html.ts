/**
 * Markup as a string, for the few parts of a page that repeat by the hundred (a list's rows, the menu):
 * React cost about 2 µs per element on the server, a template a tenth of that (decision 0012). Every
 * interpolated value is escaped unless it is already `Html`; there is no other way in.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

// What Preact's renderer escapes, in text and in attributes: enough where every attribute is in double
// quotes, as in every template here.
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", '"': "&quot;" };
const SPECIAL = /[&<"]/;
const SPECIALS = /[&<"]/g;

export function escapeHtml(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c]) : text;
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return "";
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join("");
  return escapeHtml(String(part));
}

/** html`<a href="${href}">${label}</a>`: values escaped, nested `Html` and arrays of it kept as they are. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new Html(out);
}

/** An attribute only when it has a value: attr("aria-current", current && "page"). */
export function attr(name: string, value: string | number | null | undefined | false): Html {
  return new Html(value === null || value === undefined || value === false ? "" : ` ${name}="${escapeHtml(String(value))}"`);
}
