import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireSection } from "~/lib/auth.server";
import { orNotFound } from "~/screens/presenters/list.server";
import { fieldOptions } from "~/screens/presenters/options.server";
import { screenAt, viewOf } from "~/screens/screen.server";

/**
 * The searchable option picker's requests (with JavaScript): GET /dashboard/options?section=…&tab=…
 * &record=…&field=…&q=… → `{items, total}` for one field of a declared form, searched on the server (docs/specification.md §7:
 * a case-insensitive match on the field's `searchIn`, merged with its own query).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const match = screenAt(url.searchParams.get("section") ?? "");
  if (!match) throw new Response("Not found", { status: 404 });
  const { api } = await requireSection(request, context, match.entry.id);
  const listView = viewOf(match.screen, url.searchParams.get("tab"));
  // A field of one of a record's tabs (the employee's sections and sub-lists).
  const record = url.searchParams.get("record");
  const view = record ? listView.record?.find((tab) => tab.id === record) : listView;
  if (!view) throw new Response("Not found", { status: 404 });
  const list = await orNotFound(fieldOptions(api, view, url.searchParams.get("field") ?? "", (url.searchParams.get("q") ?? "").slice(0, 100)));
  if (!list) throw new Response("Not found", { status: 404 });
  return json(list, { headers: { "Cache-Control": "private, no-store" } });
}
