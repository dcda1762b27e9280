import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { messageText } from "../../contract/message-text";
import { SheetFlow } from "~/components/employees/SheetFlow";
import { ApiError } from "~/lib/api.server";
import { commitSession, readForm, requireSection } from "~/lib/auth.server";
import { sheetErrors, type SheetStep } from "~/lib/employee-sheets.server";
import type { RouteHandle } from "~/lib/hydration";
import { translator } from "~/lib/translate.server";

/**
 * Leave › Balance › Import (docs/decisions/0030-leave-balances-from-the-rules.md): entitlements
 * or adjustments from an xlsx — the template, the upload checked first (a dry run: how many rows and
 * employees, or every bad row and column), then the import on confirmation, all or nothing. Plain forms:
 * it works the same without JavaScript.
 */
export const handle: RouteHandle = { i18n: ["employee-sheets", "screens", "messages"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHOOSE_FILE = messageText("chooseFile");
const BALANCES = "/dashboard/leave/balance";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSection(request, context, "balance", "write");
  const t = await translator(request, ["screens"]);
  return json({ documentTitle: t("screens:leaveImport.title") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireSection(request, context, "balance", "write");
  const { form, session } = await readForm(request);
  const fail = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401 || error.status === 403) throw error;
    return json<SheetStep>({ step: "errors", message: error.message, errors: sheetErrors(error) }, { status: error.status });
  };
  const chooseFile = () => json<SheetStep>({ step: "errors", message: CHOOSE_FILE, errors: [{ row: 0, column: "file", message: CHOOSE_FILE }] }, { status: 400 });

  if (form.get("intent") === "confirm") {
    const file = String(form.get("file") ?? "");
    if (!UUID.test(file)) return chooseFile();
    try {
      const notice = await api.leave.importFile(file);
      session.flash("flash", { kind: "success", message: notice || messageText("dataImported") });
      return redirect(BALANCES, { headers: { "Set-Cookie": await commitSession(session) } });
    } catch (error) {
      return fail(error);
    }
  }

  const upload = form.get("file");
  if (!(upload instanceof File) || upload.size === 0) return chooseFile();
  try {
    const { data: stored } = await api.upload(upload, "import");
    const counts = await api.leave.checkImport(stored._id);
    return json<SheetStep>({ step: "confirm", file: stored._id, counts: { ...counts } });
  } catch (error) {
    return fail(error);
  }
}

export default function LeaveImport() {
  const step = useActionData<typeof action>();
  const { t } = useTranslation(["screens", "nav"]);
  return (
    <SheetFlow
      title={t("screens:leaveImport.title")}
      trail={[t("nav:leave"), t("nav:balance")]}
      intro={t("screens:leaveImport.intro")}
      templateHref="/dashboard/leave/balance/import/template"
      confirmText={(counts) => t("screens:leaveImport.confirm", { rows: counts.rows ?? 0, employees: counts.employees ?? 0 })}
      confirmLabel={t("screens:leaveImport.submit")}
      cancelHref={BALANCES}
      backLabel={t("screens:leaveImport.back")}
      step={step}
    />
  );
}
