import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The table of a one-off page (declared lists have ListScreen): 'No Data' when there is nothing to show,
 * otherwise scoped column headings over the rows the page renders, and a hidden "Actions" heading last
 * when the rows carry actions.
 */
export function DataTable({
  headings,
  empty,
  actions = false,
  children,
}: {
  headings: ReactNode[];
  empty: boolean;
  actions?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (empty) {
    return (
      <p className="empty" data-empty="true">
        {t("common:fallback.noData")}
      </p>
    );
  }
  return (
    <div className="table-wrap">
      <table className="data-table">
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={index} scope="col">
                {heading}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="data-table__actions">
                <span className="visually-hidden">
                  {t("screens:list.actions")}
                </span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
