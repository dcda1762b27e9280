import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { canAccess } from "../../contract/navigation";
import { ConfirmDelete } from "~/components/screens/ListScreen";
import { RecordForm, type FormPageData } from "~/components/screens/RecordForm";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { commitSession, permissionLists, readForm, requireSection } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";
import { translator } from "~/lib/translate.server";
import { deleteRecord, loadForm, orNotFound, saveForm, screenAt, verbs, viewHref, viewOf, type ScreenMatch } from "~/lib/screens.server";

/**
 * The detail / edit page of any declared screen (spec §2: /dashboard/edit/{section path}/{id}), and its
 * create page (/dashboard/edit/{section path}/new). `?tab=` names the view of a screen with tabs.
 * Ships JavaScript for the searchable option picker, the live field manipulator and the progress card;
 * everything also works without it.
 */
export const handle: RouteHandle = { i18n: ["screens", "messages"], hydrate: true };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

function target(splat: string | undefined, request: Request) {
  const parts = (splat ?? "").split("/").filter(Boolean);
  const id = parts.pop() ?? "";
  const match = screenAt(parts.join("/"));
  if (!match || !id) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const view = viewOf(match.screen, url.searchParams.get("tab"));
  if (view.kind === "request") throw new Response("Not found", { status: 404 });
  const creating = id === "new";
  const allowed = verbs(match.screen, view);
  if (creating ? !allowed.create : !allowed.update) throw new Response("Not found", { status: 404 });
  return { match, view, id: creating ? null : id, url, allowed };
}

const listOf = ({ entry, screen }: ScreenMatch, view: ReturnType<typeof viewOf>) => viewHref(entry, screen, view);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { match, view, id, url, allowed } = target(params["*"], request);
  const { api, user, viewer } = await requireSection(request, context, match.entry.id, id ? "read" : "write");
  const find = Object.fromEntries([...url.searchParams].filter(([key]) => key.startsWith("find.")).map(([key, value]) => [key.slice(5), value.slice(0, 100)]));
  const page = await orNotFound(loadForm(api, user, match.screen, view, id, { find }));
  const t = await translator(request, ["nav", "screens"]);
  const { entry, screen } = match;
  const canWrite = canAccess(entry.id, viewer, permissionLists(), "write");
  const tab = screen.views.length > 1 ? view.id : null;
  return json({
    documentTitle: `${id ? page.name ?? t("screens:edit.edit") : t("screens:edit.create")} · ${t(`nav:${entry.label}`)}`,
    trail: [...(entry.parent ? [`nav:${entry.parent.label}`] : []), `nav:${entry.label}`, ...(tab ? [view.label ?? `screens:tabs.${tab}`] : [])],
    page,
    tab,
    listHref: listOf(match, view),
    canWrite,
    canDelete: Boolean(id) && allowed.remove && canWrite,
    optionsUrl: `/dashboard/options?section=${encodeURIComponent(entry.path)}${tab ? `&tab=${encodeURIComponent(tab)}` : ""}`,
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { match, view, id } = target(params["*"], request);
  const { api, user } = await requireSection(request, context, match.entry.id, "write");
  const { form, session } = await readForm(request);
  const back = listOf(match, view);
  const done = async (kind: "success" | "error", message: string, to = back) => {
    session.flash("flash", { kind, message });
    return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
  };

  if (form.get("intent") === "delete") {
    if (!id || !verbs(match.screen, view).remove) throw new Response("Not found", { status: 404 });
    const outcome = await deleteRecord(api, user, view, id);
    return outcome.ok ? done("success", "Data deleted") : done("error", outcome.message, new URL(request.url).pathname + new URL(request.url).search);
  }
  const outcome = await orNotFound(saveForm(api, user, view, id, form));
  if (outcome.kind === "saved") return done("success", "Data saved");
  if (outcome.kind === "stay") return json({ reply: outcome.reply, page: await orNotFound(loadForm(api, user, match.screen, view, id, { find: outcome.find, values: outcome.values })) });
  return json({ reply: outcome.reply, page: null }, { status: outcome.status });
}

export default function EditRecord() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("screens");
  const location = useLocation();
  const page = (actionData?.page ?? data.page) as FormPageData;
  const creating = data.page.mode === "create";
  const title = creating ? t("edit.create") : data.page.name ?? t("edit.edit");
  return (
    <section className="card screen">
      <ScreenHeader trail={data.trail.map((key) => t(key))} title={title}>
        {!data.canWrite ? <p className="notice notice--info">{t("edit.readOnly")}</p> : null}
      </ScreenHeader>
      {data.canWrite ? (
        <>
          <RecordForm
            page={page}
            lastResult={actionData?.reply as SubmissionResult<string[]> | undefined}
            submitLabel={creating ? t("form.create") : t("form.save")}
            cancelHref={data.listHref}
            optionsUrl={data.optionsUrl}
            busyName={title}
          />
          {data.canDelete && data.page.id ? (
            <div className="danger-zone">
              <ConfirmDelete name={data.page.name ?? data.page.id} id={data.page.id} tab={data.tab} action={`${location.pathname}${location.search}`} />
            </div>
          ) : null}
        </>
      ) : (
        <dl className="record-view">
          {data.page.form.groups.flatMap((group) => group.fields).map((field) => (
            <div key={field.name}>
              <dt>{t(field.label)}</dt>
              <dd>{data.page.readOnly[field.name] || String(data.page.defaults[field.name] ?? "") || "—"}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
