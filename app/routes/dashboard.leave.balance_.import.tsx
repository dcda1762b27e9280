import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SheetFlow } from "~/components/employees/SheetFlow";
import { requireSection } from "~/lib/auth.server";
import { importAction } from "~/lib/employee-sheets.server";
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

const BALANCES = "/dashboard/leave/balance";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSection(request, context, "balance", "write");
  const t = await translator(request, ["screens"]);
  return json({ documentTitle: t("screens:leaveImport.title") });
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  importAction(request, context, {
    menu: "balance",
    check: async (api, file) => ({ ...(await api.leave.checkImport(file)) }),
    apply: (api, file) => api.leave.importFile(file),
    success: "dataImported",
    back: BALANCES,
  });

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
