import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { messageText } from "../../contract/message-text";
import { bankDecisionBody } from "../../contract/self";
import { CsrfInput } from "~/components/CsrfInput";
import { DataTable } from "~/components/DataTable";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { ApiError } from "~/lib/api.server";
import { commitSession, readForm, requireSection } from "~/lib/auth.server";
import { formatDate } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { isLanguage } from "~/lib/i18n";
import { translator } from "~/lib/translate.server";

/**
 * Bank account changes waiting for HR (docs/decisions/0039-employee-self-service.md): each with the
 * account it would replace, accepted or refused with one POST. The notification of a new change links
 * here. Whoever changes employees may open it; the API also asks that they read pay (the payroll menu).
 */
export const handle: RouteHandle = { i18n: ["self", "screens", "messages"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "active-employees", "write");
  const t = await translator(request, ["self"]);
  return json({ changes: await api.self.bankChanges(), documentTitle: t("bankChanges.title") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireSection(request, context, "active-employees", "write");
  const { form, session } = await readForm(request);
  const flash = async (kind: "success" | "error", message: string) => {
    session.flash("flash", { kind, message });
    return redirect("/dashboard/bank-changes", { headers: { "Set-Cookie": await commitSession(session) } });
  };
  const id = String(form.get("id") ?? "");
  const parsed = bankDecisionBody.safeParse({ decision: form.get("decision") });
  if (!UUID.test(id) || !parsed.success) return flash("error", messageText("invalidFields"));
  try {
    return flash("success", await api.self.decideBankChange(id, parsed.data.decision));
  } catch (error) {
    // 409: decided meanwhile; 403: not theirs to decide; 404: gone. Shown by code.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return flash("error", error.message);
    throw error;
  }
}

export default function BankChanges() {
  const { changes } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("self");
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const account = (bank: { name: string } | null | undefined, number: string | null | undefined) => [bank?.name, number].filter(Boolean).join(" · ") || "-";
  return (
    <section className="card screen" data-screen="self:bankChanges.title">
      <ScreenHeader trail={[]} title={t("bankChanges.title")}>
        <p className="screen-intro">{t("bankChanges.intro")}</p>
      </ScreenHeader>
      <DataTable
        headings={[t("bankChanges.employee"), t("bankChanges.current"), t("bankChanges.asked"), t("bankChanges.askedOn"), t("bankChanges.decision")]}
        empty={changes.length === 0}
        emptyText={t("bankChanges.none")}
      >
        {changes.map((change) => (
          <tr key={change._id} data-bank-change={change.employee?.fullname ?? ""}>
            <td>{change.employee ? `${change.employee.fullname}${change.employee.nickname ? ` (${change.employee.nickname})` : ""}` : "-"}</td>
            <td>{account(change.current?.bank, change.current?.account_number)}</td>
            <td>
              <strong>{account(change.bank, change.account_number)}</strong>
            </td>
            <td>{formatDate(change.created_at, { language, fullYear: true })}</td>
            <td>
              <Form method="post" className="button-row">
                <CsrfInput />
                <input type="hidden" name="id" value={change._id} />
                <button type="submit" name="decision" value="approved" className="button button--small">
                  {t("bankChanges.accept")}
                </button>
                <button type="submit" name="decision" value="rejected" className="button button--secondary button--small">
                  {t("bankChanges.refuse")}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
