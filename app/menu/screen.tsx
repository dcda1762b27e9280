import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { MenuEntry } from "../../contract/navigation";
import { ListScreen } from "~/components/screens/ListScreen";
import { RecordForm, type FormPageData } from "~/components/screens/RecordForm";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { canAccess } from "../../contract/navigation";
import { commitSession, permissionLists, readForm, requireSection } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";
import { translator } from "~/lib/translate.server";
import { safeReturn } from "~/lib/list-state";
import { dashboardPath, menuEntryOf } from "~/lib/navigation";
import { loadForm, requestFormPage } from "~/screens/presenters/form.server";
import { loadList } from "~/screens/presenters/list.server";
import { screenAt, tabsOf, verbs, viewOf, type ScreenMatch } from "~/screens/screen.server";
import { decideRecord, deleteRecord, saveForm, sendRequest } from "~/screens/services/save.server";
import { messageText } from "../../contract/message-text";

/**
 * A menu leaf's page (generated from contract/navigation.ts by app/menu/routes.ts, decision 0023):
 * /dashboard/{group}/{leaf} or /dashboard/{leaf}. A leaf with a declared screen (app/screens/) shows
 * it — a list, a record form or a one-off form; a leaf without one is the not-found page. Screens with
 * their own logic have route files of their own in app/routes, and no route is generated for them.
 *
 * No JavaScript is shipped here: lists, search, filters, pages, sorting and delete confirmations are
 * links and forms, and the not-found page that this route also answers must stay script-free.
 */
export const handle: RouteHandle = { i18n: ["screens", "messages"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

function trailOf(entry: MenuEntry): string[] {
  return entry.parent ? [`nav:${entry.parent.label}`] : [];
}

function resolve(request: Request, entry = menuEntryOf(request)): { match: ScreenMatch; url: URL } {
  const match = screenAt(entry.path);
  if (!match) throw new Response("Not found", { status: 404 });
  return { match, url: new URL(request.url) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const entry = menuEntryOf(request);
  const { api, user, viewer } = await requireSection(request, context, entry.id);
  const { match, url } = resolve(request, entry);
  const { screen } = match;
  const view = viewOf(screen, url.searchParams.get("tab"));
  // A tab that is a page of its own lives at its own address.
  if (view.href) throw redirect(view.href);
  const t = await translator(request, ["nav", "screens"]);
  const base = {
    documentTitle: t(`nav:${entry.label}`),
    title: `nav:${entry.label}`,
    trail: trailOf(entry),
    tabs: tabsOf(entry, screen, view),
    tab: screen.views.length > 1 ? view.id : null,
    kind: view.kind ?? "list",
  };
  if (view.kind === "record") {
    if (!user.company) throw new Response("Not found", { status: 404 });
    const find = Object.fromEntries([...url.searchParams].filter(([key]) => key.startsWith("find.")).map(([key, value]) => [key.slice(5), value]));
    const page = await loadForm(api, user, screen, view, user.company._id, { find });
    return json({ ...base, list: null, page, canSave: verbs(screen, view).update });
  }
  if (view.kind === "request") return json({ ...base, list: null, page: requestFormPage(), canSave: true });
  const list = await loadList(api, user, match, view, url);
  // A reader (a custom role with read only) is offered no create and no delete.
  const canWrite = canAccess(entry.id, viewer, permissionLists(), "write");
  return json({ ...base, list: canWrite ? list : { ...list, createHref: null, verbs: { ...list.verbs, create: false, remove: false } }, page: null, canSave: false });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { match, url } = resolve(request);
  const { api, user } = await requireSection(request, context, match.entry.id, "write");
  const { form, session } = await readForm(request);
  const view = viewOf(match.screen, String(form.get("tab") ?? url.searchParams.get("tab") ?? ""));
  const intent = String(form.get("intent") ?? "save");
  const here = safeReturn(`${url.pathname}${url.search}`, dashboardPath(match.entry));
  const done = async (kind: "success" | "error", message: string) => {
    session.flash("flash", { kind, message });
    return redirect(here, { headers: { "Set-Cookie": await commitSession(session) } });
  };

  if (intent === "delete") {
    const id = String(form.get("id") ?? "");
    if (!verbs(match.screen, view).remove || !id) throw new Response("Not found", { status: 404 });
    const outcome = await deleteRecord(api, user, view, id);
    return outcome.ok ? done("success", messageText("dataDeleted")) : done("error", outcome.message);
  }
  if (intent === "decide") {
    const id = String(form.get("id") ?? "");
    if (!view.rowActions?.includes("decide") || !id) throw new Response("Not found", { status: 404 });
    const outcome = await decideRecord(api, user, view, id, form);
    return done(outcome.ok ? "success" : "error", outcome.message);
  }
  if (view.kind === "request") {
    const outcome = await sendRequest(api, form);
    if (outcome.ok) return done("success", outcome.message);
    return json({ reply: outcome.reply, page: null }, { status: outcome.status });
  }
  if (view.kind === "record" && user.company && verbs(match.screen, view).update) {
    const outcome = await saveForm(api, user, view, user.company._id, form);
    if (outcome.kind === "saved") return done("success", messageText("dataSaved"));
    if (outcome.kind === "stay") return json({ reply: outcome.reply, page: await loadForm(api, user, match.screen, view, user.company._id, { find: outcome.find, values: outcome.values }) });
    return json({ reply: outcome.reply, page: null }, { status: outcome.status });
  }
  throw new Response("Not found", { status: 404 });
}

export default function Screen() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("screens");
  const title = t(data.title);
  const page = (actionData?.page ?? data.page) as FormPageData | null;
  return (
    <section className="card screen" data-screen={data.title}>
      <ScreenHeader trail={data.trail.map((key) => t(key))} title={title} tabs={data.tabs} />
      {data.list ? <ListScreen list={data.list} tab={data.tab} title={title} /> : null}
      {page ? (
        <>
          {data.kind === "request" ? <p className="screen-intro">{t("request.intro")}</p> : null}
          {data.canSave ? (
            <RecordForm
              page={page}
              lastResult={actionData?.reply as SubmissionResult<string[]> | undefined}
              intent={data.kind === "request" ? "request" : "save"}
              submitLabel={data.kind === "request" ? t("request.send") : t("form.save")}
              busyName={title}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
