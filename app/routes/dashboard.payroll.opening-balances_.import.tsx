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
 * Payroll › Opening Balances › Import (docs/payroll-rules.md B14): the months each employee was paid
 * before the first month saved here, from an xlsx — the template, the upload checked first (a dry run: how
 * many rows and employees, or every bad row and column), then the import on confirmation, all or nothing.
 * Plain forms: it works the same without JavaScript.
 */
export const handle: RouteHandle = { i18n: ["employee-sheets", "screens", "messages"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const OPENING_BALANCES = "/dashboard/payroll/opening-balances";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSection(request, context, "opening-balances", "write");
  const t = await translator(request, ["screens"]);
  return json({ documentTitle: t("screens:openingImport.title") });
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  importAction(request, context, {
    menu: "opening-balances",
    check: async (api, file) => ({ ...(await api.payroll.openingBalances.checkImport(file)) }),
    apply: (api, file) => api.payroll.openingBalances.importFile(file),
    success: "dataImported",
    back: OPENING_BALANCES,
  });

export default function OpeningBalancesImport() {
  const step = useActionData<typeof action>();
  const { t } = useTranslation(["screens", "nav"]);
  return (
    <SheetFlow
      title={t("screens:openingImport.title")}
      trail={[t("nav:payroll"), t("nav:openingBalances")]}
      intro={t("screens:openingImport.intro")}
      templateHref="/dashboard/payroll/opening-balances/import/template"
      confirmText={(counts) => t("screens:openingImport.confirm", { rows: counts.rows ?? 0, employees: counts.employees ?? 0 })}
      confirmLabel={t("screens:openingImport.submit")}
      cancelHref={OPENING_BALANCES}
      backLabel={t("screens:openingImport.back")}
      step={step}
    />
  );
}
