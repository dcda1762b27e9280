import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { canAccess } from "../../contract/navigation";
import { ConfirmDelete, ListScreen } from "~/components/screens/ListScreen";
import { RecordForm, type FormPageData } from "~/components/screens/RecordForm";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { commitSession, permissionLists, readForm, requireSection } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";
import { translator } from "~/lib/translate.server";
import type { TabModel } from "~/lib/screen-model";
import { loadForm, readRecord } from "~/screens/presenters/form.server";
import { loadList, orNotFound } from "~/screens/presenters/list.server";
import { recordTabOf, recordTabs, screenAt, tabVerbs, verbs, viewHref, viewOf, type ScreenMatch, type ViewDecl } from "~/screens/screen.server";
import { deleteRecord, saveForm } from "~/screens/services/save.server";
import { messageText } from "../../contract/message-text";

/**
 * The detail / edit page of any declared screen (docs/specification.md §2: /dashboard/edit/{section path}/{id}), and its
 * create page (/dashboard/edit/{section path}/new). `?tab=` names the view of a screen with tabs.
 *
 * A view with record tabs (the employee) shows the record as tabs (`?section=`): forms over parts of it,
 * its sub-lists, and one-off actions (resign). A sub-list's row has its form at
 * /dashboard/edit/{section path}/{record id}/{tab}/{row id | new}.
 *
 * Ships JavaScript for the searchable option picker, the live field manipulator and the progress card;
 * everything also works without it.
 */
export const handle: RouteHandle = { i18n: ["screens", "messages"], hydrate: true };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

interface Target {
  match: ScreenMatch;
  view: ViewDecl;
  /** The record (null on a create page). */
  id: string | null;
  url: URL;
  allowed: { create: boolean; update: boolean; remove: boolean };
  /** A row of the record's sub-list: its tab and id (null: a new row). */
  row: { tab: ViewDecl; id: string | null } | null;
}

function target(splat: string | undefined, request: Request): Target {
  const parts = (splat ?? "").split("/").filter(Boolean);
  const url = new URL(request.url);
  const direct = screenAt(parts.slice(0, -1).join("/"));
  const match = direct ?? (parts.length >= 4 ? screenAt(parts.slice(0, -3).join("/")) : null);
  if (!match || !parts.length) throw new Response("Not found", { status: 404 });
  const view = viewOf(match.screen, url.searchParams.get("tab"));
  if (view.kind === "request") throw new Response("Not found", { status: 404 });
  const allowed = verbs(match.screen, view);
  if (!direct) {
    // {record id}/{tab}/{row id | new}: a row of one of the record's sub-lists.
    const [recordId, tabId, rowId] = parts.slice(-3);
    const tab = view.record?.find((candidate) => candidate.id === tabId && (candidate.kind ?? "list") === "list");
    if (!tab || recordId === "new" || !allowed.update) throw new Response("Not found", { status: 404 });
    const rowAllowed = tabVerbs(tab);
    if (rowId === "new" ? !rowAllowed.create : !rowAllowed.update) throw new Response("Not found", { status: 404 });
    return { match, view, id: recordId, url, allowed, row: { tab, id: rowId === "new" ? null : rowId } };
  }
  const id = parts[parts.length - 1];
  const creating = id === "new";
  if (creating ? !allowed.create : !allowed.update) throw new Response("Not found", { status: 404 });
  return { match, view, id: creating ? null : id, url, allowed, row: null };
}

