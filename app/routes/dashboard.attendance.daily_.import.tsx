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
 * Attendance › Daily › Import attendance (docs/decisions/0031-roster-and-attendance-import.md):
 * employee number, date, clock in and clock out per row, for machines and sites without the app; upload → what will be imported (or every bad row and
 * column) → save, all or nothing. The employee import's flow and page (app/components/employees/SheetFlow.tsx).
 */
export const handle: RouteHandle = { i18n: ["attendance", "employee-sheets", "messages"] };
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const BACK = "/dashboard/attendance/daily";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSection(request, context, "daily", "write");
  const t = await translator(request, ["attendance"]);
  return json({ documentTitle: t("attendance:roster.recordsImportTitle") });
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  importAction(request, context, {
    menu: "daily",
    check: (api, file) => api.attendance.recordsImport.check(file),
    apply: (api, file) => api.attendance.recordsImport.apply(file),
    success: "dataImported",
    back: BACK,
  });

export default function ImportAttendance() {
  const step = useActionData<typeof action>();
  const { t } = useTranslation(["attendance", "nav"]);
  return (
    <SheetFlow
      title={t("attendance:roster.recordsImportTitle")}
      trail={[t("nav:attendance"), t("nav:daily")]}
      intro={t("attendance:roster.recordsImportIntro")}
      templateHref={`${BACK}/import/template`}
      confirmText={(counts) => t("attendance:roster.recordsImportConfirm", { rows: counts.rows ?? 0, employees: counts.employees ?? 0 })}
      confirmLabel={t("attendance:roster.recordsImportSubmit")}
      cancelHref={BACK}
      step={step}
    />
  );
}
