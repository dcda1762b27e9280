import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SheetFlow } from "~/components/employees/SheetFlow";
import { requireSection } from "~/lib/auth.server";
import { INVITED_LIST, sheetAction } from "~/lib/employee-sheets.server";
import type { RouteHandle } from "~/lib/hydration";

export const handle: RouteHandle = { i18n: ["employee-sheets", "messages"] };
export const meta: MetaFunction = () => [{ title: "Bulk invite · HR Dashboard" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSection(request, context, "active-employees", "write");
  return json({});
}

/** Upload the filled template, see how many will be invited (or every bad cell), then invite them. */
export const action = ({ request, context }: ActionFunctionArgs) => sheetAction(request, context, { sheet: "import-invitation", success: "employeeInvited", back: INVITED_LIST });

export default function BulkInvite() {
  const step = useActionData<typeof action>();
  const { t } = useTranslation(["employee-sheets", "nav"]);
  return (
    <SheetFlow
      title={t("employee-sheets:bulkInvite.title")}
      trail={[t("nav:employees"), t("nav:activeEmployees")]}
      intro={t("employee-sheets:bulkInvite.intro")}
      templateHref="/dashboard/employees/active-employees/bulk-invite/template"
      confirmText={(counts) => t("employee-sheets:bulkInvite.confirm", { count: counts.invite ?? 0 })}
      confirmLabel={t("employee-sheets:bulkInvite.submit")}
      cancelHref="/dashboard/employees/active-employees"
      step={step}
    />
  );
}
