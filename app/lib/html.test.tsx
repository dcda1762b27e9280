import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { attr, escapeHtml, html } from "./html";

describe("html", () => {
  it("escapes every interpolated value, in text and in attributes", () => {
    const name = `<script>alert("x")</script> & 'friends'`;
    expect(html`<a title="${name}">${name}</a>`.value).toBe(
      "<a title=\"&lt;script>alert(&quot;x&quot;)&lt;/script> &amp; 'friends'\">&lt;script>alert(&quot;x&quot;)&lt;/script> &amp; 'friends'</a>",
    );
  });

  it("escapes as the renderer does, so markup strings and components render the same bytes", () => {
    const text = `Tom & Jerry's <"quoted"> café`;
    expect(`<p title="${escapeHtml(text)}">${escapeHtml(text)}</p>`).toBe(renderToStaticMarkup(<p title={text}>{text}</p>));
  });

  it("keeps nested markup and arrays of it, and drops null, undefined and false", () => {
    const items = ["a<b", "c"].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}${null}${undefined}${false}${0}</ul>`.value).toBe("<ul><li>a&lt;b</li><li>c</li>0</ul>");
  });

  it("writes an attribute only when it has a value", () => {
    expect(html`<a${attr("aria-current", "page")}${attr("title", false)}${attr("open", "")}>`.value).toBe('<a aria-current="page" open="">');
  });
});
