import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { runHref, type Period } from "~/components/payroll/amounts";

/** A month with no saved run: the page says so and leads to Payroll Run, where it can be run. */
export function NotRunYet({ period }: { period: Period }) {
  const { t } = useTranslation("payroll");
  return (
    <div className="payroll-empty" data-payroll-empty>
      <p className="payroll-empty__title">{t("run.notSet")}</p>
      <Link to={runHref(period)} className="button">
        {t("item.openRun")}
      </Link>
    </div>
  );
}
