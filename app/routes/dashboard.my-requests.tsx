import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ApprovalType, RequestBody } from "../../contract/approvals";
import { APPROVAL_TYPES } from "../../contract/enums";
import { messageText } from "../../contract/message-text";
import type { ShiftOut } from "../../contract/responses/attendance";
import type { LeaveRuleOut } from "../../contract/responses/leave";
import { MY_REQUESTS, REQUEST_FORMS, requestFormOf, type RequestForm } from "~/components/requests/kinds";
import { LeaveBalances } from "~/components/requests/LeaveBalances";
import { AskRequest, type Attached } from "~/components/requests/RequestForms";
import { RequestList } from "~/components/requests/RequestList";
import requestStyles from "~/components/requests/requests.css";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { ApiError, type ApiClient } from "~/lib/api.server";
import { commitSession, readForm, requireUser } from "~/lib/auth.server";
import { formatIsoDate } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { parseRequest, requestConstraint } from "~/lib/page-forms.server";
import { zoneOf } from "~/lib/time-zone";
import { translator } from "~/lib/translate.server";

/**
 * Employee Services › My requests (docs/decisions/0029-requests-and-approvals.md): for everyone signed in
 * with an employee record, the employee role included — this year's leave balances, the five request
 * forms (one at a time, `?new=…`, each a plain POST checked by the API's own schema), and every request
 * sent, newest first, with its levels and Withdraw or Cancel behind a confirmation. The notices of the
 * requests link here (api/approvals/requests.ts `requesterLink`). JavaScript only improves it: the hours
 * of a leave shown for a rule counted in hours only. The browser checks what the schema's constraints say
 * (required, lengths), computed here; the action checks the rest.
 */
