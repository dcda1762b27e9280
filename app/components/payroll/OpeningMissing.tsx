import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { monthRuns, openingHref } from "./amounts";

/**
 * A final tax period whose year is not whole (docs/payroll-rules.md B14): which months of the year neither
 * a saved month nor the opening figures cover, beside the employee, with a link to enter them.
 */
export function OpeningMissing({ months, year, employeeId }: { months: readonly number[]; year: number; employeeId: string }) {
  const { t } = useTranslation("payroll");
  if (!months.length) return null;
  const name = (month: number) => t(`months.${month}`);
  const text = monthRuns(months)
    .map(([from, to]) => (from === to ? name(from) : `${name(from)}–${name(to)}`))
    .join(", ");
  return (
    <span className="payroll-warning" data-opening-missing={months.join(",")}>
      {t("opening.missing", { months: text, year })}{" "}
      <Link to={openingHref(year, employeeId)}>{t("opening.enter")}</Link>
    </span>
  );
}
