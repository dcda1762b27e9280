import { useTranslation } from "react-i18next";
import type { LeaveBalanceOut } from "../../../contract/responses/leave";
import { DataTable } from "~/components/DataTable";
import { formatNumber } from "~/lib/format";
import { isLanguage } from "~/lib/i18n";

/** My requests › the year's leave balances: each rule's entitlement, use, mass leave, adjustment, expiry and what remains, in its unit. */
export function LeaveBalances({
  balances,
  year,
}: {
  balances: LeaveBalanceOut[];
  year: number;
}) {
  const { t, i18n } = useTranslation("requests");
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const figure = (value: number) => formatNumber(value, language);
  const columns = [
    "entitled",
    "used",
    "mass_leave",
    "adjustment",
    "expired",
    "remaining",
  ] as const;
  return (
    <section
      aria-labelledby="leave-balance"
      className="leave-balances"
      data-leave-balances
    >
      <h3 id="leave-balance">{t("balance.title", { year })}</h3>
      <DataTable
        headings={[
          t("balance.leaveType"),
          t("balance.unit"),
          ...columns.map((column) => ({
            label: t(`balance.${column}`),
            numeric: true,
          })),
        ]}
        empty={balances.length === 0}
        emptyText={t("balance.none", { year })}
      >
        {balances.map((balance) => {
          const rule =
            typeof balance.leave_rule === "object" ? balance.leave_rule : null;
          return (
            <tr key={balance._id} data-balance={rule?.type ?? ""}>
              <td data-label={t("balance.leaveType")}>{rule?.type ?? "-"}</td>
              <td data-label={t("balance.unit")}>
                {t(`balance.units.${rule?.unit ?? "day"}`)}
              </td>
              {columns.map((column) => (
                <td
                  key={column}
                  data-label={t(`balance.${column}`)}
                  data-field={column}
                  className="num"
                >
                  {column === "remaining" ? (
                    <strong>{figure(balance[column])}</strong>
                  ) : (
                    figure(balance[column])
                  )}
                </td>
              ))}
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}