export const handle: RouteHandle = { i18n: ["requests", "screens", "messages"], hydrate: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: requestStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

/** Requests shown at first, and added by each "Show older requests". */
const PAGE = 20;
const MAX_SHOWN = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const shownOf = (url: URL) => Math.min(MAX_SHOWN, Math.max(PAGE, Math.ceil((Number(url.searchParams.get("shown")) || PAGE) / PAGE) * PAGE));

/** The five lists of one employee merged, newest first: the first `shown` of them and how many there are. */
async function requestsOf(api: ApiClient, employee: string, shown: number) {
  const pages = await Promise.all(APPROVAL_TYPES.map((type) => api.approvals.list(type, employee, shown)));
  const requests = pages
    .flatMap((page) => page.data)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, shown);
  return { requests, total: pages.reduce((sum, page) => sum + page.meta.total, 0) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireUser(request, context);
  const url = new URL(request.url);
  const chosen = requestFormOf(url.searchParams.get("new"));
  const shown = shownOf(url);
  // Today in the user's company zone (the API checks dates in the employee's own; docs/decisions/0034).
  const today = formatIsoDate(new Date(), zoneOf(user));
  const year = Number(today.slice(0, 4));
  const t = await translator(request, ["requests"]);
  const constraint = chosen ? requestConstraint(REQUEST_FORMS[chosen]) : {};
  const base = { documentTitle: t("title"), chosen, constraint, today, year, shown };
  if (!user.employee) {
    return json({ ...base, employee: false, balances: [], requests: [], total: 0, rules: [] as LeaveRuleOut[], shifts: [] as ShiftOut[] });
  }
  const [{ requests, total }, balances, rules, shifts] = await Promise.all([
    requestsOf(api, user.employee, shown),
    api.approvals.balances(user.employee, year),
    chosen === "leave" ? api.approvals.leaveRules() : Promise.resolve([] as LeaveRuleOut[]),
    chosen === "shift" ? api.approvals.shifts() : Promise.resolve([] as ShiftOut[]),
  ]);
  return json({ ...base, employee: true, balances, requests, total, rules, shifts });
}

interface Refused {
  form: RequestForm;
  reply: SubmissionResult<string[]>;
  attached: Attached | null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireUser(request, context);
  const { form, session } = await readForm(request);
  const url = new URL(request.url);
  /** `message`: a message text, shown in the reader's language (docs/decisions/0024-error-codes.md). */
  const flash = async (kind: "success" | "error", message: string, to = MY_REQUESTS) => {
    session.flash("flash", { kind, message });
    return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
  };
  const intent = String(form.get("intent") ?? "");

  if (intent === "withdraw" || intent === "cancel") {
    const id = String(form.get("id") ?? "");
    if (!UUID.test(id)) return flash("error", messageText("notFound"));
    try {
      const done = intent === "withdraw" ? await api.approvals.withdraw(id) : await api.approvals.cancel(id);
      return flash("success", messageText(intent === "withdraw" ? "approvalRequestWithdrawn" : "approvalRequestCancelled", { number: done.approval_number }));
    } catch (error) {
      // 409: decided or started meanwhile; 403/404: not one's own (anymore). Shown by code.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return flash("error", error.message);
      throw error;
    }
  }

  const chosen = requestFormOf(url.searchParams.get("new"));
  if (intent !== "ask" || !chosen) return flash("error", messageText("invalidFields"));
  const type = REQUEST_FORMS[chosen];
  const refuse = (reply: SubmissionResult<string[]>, attached: Attached | null, status: number) => json<Refused>({ form: chosen, reply, attached }, { status });

  // A file uploaded by an earlier try of this form comes back as its id and name (RequestForms' hidden fields).
  const carried = String(form.get("attachment") ?? "");
  let attached: Attached | null = type === "leave" && UUID.test(carried) ? { _id: carried, name: String(form.get("attachment_name") ?? "").slice(0, 200) } : null;
  const file = form.get("attachment_file");
  const submission = parseRequest(type, form);
  if (submission.status !== "success") return refuse(submission.reply(), attached, 400);
  const body = submission.value as RequestBody<ApprovalType>;

  // The attachment goes up only once the form itself is valid (decision 0017: files through the web tier).
  if (type === "leave" && file instanceof File && file.size > 0) {
    try {
      const { data } = await api.upload(file, "attachment");
      attached = { _id: data._id, name: data.name };
      (body as RequestBody<"leave">).attachment = data._id;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
      return refuse(submission.reply({ fieldErrors: { attachment: [Object.values(error.errors)[0] ?? error.message] } }), attached, error.status);
    }
  }

  try {
    const created = await api.approvals.create(type, body);
    // To the new request's row: its warnings (overtime beyond the statutory limits) show there.
    return flash("success", messageText("approvalRequestSent", { number: created.approval_number }), `${MY_REQUESTS}#${created.approval_number}`);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    // The API names the body's fields, which are the form's: each refusal beside its field, anything else above the form.
    const named = new Set([...Object.keys(submission.payload), "attachment"]);
    const fields = Object.entries(error.errors);
    const onForm = fields.filter(([name]) => named.has(name));
    const elsewhere = fields.filter(([name]) => !named.has(name));
    const formErrors = onForm.length && !elsewhere.length ? [] : [error.message, ...elsewhere.map(([, message]) => message)];
    return refuse(submission.reply({ fieldErrors: Object.fromEntries(onForm.map(([name, message]) => [name, [message]])), formErrors }), attached, error.status);
  }
}

export default function MyRequests() {
  const data = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation(["requests", "nav"]);
  const last = refused && "form" in refused && refused.form === data.chosen ? (refused as Refused) : null;
  const moreHref = data.total > data.requests.length && data.shown < MAX_SHOWN ? `${MY_REQUESTS}?shown=${data.shown + PAGE}#requests-sent` : null;
  return (
    <section className="card screen my-requests" data-screen="requests:title">
      <ScreenHeader trail={[t("nav:services")]} title={t("title")}>
        <p className="screen-intro">{t("intro")}</p>
      </ScreenHeader>
      {!data.employee ? (
        <p className="notice notice--info" data-no-employee>
          {t("noEmployee")}
        </p>
      ) : (
        <>
          <LeaveBalances balances={data.balances} year={data.year} />
          <AskRequest chosen={data.chosen} constraint={data.constraint} reply={last?.reply ?? null} attached={last?.attached ?? null} rules={data.rules} shifts={data.shifts} today={data.today} />
          <RequestList requests={data.requests} total={data.total} moreHref={moreHref} />
        </>
      )}
    </section>
  );
}
