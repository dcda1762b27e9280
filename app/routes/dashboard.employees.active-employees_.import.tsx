import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SheetFlow } from "~/components/employees/SheetFlow";
import { requireSection } from "~/lib/auth.server";
import { sheetAction } from "~/lib/employee-sheets.server";
import type { RouteHandle } from "~/lib/hydration";

export const handle: RouteHandle = { i18n: ["employee-sheets", "messages"] };
export const meta: MetaFunction = () => [{ title: "Import employees · HR Dashboard" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSection(request, context, "active-employees", "write");
  return json({});
}

/** Upload → how many rows will be created and updated (or every bad row and column) → import, all or nothing. */
export const action = ({ request, context }: ActionFunctionArgs) => sheetAction(request, context, { sheet: "import", success: "dataImported" });

export default function ImportEmployees() {
  const step = useActionData<typeof action>();
  const { t } = useTranslation(["employee-sheets", "nav"]);
  return (
    <SheetFlow
      title={t("employee-sheets:import.title")}
      trail={[t("nav:employees"), t("nav:activeEmployees")]}
      intro={t("employee-sheets:import.intro")}
      templateHref="/dashboard/employees/active-employees/import/template"
      confirmText={(counts) => t("employee-sheets:import.confirm", { create: counts.create ?? 0, update: counts.update ?? 0 })}
      confirmLabel={t("employee-sheets:import.submit")}
      cancelHref="/dashboard/employees/active-employees"
      step={step}
    />
  );
}
