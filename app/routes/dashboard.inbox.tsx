import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/components/CsrfInput";
import { readForm, requireUser } from "~/lib/auth.server";
import { formatDate } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { isLanguage } from "~/lib/i18n";
import { notificationText } from "~/lib/notifications";
import { useTimeZone } from "~/lib/time-zone";

export const handle: RouteHandle = { i18n: ["dashboard", "notifications"] };

export const meta: MetaFunction = () => [{ title: "Inbox · HR Dashboard" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireUser(request, context);
  return json(await api.me.notifications({ limit: 50 }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireUser(request, context);
  const { form } = await readForm(request);
  const id = form.get("id");
  if (form.get("intent") === "read-all") await api.me.readAllNotifications();
  else if (typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id)) await api.me.readNotification(id);
  return redirect("/dashboard/inbox");
}

export default function Inbox() {
  const { data, meta } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation(["dashboard", "notifications"]);
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const timeZone = useTimeZone();
  return (
    <section className="card">
      <header className="section-header">
        <h2>{t("inbox.heading")}</h2>
        {meta.unread ? (
          <Form method="post">
            <CsrfInput />
            <button type="submit" name="intent" value="read-all" className="button button--secondary button--small">
              {t("inbox.markAllRead")}
            </button>
          </Form>
        ) : null}
      </header>
      {data.length === 0 ? <p className="empty">{t("inbox.empty")}</p> : null}
      <ul className="inbox">
        {data.map((item) => {
          const text = notificationText(item, t, language);
          return (
            <li key={item._id} className={item.read ? "inbox__item" : "inbox__item inbox__item--unread"}>
              <div>
                <p className="inbox__title">
                  {item.read ? null : <span className="badge">{t("inbox.unread")}</span>} {text.title}
                </p>
                {text.body ? <p>{text.body}</p> : null}
                <p className="muted">{formatDate(item.created_at, { language, timeZone })}</p>
              </div>
              <div className="button-row">
                {item.link?.startsWith("/") ? <Link to={item.link}>{t("inbox.open")}</Link> : null}
                {item.read ? null : (
                  <Form method="post">
                    <CsrfInput />
                    <input type="hidden" name="id" value={item._id} />
                    <button type="submit" className="button button--link">
                      {t("inbox.markRead")}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