const listOf = ({ entry, screen }: ScreenMatch, view: ViewDecl) => viewHref(entry, screen, view);
const recordHref = ({ entry }: ScreenMatch, id: string, section?: string) => `/dashboard/edit/${entry.path}/${encodeURIComponent(id)}${section ? `?section=${encodeURIComponent(section)}` : ""}`;
const withId = (href: string, id: string) => href.replace(":id", encodeURIComponent(id));

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { match, view, id, url, allowed, row } = target(params["*"], request);
  const { api, user, viewer } = await requireSection(request, context, match.entry.id, id ? "read" : "write");
  const find = Object.fromEntries([...url.searchParams].filter(([key]) => key.startsWith("find.")).map(([key, value]) => [key.slice(5), value.slice(0, 100)]));
  const t = await translator(request, ["nav", "screens"]);
  const { entry, screen } = match;
  const canWrite = canAccess(entry.id, viewer, permissionLists(), "write");
  const tab = screen.views.length > 1 ? view.id : null;
  const optionsUrl = (section: string | null) =>
    `/dashboard/options?section=${encodeURIComponent(entry.path)}${tab ? `&tab=${encodeURIComponent(tab)}` : ""}${section ? `&record=${encodeURIComponent(section)}` : ""}`;
  const trail = [...(entry.parent ? [`nav:${entry.parent.label}`] : []), `nav:${entry.label}`, ...(tab ? [view.label ?? `screens:tabs.${tab}`] : [])];
  const base = { tab, canWrite, listHref: listOf(match, view), tabs: [] as TabModel[], links: [] as { label: string; href: string }[], list: null as Awaited<ReturnType<typeof loadList>> | null };

  if (view.record?.length && id) {
    // The record itself names the page (and is the section forms' data, read once).
    const record = await orNotFound(readRecord(api, user, view, id));
    const name = String(record[view.name ?? "fullname"] ?? "") || null;
    if (row) {
      if (!row.id && !canWrite) throw new Response("You do not have access to this page", { status: 403 });
      const page = await orNotFound(loadForm(api, user, screen, row.tab, row.id, { find, parentId: id }));
      return json({
        ...base,
        documentTitle: `${name ?? t("screens:edit.edit")} · ${t(row.tab.label ?? `screens:tabs.${row.tab.id}`)}`,
        trail: [...trail, row.tab.label ?? `screens:tabs.${row.tab.id}`],
        title: `${name ?? t("screens:edit.edit")} · ${row.id ? (page.name ?? t("screens:edit.edit")) : t("screens:edit.create")}`,
        page,
        kind: canWrite ? ("row" as const) : ("view" as const),
        submit: row.id ? "form.save" : "form.create",
        listHref: recordHref(match, id, row.tab.id),
        canDelete: Boolean(row.id) && tabVerbs(row.tab).remove && canWrite,
        optionsUrl: optionsUrl(row.tab.id),
      });
    }
    // A tab over fields this viewer does not read (decision 0019) is not there for them.
    const section = recordTabOf(view, url.searchParams.get("section"), viewer, permissionLists());
    if (!section) throw new Response("Not found", { status: 404 });
    // One-off actions (resign) are for those who may change the record.
    if (section.kind === "request" && !canWrite) throw new Response("You do not have access to this page", { status: 403 });
    const tabs = recordTabs(view, viewer, permissionLists()).filter((candidate) => canWrite || candidate.kind !== "request").map((candidate) => ({ id: candidate.id, label: candidate.label ?? `screens:tabs.${candidate.id}`, href: recordHref(match, id, candidate.id), current: candidate.id === section.id }));
    const links = (view.links ?? []).map((link) => ({ label: link.label, href: withId(link.href, id) }));
    const common = { ...base, documentTitle: `${name ?? t("screens:edit.edit")} · ${t(`nav:${entry.label}`)}`, trail, title: name ?? t("screens:edit.edit"), tabs, links, section: section.id };
    if ((section.kind ?? "list") === "list") {
      const loaded = await orNotFound(loadList(api, user, match, section, url, { parentId: id, base: `/dashboard/edit/${entry.path}/${encodeURIComponent(id)}/${encodeURIComponent(section.id)}` }));
      // A reader sees the rows (each opens read-only) but gets no create or delete.
      const list = canWrite ? loaded : { ...loaded, createHref: null, verbs: { ...loaded.verbs, create: false, remove: false } };
      return json({ ...common, list, page: null, kind: "list" as const, submit: "form.save", canDelete: allowed.remove && canWrite, optionsUrl: null });
    }
    const same = section.resource === view.resource;
    const page = await orNotFound(
      section.kind === "request" ? loadForm(api, user, screen, section, null, { find, parentId: id }) : loadForm(api, user, screen, section, id, { find, parentId: id, record: same ? record : undefined }),
    );
    const canSave = canWrite && (section.kind === "request" || tabVerbs(section).update);
    return json({
      ...common,
      page: { ...page, name },
      kind: canSave ? (section.kind === "request" ? ("request" as const) : ("record" as const)) : ("view" as const),
      submit: section.kind === "request" ? `screens:${section.id}.submit` : "form.save",
      canDelete: allowed.remove && canWrite,
      optionsUrl: optionsUrl(section.id),
    });
  }

  const page = await orNotFound(loadForm(api, user, screen, view, id, { find }));
  return json({
    ...base,
    documentTitle: `${id ? (page.name ?? t("screens:edit.edit")) : t("screens:edit.create")} · ${t(`nav:${entry.label}`)}`,
    trail,
    title: id ? (page.name ?? t("screens:edit.edit")) : t("screens:edit.create"),
    page,
    kind: canWrite ? ("record" as const) : ("view" as const),
    submit: id ? "form.save" : "form.create",
    canDelete: Boolean(id) && allowed.remove && canWrite,
    optionsUrl: optionsUrl(null),
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { match, view, id, url, row } = target(params["*"], request);
  const { api, user, viewer } = await requireSection(request, context, match.entry.id, "write");
  const { form, session } = await readForm(request);
  const back = listOf(match, view);
  const done = async (kind: "success" | "error", message: string, to = back) => {
    session.flash("flash", { kind, message });
    return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
  };
  const here = `${url.pathname}${url.search}`;
  const intent = form.get("intent");

  if (view.record?.length && id) {
    // A row of a sub-list: saved or deleted, then back to the record's tab.
    if (row) {
      const tabHref = recordHref(match, id, row.tab.id);
      if (intent === "delete") {
        if (!row.id || !tabVerbs(row.tab).remove) throw new Response("Not found", { status: 404 });
        const outcome = await deleteRecord(api, user, row.tab, row.id, id);
        return outcome.ok ? done("success", messageText("dataDeleted"), tabHref) : done("error", outcome.message, here);
      }
      const outcome = await orNotFound(saveForm(api, user, row.tab, row.id, form, id));
      if (outcome.kind === "saved") return done("success", messageText("dataSaved"), tabHref);
      if (outcome.kind === "stay") return json({ reply: outcome.reply, page: await orNotFound(loadForm(api, user, match.screen, row.tab, row.id, { find: outcome.find, values: outcome.values, parentId: id })) });
      return json({ reply: outcome.reply, page: null }, { status: outcome.status });
    }
    const section = recordTabOf(view, url.searchParams.get("section"), viewer, permissionLists());
    if (!section) throw new Response("Not found", { status: 404 });
    if (intent === "delete") {
      // From a sub-list's row (its id in the form), or the record itself from the danger zone.
      const rowId = String(form.get("id") ?? "");
      if ((section.kind ?? "list") === "list" && rowId && rowId !== id) {
        if (!tabVerbs(section).remove) throw new Response("Not found", { status: 404 });
        const outcome = await deleteRecord(api, user, section, rowId, id);
        return outcome.ok ? done("success", messageText("dataDeleted"), here) : done("error", outcome.message, here);
      }
      if (!verbs(match.screen, view).remove) throw new Response("Not found", { status: 404 });
      const outcome = await deleteRecord(api, user, view, id);
      return outcome.ok ? done("success", messageText("dataDeleted")) : done("error", outcome.message, here);
    }
    if ((section.kind ?? "list") === "list" || (section.kind !== "request" && !tabVerbs(section).update)) throw new Response("Not found", { status: 404 });
    const outcome = await orNotFound(saveForm(api, user, section, id, form, id));
    if (outcome.kind === "saved") {
      return section.done ? done("success", section.done.message, withId(section.done.href, id)) : done("success", messageText("dataSaved"), here);
    }
    const again = (values: Parameters<typeof loadForm>[5]) => orNotFound(loadForm(api, user, match.screen, section, section.kind === "request" ? null : id, { ...values, parentId: id }));
    if (outcome.kind === "stay") return json({ reply: outcome.reply, page: await again({ find: outcome.find, values: outcome.values }) });
    return json({ reply: outcome.reply, page: null }, { status: outcome.status });
  }

  if (intent === "delete") {
    if (!id || !verbs(match.screen, view).remove) throw new Response("Not found", { status: 404 });
    const outcome = await deleteRecord(api, user, view, id);
    return outcome.ok ? done("success", messageText("dataDeleted")) : done("error", outcome.message, here);
  }
  const outcome = await orNotFound(saveForm(api, user, view, id, form));
  if (outcome.kind === "saved") return done("success", messageText("dataSaved"));
  if (outcome.kind === "stay") return json({ reply: outcome.reply, page: await orNotFound(loadForm(api, user, match.screen, view, id, { find: outcome.find, values: outcome.values })) });
  return json({ reply: outcome.reply, page: null }, { status: outcome.status });
}

export default function EditRecord() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("screens");
  const location = useLocation();
  const loaded = data.page as (FormPageData & { id?: string | null; name?: string | null }) | null;
  const page = (actionData?.page ?? loaded) as FormPageData | null;
  const here = `${location.pathname}${location.search}`;
  return (
    <section className="card screen" data-section={"section" in data ? data.section : undefined}>
      <ScreenHeader trail={data.trail.filter(Boolean).map((key) => t(key))} title={data.title} tabs={data.tabs}>
        {!data.canWrite ? <p className="notice notice--info">{t("edit.readOnly")}</p> : null}
        {data.links.length ? (
          <p className="record-links">
            {data.links.map((link) => (
              <Link key={link.href} to={link.href} className="button button--secondary button--small">
                {t(link.label)}
              </Link>
            ))}
          </p>
        ) : null}
      </ScreenHeader>
      {data.list ? <ListScreen list={data.list} tab={null} title={data.title} /> : null}
      {page && data.kind !== "view" && data.kind !== "list" ? (
        <RecordForm
          page={page}
          lastResult={actionData?.reply as SubmissionResult<string[]> | undefined}
          intent={data.kind === "request" ? "request" : "save"}
          submitLabel={t(data.submit)}
          cancelHref={data.kind === "row" || !data.tabs.length ? data.listHref : undefined}
          optionsUrl={data.optionsUrl ?? undefined}
          busyName={data.title}
        />
      ) : null}
      {page && data.kind === "view" ? (
        <dl className="record-view">
          {page.form.groups
            .flatMap((group) => group.fields)
            .map((field) => (
              <div key={field.name}>
                <dt>{t(field.label)}</dt>
                <dd>{page.readOnly[field.name] || String(page.defaults[field.name] ?? "") || "—"}</dd>
              </div>
            ))}
        </dl>
      ) : null}
      {data.canDelete && loaded && "id" in loaded && loaded.id && data.kind !== "request" ? (
        <div className="danger-zone">
          <ConfirmDelete name={String(("name" in loaded && loaded.name) || loaded.id)} id={String(loaded.id)} tab={data.tab} action={here} />
        </div>
      ) : null}
    </section>
  );
}
