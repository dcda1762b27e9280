import { useTranslation } from "react-i18next";
import type { PayrollRunOut } from "../../../contract/responses/payroll";

/** A run's state as a coloured badge: running, saved, cut off. */
export function StatusBadge({ status }: { status: PayrollRunOut["status"] }) {
  const { t } = useTranslation("payroll");
  return (
    <span className={`status-badge status-badge--${status}`} data-run-status={status}>
      {t(`run.status.${status}`)}
    </span>
  );
}
